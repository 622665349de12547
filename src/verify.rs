//! `nimkit verify`: the whole problem set end to end, judged by the same runner and
//! comparator as `nimkit test`.
//!
//! For each problem: the reference solution is bundled, compiled with plain rustc (no
//! crates) and must be accepted on every test, generated ones included (whose answers are
//! the ones recorded by hash in problem.toml); every known-wrong solution must earn its expected verdict on
//! some test; the brute force must agree with the answers on every test it can finish;
//! the checker must reject corrupted answers. Then it prints which library modules each
//! problem verifies.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use crate::error::JudgeError;
use crate::fsutil::read_regular;
use crate::judge::checker;
use crate::judge::interact;
use crate::judge::run::{self, Evaluator, JudgeConfig};
use crate::judge::verdict::{CaseResult, Verdict};
use crate::judge::{collect_tests, problem_config};
use crate::package::problem::{
    is_sample, Coverage, Problem, TestCase, WrongSolution, BRUTE_TOO_LARGE, CORE_MISTAKE_CLASSES,
    DRAW_MISTAKE_CLASSES,
};
use crate::package::set::Target;
use crate::practice;
use crate::sandbox::process::{self, Limits, Program, Termination};
use crate::toolchain::compile::{self, Linking, Prepared};

/// Arguments of `nimkit verify`.
#[derive(clap::Args, Debug)]
#[command(after_help = "Exit codes: 0 every problem verified; 1 some check failed; \
2 the problem set or a problem could not be read; 130 (143 for SIGTERM) interrupted: only the problems \
verified before the interrupt are listed.")]
pub struct VerifyArgs {
    /// Problem ids or problem folders (holding problem.toml) to verify [default: every problem
    /// of the set], or the path of one foreign package (ICPC/Kattis `problem.yaml`, Polygon
    /// `problem.xml`, Library Checker `info.toml`): its inputs validated, its submissions judged.
    pub ids: Vec<String>,
    /// Programs run in parallel [default: number of cores].
    #[arg(long, short = 'j', value_name = "N")]
    pub jobs: Option<usize>,
    /// Multiply the time limits of the reference solution, the brute force, the checker and the
    /// interactor by F (≥ 1), for a slow or busy machine; known-wrong solutions keep the
    /// problem's limits, so a TLE-expected one must still exceed them.
    #[arg(long, value_name = "F", default_value_t = 1.0, env = "NIMKIT_TIME_SCALE", value_parser = parse_time_scale)]
    pub time_scale: f64,
}

/// `--time-scale`: a factor from 1 to 100.
fn parse_time_scale(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(f) if (1.0..=100.0).contains(&f) => Ok(f),
        _ => Err(format!("`{text}`: expected a factor from 1 to 100, e.g. 3")),
    }
}

/// What verifying one problem found.
#[derive(Debug, Default)]
pub struct ProblemReport {
    pub id: String,
    /// The library modules in the reference solution's bundle.
    pub modules: Vec<String>,
    pub tests: usize,
    /// Tests on which the brute force's answer was compared.
    pub brute_checked: usize,
    /// Each a sentence naming the program, the test and what went wrong.
    pub failures: Vec<String>,
    pub elapsed: Duration,
    /// How each known-wrong solution fared, in problem.toml order.
    pub wrong: Vec<WrongReport>,
}

/// One known-wrong solution judged on every test.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct WrongReport {
    /// `wrong/NAME.rs`.
    pub name: String,
    pub expected: String,
    pub class: Option<String>,
    /// Tests that rejected it (any verdict but AC), samples included.
    pub rejected: usize,
    /// Of those, how many are samples.
    pub rejected_samples: usize,
    pub tests: usize,
    /// Judging stopped once every rule was decided (a TLE-expected solution): the counts
    /// are lower bounds.
    pub stopped_early: bool,
}

mod package;

