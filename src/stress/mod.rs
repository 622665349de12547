//! `nimkit stress`: generator + solution + brute (or checker) on every core until the
//! solution fails, then the failing input shrunk to a minimal one, optionally saved as a
//! regression test.
//!
//! Programs are prepared by the toolchain's `compile::prepare` (bundled, compiled, cached as
//! for `nimkit test`) and every case is judged by the judge's `run::judge_case`, with the
//! limits and comparison built by the judge's own `config_for` from the same `JudgeOptions` as
//! `nimkit test`: one code path.

pub mod parallel;
pub mod progress;
pub mod reproducible;
pub mod save;
pub mod search;
pub mod shrink;
pub mod tokens;
pub mod trial;

use std::path::PathBuf;
use std::process::ExitCode;
use std::thread;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use crate::error::JudgeError;
use crate::judge::report::{self, Reporter};
use crate::judge::run::JudgeConfig;
use crate::judge::{self, JudgeOptions};
use crate::package::problem::BRUTE_TOO_LARGE;
use crate::package::set::Target;
use crate::sandbox::process::{self, Program};
use crate::toolchain::compile::{self, Prepared, Solution};
use progress::Progress;
use search::{Budget, Event, Found};
use shrink::{Failing, Shrunk};
use trial::{Bench, Helper};

/// Exit codes of `nimkit stress` (usage errors exit 2 through `JudgeError::Input`).
pub const EXIT_NO_FAILURE: u8 = 0;
pub const EXIT_FAILURE_FOUND: u8 = 1;
pub const EXIT_JUDGE_FAILED: u8 = 3;
pub const EXIT_GENERATOR_FAILED: u8 = 4;
pub const EXIT_BRUTE_FAILED: u8 = 5;

/// The search budget when neither `--time` nor `--count` is given.
const DEFAULT_TIME_BUDGET: Duration = Duration::from_secs(10);

/// Arguments of `nimkit stress`.
#[derive(clap::Args, Debug)]
#[command(after_help = "With --problem ID, GEN and BRUTE default to the problem's gen.rs and brute.rs, and \
its limits, comparison and checker apply. GEN, SOL, BRUTE, CHECKER and VALIDATOR are .rs files (bundled and compiled \
like `nimkit test` does), executables, or shell command lines. Case i (from 0) runs `GEN SEED SIZE` \
with SEED = base + i and SIZE = 1 + floor(sqrt(i)) (capped by --max-size).

Exit codes: 0 no failure within the budget; 1 the solution failed (the case is shown, shrunk); \
2 usage error or a program does not compile; 3 the judge could not decide (checker FAIL); \
4 the generator failed (crash, timeout, or an input the validator rejects) or ignores its seed \
(`GEN SEED SIZE` run twice printed different inputs); \
5 the brute failed (crash, timeout, non-zero exit) on a generated input; \
130 (143 for SIGTERM) interrupted: no failure is reported that was not judged, nothing is saved.")]
pub struct StressArgs {
    /// Generator, run as GEN SEED SIZE; prints one input on stdout [default: the problem's gen.rs].
    #[arg(long, value_name = "GEN", required_unless_present = "problem")]
    pub gen: Option<String>,
    /// The solution under test.
    #[arg(long, value_name = "SOL")]
    pub sol: String,
    /// Reference solution (brute force); its output is the expected answer, and an input
    /// it rejects (non-zero exit) is not a valid input [default: the problem's brute.rs].
    #[arg(long, value_name = "BRUTE", required_unless_present_any = ["checker", "problem", "interactor"])]
    pub brute: Option<String>,
    /// Input validator (reads the input on stdin, exit 0 = valid); used instead of the
    /// brute to tell valid inputs while shrinking.
    #[arg(long, value_name = "VALIDATOR")]
    pub validator: Option<String>,
    /// A problem id or folder: its gen.rs, brute.rs and checker are the defaults, and its
    /// time limit, memory limit and comparison apply (as in `nimkit test`).
    #[arg(long, short = 'p', value_name = "PROBLEM")]
    pub problem: Option<String>,
    /// Stop after N cases.
    #[arg(long, short = 'n', value_name = "N")]
    pub count: Option<u64>,
    /// Stop after SECONDS of searching [default: 10 unless --count is given].
    #[arg(long, value_name = "SECONDS")]
    pub time: Option<f64>,
    /// Save the shrunk case as DIR/stress-N.in and DIR/stress-N.out (N the next free number).
    #[arg(long, value_name = "DIR")]
    pub save: Option<PathBuf>,
    /// Cases run in parallel [default: number of cores].
    #[arg(long, short = 'j', value_name = "N")]
    pub jobs: Option<usize>,
    /// Seed of case 0; case i uses SEED + i [default: from the clock, printed].
    #[arg(long, value_name = "SEED")]
    pub seed: Option<u64>,
    /// Largest SIZE passed to the generator.
    #[arg(long, value_name = "SIZE")]
    pub max_size: Option<u64>,
    /// Time allowed for shrinking; 0 reports the case as found.
    #[arg(long, value_name = "SECONDS", default_value_t = 30.0)]
    pub shrink_time: f64,
    /// Let shrinking follow any failure, not only the original verdict (a WA may then
    /// shrink to an RE).
    #[arg(long)]
    pub any_verdict: bool,
    /// Wall-clock limit for each run of the generator, brute and validator.
    #[arg(long, value_name = "SECONDS", default_value_t = 10.0)]
    pub helper_time_limit: f64,
    #[command(flatten)]
    pub judging: JudgeOptions,
}

