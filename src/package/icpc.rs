//! An ICPC problem package (the Kattis problemtools format, legacy and `2023-07-draft`) read
//! whole: `problem.yaml` (limits, validation, validator flags), the test groups' `testdata.yaml`,
//! the output validator (the default one with its flags, or a program), the input validators,
//! the submissions by expected verdict, and what nimkit cannot judge, named.
//!
//! The tests themselves are `data/`'s, read by [`super::kattis`]. Reading runs nothing: a
//! validator or a submission is a path here, built and run by the judge.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::listing::{file_name, listing};
use super::yaml::{self, Node, Value};
use crate::error::JudgeError;

/// The time limit when neither problem.yaml, `.timelimit` nor `domjudge-problem.ini` gives one
/// (and `verify` has no accepted submission to derive it from).
pub const DEFAULT_TIME_LIMIT: Duration = Duration::from_secs(2);

/// Where the time limit came from: the report says so.
#[derive(Clone, Debug, PartialEq)]
pub enum TimeLimitSource {
    /// `limits: time_limit` in problem.yaml.
    ProblemYaml,
    /// A file the judges' tools write (`.timelimit`, DOMjudge's `domjudge-problem.ini`).
    File(String),
    /// None given: nimkit's default (`verify` derives one from the accepted submissions).
    Default,
}

/// How outputs are judged.
#[derive(Clone, Debug, PartialEq)]
pub enum OutputValidator {
    /// problemtools' default validator (token comparison, with flags).
    Default,
    /// A program: a source file or a folder (sources, or `build` and `run` scripts).
    Custom(PathBuf),
}

/// A submission of `submissions/<class>/`, a file or a folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Submission {
    /// The folder it sits in: `accepted`, `wrong_answer`, `time_limit_exceeded`,
    /// `run_time_error`, ...
    pub class: String,
    pub path: PathBuf,
}

/// The flags problemtools' default grader knows: verdict rules, score rules, and two more.
pub const GRADER_FLAGS: [&str; 10] = [
    "worst_error",
    "no_errors",
    "first_error",
    "always_accept",
    "sum",
    "avg",
    "max",
    "min",
    "ignore_sample",
    "accept_if_any_accepted",
];

/// One `testdata.yaml`: the settings of a test group (its folder below `data/`) and, unless
/// a deeper one overrides a key, of the groups below it.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct GroupSettings {
    /// The group's path below `data/` (`""` for `data/` itself, `secret/group1`); for a test's
    /// own settings, the test's name (`secret/group1/03`).
    pub group: String,
    /// Whether these are one test's own settings (`X.yaml` beside `X.in`).
    pub test: bool,
    pub output_validator_flags: Option<Vec<String>>,
    pub input_validator_flags: Option<Vec<String>>,
    /// `on_reject: continue` (true) judges every test and subgroup of the group; `break`
    /// (false, problemtools' default) stops at the first rejected one.
    pub on_reject_continue: Option<bool>,
    /// `grader_flags`: how problemtools' default grader combines the group's results
    /// (`worst_error`, `first_error`, `always_accept`, `accept_if_any_accepted`, `ignore_sample`).
    pub grader_flags: Option<Vec<String>>,
    /// Scoring problems: a test's score when accepted (`accept_score`, default 1) and when
    /// rejected (`reject_score`, default 0), and the range a group's score should stay in.
    pub accept_score: Option<f64>,
    pub reject_score: Option<f64>,
    pub range: Option<(f64, f64)>,
    /// The 2025-09 format's scoring (`test_group.yaml`): `max_score` (infinite for
    /// `unbounded`), `score_aggregation` (`pass-fail`, `sum` or `min`) and `require_pass` (the
    /// groups, or `sample`, whose tests must all be accepted for this one to score).
    pub max_score: Option<f64>,
    pub score_aggregation: Option<String>,
    pub require_pass: Option<Vec<String>>,
}

/// The options of problemtools' default output validator.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct DefaultValidatorOptions {
    pub case_sensitive: bool,
    pub space_change_sensitive: bool,
    pub float_absolute: Option<f64>,
    pub float_relative: Option<f64>,
}

impl DefaultValidatorOptions {
    /// Parses the default validator's flags as problemtools' `default_validator` does:
    /// `case_sensitive`, `space_change_sensitive`, `float_tolerance X` (both absolute and
    /// relative), `float_relative_tolerance X`, `float_absolute_tolerance X`.
    pub fn parse(flags: &[String]) -> Result<DefaultValidatorOptions, String> {
        let mut options = DefaultValidatorOptions::default();
        let mut words = flags.iter();
        while let Some(flag) = words.next() {
            let mut number = || -> Result<f64, String> {
                let text = words.next().ok_or_else(|| format!("`{flag}` needs a number after it"))?;
                match text.parse::<f64>() {
                    Ok(x) if x.is_finite() && x >= 0.0 => Ok(x),
                    _ => Err(format!("`{flag} {text}`: expected a non-negative number")),
                }
            };
            match flag.as_str() {
                "case_sensitive" => options.case_sensitive = true,
                "space_change_sensitive" => options.space_change_sensitive = true,
                "float_tolerance" => {
                    let x = number()?;
                    options.float_absolute = Some(x);
                    options.float_relative = Some(x);
                }
                "float_relative_tolerance" => options.float_relative = Some(number()?),
                "float_absolute_tolerance" => options.float_absolute = Some(number()?),
                other => {
                    return Err(format!(
                        "`{other}` is not a flag of the default output validator (case_sensitive, \
                         space_change_sensitive, float_tolerance X, float_relative_tolerance X, \
                         float_absolute_tolerance X)"
                    ))
                }
            }
        }
        Ok(options)
    }
}

/// One `data/valid_output` or `data/invalid_output` test: an output and whether the output
/// validator must accept it.
#[derive(Clone, Debug, PartialEq)]
pub struct OutputCheck {
    /// `valid_output/one`, `invalid_output/sub/two`.
    pub name: String,
    pub input: PathBuf,
    pub answer: PathBuf,
    pub output: PathBuf,
    pub valid: bool,
}

/// Whether a `problem_format_version` is the legacy format (`legacy`, and `legacy-icpc` too);
/// every other version is a 2023-07 draft or later.
pub fn is_legacy_format(format: &str) -> bool {
    format.starts_with("legacy")
}

