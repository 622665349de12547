//! A Polygon (Codeforces) package read whole from its `problem.xml`: the limits of the `tests`
//! testset, the test list (stored `tests/NN` with `NN.a`, or generated from a `cmd` line), the
//! generators and other executables, the checker (a `std::NAME` one or a testlib source), the
//! interactor, the validators, the validators' and the checker's own tests, and the solutions
//! with their tags. Reading runs nothing: the judge makes the generated tests
//! (`judge/polygon.rs`).

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::error::JudgeError;

/// One test of the `tests` testset, in order (numbered from 1).
#[derive(Clone, Debug, PartialEq)]
pub struct PolygonTest {
    pub index: usize,
    /// `generated`: made by `cmd`; `manual`: stored in the package.
    pub cmd: Option<String>,
    pub sample: bool,
    pub group: Option<String>,
    /// `points="5.0"`: what the test is worth when it passes.
    pub points: Option<f64>,
    /// `from-file="3"`: the generator writes the test into this file of its folder instead of
    /// stdout (a multigen writes several, one per test, numbered).
    pub from_file: Option<String>,
}

/// How a group of tests scores (`points-policy`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointsPolicy {
    /// `complete-group`: the group's points only when every one of its tests passes.
    CompleteGroup,
    /// `each-test`: the points of each passed test.
    EachTest,
}

/// One `<group>` of a testset.
#[derive(Clone, Debug, PartialEq)]
pub struct PolygonGroup {
    pub name: String,
    /// The group's own `points` (for `complete-group`); else the sum of its tests' points.
    pub points: Option<f64>,
    pub policy: PointsPolicy,
    /// `feedback-policy` (`complete`, `icpc`, `points`, `none`): what contestants are shown,
    /// not what they score.
    pub feedback: Option<String>,
    /// Groups that must pass completely before this one scores anything.
    pub dependencies: Vec<String>,
}

/// The checker of a Polygon package.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PolygonChecker {
    /// One of testlib's standard checkers (`std::wcmp.cpp` -> `wcmp`), judged natively when
    /// nimkit knows it; `source` is the package's copy of it (`files/check.cpp`), built for one
    /// nimkit does not know.
    Standard { name: String, source: Option<PathBuf> },
    /// A testlib checker source, built with the package's `files/testlib.h`.
    Source(PathBuf),
}

/// A validator with its own tests (`<validator><testset>`), which Polygon's
/// `scripts/run-validator-tests.sh` runs before anything else.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PolygonValidator {
    pub source: PathBuf,
    pub tests: Vec<ValidatorTest>,
}

/// One validator test: an input the validator must accept (`verdict="valid"`) or refuse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValidatorTest {
    pub index: usize,
    pub input: PathBuf,
    pub valid: bool,
    /// What the validator is called with: `--testset tests --group 1` when Polygon ran the test
    /// for a group, nothing when it did not.
    pub args: Vec<String>,
}

/// The verdict a checker test expects, as Polygon's `scripts/run-checker-tests.sh` checks it:
/// the checker's exit code, exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckerTestVerdict {
    Ok,
    WrongAnswer,
    PresentationError,
    Crashed,
}

impl CheckerTestVerdict {
    /// `ok`, `wrong-answer`, `presentation-error`, `crashed`, in any case and with `_` for `-`
    /// (Polygon's API spells them `WRONG_ANSWER`).
    pub fn parse(text: &str) -> Option<CheckerTestVerdict> {
        match text.trim().to_ascii_lowercase().replace('_', "-").as_str() {
            "ok" => Some(CheckerTestVerdict::Ok),
            "wrong-answer" => Some(CheckerTestVerdict::WrongAnswer),
            "presentation-error" => Some(CheckerTestVerdict::PresentationError),
            "crashed" => Some(CheckerTestVerdict::Crashed),
            _ => None,
        }
    }

    /// The exit code run-checker-tests.sh requires: testlib's 0 OK, 1 WA, 2 PE, 3 FAIL.
    pub fn exit_code(self) -> i32 {
        match self {
            CheckerTestVerdict::Ok => 0,
            CheckerTestVerdict::WrongAnswer => 1,
            CheckerTestVerdict::PresentationError => 2,
            CheckerTestVerdict::Crashed => 3,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            CheckerTestVerdict::Ok => "ok",
            CheckerTestVerdict::WrongAnswer => "wrong-answer",
            CheckerTestVerdict::PresentationError => "presentation-error",
            CheckerTestVerdict::Crashed => "crashed",
        }
    }
}

