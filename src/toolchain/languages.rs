//! Sources in other languages than Rust, told by extension and built as the ICPC judges
//! (Kattis, DOMjudge) document: C and C++ with gcc at -O2, Java and Kotlin through the JVM,
//! Python 3 and JavaScript run by their interpreter after a syntax check. A build is cached by
//! the content hash of the source and the compiler's version, like Rust's.
//!
//! A language whose compiler or interpreter is not installed is not a verdict: preparing such
//! a source is the judge's error, naming the missing program ([`missing_program`]).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::cache::{self, fnv1a64};
use crate::error::JudgeError;
use crate::sandbox::process::{tool_output, Program};
use crate::sandbox::signals::with_default_signals;

/// A build: the program, or the compiler's complaint (verdict CE).
pub type Built = Result<Program, String>;

/// One language: how a source file of it is recognised, built and run.
#[derive(Debug, PartialEq, Eq)]
pub struct Language {
    pub name: &'static str,
    /// File extensions, without the dot.
    pub extensions: &'static [&'static str],
    /// The program that builds (or, for an interpreted language, runs) it, looked up in PATH.
    pub compiler: &'static str,
    /// The build's arguments before the source (`{out}` is the output's path).
    pub build: &'static [&'static str],
    /// Arguments after the source.
    pub build_after: &'static [&'static str],
    pub kind: Kind,
}

/// How a built source is run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The build writes an executable at `{out}`.
    Native,
    /// The build writes classes into the folder `{out}`; run as `java -cp {out} STEM`.
    JavaClasses,
    /// The build writes a jar at `{out}`; run as `java -jar {out}`.
    Jar,
    /// The interpreter runs the source itself; the build is only a syntax check.
    Interpreted { check: &'static [&'static str], run: &'static [&'static str] },
}

/// The languages `test` and `verify` build, with the flags of README's table.
pub const LANGUAGES: [Language; 8] = [
    Language {
        name: "C",
        extensions: &["c"],
        compiler: "gcc",
        build: &["-x", "c", "-O2", "-std=gnu17", "-pipe", "-o", "{out}"],
        build_after: &["-lm"],
        kind: Kind::Native,
    },
    Language {
        name: "C++",
        extensions: &["cc", "cpp", "cxx", "c++", "C"],
        compiler: "g++",
        build: &["-x", "c++", "-O2", "-std=gnu++20", "-pipe", "-o", "{out}"],
        build_after: &["-lm"],
        kind: Kind::Native,
    },
    Language {
        name: "Python 3",
        extensions: &["py", "py3"],
        compiler: "python3",
        build: &[],
        build_after: &[],
        kind: Kind::Interpreted { check: &["-m", "py_compile"], run: &[] },
    },
    Language {
        name: "Python 2",
        extensions: &["py2"],
        compiler: "python2",
        build: &[],
        build_after: &[],
        kind: Kind::Interpreted { check: &["-m", "py_compile"], run: &[] },
    },
    Language {
        name: "Java",
        extensions: &["java"],
        compiler: "javac",
        build: &["-encoding", "UTF-8", "-nowarn", "-d", "{out}"],
        build_after: &[],
        kind: Kind::JavaClasses,
    },
    Language {
        name: "Kotlin",
        extensions: &["kt"],
        compiler: "kotlinc",
        build: &["-nowarn", "-include-runtime", "-d", "{out}"],
        build_after: &[],
        kind: Kind::Jar,
    },
    Language {
        // ICPC packages hold shell submissions and validators (DOMjudge's and BAPCtools'
        // examples); Kattis and DOMjudge judge Bash.
        name: "Bash",
        extensions: &["sh", "bash"],
        compiler: "bash",
        build: &[],
        build_after: &[],
        kind: Kind::Interpreted { check: &["-n"], run: &[] },
    },
    Language {
        name: "JavaScript",
        extensions: &["js"],
        compiler: "node",
        build: &[],
        build_after: &[],
        kind: Kind::Interpreted { check: &["--check"], run: &[] },
    },
];