/// An ICPC package, as data.
#[derive(Clone, Debug, PartialEq)]
pub struct IcpcProblem {
    pub dir: PathBuf,
    pub name: String,
    /// `problem_format_version`, `legacy` when not given.
    pub format: String,
    pub time_limit: Duration,
    pub time_limit_source: TimeLimitSource,
    /// problemtools' multiplier from the slowest accepted submission to the time limit
    /// (legacy `time_multiplier`, default 5; draft `ac_to_time_limit`, default 2).
    pub ac_to_time_limit: f64,
    /// From the time limit to the time a TLE submission must exceed (legacy
    /// `time_safety_margin`, default 2; draft `time_limit_to_tle`, default 1.5).
    pub time_limit_to_tle: f64,
    /// `limits: time_resolution` (2023-07 and later, default 1 s): a derived time limit is
    /// rounded up to a multiple of it.
    pub time_resolution: f64,
    pub memory_mib: u64,
    pub output_mib: u64,
    pub interactive: bool,
    /// `type: multi-pass`: the output validator may ask for another pass by writing
    /// `nextpass.in` into its feedback folder and accepting; the submission then runs again on
    /// it, at most `validation_passes` times in all.
    pub multi_pass: bool,
    /// `limits: validation_passes` (default 2).
    pub validation_passes: u32,
    pub validator: OutputValidator,
    /// problem.yaml's `validator_flags` (legacy), before each group's own.
    pub validator_flags: Vec<String>,
    /// Every `testdata.yaml` under `data/`, shallowest first.
    pub groups: Vec<GroupSettings>,
    pub input_validators: Vec<PathBuf>,
    /// `data/invalid_input/**/*.in` (legacy `invalid_inputs/`): each must be rejected by some
    /// input validator. Named like tests (`invalid_input/too_big`), without answers.
    pub invalid_inputs: Vec<crate::package::problem::TestCase>,
    /// `data/valid_output/**` and `data/invalid_output/**`: `X.in`, `X.ans` and an `X.out` the
    /// output validator must accept (valid) or reject (invalid).
    pub output_checks: Vec<OutputCheck>,
    pub submissions: Vec<Submission>,
    /// What each submission must get: the folders' default rules, `submissions.yaml`,
    /// `@EXPECTED_RESULTS@` lines (the 2023-07 and later formats; a legacy package with a
    /// `submissions.yaml` too).
    pub expectations: super::icpc_expectations::Expectations,
    /// Whether [`IcpcProblem::expectations`] decide (else problemtools' legacy rule: the first
    /// rejected test's verdict names the folder).
    pub verdicts_by_rules: bool,
    /// `data/sample/*.interaction`: example dialogues, shown, not judged.
    pub interaction_samples: Vec<PathBuf>,
    /// The 2025-09 format's `constants`, as the words they replace: `{{k}}` and `{{k.value}}`
    /// by the value, `{{k.tex}}` by that variant (in validators, example submissions and
    /// `test_group.yaml`).
    pub constants: Vec<(String, String)>,
    /// What the package asks for that nimkit does not judge, one sentence each.
    pub unsupported: Vec<String>,
    /// Features that make judging impossible (interactive multi-pass, submit-answer): `test` and `verify`
    /// refuse such a package naming them rather than judge it as something else.
    pub unjudgeable: Vec<String>,
    /// A scoring problem (`type: scoring`, legacy `validation: ... score`): submissions get a
    /// score as well as a verdict.
    pub scoring: bool,
    /// problem.yaml's legacy `grading: on_reject` over every group's: `grade` judges on after a
    /// rejection (true), `first_error` stops (false).
    pub on_reject_continue: Option<bool>,
    /// What an output validator's `score.txt` may do here (problemtools' rules, or DOMjudge's).
    pub custom_score: CustomScore,
    /// A scoring problem whose submissions carry DOMjudge's `@EXPECTED_SCORE@` (an annotation
    /// only DOMjudge reads): scores and verdicts are graded as DOMjudge grades them (see
    /// [`crate::judge::icpc_grade::grade`]), which differs from problemtools' rules.
    pub domjudge_grading: bool,
}

/// Whether an output validator may give an accepted test its score in `score.txt`, as
/// problemtools decides: a legacy package must ask for it (`validation: custom score`) and then
/// every accepted test needs one; a scoring problem of the newer formats may give one (else the
/// group's `accept_score` stands). Where it is refused, a `score.txt` is a judge error.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CustomScore {
    #[default]
    Refused,
    Allowed,
    Mandatory,
    /// DOMjudge's rule: read wherever the validator writes one, on an accepted or a wrong answer.
    Read,
}

impl IcpcProblem {
    pub fn data_dir(&self) -> PathBuf {
        self.dir.join("data")
    }

    /// A scoring problem of the 2025-09 format or later, scored by its own rules (`max_score`,
    /// `score_aggregation`, `require_pass`; see [`crate::judge::icpc_grade::grade`]).
    pub fn scoring_2025(&self) -> bool {
        self.scoring && !is_legacy_format(&self.format) && !self.format.starts_with("2023-07")
    }

    /// The output validator's flags for test `name` (`secret/group1/03`): problem.yaml's
    /// `validator_flags`, then the nearest group's `output_validator_flags`.
    pub fn output_flags_for(&self, name: &str) -> Vec<String> {
        let mut flags = self.validator_flags.clone();
        flags.extend(self.nearest(name, |g| g.output_validator_flags.as_ref()).unwrap_or_default());
        flags
    }

    /// The input validators' flags for test `name`: the nearest group's `input_validator_flags`.
    pub fn input_flags_for(&self, name: &str) -> Vec<String> {
        self.nearest(name, |g| g.input_validator_flags.as_ref()).unwrap_or_default()
    }

    /// Group `group`'s (`""`: data/, `secret/g1`) setting `key`, inherited from the nearest
    /// group above that has one, as problemtools' `TestCaseGroup` does.
    pub fn group_setting<T: Clone>(
        &self,
        group: &str,
        key: impl Fn(&GroupSettings) -> Option<&T>,
    ) -> Option<T> {
        self.groups
            .iter()
            .filter(|g| !g.test)
            .filter(|g| g.group.is_empty() || group == g.group || group.starts_with(&format!("{}/", g.group)))
            .filter_map(|g| key(g).map(|value| (g.group.len(), value)))
            .max_by_key(|(depth, _)| *depth)
            .map(|(_, value)| value.clone())
    }

    /// Whether group `group` judges on after a rejection (`on_reject: continue`): problem.yaml's
    /// legacy `grading: on_reject` (`grade`: yes, `first_error`: no) over the groups' own.
    pub fn continues_after_rejection(&self, group: &str) -> bool {
        self.on_reject_continue
            .or_else(|| self.group_setting(group, |g| g.on_reject_continue.as_ref()))
            .unwrap_or(false)
    }

    fn nearest(
        &self,
        name: &str,
        key: impl Fn(&GroupSettings) -> Option<&Vec<String>>,
    ) -> Option<Vec<String>> {
        if let Some(own) = self.groups.iter().find(|g| g.test && g.group == name).and_then(&key) {
            return Some(own.clone());
        }
        self.group_setting(name.rsplit_once('/').map_or("", |(group, _)| group), key)
    }
}