/// One checker test (`<checker><testset>`): the checker on its input, output and answer must
/// give `expected`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckerTest {
    pub index: usize,
    pub input: PathBuf,
    pub output: PathBuf,
    pub answer: PathBuf,
    pub expected: CheckerTestVerdict,
}

/// A solution with its tag (`main`, `accepted`, `wrong-answer`, `time-limit-exceeded`, ...).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TaggedSolution {
    pub tag: String,
    pub path: PathBuf,
}

/// A Polygon package, as data.
#[derive(Clone, Debug, PartialEq)]
pub struct PolygonProblem {
    pub dir: PathBuf,
    pub name: String,
    /// The testset read (`tests` unless another is asked for); its limits, tests and groups
    /// are the ones below.
    pub testset: String,
    /// Every testset of the package with its number of tests, in problem.xml's order.
    pub testsets: Vec<(String, usize)>,
    pub time_limit: Duration,
    /// `<memory-limit>` exactly, in bytes: Polygon writes bytes (`256000000` as well as
    /// `268435456`), and a limit rounded to whole MiB would let up to 1 MiB more pass.
    pub memory_bytes: u64,
    /// `<judging input-file="input.txt">`: the test is that file in the solution's folder.
    pub input_file: Option<String>,
    /// `<judging output-file="output.txt">`: the answer is read from that file.
    pub output_file: Option<String>,
    /// `tests/%02d`-like patterns, relative to the package.
    pub input_pattern: String,
    pub answer_pattern: String,
    pub tests: Vec<PolygonTest>,
    /// The testset's `<groups>`, in order (empty when it has none).
    pub groups: Vec<PolygonGroup>,
    /// Executables (generators) by the name a `cmd` calls them: `gen` for `files/gen.cpp`.
    pub executables: Vec<(String, PathBuf)>,
    pub checker: PolygonChecker,
    pub interactor: Option<PathBuf>,
    pub validators: Vec<PolygonValidator>,
    /// The checker's own tests, in order.
    pub checker_tests: Vec<CheckerTest>,
    pub solutions: Vec<TaggedSolution>,
    /// `files/` or wherever the package's `testlib.h` sits, for building testlib sources.
    pub include_dirs: Vec<PathBuf>,
    /// What nimkit cannot judge as Polygon would; refused naming it.
    pub unjudgeable: Vec<String>,
    /// What is read but not judged (points, groups' scoring), named in the report.
    pub unsupported: Vec<String>,
}

impl PolygonProblem {
    /// The path a pattern gives test `index`: `tests/%02d` -> `tests/07`.
    pub fn path_of(&self, pattern: &str, index: usize) -> PathBuf {
        self.dir.join(expand_pattern(pattern, index))
    }

    /// The name test `index` is judged and reported under: the input file's name (`07`).
    pub fn test_name(&self, index: usize) -> String {
        expand_pattern(&self.input_pattern, index).rsplit('/').next().unwrap_or_default().to_string()
    }

    /// The solution tagged `main`.
    pub fn main_solution(&self) -> Option<&TaggedSolution> {
        self.solutions.iter().find(|s| s.tag == "main")
    }
}

/// `%d`, `%02d`, `%03d`... replaced by `index`.
pub fn expand_pattern(pattern: &str, index: usize) -> String {
    let Some(start) = pattern.find('%') else { return pattern.to_string() };
    let rest = &pattern[start + 1..];
    let Some(end) = rest.find('d') else { return pattern.to_string() };
    let width: usize = rest[..end].trim_start_matches('0').parse().unwrap_or(0);
    let zero = rest.starts_with('0');
    let number = if zero { format!("{index:0width$}") } else { format!("{index:width$}") };
    format!("{}{number}{}", &pattern[..start], &rest[end + 1..])
}

