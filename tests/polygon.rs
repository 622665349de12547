//! Polygon packages (problem.xml) judged end to end: limits from the `tests` testset, a
//! standard checker judged natively, a package's own (testlib-free) checker source, tests
//! stored and generated from `cmd` lines with answers from the solution tagged `main`, and
//! `verify PACKAGE` checking every tagged solution against its tag.

use crate::common;

use std::fs;
use std::path::Path;
use std::process::Output;

use common::{nimkit, write};

fn text(output: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr))
}

/// `nimkit test DIR DIR/SOLUTION --json EXTRA...`, as judged.
fn judge_json(dir: &Path, solution: &str, extra: &[&str]) -> common::Judged {
    let output =
        nimkit(None).arg("test").arg(dir).arg(dir.join(solution)).arg("--json").args(extra).output().unwrap();
    common::Judged { output }
}

fn problem_xml(checker: &str) -> String {
    format!(
        r#"<?xml version="1.0" encoding="utf-8" standalone="no"?>
<problem revision="2" short-name="sum-up" url="https://polygon.codeforces.com/p/x/sum-up">
    <names><name language="english" value="Sum up"/></names>
    <judging cpu-name="Intel(R) Core(TM) i3-8100 CPU @ 3.60GHz" cpu-speed="3600" input-file="" output-file="">
        <testset name="tests">
            <time-limit>1000</time-limit>
            <memory-limit>268435456</memory-limit>
            <test-count>3</test-count>
            <input-path-pattern>tests/%02d</input-path-pattern>
            <answer-path-pattern>tests/%02d.a</answer-path-pattern>
            <tests>
                <test method="manual" sample="true"/>
                <test cmd="gen 5 1" method="generated"/>
                <test cmd="gen 40 2" method="generated"/>
            </tests>
        </testset>
    </judging>
    <files>
        <executables>
            <executable><source path="files/gen.py" type="python.3"/></executable>
        </executables>
    </files>
    <assets>
        {checker}
        <validators><validator><source path="files/val.py" type="python.3"/></validator></validators>
        <solutions>
            <solution tag="main"><source path="solutions/main.py" type="python.3"/></solution>
            <solution tag="accepted"><source path="solutions/other.c" type="c.gcc"/></solution>
            <solution tag="wrong-answer"><source path="solutions/off.py" type="python.3"/></solution>
            <solution tag="time-limit-exceeded"><source path="solutions/slow.py" type="python.3"/></solution>
        </solutions>
    </assets>
</problem>
"#
    )
}

/// The sum of n numbers; the generator makes n numbers from a seed.
fn sum_package(dir: &Path, checker: &str) {
    write(dir, "problem.xml", &problem_xml(checker));
    write(dir, "tests/01", "3\n1 2 3\n");
    write(dir, "files/gen.py", "import sys, random\nn, seed = int(sys.argv[1]), int(sys.argv[2])\nrandom.seed(seed)\nprint(n)\nprint(*[random.randint(-10**9, 10**9) for _ in range(n)])\n");
    write(dir, "files/val.py", "import sys\nlines = sys.stdin.read().split('\\n')\nn = int(lines[0])\nassert 1 <= n <= 100 and len(lines[1].split()) == n\n");
    write(dir, "solutions/main.py", "input()\nprint(sum(map(int, input().split())))\n");
    write(dir, "solutions/other.c", "#include <stdio.h>\nint main(void){int n;long long s=0,x;scanf(\"%d\",&n);while(n--){scanf(\"%lld\",&x);s+=x;}printf(\"%lld\\n\",s);return 0;}\n");
    write(dir, "solutions/off.py", "n = int(input())\nprint(sum(map(int, input().split())) + (n > 3))\n");
    write(dir, "solutions/slow.py", "import time\nn = int(input())\nif n > 3:\n    time.sleep(30)\nprint(sum(map(int, input().split())))\n");
}

const NCMP: &str = r#"<checker name="std::ncmp.cpp" type="testlib"><source path="files/check.cpp" type="cpp.g++17"/></checker>"#;