/// Whether `dir` is an ICPC package: it has a `problem.yaml`.
pub fn is_icpc_package(dir: &Path) -> bool {
    dir.join("problem.yaml").is_file()
}

/// Reads the package in `dir`. A malformed `problem.yaml` or `testdata.yaml` is refused naming
/// the file, the line and what was expected; unknown keys are ignored.
pub fn load_icpc(dir: &Path) -> Result<IcpcProblem, JudgeError> {
    // Absolute: its programs run in other folders and are given the test files' paths.
    let dir = &std::path::absolute(dir).map_err(|e| JudgeError::input(format!("{}: {e}", dir.display())))?;
    let path = dir.join("problem.yaml");
    let text = fs::read_to_string(&path)
        .map_err(|e| JudgeError::input(format!("{}: cannot read: {e}", path.display())))?;
    let root = parse_file(&path, &text)?;
    let at =
        |node: &Node, what: String| JudgeError::input(format!("{}:{}: {what}", path.display(), node.line));
    if !root.is_null() && !matches!(root.value, Value::Map(_)) {
        return Err(at(
            &root,
            format!("expected a map of settings (name: ..., limits: ...), found {}", root.kind()),
        ));
    }
    let text_of = |key: &str| -> Result<Option<String>, JudgeError> {
        match root.get(key) {
            None => Ok(None),
            Some(node) if node.is_null() => Ok(None),
            Some(node) => match node.scalar() {
                Some(text) => Ok(Some(text.to_string())),
                None => Err(at(node, format!("{key}: expected a word, found {}", node.kind()))),
            },
        }
    };
    let format = text_of("problem_format_version")?.unwrap_or_else(|| "legacy".to_string());
    let draft = !is_legacy_format(&format);
    let name = match root.get("name") {
        // The draft allows a name per language: take the English one, else any.
        Some(node @ Node { value: Value::Map(names), .. }) => node
            .get("en")
            .and_then(Node::scalar)
            .or_else(|| names.first().and_then(|(_, n)| n.scalar()))
            .unwrap_or("")
            .to_string(),
        Some(node) => node.scalar().unwrap_or("").to_string(),
        None => String::new(),
    };
    let name = if name.is_empty() {
        file_name(&dir.canonicalize().unwrap_or_else(|_| dir.to_path_buf()))
    } else {
        name
    };

    let constants = read_constants(root.get("constants").filter(|n| !n.is_null()), &at)?;
    let limits = root.get("limits").filter(|n| !n.is_null());
    if let Some(limits) = limits {
        if !matches!(limits.value, Value::Map(_)) {
            return Err(at(
                limits,
                format!("limits: expected a map (time_limit: 2, memory: 1024...), found {}", limits.kind()),
            ));
        }
    }
    let number = |node: &Node, key: &str, positive: bool| -> Result<f64, JudgeError> {
        let value = node.scalar().and_then(|t| t.trim().parse::<f64>().ok());
        match value {
            Some(x) if x.is_finite() && (x > 0.0 || !positive && x >= 0.0) => Ok(x),
            _ => Err(at(node, format!("{key}: expected a positive number, found {}", node.kind()))),
        }
    };
    let limit = |key: &str| -> Result<Option<f64>, JudgeError> {
        match limits.and_then(|l| l.get(key)).filter(|n| !n.is_null()) {
            None => Ok(None),
            Some(node) => number(node, &format!("limits: {key}"), true).map(Some),
        }
    };
    // The format leaves the default to the system; problemtools' (config/problem.yaml) is 1024.
    let memory_mib = limit("memory")?.map_or(1024, |m| m.ceil() as u64);
    let output_mib = limit("output")?.map_or(8, |m| m.ceil() as u64);
    let (mut ac_to_time_limit, mut time_limit_to_tle) = if draft { (2.0, 1.5) } else { (5.0, 2.0) };
    if let Some(x) = limit("time_multiplier")? {
        ac_to_time_limit = x;
    }
    if let Some(x) = limit("time_safety_margin")? {
        time_limit_to_tle = x;
    }
    if let Some(multipliers) = limits.and_then(|l| l.get("time_multipliers")).filter(|n| !n.is_null()) {
        for (key, slot) in
            [("ac_to_time_limit", &mut ac_to_time_limit), ("time_limit_to_tle", &mut time_limit_to_tle)]
        {
            if let Some(node) = multipliers.get(key).filter(|n| !n.is_null()) {
                *slot = number(node, &format!("limits: time_multipliers: {key}"), true)?;
            }
        }
    }
    let time_resolution = limit("time_resolution")?.unwrap_or(1.0);
    let (time_limit, time_limit_source) = match limit("time_limit")? {
        Some(t) if t <= 3600.0 => (Duration::from_secs_f64(t), TimeLimitSource::ProblemYaml),
        Some(t) => {
            return Err(JudgeError::input(format!(
                "{}: limits: time_limit = {t}: expected seconds in (0, 3600]",
                path.display()
            )))
        }
        None => match time_limit_file(dir)? {
            Some((t, file)) => (t, TimeLimitSource::File(file)),
            None => (DEFAULT_TIME_LIMIT, TimeLimitSource::Default),
        },
    };

    let mut unsupported = Vec::new();
    let mut unjudgeable = Vec::new();
    // Legacy: `validation: default | custom [interactive] [score]`; draft: `type: pass-fail |
    // scoring | interactive | multi-pass | submit-answer` (a word, several, or a list).
    let mut words = Vec::new();
    for key in ["type", "validation"] {
        match root.get(key).map(|n| &n.value) {
            Some(Value::Scalar(text)) => words.extend(text.split_whitespace().map(|w| (key, w.to_string()))),
            Some(Value::List(items)) => {
                words.extend(items.iter().filter_map(Node::scalar).map(|w| (key, w.to_string())))
            }
            Some(Value::Null) | None => {}
            Some(_) => {
                return Err(at(
                    root.get(key).expect("matched"),
                    format!("{key}: expected words such as `custom interactive`"),
                ))
            }
        }
    }
    let has = |word: &str| words.iter().any(|(_, w)| w == word);
    let scoring = has("score") || has("scoring");
    let validation_has = |word: &str| words.iter().any(|(key, w)| *key == "validation" && w == word);
    let custom_score = match (draft, scoring) {
        (true, true) => CustomScore::Allowed,
        (false, _) if validation_has("custom") && validation_has("score") => CustomScore::Mandatory,
        _ => CustomScore::Refused,
    };
    let interactive = has("interactive");
    let multi_pass = has("multi-pass");
    // From the 2023-07 format on there is no `validation` key: an `output_validator/` is used
    // when there is one.
    let custom =
        has("custom") || interactive || multi_pass || (draft && dir.join("output_validator").exists());
    let validation_passes = match limits.and_then(|l| l.get("validation_passes")).filter(|n| !n.is_null()) {
        None => 2,
        Some(node) => match node.scalar().and_then(|t| t.trim().parse::<u32>().ok()) {
            Some(n) if (1..=1000).contains(&n) => n,
            _ => {
                return Err(at(
                    node,
                    "limits: validation_passes: expected a whole number of passes, 2 to 1000".to_string(),
                ))
            }
        },
    };
    for (key, word) in &words {
        match word.as_str() {
            "default" | "custom" | "interactive" | "pass-fail" => {}
            // Scores are computed as problemtools computes them: a validator's score.txt, else
            // the groups' accept_score/reject_score and the default grader; the newer formats'
            // own scoring keys are not.
            "score" | "scoring" if draft && format.starts_with("2023-07") => unsupported.push(format!(
                "{key}: {word}: the {format} format's scoring (max_score, score_aggregation, require_pass, \
                 submissions.yaml's score) is not computed; scores follow the legacy testdata.yaml rules"
            )),
            "score" | "scoring" => {}
            "multi-pass" if interactive => unjudgeable.push("type: interactive multi-pass (the validator plays every pass with the submission): nimkit judges multi-pass problems only when they are not interactive".to_string()),
            "multi-pass" => {}
            "submit-answer" => unjudgeable.push("type: submit-answer (answers are submitted, not programs): nimkit cannot judge it".to_string()),
            other if *key == "type" => unjudgeable.push(format!(
                "type: {other}: not a problem type nimkit judges (pass-fail, scoring, interactive)"
            )),
            other => return Err(at(root.get(key).expect("a word of it"), format!("{key}: `{other}` is not one of default, custom, interactive, score (legacy) or pass-fail, scoring, interactive, multi-pass, submit-answer"))),
        }
    }
    let validator_flags: Vec<String> = match root.get("validator_flags") {
        None => Vec::new(),
        Some(node) if node.is_null() => Vec::new(),
        Some(node) => match node.scalar() {
            Some(text) => text.split_whitespace().map(String::from).collect(),
            None => return Err(at(node, format!("validator_flags: expected words, found {}", node.kind()))),
        },
    };
    let validator = if custom {
        let (found, ignored) = find_output_validator(dir)?;
        if !ignored.is_empty() {
            unsupported.push(format!(
                "output_validators/{}: only the first output validator in name order, {}, is used (as problemtools does)",
                ignored.join(", output_validators/"),
                found.as_deref().map(file_name).unwrap_or_default()
            ));
        }
        match found {
            Some(program) => OutputValidator::Custom(program),
            None => {
                return Err(JudgeError::input(format!(
                    "{}: a custom{} output validator is asked for, but there is none in output_validators/ (or output_validator/)",
                    path.display(),
                    if interactive { " (interactive)" } else { "" }
                )))
            }
        }
    } else {
        OutputValidator::Default
    };
    let groups = read_groups(&dir.join("data"), &constants)?;
    if validator == OutputValidator::Default {
        let mut all = validator_flags.clone();
        DefaultValidatorOptions::parse(&all)
            .map_err(|e| JudgeError::input(format!("{}: validator_flags: {e}", path.display())))?;
        for group in &groups {
            all = validator_flags.clone();
            all.extend(group.output_validator_flags.clone().unwrap_or_default());
            DefaultValidatorOptions::parse(&all).map_err(|e| {
                JudgeError::input(format!(
                    "{}: output_validator_flags: {e}",
                    group_file(dir, group).display()
                ))
            })?;
        }
    }
    let grading = root.get("grading").filter(|n| !n.is_null());
    let on_reject_continue = match grading.and_then(|g| g.get("on_reject")) {
        None => None,
        Some(node) => match node.scalar() {
            Some("grade") => Some(true),
            Some("first_error") => Some(false),
            // problemtools leaves the groups' own `on_reject` then.
            Some("worst_error") => None,
            _ => {
                return Err(at(
                    node,
                    "grading: on_reject: expected `first_error`, `worst_error` or `grade`".to_string(),
                ))
            }
        },
    };
    let grading_beyond_on_reject = match grading.map(|g| &g.value) {
        Some(Value::Map(entries)) => entries.iter().any(|(key, _)| key != "on_reject"),
        Some(_) => true,
        None => false,
    };
    if grading_beyond_on_reject {
        unsupported.push(
            "grading: grading settings (scores) other than on_reject are not used by nimkit".to_string(),
        );
    }
    for (key, what) in [("libraries", "libraries"), ("languages", "a list of languages")] {
        if root.get(key).is_some_and(|n| !n.is_null()) {
            unsupported.push(format!("{key}: {what} are not used by nimkit"));
        }
    }
    let interaction_samples = match dir.join("data/sample") {
        sample if sample.is_dir() => listing(&sample)?
            .into_iter()
            .filter(|p| p.extension().is_some_and(|e| e == "interaction"))
            .collect(),
        _ => Vec::new(),
    };
    let submissions = read_submissions(&dir.join("submissions"))?;
    let domjudge_grading = scoring && submissions.iter().any(carries_expected_score);
    let custom_score = if domjudge_grading { CustomScore::Read } else { custom_score };
    Ok(IcpcProblem {
        dir: dir.to_path_buf(),
        name,
        format,
        time_limit,
        time_limit_source,
        ac_to_time_limit,
        time_limit_to_tle,
        time_resolution,
        memory_mib,
        output_mib,
        interactive,
        multi_pass,
        validation_passes,
        validator,
        validator_flags,
        groups,
        // As problemtools: the legacy folder, when present, is the one read (with a warning there).
        input_validators: if dir.join("input_format_validators").is_dir() {
            programs_in(&dir.join("input_format_validators"))?
        } else {
            programs_in(&dir.join("input_validators"))?
        },
        invalid_inputs: read_invalid_inputs(&dir.join("data"))?,
        output_checks: read_output_checks(&dir.join("data"))?,
        submissions,
        expectations: super::icpc_expectations::Expectations::load(&dir.join("submissions"))?,
        verdicts_by_rules: draft || dir.join("submissions/submissions.yaml").is_file(),
        interaction_samples,
        constants,
        unsupported,
        unjudgeable,
        scoring,
        on_reject_continue,
        custom_score,
        domjudge_grading,
    })
}