/// Runs `nimkit verify`.
pub fn run(args: VerifyArgs) -> ExitCode {
    let jobs = args.jobs.unwrap_or_else(|| thread::available_parallelism().map_or(1, |n| n.get())).max(1);
    if let [path] = args.ids.as_slice() {
        if package::is_foreign_package(Path::new(path)) {
            return ExitCode::from(package::verify_package(Path::new(path), jobs));
        }
    }
    let problems = match selected(&args.ids) {
        Ok(problems) => problems,
        Err(error) => {
            eprintln!("nimkit verify: {error}");
            return ExitCode::from(error.exit_code());
        }
    };
    let mut reports = Vec::new();
    let total = problems.len();
    let counter = crate::judge::report::counter(total as u64, "problems");
    for problem in problems {
        counter.set_message(problem.id.clone());
        counter.suspend(|| eprintln!("verifying {} ...", problem.id));
        let report = verify_problem(problem, jobs, args.time_scale);
        if let Some((signal, code)) = process::interruption() {
            // The problem in progress had its programs killed: its report would be false.
            counter.finish_and_clear();
            out!("{}", render(&reports));
            outln!(
                "interrupted ({signal}) after {} of {total} problems; {} and the rest were not verified",
                reports.len(),
                report.id
            );
            return ExitCode::from(code);
        }
        counter.suspend(|| {
            eprintln!(
                "  {} in {:.1} s",
                if report.failures.is_empty() { "ok" } else { "FAILED" },
                report.elapsed.as_secs_f64()
            )
        });
        counter.inc(1);
        reports.push(report);
    }
    counter.finish_and_clear();
    out!("{}", render(&reports));
    if reports.iter().all(|r| r.failures.is_empty()) {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

fn selected(ids: &[String]) -> Result<Vec<Problem>, JudgeError> {
    if ids.is_empty() {
        let problems = practice::load_all(&practice::problems_root()?)?;
        if problems.is_empty() {
            return Err(JudgeError::input("the problem set is empty"));
        }
        return Ok(problems);
    }
    ids.iter()
        .map(|id| {
            if package::is_foreign_package(Path::new(id)) {
                return Err(JudgeError::input(format!(
                    "{id}: an ICPC, Polygon or Library Checker package is verified alone: nimkit verify {id}"
                )));
            }
            practice::find(id)
        })
        .collect()
}

/// Verifies one problem package; never panics on a broken package, reports it instead.
pub fn verify_problem(problem: Problem, jobs: usize, time_scale: f64) -> ProblemReport {
    let started = Instant::now();
    let mut report = ProblemReport { id: problem.id.clone(), ..ProblemReport::default() };
    if let Err(e) = verify_into(problem, jobs, time_scale, &mut report) {
        report.failures.push(e.to_string());
    }
    report.elapsed = started.elapsed();
    report
}

fn verify_into(
    problem: Problem,
    jobs: usize,
    time_scale: f64,
    report: &mut ProblemReport,
) -> Result<(), JudgeError> {
    let reference_path = problem.dir.join("solution.rs");
    let reference_text = fs::read_to_string(&reference_path)
        .map_err(|e| JudgeError::input(format!("{}: cannot read: {e}", reference_path.display())))?;
    match crate::bundle::bundle(&reference_text, &reference_path, &Default::default()) {
        Ok(bundle) => report.modules = bundle.modules,
        Err(e) => {
            // Everything else judges the reference, which cannot even be built.
            report.failures.push(format!("{}: cannot be bundled: {e}", reference_path.display()));
            return Ok(());
        }
    }
    if report.modules.is_empty() {
        report.failures.push(format!("{}: does not use nimkit", reference_path.display()));
    } else {
        for module in problem.modules.iter().filter(|m| !report.modules.contains(m)) {
            report.failures.push(format!(
                "problem.toml lists module `{module}`, but the reference solution's bundle does not contain it"
            ));
        }
    }

    // Compile everything at once: rustc runs are the slow part.
    let brute_path = problem.dir.join("brute.rs");
    let mut sources: Vec<(PathBuf, Linking)> =
        vec![(reference_path.clone(), Linking::RustcAlone), (brute_path.clone(), Linking::AtCoder)];
    sources.extend(problem.wrong.iter().map(|w| (w.file.clone(), Linking::AtCoder)));
    let compiled = compile_all(&sources, jobs);

    let target = Target::Problem(Box::new(problem.clone()));
    let cases = collect_tests(&target, problem.interactor.is_some())?;
    report.tests = cases.len();
    // The problem's own limits judge the known-wrong solutions; everything that must pass
    // gets `--time-scale` times more time.
    let wrong_config = problem_config(&problem)?;
    let mut config = wrong_config.clone();
    config.limits = crate::judge::config::with_other_time_limit(
        &config.limits,
        crate::judge::config::time_limit(&config.limits).mul_f64(time_scale),
    );
    check_mistake_table(&problem, &cases, report);
    check_editorial(&problem, report);

    let Some(reference) = ready(&compiled[0], &reference_path, report) else { return Ok(()) };
    let results = run::judge_all(&reference, &cases, &config, jobs, |_, _| {});
    for result in results.iter().filter(|r| r.verdict != Verdict::Ac) {
        report
            .failures
            .push(format!("reference solution: {} on {}: {}", result.verdict, result.name, result.message));
    }

    for (wrong, prepared) in problem.wrong.iter().zip(&compiled[2..]) {
        let Some(program) = ready(prepared, &wrong.file, report) else { continue };
        let judged = judge_wrong(&program, wrong, &problem, &cases, &wrong_config, jobs);
        report.failures.extend(wrong_failures(wrong, &problem, &judged));
        report.wrong.push(judged.summary);
    }

    if let Some(brute) = ready(&compiled[1], &brute_path, report) {
        report.brute_checked = check_brute(&brute, &cases, &config, &problem, jobs, time_scale, report);
        if report.brute_checked == 0 {
            report.failures.push("brute.rs: finished no test, so it verified nothing".to_string());
        }
    }
    match &config.evaluator {
        Evaluator::Checker(checker) => check_checker(checker, &cases, &config, report),
        Evaluator::Interactive(_) => check_interactor(&cases, &config, report),
        Evaluator::Compare(_)
        | Evaluator::IcpcDefault(_)
        | Evaluator::IcpcValidator(..)
        | Evaluator::StdChecker(_) => {}
    }
    Ok(())
}

fn compile_all(sources: &[(PathBuf, Linking)], jobs: usize) -> Vec<Result<Prepared, JudgeError>> {
    let compiled = in_parallel(
        sources,
        jobs,
        |(path, linking)| compile::compile_rust_linking(path, *linking),
        |_| false,
    );
    compiled.into_iter().map(|r| r.expect("nothing stops compiling early")).collect()
}

/// `work` on every item on `jobs` threads, results in item order. Once `stop` holds for a
/// result, no further item is started (those results are `None`).
fn in_parallel<T: Sync, R: Send>(
    items: &[T],
    jobs: usize,
    work: impl Fn(&T) -> R + Sync,
    stop: impl Fn(&R) -> bool + Sync,
) -> Vec<Option<R>> {
    let next = AtomicUsize::new(0);
    let stopped = AtomicBool::new(false);
    let mut results: Vec<Option<R>> = (0..items.len()).map(|_| None).collect();
    thread::scope(|scope| {
        let workers: Vec<_> = (0..jobs.min(items.len()).max(1))
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    while !stopped.load(Ordering::Relaxed) {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        let Some(item) = items.get(index) else { break };
                        let result = work(item);
                        if stop(&result) {
                            stopped.store(true, Ordering::Relaxed);
                        }
                        done.push((index, result));
                    }
                    done
                })
            })
            .collect();
        for worker in workers {
            for (index, result) in worker.join().expect("verify worker panicked") {
                results[index] = Some(result);
            }
        }
    });
    results
}