/// A `points` attribute: a non-negative number, or absent.
fn points_of(node: roxmltree::Node) -> Result<Option<f64>, String> {
    match node.attribute("points") {
        None => Ok(None),
        Some(text) => match text.trim().parse::<f64>() {
            Ok(points) if points.is_finite() && points >= 0.0 => Ok(Some(points)),
            _ => Err(format!("points=\"{text}\": expected a non-negative number such as 5.0")),
        },
    }
}

pub fn is_polygon_package(dir: &Path) -> bool {
    dir.join("problem.xml").is_file()
}

/// Reads `dir/problem.xml` with its `tests` testset (the first one when none is so named).
pub fn load_polygon(dir: &Path) -> Result<PolygonProblem, JudgeError> {
    load_polygon_testset(dir, None)
}

/// Reads `dir/problem.xml` with the testset named `testset` (`pretests`...), or the default one.
/// A malformed problem.xml is refused naming the file, the line and what was expected; unknown
/// elements and attributes are ignored.
pub fn load_polygon_testset(dir: &Path, testset: Option<&str>) -> Result<PolygonProblem, JudgeError> {
    let path = dir.join("problem.xml");
    let text = fs::read_to_string(&path)
        .map_err(|e| JudgeError::input(format!("{}: cannot read: {e}", path.display())))?;
    let document = roxmltree::Document::parse(&text).map_err(|e| {
        JudgeError::input(format!("{}:{}: not well-formed XML: {e}", path.display(), e.pos().row))
    })?;
    let line = |node: roxmltree::Node| document.text_pos_at(node.range().start).row;
    let at = |node: roxmltree::Node, what: String| {
        JudgeError::input(format!("{}:{}: {what}", path.display(), line(node)))
    };
    let root = document.root_element();
    if root.tag_name().name() != "problem" {
        return Err(at(
            root,
            format!("expected <problem> as the root element, found <{}>", root.tag_name().name()),
        ));
    }
    fn child<'a, 'input>(
        node: roxmltree::Node<'a, 'input>,
        name: &str,
    ) -> Option<roxmltree::Node<'a, 'input>> {
        node.children().find(|c| c.has_tag_name(name))
    }
    let name = root
        .attribute("short-name")
        .map(String::from)
        .unwrap_or_else(|| dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default());

    let judging = child(root, "judging")
        .ok_or_else(|| at(root, "expected a <judging> element with the testsets".to_string()))?;
    let mut unjudgeable = Vec::new();
    if let Some(runs) = judging.attribute("run-count").filter(|r| r.trim() != "1") {
        unjudgeable.push(format!(
            "<judging run-count=\"{runs}\">: a solution run several times per test; nimkit runs it once"
        ));
    }
    let mut unsupported = Vec::new();
    let named_file = |attribute: &str| -> Result<Option<String>, JudgeError> {
        match judging.attribute(attribute).map(str::trim).filter(|f| !f.is_empty()) {
            None => Ok(None),
            Some(file) if file.contains('/') || file == "." || file == ".." => Err(at(
                judging,
                format!(
                    "<judging {attribute}=\"{file}\">: expected a file name such as input.txt, not a path"
                ),
            )),
            Some(file) => Ok(Some(file.to_string())),
        }
    };
    let input_file = named_file("input-file")?;
    let output_file = named_file("output-file")?;
    let testsets: Vec<roxmltree::Node> = judging.children().filter(|c| c.has_tag_name("testset")).collect();
    let count_of = |t: &roxmltree::Node| {
        child(*t, "tests").map_or(0, |list| list.children().filter(|c| c.has_tag_name("test")).count())
    };
    let listed: Vec<(String, usize)> =
        testsets.iter().map(|t| (t.attribute("name").unwrap_or_default().to_string(), count_of(t))).collect();
    let testset = match testset {
        Some(wanted) => {
            testsets.iter().find(|t| t.attribute("name") == Some(wanted)).copied().ok_or_else(|| {
                let names: Vec<&str> = listed.iter().map(|(n, _)| n.as_str()).collect();
                JudgeError::input(format!(
                    "{}: no testset `{wanted}`; the package has {}",
                    path.display(),
                    if names.is_empty() { "none".to_string() } else { names.join(", ") }
                ))
            })?
        }
        None => testsets
            .iter()
            .find(|t| t.attribute("name") == Some("tests"))
            .or(testsets.first())
            .copied()
            .ok_or_else(|| at(judging, "expected a <testset name=\"tests\">".to_string()))?,
    };
    let testset_name = testset.attribute("name").unwrap_or("tests").to_string();
    let number = |parent: roxmltree::Node, tag: &str| -> Result<Option<u64>, JudgeError> {
        match child(parent, tag) {
            None => Ok(None),
            Some(node) => {
                let text = node.text().unwrap_or("").trim();
                text.parse::<u64>().ok().filter(|&n| n > 0).map(Some).ok_or_else(|| {
                    at(node, format!("<{tag}>: expected a positive whole number, found `{text}`"))
                })
            }
        }
    };
    let time_ms = number(testset, "time-limit")?.unwrap_or(2000);
    let memory_bytes = number(testset, "memory-limit")?.unwrap_or(256 << 20);
    let text_of = |tag: &str| child(testset, tag).and_then(|n| n.text()).map(|t| t.trim().to_string());
    let input_pattern = text_of("input-path-pattern").unwrap_or_else(|| "tests/%02d".to_string());
    let answer_pattern = text_of("answer-path-pattern").unwrap_or_else(|| format!("{input_pattern}.a"));
    let mut tests = Vec::new();
    if let Some(list) = child(testset, "tests") {
        for (position, test) in list.children().filter(|c| c.has_tag_name("test")).enumerate() {
            let method = test.attribute("method").unwrap_or("manual");
            let cmd = match (method, test.attribute("cmd")) {
                ("generated", Some(cmd)) if !cmd.trim().is_empty() => Some(cmd.trim().to_string()),
                ("generated", _) => {
                    return Err(at(test, "<test method=\"generated\"> without a cmd".to_string()))
                }
                _ => None,
            };
            tests.push(PolygonTest {
                index: position + 1,
                cmd,
                sample: test.attribute("sample") == Some("true"),
                group: test.attribute("group").map(String::from),
                points: points_of(test).map_err(|what| at(test, what))?,
                from_file: test
                    .attribute("from-file")
                    .map(str::trim)
                    .filter(|f| !f.is_empty())
                    .map(String::from),
            });
        }
    }
    if let Some(count) = number(testset, "test-count")? {
        if count as usize != tests.len() {
            let node = child(testset, "test-count").expect("read above");
            return Err(at(node, format!("<test-count> is {count} but <tests> lists {}", tests.len())));
        }
    }

    let mut groups = Vec::new();
    if let Some(list) = child(testset, "groups") {
        for group in list.children().filter(|c| c.has_tag_name("group")) {
            let name = group
                .attribute("name")
                .ok_or_else(|| at(group, "<group> without a name".to_string()))?
                .to_string();
            let policy = match group.attribute("points-policy").unwrap_or("complete-group") {
                "complete-group" => PointsPolicy::CompleteGroup,
                "each-test" => PointsPolicy::EachTest,
                other => {
                    unsupported.push(format!(
                        "group {name}: points-policy `{other}` (nimkit computes complete-group and each-test; no points are given)"
                    ));
                    PointsPolicy::CompleteGroup
                }
            };
            let dependencies = child(group, "dependencies")
                .map(|d| {
                    d.children()
                        .filter(|c| c.has_tag_name("dependency"))
                        .filter_map(|c| c.attribute("group").map(String::from))
                        .collect()
                })
                .unwrap_or_default();
            groups.push(PolygonGroup {
                points: points_of(group).map_err(|what| at(group, what))?,
                policy,
                feedback: group.attribute("feedback-policy").map(String::from),
                dependencies,
                name,
            });
        }
    }
    for group in &groups {
        if let Some(missing) = group.dependencies.iter().find(|d| !groups.iter().any(|g| &g.name == *d)) {
            return Err(JudgeError::input(format!(
                "{}: group {} depends on group {missing}, which the testset does not list",
                path.display(),
                group.name
            )));
        }
    }

    let files = child(root, "files");
    let mut executables = Vec::new();
    let mut include_dirs = vec![dir.join("files")];
    if let Some(files) = files {
        for source in files.descendants().filter(|n| n.has_tag_name("source")) {
            let Some(source_path) = source.attribute("path") else { continue };
            let parent_is_executable = source.parent().is_some_and(|p| p.has_tag_name("executable"));
            if parent_is_executable {
                let file = dir.join(source_path);
                let stem = file.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
                executables.push((stem, file));
            }
        }
        for file in files.descendants().filter(|n| n.has_tag_name("file")) {
            if let Some(p) = file.attribute("path").filter(|p| p.ends_with("testlib.h")) {
                if let Some(parent) = dir.join(p).parent() {
                    include_dirs.insert(0, parent.to_path_buf());
                }
            }
        }
    }
    let assets = child(root, "assets");
    let source_of = |node: roxmltree::Node| -> Result<PathBuf, JudgeError> {
        let source = child(node, "source")
            .ok_or_else(|| at(node, format!("<{}> without a <source path=...>", node.tag_name().name())))?;
        let relative =
            source.attribute("path").ok_or_else(|| at(source, "<source> without a path".to_string()))?;
        Ok(dir.join(relative))
    };
    let checker = match assets.and_then(|a| child(a, "checker")) {
        None => PolygonChecker::Standard { name: "wcmp".to_string(), source: None },
        Some(node) => match node.attribute("name").and_then(|n| n.strip_prefix("std::")) {
            // Polygon puts the standard checker's testlib source in the package too: it is what
            // judges there, so it judges here when nimkit has no native one of that name.
            Some(standard) => PolygonChecker::Standard {
                name: standard.trim_end_matches(".cpp").to_string(),
                source: child(node, "source").and_then(|s| s.attribute("path")).map(|p| dir.join(p)),
            },
            None => PolygonChecker::Source(source_of(node)?),
        },
    };
    let interactor = match assets.and_then(|a| child(a, "interactor")) {
        Some(node) => Some(source_of(node)?),
        None => None,
    };
    // An asset's `<testset>` of its own tests: its `<test>` nodes, and its path pattern `tag`
    // (or `default`).
    fn asset_tests<'a, 'input>(asset: roxmltree::Node<'a, 'input>) -> Vec<roxmltree::Node<'a, 'input>> {
        child(asset, "testset")
            .and_then(|t| child(t, "tests"))
            .map(|list| list.children().filter(|c| c.has_tag_name("test")).collect())
            .unwrap_or_default()
    }
    fn asset_pattern(asset: roxmltree::Node, tag: &str, default: &str) -> String {
        child(asset, "testset")
            .and_then(|t| child(t, tag))
            .and_then(|n| n.text())
            .map(|t| t.trim().to_string())
            .unwrap_or_else(|| default.to_string())
    }
    let script_args = ValidatorScript::read(dir);
    let mut validators = Vec::new();
    let mut checker_tests = Vec::new();
    let mut solutions = Vec::new();
    if let Some(checker) = assets.and_then(|a| child(a, "checker")) {
        let input = asset_pattern(checker, "input-path-pattern", "files/tests/checker-tests/%02d");
        let output = asset_pattern(checker, "output-path-pattern", "files/tests/checker-tests/%02d.o");
        let answer = asset_pattern(checker, "answer-path-pattern", "files/tests/checker-tests/%02d.a");
        for (position, test) in asset_tests(checker).into_iter().enumerate() {
            let index = position + 1;
            let verdict = test.attribute("verdict").unwrap_or_default();
            let Some(expected) = CheckerTestVerdict::parse(verdict) else {
                // Not run rather than guessed: said, so that the package is not taken as checked.
                unsupported.push(format!(
                    "checker test {index}: verdict `{verdict}` (nimkit checks ok, wrong-answer, presentation-error, crashed)"
                ));
                continue;
            };
            checker_tests.push(CheckerTest {
                index,
                input: dir.join(expand_pattern(&input, index)),
                output: dir.join(expand_pattern(&output, index)),
                answer: dir.join(expand_pattern(&answer, index)),
                expected,
            });
        }
    }
    if let Some(assets) = assets {
        if let Some(list) = child(assets, "validators") {
            for validator in list.children().filter(|c| c.has_tag_name("validator")) {
                let source = source_of(validator)?;
                let input =
                    asset_pattern(validator, "input-path-pattern", "files/tests/validator-tests/%02d");
                let mut tests = Vec::new();
                let mut unknown_groups = false;
                for (position, test) in asset_tests(validator).into_iter().enumerate() {
                    let index = position + 1;
                    let valid = match test.attribute("verdict").map(str::trim) {
                        Some(v) if v.eq_ignore_ascii_case("valid") => true,
                        Some(v) if v.eq_ignore_ascii_case("invalid") => false,
                        other => {
                            return Err(at(
                                test,
                                format!(
                                    "validator test verdict `{}`: expected valid or invalid",
                                    other.unwrap_or_default()
                                ),
                            ))
                        }
                    };
                    let relative = expand_pattern(&input, index);
                    let args = match (test.attribute("testset"), test.attribute("group")) {
                        (None, None) => match script_args.args_for(&source, &relative) {
                            Some(args) => args,
                            None => {
                                unknown_groups |= !groups.is_empty();
                                Vec::new()
                            }
                        },
                        (testset, group) => vec![
                            "--testset".to_string(),
                            testset.unwrap_or("tests").to_string(),
                            "--group".to_string(),
                            group.unwrap_or_default().to_string(),
                        ],
                    };
                    tests.push(ValidatorTest { index, input: dir.join(relative), valid, args });
                }
                if unknown_groups {
                    // Polygon runs each validator test for a testset and group it does not
                    // write into problem.xml; only its scripts/run-validator-tests.sh says them.
                    unsupported.push(format!(
                        "the testset and group of {}'s validator tests (problem.xml does not record them and the package has no scripts/run-validator-tests.sh); they are run without --testset/--group",
                        source.strip_prefix(dir).unwrap_or(&source).display()
                    ));
                }
                validators.push(PolygonValidator { source, tests });
            }
        }
        if let Some(list) = child(assets, "solutions") {
            for solution in list.children().filter(|c| c.has_tag_name("solution")) {
                let tag = solution
                    .attribute("tag")
                    .ok_or_else(|| at(solution, "<solution> without a tag".to_string()))?;
                solutions.push(TaggedSolution { tag: tag.to_string(), path: source_of(solution)? });
            }
        }
    }
    Ok(PolygonProblem {
        dir: dir.to_path_buf(),
        name,
        testset: testset_name,
        testsets: listed,
        time_limit: Duration::from_millis(time_ms),
        memory_bytes,
        input_file,
        output_file,
        input_pattern,
        answer_pattern,
        tests,
        groups,
        executables,
        checker,
        interactor,
        validators,
        checker_tests,
        solutions,
        include_dirs,
        unjudgeable,
        unsupported,
    })
}

