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

use crate::judge::checker;
use crate::judge::compile::{self, Linking, Prepared};
use crate::judge::error::JudgeError;
use crate::judge::problem::{Problem, Target, TestCase, BRUTE_TOO_LARGE};
use crate::judge::process::{self, Limits, Program, Termination};
use crate::judge::run::{self, Evaluator, JudgeConfig};
use crate::judge::verdict::{CaseResult, Verdict};
use crate::judge::{collect_tests, problem_config};
use crate::practice;

/// Arguments of `nimkit verify`.
#[derive(clap::Args, Debug)]
#[command(after_help = "Exit codes: 0 every problem verified; 1 some check failed; \
2 the problem set could not be read.")]
pub struct VerifyArgs {
    /// Problem ids to verify [default: every problem of the set].
    pub ids: Vec<String>,
    /// Programs run in parallel [default: number of cores].
    #[arg(long, short = 'j', value_name = "N")]
    pub jobs: Option<usize>,
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
}

/// Runs `nimkit verify`.
pub fn run(args: VerifyArgs) -> ExitCode {
    let jobs = args.jobs.unwrap_or_else(|| thread::available_parallelism().map_or(1, |n| n.get())).max(1);
    let problems = match selected(&args.ids) {
        Ok(problems) => problems,
        Err(error) => {
            eprintln!("nimkit verify: {error}");
            return ExitCode::from(error.exit_code());
        }
    };
    let mut reports = Vec::new();
    let counter = crate::judge::report::counter(problems.len() as u64, "problems");
    for problem in problems {
        counter.set_message(problem.id.clone());
        counter.suspend(|| eprintln!("verifying {} ...", problem.id));
        let report = verify_problem(problem, jobs);
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
    print!("{}", render(&reports));
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
    ids.iter().map(|id| practice::find(id)).collect()
}

/// Verifies one problem package; never panics on a broken package, reports it instead.
pub fn verify_problem(problem: Problem, jobs: usize) -> ProblemReport {
    let started = Instant::now();
    let mut report = ProblemReport { id: problem.id.clone(), ..ProblemReport::default() };
    if let Err(e) = verify_into(problem, jobs, &mut report) {
        report.failures.push(e.to_string());
    }
    report.elapsed = started.elapsed();
    report
}

fn verify_into(problem: Problem, jobs: usize, report: &mut ProblemReport) -> Result<(), JudgeError> {
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
    let cases = collect_tests(&target)?;
    report.tests = cases.len();
    let config = problem_config(&problem)?;

    let Some(reference) = ready(&compiled[0], &reference_path, report) else { return Ok(()) };
    let results = run::judge_all(&reference, &cases, &config, jobs, |_, _| {});
    for result in results.iter().filter(|r| r.verdict != Verdict::Ac) {
        report
            .failures
            .push(format!("reference solution: {} on {}: {}", result.verdict, result.name, result.message));
    }

    for (wrong, prepared) in problem.wrong.iter().zip(&compiled[2..]) {
        let name = format!("wrong/{}", wrong.file.file_name().unwrap_or_default().to_string_lossy());
        let Some(program) = ready(prepared, &wrong.file, report) else { continue };
        if !gets_verdict(&program, &cases, &config, wrong.verdict, jobs) {
            report.failures.push(format!(
                "{name}: expected {} on some test, never got it (mistake: {})",
                wrong.verdict, wrong.mistake
            ));
        }
    }

    if let Some(brute) = ready(&compiled[1], &brute_path, report) {
        report.brute_checked = check_brute(&brute, &cases, &config, &problem, jobs, report);
        if report.brute_checked == 0 {
            report.failures.push("brute.rs: finished no test, so it verified nothing".to_string());
        }
    }
    if let Evaluator::Checker(checker) = &config.evaluator {
        check_checker(checker, &cases, &config, report);
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

/// Judges `program` on the tests in parallel until one gets `wanted`; whether one did.
fn gets_verdict(
    program: &Program,
    cases: &[TestCase],
    config: &JudgeConfig,
    wanted: Verdict,
    jobs: usize,
) -> bool {
    let results =
        in_parallel(cases, jobs, |case| run::judge_test(program, case, config).verdict, |v| *v == wanted);
    results.into_iter().flatten().any(|v| v == wanted)
}

/// The brute's answers, judged like a contestant's against every test; a test it cannot
/// finish in time (or declines with exit code 4) is skipped. Returns how many it checked.
fn check_brute(
    brute: &Program,
    cases: &[TestCase],
    config: &JudgeConfig,
    problem: &Problem,
    jobs: usize,
    report: &mut ProblemReport,
) -> usize {
    let limits = Limits {
        time: (problem.time_limit * 2).clamp(Duration::from_secs(1), Duration::from_secs(4)),
        ..config.limits.clone()
    };
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
    let (Ok(input), Ok(answer)) = (fs::read(&case.input), fs::read(&case.answer)) else {
        return Some(CaseResult::not_run(&case.name, Verdict::Fail, "cannot read the test files"));
    };
    let outcome = match process::run(brute, &input, limits) {
        Ok(outcome) => outcome,
        Err(e) => return Some(CaseResult::not_run(&case.name, Verdict::Fail, format!("cannot start: {e}"))),
    };
    if outcome.timed_out || outcome.termination == Termination::Exited(BRUTE_TOO_LARGE) {
        return None;
    }
    let brute_config = JudgeConfig { limits: limits.clone(), evaluator: config.evaluator.clone() };
    Some(run::judge_output(&case.name, &outcome, &input, &answer, &brute_config))
}

/// A checker must reject an empty output, an output with an extra token, and a flipped
/// First/Second claim. At most a few tests, samples first: each check runs a process.
fn check_checker(
    checker_program: &Program,
    cases: &[TestCase],
    config: &JudgeConfig,
    report: &mut ProblemReport,
) {
    let time = config.checker_time();
    for case in cases.iter().take(4) {
        let (Ok(input), Ok(answer)) = (fs::read(&case.input), fs::read(&case.answer)) else { continue };
        for (what, corrupted) in corruptions(&answer) {
            let checked = checker::check(checker_program, &input, &corrupted, &answer, time);
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