/// The program, or a failure noted in the report.
fn ready(
    prepared: &Result<Prepared, JudgeError>,
    path: &Path,
    report: &mut ProblemReport,
) -> Option<Program> {
    match prepared {
        Ok(Prepared::Ready(program)) => Some(program.clone()),
        Ok(Prepared::CompileError(message)) => {
            let head: String = message.lines().take(12).collect::<Vec<_>>().join("\n    ");
            report.failures.push(format!("{}: does not compile:\n    {head}", path.display()));
            None
        }
        Err(e) => {
            report.failures.push(format!("{}: {e}", path.display()));
            None
        }
    }
}

/// The anti-tests a wrong solution of `class` must meet: empty when the class has none.
fn anti_tests<'a>(problem: &'a Problem, class: Option<&str>) -> &'a [String] {
    class.and_then(|c| problem.mistake(c)).map_or(&[], |m| m.tests())
}

/// What judging one wrong solution found.
struct WrongJudged {
    summary: WrongReport,
    /// Names of the tests that rejected it.
    rejected_by: Vec<String>,
    got_expected: bool,
}

/// Judges a wrong solution on every test. A TLE-expected one costs its time limit on each
/// test it times out on, so it meets its class's anti-tests first and stops once every rule
/// of [`wrong_failures`] is decided in its favour.
fn judge_wrong(
    program: &Program,
    wrong: &WrongSolution,
    problem: &Problem,
    cases: &[TestCase],
    config: &JudgeConfig,
    jobs: usize,
) -> WrongJudged {
    let anti = anti_tests(problem, wrong.class.as_deref());
    let mut order: Vec<&TestCase> = cases.iter().collect();
    let may_stop = wrong.verdict == Verdict::Tle;
    if may_stop {
        order.sort_by_key(|c| (!anti.contains(&c.name), is_sample(&c.name)));
    }
    // (got the expected verdict, non-sample rejections, anti-test rejections) so far.
    let tally = std::sync::Mutex::new((false, 0usize, 0usize));
    let results = in_parallel(
        &order,
        jobs,
        |case| run::judge_test(program, case, config),
        |result: &CaseResult| {
            if !may_stop {
                return false;
            }
            let mut tally = tally.lock().unwrap_or_else(|e| e.into_inner());
            tally.0 |= result.verdict == wrong.verdict;
            if result.verdict != Verdict::Ac && !is_sample(&result.name) {
                tally.1 += 1;
                tally.2 += usize::from(anti.contains(&result.name));
            }
            // Without anti-tests (no class, or one without tests) that rule is already
            // decided, as a failure: waiting for it would cost a time limit per test.
            tally.0 && tally.1 >= 2 && (anti.is_empty() || tally.2 >= 1)
        },
    );
    let judged: Vec<CaseResult> = results.into_iter().flatten().collect();
    let rejected_by: Vec<String> =
        judged.iter().filter(|r| r.verdict != Verdict::Ac).map(|r| r.name.clone()).collect();
    let summary = WrongReport {
        name: format!("wrong/{}", wrong.file.file_name().unwrap_or_default().to_string_lossy()),
        expected: wrong.verdict.to_string(),
        class: wrong.class.clone(),
        rejected: rejected_by.len(),
        rejected_samples: rejected_by.iter().filter(|n| is_sample(n)).count(),
        tests: cases.len(),
        stopped_early: judged.len() < cases.len(),
    };
    let got_expected = judged.iter().any(|r| r.verdict == wrong.verdict);
    WrongJudged { summary, rejected_by, got_expected }
}

