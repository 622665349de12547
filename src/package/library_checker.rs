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

/// The statuses `generate.py`'s judge gives a solution on one test: a nonzero exit is `RE`,
/// the time limit `TLE`, a nonzero checker exit `WA`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Status {
    Ac,
    Wa,
    Re,
    Tle,
}

impl Status {
    pub fn name(self) -> &'static str {
        match self {
            Status::Ac => "AC",
            Status::Wa => "WA",
            Status::Re => "RE",
            Status::Tle => "TLE",
        }
    }
}

/// A `[[solutions]]` entry: a solution in `sol/` and the statuses `generate.py --test` lets it
/// get: AC, `expect` (which must then appear on some test), and each `allow_wa`/`allow_re`/
/// `allow_tle`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LibrarySolution {
    pub path: PathBuf,
    pub expect: Option<Status>,
    pub allowed: Vec<Status>,
    /// `wrong = true`: some test must get a status other than AC.
    pub rejected: bool,
    /// `function = true`: compiled with `grader/grader.cpp` and `-I grader`.
    pub function: bool,
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
    /// `hash.json`: the SHA-256 `generate.py` recorded for each `in/NAME.in` and `out/NAME.out`,
    /// keyed by that file name.
    pub hashes: Option<std::collections::BTreeMap<String, String>>,
    pub verifier: Option<PathBuf>,
    pub solutions: Vec<LibrarySolution>,
    /// Folders for `#include` (`common/` with testlib.h and random.h, found above the problem).
    pub include_dirs: Vec<PathBuf>,
    /// What `generate.py`'s health check (and its check that every solution is used) warns
    /// about, which `generate.py --test` refuses: no title, a test name over 40 characters, a
    /// file in `gen/` or `sol/` that info.toml does not use.
    pub warnings: Vec<String>,
}

/// `generate.py`'s `CASENAME_LEN_LIMIT`: the longest `NAME_NN.in` it accepts.
const CASENAME_LEN_LIMIT: usize = 40;

/// `generate.py`'s `health_check` and `check_all_solutions_used`, each warning as one line.
fn health_warnings(dir: &Path, title: bool, tests: &[TestToml], solutions: &[SolutionToml]) -> Vec<String> {
    let mut warnings = Vec::new();
    if !title {
        warnings.push("info.toml has no title".to_string());
    }
    let mut used_gens = std::collections::BTreeSet::new();
    for test in tests {
        let stem =
            Path::new(&test.name).file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        for i in 0..test.number {
            let case = format!("{stem}_{i:02}.in");
            if case.chars().count() > CASENAME_LEN_LIMIT {
                warnings.push(format!("test name {case} is longer than {CASENAME_LEN_LIMIT} characters"));
            }
            if test.name.ends_with(".in") {
                used_gens.insert(case);
            }
        }
        used_gens.insert(test.name.clone());
    }
    let files_in = |folder: &str, extensions: &[&str]| -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir.join(folder))
            .into_iter()
            .flatten()
            .flatten()
            .filter(|e| e.path().is_file())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| extensions.iter().any(|x| Path::new(n).extension().is_some_and(|e| e == *x)))
            .collect();
        names.sort();
        names
    };
    for name in files_in("gen", &["cpp", "in"]).into_iter().filter(|n| !used_gens.contains(n)) {
        warnings.push(format!("gen/{name} is not used by any [[tests]] entry"));
    }
    let listed: std::collections::BTreeSet<&str> =
        std::iter::once("correct.cpp").chain(solutions.iter().map(|s| s.name.as_str())).collect();
    for name in files_in("sol", &["cpp", "py"]).into_iter().filter(|n| !listed.contains(n.as_str())) {
        warnings.push(format!("sol/{name} is not listed in [[solutions]]"));
    }
    warnings
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
    checker: Option<String>,
    verifier: Option<String>,
}

#[derive(Deserialize)]
struct TestToml {
    name: String,
    number: usize,
}

#[derive(Deserialize)]
struct SolutionToml {
    name: String,
    expect: Option<String>,
    #[serde(default)]
    allow_wa: bool,
    #[serde(default)]
    allow_re: bool,
    #[serde(default)]
    allow_tle: bool,
    /// Older info.toml files' mark of a rejected solution (today's `generate.py` reads no such
    /// key; the repository has only `wrong = false` left).
    #[serde(default)]
    wrong: bool,
    #[serde(default)]
    function: bool,
}

/// An `info.toml` with `checker.cpp` beside it, or one that names its checker elsewhere
/// (`checker = 'checker_dir/checker.cpp'`).
pub fn is_library_checker_problem(dir: &Path) -> bool {
    let info = dir.join("info.toml");
    info.is_file()
        && (dir.join("checker.cpp").is_file()
            || fs::read_to_string(&info).is_ok_and(|text| {
                text.lines().any(|l| l.trim_start().starts_with("checker") && l.contains('='))
                    && text.contains("[[tests]]")
            }))
}

