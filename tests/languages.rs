//! `nimkit test` builds a solution by its extension (C, C++, Python 3, Java, Bash, JavaScript; Kotlin
//! when kotlinc is installed): each language's sum of two numbers is accepted, a wrong one is
//! rejected, a syntax error is CE, and a missing compiler is a one-line skip (exit 3), no verdict.

use crate::common;

use std::fs;

use common::{nimkit, one_test};

/// The sum of the two numbers on stdin, in each language; `WRONG` becomes `+ 1` in the wrong one.
const SOURCES: [(&str, &str, &str); 6] = [
    ("sum.c", "C", "#include <stdio.h>\nint main(void){long a,b;scanf(\"%ld %ld\",&a,&b);printf(\"%ld\\n\",a+b WRONG);return 0;}\n"),
    ("sum.cpp", "C++", "#include <iostream>\nint main(){long a,b;std::cin>>a>>b;std::cout<<a+b WRONG<<\"\\n\";}\n"),
    ("sum.py", "Python 3", "a, b = map(int, input().split())\nprint(a + b WRONG)\n"),
    ("Sum.java", "Java", "import java.util.*;\npublic class Sum { public static void main(String[] x) { Scanner s = new Scanner(System.in); long a = s.nextLong(), b = s.nextLong(); System.out.println(a + b WRONG); } }\n"),
    // WRONG outside the arithmetic, where `bash -n` sees it (a broken `$((...))` fails only when run).
    ("sum.sh", "Bash", "read a b\necho $((a + b)) WRONG\n"),
    ("sum.js", "JavaScript", "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b WRONG);\n"),
];

fn installed(program: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|path| std::env::split_paths(&path).any(|dir| dir.join(program).is_file()))
}

#[test]
fn each_language_is_built_by_extension_and_judged() {
    let tests = one_test(b"2 40\n", b"42\n");
    for (file, language, text) in SOURCES {
        let compiler = match language {
            "C" => "gcc",
            "C++" => "g++",
            "Python 3" => "python3",
            "Java" => "javac",
            "Bash" => "bash",
            _ => "node",
        };
        if !installed(compiler) {
            eprintln!("{language}: {compiler} not installed here, not tried");
            continue;
        }
        let dir = tempfile::tempdir().unwrap();
        for (name, wrong, expected) in
            [("right", "", "AC"), ("wrong", "+ 1", "WA"), ("broken", "+ + (", "CE")]
        {
            let folder = dir.path().join(name);
            fs::create_dir_all(&folder).unwrap();
            let source = folder.join(file);
            fs::write(&source, text.replace("WRONG", wrong)).unwrap();
            let output =
                nimkit(None).arg("test").arg(tests.path()).arg(&source).arg("--json").output().unwrap();
            let judged = common::Judged { output };
            assert_eq!(judged.verdicts(), [expected], "{language} {name}: {:?}", judged.output);
        }
    }
}

/// An executable `.sh` with a `#!` line runs as that line says (here Python), not as Bash.
#[test]
fn an_executable_shell_script_with_a_shebang_runs_as_itself() {
    use std::os::unix::fs::PermissionsExt;
    let tests = one_test(b"2 40\n", b"42\n");
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("sum.sh");
    fs::write(&script, "#!/usr/bin/env python3\nprint(sum(map(int, input().split())))\n").unwrap();
    fs::set_permissions(&script, fs::Permissions::from_mode(0o755)).unwrap();
    let output = nimkit(None).arg("test").arg(tests.path()).arg(&script).arg("--json").output().unwrap();
    assert_eq!(common::Judged { output }.verdicts(), ["AC"]);
}

#[test]
fn a_java_source_runs_its_public_class_whatever_the_file_is_called() {
    if !installed("javac") {
        return;
    }
    let tests = one_test(b"2 40\n", b"42\n");
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("hello.java");
    fs::write(&source, SOURCES[3].2.replace("WRONG", "")).unwrap();
    let output = nimkit(None).arg("test").arg(tests.path()).arg(&source).arg("--json").output().unwrap();
    assert_eq!(common::Judged { output }.verdicts(), ["AC"]);
}

/// `int y1;` beside `<bits/stdc++.h>`: accepted by Codeforces' Windows compiler, refused by g++
/// with glibc (`double y1(double)` of `<math.h>`). The compile error says why, and what to do.
#[test]
fn a_global_named_like_a_c_library_function_is_explained() {
    if !installed("g++") {
        eprintln!("g++ not installed here, not tried");
        return;
    }
    let tests = one_test(b"2 40\n", b"42\n");
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("clash.cpp");
    let text =
        "#include <bits/stdc++.h>\nint y1;\nint main(){long a,b;std::cin>>a>>b;std::cout<<a+b<<\"\\n\";}\n";
    fs::write(&source, text).unwrap();
    let output = nimkit(None).arg("test").arg(tests.path()).arg(&source).output().unwrap();
    let report =
        String::from_utf8_lossy(&output.stdout).into_owned() + &String::from_utf8_lossy(&output.stderr);
    assert!(report.contains("CE "), "{report}");
    assert!(
        report.contains("clashes with glibc's headers on Linux") && report.contains("rename it"),
        "{report}"
    );
    // Renamed, it is accepted (the hint is right about the cause).
    fs::write(&source, text.replace("y1", "y_1")).unwrap();
    let output = nimkit(None).arg("test").arg(tests.path()).arg(&source).arg("--json").output().unwrap();
    assert_eq!(common::Judged { output }.verdicts(), ["AC"]);
}