/// The language of `path` by its extension (Rust is `compile`'s own), if one we build.
pub fn language_of(path: &Path) -> Option<&'static Language> {
    let extension = path.extension()?.to_str()?;
    // A `.py` file whose first line asks for Python 2 is Python 2, as on Kattis.
    if extension == "py"
        && first_line(path).is_some_and(|line| line.starts_with("#!") && line.contains("python2"))
    {
        return LANGUAGES.iter().find(|language| language.name == "Python 2");
    }
    // An executable shell script with a `#!` line runs as it says (it may name another shell,
    // or Python): only a plain script is Bash's to run.
    if matches!(extension, "sh" | "bash")
        && is_executable(path)
        && first_line(path).is_some_and(|l| l.starts_with("#!"))
    {
        return None;
    }
    LANGUAGES.iter().find(|language| language.extensions.contains(&extension))
}

/// Whether `path` is a file with an execute bit set.
pub fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

fn first_line(path: &Path) -> Option<String> {
    use std::io::{BufRead, Read};
    let mut line = String::new();
    std::io::BufReader::new(fs::File::open(path).ok()?.take(200)).read_line(&mut line).ok()?;
    Some(line)
}

/// `program` found in PATH (or as a path), if it is there.
pub fn find_in_path(program: &str) -> Option<PathBuf> {
    if program.contains('/') {
        return Some(PathBuf::from(program)).filter(|p| p.is_file());
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|dir| dir.join(program)).find(|candidate| is_executable(candidate))
}

/// The one-line reason a source of `language` cannot be built here (its compiler, or for the
/// JVM languages `java` too, is not installed), or `None` when it can.
pub fn missing_program(language: &Language) -> Option<String> {
    let mut needed = vec![(language.compiler, matches!(language.kind, Kind::Interpreted { .. }))];
    if matches!(language.kind, Kind::JavaClasses | Kind::Jar) {
        needed.push(("java", false));
    }
    needed
        .into_iter()
        .find(|&(program, interpreted)| installed(program, interpreted).is_none())
        .map(|(program, _)| format!("skipped: {program} not found ({} is not installed here)", language.name))
}

/// A compiler or interpreter as this process found it, once: its path and its `--version` line.
#[derive(Clone)]
struct Tool {
    path: PathBuf,
    version: String,
}

/// `program` from PATH, looked up and asked its version once per process (a JVM's `--version`
/// takes half a second; a pyenv shim is a chain of bash scripts, 0.1 s a start). An interpreter
/// must answer `--version` (a version manager's shim stands in PATH for a version that may be
/// absent), and a Python is resolved past its shim to the interpreter itself (`sys.executable`):
/// a judged run then costs the interpreter's start only, as on a judge, not the shim's too.
fn installed(program: &'static str, interpreted: bool) -> Option<Tool> {
    static FOUND: std::sync::Mutex<Vec<(&str, Option<Tool>)>> = std::sync::Mutex::new(Vec::new());
    let mut found = FOUND.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some((_, tool)) = found.iter().find(|(name, _)| *name == program) {
        return tool.clone();
    }
    let tool = find_in_path(program).and_then(|path| {
        let output = tool_output(
            with_default_signals(&mut Command::new(&path)).arg("--version"),
            super::TOOL_QUESTION,
        )
        .ok();
        if interpreted && !output.as_ref().is_some_and(|o| o.status.success()) {
            return None;
        }
        // Some print their version on stderr.
        let version = output
            .map(|o| {
                String::from_utf8_lossy(&[o.stdout, o.stderr].concat())
                    .lines()
                    .next()
                    .unwrap_or("")
                    .to_string()
            })
            .unwrap_or_default();
        let path = if program.starts_with("python") { python_itself(&path).unwrap_or(path) } else { path };
        Some(Tool { path, version })
    });
    found.push((program, tool.clone()));
    tool
}

/// The interpreter a Python command (perhaps a version manager's shim) runs, by its own word.
fn python_itself(command: &Path) -> Option<PathBuf> {
    let mut asking = Command::new(command);
    let output = tool_output(
        with_default_signals(&mut asking).args(["-c", "import sys; sys.stdout.write(sys.executable or '')"]),
        super::TOOL_QUESTION,
    )
    .ok()?;
    let path = PathBuf::from(String::from_utf8(output.stdout).ok()?);
    (output.status.success() && path.is_absolute() && path.is_file()).then_some(path)
}

