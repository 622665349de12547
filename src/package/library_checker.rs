//! A Library Checker (yosupo's library-checker-problems) problem folder read whole: `info.toml`
//! (time limit, the `[[tests]]` to make, `[params]` for the generators, `[[solutions]]`), the
//! testlib `checker.cpp`, `gen/` (stored `.in` files and generator sources), `sol/correct.cpp`,
//! `verifier.cpp`, and the shared `common/` folder of the repository above. Reading runs
//! nothing: the judge makes the tests as `generate.py` does (`judge/library_checker.rs`).

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Deserialize;

use crate::error::JudgeError;

/// One `[[tests]]` entry: `name = "random.cpp"` (a generator run with seeds 0..number) or
/// `name = "example.in"` (stored `gen/example_00.in`, ...).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TestEntry {
    pub name: String,
    pub number: usize,
}

/// A `[[solutions]]` entry: a solution in `sol/` and whether it must be rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LibrarySolution {
    pub path: PathBuf,
    pub wrong: bool,
    /// `allow_tle`: a correct but slow solution, TLE allowed.
    pub allow_tle: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct LibraryCheckerProblem {
    pub dir: PathBuf,
    pub title: String,
    pub time_limit: Duration,
    pub tests: Vec<TestEntry>,
    /// `[params]` as `#define` lines of `params.h`, as `generate.py` writes them.
    pub params_header: String,
    pub checker: PathBuf,
    pub correct: PathBuf,
    pub verifier: Option<PathBuf>,
    pub solutions: Vec<LibrarySolution>,
    /// Folders for `#include` (`common/` with testlib.h and random.h, found above the problem).
    pub include_dirs: Vec<PathBuf>,
}

#[derive(Deserialize)]
struct InfoToml {
    title: Option<String>,
    timelimit: Option<f64>,
    #[serde(default)]
    tests: Vec<TestToml>,
    #[serde(default)]
    params: toml::Table,
    #[serde(default)]
    solutions: Vec<SolutionToml>,
}

#[derive(Deserialize)]
struct TestToml {
    name: String,
    number: usize,
}

#[derive(Deserialize)]
struct SolutionToml {
    name: String,
    #[serde(default)]
    wrong: bool,
    #[serde(default)]
    allow_tle: bool,
}

pub fn is_library_checker_problem(dir: &Path) -> bool {
    dir.join("info.toml").is_file() && dir.join("checker.cpp").is_file()
}

/// Reads `dir/info.toml`; a malformed one is refused naming the file, the line and what was
/// expected.
pub fn load_library_checker(dir: &Path) -> Result<LibraryCheckerProblem, JudgeError> {
    let path = dir.join("info.toml");
    let text = fs::read_to_string(&path)
        .map_err(|e| JudgeError::input(format!("{}: cannot read: {e}", path.display())))?;
    let line_of = |offset: usize| 1 + text[..offset.min(text.len())].matches('\n').count();
    let info: InfoToml = toml::from_str(&text).map_err(|e| {
        let message = e.message().trim().replace('\n', "; ");
        match e.span() {
            Some(span) => JudgeError::input(format!("{}:{}: {message}", path.display(), line_of(span.start))),
            None => JudgeError::input(format!("{}: {message}", path.display())),
        }
    })?;
    let time_limit = match info.timelimit {
        None => Duration::from_secs(2),
        Some(t) if t.is_finite() && t > 0.0 && t <= 3600.0 => Duration::from_secs_f64(t),
        Some(t) => {
            return Err(JudgeError::input(format!(
                "{}: timelimit = {t}: expected seconds in (0, 3600]",
                path.display()
            )))
        }
    };
    // As generate.py writes it: integers as `(long long)N`, floats and strings as they are.
    let mut params_header = String::new();
    for (key, value) in &info.params {
        let line = match value {
            toml::Value::Integer(n) => format!("#define {key} (long long){n}\n"),
            toml::Value::Float(x) => format!("#define {key} {x:?}\n"),
            toml::Value::String(text) => format!("#define {key} \"{text}\"\n"),
            other => {
                return Err(JudgeError::input(format!(
                    "{}: [params] {key} = {other:?}: expected an integer, a float or a string",
                    path.display()
                )))
            }
        };
        params_header.push_str(&line);
    }
    for test in &info.tests {
        let stored = test.name.ends_with(".in");
        let source = dir.join("gen").join(&test.name);
        if !stored && !source.is_file() {
            return Err(JudgeError::input(format!(
                "{}: [[tests]] name = \"{}\" but {} does not exist",
                path.display(),
                test.name,
                source.display()
            )));
        }
    }
    let include_dirs: Vec<PathBuf> = std::iter::once(dir.to_path_buf())
        .chain(dir.ancestors().skip(1).take(3).map(|a| a.join("common")).filter(|c| c.is_dir()))
        .collect();
    Ok(LibraryCheckerProblem {
        dir: dir.to_path_buf(),
        title: info
            .title
            .unwrap_or_else(|| dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()),
        time_limit,
        tests: info.tests.into_iter().map(|t| TestEntry { name: t.name, number: t.number }).collect(),
        params_header,
        checker: dir.join("checker.cpp"),
        correct: dir.join("sol/correct.cpp"),
        verifier: Some(dir.join("verifier.cpp")).filter(|v| v.is_file()),
        solutions: info
            .solutions
            .into_iter()
            .map(|s| LibrarySolution {
                path: dir.join("sol").join(s.name),
                wrong: s.wrong,
                allow_tle: s.allow_tle,
            })
            .collect(),
        include_dirs,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::package::testing::write;

    #[test]
    fn info_toml_is_read() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("sample/aplusb");
        write(root.path(), "common/testlib.h", "");
        write(&dir, "checker.cpp", "");
        write(&dir, "gen/random.cpp", "");
        write(&dir, "info.toml", "title = 'A + B'\ntimelimit = 1.5\n[[tests]]\nname = \"example.in\"\nnumber = 2\n[[tests]]\nname = \"random.cpp\"\nnumber = 3\n[params]\nA_MAX = 1_000_000_000\nBIG = 10_000_000_000\n[[solutions]]\nname = \"naive.cpp\"\nwrong = true\n");
        let p = load_library_checker(&dir).unwrap();
        assert_eq!((p.title.as_str(), p.time_limit), ("A + B", Duration::from_millis(1500)));
        assert_eq!(p.tests[1], TestEntry { name: "random.cpp".into(), number: 3 });
        assert!(p.params_header.contains("#define A_MAX (long long)1000000000\n"), "{}", p.params_header);
        assert!(p.params_header.contains("#define BIG (long long)10000000000\n"), "{}", p.params_header);
        assert!(p.solutions[0].wrong);
        assert_eq!(p.include_dirs, [dir.clone(), root.path().join("common")]);

        write(&dir, "info.toml", "title = 'x'\ntimelimit = 'fast'\n");
        let error = load_library_checker(&dir).unwrap_err().to_string();
        assert!(error.contains("info.toml:2"), "{error}");
        write(&dir, "info.toml", "[[tests]]\nname = \"missing.cpp\"\nnumber = 1\n");
        assert!(load_library_checker(&dir)
            .unwrap_err()
            .to_string()
            .contains("gen/missing.cpp does not exist"));
    }
}