/// A program folder of two Java classes in two files (as ICPC packages hold multi-file
/// submissions; BAPCtools' `hello` has one): both are compiled, the class with `main` runs,
/// even when a comment says "public classes" before it.
#[test]
fn a_java_program_folder_compiles_every_class() {
    if !installed("javac") {
        eprintln!("javac not installed here, not tried");
        return;
    }
    let tests = one_test(b"2 40\n", b"42\n");
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("two-files");
    fs::create_dir_all(&folder).unwrap();
    fs::write(
        folder.join("hello.java"),
        "/* Two public classes, one a file. */\nimport java.util.*;\npublic class hello { public static void main(String[] x) { Scanner s = new Scanner(System.in); System.out.println(adder.add(s.nextLong(), s.nextLong())); } }\n",
    )
    .unwrap();
    fs::write(
        folder.join("adder.java"),
        "public class adder { static long add(long a, long b) { return a + b; } }\n",
    )
    .unwrap();
    let output = nimkit(None).arg("test").arg(tests.path()).arg(&folder).arg("--json").output().unwrap();
    assert_eq!(common::Judged { output }.verdicts(), ["AC"]);
}

/// The Java class that runs is the one with `main`, found in the class files as DOMjudge and
/// Kattis find it: a non-public `Main` in `test-hello.java`, a class in a package (in a folder
/// given by a relative path), and a source with no `main` at all is CE, not a run error.
#[test]
fn the_java_class_with_main_runs_whatever_the_file_is_called() {
    if !installed("javac") {
        eprintln!("javac not installed here, not tried");
        return;
    }
    let tests = one_test(b"2 40\n", b"42\n");
    let dir = tempfile::tempdir().unwrap();
    let judge = |solution: &str| {
        let output = nimkit(None)
            .arg("test")
            .arg(tests.path())
            .arg(solution)
            .arg("--json")
            .current_dir(dir.path())
            .output()
            .unwrap();
        common::Judged { output }.verdict()
    };
    let sum = "java.util.Scanner s = new java.util.Scanner(System.in); System.out.println(s.nextLong() + s.nextLong());";
    fs::write(
        dir.path().join("test-hello.java"),
        format!("class Helper {{ }}\nclass Main {{ public static void main(String[] x) {{ {sum} }} }}\n"),
    )
    .unwrap();
    assert_eq!(judge("test-hello.java").0, "AC");

    let folder = dir.path().join("packaged");
    fs::create_dir_all(&folder).unwrap();
    fs::write(
        folder.join("A.java"),
        "package foo.bar.a;\npublic class A { public static long twice(long x) { return 2 * x; } }\n",
    )
    .unwrap();
    fs::write(
        folder.join("B.java"),
        format!("package zoo.b;\npublic class B {{ public static void main(String[] x) {{ {sum} }} }}\n"),
    )
    .unwrap();
    assert_eq!(judge("packaged").0, "AC");

    fs::write(dir.path().join("NoMain.java"), "public class NoMain { static void main(int x) { } }\n")
        .unwrap();
    let (verdict, message) = judge("NoMain.java");
    assert_eq!(verdict, "CE", "{message}");
    assert!(message.contains("no class has a `public static void main(String[] args)` method"), "{message}");
}

#[test]
fn a_language_whose_compiler_is_missing_is_skipped_with_one_line() {
    let tests = one_test(b"2 40\n", b"42\n");
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("Sum.kt");
    fs::write(&source, "fun main() { println(readLine()!!.split(' ').sumOf { it.toLong() }) }\n").unwrap();
    // A PATH without kotlinc, whatever this machine has.
    let output = nimkit(None)
        .arg("test")
        .arg(tests.path())
        .arg(&source)
        .env("PATH", "/usr/bin:/bin")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    if installed("kotlinc") && std::path::Path::new("/usr/bin/kotlinc").exists() {
        return;
    }
    assert_eq!(output.status.code(), Some(3), "{stderr}");
    assert!(stderr.contains("skipped: kotlinc not found"), "{stderr}");
    assert_eq!(stderr.trim().lines().count(), 1, "{stderr}");
    assert!(!String::from_utf8_lossy(&output.stdout).contains("WA"));
}

/// A Python behind a version manager's shim (pyenv's is a chain of bash scripts, 0.1 s a start)
/// runs as the interpreter itself: the shim is asked once which interpreter it stands for, and
/// the judged runs start that, as a judge's own Python starts. Here the shim marks what it runs.
#[test]
fn a_python_behind_a_shim_is_run_as_the_interpreter_itself() {
    if !installed("python3") {
        return;
    }
    let tests = one_test(b"", b"direct\n");
    let dir = tempfile::tempdir().unwrap();
    let shims = dir.path().join("shims");
    fs::create_dir_all(&shims).unwrap();
    let shim = shims.join("python3");
    let path = std::env::var("PATH").unwrap();
    // The real python3 is found in the PATH the shim had (perhaps through a shim of its own).
    fs::write(&shim, format!("#!/bin/sh\nexport NIMKIT_TEST_SHIMMED=1\nPATH='{path}' exec python3 \"$@\"\n"))
        .unwrap();
    use std::os::unix::fs::PermissionsExt;
    fs::set_permissions(&shim, fs::Permissions::from_mode(0o755)).unwrap();
    let source = dir.path().join("which.py");
    fs::write(
        &source,
        "import os\nprint('shimmed' if os.environ.get('NIMKIT_TEST_SHIMMED') else 'direct')\n",
    )
    .unwrap();
    let output = nimkit(None)
        .arg("test")
        .arg(tests.path())
        .arg(&source)
        .arg("--json")
        .env("PATH", format!("{}:{path}", shims.display()))
        .output()
        .unwrap();
    let judged = common::Judged { output };
    assert_eq!(judged.verdicts(), ["AC"], "{:?}", judged.output);
}
