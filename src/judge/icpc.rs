//! Outputs judged as an ICPC judge (Kattis problemtools) does: the default output validator
//! with its flags, and custom output validators called as the specification says:
//! `VALIDATOR INPUT ANSWER FEEDBACK_DIR [FLAGS] < OUTPUT`, exit 42 accepted, 43 wrong answer,
//! anything else a judge error, `judgemessage.txt` in FEEDBACK_DIR for the report. An
//! interactive problem's validator is the same program talking to the solution
//! (`interact.rs`, same exit codes).

use std::fs;
use std::path::{Path, PathBuf};

use super::checker::CheckerVerdict;
use super::text::{clip, human_bytes};
use super::verdict::{ValidatorScore, Verdict};
use crate::error::JudgeError;
use crate::package::icpc::{
    CustomScore, DefaultValidatorOptions, IcpcProblem, OutputValidator, TimeLimitSource,
};
use crate::sandbox::process::{self, Input, Limits, Overflow, Program, RunOutcome, Termination};
use crate::toolchain::compile::{self, Prepared, Solution};
use crate::toolchain::languages::{self, Language};

/// Exit codes of an ICPC validator.
pub const ACCEPTED: i32 = 42;
pub const WRONG_ANSWER: i32 = 43;

/// The most of `judgemessage.txt` shown.
const FEEDBACK_BYTES: usize = 4000;

/// problemtools' `default_validator`: compares `output` with the judge's `answer` token by
/// token. Tokens are compared case-insensitively unless `case_sensitive`; whitespace between
/// them is free unless `space_change_sensitive` (then every run of whitespace must match). With
/// a float tolerance, a judge token that parses as a number needs a number within the absolute
/// or the relative tolerance. The message names the first difference; `Ok(())` accepts.
pub fn default_validator(
    options: &DefaultValidatorOptions,
    answer: &[u8],
    output: &[u8],
) -> Result<(), String> {
    // Without space sensitivity only the tokens count; with it, every run is compared in turn.
    let keep = |run: &Run| options.space_change_sensitive || matches!(run, Run::Token(_));
    let judge: Vec<Run> = runs(answer).into_iter().filter(keep).collect();
    let team: Vec<Run> = runs(output).into_iter().filter(keep).collect();
    let mut team_runs = team.iter();
    let mut token_number = 0usize;
    let shown = |bytes: &[u8]| clip(&String::from_utf8_lossy(bytes), 100);
    for judge_run in &judge {
        let team_run = team_runs.next();
        match judge_run {
            Run::Space(space) => match team_run {
                Some(Run::Space(team_space)) if team_space == space => {}
                _ => {
                    return Err(format!(
                        "space change error after token {token_number}: judge has {:?}",
                        String::from_utf8_lossy(space)
                    ))
                }
            },
            Run::Token(expected) => {
                token_number += 1;
                let actual = match team_run {
                    Some(Run::Token(actual)) => actual,
                    Some(Run::Space(_)) if options.space_change_sensitive => {
                        return Err(format!("space change error before token {token_number}"))
                    }
                    _ => {
                        return Err(format!(
                            "User EOF while judge had more output (token {token_number}: `{}`)",
                            shown(expected)
                        ))
                    }
                };
                let tolerance = options.float_absolute.is_some() || options.float_relative.is_some();
                match (tolerance, parse_float(expected)) {
                    (true, Some(judge_value)) => {
                        let Some(team_value) = parse_float(actual) else {
                            return Err(format!(
                                "token {token_number}: expected float, got: `{}`",
                                shown(actual)
                            ));
                        };
                        let difference = (judge_value - team_value).abs();
                        let within_absolute = options.float_absolute.is_some_and(|tol| difference <= tol);
                        let within_relative =
                            options.float_relative.is_some_and(|tol| difference <= tol * judge_value.abs());
                        if !within_absolute && !within_relative {
                            return Err(format!(
                                "token {token_number}: too large difference: judge {}, team {}, difference {difference:e} (abs tol {}, rel tol {})",
                                shown(expected),
                                shown(actual),
                                options.float_absolute.map_or("-".to_string(), |t| format!("{t:e}")),
                                options.float_relative.map_or("-".to_string(), |t| format!("{t:e}"))
                            ));
                        }
                    }
                    _ => {
                        let same = if options.case_sensitive {
                            expected == actual
                        } else {
                            expected.eq_ignore_ascii_case(actual)
                        };
                        if !same {
                            return Err(format!(
                                "token {token_number}: string tokens mismatch: judge `{}`, team `{}`",
                                shown(expected),
                                shown(actual)
                            ));
                        }
                    }
                }
            }
        }
    }
    let trailing: Vec<&Run> = team_runs.collect();
    match trailing.iter().find(|run| matches!(run, Run::Token(_))) {
        Some(Run::Token(extra)) => Err(format!("Trailing output: `{}`", shown(extra))),
        _ if options.space_change_sensitive && !trailing.is_empty() => Err("Trailing whitespace".to_string()),
        _ => Ok(()),
    }
}