/// Builds `source` (of `language`) into the cache, or reuses an earlier build of the same text
/// by the same compiler. A source that does not build is `Ok(Err(..))` with the
/// compiler's words; a missing compiler is the judge's error (exit 3), never a verdict.
pub fn build(source: &Path, language: &'static Language) -> Result<Built, JudgeError> {
    build_sources(source, &[], &[], language)
}

/// C++ as Library Checker's `generate.py` builds it (`-O2 -std=c++17`; its `-Wall -Wextra
/// -Werror` left out, so that a newer compiler's new warning does not refuse a problem its own
/// CI builds): under gnu++20 a generator's global `numbers` clashes with `std::numbers`
/// (number_theory/factorize's carmichael.cpp).
pub const LIBRARY_CHECKER_CPP: Language = Language {
    name: "C++17 (Library Checker)",
    extensions: &["cpp"],
    compiler: "g++",
    build: &["-x", "c++", "-O2", "-std=c++17", "-pipe", "-o", "{out}"],
    build_after: &["-lm"],
    kind: Kind::Native,
};

/// A Library Checker problem's source (generator, checker, verifier, solution; `others` linked
/// with it, as a `function = true` solution with `grader/grader.cpp`; headers from `includes`,
/// `-I`, part of the cache key) built as `generate.py` builds it: C++ as [`LIBRARY_CHECKER_CPP`], any other language
/// as nimkit builds it.
pub fn build_for_library_checker(
    source: &Path,
    others: &[PathBuf],
    includes: &[PathBuf],
) -> Result<Built, JudgeError> {
    let language = language_of(source)
        .ok_or_else(|| JudgeError::input(format!("{}: not a source nimkit builds", source.display())))?;
    let language = if language.name == "C++" { &LIBRARY_CHECKER_CPP } else { language };
    build_sources(source, others, includes, language)
}