/// The problem-set rules for one wrong solution: its expected verdict somewhere, at least
/// two non-sample tests rejecting it, one of them an anti-test of its class.
fn wrong_failures(wrong: &WrongSolution, problem: &Problem, judged: &WrongJudged) -> Vec<String> {
    let name = &judged.summary.name;
    let mut failures = Vec::new();
    if !judged.got_expected {
        failures.push(format!(
            "{name}: expected {} on some test, never got it (mistake: {})",
            wrong.verdict, wrong.mistake
        ));
    }
    let hidden = judged.rejected_by.iter().filter(|n| !is_sample(n)).count();
    if hidden < 2 {
        let by =
            if judged.rejected_by.is_empty() { "none".to_string() } else { judged.rejected_by.join(", ") };
        failures.push(format!(
            "{name}: rejected by only {hidden} non-sample test(s) (all rejecting tests: {by}); \
             at least 2 are needed: add anti-tests that catch it"
        ));
    }
    match wrong.class.as_deref() {
        None => failures.push(format!(
            "{name}: no class; give it `class = \"...\"`, a [mistakes] entry with anti-tests"
        )),
        Some(class) => match problem.mistake(class).map(|m| &m.coverage) {
            None => failures.push(format!("{name}: class `{class}` is not in [mistakes]")),
            Some(Coverage::NotApplicable(_)) => failures.push(format!(
                "{name}: class `{class}` is not_applicable in [mistakes], yet this solution makes that mistake"
            )),
            Some(Coverage::Tests(tests)) => {
                if !judged.rejected_by.iter().any(|n| tests.contains(n)) {
                    failures.push(format!(
                        "{name}: none of the `{class}` anti-tests ({}) rejects it",
                        tests.join(", ")
                    ));
                }
            }
        },
    }
    failures
}

