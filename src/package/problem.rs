//! Our package format: `problem.toml` read and validated into a [`Problem`] (limits, how to
//! check, interactor, known-wrong solutions with their verdicts, generated tests, mistake
//! classes), and [`TestCase`], the one model of a test that every layout reader produces.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Deserialize;

use super::compare_mode::{CompareMode, DEFAULT_FLOAT_ERROR};
use super::verdict::Verdict;
use crate::error::JudgeError;

/// A problem's brute force exits with this code on a valid input that is too large for it
/// to search: the input is valid, but there is no answer to compare with.
pub const BRUTE_TOO_LARGE: i32 = 4;

/// Defaults when neither problem.toml nor the command line says otherwise.
pub const DEFAULT_TIME_LIMIT: Duration = Duration::from_secs(2);
pub const DEFAULT_MEMORY_LIMIT_MIB: u64 = 1024;

/// One test: a name and the files holding its input and expected answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TestCase {
    pub name: String,
    pub input: PathBuf,
    /// The expected output; an interactive problem's test may have none.
    pub answer: Option<PathBuf>,
    /// A sample (shown in the statement; what `--samples` judges): the package's own mark
    /// where it has one (Polygon's `sample="true"`: its tests are named `01`, `02`...), else
    /// what the name says ([`is_sample`]).
    pub sample: bool,
}

impl TestCase {
    /// A test whose name says whether it is a sample, as in every layout without marks.
    pub fn named(name: String, input: PathBuf, answer: Option<PathBuf>) -> TestCase {
        let sample = is_sample(&name);
        TestCase { name, input, answer, sample }
    }
}

/// A known-wrong solution listed in problem.toml's `[wrong]` table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrongSolution {
    pub file: PathBuf,
    pub verdict: Verdict,
    pub mistake: String,
    /// The mistake class it exemplifies: a key of `[mistakes]`.
    pub class: Option<String>,
}

/// The mistake classes every problem must address in `[mistakes]`, with anti-tests or as
/// not applicable with a reason.
pub const CORE_MISTAKE_CLASSES: [&str; 6] =
    ["complexity", "integer-width", "period-guessing", "zero-empty", "misere-endgame", "off-by-one"];

/// The classes a problem whose game can be drawn (its modules include `loopy`) must address
/// as well: treating a draw as a loss or a win.
pub const DRAW_MISTAKE_CLASSES: [&str; 1] = ["draw-as-loss"];

/// One entry of problem.toml's `[mistakes]` table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MistakeClass {
    /// A kebab-case name such as `integer-width`.
    pub name: String,
    pub coverage: Coverage,
}

/// How a problem answers a mistake class.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Coverage {
    /// The anti-tests (test names, never samples) that must reject this class's mistakes.
    Tests(Vec<String>),
    /// Why the class cannot occur in this problem.
    NotApplicable(String),
}

impl MistakeClass {
    /// The anti-tests, empty when the class is not applicable.
    pub fn tests(&self) -> &[String] {
        match &self.coverage {
            Coverage::Tests(tests) => tests,
            Coverage::NotApplicable(_) => &[],
        }
    }
}

/// A `[[generated]]` test: `gen.rs SEED SIZE [MODE]` prints its input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneratedTest {
    pub name: String,
    pub seed: u64,
    pub size: u64,
    /// A third argument for the generator, naming a kind of input (an anti-test's shape,
    /// e.g. `far-end`), when the test is not a plain random one.
    pub mode: Option<String>,
    /// `fnv1a64:<16 hex digits>` of the generated input.
    pub input_hash: String,
    /// `fnv1a64:<16 hex digits>` of the expected output, recorded when the test was made:
    /// `verify` checks that the reference solution still produces it.
    pub answer_hash: Option<String>,
}

