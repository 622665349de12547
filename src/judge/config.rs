//! How a solution is judged, from problem.toml and the command line: limits, compare mode or
//! checker, interactor, and the list of tests. Shared by `test`, `stress` and `verify`.

use std::sync::Arc;
use std::time::Duration;

use super::compare::{CompareMode, DEFAULT_FLOAT_ERROR};
use super::generated;
use super::icpc::build_program;
use super::interact;
use super::run::{Evaluator, JudgeConfig};
use crate::error::JudgeError;
use crate::package::icpc::{IcpcProblem, OutputValidator};
use crate::package::layout::discover_folder;
use crate::package::listing::Answers;
use crate::package::oj::discover_tests;
use crate::package::polygon_package::{PolygonChecker, PolygonProblem};
use crate::package::problem::{self, TestCase};
use crate::package::set::Target;
use crate::sandbox::process::{self, Limits, Program};
use crate::toolchain::compile::{self, Prepared, Solution};

/// Output kept per test before the verdict is OLE.
pub const DEFAULT_OUTPUT_LIMIT_MIB: u64 = 64;

/// How a solution is judged: limits and comparison, shared by `test` and `stress`. Each option
/// left out comes from problem.toml, else from the defaults.
#[derive(clap::Args, Clone, Debug)]
pub struct JudgeOptions {
    /// The solution's wall-clock limit per test [default: the problem's, else 2].
    #[arg(long, short = 't', value_name = "SECONDS", value_parser = parse_seconds, allow_negative_numbers = true)]
    pub time_limit: Option<f64>,
    /// The solution's resident-memory limit (its whole process tree), 0 for none [default: the
    /// problem's, else 1024].
    #[arg(long, short = 'm', value_name = "MIB", value_parser = parse_mib, allow_negative_numbers = true)]
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
    /// Interactive judging: the jury (a .rs file or a command), run testlib-style as
    /// INTERACTOR INPUT OUTPUT with its stdout piped to the solution and the solution's stdout
    /// to it; exit 0 AC, 1 WA, 2 PE, 3 FAIL [default: the problem's interactor].
    #[arg(long, value_name = "INTERACTOR")]
    pub interactor: Option<String>,
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
            interactor: None,
            output_limit: DEFAULT_OUTPUT_LIMIT_MIB,
        }
    }
}

/// `-t`: seconds in (0, 3600].
fn parse_seconds(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(t) if t.is_finite() && t > 0.0 && t <= 3600.0 => Ok(t),
        _ => Err(format!("`{text}` is not a time limit: expected seconds in (0, 3600], e.g. 2 or 0.5")),
    }
}

/// `-m`: whole MiB, 0 for no limit.
fn parse_mib(text: &str) -> Result<u64, String> {
    text.trim()
        .parse::<u64>()
        .map_err(|_| format!("`{text}` is not a memory limit: expected whole MiB (0 = no limit), e.g. 256"))
}

/// Every test of `target`: the files in its test folder (a plain folder in any layout of
/// [`LAYOUTS`](crate::package::layout::LAYOUTS)), then generated ones. `interactive`: inputs alone are tests (the
/// interactor judges).
pub fn collect_tests(target: &Target, interactive: bool) -> Result<Vec<TestCase>, JudgeError> {
    let dir = target.tests_dir();
    let answers = if interactive { Answers::Optional } else { Answers::Required };
    let mut cases = match target {
        Target::Folder(dir) => return discover_folder(dir, answers),
        Target::Icpc(problem) => return discover_folder(&problem.data_dir(), answers),
        Target::Polygon(problem) => return super::polygon::materialize(problem, interactive),
        Target::LibraryChecker(problem) => return super::library_checker::materialize(problem),
        Target::Problem(problem) if !dir.exists() && !problem.generated.is_empty() => Vec::new(),
        Target::Problem(_) => discover_tests(&dir, answers)?,
    };
    if let Target::Problem(problem) = target {
        cases.extend(generated::materialize(problem)?);
    }
    if cases.is_empty() {
        return Err(JudgeError::input(format!("{}: no tests (expected X.in with X.out)", dir.display())));
    }
    Ok(cases)
}