/// The command lines of Polygon's `scripts/run-validator-tests.sh` (or its `.bat` twin): how
/// Polygon ran each validator test, with `--testset`/`--group` when the test was made for a
/// group (`wine files/val.exe --testset "tests" --group "1" < files/tests/validator-tests/03
/// 2>> validator-tests.log`), without them when not.
struct ValidatorScript {
    /// (the program's file stem, the redirected input file, the arguments), one per line.
    lines: Vec<(String, String, Vec<String>)>,
}

impl ValidatorScript {
    fn read(dir: &Path) -> ValidatorScript {
        let text = ["scripts/run-validator-tests.sh", "scripts/run-validator-tests.bat"]
            .iter()
            .find_map(|script| fs::read_to_string(dir.join(script)).ok())
            .unwrap_or_default();
        let lines = text.lines().filter_map(Self::parse_line).collect();
        ValidatorScript { lines }
    }

    /// `[wine] PROGRAM ARGS... < INPUT ...` read into its parts; other lines are none.
    fn parse_line(line: &str) -> Option<(String, String, Vec<String>)> {
        let (command, redirected) = line.split_once(" < ")?;
        let input = words(redirected).into_iter().next()?.replace('\\', "/");
        let mut command = words(command).into_iter().skip_while(|w| w == "wine");
        let program = command.next()?.replace('\\', "/");
        let stem = Path::new(&program).file_stem()?.to_string_lossy().into_owned();
        Some((stem, input, command.collect()))
    }