/// `[mistakes]` names every core class; its anti-tests exist and are not samples; each
/// class with anti-tests has a wrong solution.
fn check_mistake_table(problem: &Problem, cases: &[TestCase], report: &mut ProblemReport) {
    for core in CORE_MISTAKE_CLASSES {
        if problem.mistake(core).is_none() {
            report.failures.push(format!(
                "problem.toml: [mistakes] lacks the core class `{core}` \
                 (list its anti-tests, or not_applicable = \"why\")"
            ));
        }
    }
    if problem.modules.iter().any(|m| m == "loopy") {
        for class in DRAW_MISTAKE_CLASSES {
            if problem.mistake(class).is_none() {
                report.failures.push(format!(
                    "problem.toml: [mistakes] lacks `{class}`, which every problem with draws (module \
                     loopy) must address (list its anti-tests, or not_applicable = \"why\")"
                ));
            }
        }
    }
    for class in &problem.mistakes {
        for test in class.tests() {
            if is_sample(test) {
                report.failures.push(format!(
                    "problem.toml: [mistakes] {}: `{test}` is a sample; anti-tests must be hidden tests",
                    class.name
                ));
            } else if !cases.iter().any(|c| &c.name == test) {
                report.failures.push(format!(
                    "problem.toml: [mistakes] {}: no test `{test}` (neither tests/{test}.in nor a [[generated]] name)",
                    class.name
                ));
            }
        }
        let has_tests = !class.tests().is_empty();
        if has_tests && !problem.wrong.iter().any(|w| w.class.as_deref() == Some(class.name.as_str())) {
            report.failures.push(format!(
                "problem.toml: [mistakes] {} has anti-tests but no wrong solution of that class",
                class.name
            ));
        }
    }
}

/// editorial.md exists and says something.
fn check_editorial(problem: &Problem, report: &mut ProblemReport) {
    let path = problem.dir.join("editorial.md");
    match fs::read_to_string(&path) {
        Ok(text) if !text.trim().is_empty() => {}
        Ok(_) => report.failures.push(format!("{}: empty; write the editorial", path.display())),
        Err(e) => {
            report.failures.push(format!("{}: cannot read ({e}); every problem needs one", path.display()))
        }
    }
}

/// The brute's answers, judged like a contestant's against every test; a test it cannot
/// finish in time (or declines with exit code 4) is skipped. Returns how many it checked.
fn check_brute(
    brute: &Program,
    cases: &[TestCase],
    config: &JudgeConfig,
    problem: &Problem,
    jobs: usize,
    time_scale: f64,
    report: &mut ProblemReport,
) -> usize {
    let limits = crate::judge::config::with_other_time_limit(
        &config.limits,
        (problem.time_limit * 2).clamp(Duration::from_secs(1), Duration::from_secs(4)).mul_f64(time_scale),
    );
    let outcomes = in_parallel(cases, jobs, |case| judge_brute(brute, case, config, &limits), |_| false);
    let mut checked = 0;
    for result in outcomes.into_iter().flatten().flatten() {
        if result.verdict == Verdict::Ac {
            checked += 1;
        } else {
            report.failures.push(format!(
                "brute.rs disagrees with the answer of {}: {} {}",
                result.name, result.verdict, result.message
            ));
        }
    }
    checked
}