/// A maximal run of whitespace or of other bytes.
#[derive(Debug, PartialEq)]
enum Run<'a> {
    Space(&'a [u8]),
    Token(&'a [u8]),
}

/// The text cut into alternating runs of whitespace and tokens.
fn runs(text: &[u8]) -> Vec<Run<'_>> {
    let mut runs = Vec::new();
    let mut start = 0;
    while start < text.len() {
        let space = is_space(text[start]);
        let length = text[start..].iter().take_while(|&&b| is_space(b) == space).count();
        let piece = &text[start..start + length];
        runs.push(if space { Run::Space(piece) } else { Run::Token(piece) });
        start += length;
    }
    runs
}

/// A token that `sscanf("%lf")` reads whole, as problemtools' `isfloat`: a finite number
/// (`inf` and `nan` are not floats there; `0x1p3` and `1e` are).
fn parse_float(token: &[u8]) -> Option<f64> {
    super::scanf::whole_double(token).filter(|x| x.is_finite())
}

/// C's `isspace`: Rust's ASCII whitespace and the vertical tab.
fn is_space(byte: u8) -> bool {
    byte.is_ascii_whitespace() || byte == 0x0B
}

/// Runs an output validator on one output: `VALIDATOR INPUT ANSWER FEEDBACK_DIR FLAGS <
/// OUTPUT` (the input and answer written to a private folder beside the feedback folder),
/// under `limits`; with the score it gave in `score.txt` where `custom_score` lets it.
pub fn run_output_validator(
    validator: &Program,
    flags: &[String],
    (input, answer, output): (&[u8], &[u8], &[u8]),
    limits: &Limits,
    custom_score: CustomScore,
) -> (CheckerVerdict, ValidatorScore) {
    let fail =
        |message: String| (CheckerVerdict { verdict: Verdict::Fail, message }, ValidatorScore::default());
    let folder = match tempfile::Builder::new().prefix("nimkit-validate-").tempdir() {
        Ok(dir) => dir,
        Err(e) => return fail(format!("cannot create the validator's folder: {e}")),
    };
    let feedback = folder.path().join("feedback");
    let files = [folder.path().join("testdata.in"), folder.path().join("testdata.ans")];
    for (path, text) in files.iter().zip([input, answer]) {
        if let Err(e) = fs::write(path, text) {
            return fail(format!("cannot write {}: {e}", path.display()));
        }
    }
    if let Err(e) = fs::create_dir(&feedback) {
        return fail(format!("cannot create {}: {e}", feedback.display()));
    }
    let [input, answer] = files;
    let checked = validate_output_in(validator, flags, &input, &answer, &feedback, output, limits);
    scored(checked, &feedback, custom_score, false)
}

/// [`run_output_validator`] with the files already in place: `feedback` is the folder the
/// validator may write in (a multi-pass problem keeps it from pass to pass).
pub fn validate_output_in(
    validator: &Program,
    flags: &[String],
    input: &Path,
    answer: &Path,
    feedback: &Path,
    output: &[u8],
    limits: &Limits,
) -> CheckerVerdict {
    // The specification's FEEDBACK_DIR ends with a separator, so that appending a name works.
    let mut feedback_arg = feedback.as_os_str().to_owned();
    feedback_arg.push("/");
    let mut args = vec![input.as_os_str().to_owned(), answer.as_os_str().to_owned(), feedback_arg];
    args.extend(flags.iter().map(Into::into));
    let program = validator.with_args(args);
    let limits =
        Limits { output_bytes: super::checker::MESSAGE_BYTES, overflow: Overflow::Discard, ..limits.clone() };
    match process::run_in_room(&program, Input::Bytes(output), &limits, &[feedback.to_path_buf()]) {
        Ok(outcome) => validator_verdict("output validator", &outcome, &limits, feedback),
        Err(e) => CheckerVerdict {
            verdict: Verdict::Fail,
            message: format!("cannot start the output validator `{}`: {e}", validator.describe()),
        },
    }
}