/// Runs `nimkit stress`.
pub fn run(args: StressArgs) -> ExitCode {
    match run_checked(&args) {
        Ok(code) => ExitCode::from(code),
        Err(error) => {
            // A step cut short by the interrupt (a killed compiler) is no error.
            if let Some((signal, code)) = process::interruption() {
                eprintln!("nimkit stress: interrupted ({signal}) before the search started");
                return ExitCode::from(code);
            }
            eprintln!("nimkit stress: {error}");
            ExitCode::from(error.exit_code())
        }
    }
}

fn run_checked(args: &StressArgs) -> Result<u8, JudgeError> {
    let budget = budget(args)?;
    let shrink_time = seconds("--shrink-time", args.shrink_time, true)?;
    let helper_time = seconds("--helper-time-limit", args.helper_time_limit, false)?;
    if args.count == Some(0) {
        return Err(JudgeError::input("--count 0: expected at least 1 case"));
    }
    if args.jobs == Some(0) {
        return Err(JudgeError::input("--jobs 0: expected at least 1"));
    }
    let jobs = args.jobs.unwrap_or_else(|| thread::available_parallelism().map_or(1, |n| n.get()));
    let base_seed = args.seed.unwrap_or_else(clock_seed);
    let max_size = args.max_size.unwrap_or(u64::MAX);
    if max_size == 0 {
        return Err(JudgeError::input("--max-size 0: sizes start at 1"));
    }
    if let Some(dir) = &args.save {
        // Refuse an unusable folder before the search, not after it.
        std::fs::create_dir_all(dir).map_err(|e| {
            JudgeError::input(format!("--save {}: cannot create the folder: {e}", dir.display()))
        })?;
    }
    let bench = prepare_bench(args, helper_time)?;
    let first_case = (search::seed_of_case(base_seed, 0), search::size_of_case(0, max_size));
    let first_input = match reproducible::first_input(&bench, first_case) {
        Ok(input) => input,
        Err(message) => return Ok(stopped_early(&message)),
    };

    let progress = Progress::search(budget.count);
    let searched = search::search(&bench, budget, base_seed, max_size, jobs, &progress);
    if let Some((signal, code)) = process::interruption() {
        progress.finish();
        report_interrupted_search(&bench, &searched, &signal, base_seed);
        return Ok(code);
    }
    if let Some(first) = &first_input {
        if let Err(message) = reproducible::same_later(&bench, first_case, first) {
            progress.finish();
            // A generator killed by the interrupt proves nothing about its seed.
            if let Some((signal, code)) = process::interruption() {
                report_interrupted_search(&bench, &searched, &signal, base_seed);
                return Ok(code);
            }
            return Ok(stopped_early(&message));
        }
    }
    let Some(found) = searched.found else {
        progress.finish();
        if searched.cases > 0 && searched.declined == searched.cases {
            report::emit(&format!(
                "nothing was compared: the brute declined all {} cases as too large (exit code \
                 {BRUTE_TOO_LARGE}); lower --max-size to keep inputs within its reach",
                searched.cases
            ));
            return Ok(EXIT_BRUTE_FAILED);
        }
        let rate = searched.cases as f64 / searched.elapsed.as_secs_f64().max(1e-9);
        let largest =
            if searched.cases == 0 { 0 } else { search::size_of_case(searched.cases - 1, max_size) };
        report::emit(&format!(
            "no failure in {} cases (sizes 1..={largest}) in {:.1} s, {rate:.0} cases/s on {jobs} thread(s); \
             seeds {base_seed}.. (--seed {base_seed} repeats this run)",
            searched.cases,
            searched.elapsed.as_secs_f64(),
        ));
        if let Some(note) = busy_machine_note(&bench, jobs) {
            report::emit(&note);
        }
        if searched.declined > 0 {
            report::emit(&format!(
                "note: {} of those cases were not compared: the brute declined them as too large \
                 (exit code {BRUTE_TOO_LARGE}); lower --max-size to keep inputs within its reach",
                searched.declined
            ));
        }
        return Ok(EXIT_NO_FAILURE);
    };
    let Found { index, seed, size, event } = found;
    let case = format!("case #{index} (`{} {seed} {size}`)", bench.generator_name);
    let (input, result, answer) = match event {
        Event::Failure { input, result, answer } => (input, result, answer),
        other => {
            progress.finish();
            return Ok(report_stop(other, &case));
        }
    };
    progress.suspend(|| {
        report::emit(&format!(
            "found: the solution gets {} on {case}, after {} cases in {:.1} s (--seed {base_seed} repeats the search)",
            result.verdict,
            searched.cases,
            searched.elapsed.as_secs_f64()
        ))
    });
    // The generator was checked on the first case only: the failing one must regenerate too, or
    // the command printed for it (and the shrinker's regenerated cases) are not this input.
    if let Some(note) = reproducible::differs_when_regenerated(&bench, (seed, size), &input) {
        progress.suspend(|| report::emit(&note));
    }
    let original = Failing { input, result, answer };
    let shrunk = if shrink_time.is_zero() {
        Shrunk {
            failing: original.clone(),
            seed,
            size,
            runs: 0,
            elapsed: Duration::ZERO,
            notes: vec!["not shrunk (--shrink-time 0)".into()],
        }
    } else {
        progress.shrinking();
        let deadline = Instant::now() + shrink_time;
        shrink::shrink(&bench, seed, size, original.clone(), jobs, deadline, &progress, args.any_verdict)
    };
    progress.finish();
    report::emit(&shrink_report(&bench, &original.input, seed, size, &shrunk));
    if let Some(note) = busy_machine_note(&bench, jobs) {
        report::emit(&note);
    }
    let reporter = Reporter::new(&["minimal".to_string()], report::colors_wanted());
    let mut result = shrunk.failing.result.clone();
    result.name = "minimal".into();
    report::emit(&reporter.details(&result, &shrunk.failing.input, &shrunk.failing.answer));
    if let Some((signal, code)) = process::interruption() {
        // Every candidate kept was judged before the interrupt: the case shown is real.
        report::emit(&format!("interrupted ({signal}) while shrinking: the smallest failing input so far is shown; nothing saved"));
        return Ok(code);
    }
    if let Some(dir) = &args.save {
        let interactive = matches!(bench.config.evaluator, crate::judge::run::Evaluator::Interactive(_));
        let answer = (!interactive).then_some(shrunk.failing.answer.as_slice());
        let saved = save::save_case(dir, &shrunk.failing.input, answer)
            .map_err(|e| JudgeError::tool(format!("{}: cannot save the case: {e}", dir.display())))?;
        let names: Vec<String> = saved.iter().map(|p| p.display().to_string()).collect();
        report::emit(&format!("saved as {}", names.join(" and ")));
    }
    Ok(EXIT_FAILURE_FOUND)
}