#[test]
fn a_package_with_a_standard_checker_and_generated_tests_is_judged_and_verified() {
    let dir = tempfile::tempdir().unwrap();
    sum_package(dir.path(), NCMP);
    let judged = |solution: &str| judge_json(dir.path(), solution, &[]);
    assert_eq!(judged("solutions/main.py").verdicts(), ["AC", "AC", "AC"]);
    assert_eq!(judged("solutions/off.py").verdicts(), ["AC", "WA", "WA"]);
    let (verdict, message) = {
        let j = judged("solutions/off.py");
        let value = j.json();
        (
            value["cases"][1]["verdict"].as_str().unwrap().to_string(),
            value["cases"][1]["message"].as_str().unwrap().to_string(),
        )
    };
    assert_eq!(verdict, "WA");
    assert!(message.contains("std::ncmp") && message.contains("numbers differ"), "{message}");

    let output = nimkit(None).arg("verify").arg(dir.path()).output().unwrap();
    let report = text(&output);
    assert_eq!(output.status.code(), Some(0), "{report}");
    for line in [
        "OK    validator files/val.py: 3 input(s) valid",
        "OK    solutions/main.py (main): AC 3",
        "OK    solutions/other.c (accepted): AC 3",
        "OK    solutions/off.py (wrong-answer): AC 1, WA 2",
        "OK    solutions/slow.py (time-limit-exceeded): AC 1, TLE 2",
        "4 solution(s): 4 as expected, 0 not, 0 skipped; package verified",
    ] {
        assert!(report.contains(line), "{line}\n{report}");
    }

    // A wrong solution tagged accepted is caught.
    let xml = fs::read_to_string(dir.path().join("problem.xml")).unwrap();
    fs::write(dir.path().join("problem.xml"), xml.replace("tag=\"wrong-answer\"", "tag=\"accepted\""))
        .unwrap();
    let output = nimkit(None).arg("verify").arg(dir.path()).output().unwrap();
    let report = text(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(report.contains("FAIL  solutions/off.py (accepted): WA on 02"), "{report}");
}

#[test]
fn a_package_checker_source_is_built_and_called_testlib_style() {
    let dir = tempfile::tempdir().unwrap();
    // Any answer within 1 of the jury's: only this checker accepts the off-by-one solution.
    let checker = r#"<checker type="testlib"><source path="files/check.py" type="python.3"/></checker>"#;
    sum_package(dir.path(), checker);
    write(dir.path(), "files/check.py", "import sys\nout = int(open(sys.argv[2]).read())\nans = int(open(sys.argv[3]).read())\nif abs(out - ans) > 1:\n    print('off by', out - ans)\n    sys.exit(1)\n");
    write(dir.path(), "far.py", "input()\nprint(sum(map(int, input().split())) + 2)\n");
    let judged = |solution: &str| judge_json(dir.path(), solution, &[]);
    assert_eq!(judged("solutions/off.py").verdicts(), ["AC", "AC", "AC"]);
    let far = judged("far.py");
    assert_eq!(far.verdicts(), ["WA", "WA", "WA"]);
    assert!(far.verdict().1.contains("off by 2"), "{:?}", far.verdict());
}

#[test]
fn malformed_or_unjudgeable_problem_xml_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    sum_package(dir.path(), NCMP);
    let xml = fs::read_to_string(dir.path().join("problem.xml")).unwrap();
    fs::write(dir.path().join("problem.xml"), xml.replace("<memory-limit>268435456", "<memory-limit>lots"))
        .unwrap();
    let output =
        nimkit(None).arg("test").arg(dir.path()).arg(dir.path().join("solutions/main.py")).output().unwrap();
    let report = text(&output);
    assert_eq!(output.status.code(), Some(2), "{report}");
    assert!(report.contains("problem.xml:7") && report.contains("<memory-limit>"), "{report}");

    fs::write(
        dir.path().join("problem.xml"),
        xml.replace("output-file=\"\"", "output-file=\"out\" run-count=\"2\""),
    )
    .unwrap();
    let output =
        nimkit(None).arg("test").arg(dir.path()).arg(dir.path().join("solutions/main.py")).output().unwrap();
    let report = text(&output);
    assert_eq!(output.status.code(), Some(3), "{report}");
    assert!(report.contains("run-count=\"2\"") && report.contains("runs it once"), "{report}");
}