/// Whether a submission (a file, or one file of a folder) has DOMjudge's numeric
/// `@EXPECTED_SCORE@` line.
fn carries_expected_score(submission: &Submission) -> bool {
    super::icpc_expectations::domjudge_annotation(&submission.path).is_some_and(|a| a.score.is_some())
}

/// problem.yaml's `constants`: a name to a scalar, or to a map of variants with a `value`.
fn read_constants(
    node: Option<&Node>,
    at: &dyn Fn(&Node, String) -> JudgeError,
) -> Result<Vec<(String, String)>, JudgeError> {
    let Some(node) = node else { return Ok(Vec::new()) };
    let Value::Map(entries) = &node.value else {
        return Err(at(node, format!("constants: expected a map of names to values, found {}", node.kind())));
    };
    let mut words = Vec::new();
    for (name, value) in entries {
        let valid = name.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !valid {
            return Err(at(value, format!("constants: `{name}` is not a name ([a-zA-Z_][a-zA-Z0-9_]*)")));
        }
        let variants: Vec<(String, &Node)> = match &value.value {
            Value::Map(variants) => variants.iter().map(|(k, v)| (k.clone(), v)).collect(),
            _ => vec![("value".to_string(), value)],
        };
        if !variants.iter().any(|(k, _)| k == "value") {
            return Err(at(value, format!("constants: `{name}` has variants but no `value`")));
        }
        for (variant, text) in variants {
            let Some(text) = text.scalar() else {
                return Err(at(
                    text,
                    format!(
                        "constants: `{name}.{variant}`: expected a number or a string, found {}",
                        text.kind()
                    ),
                ));
            };
            if variant == "value" {
                words.push((name.clone(), text.to_string()));
            }
            words.push((format!("{name}.{variant}"), text.to_string()));
        }
    }
    Ok(words)
}