/// An interrupted search: what it ran, and a failure only if one was judged before the
/// interrupt (the cases in progress were killed by it and count for nothing). Nothing is saved.
fn report_interrupted_search(bench: &Bench, searched: &search::Searched, signal: &str, base_seed: u64) {
    let mut text = format!(
        "interrupted ({signal}) after {} case(s) in {:.1} s; the cases in progress were not judged",
        searched.cases,
        searched.elapsed.as_secs_f64()
    );
    match &searched.found {
        Some(Found { index, seed, size, event: Event::Failure { result, .. } }) => text.push_str(&format!(
            "\nbefore the interrupt, the solution got {} on case #{index} (`{} {seed} {size}`); \
             not shrunk, nothing saved (--seed {base_seed} repeats the search)",
            result.verdict, bench.generator_name
        )),
        Some(Found { index, .. }) => text.push_str(&format!(
            "\nbefore the interrupt, case #{index} stopped the search (not a failure of the solution); \
             run again to see it (--seed {base_seed})"
        )),
        None => text.push_str("; no failure found before the interrupt, nothing saved"),
    }
    report::emit(&text);
}

/// A refusal before or after the search (the generator is not reproducible); exit code 4.
fn stopped_early(message: &str) -> u8 {
    eprintln!("nimkit stress: {message}");
    EXIT_GENERATOR_FAILED
}

