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
pub const LANGUAGES: [Language; 6] = [
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
        extensions: &["py"],
        compiler: "python3",
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
    LANGUAGES.iter().find(|language| language.extensions.contains(&extension))
}

/// `program` found in PATH (or as a path), if it is there.
pub fn find_in_path(program: &str) -> Option<PathBuf> {
    if program.contains('/') {
        return Some(PathBuf::from(program)).filter(|p| p.is_file());
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|dir| dir.join(program)).find(|candidate| {
        use std::os::unix::fs::PermissionsExt;
        fs::metadata(candidate).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    })
}

/// The one-line reason a source of `language` cannot be built here (its compiler, or for the
/// JVM languages `java` too, is not installed), or `None` when it can.
pub fn missing_program(language: &Language) -> Option<String> {
    let mut needed = vec![language.compiler];
    if matches!(language.kind, Kind::JavaClasses | Kind::Jar) {
        needed.push("java");
    }
    needed
        .into_iter()
        .find(|program| find_in_path(program).is_none())
        .map(|program| format!("skipped: {program} not found ({} is not installed here)", language.name))
}

/// `compiler --version`'s first line: part of the cache key.
fn compiler_version(compiler: &Path) -> String {
    let mut command = Command::new(compiler);
    // Some print their version on stderr.
    match tool_output(with_default_signals(&mut command).arg("--version")) {
        Ok(output) => {
            let text = [output.stdout, output.stderr].concat();
            String::from_utf8_lossy(&text).lines().next().unwrap_or("").to_string()
        }
        Err(_) => String::new(),
    }
}

/// Builds `source` (of `language`) into the cache, or reuses an earlier build of the same text
/// by the same compiler. A source that does not build is `Ok(Err(..))` with the
/// compiler's words; a missing compiler is the judge's error (exit 3), never a verdict.
pub fn build(source: &Path, language: &'static Language) -> Result<Built, JudgeError> {
    let text =
        fs::read(source).map_err(|e| JudgeError::input(format!("{}: cannot read: {e}", source.display())))?;
    if let Some(reason) = missing_program(language) {
        return Err(JudgeError::tool(format!("{}: {reason}", source.display())));
    }
    let compiler = find_in_path(language.compiler).expect("checked by missing_program");
    let source =
        std::path::absolute(source).map_err(|e| JudgeError::input(format!("{}: {e}", source.display())))?;
    let stem = source.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let mut key = text.clone();
    key.extend_from_slice(language.name.as_bytes());
    key.extend_from_slice(compiler_version(&compiler).as_bytes());
    if language.kind == Kind::JavaClasses {
        // The class to run is named by the file.
        key.extend_from_slice(stem.as_bytes());
    }
    let bin_dir = cache::cache_dir().join("bin");
    let built = bin_dir.join(format!("{:016x}.{}", fnv1a64(&key), language.extensions[0]));
    let program = |built: &Path| -> Program {
        match language.kind {
            Kind::Native => Program::executable(built),
            Kind::JavaClasses => Program::Exec {
                path: find_in_path("java").unwrap_or_else(|| "java".into()),
                args: vec!["-Xss256m".into(), "-cp".into(), built.into(), stem.clone().into()],
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
        return finish(language, &compiler, &mut command, || Ok(program(&built)));
    }
    if built.exists() {
        cache::eviction::touch(&built);
        return Ok(Ok(program(&built)));
    }
    fs::create_dir_all(&bin_dir).map_err(|e| cache_error(&bin_dir, e))?;
    let work = cache::unique_sibling(&built, "build");
    fs::create_dir_all(&work).map_err(|e| cache_error(&work, e))?;
    let output = work.join(if language.kind == Kind::JavaClasses { "classes" } else { "main" });
    let output_text = output.to_string_lossy().into_owned();
    let mut command = Command::new(&compiler);
    with_default_signals(&mut command)
        .args(language.build.iter().map(|a| a.replace("{out}", &output_text)))
        .arg(&source)
        .args(language.build_after)
        .current_dir(&work);
    let result = finish(language, &compiler, &mut command, || {
        fs::rename(&output, &built).map_err(|e| cache_error(&built, e))?;
        Ok(program(&built))
    });
    let _ = fs::remove_dir_all(&work);
    result
}

/// Runs the build `command`; on success `ready` gives the program.
fn finish(
    language: &Language,
    compiler: &Path,
    command: &mut Command,
    ready: impl FnOnce() -> Result<Program, JudgeError>,
) -> Result<Built, JudgeError> {
    let output = tool_output(command).map_err(|e| {
        JudgeError::tool(format!("cannot run {} ({}): {e}", compiler.display(), language.name))
    })?;
    if !output.status.success() {
        let mut message = String::from_utf8_lossy(&output.stderr).into_owned();
        message.push_str(&String::from_utf8_lossy(&output.stdout));
        return Ok(Err(message));
    }
    Ok(Ok(ready()?))
}

fn cache_error(path: &Path, e: std::io::Error) -> JudgeError {
    JudgeError::tool(format!(
        "{}: cannot write to the judge cache: {e} (set NIMKIT_CACHE to a writable folder)",
        path.display()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

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