#[test]
fn a_package_interactor_is_played_testlib_style() {
    let dir = tempfile::tempdir().unwrap();
    let interactor = r#"<interactor><source path="files/interactor.py" type="python.3"/></interactor>"#;
    sum_package(dir.path(), &format!("{NCMP}\n        {interactor}"));
    // The jury sends the test's numbers one per line and expects their sum back.
    write(dir.path(), "files/interactor.py", "import sys\nlines = open(sys.argv[1]).read().split('\\n')\nnumbers = lines[1].split()\nprint(len(numbers), flush=True)\nfor x in numbers:\n    print(x, flush=True)\nreply = sys.stdin.readline().strip()\nif reply != str(sum(map(int, numbers))):\n    sys.stderr.write('wrong sum ' + reply + '\\n')\n    sys.exit(1)\n");
    write(
        dir.path(),
        "player.py",
        "n = int(input())\nprint(sum(int(input()) for _ in range(n)), flush=True)\n",
    );
    write(
        dir.path(),
        "off.py",
        "n = int(input())\nprint(sum(int(input()) for _ in range(n)) + 1, flush=True)\n",
    );
    let judged = |solution: &str| judge_json(dir.path(), solution, &[]);
    assert_eq!(judged("player.py").verdicts(), ["AC", "AC", "AC"]);
    let off = judged("off.py");
    assert_eq!(off.verdicts(), ["WA", "WA", "WA"]);
    assert!(off.verdict().1.contains("wrong sum"), "{:?}", off.verdict());
    // Playing, too, the stack may grow to the memory limit as on Codeforces: 64 MiB of locals.
    write(dir.path(), "deep.c", "#include <stdio.h>\n#include <string.h>\nint main(void){volatile char big[64 << 20]; memset((char *)big, 1, sizeof big); int n; long long s = 0, x; scanf(\"%d\", &n); while (n--) { scanf(\"%lld\", &x); s += x; } printf(\"%lld\\n\", s + big[12345] - 1); fflush(stdout); return 0;}\n");
    let deep = judged("deep.c");
    assert_eq!(deep.verdicts(), ["AC", "AC", "AC"], "{}", text(&deep.output));
}

#[test]
fn stored_tests_of_a_windows_package_are_judged_with_unix_lines() {
    let dir = tempfile::tempdir().unwrap();
    sum_package(dir.path(), NCMP);
    // Polygon's Windows package stores the same tests with CR LF; its Linux judging sees LF.
    write(dir.path(), "tests/01", "3\r\n1 2 3\r\n");
    write(dir.path(), "files/val.py", "import sys\ndata = sys.stdin.buffer.read()\nassert b'\\r' not in data, 'CR in input'\nn, *xs = data.split()\nassert len(xs) == int(n)\n");
    // Reads whole lines: a CR left in would make int() of the last token fail.
    write(dir.path(), "solutions/main.py", "import sys\nlines = sys.stdin.buffer.read().split(b'\\n')\nassert not lines[1].endswith(b'\\r')\nprint(sum(map(int, lines[1].split(b' '))))\n");
    let output = nimkit(None).arg("verify").arg(dir.path()).output().unwrap();
    let report = text(&output);
    assert!(report.contains("OK    validator files/val.py: 3 input(s) valid"), "{report}");
    assert!(report.contains("OK    solutions/main.py (main): AC 3"), "{report}");
    assert_eq!(
        fs::read(dir.path().join("tests/01")).unwrap(),
        b"3\r\n1 2 3\r\n",
        "the package is left as it was"
    );
}