/// The verdict of an ICPC validator from how it ended: exit 42 AC, 43 WA; any other code, a
/// signal or a limit is the judge's error (FAIL). The message is `judgemessage.txt` from
/// `feedback`, else what it printed.
pub fn validator_verdict(
    role: &str,
    outcome: &RunOutcome,
    limits: &Limits,
    feedback: &Path,
) -> CheckerVerdict {
    // Only the head that can be shown is read: a validator may write any amount (a 900 MB
    // message once made the judge hold 900 MB), and what it is said to weigh tells the rest.
    let (judge_message, size) = head_of(&feedback.join("judgemessage.txt"), 4 * FEEDBACK_BYTES as u64);
    let mut message = clip(String::from_utf8_lossy(&judge_message).trim(), FEEDBACK_BYTES);
    if !message.is_empty() && size > judge_message.len() as u64 {
        message
            .push_str(&format!("\n(judgemessage.txt is {}: only its beginning is shown)", human_bytes(size)));
    }
    if message.is_empty() {
        let printed = [outcome.stderr.as_slice(), outcome.stdout.as_slice()].concat();
        message = clip(String::from_utf8_lossy(&printed).trim(), FEEDBACK_BYTES);
    }
    let fail = |what: String| CheckerVerdict {
        verdict: Verdict::Fail,
        message: if message.is_empty() { what } else { format!("{what}: {message}") },
    };
    if outcome.timed_out {
        return fail(format!("{role} timed out after {:.1} s", limits.time.as_secs_f64()));
    }
    if outcome.memory_limit_exceeded {
        return fail(format!("{role} went over its memory limit"));
    }
    match outcome.termination {
        Termination::Exited(ACCEPTED) => CheckerVerdict { verdict: Verdict::Ac, message },
        Termination::Exited(WRONG_ANSWER) => CheckerVerdict { verdict: Verdict::Wa, message },
        Termination::Exited(code) => fail(format!(
            "{role} exited with code {code} (42 accepted, 43 wrong answer, anything else a judge error)"
        )),
        Termination::Signaled(signal) => fail(format!("{role} killed by {}", process::signal_name(signal))),
    }
}