/// A foreign package's judge lets the stack grow to the memory limit (Codeforces 256 MiB and
/// more, Kattis and Library Checker the memory limit).
fn with_home_stack(config: JudgeConfig) -> JudgeConfig {
    let evaluator = match config.evaluator {
        Evaluator::Interactive(interaction) => Evaluator::Interactive(Box::new(interact::Interaction {
            solution_stack_grows_to_memory: true,
            ..*interaction
        })),
        other => other,
    };
    JudgeConfig { stack_grows_to_memory: true, evaluator, ..config }
}

/// How much wall-clock time a run limited in CPU time may take before it is ended (idle, or
/// starved on a busy machine): three times the limit and 2 s more.
pub fn wall_bound_for_cpu_limit(cpu: Duration) -> Duration {
    cpu * 3 + Duration::from_secs(2)
}

/// Codeforces (Polygon) and Kattis/DOMjudge (ICPC) limit CPU time, not wall-clock time: their
/// packages are judged so, and a busy machine then gives no false TLE. Past the limit in CPU
/// time is TLE; the wall-clock bound only ends idle or starved runs. A configuration already
/// limited in CPU time (an interactive one, see [`config_for`]) is left as it is.
fn with_cpu_time_limit(config: JudgeConfig) -> JudgeConfig {
    let mut config = config;
    if config.limits.cpu_time.is_none() {
        config.limits = with_time_limit(&config.limits, config.limits.time, true);
    }
    config
}

/// The solution's time limit in `limits`: its CPU time when it is limited so, else its
/// wall-clock time.
pub fn time_limit(limits: &Limits) -> Duration {
    limits.cpu_time.unwrap_or(limits.time)
}

/// `limits` with the time limit `time`: on CPU time (with its wall-clock bound) when
/// `on_cpu`, else on wall-clock time.
fn with_time_limit(limits: &Limits, time: Duration, on_cpu: bool) -> Limits {
    if on_cpu {
        Limits { cpu_time: Some(time), time: wall_bound_for_cpu_limit(time), ..limits.clone() }
    } else {
        Limits { cpu_time: None, time, ..limits.clone() }
    }
}

/// `limits` with another time limit `time`, measured as before (CPU time or wall-clock time).
pub fn with_other_time_limit(limits: &Limits, time: Duration) -> Limits {
    with_time_limit(limits, time, limits.cpu_time.is_some())
}

/// The configuration problem.toml asks for, without command-line overrides: what
/// `verify` judges reference and wrong solutions with.
pub fn problem_config(problem: &problem::Problem) -> Result<JudgeConfig, JudgeError> {
    config_for(&JudgeOptions::default(), &Target::Problem(Box::new(problem.clone())))
}

/// Limits and evaluator: command-line flags over problem.toml over defaults. A tolerance
/// (`--abs-error`, `--rel-error`) that nothing would apply is refused, never ignored.
pub fn config_for(args: &JudgeOptions, target: &Target) -> Result<JudgeConfig, JudgeError> {
    let config = configure(args, target)?;
    tolerance_applies(args, &config.evaluator)?;
    Ok(config)
}

/// Why `--abs-error`/`--rel-error` would have no effect on `evaluator`, as a usage error: only a
/// float comparison reads them (a problem compared the default way switches to one).
fn tolerance_applies(args: &JudgeOptions, evaluator: &Evaluator) -> Result<(), JudgeError> {
    let flag = match (args.abs_error, args.rel_error) {
        (Some(_), _) => "--abs-error",
        (None, Some(_)) => "--rel-error",
        (None, None) => return Ok(()),
    };
    let judged_by = match evaluator {
        Evaluator::Compare(CompareMode::Float { .. }) => return Ok(()),
        Evaluator::Compare(mode) => format!(
            "outputs are compared `{mode}` (--compare or problem.toml's compare), which reads no \
             tolerance; give --compare float to compare numbers within it"
        ),
        Evaluator::Checker(_) if args.checker.is_some() => {
            "--checker judges the output and decides itself how close numbers must be; drop one of the two".into()
        }
        Evaluator::Checker(_) => "the problem's checker judges the output and decides itself how close numbers \
             must be; give --compare float to compare with this tolerance instead of the checker"
            .into(),
        Evaluator::StdChecker(name) => format!(
            "the package's checker std::{name} judges the output with its own precision; give --compare float to \
             compare with this tolerance instead"
        ),
        Evaluator::IcpcDefault(_) | Evaluator::IcpcValidator(..) => "the package's output validator judges the \
             output (its float_tolerance flags in testdata.yaml or problem.yaml set the precision); give \
             --compare float to compare with this tolerance instead"
            .into(),
        Evaluator::Interactive(_) => "an interactor judges the dialogue; a tolerance has nothing to compare".into(),
    };
    Err(JudgeError::input(format!("{flag} has no effect here: {judged_by}")))
}