fn parse_file(path: &Path, text: &str) -> Result<Node, JudgeError> {
    yaml::parse(text).map_err(|e| {
        JudgeError::input(format!("{}:{}: not valid YAML: {}", path.display(), e.line, e.message))
    })
}

fn group_file(dir: &Path, group: &GroupSettings) -> PathBuf {
    let data = dir.join("data");
    if group.test {
        return data.join(format!("{}.yaml", group.group));
    }
    let group = &group.group;
    if group.is_empty() {
        data.join("testdata.yaml")
    } else {
        data.join(group).join("testdata.yaml")
    }
}

/// `.timelimit` (seconds, the problemtools/DOMjudge convention) or `domjudge-problem.ini`'s
/// `timelimit = 'X'`.
fn time_limit_file(dir: &Path) -> Result<Option<(Duration, String)>, JudgeError> {
    let seconds = |text: &str, file: &Path| -> Result<Duration, JudgeError> {
        match text.trim().trim_matches(['\'', '"']).parse::<f64>() {
            Ok(t) if t.is_finite() && t > 0.0 && t <= 3600.0 => Ok(Duration::from_secs_f64(t)),
            _ => Err(JudgeError::input(format!(
                "{}:1: expected the time limit in seconds, found `{}`",
                file.display(),
                text.trim()
            ))),
        }
    };
    let dot = dir.join(".timelimit");
    if dot.is_file() {
        let text =
            fs::read_to_string(&dot).map_err(|e| JudgeError::input(format!("{}: {e}", dot.display())))?;
        return Ok(Some((seconds(&text, &dot)?, ".timelimit".to_string())));
    }
    let ini = dir.join("domjudge-problem.ini");
    if ini.is_file() {
        let text =
            fs::read_to_string(&ini).map_err(|e| JudgeError::input(format!("{}: {e}", ini.display())))?;
        for (number, line) in text.lines().enumerate() {
            if let Some((key, value)) = line.split_once('=') {
                if key.trim() == "timelimit" {
                    let at = ini.display().to_string();
                    let limit = seconds(value, &ini).map_err(|_| {
                        JudgeError::input(format!(
                            "{at}:{}: timelimit: expected seconds, found `{}`",
                            number + 1,
                            value.trim()
                        ))
                    })?;
                    return Ok(Some((limit, "domjudge-problem.ini".to_string())));
                }
            }
        }
    }
    Ok(None)
}

/// The output validator: `output_validators/NAME/` (legacy), or `output_validator/` (draft);
/// with the names of the legacy ones left unused. The legacy format's several validators were
/// once all run; today's problemtools runs only the first in name order (with a warning).
fn find_output_validator(dir: &Path) -> Result<(Option<PathBuf>, Vec<String>), JudgeError> {
    let draft = dir.join("output_validator");
    if draft.is_dir() {
        // The program itself, or the one folder holding it.
        let inner = programs_in(&draft)?;
        return Ok((
            Some(match inner.as_slice() {
                [only] if only.is_dir() => only.clone(),
                _ => draft,
            }),
            Vec::new(),
        ));
    }
    // `programs_in` lists in byte order of names, as problemtools' `sorted(os.listdir())`.
    let mut legacy = programs_in(&dir.join("output_validators"))?.into_iter();
    let first = legacy.next();
    Ok((first, legacy.map(|p| file_name(&p)).collect()))
}

/// The programs of a folder such as `input_validators/`: each file or folder is one, except
/// headers and notes, and those named `*.disabled` (switched off, as DOMjudge and BAPCtools
/// packages mark them).
fn programs_in(dir: &Path) -> Result<Vec<PathBuf>, JudgeError> {
    if !dir.is_dir() {
        return Ok(Vec::new());
    }
    Ok(listing(dir)?
        .into_iter()
        .filter(|p| !file_name(p).ends_with(".disabled"))
        .filter(|p| {
            p.is_dir()
                || !matches!(
                    p.extension().and_then(|e| e.to_str()),
                    Some("h" | "hpp" | "md" | "txt" | "yaml" | "yml")
                )
        })
        .collect())
}

/// `X.in` with `X.ans` and `X.out` under `data/valid_output/` and `data/invalid_output/`; a
/// test missing one of them is refused naming it.
fn read_output_checks(data: &Path) -> Result<Vec<OutputCheck>, JudgeError> {
    let mut found = Vec::new();
    for (folder, valid) in [("valid_output", true), ("invalid_output", false)] {
        for (name, input) in inputs_under(data, folder)? {
            let (answer, output) = (input.with_extension("ans"), input.with_extension("out"));
            for needed in [&answer, &output] {
                if !needed.is_file() {
                    return Err(JudgeError::input(format!(
                        "{}: missing; every test of data/{folder} needs X.in, X.ans and X.out",
                        needed.display()
                    )));
                }
            }
            found.push(OutputCheck { name, input, answer, output, valid });
        }
    }
    found.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(found)
}

fn read_invalid_inputs(data: &Path) -> Result<Vec<crate::package::problem::TestCase>, JudgeError> {
    let mut found = Vec::new();
    for folder in ["invalid_input", "invalid_inputs"] {
        for (name, input) in inputs_under(data, folder)? {
            found.push(crate::package::problem::TestCase::named(name, input, None));
        }
    }
    found.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(found)
}

/// Every `X.in` under `data/folder`, at any depth (at most 16), named `folder/…/X`.
fn inputs_under(data: &Path, folder: &str) -> Result<Vec<(String, std::path::PathBuf)>, JudgeError> {
    let mut found = Vec::new();
    let mut pending = vec![(data.join(folder), folder.to_string(), 0)];
    while let Some((dir, prefix, depth)) = pending.pop() {
        if depth > 16 || !dir.is_dir() {
            continue;
        }
        for path in listing(&dir)? {
            let name = file_name(&path);
            if path.is_dir() {
                pending.push((path, format!("{prefix}/{name}"), depth + 1));
            } else if let Some(stem) = name.strip_suffix(".in").filter(|s| !s.is_empty()) {
                found.push((format!("{prefix}/{stem}"), path));
            }
        }
    }
    Ok(found)
}