/// An output validator's verdict with its `score.txt` read as problemtools reads it: on an
/// accepted test where `rule` allows one (a legacy `custom score` package needs one, unless
/// the validator asked for another pass, which scores 0); a `score.txt` on a rejected test,
/// where none is allowed, or that is not a number, is the judge's error (FAIL). DOMjudge's
/// rule ([`CustomScore::Read`]) reads it on an accepted or a wrong answer alike. Where a score
/// is allowed, a `score_multiplier.txt` (the 2025-09 format: a number in [0, 1], never with a
/// `score.txt`) is read too.
pub fn scored(
    checked: CheckerVerdict,
    feedback: &Path,
    rule: CustomScore,
    another_pass: bool,
) -> (CheckerVerdict, ValidatorScore) {
    let path = feedback.join("score.txt");
    let multiplier_path = feedback.join("score_multiplier.txt");
    let fail = |what: String| {
        let message = if checked.message.is_empty() { what } else { format!("{what}; {}", checked.message) };
        (CheckerVerdict { verdict: Verdict::Fail, message }, ValidatorScore::default())
    };
    let given = path.is_file();
    let multiplier_given = multiplier_path.is_file();
    match checked.verdict {
        Verdict::Ac => {}
        // DOMjudge takes a wrong answer's score.txt too.
        Verdict::Wa if given && rule == CustomScore::Read => {}
        Verdict::Wa if given || multiplier_given => {
            let file = if given { "score.txt" } else { "score_multiplier.txt" };
            return fail(format!("the output validator wrote {file} on a wrong answer (exit 43)"));
        }
        _ => return (checked, ValidatorScore::default()),
    }
    let number = |path: &Path| -> Result<f64, String> {
        let (head, _) = head_of(path, 4096);
        let text = String::from_utf8_lossy(&head);
        match text.trim().parse::<f64>() {
            Ok(x) if x.is_finite() => Ok(x),
            _ => Err(format!(
                "the output validator's {} is not a number: `{}`",
                path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default(),
                clip(text.trim(), 80)
            )),
        }
    };
    if multiplier_given && rule == CustomScore::Allowed {
        if given {
            return fail("the output validator wrote both score.txt and score_multiplier.txt".into());
        }
        return match number(&multiplier_path) {
            Ok(m) if (0.0..=1.0).contains(&m) => {
                (checked, ValidatorScore { points: None, multiplier: Some(m) })
            }
            Ok(m) => fail(format!("the output validator's score_multiplier.txt is {m}, not in [0, 1]")),
            Err(e) => fail(e),
        };
    }
    match (rule, given) {
        (CustomScore::Refused, true) => fail(
            "the output validator wrote score.txt, but the problem does not ask for validator scores \
             (legacy: `validation: custom score`; 2023-07 and later: `type: scoring`)"
                .into(),
        ),
        (CustomScore::Refused | CustomScore::Allowed | CustomScore::Read, false) => {
            (checked, ValidatorScore::default())
        }
        (CustomScore::Mandatory, false) if another_pass => {
            (checked, ValidatorScore { points: Some(0.0), multiplier: None })
        }
        (CustomScore::Mandatory, false) => fail(
            "the output validator accepted without writing score.txt, which `validation: custom score` requires"
                .into(),
        ),
        (_, true) => match number(&path) {
            Ok(points) => (checked, ValidatorScore { points: Some(points), multiplier: None }),
            Err(e) => fail(e),
        },
    }
}

/// The first `cap` bytes of the regular file at `path` and its whole size; nothing when it is
/// missing or no regular file (opened without blocking: a FIFO left there must not hang the
/// judge).
fn head_of(path: &Path, cap: u64) -> (Vec<u8>, u64) {
    use std::io::Read;
    use std::os::unix::fs::OpenOptionsExt;
    let Ok(file) = fs::OpenOptions::new().read(true).custom_flags(libc::O_NONBLOCK).open(path) else {
        return (Vec::new(), 0);
    };
    let Some(size) = file.metadata().ok().filter(fs::Metadata::is_file).map(|m| m.len()) else {
        return (Vec::new(), 0);
    };
    let mut head = Vec::new();
    // A read error leaves what was read: a message cut short is still the validator's.
    let _ = file.take(cap).read_to_end(&mut head);
    (head, size)
}

/// Runs an input validator on one test input: `VALIDATOR [FLAGS] < INPUT`, exit `valid` valid
/// (42 for an ICPC input validator, 0 for checktestdata and viva); any other ending is the
/// input's refusal with the validator's words.
pub fn validate_input_with(
    validator: &Program,
    flags: &[String],
    input: &Path,
    valid: i32,
) -> Result<(), String> {
    let limits = Limits {
        output_bytes: super::checker::MESSAGE_BYTES,
        overflow: Overflow::Discard,
        ..Limits::generous(std::time::Duration::from_secs(60))
    };
    let program = validator.with_args(flags.iter().map(String::as_str));
    let outcome = process::run_in_room(&program, Input::File(input), &limits, &[])
        .map_err(|e| format!("cannot start `{}`: {e}", validator.describe()))?;
    let said = [outcome.stderr.as_slice(), outcome.stdout.as_slice()].concat();
    let said = clip(String::from_utf8_lossy(&said).trim(), 300);
    match outcome.termination {
        Termination::Exited(code) if code == valid && !outcome.timed_out => Ok(()),
        Termination::Exited(code) if !outcome.timed_out => Err(format!(
            "exit code {code}{}",
            if said.is_empty() { String::new() } else { format!(": {said}") }
        )),
        _ if outcome.timed_out => Err("the validator timed out".to_string()),
        Termination::Signaled(signal) => {
            Err(format!("the validator was killed by {}", process::signal_name(signal)))
        }
        Termination::Exited(code) => Err(format!("exit code {code}")),
    }
}