/// [`config_for`] without the tolerance check: foreign packages configure a folder first and
/// replace its evaluator with their own.
fn configure(args: &JudgeOptions, target: &Target) -> Result<JudgeConfig, JudgeError> {
    let problem = match target {
        Target::Problem(problem) => Some(problem),
        Target::Folder(_) => None,
        Target::Icpc(package) => {
            return icpc_config(args, package).map(with_home_stack).map(with_cpu_time_limit)
        }
        Target::Polygon(package) => {
            return polygon_config(args, package).map(with_home_stack).map(with_cpu_time_limit)
        }
        Target::LibraryChecker(problem) => {
            // Its time limit and its testlib checker, built with common/; the memory limit is
            // the site's 1024 MiB (nimkit's default), which info.toml does not state.
            let own = JudgeOptions {
                time_limit: args.time_limit.or(Some(problem.time_limit.as_secs_f64())),
                ..args.clone()
            };
            let mut config = configure(&own, &Target::Folder(problem.dir.clone()))?;
            if args.compare.is_none() && args.checker.is_none() && args.interactor.is_none() {
                config.evaluator =
                    Evaluator::Checker(super::library_checker::build(problem, "checker", &problem.checker)?);
            }
            return Ok(with_home_stack(config));
        }
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
        processes: crate::sandbox::DEFAULT_PROCESS_CAP,
        output_bytes: args.output_limit.saturating_mul(1 << 20).min(usize::MAX as u64) as usize,
        overflow: process::Overflow::Kill,
        cpu_time: None,
    };
    for (flag, value) in [("--abs-error", args.abs_error), ("--rel-error", args.rel_error)] {
        if value.is_some_and(|x| !x.is_finite() || x < 0.0) {
            return Err(JudgeError::input(format!("{flag}: expected a non-negative number")));
        }
    }
    let interactor = match (&args.interactor, problem.and_then(|p| p.interactor.as_ref())) {
        (Some(arg), _) => Some(helper_argument("--interactor", arg)?),
        (None, Some(path)) => Some(Solution::from_path(path)),
        (None, None) => None,
    };
    let evaluator = if let Some(interactor) = interactor {
        // A checker then judges the interactor's OUTPUT against the test's answer.
        let checker = match (&args.checker, problem.and_then(|p| p.checker.as_ref())) {
            (Some(arg), _) => Some(checker_program(&helper_argument("--checker", arg)?)?),
            (None, Some(path)) => Some(checker_program(&Solution::from_path(path))?),
            (None, None) => None,
        };
        let interactor = helper_program("interactor", &interactor)?;
        Evaluator::Interactive(Box::new(interact::Interaction {
            interactor,
            checker,
            transcripts: None,
            protocol: interact::Protocol::Testlib,
            solution_stack_grows_to_memory: false,
        }))
    } else if let Some(checker) = &args.checker {
        Evaluator::Checker(checker_program(&helper_argument("--checker", checker)?)?)
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
                // A tolerance asks for a float comparison where the problem named none.
                Some(CompareMode::Default) | None if args.abs_error.is_some() || args.rel_error.is_some() => {
                    CompareMode::Float { absolute, relative }
                }
                Some(mode) => mode,
                None => CompareMode::Default,
            },
        };
        Evaluator::Compare(mode)
    };
    let config = JudgeConfig { limits, evaluator, files: Default::default(), stack_grows_to_memory: false };
    if matches!(config.evaluator, Evaluator::Interactive(_)) {
        // The solution's time in a game includes the interactor's thinking: a wall-clock limit
        // would charge the solution for it (a jury spending 60 ms per reply makes a solution
        // using 2 ms TLE at 1 s). Its CPU time is charged instead, as Codeforces and Kattis
        // do; the wall-clock bound still ends a deadlock.
        return Ok(with_cpu_time_limit(config));
    }
    Ok(config)
}