/// Reports why the search stopped without a judged failure; the exit code.
fn report_stop(event: Event, case: &str) -> u8 {
    let (message, input, code) = match event {
        Event::Failure { .. } => unreachable!("failures are reported with their shrunk case"),
        Event::GeneratorFailed(reason) => {
            (format!("the generator failed on {case}: {reason}"), None, EXIT_GENERATOR_FAILED)
        }
        Event::HelperFailed { input, helper: Helper::Validator, reason } => (
            format!("the validator rejects the generator's input on {case}: {reason}"),
            Some(input),
            EXIT_GENERATOR_FAILED,
        ),
        Event::HelperFailed { input, helper: Helper::Brute, reason } => (
            format!("the brute failed on {case}: {reason}\n(the solution was not judged on it)"),
            Some(input),
            EXIT_BRUTE_FAILED,
        ),
        Event::Undecided { input, reason } => {
            (format!("the judge could not decide on {case} (FAIL): {reason}"), Some(input), EXIT_JUDGE_FAILED)
        }
    };
    eprintln!("nimkit stress: {message}");
    if let Some(input) = input {
        eprintln!("{}", show_input(&input));
    }
    code
}

fn budget(args: &StressArgs) -> Result<Budget, JudgeError> {
    let time = match args.time {
        Some(t) => Some(seconds("--time", t, false)?),
        None if args.count.is_none() => Some(DEFAULT_TIME_BUDGET),
        None => None,
    };
    Ok(Budget { count: args.count, time })
}

fn seconds(flag: &str, value: f64, zero_allowed: bool) -> Result<Duration, JudgeError> {
    let valid = value.is_finite() && (value > 0.0 || (zero_allowed && value == 0.0)) && value <= 1e6;
    if !valid {
        let range = if zero_allowed { "[0, 1e6]" } else { "(0, 1e6]" };
        return Err(JudgeError::input(format!("{flag} {value}: expected seconds in {range}")));
    }
    Ok(Duration::from_secs_f64(value))
}

fn clock_seed() -> u64 {
    let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    // Short enough to type back after --seed.
    (nanos % 1_000_000_000) as u64
}

/// Prepares the five programs at once (compiling `.rs` files in parallel) and the
/// solution's judge configuration through the judge's own `config_for`, from the same
/// [`JudgeOptions`] as `nimkit test`.
fn prepare_bench(args: &StressArgs, helper_time: Duration) -> Result<Bench, JudgeError> {
    let target = match &args.problem {
        Some(problem) => match crate::package::set::resolve_target(problem)? {
            Target::Problem(problem) => Target::Problem(problem),
            _ => return Err(JudgeError::input(format!("--problem {problem}: no problem.toml there"))),
        },
        None => Target::Folder(PathBuf::from(".")),
    };
    let from_problem = |file: &str| match &target {
        Target::Problem(problem) if problem.dir.join(file).is_file() => {
            // Shown in messages to be run again by hand: relative to here when possible.
            let path = problem.dir.join(file);
            let cwd = std::env::current_dir().unwrap_or_default();
            Some(path.strip_prefix(&cwd).unwrap_or(&path).to_string_lossy().into_owned())
        }
        _ => None,
    };
    let gen_name = args
        .gen
        .clone()
        .or_else(|| from_problem("gen.rs"))
        .ok_or_else(|| JudgeError::input("the problem has no gen.rs: give --gen GEN".to_string()))?;
    let interactive =
        args.judging.interactor.is_some() || matches!(&target, Target::Problem(p) if p.interactor.is_some());
    // An interactive problem's brute.rs is a player, not an answer: the interactor judges.
    let brute_name = match interactive {
        true => args.brute.clone(),
        false => args.brute.clone().or_else(|| from_problem("brute.rs")),
    };
    if interactive && brute_name.is_some() {
        return Err(JudgeError::input(
            "--brute has no use with an interactor: the interactor judges each game (drop --brute)",
        ));
    }
    let problem_checker =
        matches!(&target, Target::Problem(p) if p.checker.is_some() && args.judging.compare.is_none());
    if !interactive && brute_name.is_none() && args.judging.checker.is_none() && !problem_checker {
        return Err(JudgeError::input("the problem has no brute.rs or checker: give --brute or --checker"));
    }
    let generator = Solution::from_argument("--gen", &gen_name)?;
    let sol = Solution::from_argument("--sol", &args.sol)?;
    let brute = brute_name.as_deref().map(|b| Solution::from_argument("--brute", b)).transpose()?;
    let validator =
        args.validator.as_deref().map(|v| Solution::from_argument("--validator", v)).transpose()?;
    if let Some(checker) = &args.judging.checker {
        Solution::from_argument("--checker", checker)?;
    }
    let (generator, sol, brute, validator, config) = thread::scope(|scope| {
        let generator = scope.spawn(|| ready("--gen", &generator));
        let sol = scope.spawn(|| ready("--sol", &sol));
        let brute = scope.spawn(|| brute.as_ref().map(|b| ready("--brute", b)).transpose());
        let validator = scope.spawn(|| validator.as_ref().map(|v| ready("--validator", v)).transpose());
        let config =
            scope.spawn(|| -> Result<JudgeConfig, JudgeError> { judge::config_for(&args.judging, &target) });
        let join = |name: &str| JudgeError::tool(format!("preparing {name} crashed"));
        (
            generator.join().map_err(|_| join("--gen")),
            sol.join().map_err(|_| join("--sol")),
            brute.join().map_err(|_| join("--brute")),
            validator.join().map_err(|_| join("--validator")),
            config.join().map_err(|_| join("the judge configuration")),
        )
    });
    let config = config??;
    let helper_limits = config.helper_limits(helper_time);
    Ok(Bench {
        generator: generator??,
        generator_name: gen_name,
        solution: sol??,
        brute: brute??,
        validator: validator??,
        config,
        helper_limits,
        unrepeated_timeouts: Default::default(),
    })
}