/// [`build`] of `main` with the `others` beside it (a program folder's other C or C++
/// sources, compiled with it; for the other languages they are only part of the cache key).
fn build_sources(
    main: &Path,
    others: &[PathBuf],
    includes: &[PathBuf],
    language: &'static Language,
) -> Result<Built, JudgeError> {
    let source = main;
    // The compiler runs in a build folder of its own: relative paths would not reach from there.
    let absolute = |path: &PathBuf| std::path::absolute(path).unwrap_or_else(|_| path.clone());
    let others: &[PathBuf] = &others.iter().map(absolute).collect::<Vec<_>>();
    let includes: &[PathBuf] = &includes.iter().map(absolute).collect::<Vec<_>>();
    let mut text =
        fs::read(source).map_err(|e| JudgeError::input(format!("{}: cannot read: {e}", source.display())))?;
    let main_text_len = text.len();
    for other in others {
        text.extend(
            fs::read(other)
                .map_err(|e| JudgeError::input(format!("{}: cannot read: {e}", other.display())))?,
        );
    }
    for dir in includes {
        text.extend_from_slice(dir.as_os_str().as_encoded_bytes());
        let mut headers: Vec<PathBuf> = fs::read_dir(dir)
            .map(|entries| entries.flatten().map(|e| e.path()).filter(|p| p.is_file()).collect())
            .unwrap_or_default();
        headers.sort();
        for header in headers.iter().filter(|p| p.extension().is_some_and(|e| e == "h" || e == "hpp")) {
            text.extend(fs::read(header).unwrap_or_default());
        }
    }
    if let Some(reason) = missing_program(language) {
        return Err(JudgeError::tool(format!("{}: {reason}", source.display())));
    }
    let Tool { path: compiler, version } =
        installed(language.compiler, matches!(language.kind, Kind::Interpreted { .. }))
            .expect("checked by missing_program");
    let source =
        std::path::absolute(source).map_err(|e| JudgeError::input(format!("{}: {e}", source.display())))?;
    let file_stem = source.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    // Java runs the public class, whatever the file is called (`hello.java` holding `Hello`,
    // as judges accept): the source is compiled under that class's name.
    let stem = match language.kind {
        Kind::JavaClasses => {
            public_class(&String::from_utf8_lossy(&text[..main_text_len])).unwrap_or(file_stem.clone())
        }
        _ => file_stem.clone(),
    };
    let mut key = text.clone();
    key.extend_from_slice(language.name.as_bytes());
    key.extend_from_slice(version.as_bytes());
    if language.kind == Kind::JavaClasses {
        // The class preferred is named by the file; builds of this kind record the class to
        // run (older ones in the cache do not, and are not reused).
        key.extend_from_slice(stem.as_bytes());
        key.extend_from_slice(MAIN_CLASS_RECORD.as_bytes());
    }
    let bin_dir = cache::root().join("bin");
    let built = bin_dir.join(format!("{:016x}.{}", fnv1a64(&key), language.extensions[0]));
    let program = |built: &Path| -> Program {
        match language.kind {
            Kind::Native => Program::executable(built),
            Kind::JavaClasses => Program::Exec {
                path: find_in_path("java").unwrap_or_else(|| "java".into()),
                args: vec![
                    "-Xss256m".into(),
                    "-cp".into(),
                    built.into(),
                    fs::read_to_string(built.join(MAIN_CLASS_RECORD)).unwrap_or_else(|_| stem.clone()).into(),
                ],
            },
            Kind::Jar => Program::Exec {
                path: find_in_path("java").unwrap_or_else(|| "java".into()),
                args: vec!["-Xss256m".into(), "-jar".into(), built.into()],
            },
            Kind::Interpreted { run, .. } => {
                let mut args: Vec<std::ffi::OsString> = run.iter().map(Into::into).collect();
                args.push(source.clone().into());
                Program::Exec { path: compiler.clone(), args }
            }
        }
    };
    // Built before, or for an interpreted language checked before (same text, same
    // interpreter: the cache keeps an empty file for it).
    if built.exists() && cache::eviction::hold(&built) {
        cache::eviction::touch(&built);
        return Ok(Ok(program(&built)));
    }
    if let Kind::Interpreted { check, .. } = language.kind {
        // A syntax error is a compile error, as on the judges that check before running;
        // the check writes nothing of ours (py_compile's cache goes to a private folder).
        let scratch = tempfile::Builder::new()
            .prefix("nimkit-check-")
            .tempdir()
            .map_err(|e| JudgeError::tool(format!("cannot create a temporary folder: {e}")))?;
        let mut command = Command::new(&compiler);
        with_default_signals(&mut command)
            .args(check)
            .arg(&source)
            .env("PYTHONPYCACHEPREFIX", scratch.path())
            .current_dir(scratch.path());
        return finish(language, &compiler, &mut command, || {
            // Only a speed-up: a cache that cannot be written means checking again next time.
            if fs::create_dir_all(&bin_dir).is_ok() {
                let marker = cache::unique_sibling(&built, "checked");
                if fs::write(&marker, b"").is_ok() && fs::rename(&marker, &built).is_err() {
                    let _ = fs::remove_file(&marker);
                }
            }
            Ok(Ok(program(&built)))
        });
    }
    fs::create_dir_all(&bin_dir).map_err(|e| JudgeError::cache_write(&bin_dir, e))?;
    let work = cache::unique_sibling(&built, "build");
    fs::create_dir_all(&work).map_err(|e| JudgeError::cache_write(&work, e))?;
    let output = work.join(if language.kind == Kind::JavaClasses { "classes" } else { "main" });
    let source = if stem != file_stem {
        let renamed = work.join(format!("{stem}.java"));
        fs::copy(&source, &renamed).map_err(|e| JudgeError::cache_write(&renamed, e))?;
        renamed
    } else {
        source.clone()
    };
    let output_text = output.to_string_lossy().into_owned();
    let mut command = Command::new(&compiler);
    with_default_signals(&mut command)
        .args(language.build.iter().map(|a| a.replace("{out}", &output_text)))
        .arg(&source)
        // Compiled languages get the folder's other sources too (a Java class in a file of its
        // own); an interpreted main file finds its modules beside it.
        .args(if matches!(language.kind, Kind::Interpreted { .. }) { &[] } else { others })
        .args(
            includes
                .iter()
                .filter(|_| language.kind == Kind::Native)
                .flat_map(|dir| [std::ffi::OsString::from("-I"), dir.clone().into_os_string()]),
        )
        .args(language.build_after)
        .current_dir(&work);
    let result = finish(language, &compiler, &mut command, || {
        if language.kind == Kind::JavaClasses {
            // The class to run is the one with `main`, whatever the file is called, as judges
            // find it (DOMjudge's DetectMain, Kattis): `test-hello.java` holding `class Main`,
            // or a class in a package.
            match java_main_class(&output, &stem) {
                Ok(main) => {
                    let record = output.join(MAIN_CLASS_RECORD);
                    fs::write(&record, main).map_err(|e| JudgeError::cache_write(&record, e))?;
                }
                Err(message) => return Ok(Err(message)),
            }
        }
        // Held before it is published (see `compile_rust`).
        cache::eviction::hold(&output);
        fs::rename(&output, &built).map_err(|e| JudgeError::cache_write(&built, e))?;
        Ok(Ok(program(&built)))
    });
    let _ = fs::remove_dir_all(&work);
    result
}