/// A package's own program (validator, checker, interactor, generator) built: one that does
/// not build is the judge's error (exit 3) showing the compiler's first error, never a verdict.
pub fn build_program(role: &str, path: &std::path::Path) -> Result<Program, JudgeError> {
    match compile::prepare(&Solution::from_path(path))? {
        Prepared::Ready(program) => Ok(program),
        Prepared::CompileError(message) => {
            let first = message
                .lines()
                .find(|l| l.contains("error"))
                .or_else(|| message.lines().find(|l| !l.trim().is_empty()));
            let hint = crate::toolchain::languages::name_clash_hint(&message)
                .map(|hint| format!(" ({hint})"))
                .unwrap_or_default();
            Err(JudgeError::tool(format!(
                "{}: the {role} does not build: {}{hint}",
                path.display(),
                first.unwrap_or("(the compiler said nothing)").trim()
            )))
        }
    }
}

/// The package's output validator (or another program of its own) built as the format says:
/// with the package's constants put in.
pub fn build_package_program(package: &IcpcProblem, role: &str, path: &Path) -> Result<Program, JudgeError> {
    build_program(role, &with_constants(package, path)?)
}

/// `path` (a source or a program folder of the package) with the 2025-09 format's constants
/// put in, as validators and example submissions are to be built: a copy in the cache when some
/// `{{name}}` in it is a constant of the package, else `path` itself.
pub fn with_constants(package: &IcpcProblem, path: &Path) -> Result<std::path::PathBuf, JudgeError> {
    if package.constants.is_empty() {
        return Ok(path.to_path_buf());
    }
    let files = crate::fsutil::files_under(path).map_err(JudgeError::input)?;
    let base = path.parent().unwrap_or(path);
    let mut changed = false;
    let mut copies = Vec::new();
    for file in files {
        let bytes = read_source(&file)?;
        let replaced = constants_put_in(package, &bytes);
        changed |= replaced != bytes;
        copies.push((file.strip_prefix(base).unwrap_or(&file).to_path_buf(), replaced));
    }
    if !changed {
        return Ok(path.to_path_buf());
    }
    Ok(cached_copies("constants", &copies)?.join(path.strip_prefix(base).unwrap_or(path)))
}

/// `bytes` with the package's constants put in, when they are text (other files stay as they are).
fn constants_put_in(package: &IcpcProblem, bytes: &[u8]) -> Vec<u8> {
    match std::str::from_utf8(bytes) {
        Ok(text) => crate::package::icpc::substitute_constants(text, &package.constants).into_bytes(),
        Err(_) => bytes.to_vec(),
    }
}

fn read_source(file: &Path) -> Result<Vec<u8>, JudgeError> {
    fs::read(file).map_err(|e| JudgeError::input(format!("{}: cannot read: {e}", file.display())))
}

/// A submission as the package's judge builds it: [`with_constants`] for the package's own
/// `example` submissions, then the package's included files for its language (constants put in
/// too; `include/<code>/`, else, from the 2023-07 format on, `include/default/`) put beside its
/// own, replacing any of the same name, as the format says.
/// Returns what to build (a copy in the cache when files were added, else the path
/// [`with_constants`] gives) and, for a single file that became a folder, its name as the
/// entrypoint (none when the included files bring the language's own entry point, a driver).
pub fn as_submitted(
    package: &IcpcProblem,
    path: &Path,
    example: bool,
) -> Result<(PathBuf, Option<String>), JudgeError> {
    let path = if example { with_constants(package, path)? } else { path.to_path_buf() };
    let Some((include, language)) = included_files(package, &path) else { return Ok((path, None)) };
    let name = if path.is_file() { path.file_stem() } else { path.file_name() }
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "submission".to_string());
    let base = if path.is_file() { path.parent().unwrap_or(&path).to_path_buf() } else { path.clone() };
    let mut copies: Vec<(PathBuf, Vec<u8>)> = Vec::new();
    for file in crate::fsutil::files_under(&path).map_err(JudgeError::input)? {
        copies.push((Path::new(&name).join(file.strip_prefix(&base).unwrap_or(&file)), read_source(&file)?));
    }
    let mut brings_entry = false;
    for file in crate::fsutil::files_under(&include).map_err(JudgeError::input)? {
        let relative = file.strip_prefix(&include).unwrap_or(&file);
        brings_entry |= default_entry_point(language).is_some_and(|entry| relative == Path::new(entry));
        let relative = Path::new(&name).join(relative);
        copies.retain(|(existing, _)| *existing != relative);
        copies.push((relative, constants_put_in(package, &read_source(&file)?)));
    }
    let root = cached_copies("included", &copies)?.join(&name);
    let entrypoint = (path.is_file() && !brings_entry)
        .then(|| path.file_name().map(|n| n.to_string_lossy().into_owned()))
        .flatten();
    Ok((root, entrypoint))
}