/// Reads `dir/info.toml`; a malformed one is refused naming the file, the line and what was
/// expected.
pub fn load_library_checker(dir: &Path) -> Result<LibraryCheckerProblem, JudgeError> {
    // Absolute: its programs are built and run from other folders.
    let dir = &std::path::absolute(dir).map_err(|e| JudgeError::input(format!("{}: {e}", dir.display())))?;
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
    let warnings = health_warnings(dir, info.title.is_some(), &info.tests, &info.solutions);
    let mut solutions = Vec::new();
    for solution in info.solutions {
        let status = |name: &str| match name {
            "AC" => Ok(Status::Ac),
            "WA" => Ok(Status::Wa),
            "RE" => Ok(Status::Re),
            "TLE" => Ok(Status::Tle),
            other => Err(JudgeError::input(format!(
                "{}: [[solutions]] {}: expect = \"{other}\": expected AC, WA, RE or TLE",
                path.display(),
                solution.name
            ))),
        };
        let expect = solution.expect.as_deref().map(status).transpose()?;
        let mut allowed = vec![Status::Ac];
        allowed.extend(expect);
        for (flag, status) in [
            (solution.allow_wa || solution.wrong, Status::Wa),
            (solution.allow_re || solution.wrong, Status::Re),
            (solution.allow_tle || solution.wrong, Status::Tle),
        ] {
            if flag && !allowed.contains(&status) {
                allowed.push(status);
            }
        }
        allowed.sort();
        solutions.push(LibrarySolution {
            path: dir.join("sol").join(&solution.name),
            expect,
            allowed,
            rejected: solution.wrong,
            function: solution.function,
        });
    }
    let hashes = read_hashes(&dir.join("hash.json"))?;
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
        checker: dir.join(info.checker.as_deref().unwrap_or("checker.cpp")),
        correct: dir.join("sol/correct.cpp"),
        verifier: Some(dir.join(info.verifier.as_deref().unwrap_or("verifier.cpp"))).filter(|v| v.is_file()),
        hashes,
        solutions,
        include_dirs,
        warnings,
    })
}

/// `hash.json` as `generate.py --dev` writes it: one JSON object from file name to the
/// lowercase hex SHA-256 of that file. None when the problem has none.
fn read_hashes(path: &Path) -> Result<Option<std::collections::BTreeMap<String, String>>, JudgeError> {
    if !path.is_file() {
        return Ok(None);
    }
    let text = fs::read_to_string(path)
        .map_err(|e| JudgeError::input(format!("{}: cannot read: {e}", path.display())))?;
    serde_json::from_str(&text).map(Some).map_err(|e| {
        JudgeError::input(format!(
            "{}:{}: {e}: expected an object of file names and SHA-256 hex strings",
            path.display(),
            e.line()
        ))
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
        write(&dir, "info.toml", "title = 'A + B'\ntimelimit = 1.5\n[[tests]]\nname = \"example.in\"\nnumber = 2\n[[tests]]\nname = \"random.cpp\"\nnumber = 3\n[params]\nA_MAX = 1_000_000_000\nBIG = 10_000_000_000\n[[solutions]]\nname = \"naive.cpp\"\nexpect = \"TLE\"\nallow_re = true\n[[solutions]]\nname = \"ac_func.cpp\"\nfunction = true\n");
        let p = load_library_checker(&dir).unwrap();
        assert_eq!((p.title.as_str(), p.time_limit), ("A + B", Duration::from_millis(1500)));
        assert_eq!(p.tests[1], TestEntry { name: "random.cpp".into(), number: 3 });
        assert!(p.params_header.contains("#define A_MAX (long long)1000000000\n"), "{}", p.params_header);
        assert!(p.params_header.contains("#define BIG (long long)10000000000\n"), "{}", p.params_header);
        assert_eq!(p.solutions[0].expect, Some(Status::Tle));
        assert_eq!(p.solutions[0].allowed, [Status::Ac, Status::Re, Status::Tle]);
        assert_eq!((p.solutions[1].expect, p.solutions[1].function), (None, true));
        assert_eq!(p.solutions[1].allowed, [Status::Ac]);
        assert_eq!(p.hashes, None);
        assert_eq!(p.include_dirs, [dir.clone(), root.path().join("common")]);
        // generate.py's health check: gen/example_00.in and _01.in are missing here (a later
        // error), sol/ holds none of the listed solutions; nothing unused.
        assert_eq!(p.warnings, Vec::<String>::new());
        write(&dir, "gen/old.cpp", "");
        write(&dir, "gen/example_02.in", "");
        write(&dir, "sol/stray.py", "");
        write(&dir, "sol/notes.txt", "");
        write(&dir, "info.toml", "timelimit = 1.0\n[[tests]]\nname = \"example.in\"\nnumber = 2\n[[tests]]\nname = \"random_with_a_name_that_is_much_too_long.cpp\"\nnumber = 1\n");
        write(&dir, "gen/random_with_a_name_that_is_much_too_long.cpp", "");
        let p = load_library_checker(&dir).unwrap();
        assert_eq!(
            p.warnings,
            [
                "info.toml has no title",
                "test name random_with_a_name_that_is_much_too_long_00.in is longer than 40 characters",
                "gen/example_02.in is not used by any [[tests]] entry",
                "gen/old.cpp is not used by any [[tests]] entry",
                "gen/random.cpp is not used by any [[tests]] entry",
                "sol/stray.py is not listed in [[solutions]]",
            ]
        );

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