/// The file, among a Java build's classes, that names the class to run.
const MAIN_CLASS_RECORD: &str = "nimkit-main-class";

/// The class to run among those javac wrote under `classes` (fully qualified: `zoo.b.B`): of the
/// classes that declare `public static void main(String[])`, the one named `preferred` (the
/// source's public class, else its file's stem), else the first by name. None is a compile
/// error, as on DOMjudge.
fn java_main_class(classes: &Path, preferred: &str) -> Result<String, String> {
    let mut found = Vec::new();
    let mut folders = vec![classes.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "class") {
                if let Some(name) = fs::read(&path).ok().and_then(|bytes| class_with_main(&bytes)) {
                    found.push(name);
                }
            }
        }
    }
    found.sort();
    let simple = |name: &str| name.rsplit(['.', '$']).next().unwrap_or(name).to_string();
    let chosen = found.iter().find(|name| **name == preferred || simple(name) == preferred).or(found.first());
    chosen.cloned().ok_or_else(|| {
        "error: no class has a `public static void main(String[] args)` method: nothing to run".to_string()
    })
}

/// The class a class file defines (`zoo.b.B`), if it declares `public static void
/// main(String[])`; `None` for anything else, or bytes that are no class file. Reads the
/// format of the JVM specification, chapter 4: the constant pool, then the methods.
fn class_with_main(bytes: &[u8]) -> Option<String> {
    struct Reader<'a>(&'a [u8], usize);
    impl<'a> Reader<'a> {
        fn take(&mut self, n: usize) -> Option<&'a [u8]> {
            let slice = self.0.get(self.1..self.1.checked_add(n)?)?;
            self.1 += n;
            Some(slice)
        }
        fn u16(&mut self) -> Option<usize> {
            self.take(2).map(|b| usize::from(u16::from_be_bytes([b[0], b[1]])))
        }
        fn skip_members(&mut self) -> Option<Vec<(usize, usize, usize)>> {
            let count = self.u16()?;
            let mut members = Vec::with_capacity(count);
            for _ in 0..count {
                let (flags, name, descriptor) = (self.u16()?, self.u16()?, self.u16()?);
                for _ in 0..self.u16()? {
                    self.u16()?;
                    let length = self.take(4)?;
                    let length = u32::from_be_bytes([length[0], length[1], length[2], length[3]]);
                    self.take(length as usize)?;
                }
                members.push((flags, name, descriptor));
            }
            Some(members)
        }
    }
    let mut reader = Reader(bytes, 0);
    if reader.take(4)? != [0xCA, 0xFE, 0xBA, 0xBE] {
        return None;
    }
    reader.take(4)?;
    let count = reader.u16()?;
    // Each entry: its UTF-8 text, or for a Class entry the index of its name.
    let mut texts: Vec<Option<&[u8]>> = vec![None; count.max(1)];
    let mut class_names = vec![0usize; count.max(1)];
    let mut index = 1;
    while index < count {
        let tag = reader.take(1)?[0];
        match tag {
            1 => {
                let length = reader.u16()?;
                texts[index] = Some(reader.take(length)?);
            }
            7 => class_names[index] = reader.u16()?,
            8 | 16 | 19 | 20 => {
                reader.u16()?;
            }
            15 => {
                reader.take(3)?;
            }
            3 | 4 | 9 | 10 | 11 | 12 | 17 | 18 => {
                reader.take(4)?;
            }
            // Eight bytes, and the next index is unusable.
            5 | 6 => {
                reader.take(8)?;
                index += 1;
            }
            _ => return None,
        }
        index += 1;
    }
    let text = |i: usize| texts.get(i).copied().flatten();
    reader.take(2)?;
    let this_class = *class_names.get(reader.u16()?)?;
    reader.take(2)?;
    let interfaces = reader.u16()?;
    reader.take(2 * interfaces)?;
    reader.skip_members()?;
    const PUBLIC_STATIC: usize = 0x0001 | 0x0008;
    let has_main = reader.skip_members()?.iter().any(|&(flags, name, descriptor)| {
        flags & PUBLIC_STATIC == PUBLIC_STATIC
            && text(name) == Some(b"main".as_slice())
            && text(descriptor) == Some(b"([Ljava/lang/String;)V".as_slice())
    });
    let name = text(this_class)?;
    has_main.then(|| String::from_utf8_lossy(name).replace('/', "."))
}