/// The package's folder of files to include with a submission in the language of `path` (a
/// source, or the first source of a folder), if it has a non-empty one, and that language.
fn included_files(package: &IcpcProblem, path: &Path) -> Option<(PathBuf, &'static Language)> {
    // files_under gives a file itself, and a folder's files sorted.
    let language =
        crate::fsutil::files_under(path).ok()?.iter().find_map(|file| languages::language_of(file))?;
    let non_empty = |dir: PathBuf| fs::read_dir(&dir).ok()?.next().is_some().then_some(dir);
    let folder = language_code(language)
        .and_then(|code| non_empty(package.dir.join("include").join(code)))
        .or_else(|| {
        (!crate::package::icpc::is_legacy_format(&package.format))
            .then(|| non_empty(package.dir.join("include/default")))
            .flatten()
    })?;
    Some((folder, language))
}

/// The format's code of a language nimkit builds (its languages table).
fn language_code(language: &Language) -> Option<&'static str> {
    Some(match language.name {
        "C" => "c",
        "C++" => "cpp",
        "Python 3" => "python3",
        "Python 2" => "python2",
        "Java" => "java",
        "Kotlin" => "kotlin",
        "Bash" => "bash",
        "JavaScript" => "javascript",
        _ => return None,
    })
}

/// The file the format names as a language's default entry point, where it names a file.
fn default_entry_point(language: &Language) -> Option<&'static str> {
    match language.name {
        "Python 3" | "Python 2" => Some("__main__.py"),
        "JavaScript" => Some("main.js"),
        "Java" => Some("Main.java"),
        "Kotlin" => Some("Main.kt"),
        _ => None,
    }
}

/// Writes `copies` (paths relative to a folder) into a folder of the cache's `kind` named by
/// their paths and content (a copy written before is this copy); returns that folder.
fn cached_copies(kind: &str, copies: &[(PathBuf, Vec<u8>)]) -> Result<PathBuf, JudgeError> {
    let mut key = Vec::new();
    for (relative, bytes) in copies {
        key.extend_from_slice(relative.as_os_str().as_encoded_bytes());
        key.push(0);
        key.extend_from_slice(bytes);
    }
    let root = crate::cache::root().join(kind).join(format!("{:016x}", crate::cache::fnv1a64(&key)));
    for (relative, bytes) in copies {
        let target = root.join(relative);
        if target.is_file() {
            continue;
        }
        if let Some(parent) = target.parent() {
            fs::create_dir_all(parent).map_err(|e| JudgeError::cache_write(parent, e))?;
        }
        crate::fsutil::write_atomically(&target, bytes).map_err(|e| JudgeError::cache_write(&target, e))?;
    }
    Ok(root)
}