/// `None` when the brute did not finish this test (too large); else its judged result.
fn judge_brute(
    brute: &Program,
    case: &TestCase,
    config: &JudgeConfig,
    limits: &Limits,
) -> Option<CaseResult> {
    let brute_config = JudgeConfig {
        limits: limits.clone(),
        evaluator: config.evaluator.clone(),
        files: config.files.clone(),
        stack_grows_to_memory: config.stack_grows_to_memory,
    };
    if let Evaluator::Interactive(interaction) = &config.evaluator {
        // A brute player plays like any solution; one too slow for the game, or one that gives
        // up on it with exit code 4 (the jury then hears end of input), did not finish it.
        let game = match interact::play(
            brute,
            interaction,
            &case.name,
            &case.input,
            case.answer.as_deref(),
            limits,
            None,
        ) {
            Ok(game) => game,
            Err(e) => {
                return Some(CaseResult::not_run(&case.name, Verdict::Fail, format!("cannot play: {e}")))
            }
        };
        // A game limits the player's CPU time (see `config_for`): past it, it did not finish.
        let over_cpu = limits.cpu_time.is_some_and(|cpu| game.solution.cpu > cpu);
        if game.solution.timed_out
            || over_cpu
            || game.solution.termination == Termination::Exited(BRUTE_TOO_LARGE)
        {
            return None;
        }
        let answer = case.answer.as_deref();
        return Some(interact::judge_game(&case.name, game, &case.input, answer, limits, interaction));
    }
    let answer = case.answer.as_deref().map(read_regular);
    let (Ok(input), Some(Ok(answer))) = (read_regular(&case.input), answer) else {
        return Some(CaseResult::not_run(&case.name, Verdict::Fail, "cannot read the test files"));
    };
    let outcome = match process::run(brute, &input, limits) {
        Ok(outcome) => outcome,
        Err(e) => return Some(CaseResult::not_run(&case.name, Verdict::Fail, format!("cannot start: {e}"))),
    };
    if outcome.timed_out || outcome.termination == Termination::Exited(BRUTE_TOO_LARGE) {
        return None;
    }
    Some(run::judge_output(&case.name, outcome, &input, &answer, &brute_config))
}

/// An interactor must reject a player that says nothing and one that answers everything with
/// garbage: neither may be accepted, and neither may make the jury itself fail.
fn check_interactor(cases: &[TestCase], config: &JudgeConfig, report: &mut ProblemReport) {
    let players = [
        ("a player that exits at once", Program::shell("true")),
        (
            "a player that answers every line with `?`",
            Program::shell("while read -r line; do echo '?'; done"),
        ),
    ];
    for case in cases.iter().take(2) {
        for (what, player) in &players {
            let result = run::judge_test(player, case, config);
            if matches!(result.verdict, Verdict::Ac | Verdict::Fail) {
                report.failures.push(format!(
                    "interactor: {} on {} against {what} (expected WA or PE): {}",
                    result.verdict,
                    case.name,
                    result.message.lines().next().unwrap_or("")
                ));
            }
        }
    }
}

/// A checker must reject an empty output, an output with an extra token, and a flipped
/// First/Second claim. At most a few tests, samples first: each check runs a process.
fn check_checker(
    checker_program: &Program,
    cases: &[TestCase],
    config: &JudgeConfig,
    report: &mut ProblemReport,
) {
    let limits = config.checker_limits();
    for case in cases.iter().take(4) {
        let answer = case.answer.as_deref().map(read_regular);
        let (Ok(input), Some(Ok(answer))) = (read_regular(&case.input), answer) else {
            continue;
        };
        for (what, corrupted) in corruptions(&answer) {
            let checked = checker::check(checker_program, &input, &corrupted, &answer, &limits);
            if checked.verdict == Verdict::Ac || checked.verdict == Verdict::Fail {
                report.failures.push(format!(
                    "checker: {} on {} with {what} (expected WA or PE){}",
                    checked.verdict,
                    case.name,
                    if checked.message.is_empty() { String::new() } else { format!(": {}", checked.message) }
                ));
            }
        }
    }
}

/// Outputs that are wrong whatever the test: a checker that accepts one is too lenient.
pub fn corruptions(answer: &[u8]) -> Vec<(&'static str, Vec<u8>)> {
    let text = String::from_utf8_lossy(answer);
    let mut out = vec![("an empty output", Vec::new())];
    let mut extra = text.trim_end().to_string();
    extra.push_str("\n0\n");
    out.push(("an extra token", extra.into_bytes()));
    let first = text.split_whitespace().next().unwrap_or("");
    let flipped = match first {
        "First" => Some("Second"),
        "Second" => Some("First"),
        _ => None,
    };
    if let Some(flipped) = flipped {
        let at = text.find(first).unwrap_or(0);
        let mut swapped = text[..at].to_string();
        swapped.push_str(flipped);
        swapped.push_str(&text[at + first.len()..]);
        // A flipped claim with the rest unchanged: a "Second" answer gains no move, a
        // "First" one keeps a move the claim now denies.
        out.push(("the winner flipped", swapped.into_bytes()));
    }
    out
}