/// The name of the public class of a Java source, if it has one.
fn public_class(text: &str) -> Option<String> {
    // Comments and string literals blanked first: "two public classes" in a comment is no class.
    let mut code = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        let skip_to = |from: &str, end: &str| from.find(end).map_or(from.len(), |i| i + end.len());
        let skipped = if rest.starts_with("//") {
            skip_to(rest, "\n")
        } else if let Some(comment) = rest.strip_prefix("/*") {
            2 + skip_to(comment, "*/")
        } else if c == '"' || c == '\'' {
            let mut escaped = false;
            rest[1..]
                .char_indices()
                .find(|&(_, ch)| {
                    let end = ch == c && !escaped;
                    escaped = ch == '\\' && !escaped;
                    end || ch == '\n'
                })
                .map_or(rest.len(), |(i, _)| i + 2)
        } else {
            code.push(c);
            rest = &rest[c.len_utf8()..];
            continue;
        };
        code.push(' ');
        rest = &rest[skipped.min(rest.len())..];
    }
    let words: Vec<&str> = code
        .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$'))
        .filter(|w| !w.is_empty())
        .collect();
    let modifiers = ["final", "abstract", "strictfp", "static"];
    words.windows(2).enumerate().find_map(|(i, pair)| {
        let public_before = words[..i].iter().rev().take_while(|w| modifiers.contains(w)).count();
        let is_public = i > public_before && words[i - public_before - 1] == "public";
        (pair[0] == "class" && is_public).then(|| pair[1].to_string())
    })
}