/// What the report says about a package before its tests: its rules as read (limits and where
/// the time limit came from, the validator and its flags), what nimkit does not judge, and the
/// example dialogues shown instead of judged.
pub fn describe(package: &IcpcProblem, time_limit: std::time::Duration) -> Vec<String> {
    let seconds = time_limit.as_secs_f64();
    let source = match &package.time_limit_source {
        TimeLimitSource::ProblemYaml => "from problem.yaml".to_string(),
        TimeLimitSource::File(file) => format!("from {file} (problem.yaml gives none)"),
        TimeLimitSource::Default => "nimkit's default: problem.yaml gives none and there is no .timelimit or \
             domjudge-problem.ini (`nimkit verify` derives it from the accepted submissions as problemtools does)"
            .to_string(),
    };
    let validator = match (&package.validator, package.interactive) {
        (OutputValidator::Default, _) => "the default output validator".to_string(),
        (OutputValidator::Custom(path), false) => format!("output validator {}", relative(package, path)),
        (OutputValidator::Custom(path), true) => {
            format!("interactive, validator {}", relative(package, path))
        }
    };
    let flags = if package.validator_flags.is_empty() {
        String::new()
    } else {
        format!(" (flags: {})", package.validator_flags.join(" "))
    };
    let mut lines = vec![format!(
        "ICPC package `{}` ({} format): time limit {seconds} s of CPU time ({source}), memory {} MiB, output {} MiB; {validator}{flags}",
        package.name, package.format, package.memory_mib, package.output_mib
    )];
    for group in &package.groups {
        if let Some(flags) = group.output_validator_flags.as_ref().filter(|f| !f.is_empty()) {
            let name = if group.group.is_empty() { "data" } else { &group.group };
            let what = if group.test { "test" } else { "group" };
            lines.push(format!("  {what} {name}: output validator flags {}", flags.join(" ")));
        }
    }
    for feature in &package.unsupported {
        lines.push(format!("  not judged by nimkit: {feature}"));
    }
    for sample in &package.interaction_samples {
        lines.push(format!("  example dialogue {} (shown, not judged)", relative(package, sample)));
    }
    lines
}

fn relative(package: &IcpcProblem, path: &Path) -> String {
    path.strip_prefix(&package.dir).unwrap_or(path).display().to_string()
}

/// The group of a test (`secret/group1` for `secret/group1/03`, `sample` for `sample/1`).
pub fn group_of(name: &str) -> &str {
    name.rsplit_once('/').map_or("", |(group, _)| group)
}