/// An ICPC package judged by its own rules: its limits, its output validator (the default one
/// with its flags, or its program), interactive through its validator; a flag given on the
/// command line overrides the package. A package nimkit cannot judge (multi-pass,
/// submit-answer) is refused naming what it asks for.
fn icpc_config(args: &JudgeOptions, package: &Arc<IcpcProblem>) -> Result<JudgeConfig, JudgeError> {
    if !package.unjudgeable.is_empty() {
        return Err(JudgeError::tool(format!(
            "{}: {}",
            package.dir.join("problem.yaml").display(),
            package.unjudgeable.join("; ")
        )));
    }
    let overridden = args.compare.is_some() || args.checker.is_some() || args.interactor.is_some();
    let own = JudgeOptions {
        time_limit: args.time_limit.or(Some(package.time_limit.as_secs_f64())),
        memory_limit: args.memory_limit.or(Some(package.memory_mib)),
        // The package's output limit unless the command line gives another than the default.
        output_limit: if args.output_limit == DEFAULT_OUTPUT_LIMIT_MIB {
            package.output_mib
        } else {
            args.output_limit
        },
        ..args.clone()
    };
    let mut config = configure(&own, &Target::Folder(package.data_dir()))?;
    if !package.interactive {
        // As problemtools and DOMjudge: output past the limit does not stop the run (problemtools
        // measures it once the run ends, DOMjudge truncates it), so a flood without end runs
        // into the time limit (TLE), and only one that ends is OLE.
        config.limits.overflow = process::Overflow::Discard;
    }
    if overridden {
        return Ok(config);
    }
    config.evaluator = match (&package.validator, package.interactive) {
        (OutputValidator::Default, _) => Evaluator::IcpcDefault(Arc::clone(package)),
        (OutputValidator::Custom(path), interactive) => {
            let program = super::icpc::build_package_program(package, "output validator", path)?;
            if interactive {
                // problemtools checks limits.output only on an output it validates
                // (`_validate_output`), never on a dialogue (`_run_interactive`): the solution's
                // side of the game gets only the relay's guard against a flood without end,
                // unless the command line sets a limit.
                if args.output_limit == DEFAULT_OUTPUT_LIMIT_MIB {
                    config.limits.output_bytes = interact::DIALOGUE_BYTES;
                }
                Evaluator::Interactive(Box::new(interact::Interaction {
                    interactor: program,
                    checker: None,
                    transcripts: None,
                    protocol: interact::Protocol::Icpc(Arc::clone(package)),
                    solution_stack_grows_to_memory: false,
                }))
            } else {
                Evaluator::IcpcValidator(program, Arc::clone(package))
            }
        }
    };
    Ok(config)
}

/// A Polygon package judged by its own rules: its limits, its checker (a standard one judged
/// natively, or its testlib source built), its interactor (testlib's protocol); a flag given on
/// the command line overrides the package; named input and output files (`input.txt`) as
/// Codeforces uses them.
fn polygon_config(args: &JudgeOptions, package: &PolygonProblem) -> Result<JudgeConfig, JudgeError> {
    if !package.unjudgeable.is_empty() {
        return Err(JudgeError::tool(format!(
            "{}: {}",
            package.dir.join("problem.xml").display(),
            package.unjudgeable.join("; ")
        )));
    }
    let own = JudgeOptions {
        time_limit: args.time_limit.or(Some(package.time_limit.as_secs_f64())),
        ..args.clone()
    };
    let mut config = configure(&own, &Target::Folder(package.dir.clone()))?;
    // The package's limit to the byte (`--memory-limit` is in MiB, and 256000000 bytes is no
    // whole number of them): rounded up, a run up to 1 MiB over it would not be MLE.
    if args.memory_limit.is_none() {
        config.limits.memory_bytes = Some(package.memory_bytes);
    }
    config.files =
        super::run::NamedFiles { input: package.input_file.clone(), output: package.output_file.clone() };
    let named = config.files != super::run::NamedFiles::default();
    if named && (args.interactor.is_some() || package.interactor.is_some()) {
        return Err(JudgeError::tool(format!(
            "{}: an interactive problem with <judging input-file/output-file>: nimkit plays interactors through stdin and stdout only",
            package.dir.join("problem.xml").display()
        )));
    }
    if args.compare.is_some() || args.checker.is_some() || args.interactor.is_some() {
        return Ok(config);
    }
    let checker = match &package.checker {
        PolygonChecker::Standard { name, .. } if super::std_checkers::is_known(name) => {
            Evaluator::StdChecker(name.clone())
        }
        // The package's own copy of the standard checker, as Polygon runs it; one that does not
        // build is the judge's error with the compiler's words (testlib.h missing, say).
        PolygonChecker::Standard { source: Some(path), .. } => Evaluator::Checker(build_program("checker", path)?),
        PolygonChecker::Standard { name, source: None } => {
            return Err(JudgeError::tool(format!(
                "{}: the checker std::{name}.cpp is not one nimkit judges natively ({}), and the package has no <source> of it to build",
                package.dir.join("problem.xml").display(),
                super::std_checkers::KNOWN.join(", ")
            )))
        }
        PolygonChecker::Source(path) => Evaluator::Checker(build_program("checker", path)?),
    };
    config.evaluator = match &package.interactor {
        Some(path) => Evaluator::Interactive(Box::new(interact::Interaction {
            interactor: build_program("interactor", path)?,
            // A standard checker cannot read the interactor's OUTPUT here: the interactor decides.
            checker: match checker {
                Evaluator::Checker(program) => Some(program),
                _ => None,
            },
            transcripts: None,
            protocol: interact::Protocol::Testlib,
            solution_stack_grows_to_memory: false,
        })),
        None => checker,
    };
    Ok(config)
}