/// A program folder as ICPC and Polygon packages hold them: `build` and `run` scripts (the
/// folder is copied into the cache and `build` run there, once per content), else its sources
/// of one language: all C or C++ sources compiled together; for Python, Java, Kotlin and
/// JavaScript the main file: the one `entrypoint` (ICPC submissions.yaml) names, as a file name
/// (`solve.py`), its stem, a Java class (`Solve`; a package prefix is dropped) or Kotlin's
/// (`SolveKt`); else the only one, `__main__.py`, `main.*`, or for Java the class with `main`.
pub fn build_folder(dir: &Path, entrypoint: Option<&str>) -> Result<Built, JudgeError> {
    let bad = |what: String| JudgeError::input(format!("{}: {what}", dir.display()));
    if dir.join("run").is_file() {
        return build_scripts(dir);
    }
    let mut sources: Vec<PathBuf> = Vec::new();
    let entries = fs::read_dir(dir).map_err(|e| bad(format!("cannot read: {e}")))?;
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_file() && language_of(&path).is_some() {
            sources.push(path);
        }
    }
    sources.sort();
    let Some(first) = sources.first() else {
        return Err(bad("no source in a language nimkit builds (C, C++, Python 3, Java, Kotlin, Bash, JavaScript), and no build/run scripts".into()));
    };
    let language = language_of(first).expect("filtered");
    if let Some(other) = sources.iter().find(|p| language_of(p) != Some(language)) {
        return Err(bad(format!("sources in two languages ({} and {})", first.display(), other.display())));
    }
    let file_name =
        |path: &Path| path.file_name().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let stem = |path: &Path| path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let main = match (entrypoint, language.kind) {
        // Natives are compiled together: there is no main file to choose.
        (_, Kind::Native) => first.clone(),
        (Some(entry), _) => {
            let class = entry.rsplit('.').next().unwrap_or(entry);
            let named = |path: &&PathBuf| {
                file_name(path) == entry
                    || stem(path) == entry
                    || (matches!(language.kind, Kind::JavaClasses | Kind::Jar)
                        && (stem(path) == class || class.strip_suffix("Kt").is_some_and(|k| stem(path) == k)))
            };
            match sources.iter().find(named) {
                Some(found) => found.clone(),
                None => {
                    return Err(bad(format!(
                        "its entrypoint `{entry}` (submissions.yaml) names none of its sources"
                    )))
                }
            }
        }
        (None, _) if sources.len() == 1 => first.clone(),
        (None, _) => {
            let is_main = |path: &&PathBuf| {
                let stem = stem(path).to_lowercase();
                let text = fs::read_to_string(path).unwrap_or_default();
                stem == "main"
                    || (language.kind == Kind::JavaClasses && text.contains("static void main"))
                    || (language.name == "Python 3" && text.contains("__main__"))
            };
            // Python's default entry point is `__main__.py` (the folder is a package).
            let dunder_main =
                sources.iter().find(|p| language.name == "Python 3" && file_name(p) == "__main__.py");
            match (dunder_main, sources.iter().filter(is_main).collect::<Vec<_>>().as_slice()) {
                (Some(main), _) => main.clone(),
                (None, [one]) => (*one).clone(),
                _ => {
                    return Err(bad(format!(
                        "{} {} sources and no single main one (main.*)",
                        sources.len(),
                        language.name
                    )))
                }
            }
        }
    };
    let others: Vec<PathBuf> = sources.into_iter().filter(|p| *p != main).collect();
    build_sources(&main, &others, &[], language)
}

/// A folder with `build` (optional) and `run` scripts, built once per content in the cache.
fn build_scripts(dir: &Path) -> Result<Built, JudgeError> {
    let files = crate::fsutil::files_under(dir).map_err(JudgeError::input)?;
    let mut key = b"build/run".to_vec();
    for file in &files {
        key.extend_from_slice(file.strip_prefix(dir).unwrap_or(file).as_os_str().as_encoded_bytes());
        key.extend(
            fs::read(file).map_err(|e| JudgeError::input(format!("{}: cannot read: {e}", file.display())))?,
        );
    }
    let bin_dir = cache::root().join("bin");
    let built = bin_dir.join(format!("{:016x}.dir", fnv1a64(&key)));
    let program =
        |built: &Path| Program::Exec { path: "/bin/sh".into(), args: vec![built.join("run").into()] };
    if built.is_dir() && cache::eviction::hold(&built) {
        cache::eviction::touch(&built);
        return Ok(Ok(program(&built)));
    }
    fs::create_dir_all(&bin_dir).map_err(|e| JudgeError::cache_write(&bin_dir, e))?;
    let work = cache::unique_sibling(&built, "build");
    for file in &files {
        let target = work.join(file.strip_prefix(dir).unwrap_or(file));
        if let Some(parent) = target.parent() {
            fs::create_dir_all(parent).map_err(|e| JudgeError::cache_write(parent, e))?;
        }
        fs::copy(file, &target).map_err(|e| JudgeError::cache_write(&target, e))?;
    }
    if work.join("build").is_file() {
        let mut command = Command::new("/bin/sh");
        with_default_signals(&mut command).arg(work.join("build")).current_dir(&work);
        let output = tool_output(&mut command, super::build_limits())
            .map_err(|e| JudgeError::tool(format!("cannot run {}/build: {e}", dir.display())));
        match output {
            Ok(output) if output.status.success() => {}
            Ok(output) => {
                let _ = fs::remove_dir_all(&work);
                return Ok(Err(super::build_message(&output)));
            }
            Err(e) => {
                let _ = fs::remove_dir_all(&work);
                return Err(e);
            }
        }
    }
    if fs::rename(&work, &built).is_err() {
        // Another judge built the same folder meanwhile: its copy serves.
        let _ = fs::remove_dir_all(&work);
    }
    cache::eviction::hold(&built);
    Ok(Ok(program(&built)))
}

