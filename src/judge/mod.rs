//! `nimkit test`: judge a solution against a problem's tests like a real judge.
//!
//! The pieces are public so that `stress` and `verify` judge through the same code:
//! [`compile::prepare`] makes a solution runnable, [`process::run`] runs it under limits,
//! [`run::judge_output`] / [`run::judge_case`] turn a run into a [`verdict::CaseResult`],
//! [`run::judge_all`] does a test list in parallel, [`problem`] finds tests.

pub mod cache;
pub mod checker;
pub mod compare;
pub mod compile;
pub mod error;
pub mod generated;
pub mod problem;
pub mod process;
pub mod report;
pub mod room;
pub mod run;
pub mod verdict;

use std::path::PathBuf;
use std::time::Duration;

use compare::{CompareMode, DEFAULT_FLOAT_ERROR};
use compile::{Prepared, Solution};
use error::JudgeError;
use problem::{Target, TestCase};
use process::{Limits, Program};
use run::{Evaluator, JudgeConfig};
use verdict::{CaseResult, Verdict};

/// Exit codes of `nimkit test`.
pub const EXIT_ALL_ACCEPTED: u8 = 0;
pub const EXIT_REJECTED: u8 = 1;
pub const EXIT_JUDGE_FAILED: u8 = 3;

/// Output kept per test before the verdict is OLE.
pub const DEFAULT_OUTPUT_LIMIT_MIB: u64 = 64;

/// Arguments of `nimkit test`.
#[derive(clap::Args, Debug)]
#[command(after_help = "Verdicts: AC WA PE TLE MLE RE OLE CE FAIL. \
Exit codes: 0 every test AC; 1 some test rejected (or CE); \
2 usage error or malformed tests (a test that is not a regular file included); 3 the judge could not \
decide (checker FAIL, missing tool); 130 (143 for SIGTERM, 129 for SIGHUP) interrupted: only the \
tests judged before the interrupt are reported.")]
pub struct TestArgs {
    /// Problem id (problems/<id>), problem folder, or any folder of X.in/X.out tests.
    pub target: String,
    /// The solution: a .rs file (bundled if it uses nimkit, compiled like AtCoder) or an executable.
    #[arg(required_unless_present = "command", conflicts_with = "command")]
    pub solution: Option<PathBuf>,
    /// Judge a shell command line instead (any language), e.g. "python3 a.py".
    #[arg(long, short = 'c', value_name = "CMD")]
    pub command: Option<String>,
    /// Tests run in parallel [default: number of cores].
    #[arg(long, short = 'j', value_name = "N")]
    pub jobs: Option<usize>,
    /// Print one JSON object instead of the report.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub judging: JudgeOptions,
}

/// How a solution is judged: limits and comparison, shared by `test` and `stress`. Each option
/// left out comes from problem.toml, else from the defaults.
#[derive(clap::Args, Clone, Debug)]
pub struct JudgeOptions {
    /// The solution's wall-clock limit per test [default: the problem's, else 2].
    #[arg(long, short = 't', value_name = "SECONDS")]
    pub time_limit: Option<f64>,
    /// The solution's resident-memory limit (its whole process tree), 0 for none [default: the
    /// problem's, else 1024].
    #[arg(long, short = 'm', value_name = "MIB")]
    pub memory_limit: Option<u64>,
    /// Also limit the address space (RLIMIT_AS), as some judges do; reserved but untouched
    /// memory then counts.
    #[arg(long, value_name = "MIB")]
    pub address_space_limit: Option<u64>,
    /// How outputs are compared [default: the problem's, else default].
    #[arg(long, value_name = "MODE", value_parser = ["default", "exact", "tokens", "float"])]
    pub compare: Option<String>,
    /// Absolute error accepted by --compare float.
    #[arg(long, value_name = "X")]
    pub abs_error: Option<f64>,
    /// Relative error accepted by --compare float.
    #[arg(long, value_name = "X")]
    pub rel_error: Option<f64>,
    /// Special checker (a .rs file or a command), run as CHECKER INPUT OUTPUT ANSWER (in
    /// stress, ANSWER is the brute's output, or empty without --brute).
    #[arg(long, value_name = "CHECKER")]
    pub checker: Option<String>,
    /// Output limit per run of the solution (in stress, also of the helpers); more is OLE.
    #[arg(long, value_name = "MIB", default_value_t = DEFAULT_OUTPUT_LIMIT_MIB)]
    pub output_limit: u64,
}

