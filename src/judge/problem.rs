//! Finding what to judge against: a problem package (`problem.toml` + `tests/`), or any
//! folder of `X.in`/`X.out` pairs (the layout `oj download` writes).

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Deserialize;

use super::compare::{CompareMode, DEFAULT_FLOAT_ERROR};
use super::error::JudgeError;
use super::verdict::Verdict;

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

#[derive(Deserialize)]
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
struct GeneratedToml {
    name: String,
    seed: u64,
    size: u64,
    mode: Option<String>,
    input_hash: String,
    answer_hash: Option<String>,
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

/// What a TARGET argument names.
#[derive(Clone, Debug, PartialEq)]
pub enum Target {
    /// A problem package.
    Problem(Box<Problem>),
    /// A plain folder of tests.
    Folder(PathBuf),
}

impl Target {
    /// The folder holding the `.in`/`.out` files.
    pub fn tests_dir(&self) -> PathBuf {
        match self {
            Target::Problem(problem) => problem.tests_dir(),
            Target::Folder(dir) => dir.clone(),
        }
    }
}

/// Said when TARGET looks like a solution file.
const SWAPPED_HINT: &str =
    "the problem comes first, then the solution: nimkit test PROBLEM SOLUTION (were they swapped?)";

/// The problem set named by `--problems DIR` or `NIMKIT_PROBLEMS`, set once by `main`.
static CHOSEN_SET: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();

/// Makes `dir` the only problem set every command looks in (`--problems DIR`).
pub fn choose_problem_set(dir: PathBuf) {
    let _ = CHOSEN_SET.set(dir);
}

/// Where a problem set may be, in order: the one chosen with `--problems`/`NIMKIT_PROBLEMS`
/// alone (an error when it is missing); else `problems/` in the current folder and each
/// ancestor, then the set embedded in this binary (extracted into the cache on first use).
pub fn problem_set_candidates() -> Result<Vec<PathBuf>, JudgeError> {
    if let Some(dir) = CHOSEN_SET.get() {
        if !dir.is_dir() {
            return Err(JudgeError::input(format!(
                "{}: no such problem set folder (named by --problems or NIMKIT_PROBLEMS)",
                dir.display()
            )));
        }
        return Ok(vec![dir.clone()]);
    }
    let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let mut candidates: Vec<PathBuf> =
        cwd.ancestors().map(|base| base.join("problems")).filter(|dir| dir.is_dir()).collect();
    candidates.extend(super::embedded::extracted_root()?);
    Ok(candidates)
}

/// Where [`problem_set_candidates`] looks, in words, for messages.
pub fn where_problems_are_looked_for() -> String {
    match CHOSEN_SET.get() {
        Some(dir) => format!("in {} (--problems / NIMKIT_PROBLEMS)", dir.display()),
        None => "in problems/ here or above, and in the problem set built into nimkit \
                 (--problems DIR or NIMKIT_PROBLEMS chooses another)"
            .to_string(),
    }
}

/// The package folder of problem `id`: the first `candidate/id` with a problem.toml among
/// [`problem_set_candidates`].
pub fn problem_dir(id: &str) -> Result<Option<PathBuf>, JudgeError> {
    let looks_like_id = !id.is_empty() && !id.contains(['/', '\\']) && id != "." && id != "..";
    if !looks_like_id {
        return Ok(None);
    }
    Ok(problem_set_candidates()?
        .into_iter()
        .map(|root| root.join(id))
        .find(|dir| dir.join("problem.toml").is_file()))
}

/// Every problem id in the first problem set found, for "did you mean" (empty when none).
pub fn known_ids() -> Vec<String> {
    let Ok(candidates) = problem_set_candidates() else { return Vec::new() };
    let Some(root) = candidates.into_iter().find(|dir| has_problem_packages(dir)) else { return Vec::new() };
    let mut ids: Vec<String> = fs::read_dir(root)
        .map(|entries| {
            entries
                .flatten()
                .filter(|e| e.path().join("problem.toml").is_file())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    ids.sort();
    ids
}

/// Whether `dir` holds at least one problem package.
pub fn has_problem_packages(dir: &Path) -> bool {
    fs::read_dir(dir).is_ok_and(|entries| entries.flatten().any(|e| e.path().join("problem.toml").is_file()))
}

/// Resolves a problem id (looked up with [`problem_dir`]), a problem folder, or a test folder.
pub fn resolve_target(target: &str) -> Result<Target, JudgeError> {
    let path = Path::new(target);
    if path.is_dir() {
        return target_in(path);
    }
    if path.exists() {
        return Err(JudgeError::input(format!(
            "{target}: not a folder (give a problem id, a problem folder, or a folder of X.in/X.out tests)\n  help: {SWAPPED_HINT}"
        )));
    }
    if let Some(dir) = problem_dir(target)? {
        return target_in(&dir);
    }
    let ids = known_ids();
    let mut message =
        format!("{target}: no such folder, and no problem `{target}` {}", where_problems_are_looked_for());
    if let Some(close) = crate::bundle::suggest::closest(target, ids.iter().map(String::as_str)) {
        message += &format!("\n  help: did you mean `{close}`?");
    }
    if target.ends_with(".rs") {
        message += &format!("\n  help: {SWAPPED_HINT}");
    }
    Err(JudgeError::input(message))
}

fn target_in(dir: &Path) -> Result<Target, JudgeError> {
    if dir.join("problem.toml").exists() {
        return Ok(Target::Problem(Box::new(load_problem(dir)?)));
    }
    // `oj download` writes into test/ (a Polygon package into tests/); accept the folder that
    // holds it as well, unless it holds another layout too ([`discover_folder`] says so).
    if !has_inputs(dir) {
        if let [Layout::Subfolder(inner)] = layouts_in(dir).as_slice() {
            return Ok(Target::Folder(inner.clone()));
        }
    }
    Ok(Target::Folder(dir.to_path_buf()))
}

fn has_inputs(dir: &Path) -> bool {
    fs::read_dir(dir).is_ok_and(|entries| {
        entries.filter_map(Result::ok).any(|e| e.path().extension().is_some_and(|x| x == "in"))
    })
}

/// Whether a test folder's inputs need expected outputs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answers {
    Required,
    /// Interactive judging: the interactor decides, an `X.out` is only for a checker.
    Optional,
}

/// The layouts of test folders that [`discover_folder`] accepts, for messages.
pub const LAYOUTS: &str = "X.in + X.out or X.ans, here or in tests/ or test/ (oj download, CSES); \
in/X.in + out/X.out (Library Checker); in/X + out/X, or .txt (AtCoder); \
data/sample/X.in + X.ans and data/secret/**/X.in + X.ans (ICPC, Kattis); \
tests/01 + tests/01.a (Polygon, Codeforces); input/input00.txt + output/output00.txt (HackerRank)";

/// One way a folder may hold its tests, besides `X.in` files of its own.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Layout {
    /// `tests/` or `test/` holding a layout of its own.
    Subfolder(PathBuf),
    /// Inputs in one folder, answers in a sibling: `in/` + `out/`, `input/` + `output/`.
    Siblings { inputs: PathBuf, answers: PathBuf },
    /// An ICPC/Kattis `data/` folder: `sample/` and `secret/`, groups nested below.
    Kattis(PathBuf),
    /// Polygon's `tests/`: extensionless inputs `01` with answers `01.a`, in the folder itself.
    Polygon,
}

impl Layout {
    /// How it is named in the message about an ambiguous folder.
    fn label(&self, dir: &Path) -> String {
        let relative = |p: &Path| p.strip_prefix(dir).unwrap_or(p).display().to_string();
        match self {
            Layout::Subfolder(inner) => format!("{}/", relative(inner)),
            Layout::Siblings { inputs, answers } => format!("{}/ + {}/", relative(inputs), relative(answers)),
            Layout::Kattis(data) if data == dir => "sample/ + secret/ (ICPC)".to_string(),
            Layout::Kattis(data) => format!("{}/ (ICPC)", relative(data)),
            Layout::Polygon => "01 + 01.a (Polygon)".to_string(),
        }
    }
}

fn is_hidden(name: &str) -> bool {
    name.starts_with('.')
}

fn file_name(path: &Path) -> String {
    path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}

/// The entries of `dir`, sorted by name, hidden ones (`.DS_Store`) left out.
fn listing(dir: &Path) -> Result<Vec<PathBuf>, JudgeError> {
    let cannot =
        |e: std::io::Error| JudgeError::input(format!("{}: cannot read test folder: {e}", dir.display()));
    let mut paths = Vec::new();
    for entry in fs::read_dir(dir).map_err(cannot)? {
        let path = entry.map_err(cannot)?.path();
        if !is_hidden(&file_name(&path)) {
            paths.push(path);
        }
    }
    paths.sort();
    Ok(paths)
}

/// A Polygon input: a file without extension that has an `X.a` answer or a number for name.
fn is_polygon_input(path: &Path) -> bool {
    let name = file_name(path);
    !name.is_empty()
        && !name.contains('.')
        && (name.bytes().all(|b| b.is_ascii_digit()) || path.with_file_name(format!("{name}.a")).exists())
}

/// The layouts other than its own `X.in` files that `dir` holds (none, one, or several when
/// ambiguous). A `tests/` and a `test/` together count once, `tests/` first (as always).
fn layouts_in(dir: &Path) -> Vec<Layout> {
    let sub = |name: &str| Some(dir.join(name)).filter(|p| p.is_dir());
    let mut found = Vec::new();
    if let Some(inner) = sub("tests").or_else(|| sub("test")) {
        found.push(Layout::Subfolder(inner));
    }
    for (inputs, answers) in [("in", "out"), ("input", "output")] {
        if let Some(inputs) = sub(inputs) {
            found.push(Layout::Siblings { inputs, answers: dir.join(answers) });
        }
    }
    let kattis = |d: &Path| d.join("sample").is_dir() || d.join("secret").is_dir();
    match sub("data") {
        Some(data) if kattis(&data) => found.push(Layout::Kattis(data)),
        _ if kattis(dir) => found.push(Layout::Kattis(dir.to_path_buf())),
        _ => {}
    }
    let polygon = fs::read_dir(dir).is_ok_and(|entries| {
        entries.flatten().map(|e| e.path()).any(|p| !p.is_dir() && is_polygon_input(&p))
    });
    if polygon {
        found.push(Layout::Polygon);
    }
    found
}

/// Every test of a test folder in any layout of [`LAYOUTS`]: its own `X.in` files first (as
/// [`discover_tests`]), else the one other layout it holds. Samples first, then natural order.
/// An empty or ambiguous folder is one error line naming it and listing the layouts; an input
/// without a required answer is an error naming both files; names are unique.
pub fn discover_folder(dir: &Path, answers: Answers) -> Result<Vec<TestCase>, JudgeError> {
    let cases = if has_inputs(dir) {
        discover_tests(dir, answers)?
    } else {
        match layouts_in(dir).as_slice() {
            [] => Vec::new(),
            [Layout::Subfolder(inner)] => return discover_folder(inner, answers),
            [Layout::Siblings { inputs, answers: outputs }] => discover_siblings(inputs, outputs, answers)?,
            [Layout::Kattis(data)] => discover_kattis(data, answers)?,
            [Layout::Polygon] => discover_polygon(dir, answers)?,
            several => {
                let labels: Vec<String> = several.iter().map(|l| l.label(dir)).collect();
                return Err(JudgeError::input(format!(
                    "{}: ambiguous test folder: it holds {}; keep one layout per folder (accepted: {LAYOUTS})",
                    dir.display(),
                    labels.join(" and ")
                )));
            }
        }
    };
    if cases.is_empty() {
        return Err(JudgeError::input(format!(
            "{}: no tests found (accepted layouts: {LAYOUTS})",
            dir.display()
        )));
    }
    let mut seen: BTreeMap<&str, &Path> = BTreeMap::new();
    for case in &cases {
        if let Some(other) = seen.insert(&case.name, &case.input) {
            return Err(JudgeError::input(format!(
                "{} and {}: two tests named `{}`; rename one",
                other.display(),
                case.input.display(),
                case.name
            )));
        }
    }
    Ok(cases)
}

/// The answer a required-answer error asks for.
fn missing_answer(input: &Path, expected: &Path) -> JudgeError {
    JudgeError::input(format!(
        "{}: no expected output (create {}, or give --interactor for an interactive problem)",
        input.display(),
        expected.display()
    ))
}

/// The numbers in a file name, leading zeros dropped: `input07.txt` and `output7.txt` share `[7]`.
fn numbers_in(name: &str) -> Vec<String> {
    name.split(|c: char| !c.is_ascii_digit())
        .filter(|run| !run.is_empty())
        .map(|run| match run.trim_start_matches('0') {
            "" => "0".to_string(),
            digits => digits.to_string(),
        })
        .collect()
}

/// `in/` + `out/` (Library Checker `X.in`/`X.out`, AtCoder `X`/`X` or `X.txt`) and
/// `input/` + `output/` (HackerRank `input00.txt`/`output00.txt`). An input's answer is the
/// file of the same name, else `X.out`/`X.ans`, else its name with `input` made `output`,
/// else the one answer with the same numbers in its name. The test is named by the input's
/// stem (`.in` and `.txt` dropped).
fn discover_siblings(inputs: &Path, outputs: &Path, answers: Answers) -> Result<Vec<TestCase>, JudgeError> {
    let input_files = listing(inputs)?;
    let output_files: Vec<String> =
        if outputs.is_dir() { listing(outputs)?.iter().map(|p| file_name(p)).collect() } else { Vec::new() };
    let count = |names: Vec<String>| {
        let mut counts: BTreeMap<Vec<String>, usize> = BTreeMap::new();
        for name in names {
            *counts.entry(numbers_in(&name)).or_default() += 1;
        }
        counts
    };
    let input_numbers = count(input_files.iter().map(|p| file_name(p)).collect());
    let output_numbers = count(output_files.clone());
    let mut cases = Vec::new();
    for input in input_files {
        // Before anything runs: a FIFO or a device named like a test would hang the judge.
        crate::fsutil::ensure_regular(&input).map_err(JudgeError::input)?;
        let full = file_name(&input);
        let name = match full.rsplit_once('.') {
            Some((stem, "in" | "txt")) if !stem.is_empty() => stem.to_string(),
            _ => full.clone(),
        };
        let numbers = numbers_in(&full);
        let by_number = || {
            let unique = !numbers.is_empty()
                && input_numbers.get(&numbers) == Some(&1)
                && output_numbers.get(&numbers) == Some(&1);
            unique.then(|| output_files.iter().find(|o| numbers_in(o) == numbers).cloned()).flatten()
        };
        let candidates =
            [full.clone(), format!("{name}.out"), format!("{name}.ans"), full.replace("input", "output")];
        let answer = candidates
            .into_iter()
            .find(|c| output_files.contains(c))
            .or_else(by_number)
            .map(|found| outputs.join(found));
        match &answer {
            Some(answer) => crate::fsutil::ensure_regular(answer).map_err(JudgeError::input)?,
            None if answers == Answers::Required => {
                let expected = match full.rsplit_once('.') {
                    Some((_, "in")) => format!("{name}.out"),
                    _ => full.replace("input", "output"),
                };
                return Err(missing_answer(&input, &outputs.join(expected)));
            }
            None => {}
        }
        cases.push(TestCase { name, input, answer });
    }
    cases.sort_by_cached_key(|c| test_order(&c.name));
    Ok(cases)
}

/// An ICPC/Kattis `data/` folder: `sample/` then `secret/`, each with `X.in` + `X.ans` (or
/// `X.out`) and any depth of group folders; named by their path below `data/` without
/// `.in` (`secret/group1/03`). Other folders (`invalid_input/`...) are not tests.
fn discover_kattis(data: &Path, answers: Answers) -> Result<Vec<TestCase>, JudgeError> {
    let mut cases = Vec::new();
    for group in ["sample", "secret"] {
        let mut found = Vec::new();
        if data.join(group).is_dir() {
            walk_kattis(&data.join(group), group, answers, 0, &mut found)?;
        }
        found.sort_by_cached_key(|c| test_order(&c.name).1);
        cases.extend(found);
    }
    Ok(cases)
}

fn walk_kattis(
    dir: &Path,
    prefix: &str,
    answers: Answers,
    depth: usize,
    cases: &mut Vec<TestCase>,
) -> Result<(), JudgeError> {
    // Symlinked groups are followed; a loop of them is not.
    if depth > 16 {
        return Err(JudgeError::input(format!(
            "{}: test groups nested too deep (a symlink loop?)",
            dir.display()
        )));
    }
    for path in listing(dir)? {
        let name = file_name(&path);
        if path.is_dir() {
            walk_kattis(&path, &format!("{prefix}/{name}"), answers, depth + 1, cases)?;
            continue;
        }
        let Some(stem) = name.strip_suffix(".in").filter(|s| !s.is_empty()) else { continue };
        crate::fsutil::ensure_regular(&path).map_err(JudgeError::input)?;
        let answer = ["ans", "out"].iter().map(|ext| path.with_extension(ext)).find(|p| p.exists());
        match &answer {
            Some(answer) => crate::fsutil::ensure_regular(answer).map_err(JudgeError::input)?,
            None if answers == Answers::Required => {
                return Err(missing_answer(&path, &path.with_extension("ans")))
            }
            None => {}
        }
        cases.push(TestCase { name: format!("{prefix}/{stem}"), input: path, answer });
    }
    Ok(())
}

/// Polygon's `tests/`: `01`, `02`... with answers `01.a`, `02.a`, named `01`, `02`...
fn discover_polygon(dir: &Path, answers: Answers) -> Result<Vec<TestCase>, JudgeError> {
    let mut cases = Vec::new();
    for input in listing(dir)?.into_iter().filter(|p| is_polygon_input(p)) {
        crate::fsutil::ensure_regular(&input).map_err(JudgeError::input)?;
        let name = file_name(&input);
        let expected = input.with_file_name(format!("{name}.a"));
        let answer = expected.exists().then_some(expected.clone());
        match &answer {
            Some(answer) => crate::fsutil::ensure_regular(answer).map_err(JudgeError::input)?,
            None if answers == Answers::Required => return Err(missing_answer(&input, &expected)),
            None => {}
        }
        cases.push(TestCase { name, input, answer });
    }
    cases.sort_by_cached_key(|c| test_order(&c.name));
    Ok(cases)
}

/// Every `X.in` in `dir` with its `X.out` (or `X.ans`), samples first, then in natural
/// order (`t2` before `t10`). A `.in` without a required answer is an error naming both files.
pub fn discover_tests(dir: &Path, answers: Answers) -> Result<Vec<TestCase>, JudgeError> {
    let entries = fs::read_dir(dir)
        .map_err(|e| JudgeError::input(format!("{}: cannot read test folder: {e}", dir.display())))?;
    let mut cases = Vec::new();
    for entry in entries {
        let entry = entry
            .map_err(|e| JudgeError::input(format!("{}: cannot read test folder: {e}", dir.display())))?;
        let input = entry.path();
        if input.extension().is_none_or(|x| x != "in") {
            continue;
        }
        // Before anything runs: a FIFO or a device named like a test would hang the judge.
        crate::fsutil::ensure_regular(&input).map_err(JudgeError::input)?;
        let name = input.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let answer = ["out", "ans"].iter().map(|ext| input.with_extension(ext)).find(|p| p.exists());
        if let Some(answer) = &answer {
            crate::fsutil::ensure_regular(answer).map_err(JudgeError::input)?;
        } else if answers == Answers::Required {
            return Err(JudgeError::input(format!(
                "{}: no expected output (create {}, or give --interactor for an interactive problem)",
                input.display(),
                input.with_extension("out").display()
            )));
        }
        cases.push(TestCase { name, input, answer });
    }
    cases.sort_by_cached_key(|c| test_order(&c.name));
    Ok(cases)
}

/// Sort key: samples first, then natural order (digit runs compared as numbers).
pub fn test_order(name: &str) -> (bool, Vec<(String, u128)>) {
    let mut key = Vec::new();
    let mut text = String::new();
    let mut chars = name.chars().peekable();
    while let Some(&c) = chars.peek() {
        if c.is_ascii_digit() {
            let mut number: u128 = 0;
            while let Some(&d) = chars.peek() {
                match d.to_digit(10) {
                    Some(digit) => {
                        number = number.saturating_mul(10).saturating_add(digit.into());
                        chars.next();
                    }
                    None => break,
                }
            }
            key.push((std::mem::take(&mut text), number));
        } else {
            text.push(c);
            chars.next();
        }
    }
    key.push((text, 0));
    (!is_sample(name), key)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(dir: &Path, name: &str, text: &str) {
        let path = dir.join(name);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }

    #[test]
    fn natural_order_with_samples_first() {
        let dir = tempfile::tempdir().unwrap();
        for name in ["t10", "t2", "sample-10", "sample-2", "a"] {
            write(dir.path(), &format!("{name}.in"), "");
            write(dir.path(), &format!("{name}.out"), "");
        }
        let names: Vec<String> =
            discover_tests(dir.path(), Answers::Required).unwrap().into_iter().map(|c| c.name).collect();
        assert_eq!(names, ["sample-2", "sample-10", "a", "t2", "t10"]);
    }

    #[test]
    fn missing_answer_names_the_file() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "x.in", "1");
        let error = discover_tests(dir.path(), Answers::Required).unwrap_err().to_string();
        assert!(error.contains("x.in") && error.contains("x.out"), "{error}");
    }

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
    fn malformed_mistakes_are_refused_with_their_line() {
        let dir = tempfile::tempdir().unwrap();
        let cases = [
            ("a = { tests = [\"t\"], not_applicable = \"r\" }", "not both"),
            ("a = { }", "give `tests"),
            ("a = { tests = [] }", "names no anti-test"),
            ("a = { not_applicable = \" \" }", "needs a reason"),
            ("a = { tests = [\"t\"], anti = 1 }", "unknown field"),
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

    /// What `nimkit test DIR` judges: (name, input, answer) relative to `dir`, in order.
    fn judged(dir: &Path) -> Result<Vec<(String, String, String)>, String> {
        let target = target_in(dir).map_err(|e| e.to_string())?;
        let cases = discover_folder(&target.tests_dir(), Answers::Required).map_err(|e| e.to_string())?;
        let relative = |p: &Path| p.strip_prefix(dir).unwrap().display().to_string();
        Ok(cases
            .into_iter()
            .map(|c| (c.name, relative(&c.input), c.answer.as_deref().map(relative).unwrap_or_default()))
            .collect())
    }

    fn triples(expected: &[(&str, &str, &str)]) -> Vec<(String, String, String)> {
        expected.iter().map(|&(n, i, a)| (n.into(), i.into(), a.into())).collect()
    }

    #[test]
    fn library_checker_in_and_out_folders() {
        let dir = tempfile::tempdir().unwrap();
        for name in ["random_10", "example_01", "max_0", "random_2", "example_00"] {
            write(dir.path(), &format!("in/{name}.in"), name);
            write(dir.path(), &format!("out/{name}.out"), name);
        }
        // The rest of a generated problem folder is not tests.
        write(dir.path(), "info.toml", "");
        write(dir.path(), "gen/example_00.in", "");
        write(dir.path(), "sol/correct.cpp", "");
        assert_eq!(
            judged(dir.path()).unwrap(),
            triples(&[
                ("example_00", "in/example_00.in", "out/example_00.out"),
                ("example_01", "in/example_01.in", "out/example_01.out"),
                ("max_0", "in/max_0.in", "out/max_0.out"),
                ("random_2", "in/random_2.in", "out/random_2.out"),
                ("random_10", "in/random_10.in", "out/random_10.out"),
            ])
        );
    }

    #[test]
    fn atcoder_in_and_out_folders_with_and_without_txt() {
        let dir = tempfile::tempdir().unwrap();
        for name in
            ["01_random_10.txt", "00_sample_01.txt", "01_random_2.txt", "00_sample_00.txt", "02_max_00.txt"]
        {
            write(dir.path(), &format!("in/{name}"), "i");
            write(dir.path(), &format!("out/{name}"), "o");
        }
        write(dir.path(), "in/.DS_Store", "");
        assert_eq!(
            judged(dir.path()).unwrap(),
            triples(&[
                ("00_sample_00", "in/00_sample_00.txt", "out/00_sample_00.txt"),
                ("00_sample_01", "in/00_sample_01.txt", "out/00_sample_01.txt"),
                ("01_random_2", "in/01_random_2.txt", "out/01_random_2.txt"),
                ("01_random_10", "in/01_random_10.txt", "out/01_random_10.txt"),
                ("02_max_00", "in/02_max_00.txt", "out/02_max_00.txt"),
            ])
        );

        let dir = tempfile::tempdir().unwrap();
        for name in ["test_10", "sample_02", "test_2", "sample_01", "a_hand"] {
            write(dir.path(), &format!("in/{name}"), "i");
            write(dir.path(), &format!("out/{name}"), "o");
        }
        assert_eq!(
            judged(dir.path()).unwrap(),
            triples(&[
                ("sample_01", "in/sample_01", "out/sample_01"),
                ("sample_02", "in/sample_02", "out/sample_02"),
                ("a_hand", "in/a_hand", "out/a_hand"),
                ("test_2", "in/test_2", "out/test_2"),
                ("test_10", "in/test_10", "out/test_10"),
            ])
        );
    }

    #[test]
    fn kattis_data_folder_samples_first_then_nested_secret_groups() {
        let dir = tempfile::tempdir().unwrap();
        for name in
            ["sample/2", "sample/1", "secret/top", "secret/group2/01", "secret/group1/10", "secret/group1/03"]
        {
            write(dir.path(), &format!("data/{name}.in"), name);
            write(dir.path(), &format!("data/{name}.ans"), name);
        }
        // Not tests: validators' inputs, group settings, hints, the statement.
        write(dir.path(), "data/invalid_input/bad.in", "");
        write(dir.path(), "data/secret/group1/testdata.yaml", "");
        write(dir.path(), "data/sample/1.hint", "");
        write(dir.path(), "problem.yaml", "");
        write(dir.path(), "problem_statement/problem.en.tex", "");
        let expected = triples(&[
            ("sample/1", "data/sample/1.in", "data/sample/1.ans"),
            ("sample/2", "data/sample/2.in", "data/sample/2.ans"),
            ("secret/group1/03", "data/secret/group1/03.in", "data/secret/group1/03.ans"),
            ("secret/group1/10", "data/secret/group1/10.in", "data/secret/group1/10.ans"),
            ("secret/group2/01", "data/secret/group2/01.in", "data/secret/group2/01.ans"),
            ("secret/top", "data/secret/top.in", "data/secret/top.ans"),
        ]);
        assert_eq!(judged(dir.path()).unwrap(), expected, "the problem folder");
        let cases = discover_folder(&dir.path().join("data"), Answers::Required).unwrap();
        let names: Vec<&str> = cases.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, expected.iter().map(|e| e.0.as_str()).collect::<Vec<_>>(), "data/ itself");
        assert_eq!(cases.iter().filter(|c| is_sample(&c.name)).count(), 2);

        fs::remove_file(dir.path().join("data/secret/group2/01.ans")).unwrap();
        let error = judged(dir.path()).unwrap_err();
        assert!(error.contains("group2/01.in") && error.contains("group2/01.ans"), "{error}");
    }

    #[test]
    fn polygon_tests_with_a_answers() {
        let dir = tempfile::tempdir().unwrap();
        for name in ["10", "02", "01"] {
            write(dir.path(), &format!("tests/{name}"), name);
            write(dir.path(), &format!("tests/{name}.a"), name);
        }
        write(dir.path(), "problem.xml", "");
        write(dir.path(), "files/tests/gen.cpp", "");
        let expected = triples(&[
            ("01", "tests/01", "tests/01.a"),
            ("02", "tests/02", "tests/02.a"),
            ("10", "tests/10", "tests/10.a"),
        ]);
        assert_eq!(judged(dir.path()).unwrap(), expected, "the package folder");
        let names: Vec<String> = discover_folder(&dir.path().join("tests"), Answers::Required)
            .unwrap()
            .into_iter()
            .map(|c| c.name)
            .collect();
        assert_eq!(names, ["01", "02", "10"], "tests/ itself");

        fs::remove_file(dir.path().join("tests/02.a")).unwrap();
        let error = judged(dir.path()).unwrap_err();
        assert!(error.contains("tests/02:") && error.contains("tests/02.a"), "{error}");
        let optional = discover_folder(&dir.path().join("tests"), Answers::Optional).unwrap();
        assert_eq!((optional[1].name.as_str(), optional[1].answer.as_ref()), ("02", None));
    }

    #[test]
    fn hackerrank_input_and_output_folders_match_by_number() {
        let dir = tempfile::tempdir().unwrap();
        for n in ["10", "00", "02", "01"] {
            write(dir.path(), &format!("input/input{n}.txt"), n);
            write(dir.path(), &format!("output/output{n}.txt"), n);
        }
        assert_eq!(
            judged(dir.path()).unwrap(),
            triples(&[
                ("input00", "input/input00.txt", "output/output00.txt"),
                ("input01", "input/input01.txt", "output/output01.txt"),
                ("input02", "input/input02.txt", "output/output02.txt"),
                ("input10", "input/input10.txt", "output/output10.txt"),
            ])
        );

        // DMOJ-like zips: the same number with other words around it, or the same name.
        let dir = tempfile::tempdir().unwrap();
        for (input, output) in [("in3.txt", "ans_3.txt"), ("in12.txt", "ans_12.txt"), ("1.in", "1.out")] {
            write(dir.path(), &format!("input/{input}"), "i");
            write(dir.path(), &format!("output/{output}"), "o");
        }
        assert_eq!(
            judged(dir.path()).unwrap(),
            triples(&[
                ("1", "input/1.in", "output/1.out"),
                ("in3", "input/in3.txt", "output/ans_3.txt"),
                ("in12", "input/in12.txt", "output/ans_12.txt"),
            ])
        );

        // Two answers with the same number: no guess, the missing one is named.
        write(dir.path(), "input/in7.txt", "i");
        write(dir.path(), "output/a7.txt", "o");
        write(dir.path(), "output/b7.txt", "o");
        let error = judged(dir.path()).unwrap_err();
        assert!(error.contains("input/in7.txt") && error.contains("output/in7.txt"), "{error}");
    }

    #[test]
    fn flat_inputs_win_and_problem_toml_wins_over_everything() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "a.in", "1");
        write(dir.path(), "a.out", "1");
        write(dir.path(), "in/b.in", "1");
        write(dir.path(), "out/b.out", "1");
        write(dir.path(), "data/sample/c.in", "1");
        write(dir.path(), "data/sample/c.ans", "1");
        assert_eq!(judged(dir.path()).unwrap(), triples(&[("a", "a.in", "a.out")]));
        write(dir.path(), "problem.toml", "title = \"p\"\n");
        assert!(matches!(target_in(dir.path()).unwrap(), Target::Problem(_)));
    }

    #[test]
    fn empty_and_ambiguous_folders_are_one_line_naming_the_folder_and_the_layouts() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "notes.txt", "");
        let error = judged(dir.path()).unwrap_err();
        assert!(!error.contains('\n'), "{error}");
        assert!(error.starts_with(&format!("{}: no tests found", dir.path().display())), "{error}");
        for layout in ["Library Checker", "AtCoder", "Kattis", "Polygon", "HackerRank", "tests/"] {
            assert!(error.contains(layout), "{layout}: {error}");
        }
        // A layout's folders, but empty.
        fs::create_dir_all(dir.path().join("in")).unwrap();
        fs::create_dir_all(dir.path().join("out")).unwrap();
        assert!(judged(dir.path()).unwrap_err().contains("no tests found"));

        write(dir.path(), "in/1.in", "1");
        write(dir.path(), "out/1.out", "1");
        write(dir.path(), "data/secret/1.in", "1");
        write(dir.path(), "data/secret/1.ans", "1");
        let error = judged(dir.path()).unwrap_err();
        assert!(!error.contains('\n'), "{error}");
        assert!(error.starts_with(&format!("{}: ambiguous", dir.path().display())), "{error}");
        assert!(error.contains("in/ + out/") && error.contains("data/ (ICPC)"), "{error}");
        assert!(error.contains("accepted: ") && error.contains("HackerRank"), "{error}");

        // tests/ beside another layout is ambiguous too, rather than silently tests/.
        fs::remove_dir_all(dir.path().join("data")).unwrap();
        write(dir.path(), "tests/2.in", "1");
        write(dir.path(), "tests/2.out", "1");
        let error = judged(dir.path()).unwrap_err();
        assert!(error.contains("tests/ and in/ + out/"), "{error}");
    }

    #[test]
    fn sibling_layouts_name_both_files_refuse_fifos_and_duplicate_names() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "in/x.in", "1");
        fs::create_dir_all(dir.path().join("out")).unwrap();
        let error = judged(dir.path()).unwrap_err();
        assert!(error.contains("in/x.in: no expected output") && error.contains("out/x.out"), "{error}");
        let optional = discover_folder(dir.path(), Answers::Optional).unwrap();
        assert_eq!((optional[0].name.as_str(), optional[0].answer.as_ref()), ("x", None));

        write(dir.path(), "out/x.out", "1");
        let fifo = dir.path().join("in/y.in");
        let c_path = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        // SAFETY: mkfifo on a valid C string.
        assert_eq!(unsafe { libc::mkfifo(c_path.as_ptr(), 0o644) }, 0);
        let error = judged(dir.path()).unwrap_err();
        assert!(error.ends_with("in/y.in: not a regular file (a FIFO)"), "{error}");

        fs::remove_file(&fifo).unwrap();
        write(dir.path(), "in/x.txt", "1");
        write(dir.path(), "out/x.txt", "1");
        let error = judged(dir.path()).unwrap_err();
        assert!(
            error.contains("two tests named `x`") && error.contains("in/x.in") && error.contains("in/x.txt"),
            "{error}"
        );
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

    #[test]
    fn a_folder_with_a_test_subfolder_is_a_test_folder() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "test/sample-1.in", "1");
        write(dir.path(), "test/sample-1.out", "1");
        let target = target_in(dir.path()).unwrap();
        assert_eq!(target.tests_dir(), dir.path().join("test"));
    }
}