/// Runs the build `command`; on success `ready` gives the program.
fn finish(
    language: &Language,
    compiler: &Path,
    command: &mut Command,
    ready: impl FnOnce() -> Result<Built, JudgeError>,
) -> Result<Built, JudgeError> {
    let output = tool_output(command, super::build_limits()).map_err(|e| {
        JudgeError::tool(format!("cannot run {} ({}): {e}", compiler.display(), language.name))
    })?;
    if !output.status.success() {
        let mut message = super::build_message(&output);
        if let Some(hint) = name_clash_hint(&message) {
            message.push_str(&format!("\nnote: {hint}"));
        }
        return Ok(Err(message));
    }
    ready()
}

/// Why a C or C++ source that a Windows judge (Codeforces, Polygon) accepts can fail here: a
/// global named like a function of the C library (`link`, `index`, `y1`, `time`, ...) clashes
/// with glibc's declarations, which `<bits/stdc++.h>` pulls in on Linux (through `<csignal>`
/// and `<unistd.h>` since glibc 2.34). Linux judges (Kattis, DOMjudge, AtCoder) refuse it too.
pub fn name_clash_hint(compiler_message: &str) -> Option<&'static str> {
    let clash = ["redeclared as different kind of entity", "as different kind of symbol"];
    clash.iter().any(|words| compiler_message.contains(words)).then_some(
        "a global named like a C library function (link, index, y1, time, ...) clashes with glibc's \
         headers on Linux; Windows judges such as Codeforces accept it, Linux judges do not: rename it",
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_public_class_is_found_in_code_not_in_comments_or_strings() {
        let class = |text: &str| public_class(text);
        assert_eq!(class("public class Main { }"), Some("Main".into()));
        assert_eq!(class("import java.util.*;\npublic final class Solve_1 {}"), Some("Solve_1".into()));
        assert_eq!(class("/* produces two public classes */\npublic class hello {}"), Some("hello".into()));
        assert_eq!(class("// a public class here\npublic class B {}"), Some("B".into()));
        assert_eq!(
            class("class A { String s = \"public class X\"; char q = '\"'; }\npublic class C {}"),
            Some("C".into())
        );
        assert_eq!(class("class NotPublic {}"), None);
        assert_eq!(class("publicclass X {}"), None);
    }

    #[test]
    fn languages_are_told_by_extension() {
        let name = |file: &str| language_of(Path::new(file)).map(|l| l.name);
        assert_eq!(name("a.c"), Some("C"));
        for cpp in ["a.cc", "a.cpp", "a.cxx"] {
            assert_eq!(name(cpp), Some("C++"), "{cpp}");
        }
        assert_eq!(name("x/Main.java"), Some("Java"));
        assert_eq!(name("a.kt"), Some("Kotlin"));
        assert_eq!(name("a.py"), Some("Python 3"));
        assert_eq!(name("a.js"), Some("JavaScript"));
        assert_eq!(name("a.rs"), None, "Rust is compile.rs's own");
        assert_eq!(name("run"), None);
    }

    #[test]
    fn a_missing_compiler_is_named() {
        let fake = Language {
            name: "Nothing",
            extensions: &["nothing"],
            compiler: "nimkit-no-such-compiler",
            build: &[],
            build_after: &[],
            kind: Kind::Native,
        };
        assert_eq!(
            missing_program(&fake).as_deref(),
            Some("skipped: nimkit-no-such-compiler not found (Nothing is not installed here)")
        );
        assert!(find_in_path("sh").is_some());
    }
}