/// The table of results, the failures in full, then modules by problem.
pub fn render(reports: &[ProblemReport]) -> String {
    let id_width = reports.iter().map(|r| r.id.len()).max().unwrap_or(7).max(7);
    let module_text =
        |r: &ProblemReport| if r.modules.is_empty() { "-".to_string() } else { r.modules.join(", ") };
    let module_width = reports.iter().map(|r| module_text(r).len()).max().unwrap_or(7).max(7);
    let mut out = format!(
        "{:id_width$}  {:module_width$}  {:6}  {:>5}  {:>5}  {:>7}\n",
        "problem", "modules", "result", "tests", "brute", "time"
    );
    for r in reports {
        out += &format!(
            "{:id_width$}  {:module_width$}  {:6}  {:>5}  {:>5}  {:>6.1}s\n",
            r.id,
            module_text(r),
            if r.failures.is_empty() { "ok" } else { "FAILED" },
            r.tests,
            r.brute_checked,
            r.elapsed.as_secs_f64()
        );
    }
    out += &render_wrong(reports);
    for r in reports.iter().filter(|r| !r.failures.is_empty()) {
        out += &format!("\n{}:\n", r.id);
        for failure in &r.failures {
            out += &format!("  - {failure}\n");
        }
    }
    let mut by_module: BTreeMap<&str, Vec<&str>> =
        crate::library::MODULES.iter().map(|(name, _)| (*name, Vec::new())).collect();
    for r in reports.iter().filter(|r| r.failures.is_empty()) {
        for module in &r.modules {
            by_module.entry(module.as_str()).or_default().push(&r.id);
        }
    }
    out += "\nlibrary modules verified by the problem set:\n";
    let width = by_module.keys().map(|m| m.len()).max().unwrap_or(0);
    for (module, ids) in &by_module {
        let list = if ids.is_empty() { "(no problem)".to_string() } else { ids.join(", ") };
        out += &format!("  {module:width$}  {list}\n");
    }
    let ok = reports.iter().filter(|r| r.failures.is_empty()).count();
    out += &format!("\n{ok}/{} problems verified\n", reports.len());
    out
}