impl Default for JudgeOptions {
    /// problem.toml's settings alone.
    fn default() -> Self {
        JudgeOptions {
            time_limit: None,
            memory_limit: None,
            address_space_limit: None,
            compare: None,
            abs_error: None,
            rel_error: None,
            checker: None,
            output_limit: DEFAULT_OUTPUT_LIMIT_MIB,
        }
    }
}

/// What `nimkit test` decided, for its caller.
#[derive(Debug)]
pub struct TestOutcome {
    pub exit_code: u8,
    /// The problem of the set whose every test was accepted, when the target was one.
    pub accepted_problem: Option<String>,
}

/// Runs `nimkit test`: the report on stdout, errors on stderr. Recording progress is the
/// caller's business (practice mode), so the judge does not depend on the problem set.
pub fn run(args: &TestArgs) -> TestOutcome {
    match judge_target(args) {
        Ok(outcome) => outcome,
        Err(error) => {
            // A step cut short by the interrupt (a killed compiler or generator) is no error.
            if let Some((signal, code)) = process::interruption() {
                eprintln!("nimkit test: interrupted ({signal}) before any test was judged");
                return TestOutcome { exit_code: code, accepted_problem: None };
            }
            eprintln!("nimkit test: {error}");
            TestOutcome { exit_code: error.exit_code(), accepted_problem: None }
        }
    }
}

fn judge_target(args: &TestArgs) -> Result<TestOutcome, JudgeError> {
    let solution = match (&args.command, &args.solution) {
        (Some(command), _) => Solution::Command(command.clone()),
        (None, Some(path)) if !path.is_file() => {
            return Err(JudgeError::input(format!("{}: no such solution file", path.display())))
        }
        (None, Some(path)) => Solution::from_path(path),
        (None, None) => return Err(JudgeError::input("give a SOLUTION or --command CMD")),
    };
    let target = problem::resolve_target(&args.target)?;
    let cases = collect_tests(&target)?;
    let config = config_for(&args.judging, &target)?;
    let names: Vec<String> = cases.iter().map(|c| c.name.clone()).collect();
    let reporter = report::Reporter::new(&names, report::colors_wanted());

    let prepared = compile::prepare(&solution)?;
    if let Some((signal, code)) = process::interruption() {
        if args.json {
            report::emit(&report::json_interrupted(&[], cases.len()));
        }
        eprintln!("nimkit test: interrupted ({signal}) while preparing the solution; no test was judged");
        return Ok(TestOutcome { exit_code: code, accepted_problem: None });
    }
    let program = match prepared {
        Prepared::Ready(program) => program,
        Prepared::CompileError(message) => {
            let results: Vec<CaseResult> =
                cases.iter().map(|c| CaseResult::not_run(&c.name, Verdict::Ce, message.trim_end())).collect();
            if args.json {
                report::emit(&report::json(&results));
            } else {
                report::emit(&format!("compile error:\n{}", message.trim_end()));
                report::emit(&reporter.summary(&results));
            }
            return Ok(TestOutcome { exit_code: EXIT_REJECTED, accepted_problem: None });
        }
    };

    let jobs = args.jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let results = run::judge_all(&program, &cases, &config, jobs, |_, result| {
        if !args.json {
            report::emit(&reporter.line(result));
        }
    });
    let interruption = process::interruption();

    if let (true, Some(_)) = (args.json, &interruption) {
        report::emit(&report::json_interrupted(&results, cases.len()));
    } else if args.json {
        report::emit(&report::json(&results));
    } else {
        // After an interrupt some tests have no result: pair them by name, not by position.
        let failures: Vec<(&TestCase, &CaseResult)> = results
            .iter()
            .filter(|r| r.verdict != Verdict::Ac)
            .filter_map(|r| Some((cases.iter().find(|c| c.name == r.name)?, r)))
            .collect();
        for (case, result) in failures.iter().take(report::detailed_failures()) {
            let input = crate::fsutil::read_regular(&case.input).unwrap_or_default();
            let answer = crate::fsutil::read_regular(&case.answer).unwrap_or_default();
            report::emit(&reporter.details(result, &input, &answer));
        }
        if failures.len() > report::detailed_failures() {
            report::emit(&format!(
                "({} more failing test(s) not shown in detail)",
                failures.len() - report::detailed_failures()
            ));
        }
        match &interruption {
            Some((signal, _)) => report::emit(&reporter.interrupted(signal, &results, cases.len())),
            None => report::emit(&reporter.summary(&results)),
        }
    }
    if let Some((_, code)) = interruption {
        return Ok(TestOutcome { exit_code: code, accepted_problem: None });
    }
    let worst = Verdict::worst(results.iter().map(|r| r.verdict));
    let accepted_problem = match (worst, &target) {
        (Verdict::Ac, Target::Problem(problem)) => Some(problem.id.clone()),
        _ => None,
    };
    let exit_code = match worst {
        Verdict::Ac => EXIT_ALL_ACCEPTED,
        Verdict::Fail => EXIT_JUDGE_FAILED,
        _ => EXIT_REJECTED,
    };
    Ok(TestOutcome { exit_code, accepted_problem })
}