    /// The arguments the script gives `validator` (by its source's stem) on `input` (relative
    /// to the package), when it runs that test.
    fn args_for(&self, validator: &Path, input: &str) -> Option<Vec<String>> {
        let stem = validator.file_stem()?.to_string_lossy();
        self.lines.iter().find(|(s, i, _)| *s == stem && i == input).map(|(_, _, args)| args.clone())
    }
}

/// A command line's words, `"..."` quoting a word (with nothing escaped inside, as Polygon's
/// scripts write them).
fn words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut quoted = false;
    for c in line.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                word.get_or_insert_with(String::new);
            }
            c if c.is_whitespace() && !quoted => words.extend(word.take()),
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    words
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::package::testing::write;

    const XML: &str = r#"<?xml version="1.0" encoding="utf-8" standalone="no"?>
<problem revision="3" short-name="sum" url="https://polygon.codeforces.com/p/x/sum">
    <names><name language="english" value="Sum"/></names>
    <judging cpu-name="Intel" cpu-speed="3600" input-file="" output-file="">
        <testset name="tests">
            <time-limit>1000</time-limit>
            <memory-limit>268435456</memory-limit>
            <test-count>3</test-count>
            <input-path-pattern>tests/%02d</input-path-pattern>
            <answer-path-pattern>tests/%02d.a</answer-path-pattern>
            <tests>
                <test method="manual" sample="true"/>
                <test cmd="gen 5 1" method="generated"/>
                <test cmd="gen 10 2" method="generated"/>
            </tests>
        </testset>
    </judging>
    <files>
        <resources><file path="files/testlib.h" type="h.g++"/></resources>
        <executables>
            <executable><source path="files/gen.cpp" type="cpp.g++17"/></executable>
        </executables>
    </files>
    <assets>
        <checker name="std::ncmp.cpp" type="testlib"><source path="files/check.cpp" type="cpp.g++17"/></checker>
        <validators><validator><source path="files/val.cpp" type="cpp.g++17"/></validator></validators>
        <solutions>
            <solution tag="main"><source path="solutions/main.cpp" type="cpp.g++17"/></solution>
            <solution tag="wrong-answer"><source path="solutions/wa.py" type="python.3"/></solution>
        </solutions>
    </assets>