/// A note when TLEs of runs that stood still were not repeated by their second judgement:
/// the time limit then measures the machine as much as the solution.
fn busy_machine_note(bench: &Bench, jobs: usize) -> Option<String> {
    let unrepeated = bench.unrepeated_timeouts.load(std::sync::atomic::Ordering::Relaxed);
    (unrepeated > 0).then(|| {
        format!(
            "note: {unrepeated} TLE(s) of runs that stood still (under half their time on a CPU) were not \
             repeated when judged again: the machine was too busy for the time limit; fewer threads \
             (-j, now {jobs}) or a larger -t keep such runs from looking slow"
        )
    })
}

fn ready(flag: &str, solution: &Solution) -> Result<Program, JudgeError> {
    match compile::prepare(solution)? {
        Prepared::Ready(program) => Ok(program),
        Prepared::CompileError(message) => {
            let name = solution.name();
            Err(JudgeError::input(format!("{flag} {name} does not compile:\n{}", message.trim_end())))
        }
    }
}

/// `58 B, 13 tokens -> 6 B, 3 tokens` and how it got there.
fn shrink_report(bench: &Bench, original: &[u8], seed: u64, size: u64, shrunk: &Shrunk) -> String {
    let measure = |input: &[u8]| {
        let tokens = input.split(|b| b.is_ascii_whitespace()).filter(|t| !t.is_empty()).count();
        format!("{} B, {tokens} token(s)", input.len())
    };
    let mut text = format!(
        "shrunk: {} -> {} in {} candidate run(s), {:.1} s",
        measure(original),
        measure(&shrunk.failing.input),
        shrunk.runs,
        shrunk.elapsed.as_secs_f64()
    );
    let generator = &bench.generator_name;
    text.push_str(&format!("\n  original: `{generator} {seed} {size}`"));
    if (shrunk.seed, shrunk.size) != (seed, size) {
        text.push_str(&format!(
            "\n  the generator fails smaller as `{generator} {} {}`; the input was then shrunk from there",
            shrunk.seed, shrunk.size
        ));
    }
    for note in &shrunk.notes {
        text.push_str(&format!("\n  note: {note}"));
    }
    text
}

/// The head of an input, whitespace made visible.
fn show_input(input: &[u8]) -> String {
    const SHOWN: usize = 20;
    let body = input.strip_suffix(b"\n").unwrap_or(input);
    let lines: Vec<&[u8]> = body.split(|&b| b == b'\n').collect();
    let mut text = format!("input ({} B):", input.len());
    for line in lines.iter().take(SHOWN) {
        text.push_str(&format!("\n  │ {}", crate::judge::text::visible(line)));
    }
    if lines.len() > SHOWN {
        text.push_str(&format!("\n  ⋮ ({} more line(s))", lines.len() - SHOWN));
    }
    text
}
