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
pub mod embedded;
pub mod error;
pub mod eviction;
pub mod generated;
pub mod problem;
pub mod process;
pub mod report;
pub mod run;
pub mod verdict;

use std::fs;
use std::path::PathBuf;
use std::process::ExitCode;
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
2 usage error or malformed tests; 3 the judge could not decide (checker FAIL, missing tool).")]
pub struct TestArgs {
    /// Problem id (problems/<id>), problem folder, or any folder of X.in/X.out tests.
    pub target: String,
    /// The solution: a .rs file (bundled if it uses nimkit, compiled like AtCoder) or an executable.
    /// [default: ID.rs in the current folder, for a problem id]
    #[arg(conflicts_with = "command")]
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
    /// The solution's memory limit, 0 for none [default: the problem's, else 1024].
    #[arg(long, short = 'm', value_name = "MIB")]
    pub memory_limit: Option<u64>,
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
            compare: None,
            abs_error: None,
            rel_error: None,
            checker: None,
            output_limit: DEFAULT_OUTPUT_LIMIT_MIB,
        }
    }
}

/// Runs `nimkit test`.
pub fn run(args: TestArgs) -> ExitCode {
    match judge_target(&args) {
        Ok(code) => ExitCode::from(code),
        Err(error) => {
            eprintln!("nimkit test: {error}");
            ExitCode::from(error.exit_code())
        }
    }
}

fn judge_target(args: &TestArgs) -> Result<u8, JudgeError> {
    let target = problem::resolve_target(&args.target)?;
    let solution = match (&args.command, &args.solution) {
        (Some(command), _) => Solution::Command(command.clone()),
        (None, Some(path)) if !path.is_file() => {
            let mut message = format!("{}: no such solution file", path.display());
            if problem::problem_dir(&path.to_string_lossy()).ok().flatten().is_some() {
                message += "\n  help: the problem comes first, then the solution: nimkit test PROBLEM SOLUTION";
            }
            return Err(JudgeError::input(message));
        }
        (None, Some(path)) => Solution::from_path(path),
        (None, None) => Solution::from_path(&default_solution(&args.target, &target)?),
    };
    let cases = collect_tests(&target)?;
    let config = config_for(&args.judging, &target)?;
    let names: Vec<String> = cases.iter().map(|c| c.name.clone()).collect();
    let reporter = report::Reporter::new(&names, report::colors_wanted());

    let program = match compile::prepare(&solution)? {
        Prepared::Ready(program) => program,
        Prepared::CompileError(message) => {
            let results: Vec<CaseResult> =
                cases.iter().map(|c| CaseResult::not_run(&c.name, Verdict::Ce, message.trim_end())).collect();
            if args.json {
                report::emit(&report::json(&results));
            } else {
                report::emit(&format!("compile error:\n{}", message.trim_end()));
                report::emit(&reporter.compile_error_summary(&message, results.len()));
            }
            return Ok(EXIT_REJECTED);
        }
    };

    let jobs = args.jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let results = run::judge_all(&program, &cases, &config, jobs, |_, result| {
        if !args.json {
            report::emit(&reporter.line(result));
        }
    });

    if args.json {
        report::emit(&report::json(&results));
    } else {
        let failures: Vec<(&TestCase, &CaseResult)> =
            cases.iter().zip(&results).filter(|(_, r)| r.verdict != Verdict::Ac).collect();
        for (case, result) in failures.iter().take(report::detailed_failures()) {
            let input = fs::read(&case.input).unwrap_or_default();
            let answer = fs::read(&case.answer).unwrap_or_default();
            report::emit(&reporter.details(result, &input, &answer));
        }
        if failures.len() > report::detailed_failures() {
            report::emit(&format!(
                "({} more failing test(s) not shown in detail)",
                failures.len() - report::detailed_failures()
            ));
        }
        report::emit(&reporter.summary(&results));
    }
    let worst = Verdict::worst(results.iter().map(|r| r.verdict));
    if let (Verdict::Ac, Target::Problem(problem), Some(_)) = (worst, &target, &args.solution) {
        // Practice mode: a solution file accepted on a problem of the set counts as solved.
        match crate::practice::record_solved(&problem.id) {
            Ok(true) if !args.json => report::emit(&format!("solved {} (recorded)", problem.id)),
            Ok(_) => {}
            Err(e) => eprintln!("nimkit test: cannot record progress: {e}"),
        }
    }
    Ok(match worst {
        Verdict::Ac => EXIT_ALL_ACCEPTED,
        Verdict::Fail => EXIT_JUDGE_FAILED,
        _ => EXIT_REJECTED,
    })
}

/// `ID.rs` in the current folder, the file `nimkit new ID` writes, when no SOLUTION is given.
fn default_solution(target_arg: &str, target: &Target) -> Result<PathBuf, JudgeError> {
    let id = match target {
        Target::Problem(problem) => problem.id.clone(),
        Target::Folder(_) => return Err(JudgeError::input("give a SOLUTION or --command CMD")),
    };
    let path = PathBuf::from(format!("{id}.rs"));
    if path.is_file() {
        eprintln!("nimkit test: judging {} (no SOLUTION given)", path.display());
        Ok(path)
    } else {
        Err(JudgeError::input(format!(
            "no SOLUTION given and no {} here (start one with `nimkit new {id}`, or give a SOLUTION \
             or --command CMD after {target_arg})",
            path.display()
        )))
    }
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
        output_bytes: args.output_limit.saturating_mul(1 << 20).min(usize::MAX as u64) as usize,
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