fn read_submissions(dir: &Path) -> Result<Vec<Submission>, JudgeError> {
    let mut submissions = Vec::new();
    if !dir.is_dir() {
        return Ok(submissions);
    }
    for class_dir in listing(dir)?.into_iter().filter(|p| p.is_dir()) {
        let class = file_name(&class_dir);
        for path in programs_in(&class_dir)? {
            submissions.push(Submission { class: class.clone(), path });
        }
    }
    Ok(submissions)
}

/// `text` with every `{{name}}` or `{{name.variant}}` that `constants` defines replaced by its
/// value; others are left as they are.
pub fn substitute_constants(text: &str, constants: &[(String, String)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("{{") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let defined = after.find("}}").and_then(|end| {
            let word = &after[..end];
            constants.iter().find(|(name, _)| name == word).map(|(_, value)| (value, end))
        });
        match defined {
            Some((value, end)) => {
                out.push_str(value);
                rest = &after[end + 2..];
            }
            None => {
                // Not a constant here; one brace on, as a regex would look again.
                out.push('{');
                rest = &rest[start + 1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// Every `testdata.yaml` (`test_group.yaml` since the 2025-09 format) below `data/` (and
/// `data/`'s own), shallowest first; `constants` are put into `test_group.yaml`, as the 2025-09
/// format lists it among the files they are put into.
fn read_groups(data: &Path, constants: &[(String, String)]) -> Result<Vec<GroupSettings>, JudgeError> {
    let mut groups = Vec::new();
    let mut pending = vec![(data.to_path_buf(), String::new(), 0)];
    while let Some((dir, group, depth)) = pending.pop() {
        if depth > 16 || !dir.is_dir() {
            continue;
        }
        for name in ["testdata.yaml", "test_group.yaml"] {
            let file = dir.join(name);
            if file.is_file() {
                let constants = if name == "test_group.yaml" { constants } else { &[] };
                groups.push(read_group(&file, &group, constants)?);
            }
        }
        // A test's own `X.yaml` beside `X.in` (the 2025-09 format's test case configuration,
        // as BAPCtools writes it): its settings are the test's, the most specific of all.
        for file in
            listing(&dir)?.into_iter().filter(|p| p.is_file() && p.extension().is_some_and(|e| e == "yaml"))
        {
            let stem = file.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
            if matches!(stem.as_str(), "testdata" | "test_group") || !file.with_extension("in").is_file() {
                continue;
            }
            let test = if group.is_empty() { stem } else { format!("{group}/{stem}") };
            groups.push(GroupSettings { test: true, ..read_group(&file, &test, constants)? });
        }
        for sub in listing(&dir)?.into_iter().filter(|p| p.is_dir()) {
            let name = file_name(&sub);
            let path = if group.is_empty() { name } else { format!("{group}/{name}") };
            pending.push((sub, path, depth + 1));
        }
    }
    groups
        .sort_by_key(|g| (g.group.matches('/').count() + usize::from(!g.group.is_empty()), g.group.clone()));
    Ok(groups)
}

fn read_group(file: &Path, group: &str, constants: &[(String, String)]) -> Result<GroupSettings, JudgeError> {
    let text = fs::read_to_string(file)
        .map_err(|e| JudgeError::input(format!("{}: cannot read: {e}", file.display())))?;
    let text = substitute_constants(&text, constants);
    let root = parse_file(file, &text)?;
    let at =
        |node: &Node, what: String| JudgeError::input(format!("{}:{}: {what}", file.display(), node.line));
    if !root.is_null() && !matches!(root.value, Value::Map(_)) {
        return Err(at(&root, format!("expected a map of settings, found {}", root.kind())));
    }
    // `key: a b`, `key: [a, b]` or an empty `key:`.
    let words_of = |key: &str, node: &Node| -> Result<Vec<String>, JudgeError> {
        match &node.value {
            Value::Null => Ok(Vec::new()),
            Value::Scalar(text) => Ok(text.split_whitespace().map(String::from).collect()),
            Value::List(items) => Ok(items.iter().filter_map(Node::scalar).map(String::from).collect()),
            _ => Err(at(node, format!("{key}: expected words, found {}", node.kind()))),
        }
    };
    let words = |keys: &[&str]| -> Result<Option<Vec<String>>, JudgeError> {
        match keys.iter().find_map(|key| root.get(key).map(|node| (key, node))) {
            Some((key, node)) => words_of(key, node).map(Some),
            None => Ok(None),
        }
    };
    let on_reject_continue = match root.get("on_reject") {
        None => None,
        Some(node) => match node.scalar() {
            Some("break") => Some(false),
            Some("continue") => Some(true),
            _ => return Err(at(node, "on_reject: expected `break` or `continue`".to_string())),
        },
    };
    let score = |key: &str| -> Result<Option<f64>, JudgeError> {
        match root.get(key).filter(|n| !n.is_null()) {
            None => Ok(None),
            Some(node) => match node.scalar().and_then(|t| t.trim().parse::<f64>().ok()) {
                Some(x) if x.is_finite() => Ok(Some(x)),
                _ => Err(at(node, format!("{key}: expected a number"))),
            },
        }
    };
    let (accept_score, reject_score) = (score("accept_score")?, score("reject_score")?);
    let range = match root.get("range").filter(|n| !n.is_null()) {
        None => None,
        Some(node) => {
            let bounds: Vec<f64> = node
                .scalar()
                .unwrap_or("")
                .split_whitespace()
                .filter_map(|w| w.parse::<f64>().ok())
                .collect();
            match bounds.as_slice() {
                [low, high] if low <= high => Some((*low, *high)),
                _ => {
                    return Err(at(
                        node,
                        "range: expected two numbers, the least and the most score".to_string(),
                    ))
                }
            }
        }
    };
    // The 2025-09 keys; before they were flattened (August 2025) they were `scoring: {score,
    // aggregation, require_pass}`, as the format's own scoring example still writes them.
    let nested = root.get("scoring").filter(|n| matches!(n.value, Value::Map(_)));
    let key = |flat: &str, old: &str| {
        root.get(flat).or_else(|| nested.and_then(|n| n.get(old))).filter(|n| !n.is_null())
    };
    let max_score = match key("max_score", "score") {
        None => None,
        Some(node) => match node.scalar().map(str::trim) {
            Some("unbounded") => Some(f64::INFINITY),
            text => match text.and_then(|t| t.parse::<u64>().ok()) {
                Some(x) => Some(x as f64),
                None => {
                    return Err(at(
                        node,
                        "max_score: expected a non-negative whole number or `unbounded`".into(),
                    ))
                }
            },
        },
    };
    let score_aggregation = match key("score_aggregation", "aggregation") {
        None => None,
        Some(node) => match node.scalar().map(str::trim) {
            Some(word @ ("pass-fail" | "sum" | "min")) => Some(word.to_string()),
            _ => return Err(at(node, "score_aggregation: expected `pass-fail`, `sum` or `min`".into())),
        },
    };
    let require_pass =
        key("require_pass", "require_pass").map(|node| words_of("require_pass", node)).transpose()?;
    let grader_flags = words(&["grader_flags"])?;
    for flag in grader_flags.iter().flatten() {
        if !GRADER_FLAGS.contains(&flag.as_str()) {
            return Err(at(
                root.get("grader_flags").expect("read above"),
                format!("grader_flags: `{flag}` is not one of {}", GRADER_FLAGS.join(", ")),
            ));
        }
    }
    Ok(GroupSettings {
        group: group.to_string(),
        test: false,
        output_validator_flags: words(&["output_validator_flags", "output_validator_args"])?,
        input_validator_flags: words(&["input_validator_flags", "input_validator_args"])?,
        on_reject_continue,
        grader_flags,
        accept_score,
        reject_score,
        range,
        max_score,
        score_aggregation,
        require_pass,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::package::testing::write;

    /// A test's own `X.yaml` (2025-09, as BAPCtools writes it) gives its validator arguments,
    /// over its group's; a key it lacks comes from the group; a `.yaml` with no `.in` is no test's.
    #[test]
    fn a_tests_own_yaml_gives_its_validator_arguments() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "problem.yaml", "problem_format_version: 2025-09\nname: Seeds\n");
        write(
            dir.path(),
            "data/secret/test_group.yaml",
            "input_validator_args: [a]\noutput_validator_args: [case_sensitive]\n",
        );
        for test in ["1", "2"] {
            write(dir.path(), &format!("data/secret/{test}.in"), "1\n");
            write(dir.path(), &format!("data/secret/{test}.ans"), "1\n");
        }
        write(dir.path(), "data/secret/1.yaml", "input_validator_args: [\"\", \"stdout.py {seed}\"]\n");
        write(dir.path(), "data/secret/notes.yaml", "input_validator_args: [ignored]\n");
        let p = load_icpc(dir.path()).unwrap();
        assert_eq!(p.input_flags_for("secret/1"), ["", "stdout.py {seed}"]);
        assert_eq!(p.input_flags_for("secret/2"), ["a"]);
        assert_eq!(p.output_flags_for("secret/1"), ["case_sensitive"]);
        assert_eq!(p.input_flags_for("secret/notes"), ["a"]);
    }

    #[test]
    fn legacy_problem_yaml_with_flags_groups_and_derived_limits() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "problem.yaml", "name: Hello\nlimits:\n  memory: 512\n  time_multiplier: 3\nvalidator_flags: float_tolerance 1e-6\nunknown_key: ignored\n");
        write(dir.path(), "data/secret/testdata.yaml", "output_validator_flags: case_sensitive\n");
        write(
            dir.path(),
            "data/secret/g1/testdata.yaml",
            "output_validator_flags: space_change_sensitive\ninput_validator_flags: n=5\n",
        );
        write(dir.path(), "submissions/accepted/a.py", "");
        write(dir.path(), "submissions/wrong_answer/w/main.c", "");
        write(dir.path(), "input_validators/check/validate.cpp", "");
        let p = load_icpc(dir.path()).unwrap();
        assert_eq!((p.name.as_str(), p.memory_mib, p.output_mib), ("Hello", 512, 8));
        assert_eq!((p.ac_to_time_limit, p.time_limit_to_tle), (3.0, 2.0));
        assert_eq!((p.time_limit, &p.time_limit_source), (DEFAULT_TIME_LIMIT, &TimeLimitSource::Default));
        assert_eq!(p.validator, OutputValidator::Default);
        assert_eq!(p.output_flags_for("sample/1"), ["float_tolerance", "1e-6"]);
        assert_eq!(p.output_flags_for("secret/x"), ["float_tolerance", "1e-6", "case_sensitive"]);
        assert_eq!(p.output_flags_for("secret/g1/02"), ["float_tolerance", "1e-6", "space_change_sensitive"]);
        assert_eq!(p.output_flags_for("secret/g10/02"), ["float_tolerance", "1e-6", "case_sensitive"]);
        assert_eq!(p.input_flags_for("secret/g1/02"), ["n=5"]);
        assert!(p.input_flags_for("secret/02").is_empty());
        let classes: Vec<&str> = p.submissions.iter().map(|s| s.class.as_str()).collect();
        assert_eq!(classes, ["accepted", "wrong_answer"]);
        assert_eq!(p.input_validators, [dir.path().join("input_validators/check")]);
        assert_eq!(p.time_resolution, 1.0);
        // problemtools reads the legacy folder instead when it is there.
        write(dir.path(), "input_format_validators/old/validate.py", "");
        let p = load_icpc(dir.path()).unwrap();
        assert_eq!(p.input_validators, [dir.path().join("input_format_validators/old")]);
        // Without `limits: memory`, problemtools' system default.
        write(dir.path(), "problem.yaml", "name: Hello\n");
        assert_eq!(load_icpc(dir.path()).unwrap().memory_mib, 1024);

        write(dir.path(), ".timelimit", "3\n");
        assert_eq!(
            load_icpc(dir.path()).unwrap().time_limit_source,
            TimeLimitSource::File(".timelimit".into())
        );
        std::fs::remove_file(dir.path().join(".timelimit")).unwrap();
        write(dir.path(), "domjudge-problem.ini", "name='x'\ntimelimit='1.5'\n");
        let p = load_icpc(dir.path()).unwrap();
        assert_eq!(p.time_limit, Duration::from_millis(1500));
    }

    #[test]
    fn constants_replace_their_words_only() {
        let constants = [("K".to_string(), "5".to_string()), ("K.tex".to_string(), "5 \\cdot 1".to_string())];
        assert_eq!(
            substitute_constants("a {{K}} b {{K.tex}} {{L}} {{K", &constants),
            "a 5 b 5 \\cdot 1 {{L}} {{K"
        );
        assert_eq!(substitute_constants("{{{K}}}", &constants), "{5}");
        assert_eq!(substitute_constants("no braces", &constants), "no braces");
    }

    #[test]
    fn constants_reach_test_group_yaml_only() {
        let dir = tempfile::tempdir().unwrap();
        write(
            dir.path(),
            "problem.yaml",
            "problem_format_version: 2025-09\nname: Tol\nconstants:\n  tol: 1e-6\n  n_max: 9\n",
        );
        write(dir.path(), "data/secret/test_group.yaml", "output_validator_args: [float_tolerance, '{{tol}}']\ninput_validator_args: [--n, '{{n_max}}', '{{other}}']\n");
        write(dir.path(), "data/sample/testdata.yaml", "input_validator_flags: '{{n_max}}'\n");
        write(dir.path(), "submissions/accepted/a.py", "");
        let p = load_icpc(dir.path()).unwrap();
        assert_eq!(p.output_flags_for("secret/1"), ["float_tolerance", "1e-6"]);
        assert_eq!(p.input_flags_for("secret/1"), ["--n", "9", "{{other}}"], "undefined ones stay");
        assert_eq!(
            p.input_flags_for("sample/1"),
            ["{{n_max}}"],
            "the legacy testdata.yaml is not the format's"
        );
    }

    #[test]
    fn draft_interactive_with_a_time_limit() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "problem.yaml", "problem_format_version: 2023-07-draft\nname:\n  en: Guess\ntype: interactive\nlimits:\n  time_limit: 1.5\n  time_resolution: 0.5\n  time_multipliers:\n    ac_to_time_limit: 3\n");
        write(dir.path(), "output_validator/validator.py", "");
        write(dir.path(), "data/sample/1.interaction", "");
        let p = load_icpc(dir.path()).unwrap();
        assert!(p.interactive);
        assert_eq!(p.name, "Guess");
        assert_eq!(
            (p.time_limit, p.time_limit_source),
            (Duration::from_millis(1500), TimeLimitSource::ProblemYaml)
        );
        assert_eq!((p.ac_to_time_limit, p.time_limit_to_tle, p.time_resolution), (3.0, 1.5, 0.5));
        assert_eq!(p.validator, OutputValidator::Custom(dir.path().join("output_validator")));
        assert_eq!(p.interaction_samples.len(), 1);
    }

    #[test]
    fn malformed_yaml_and_unjudgeable_features_are_named_with_their_line() {
        let dir = tempfile::tempdir().unwrap();
        let cases = [
            (
                "name: x\nlimits:\n  memory: lots\n",
                "problem.yaml:3",
                "limits: memory: expected a positive number",
            ),
            ("name: x\nlimits: [1, 2]\n", "problem.yaml:2", "limits: expected a map"),
            ("name: x\nvalidation: custom interactiv\n", "problem.yaml:2", "`interactiv` is not one of"),
            ("name: x\nvalidator_flags: float_tolerance\n", "problem.yaml", "needs a number"),
            ("name: [x\nlimits: 1\n", "problem.yaml:", "not valid YAML"),
            ("name: x\nvalidation: custom\n", "problem.yaml", "no"),
        ];
        for (text, place, wanted) in cases {
            write(dir.path(), "problem.yaml", text);
            let error = load_icpc(dir.path()).unwrap_err().to_string();
            assert!(error.contains(place) && error.contains(wanted), "{text:?}: {error}");
        }
        write(dir.path(), "problem.yaml", "type: pvp\nvalidation: custom\n");
        write(dir.path(), "output_validators/v.py", "");
        assert!(load_icpc(dir.path()).unwrap().unjudgeable[0].contains("type: pvp"));
        write(dir.path(), "problem.yaml", "type: [multi-pass, scoring]\nlimits:\n  validation_passes: 5\n");
        let p = load_icpc(dir.path()).unwrap();
        assert!(p.unjudgeable.is_empty(), "{:?}", p.unjudgeable);
        assert_eq!((p.multi_pass, p.validation_passes), (true, 5));
        write(dir.path(), "problem.yaml", "type: [multi-pass, interactive]\n");
        let p = load_icpc(dir.path()).unwrap();
        assert!(p.unjudgeable[0].contains("interactive multi-pass"), "{:?}", p.unjudgeable);
        // score.txt: asked for by a legacy package's `validation: custom score` (then needed),
        // allowed by the newer formats' scoring type, refused otherwise (problemtools' rules).
        write(dir.path(), "problem.yaml", "type: [multi-pass, scoring]\n");
        let p = load_icpc(dir.path()).unwrap();
        assert!(p.scoring && p.unsupported.is_empty(), "{:?}", p.unsupported);
        assert_eq!(p.custom_score, CustomScore::Refused);
        write(dir.path(), "problem.yaml", "type: scoring\nvalidation: custom score\n");
        let p = load_icpc(dir.path()).unwrap();
        assert!(p.scoring && p.unsupported.is_empty(), "{:?}", p.unsupported);
        assert_eq!(p.custom_score, CustomScore::Mandatory);
        write(dir.path(), "problem.yaml", "problem_format_version: 2023-07-draft\ntype: scoring\n");
        let p = load_icpc(dir.path()).unwrap();
        assert_eq!((p.scoring, p.custom_score), (true, CustomScore::Allowed));
        write(dir.path(), "problem.yaml", "problem_format_version: 2023-07-draft\ntype: pass-fail\n");
        assert_eq!(load_icpc(dir.path()).unwrap().custom_score, CustomScore::Refused);
        write(dir.path(), "problem.yaml", "name: x\n");
        write(dir.path(), "data/secret/testdata.yaml", "a: 1\noutput_validator_flags: {x: 1}\n");
        let error = load_icpc(dir.path()).unwrap_err().to_string();
        assert!(error.contains("secret/testdata.yaml:2"), "{error}");
    }

    #[test]
    fn several_legacy_output_validators_use_the_first_by_name() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "problem.yaml", "validation: custom\n");
        for name in ["b.py", "a_2.py", "a.py"] {
            write(dir.path(), &format!("output_validators/{name}"), "");
        }
        let p = load_icpc(dir.path()).unwrap();
        assert_eq!(p.validator, OutputValidator::Custom(dir.path().join("output_validators/a.py")));
        let note = p.unsupported.iter().find(|n| n.contains("first output validator")).expect("a note");
        assert!(
            note.contains("a_2.py") && note.contains("b.py") && note.ends_with("(as problemtools does)"),
            "{note}"
        );
    }

    #[test]
    fn default_validator_flags() {
        let words = |text: &str| text.split_whitespace().map(String::from).collect::<Vec<_>>();
        let options = DefaultValidatorOptions::parse(&words("case_sensitive float_tolerance 1e-4")).unwrap();
        assert!(options.case_sensitive && !options.space_change_sensitive);
        assert_eq!((options.float_absolute, options.float_relative), (Some(1e-4), Some(1e-4)));
        let options = DefaultValidatorOptions::parse(&words("float_absolute_tolerance 0.5")).unwrap();
        assert_eq!((options.float_absolute, options.float_relative), (Some(0.5), None));
        assert!(DefaultValidatorOptions::parse(&words("float_tolerance x")).is_err());
        assert!(DefaultValidatorOptions::parse(&words("ignore_case")).is_err());
    }
}