/// A loaded `problems/<id>/` package.
#[derive(Clone, Debug, PartialEq)]
pub struct Problem {
    pub dir: PathBuf,
    pub id: String,
    pub title: String,
    pub difficulty: Option<u8>,
    pub tags: Vec<String>,
    pub modules: Vec<String>,
    pub time_limit: Duration,
    pub memory_limit_mib: u64,
    pub compare: CompareMode,
    /// The checker source or program, resolved against the problem folder.
    pub checker: Option<PathBuf>,
    /// The interactor (jury) of an interactive problem, resolved against the problem folder.
    pub interactor: Option<PathBuf>,
    pub wrong: Vec<WrongSolution>,
    pub generated: Vec<GeneratedTest>,
    /// The known problem this one retells (contest or site, number, name).
    pub source: Option<String>,
    /// The `[mistakes]` table, in name order.
    pub mistakes: Vec<MistakeClass>,
    /// problem.toml's `multi_case`: tests are T cases with one answer line each (`None`:
    /// told from each test's shape).
    pub multi_case: Option<bool>,
}

impl Problem {
    /// `tests/` inside the package.
    pub fn tests_dir(&self) -> PathBuf {
        self.dir.join("tests")
    }

    /// The `[mistakes]` entry called `name`.
    pub fn mistake(&self, name: &str) -> Option<&MistakeClass> {
        self.mistakes.iter().find(|m| m.name == name)
    }
}

/// Whether a test name marks a sample (shown in the statement, so it proves little): its
/// first path part starts with `sample` or `example`, or has one of them as a word
/// (`00_sample_00`, AtCoder; `sample/1`, ICPC/Kattis; `secret/sample-ish` is not one).
pub fn is_sample(name: &str) -> bool {
    let head = name.split('/').next().unwrap_or(name);
    head.starts_with("sample")
        || head.starts_with("example")
        || head.split(|c: char| !c.is_ascii_alphabetic()).any(|word| {
            ["sample", "samples", "example", "examples"].contains(&word.to_ascii_lowercase().as_str())
        })
}