/// Every test of `target`: the files in its test folder, then generated ones.
pub fn collect_tests(target: &Target) -> Result<Vec<TestCase>, JudgeError> {
    let dir = target.tests_dir();
    let mut cases = match target {
        Target::Problem(problem) if !dir.exists() && !problem.generated.is_empty() => Vec::new(),
        _ => problem::discover_tests(&dir)?,
    };
    if let Target::Problem(problem) = target {
        cases.extend(generated::materialize(problem)?);
    }
    if cases.is_empty() {
        return Err(JudgeError::input(format!("{}: no tests (expected X.in with X.out)", dir.display())));
    }
    Ok(cases)
}

/// The configuration problem.toml asks for, without command-line overrides: what
/// `verify` judges reference and wrong solutions with.
pub fn problem_config(problem: &problem::Problem) -> Result<JudgeConfig, JudgeError> {
    config_for(&JudgeOptions::default(), &Target::Problem(Box::new(problem.clone())))
}

/// Limits and evaluator: command-line flags over problem.toml over defaults.
pub fn config_for(args: &JudgeOptions, target: &Target) -> Result<JudgeConfig, JudgeError> {
    let problem = match target {
        Target::Problem(problem) => Some(problem),
        Target::Folder(_) => None,
    };
    let time = match args.time_limit {
        Some(t) if t.is_finite() && t > 0.0 && t <= 3600.0 => Duration::from_secs_f64(t),
        Some(t) => return Err(JudgeError::input(format!("--time-limit {t}: expected seconds in (0, 3600]"))),
        None => problem.map_or(problem::DEFAULT_TIME_LIMIT, |p| p.time_limit),
    };
    let memory_mib = args
        .memory_limit
        .unwrap_or_else(|| problem.map_or(problem::DEFAULT_MEMORY_LIMIT_MIB, |p| p.memory_limit_mib));
    let limits = Limits {
        time,
        memory_bytes: (memory_mib > 0).then(|| memory_mib.saturating_mul(1 << 20)),
        address_space_bytes: args.address_space_limit.filter(|&m| m > 0).map(|m| m.saturating_mul(1 << 20)),
        processes: room::DEFAULT_PROCESS_CAP,
        output_bytes: args.output_limit.saturating_mul(1 << 20).min(usize::MAX as u64) as usize,
        overflow: process::Overflow::Kill,
    };
    for (flag, value) in [("--abs-error", args.abs_error), ("--rel-error", args.rel_error)] {
        if value.is_some_and(|x| !x.is_finite() || x < 0.0) {
            return Err(JudgeError::input(format!("{flag}: expected a non-negative number")));
        }
    }
    let evaluator = if let Some(checker) = &args.checker {
        Evaluator::Checker(checker_program(&Solution::from_checker_arg(checker))?)
    } else if let (None, Some(path)) = (&args.compare, problem.and_then(|p| p.checker.as_ref())) {
        Evaluator::Checker(checker_program(&Solution::from_path(path))?)
    } else {
        let (problem_abs, problem_rel) = match problem.map(|p| p.compare) {
            Some(CompareMode::Float { absolute, relative }) => (absolute, relative),
            _ => (DEFAULT_FLOAT_ERROR, DEFAULT_FLOAT_ERROR),
        };
        let absolute = args.abs_error.unwrap_or(problem_abs);
        let relative = args.rel_error.unwrap_or(problem_rel);
        let mode = match &args.compare {
            Some(name) => CompareMode::parse(name, absolute, relative)
                .ok_or_else(|| JudgeError::input(format!("--compare {name}: unknown mode")))?,
            None => match problem.map(|p| p.compare) {
                Some(CompareMode::Float { .. }) => CompareMode::Float { absolute, relative },
                Some(mode) => mode,
                None if args.abs_error.is_some() || args.rel_error.is_some() => {
                    CompareMode::Float { absolute, relative }
                }
                None => CompareMode::Default,
            },
        };
        Evaluator::Compare(mode)
    };
    Ok(JudgeConfig { limits, evaluator })
}