/// One line per test group: its verdict (the worst of its tests, as problemtools reports a
/// group) and how many of its tests were rejected. Groups in the order their tests came.
pub fn group_lines(results: &[super::verdict::CaseResult]) -> Vec<String> {
    let mut groups: Vec<(&str, Vec<Verdict>)> = Vec::new();
    for result in results {
        let group = group_of(&result.name);
        match groups.iter_mut().find(|(g, _)| *g == group) {
            Some((_, verdicts)) => verdicts.push(result.verdict),
            None => groups.push((group, vec![result.verdict])),
        }
    }
    groups
        .into_iter()
        .map(|(group, verdicts)| {
            let rejected = verdicts.iter().filter(|v| **v != Verdict::Ac).count();
            format!(
                "group {:<20} {:<4} {rejected} of {} test(s) rejected",
                if group.is_empty() { "(top)" } else { group },
                Verdict::worst(verdicts.iter().copied()).as_str(),
                verdicts.len()
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(flags: &str) -> DefaultValidatorOptions {
        DefaultValidatorOptions::parse(&flags.split_whitespace().map(String::from).collect::<Vec<_>>())
            .unwrap()
    }

    fn accepts(flags: &str, answer: &str, output: &str) -> bool {
        default_validator(&options(flags), answer.as_bytes(), output.as_bytes()).is_ok()
    }

    #[test]
    fn tokens_case_and_space_insensitive_by_default() {
        assert!(accepts("", "Hello World\n", "hello   world"));
        assert!(accepts("", "1 2\n3\n", "1\n2 3\n\n"));
        assert!(!accepts("", "1 2\n", "1 3\n"));
        assert!(!accepts("", "1 2\n", "1\n"), "missing token");
        assert!(!accepts("", "1\n", "1 2\n"), "trailing token");
        assert!(!accepts("case_sensitive", "Yes\n", "YES\n"));
        assert!(accepts("case_sensitive", "Yes\n", "Yes"));
    }

    #[test]
    fn space_change_sensitive_compares_every_whitespace_run() {
        assert!(accepts("space_change_sensitive", "1 2\n", "1 2\n"));
        assert!(!accepts("space_change_sensitive", "1 2\n", "1  2\n"));
        assert!(!accepts("space_change_sensitive", "1 2\n", "1 2"));
        assert!(!accepts("space_change_sensitive", "1 2\n", "1 2\n\n"));
        assert!(!accepts("space_change_sensitive", "1 2\n", " 1 2\n"));
    }

    #[test]
    fn floats_within_either_tolerance() {
        assert!(accepts("float_tolerance 1e-6", "1.0\n", "1.0000005\n"));
        assert!(!accepts("float_tolerance 1e-6", "1.0\n", "1.00001\n"));
        // Relative: 1e6 * 1e-6 = 1.
        assert!(accepts("float_relative_tolerance 1e-6", "1000000\n", "1000000.9\n"));
        assert!(!accepts("float_absolute_tolerance 1e-6", "1000000\n", "1000000.9\n"));
        assert!(!accepts("float_tolerance 1e-6", "1.5\n", "abc\n"), "a float was expected");
        // Without a tolerance, numbers are tokens.
        assert!(!accepts("", "1.0\n", "1.00\n"));
        // A judge token that is no number is compared as text even with a tolerance.
        assert!(accepts("float_tolerance 1e-6", "YES 0.5\n", "yes 0.5000001\n"));
    }

    #[test]
    fn quickcheck_token_equality_is_accepted_and_a_changed_token_rejected() {
        fn property(tokens: Vec<u32>, change: usize) -> bool {
            let answer: String = tokens.iter().map(|t| format!("{t}\n")).collect();
            let output: String = tokens.iter().map(|t| format!("{t} ")).collect();
            let same = accepts("", &answer, &output);
            if tokens.is_empty() {
                return same;
            }
            let mut changed = tokens.clone();
            let at = change % changed.len();
            changed[at] = changed[at].wrapping_add(1);
            let output: String = changed.iter().map(|t| format!("{t} ")).collect();
            same && !accepts("", &answer, &output)
        }
        quickcheck::quickcheck(property as fn(Vec<u32>, usize) -> bool);
    }

    /// A validator's message of any size costs the judge only the head it shows, and the report
    /// says the rest was left out.
    #[test]
    fn only_the_head_of_a_huge_judge_message_is_read() {
        let feedback = tempfile::tempdir().unwrap();
        let path = feedback.path().join("judgemessage.txt");
        let mut file = fs::File::create(&path).unwrap();
        std::io::Write::write_all(&mut file, "wrong at line 1 ".repeat(1000).as_bytes()).unwrap();
        // 64 MiB in all, the rest a hole: nothing on disk, and nothing in memory if unread.
        file.set_len(64 << 20).unwrap();
        let outcome = RunOutcome {
            termination: Termination::Exited(WRONG_ANSWER),
            wall: std::time::Duration::ZERO,
            cpu: std::time::Duration::ZERO,
            peak_rss_kib: 0,
            stdout: Vec::new(),
            stderr: Vec::new(),
            stdout_dropped: 0,
            stderr_dropped: 0,
            timed_out: false,
            output_limit_exceeded: false,
            memory_limit_exceeded: false,
            process_limit_exceeded: false,
            file_limit_exceeded: false,
            launcher_lost: false,
        };
        let limits = Limits::generous(std::time::Duration::from_secs(1));
        let verdict = validator_verdict("output validator", &outcome, &limits, feedback.path());
        assert_eq!(verdict.verdict, Verdict::Wa);
        assert!(verdict.message.starts_with("wrong at line 1 wrong"), "{}", verdict.message);
        assert!(
            verdict.message.ends_with("…\n(judgemessage.txt is 64.0 MiB: only its beginning is shown)"),
            "{}",
            &verdict.message[FEEDBACK_BYTES - 20..]
        );
    }

    /// problemtools' own default validator tests and generated pairs, with the verdicts of its
    /// compiled validator (tests/data/problemtools-default-validator.txt says how): the same
    /// verdict here on every one.
    #[test]
    fn the_default_validator_agrees_with_problemtools_on_its_recorded_verdicts() {
        use crate::judge::text::unescape;
        let data = include_str!("../../tests/data/problemtools-default-validator.txt");
        let mut disagreements = Vec::new();
        let mut checked = 0;
        for line in data.lines().filter(|l| !l.starts_with('#')) {
            let fields: Vec<&str> = line.split('\t').collect();
            let [flags, expected, output, answer] = fields[..] else { panic!("bad line {line:?}") };
            let got = default_validator(&options(flags), &unescape(answer), &unescape(output));
            if (expected == "AC") != got.is_ok() {
                disagreements.push(format!("problemtools {expected}, here {got:?} on {line:?}"));
            }
            checked += 1;
        }
        assert!(checked >= 300, "only {checked} recorded pairs");
        assert!(
            disagreements.is_empty(),
            "{} of {checked}:\n{}",
            disagreements.len(),
            disagreements.join("\n")
        );
    }
}