</problem>
"#;

    #[test]
    fn problem_xml_is_read() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "problem.xml", XML);
        let p = load_polygon(dir.path()).unwrap();
        assert_eq!(
            (p.name.as_str(), p.time_limit, p.memory_bytes),
            ("sum", Duration::from_secs(1), 256 << 20)
        );
        assert_eq!(p.tests.len(), 3);
        assert!(p.tests[0].sample && p.tests[0].cmd.is_none());
        assert_eq!(p.tests[2].cmd.as_deref(), Some("gen 10 2"));
        assert_eq!(p.executables, [("gen".to_string(), dir.path().join("files/gen.cpp"))]);
        assert_eq!(
            p.checker,
            PolygonChecker::Standard {
                name: "ncmp".into(),
                source: Some(dir.path().join("files/check.cpp"))
            }
        );
        assert_eq!(p.main_solution().unwrap().path, dir.path().join("solutions/main.cpp"));
        assert_eq!(p.solutions[1].tag, "wrong-answer");
        assert_eq!(p.path_of(&p.answer_pattern, 7), dir.path().join("tests/07.a"));
        assert!(p.unjudgeable.is_empty());
    }

    #[test]
    fn validator_and_checker_tests_are_read_with_the_scripts_arguments() {
        let dir = tempfile::tempdir().unwrap();
        let xml = XML
            .replace(
                r#"<checker name="std::ncmp.cpp" type="testlib"><source path="files/check.cpp" type="cpp.g++17"/></checker>"#,
                r#"<checker name="std::ncmp.cpp" type="testlib"><source path="files/check.cpp" type="cpp.g++17"/>
            <testset><tests><test verdict="ok"/><test verdict="WRONG_ANSWER"/><test verdict="crashed"/><test verdict="points"/></tests></testset>
        </checker>"#,
            )
            .replace(
                r#"<validator><source path="files/val.cpp" type="cpp.g++17"/></validator>"#,
                r#"<validator><source path="files/val.cpp" type="cpp.g++17"/>
            <testset><input-path-pattern>files/tests/validator-tests/%02d</input-path-pattern>
            <tests><test verdict="valid"/><test verdict="invalid"/><test verdict="invalid" testset="pretests"/></tests></testset>
        </validator>"#,
            )
            .replace(r#"method="generated"/>"#, r#"method="generated" group="1"/>"#)
            .replace("</tests>\n        </testset>\n    </judging>", "</tests>\n        <groups><group name=\"1\"/></groups></testset>\n    </judging>");
        write(dir.path(), "problem.xml", &xml);
        let p = load_polygon(dir.path()).unwrap();
        let expected = [CheckerTestVerdict::Ok, CheckerTestVerdict::WrongAnswer, CheckerTestVerdict::Crashed];
        assert_eq!(p.checker_tests.iter().map(|t| t.expected).collect::<Vec<_>>(), expected);
        assert_eq!(p.checker_tests[1].output, dir.path().join("files/tests/checker-tests/02.o"));
        assert!(
            p.unsupported.iter().any(|u| u.contains("checker test 4: verdict `points`")),
            "{:?}",
            p.unsupported
        );
        let tests = &p.validators[0].tests;
        assert_eq!(tests.iter().map(|t| t.valid).collect::<Vec<_>>(), [true, false, false]);
        assert_eq!(tests[2].args, ["--testset", "pretests", "--group", ""]);
        // Without a script, the testset has groups: run without arguments, and said.
        assert!(tests[0].args.is_empty());
        assert!(
            p.unsupported.iter().any(|u| u.contains("files/val.cpp's validator tests")),
            "{:?}",
            p.unsupported
        );

        // Polygon's script says how it ran each test (Windows' .bat alike).
        write(
            dir.path(),
            "scripts/run-validator-tests.bat",
            "echo Running test #1 1>> validator-tests.log\r\nfiles\\val.exe --testset \"tests\" --group \"1\" < files\\tests\\validator-tests\\01 2>> validator-tests.log\r\nfiles\\val.exe < files\\tests\\validator-tests\\02 2>> validator-tests.log\r\n",
        );
        let p = load_polygon(dir.path()).unwrap();
        let tests = &p.validators[0].tests;
        assert_eq!(tests[0].args, ["--testset", "tests", "--group", "1"]);
        assert!(tests[1].args.is_empty());
        assert!(!p.unsupported.iter().any(|u| u.contains("validator tests")), "{:?}", p.unsupported);
        // The .sh, when there, is read first: `wine` is not the validator.
        write(
            dir.path(),
            "scripts/run-validator-tests.sh",
            "wine files/val.exe --testset \"tests\" --group \"\" < files/tests/validator-tests/01 2>> validator-tests.log\n",
        );
        let p = load_polygon(dir.path()).unwrap();
        assert_eq!(p.validators[0].tests[0].args, ["--testset", "tests", "--group", ""]);

        write(
            dir.path(),
            "problem.xml",
            &xml.replace(r#"<test verdict="valid"/>"#, r#"<test verdict="maybe"/>"#),
        );
        let error = load_polygon(dir.path()).unwrap_err().to_string();
        assert!(error.contains("problem.xml:") && error.contains("expected valid or invalid"), "{error}");
    }

    #[test]
    fn patterns() {
        assert_eq!(expand_pattern("tests/%02d", 3), "tests/03");
        assert_eq!(expand_pattern("tests/%d.a", 12), "tests/12.a");
        assert_eq!(expand_pattern("t/%03d", 5), "t/005");
    }

    #[test]
    fn malformed_problem_xml_names_the_line() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "problem.xml", &XML.replace("<time-limit>1000", "<time-limit>fast"));
        let error = load_polygon(dir.path()).unwrap_err().to_string();
        assert!(
            error.contains("problem.xml:6") && error.contains("expected a positive whole number"),
            "{error}"
        );
        write(dir.path(), "problem.xml", &XML.replace("</tests>", ""));
        let error = load_polygon(dir.path()).unwrap_err().to_string();
        assert!(error.contains("problem.xml:") && error.contains("not well-formed"), "{error}");
        write(dir.path(), "problem.xml", &XML.replace("input-file=\"\"", "input-file=\"in.txt\""));
        let p = load_polygon(dir.path()).unwrap();
        assert_eq!((p.input_file.as_deref(), p.output_file), (Some("in.txt"), None));
        write(dir.path(), "problem.xml", &XML.replace("input-file=\"\"", "input-file=\"../in.txt\""));
        let error = load_polygon(dir.path()).unwrap_err().to_string();
        assert!(error.contains("problem.xml:4") && error.contains("not a path"), "{error}");
    }
}