#[test]
fn groups_and_points_are_scored_as_polygon_scores_them() {
    let dir = tempfile::tempdir().unwrap();
    sum_package(dir.path(), NCMP);
    let xml = fs::read_to_string(dir.path().join("problem.xml")).unwrap()
        .replace(r#"<test method="manual" sample="true"/>"#, r#"<test method="manual" sample="true" group="samples" points="0"/>"#)
        .replace(r#"<test cmd="gen 5 1" method="generated"/>"#, r#"<test cmd="gen 5 1" method="generated" group="1" points="30.0"/>"#)
        .replace(r#"<test cmd="gen 40 2" method="generated"/>"#, r#"<test cmd="gen 40 2" method="generated" group="2" points="70.0"/>"#)
        .replace("</tests>", r#"</tests>
            <groups>
                <group feedback-policy="complete" name="samples" points="0" points-policy="complete-group"/>
                <group feedback-policy="points" name="1" points="30.0" points-policy="complete-group"><dependencies><dependency group="samples"/></dependencies></group>
                <group feedback-policy="icpc" name="2" points-policy="each-test"><dependencies><dependency group="1"/></dependencies></group>
            </groups>"#);
    fs::write(dir.path().join("problem.xml"), xml).unwrap();
    write(dir.path(), "big-wrong.py", "n = int(input())\nprint(sum(map(int, input().split())) + (n > 10))\n");
    let report = |solution: &Path| {
        let output = nimkit(None).arg("test").arg(dir.path()).arg(solution).output().unwrap();
        text(&output)
    };
    let big_wrong = report(&dir.path().join("big-wrong.py"));
    for line in [
        "group samples      AC   1 test(s); 0 of 0 points (complete-group)",
        "group 1            AC   1 test(s); 30 of 30 points (complete-group)",
        "group 2            WA   1 of 1 test(s) rejected, first 03; 0 of 70 points (each-test)",
        "points: 30 of 100",
    ] {
        assert!(big_wrong.contains(line), "{line}\n{big_wrong}");
    }
    // Group 1 failed: group 2, which depends on it, scores nothing although its test passes.
    write(
        dir.path(),
        "small-wrong.py",
        "n = int(input())\nprint(sum(map(int, input().split())) + (n == 5))\n",
    );
    let small_wrong = report(&dir.path().join("small-wrong.py"));
    assert!(
        small_wrong.contains("0 of 70 points (each-test, group 1 it depends on did not pass)"),
        "{small_wrong}"
    );
    assert!(small_wrong.contains("points: 0 of 100"), "{small_wrong}");

    let output = nimkit(None).arg("verify").arg(dir.path()).output().unwrap();
    let verified = text(&output);
    assert!(
        verified.contains("OK    solutions/off.py (wrong-answer): AC 1, WA 2; points 0 of 100"),
        "{verified}"
    );
    assert!(verified.contains("OK    solutions/main.py (main): AC 3; points 100 of 100"), "{verified}");
}

#[test]
fn named_input_and_output_files_are_judged_as_codeforces_does() {
    let dir = tempfile::tempdir().unwrap();
    sum_package(dir.path(), NCMP);
    let xml = fs::read_to_string(dir.path().join("problem.xml")).unwrap();
    fs::write(
        dir.path().join("problem.xml"),
        xml.replace(r#"input-file="" output-file="""#, r#"input-file="input.txt" output-file="output.txt""#),
    )
    .unwrap();
    // The main solution makes the answers of the generated tests through the same files.
    write(dir.path(), "solutions/main.py", "lines = open('input.txt').read().split('\\n')\nopen('output.txt', 'w').write(str(sum(map(int, lines[1].split()))) + '\\n')\n");
    write(
        dir.path(),
        "stdout.py",
        "lines = open('input.txt').read().split('\\n')\nprint(sum(map(int, lines[1].split())))\n",
    );
    write(
        dir.path(),
        "stdin.py",
        "input()\nopen('output.txt', 'w').write(str(sum(map(int, input().split()))))\n",
    );
    write(dir.path(), "off.py", "lines = open('input.txt').read().split('\\n')\nprint(0)\nopen('output.txt', 'w').write(str(sum(map(int, lines[1].split())) + 1))\n");
    let judged = |solution: &str| judge_json(dir.path(), solution, &[]);
    assert_eq!(judged("solutions/main.py").verdicts(), ["AC", "AC", "AC"]);
    let stdout = judged("stdout.py");
    assert_eq!(stdout.verdicts(), ["PE", "PE", "PE"], "output to stdout only: no output.txt");
    assert!(stdout.verdict().1.contains("output file `output.txt` not found"), "{:?}", stdout.verdict());
    assert_eq!(judged("stdin.py").verdicts(), ["RE", "RE", "RE"], "stdin is empty");
    let off = judged("off.py");
    assert_eq!(off.verdicts(), ["WA", "WA", "WA"], "output.txt is judged, not stdout");
    assert!(off.verdict().1.contains("std::ncmp"), "{:?}", off.verdict());
    // A hand-written input goes the same way: output.txt is what is shown.
    write(dir.path(), "mine.txt", "2\n40 2\n");
    let output = nimkit(None)
        .arg("test")
        .arg(dir.path())
        .arg(dir.path().join("off.py"))
        .arg("--input")
        .arg(dir.path().join("mine.txt"))
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&output.stdout), "43", "{}", text(&output));
    let left: Vec<_> = fs::read_dir(dir.path()).unwrap().flatten().map(|e| e.file_name()).collect();
    assert!(
        !left.iter().any(|n| n == "output.txt" || n == "input.txt"),
        "nothing written in the package: {left:?}"
    );
}

#[test]
fn other_testsets_are_listed_and_selectable() {
    let dir = tempfile::tempdir().unwrap();
    sum_package(dir.path(), NCMP);
    let xml = fs::read_to_string(dir.path().join("problem.xml")).unwrap().replace(
        "</judging>",
        r#"    <testset name="pretests">
            <time-limit>1000</time-limit>
            <memory-limit>268435456</memory-limit>
            <test-count>2</test-count>
            <input-path-pattern>pretests/%02d</input-path-pattern>
            <answer-path-pattern>pretests/%02d.a</answer-path-pattern>
            <tests>
                <test method="manual"/>
                <test cmd="gen 7 3" method="generated"/>
            </tests>
        </testset>
    </judging>"#,
    );
    fs::write(dir.path().join("problem.xml"), xml).unwrap();
    write(dir.path(), "pretests/01", "1\n5\n");
    let run = |extra: &[&str]| {
        let output = nimkit(None)
            .arg("test")
            .arg(dir.path())
            .arg(dir.path().join("solutions/off.py"))
            .args(extra)
            .output()
            .unwrap();
        (output.status.code(), text(&output))
    };
    let (code, report) = run(&[]);
    assert_eq!(code, Some(1), "{report}");
    assert!(
        report.contains("testset tests (also: pretests, 2 test(s)); --testset NAME judges another"),
        "{report}"
    );
    assert!(report.contains("03  WA"), "{report}");
    let (code, report) = run(&["--testset", "pretests", "--json"]);
    assert_eq!(code, Some(1), "{report}");
    let judged = common::Judged {
        output: nimkit(None)
            .arg("test")
            .arg(dir.path())
            .arg(dir.path().join("solutions/off.py"))
            .args(["--testset", "pretests", "--json"])
            .output()
            .unwrap(),
    };
    assert_eq!(judged.verdicts(), ["AC", "WA"], "pretests/01 stored, 02 generated; answers by main");
    let (code, report) = run(&["--testset", "final"]);
    assert_eq!(code, Some(2), "{report}");
    assert!(report.contains("no testset `final`; the package has tests, pretests"), "{report}");
}

#[test]
fn a_multigen_writes_several_tests_into_files_picked_by_from_file() {
    let dir = tempfile::tempdir().unwrap();
    sum_package(dir.path(), NCMP);
    let xml = fs::read_to_string(dir.path().join("problem.xml"))
        .unwrap()
        .replace(
            r#"<test cmd="gen 5 1" method="generated"/>"#,
            r#"<test cmd="multigen 4" from-file="1" method="generated"/>"#,
        )
        .replace(
            r#"<test cmd="gen 40 2" method="generated"/>"#,
            r#"<test cmd="multigen 4" from-file="2" method="generated"/>"#,
        )
        .replace(
            r#"<executable><source path="files/gen.py" type="python.3"/></executable>"#,
            r#"<executable><source path="files/gen.py" type="python.3"/></executable>
            <executable><source path="files/multigen.py" type="python.3"/></executable>"#,
        );
    fs::write(dir.path().join("problem.xml"), xml).unwrap();
    // As testlib's startTest(i) names them, but the second zero-padded (Polygon's script takes
    // 2, 02 or 002); nothing on stdout.
    write(dir.path(), "files/multigen.py", "import sys\nn = int(sys.argv[1])\nopen('1', 'w').write('%d\\n%s\\n' % (n, ' '.join(['7'] * n)))\nopen('02', 'w').write('%d\\n%s\\n' % (n + 1, ' '.join(['9'] * (n + 1))))\n");
    let judged = judge_json(dir.path(), "solutions/off.py", &[]);
    // off.py adds 1 when n > 3: both generated tests (n = 4 and 5) are WA, with the jury's 28 and 45.
    assert_eq!(judged.verdicts(), ["AC", "WA", "WA"], "{}", text(&judged.output));
    let value = judged.json();
    assert!(value["cases"][1]["message"].as_str().unwrap().contains("'28'"), "{value}");
    assert!(value["cases"][2]["message"].as_str().unwrap().contains("'45'"), "{value}");
}

/// A package written for Polygon's Windows judge whose main solution does not build here: the
/// answers Polygon's doall would make with it are made by a solution tagged accepted, with a
/// warning; `verify` still reports the main solution as not building.
#[test]
fn answers_are_made_by_an_accepted_solution_when_the_main_one_does_not_build_here() {
    let dir = tempfile::tempdir().unwrap();
    sum_package(dir.path(), NCMP);
    let xml = fs::read_to_string(dir.path().join("problem.xml")).unwrap().replace(
        r#"path="solutions/main.py" type="python.3""#,
        r#"path="solutions/main.cpp" type="cpp.g++17""#,
    );
    fs::write(dir.path().join("problem.xml"), xml).unwrap();
    write(
        dir.path(),
        "solutions/main.cpp",
        "#include <windows.h>\n#include <cstdio>\nint main(){int n;long long s=0,x;scanf(\"%d\",&n);while(n--){scanf(\"%lld\",&x);s+=x;}printf(\"%lld\\n\",s);}\n",
    );
    let judged = judge_json(dir.path(), "solutions/off.py", &[]);
    assert_eq!(judged.verdicts(), ["AC", "WA", "WA"], "{:?}", judged.output);
    let stderr = String::from_utf8_lossy(&judged.output.stderr);
    assert!(
        stderr.contains("solutions/main.cpp: the main solution does not build")
            && stderr.contains("solutions/other.c (tagged accepted) instead"),
        "{stderr}"
    );
    let output = nimkit(None).arg("verify").arg(dir.path()).output().unwrap();
    let report = text(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(report.contains("OK    solutions/other.c (accepted): AC 3"), "{report}");
    assert!(report.contains("FAIL  solutions/main.cpp (main)"), "{report}");
}

#[test]
fn a_solution_tagged_failed_must_crash() {
    let dir = tempfile::tempdir().unwrap();
    sum_package(dir.path(), NCMP);
    let xml = fs::read_to_string(dir.path().join("problem.xml")).unwrap().replace(
        "</solutions>",
        r#"<solution tag="failed"><source path="solutions/crash.py" type="python.3"/></solution>
            <solution tag="failed"><source path="solutions/wrong.py" type="python.3"/></solution>
        </solutions>"#,
    );
    fs::write(dir.path().join("problem.xml"), xml).unwrap();
    write(
        dir.path(),
        "solutions/crash.py",
        "n = int(input())\nassert n <= 3\nprint(sum(map(int, input().split())))\n",
    );
    write(dir.path(), "solutions/wrong.py", "print(0)\n");
    let output = nimkit(None).arg("verify").arg(dir.path()).output().unwrap();
    let report = text(&output);
    assert!(report.contains("OK    solutions/crash.py (failed): AC 1, RE 2"), "{report}");
    assert!(report.contains("FAIL  solutions/wrong.py (failed): WA on 01"), "a WA is no failure: {report}");
    assert_eq!(output.status.code(), Some(1), "{report}");
}

#[test]
fn the_stack_may_grow_to_the_memory_limit_as_on_codeforces() {
    let dir = tempfile::tempdir().unwrap();
    sum_package(dir.path(), NCMP);
    // 64 MiB of locals: over a shell's 8 MiB stack, within the package's 256 MiB.
    write(dir.path(), "deep.c", "#include <stdio.h>\n#include <string.h>\nint main(void){volatile char big[64 << 20]; memset((char *)big, 1, sizeof big); int n; long long s = 0, x; scanf(\"%d\", &n); while (n--) { scanf(\"%lld\", &x); s += x; } printf(\"%lld\\n\", s + big[12345] - 1); return 0;}\n");
    let judged = judge_json(dir.path(), "deep.c", &[]);
    assert_eq!(judged.verdicts(), ["AC", "AC", "AC"], "{}", text(&judged.output));
    // Over the memory limit it is still stopped.
    let limited = judge_json(dir.path(), "deep.c", &["-m", "32"]);
    assert!(limited.verdicts().iter().all(|v| v == "MLE" || v == "RE"), "{}", text(&limited.output));
}

/// Each test is validated as Polygon's gen-answer.sh validates it: `--testset tests --group G`
/// (G empty for a test without a group), so a testlib validator's limits for one group
/// (`validator.group()`) are checked on that group's tests.
#[test]
fn the_validator_is_told_each_tests_testset_and_group() {
    let dir = tempfile::tempdir().unwrap();
    sum_package(dir.path(), NCMP);
    let xml = fs::read_to_string(dir.path().join("problem.xml"))
        .unwrap()
        .replace(
            r#"<test cmd="gen 5 1" method="generated"/>"#,
            r#"<test cmd="gen 5 1" method="generated" group="1"/>"#,
        )
        .replace(
            r#"<test cmd="gen 40 2" method="generated"/>"#,
            r#"<test cmd="gen 40 2" method="generated" group="1"/>"#,
        );
    fs::write(dir.path().join("problem.xml"), xml).unwrap();
    // Group 1 allows n <= 10; test 03 (n = 40) is in it. The sample has no group: `--group ""`.
    write(dir.path(), "files/val.py", "import sys\nflag, testset, gflag, group = sys.argv[1:]\nassert (flag, testset, gflag) == ('--testset', 'tests', '--group'), sys.argv\nn = int(sys.stdin.read().split()[0])\nlimit = 10 if group == '1' else 100\nif n > limit:\n    sys.exit('n = %d over %d in group [%s]' % (n, limit, group))\n");
    let output = nimkit(None).arg("verify").arg(dir.path()).output().unwrap();
    let report = text(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(
        report.contains("FAIL  validator files/val.py refuses 1 input(s): 03: ")
            && report.contains("n = 40 over 10 in group [1]"),
        "{report}"
    );
}

/// As Polygon's doall.sh begins: the validator's own tests (a valid one accepted, an invalid
/// one refused) and the checker's (its exit code exactly the expected verdict's), one line each,
/// every one gone otherwise a failure of `verify`.
#[test]
fn validator_tests_and_checker_tests_are_run_as_polygons_scripts_run_them() {
    let dir = tempfile::tempdir().unwrap();
    let checker = r#"<checker type="testlib"><source path="files/check.py" type="python.3"/>
            <testset>
                <input-path-pattern>files/tests/checker-tests/%02d</input-path-pattern>
                <output-path-pattern>files/tests/checker-tests/%02d.o</output-path-pattern>
                <answer-path-pattern>files/tests/checker-tests/%02d.a</answer-path-pattern>
                <tests><test verdict="ok"/><test verdict="wrong-answer"/><test verdict="crashed"/></tests>
            </testset>
        </checker>"#;
    sum_package(dir.path(), checker);
    let xml = fs::read_to_string(dir.path().join("problem.xml")).unwrap().replace(
        r#"<validator><source path="files/val.py" type="python.3"/></validator>"#,
        r#"<validator><source path="files/val.py" type="python.3"/>
            <testset>
                <input-path-pattern>files/tests/validator-tests/%02d</input-path-pattern>
                <tests><test verdict="valid"/><test verdict="invalid"/><test verdict="invalid"/></tests>
            </testset>
        </validator>"#,
    );
    fs::write(dir.path().join("problem.xml"), xml).unwrap();
    // testlib's convention: exit 0 OK, 1 WA, 3 FAIL (a jury answer it cannot read).
    write(dir.path(), "files/check.py", "import sys\ntry:\n    ans = int(open(sys.argv[3]).read())\nexcept ValueError:\n    sys.exit(3)\nsys.exit(0 if int(open(sys.argv[2]).read()) == ans else 1)\n");
    for (name, text) in [
        ("01", "1\n5\n"),
        ("01.o", "5\n"),
        ("01.a", "5\n"),
        ("02", "1\n5\n"),
        ("02.o", "6\n"),
        ("02.a", "5\n"),
    ] {
        write(dir.path(), &format!("files/tests/checker-tests/{name}"), text);
    }
    // Expected crashed, but the checker judges the output WA: reported.
    write(dir.path(), "files/tests/checker-tests/03", "1\n5\n");
    write(dir.path(), "files/tests/checker-tests/03.o", "6\n");
    write(dir.path(), "files/tests/checker-tests/03.a", "5\n");
    write(dir.path(), "files/tests/validator-tests/01", "2\n1 2\n");
    write(dir.path(), "files/tests/validator-tests/02", "0\n\n");
    // Invalid (n = 500 > 100) only for the group the script names: the validator is told it.
    write(dir.path(), "files/tests/validator-tests/03", "2\n1 2\n");
    write(dir.path(), "scripts/run-validator-tests.sh", "wine files/val.exe --testset \"tests\" --group \"small\" < files/tests/validator-tests/03 2>> validator-tests.log\n");
    write(dir.path(), "files/val.py", "import sys\nlines = sys.stdin.read().split('\\n')\nn = int(lines[0])\nassert 1 <= n <= (1 if sys.argv[-1:] == ['small'] else 100) and len(lines[1].split()) == n\n");
    let output = nimkit(None).arg("verify").arg(dir.path()).output().unwrap();
    let report = text(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    for line in [
        "OK    validator files/val.py, valid test files/tests/validator-tests/01: accepted",
        "OK    validator files/val.py, invalid test files/tests/validator-tests/02: rejected",
        "OK    validator files/val.py, invalid test files/tests/validator-tests/03: rejected",
        "OK    checker test files/tests/checker-tests/01: exit 0, ok",
        "OK    checker test files/tests/checker-tests/02: exit 1, wrong-answer",
        "FAIL  checker test files/tests/checker-tests/03: expected crashed (exit 3), got exit 1",
        "OK    validator files/val.py: 3 input(s) valid",
        "4 solution(s): 4 as expected, 0 not, 0 skipped; 1 problem(s) found",
    ] {
        assert!(report.contains(line), "{line}\n{report}");
    }
    // A validator accepting an invalid test is caught.
    write(dir.path(), "files/tests/validator-tests/02", "1\n7\n");
    let report = text(&nimkit(None).arg("verify").arg(dir.path()).output().unwrap());
    assert!(
        report.contains(
            "FAIL  validator files/val.py accepts an invalid test: files/tests/validator-tests/02 (exit 0)"
        ),
        "{report}"
    );
}

/// `--samples` judges the tests problem.xml marks `sample="true"`: Polygon names its tests 01,
/// 02..., which no name rule tells apart.
#[test]
fn samples_are_the_tests_problem_xml_marks() {
    let dir = tempfile::tempdir().unwrap();
    sum_package(dir.path(), NCMP);
    let judged = judge_json(dir.path(), "solutions/off.py", &["--samples"]);
    assert_eq!(judged.verdicts(), ["AC"], "{}", text(&judged.output));
    let output = nimkit(None).arg("test").arg(dir.path()).args(["--list", "--samples"]).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&output.stdout).trim(), "01", "{}", text(&output));
}

/// An interactive package whose checker reads the answer: a test without one (made by a
/// generator, or stored without `.a`) gets, as Polygon makes it, what the interactor wrote to
/// its output file in a game with the main solution.
#[test]
fn an_interactive_tests_answer_is_the_interactors_output_in_a_game_with_the_main_solution() {
    let dir = tempfile::tempdir().unwrap();
    let checker = r#"<checker type="testlib"><source path="files/check.py" type="python.3"/></checker>"#;
    let interactor = r#"<interactor><source path="files/interactor.py" type="python.3"/></interactor>"#;
    sum_package(dir.path(), &format!("{checker}\n        {interactor}"));
    // The jury sends the numbers and writes the reply to its output, whatever it is; the
    // checker compares that with the reply the main solution gave (the answer).
    write(dir.path(), "files/interactor.py", "import sys\nlines = open(sys.argv[1]).read().split('\\n')\nnumbers = lines[1].split()\nprint(len(numbers), flush=True)\nfor x in numbers:\n    print(x, flush=True)\nopen(sys.argv[2], 'w').write(sys.stdin.readline().strip() + '\\n')\n");
    write(dir.path(), "files/check.py", "import sys\noutput, answer = open(sys.argv[2]).read().split(), open(sys.argv[3]).read().split()\nif not answer:\n    sys.stderr.write('empty answer')\n    sys.exit(3)\nsys.exit(0 if output == answer else 1)\n");
    let player = "n = int(input())\nprint(sum(int(input()) for _ in range(n)), flush=True)\n";
    write(dir.path(), "solutions/main.py", player);
    write(dir.path(), "player.py", player);
    write(
        dir.path(),
        "off.py",
        "n = int(input())\nprint(sum(int(input()) for _ in range(n)) + 1, flush=True)\n",
    );
    let judged = |solution: &str| judge_json(dir.path(), solution, &[]);
    let right = judged("player.py");
    assert_eq!(right.verdicts(), ["AC", "AC", "AC"], "{}", text(&right.output));
    assert_eq!(judged("off.py").verdicts(), ["WA", "WA", "WA"]);
    // A main solution the interactor does not accept makes no answer: said, not judged.
    write(dir.path(), "files/interactor.py", "import sys\nsys.exit(1)\n");
    let broken = judged("player.py");
    assert!(
        text(&broken.output).contains("the interactor did not accept the main solution on test 1"),
        "{}",
        text(&broken.output)
    );
}