/// Per problem, one line per wrong solution: how many tests reject it, how many of those
/// are samples, its class.
fn render_wrong(reports: &[ProblemReport]) -> String {
    let rows: Vec<(&str, &WrongReport)> =
        reports.iter().flat_map(|r| r.wrong.iter().map(move |w| (r.id.as_str(), w))).collect();
    if rows.is_empty() {
        return String::new();
    }
    let name_width = rows.iter().map(|(_, w)| w.name.len()).max().unwrap_or(0);
    let mut out = "\nwrong solutions (rejected = judged by any verdict but AC):\n".to_string();
    let mut last = "";
    for (id, w) in rows {
        if id != last {
            out += &format!("  {id}\n");
            last = id;
        }
        let bound = if w.stopped_early { "≥ " } else { "" };
        let rejected = format!("{bound}{}/{}", w.rejected, w.tests);
        out += &format!(
            "    {:name_width$}  expects {:3}  rejected by {rejected:>7} tests ({} sample{})  class {}\n",
            w.name,
            w.expected,
            w.rejected_samples,
            if w.rejected_samples == 1 { "" } else { "s" },
            w.class.as_deref().unwrap_or("-")
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corruptions_are_never_the_answer() {
        let answer = b"First\n2 3\n";
        let variants = corruptions(answer);
        assert_eq!(variants.len(), 3);
        for (what, text) in &variants {
            assert_ne!(text.as_slice(), answer.as_slice(), "{what}");
        }
        assert_eq!(variants[2].1, b"Second\n2 3\n");
        assert_eq!(corruptions(b"42\n").len(), 2, "no winner to flip");
    }

    fn problem_with(mistakes: &str) -> Problem {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join("problem.toml"), format!("title = \"t\"\n[mistakes]\n{mistakes}\n"))
            .unwrap();
        crate::package::problem::load_problem(dir.path()).unwrap()
    }

    fn wrong_of(class: Option<&str>) -> WrongSolution {
        WrongSolution {
            file: PathBuf::from("wrong/w.rs"),
            verdict: Verdict::Wa,
            mistake: "m".into(),
            class: class.map(String::from),
        }
    }

    fn judged(rejected_by: &[&str], got_expected: bool) -> WrongJudged {
        WrongJudged {
            summary: WrongReport { name: "wrong/w.rs".into(), ..Default::default() },
            rejected_by: rejected_by.iter().map(|s| s.to_string()).collect(),
            got_expected,
        }
    }

    #[test]
    fn wrong_solution_rules() {
        let problem = problem_with(
            "integer-width = { tests = [\"w1\", \"w2\"] }\nzero-empty = { not_applicable = \"n >= 1\" }",
        );
        let width = wrong_of(Some("integer-width"));
        assert!(wrong_failures(&width, &problem, &judged(&["sample-1", "w2", "big"], true)).is_empty());

        let only_samples = wrong_failures(&width, &problem, &judged(&["sample-1", "sample-2"], true));
        assert!(only_samples.iter().any(|f| f.contains("only 0 non-sample")), "{only_samples:?}");
        let single = wrong_failures(&width, &problem, &judged(&["sample-1", "w1"], true));
        assert_eq!(single.len(), 1, "{single:?}");
        assert!(single[0].contains("only 1 non-sample") && single[0].contains("sample-1, w1"), "{single:?}");
        let missed = wrong_failures(&width, &problem, &judged(&["a", "b"], true));
        assert!(
            missed.iter().any(|f| f.contains("none of the `integer-width` anti-tests (w1, w2)")),
            "{missed:?}"
        );
        let never = wrong_failures(&width, &problem, &judged(&["w1", "w2"], false));
        assert!(never.iter().any(|f| f.contains("expected WA on some test, never got it")), "{never:?}");

        let unclassed = wrong_failures(&wrong_of(None), &problem, &judged(&["w1", "w2"], true));
        assert!(unclassed.iter().any(|f| f.contains("no class")), "{unclassed:?}");
        let unknown = wrong_failures(&wrong_of(Some("complexity")), &problem, &judged(&["w1", "w2"], true));
        assert!(unknown.iter().any(|f| f.contains("`complexity` is not in [mistakes]")), "{unknown:?}");
        let excused = wrong_failures(&wrong_of(Some("zero-empty")), &problem, &judged(&["w1", "w2"], true));
        assert!(excused.iter().any(|f| f.contains("not_applicable")), "{excused:?}");
    }

    #[test]
    fn wrong_lines_show_counts_samples_and_bounds() {
        let report = ProblemReport {
            id: "p".into(),
            wrong: vec![
                WrongReport {
                    name: "wrong/a.rs".into(),
                    expected: "WA".into(),
                    class: Some("integer-width".into()),
                    rejected: 5,
                    rejected_samples: 1,
                    tests: 12,
                    stopped_early: false,
                },
                WrongReport {
                    name: "wrong/slow.rs".into(),
                    expected: "TLE".into(),
                    class: Some("complexity".into()),
                    rejected: 2,
                    rejected_samples: 0,
                    tests: 12,
                    stopped_early: true,
                },
            ],
            ..Default::default()
        };
        let text = render(&[report]);
        let line = |name: &str| text.lines().find(|l| l.contains(name)).unwrap().to_string();
        let a = line("wrong/a.rs");
        assert!(
            a.contains("WA") && a.contains("5/12") && a.contains("(1 sample)") && a.contains("integer-width"),
            "{a}"
        );
        let slow = line("wrong/slow.rs");
        assert!(
            slow.contains("≥ 2/12") && slow.contains("(0 samples)") && slow.contains("complexity"),
            "{slow}"
        );
    }

    #[test]
    fn render_lists_failures_and_unverified_modules() {
        let reports = vec![
            ProblemReport { id: "a".into(), modules: vec!["nim".into()], tests: 3, ..Default::default() },
            ProblemReport { id: "b".into(), failures: vec!["brute.rs: boom".into()], ..Default::default() },
        ];
        let text = render(&reports);
        assert!(text.contains("brute.rs: boom"));
        assert!(text.contains("1/2 problems verified"));
        let nim_line = text.lines().find(|l| l.trim_start().starts_with("nim ")).unwrap();
        assert!(nim_line.ends_with('a'), "{nim_line}");
        assert!(text.lines().any(|l| l.trim_start().starts_with("oracle") && l.ends_with("(no problem)")));
    }
}