/// `--checker` or `--interactor`: an existing file is compiled or run, anything else is a
/// command line; a missing file or a command whose program does not exist is refused (exit 2)
/// before any test, instead of a FAIL on every one.
fn helper_argument(flag: &str, argument: &str) -> Result<Solution, JudgeError> {
    let helper = Solution::from_argument(flag, argument)?;
    if let Solution::Command(command) = &helper {
        if let Some(program) = super::select::missing_program(command) {
            return Err(JudgeError::input(format!(
                "{flag} \"{command}\": cannot run `{program}`: no such file or program (not on PATH)"
            )));
        }
    }
    Ok(helper)
}

fn checker_program(checker: &Solution) -> Result<Program, JudgeError> {
    helper_program("checker", checker)
}

/// A checker or interactor made runnable: compiled like a solution when it is a .rs file.
fn helper_program(role: &str, helper: &Solution) -> Result<Program, JudgeError> {
    match compile::prepare(helper)? {
        Prepared::Ready(program) => Ok(program),
        Prepared::CompileError(message) => {
            let name = helper.name();
            Err(JudgeError::input(format!("{name}: the {role} does not compile:\n{message}")))
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

    #[test]
    fn a_tolerance_switches_a_default_comparison_to_float_and_is_refused_where_it_has_no_effect() {
        let dir = tempfile::tempdir().unwrap();
        let judged = |toml: &str, options: JudgeOptions| {
            fs::write(dir.path().join("problem.toml"), toml).unwrap();
            let problem = problem::load_problem(dir.path()).unwrap();
            config_for(&options, &Target::Problem(Box::new(problem))).map(|c| c.evaluator)
        };
        let tolerant = JudgeOptions { abs_error: Some(0.1), ..JudgeOptions::default() };
        let evaluator = judged("title = \"x\"\n", tolerant.clone()).unwrap();
        assert!(
            matches!(evaluator, Evaluator::Compare(CompareMode::Float { absolute, .. }) if absolute == 0.1),
            "{evaluator:?}"
        );
        let refused = judged("compare = \"exact\"\n", tolerant.clone()).unwrap_err().to_string();
        assert!(
            refused.contains("--abs-error has no effect") && refused.contains("--compare float"),
            "{refused}"
        );
        let relative =
            JudgeOptions { rel_error: Some(0.1), compare: Some("tokens".into()), ..JudgeOptions::default() };
        let refused = judged("title = \"x\"\n", relative).unwrap_err().to_string();
        assert!(refused.starts_with("--rel-error has no effect"), "{refused}");
        fs::write(dir.path().join("check"), "#!/bin/sh\nexit 0\n").unwrap();
        let executable = std::os::unix::fs::PermissionsExt::from_mode(0o755);
        fs::set_permissions(dir.path().join("check"), executable).unwrap();
        let refused = judged("checker = \"check\"\n", tolerant.clone()).unwrap_err().to_string();
        assert!(refused.contains("the problem's checker judges"), "{refused}");
        let float = JudgeOptions { compare: Some("float".into()), ..tolerant.clone() };
        assert!(matches!(
            judged("checker = \"check\"\n", float),
            Ok(Evaluator::Compare(CompareMode::Float { .. }))
        ));
    }

    #[test]
    fn a_checker_or_interactor_that_does_not_exist_is_refused_before_judging() {
        let dir = tempfile::tempdir().unwrap();
        let target = Target::Folder(dir.path().to_path_buf());
        let missing = dir.path().join("nosuch.rs").display().to_string();
        let cases = [
            (JudgeOptions { checker: Some(missing.clone()), ..JudgeOptions::default() }, "--checker"),
            (JudgeOptions { checker: Some("nosuch.rs".into()), ..JudgeOptions::default() }, "no such file"),
            (JudgeOptions { interactor: Some(missing), ..JudgeOptions::default() }, "--interactor"),
            (
                JudgeOptions {
                    checker: Some("nimkit-no-such-checker a b".into()),
                    ..JudgeOptions::default()
                },
                "cannot run `nimkit-no-such-checker`",
            ),
        ];
        for (options, wanted) in cases {
            let refused = config_for(&options, &target).unwrap_err();
            assert_eq!(refused.exit_code(), 2, "{refused}");
            assert!(refused.to_string().contains(wanted), "{refused}");
        }
    }

    /// A problem.xml with `checker` in its assets and `memory` as its memory limit.
    fn polygon_package(dir: &std::path::Path, memory: &str, checker: &str) -> Target {
        fs::write(
            dir.join("problem.xml"),
            format!(
                r#"<problem short-name="p"><judging><testset name="tests">
<time-limit>1000</time-limit><memory-limit>{memory}</memory-limit>
<tests><test method="manual"/></tests></testset></judging>
<assets>{checker}</assets></problem>"#
            ),
        )
        .unwrap();
        Target::Polygon(Arc::new(crate::package::polygon_package::load_polygon(dir).unwrap()))
    }

    const NCMP: &str = r#"<checker name="std::ncmp.cpp" type="testlib"/>"#;

    #[test]
    fn a_polygon_memory_limit_is_judged_to_the_byte() {
        let dir = tempfile::tempdir().unwrap();
        // 256000000 bytes is 244.14 MiB: neither 244 nor 245 MiB is the package's limit.
        let target = polygon_package(dir.path(), "256000000", NCMP);
        let config = config_for(&JudgeOptions::default(), &target).unwrap();
        assert_eq!(config.limits.memory_bytes, Some(256_000_000));
        // `--memory-limit` (MiB) still overrides it.
        let own = JudgeOptions { memory_limit: Some(64), ..JudgeOptions::default() };
        assert_eq!(config_for(&own, &target).unwrap().limits.memory_bytes, Some(64 << 20));
    }

    #[test]
    fn a_standard_checker_nimkit_does_not_know_is_built_from_the_package_source() {
        let dir = tempfile::tempdir().unwrap();
        let pointscmp = r#"<checker name="std::pointscmp.cpp" type="testlib"><source path="files/check.py" type="python.3"/></checker>"#;
        fs::create_dir_all(dir.path().join("files")).unwrap();
        fs::write(dir.path().join("files/check.py"), "import sys\nsys.exit(0)\n").unwrap();
        let target = polygon_package(dir.path(), "268435456", pointscmp);
        let config = config_for(&JudgeOptions::default(), &target).unwrap();
        match &config.evaluator {
            Evaluator::Checker(program) => {
                assert!(format!("{program:?}").contains("check.py"), "{program:?}")
            }
            other => panic!("expected the package's checker source, got {other:?}"),
        }
        // Without a source to build, the package is refused naming what is missing.
        let bare = r#"<checker name="std::pointscmp.cpp" type="testlib"/>"#;
        let target = polygon_package(dir.path(), "268435456", bare);
        let error = config_for(&JudgeOptions::default(), &target).unwrap_err().to_string();
        assert!(error.contains("std::pointscmp.cpp") && error.contains("no <source>"), "{error}");
    }
}