impl Solution {
    /// `--checker`: an existing file is compiled or run; anything else is a command line.
    fn from_checker_arg(checker: &str) -> Solution {
        let path = PathBuf::from(checker);
        if path.is_file() {
            Solution::from_path(&path)
        } else {
            Solution::Command(checker.to_string())
        }
    }
}

fn checker_program(checker: &Solution) -> Result<Program, JudgeError> {
    match compile::prepare(checker)? {
        Prepared::Ready(program) => Ok(program),
        Prepared::CompileError(message) => {
            let name = match checker {
                Solution::Rust(path) | Solution::Executable(path) => path.display().to_string(),
                Solution::Command(command) => command.clone(),
            };
            Err(JudgeError::input(format!("{name}: the checker does not compile:\n{message}")))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    #[test]
    fn problem_config_follows_problem_toml() {
        let dir = tempfile::tempdir().unwrap();
        fs::write(
            dir.path().join("problem.toml"),
            "time_limit = 1.5\nmemory_limit = 64\ncompare = \"tokens\"\n",
        )
        .unwrap();
        let problem = problem::load_problem(dir.path()).unwrap();
        let config = problem_config(&problem).unwrap();
        assert_eq!(config.limits.time, Duration::from_millis(1500));
        assert_eq!(config.limits.memory_bytes, Some(64 << 20));
        assert!(matches!(config.evaluator, Evaluator::Compare(CompareMode::Tokens)));

        fs::write(dir.path().join("check"), "#!/bin/sh\nexit 0\n").unwrap();
        let executable = std::os::unix::fs::PermissionsExt::from_mode(0o755);
        fs::set_permissions(dir.path().join("check"), executable).unwrap();
        fs::write(dir.path().join("problem.toml"), "checker = \"check\"\n").unwrap();
        let problem = problem::load_problem(dir.path()).unwrap();
        let config = problem_config(&problem).unwrap();
        assert!(matches!(config.evaluator, Evaluator::Checker(_)));
        assert_eq!(config.limits.time, problem::DEFAULT_TIME_LIMIT);
    }
}