// Unknown keys are refused, not ignored: `time_limt = 1.0` judged with the default limit is a
// silent wrong judge.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ProblemToml {
    title: Option<String>,
    difficulty: Option<i64>,
    #[serde(default)]
    tags: Vec<String>,
    #[serde(default)]
    modules: Vec<String>,
    time_limit: Option<f64>,
    memory_limit: Option<i64>,
    compare: Option<String>,
    float_absolute: Option<f64>,
    float_relative: Option<f64>,
    checker: Option<String>,
    interactor: Option<String>,
    #[serde(default)]
    wrong: BTreeMap<String, WrongToml>,
    #[serde(default)]
    generated: Vec<GeneratedToml>,
    source: Option<String>,
    #[serde(default)]
    mistakes: BTreeMap<String, toml::Spanned<MistakeToml>>,
    multi_case: Option<bool>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WrongToml {
    verdict: String,
    #[serde(default)]
    mistake: String,
    class: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MistakeToml {
    tests: Option<Vec<String>>,
    not_applicable: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GeneratedToml {
    name: String,
    seed: u64,
    size: u64,
    mode: Option<String>,
    input_hash: String,
    answer_hash: Option<String>,
}

/// serde's "unknown field `time_limt`, expected one of `title`, ..." in problem.toml's words,
/// with the closest known key: "unknown key `time_limt`: did you mean `time_limit`? (...)".
fn unknown_key_help(message: &str) -> Option<String> {
    let rest = message.strip_prefix("unknown field `")?;
    let (key, expected) = rest.split_once('`')?;
    let known: Vec<&str> = expected.split('`').skip(1).step_by(2).collect();
    let guess = match crate::suggest::closest(key, known.iter().copied()) {
        Some(close) => format!("did you mean `{close}`? "),
        None => String::new(),
    };
    Some(format!("unknown key `{key}`: {guess}(known here: {})", known.join(", ")))
}

/// Reads and validates `dir/problem.toml`; every error names the file.
pub fn load_problem(dir: &Path) -> Result<Problem, JudgeError> {
    let path = dir.join("problem.toml");
    let text = fs::read_to_string(&path)
        .map_err(|e| JudgeError::input(format!("{}: cannot read: {e}", path.display())))?;
    let bad = |what: String| JudgeError::input(format!("{}: {what}", path.display()));
    let line_of = |offset: usize| 1 + text[..offset.min(text.len())].matches('\n').count();
    let raw: ProblemToml = toml::from_str(&text).map_err(|e| {
        let message = e.message().trim().replace('\n', "; ");
        let message = unknown_key_help(&message).unwrap_or(message);
        let line = e.span().map(|span| line_of(span.start));
        match line {
            Some(line) => JudgeError::input(format!("{}:{line}: {message}", path.display())),
            None => bad(message),
        }
    })?;

    if let Some(d) = raw.difficulty {
        if !(1..=5).contains(&d) {
            return Err(bad(format!("difficulty = {d}, expected 1..=5")));
        }
    }
    let time_limit = match raw.time_limit {
        None => DEFAULT_TIME_LIMIT,
        Some(t) if t.is_finite() && t > 0.0 && t <= 3600.0 => Duration::from_secs_f64(t),
        Some(t) => return Err(bad(format!("time_limit = {t}, expected seconds in (0, 3600]"))),
    };
    let memory_limit_mib = match raw.memory_limit {
        None => DEFAULT_MEMORY_LIMIT_MIB,
        Some(m) if m > 0 => m as u64,
        Some(m) => return Err(bad(format!("memory_limit = {m}, expected MiB > 0"))),
    };
    let tolerance = |value: Option<f64>, key: &str| match value {
        None => Ok(DEFAULT_FLOAT_ERROR),
        Some(x) if x.is_finite() && x >= 0.0 => Ok(x),
        Some(x) => Err(bad(format!("{key} = {x}, expected a non-negative number"))),
    };
    let absolute = tolerance(raw.float_absolute, "float_absolute")?;
    let relative = tolerance(raw.float_relative, "float_relative")?;
    let compare_name = raw.compare.as_deref().unwrap_or("default");
    let compare = CompareMode::parse(compare_name, absolute, relative).ok_or_else(|| {
        bad(format!("compare = \"{compare_name}\", expected default, exact, tokens or float"))
    })?;
    let existing = |key: &str, name: Option<String>| match name {
        None => Ok(None),
        Some(name) => {
            let file = dir.join(&name);
            if file.is_file() {
                Ok(Some(file))
            } else {
                Err(bad(format!("{key} = \"{name}\" but {} does not exist", file.display())))
            }
        }
    };
    let checker = existing("checker", raw.checker)?;
    let interactor = existing("interactor", raw.interactor)?;
    let mut wrong = Vec::new();
    for (name, entry) in raw.wrong {
        let verdict = Verdict::parse(&entry.verdict).ok_or_else(|| {
            bad(format!(
                "[wrong] \"{name}\": verdict = \"{}\" is not one of AC WA PE TLE MLE RE OLE CE",
                entry.verdict
            ))
        })?;
        if let Some(class) = entry.class.as_deref().filter(|c| !is_kebab_case(c)) {
            return Err(bad(format!("[wrong] \"{name}\": class = \"{class}\" is not a kebab-case name")));
        }
        wrong.push(WrongSolution {
            file: dir.join("wrong").join(&name),
            verdict,
            mistake: entry.mistake,
            class: entry.class,
        });
    }
    let mut mistakes = Vec::new();
    for (name, entry) in raw.mistakes {
        let at = |what: String| {
            JudgeError::input(format!(
                "{}:{}: [mistakes] {name}: {what}",
                path.display(),
                line_of(entry.span().start)
            ))
        };
        if !is_kebab_case(&name) {
            return Err(at("not a kebab-case class name (lowercase words joined by '-')".to_string()));
        }
        let coverage = match (entry.get_ref().tests.clone(), entry.get_ref().not_applicable.clone()) {
            (Some(_), Some(_)) => {
                return Err(at(
                    "give either `tests = [...]` or `not_applicable = \"reason\"`, not both".into()
                ))
            }
            (None, None) => {
                return Err(at("give `tests = [\"anti-test\", ...]` or `not_applicable = \"reason\"`".into()))
            }
            (Some(tests), None) if tests.is_empty() => {
                return Err(at("`tests = []` names no anti-test; list them or say not_applicable".into()))
            }
            (Some(tests), None) => Coverage::Tests(tests),
            (None, Some(reason)) if reason.trim().is_empty() => {
                return Err(at("`not_applicable` needs a reason".into()))
            }
            (None, Some(reason)) => Coverage::NotApplicable(reason),
        };
        mistakes.push(MistakeClass { name, coverage });
    }
    let mut generated = Vec::new();
    for entry in raw.generated {
        if !valid_hash_label(&entry.input_hash) {
            return Err(bad(format!(
                "[[generated]] \"{}\": input_hash = \"{}\", expected fnv1a64:<16 hex digits>",
                entry.name, entry.input_hash
            )));
        }
        if let Some(answer_hash) = entry.answer_hash.as_deref().filter(|h| !valid_hash_label(h)) {
            return Err(bad(format!(
                "[[generated]] \"{}\": answer_hash = \"{answer_hash}\", expected fnv1a64:<16 hex digits>",
                entry.name
            )));
        }
        if entry.name.is_empty() || entry.name.contains(['/', '\\']) {
            return Err(bad(format!("[[generated]] name \"{}\" is not a file name", entry.name)));
        }
        generated.push(GeneratedTest {
            name: entry.name,
            seed: entry.seed,
            size: entry.size,
            mode: entry.mode,
            input_hash: entry.input_hash.to_ascii_lowercase(),
            answer_hash: entry.answer_hash.map(|h| h.to_ascii_lowercase()),
        });
    }
    let id = dir
        .canonicalize()
        .unwrap_or_else(|_| dir.to_path_buf())
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    Ok(Problem {
        dir: dir.to_path_buf(),
        title: raw.title.unwrap_or_else(|| id.clone()),
        id,
        difficulty: raw.difficulty.map(|d| d as u8),
        tags: raw.tags,
        modules: raw.modules,
        time_limit,
        memory_limit_mib,
        compare,
        checker,
        interactor,
        wrong,
        generated,
        source: raw.source.filter(|s| !s.trim().is_empty()),
        mistakes,
        multi_case: raw.multi_case,
    })
}

/// `integer-width`, `off-by-one`: lowercase ASCII words of letters and digits joined by '-'.
pub fn is_kebab_case(name: &str) -> bool {
    !name.is_empty()
        && name.split('-').all(|word| {
            !word.is_empty() && word.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        })
}

fn valid_hash_label(label: &str) -> bool {
    label
        .strip_prefix("fnv1a64:")
        .is_some_and(|hex| hex.len() == 16 && hex.chars().all(|c| c.is_ascii_hexdigit()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::package::testing::write;

    #[test]
    fn full_problem_toml_is_read() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "checker.rs", "fn main() {}");
        write(
            dir.path(),
            "problem.toml",
            r#"
title = "T"
difficulty = 2
tags = ["nim"]
modules = ["nim", "io"]
time_limit = 1.5
memory_limit = 64
compare = "float"
float_absolute = 1e-3
checker = "checker.rs"

source = "POJ 1704 \"Georgia and Bob\""

[mistakes]
complexity = { tests = ["far-end-1", "max-1"] }
misere-endgame = { not_applicable = "normal play only" }

[wrong]
"bad.rs" = { verdict = "WA", mistake = "m", class = "complexity" }

[[generated]]
name = "max-1"
seed = 1
size = 10
input_hash = "fnv1a64:0123456789ABCDEF"

[[generated]]
name = "far-end-1"
seed = 2
size = 10
mode = "far-end"
input_hash = "fnv1a64:0123456789abcdef"
"#,
        );
        let p = load_problem(dir.path()).unwrap();
        assert_eq!(p.title, "T");
        assert_eq!(p.time_limit, Duration::from_millis(1500));
        assert_eq!(p.memory_limit_mib, 64);
        assert_eq!(p.compare, CompareMode::Float { absolute: 1e-3, relative: 1e-6 });
        assert_eq!(p.wrong[0].verdict, Verdict::Wa);
        assert_eq!(p.wrong[0].file, dir.path().join("wrong/bad.rs"));
        assert_eq!(p.generated[0].input_hash, "fnv1a64:0123456789abcdef");
        assert_eq!((p.generated[0].mode.as_deref(), p.generated[1].mode.as_deref()), (None, Some("far-end")));
        assert_eq!(p.checker, Some(dir.path().join("checker.rs")));
        assert_eq!(p.source.as_deref(), Some("POJ 1704 \"Georgia and Bob\""));
        assert_eq!(p.wrong[0].class.as_deref(), Some("complexity"));
        assert_eq!(p.mistake("complexity").unwrap().tests(), ["far-end-1", "max-1"]);
        assert_eq!(
            p.mistake("misere-endgame").unwrap().coverage,
            Coverage::NotApplicable("normal play only".to_string())
        );
        assert!(p.mistake("zero-empty").is_none());
    }

    #[test]
    fn an_unknown_key_is_refused_with_its_line_and_the_closest_known_key() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "problem.toml", "title = \"x\"\ntime_limt = 1.0\n");
        let error = load_problem(dir.path()).unwrap_err().to_string();
        assert!(error.contains("problem.toml:2: unknown key `time_limt`"), "{error}");
        assert!(error.contains("did you mean `time_limit`?"), "{error}");
        write(dir.path(), "problem.toml", "[wrong]\n\"a.rs\" = { verdict = \"WA\", mistkae = \"m\" }\n");
        let error = load_problem(dir.path()).unwrap_err().to_string();
        assert!(error.contains("problem.toml:2") && error.contains("did you mean `mistake`?"), "{error}");
        write(
            dir.path(),
            "problem.toml",
            "[[generated]]\nname = \"g\"\nseed = 1\nsize = 2\ninput_hash = \"fnv1a64:0\"\nanswer = \"x\"\n",
        );
        let error = load_problem(dir.path()).unwrap_err().to_string();
        assert!(error.contains("unknown key `answer`") && error.contains("answer_hash"), "{error}");
        write(dir.path(), "problem.toml", "flavour = \"mint\"\n");
        let error = load_problem(dir.path()).unwrap_err().to_string();
        assert!(error.contains("unknown key `flavour`: (known here: title, difficulty"), "{error}");
    }

    #[test]
    fn malformed_mistakes_are_refused_with_their_line() {
        let dir = tempfile::tempdir().unwrap();
        let cases = [
            ("a = { tests = [\"t\"], not_applicable = \"r\" }", "not both"),
            ("a = { }", "give `tests"),
            ("a = { tests = [] }", "names no anti-test"),
            ("a = { not_applicable = \" \" }", "needs a reason"),
            ("a = { tests = [\"t\"], anti = 1 }", "unknown key `anti`"),
            ("Integer_Width = { tests = [\"t\"] }", "kebab-case"),
            ("a--b = { tests = [\"t\"] }", "kebab-case"),
        ];
        for (entry, wanted) in cases {
            write(dir.path(), "problem.toml", &format!("title = \"x\"\n\n[mistakes]\n{entry}\n"));
            let error = load_problem(dir.path()).unwrap_err().to_string();
            assert!(error.contains("problem.toml:4") && error.contains(wanted), "{entry}: {error}");
        }
        write(
            dir.path(),
            "problem.toml",
            "[wrong]\n\"a.rs\" = { verdict = \"WA\", class = \"Off By One\" }\n",
        );
        let error = load_problem(dir.path()).unwrap_err().to_string();
        assert!(error.contains("kebab-case"), "{error}");
    }

    #[test]
    fn kebab_case_names() {
        for good in ["complexity", "integer-width", "mod-2pow64"] {
            assert!(is_kebab_case(good), "{good}");
        }
        for bad in ["", "-a", "a-", "a--b", "A", "a_b", "a b"] {
            assert!(!is_kebab_case(bad), "{bad:?}");
        }
    }

    #[test]
    fn bad_problem_toml_names_file_and_line() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "problem.toml", "title = \"x\"\ntime_limit = \"fast\"\n");
        let error = load_problem(dir.path()).unwrap_err().to_string();
        assert!(error.contains("problem.toml:2"), "{error}");
        write(dir.path(), "problem.toml", "compare = \"fuzzy\"\n");
        let error = load_problem(dir.path()).unwrap_err().to_string();
        assert!(error.contains("fuzzy"), "{error}");
        write(dir.path(), "problem.toml", "[wrong]\n\"a.rs\" = { verdict = \"NOPE\" }\n");
        assert!(load_problem(dir.path()).is_err());
    }

    #[test]
    fn samples_are_told_by_name_or_path() {
        for sample in
            ["sample-1", "sample", "example_00", "00_sample_00", "subtask0_sample_01", "sample/1", "Sample_1"]
        {
            assert!(is_sample(sample), "{sample}");
        }
        for other in
            ["t1", "counterexample-2", "secret/group1/03", "secret/sample_like", "01_random_00", "input00"]
        {
            assert!(!is_sample(other), "{other}");
        }
    }
}
