//! Judging: one test (`judge_case`) and a whole test list in parallel with results
//! delivered in a stable order (`judge_all`). `test`, `stress` and `verify` all go
//! through `judge_output` so that every command gives the same verdict for the same run.

use std::collections::{BTreeSet, HashSet};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Arc};
use std::thread;
use std::time::Duration;

use super::checker;
use super::classify::classify_run;
use super::compare::{self, CompareMode};
use super::verdict::{CaseResult, Difference, ValidatorScore, Verdict};
use crate::package::icpc::{DefaultValidatorOptions, IcpcProblem};
use crate::package::problem::TestCase;
use crate::sandbox::process::{self, Input, Limits, Program, RunOutcome, HELPER_MEMORY_BYTES};
use crate::sandbox::LeftFile;

/// How outputs are judged: a comparison mode or a testlib-style checker.
#[derive(Clone, Debug)]
pub enum Evaluator {
    Compare(CompareMode),
    Checker(Program),
    /// An interactive problem: the solution plays against this jury.
    Interactive(Box<super::interact::Interaction>),
    /// An ICPC package's default output validator, with each test's flags.
    IcpcDefault(Arc<IcpcProblem>),
    /// An ICPC package's output validator program, called with each test's flags.
    IcpcValidator(Program, Arc<IcpcProblem>),
    /// One of testlib's standard checkers (`wcmp`, `ncmp`...), judged natively.
    StdChecker(String),
}

/// Everything needed to judge a run, shared by all tests of a session.
#[derive(Clone, Debug)]
pub struct JudgeConfig {
    pub limits: Limits,
    pub evaluator: Evaluator,
    /// Where the solution reads the test and writes its output: stdin and stdout, or files.
    pub files: NamedFiles,
    /// The solution's stack may grow to its memory limit, as Codeforces, Kattis and Library
    /// Checker allow (foreign packages); otherwise it keeps the inherited one (a shell's 8 MiB),
    /// as nimkit's own problems are judged: their deep-recursion anti-tests rely on it.
    pub stack_grows_to_memory: bool,
}

/// A judge that hands the test over as a named file in the solution's working folder and
/// reads its output from another, as Codeforces does for a Polygon problem with
/// `input-file`/`output-file`. A named input leaves stdin empty; a named output makes stdout
/// no part of the answer (it is still bounded by the output limit); a named output the
/// solution did not write is PE, as testlib says of a missing output file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NamedFiles {
    pub input: Option<String>,
    pub output: Option<String>,
}

impl JudgeConfig {
    /// Time given to a checker: it may read big files, but must not hang the judge.
    pub fn checker_time(&self) -> Duration {
        (self.limits.time * 5).max(Duration::from_secs(10))
    }

    /// Limits of a checker: [`JudgeConfig::checker_time`] and the helpers' memory.
    pub fn checker_limits(&self) -> Limits {
        self.helper_limits(self.checker_time())
    }

    /// Limits of a helper (checker, generator, brute, validator) given `time`: the solution's
    /// resident-memory limit, raised to [`HELPER_MEMORY_BYTES`] (none when the solution has none:
    /// `-m 0` says the runtime cannot live under an address-space limit), and the solution's
    /// output limit.
    pub fn helper_limits(&self, time: Duration) -> Limits {
        Limits {
            time,
            memory_bytes: self.limits.memory_bytes.map(|bytes| bytes.max(HELPER_MEMORY_BYTES)),
            output_bytes: self.limits.output_bytes,
            ..Limits::generous(time)
        }
    }
}

/// Runs `solution` on `input` and judges its output against `answer`.
pub fn judge_case(
    solution: &Program,
    name: &str,
    input: &[u8],
    answer: &[u8],
    config: &JudgeConfig,
) -> CaseResult {
    match process::run(solution, input, &config.limits) {
        Ok(outcome) => judge_output(name, outcome, input, answer, config),
        Err(e) => {
            CaseResult::not_run(name, Verdict::Fail, format!("cannot start `{}`: {e}", solution.describe()))
        }
    }
}

/// Judges a finished run: limits first (OLE, TLE, MLE), then crashes (RE), then the output.
/// The output is moved into the result, not copied (it may be the whole output limit), and
/// dropped when accepted: only a failure's output is shown.
pub fn judge_output(
    name: &str,
    mut outcome: RunOutcome,
    input: &[u8],
    answer: &[u8],
    config: &JudgeConfig,
) -> CaseResult {
    let mut result = CaseResult {
        name: name.to_string(),
        verdict: Verdict::Ac,
        message: String::new(),
        time_ms: outcome.wall.as_millis() as u64,
        cpu_ms: outcome.cpu.as_millis() as u64,
        memory_kib: outcome.peak_rss_kib,
        output: Vec::new(),
        stderr: Vec::new(),
        difference: None,
        dialogue: None,
        score: ValidatorScore::default(),
    };
    if let Some((verdict, message)) = classify_run(&outcome, &config.limits) {
        result.verdict = verdict;
        result.message = message;
        result.output = std::mem::take(&mut outcome.stdout);
        result.stderr = std::mem::take(&mut outcome.stderr);
        return result;
    }
    match &config.evaluator {
        Evaluator::Compare(mode) => {
            let comparison = compare::compare(*mode, answer, &outcome.stdout);
            if comparison.accepted {
                return result;
            }
            result.difference = comparison.first_difference_line.map(|line| Difference { line });
            result.message = comparison.message;
            result.verdict = match comparison.looser_accepts {
                // Same tokens, other whitespace: the classic presentation error.
                Some(looser @ (CompareMode::Default | CompareMode::Tokens)) => {
                    result.message += &format!("; only whitespace differs (--compare {looser} accepts)");
                    Verdict::Pe
                }
                Some(looser) => {
                    result.message += &format!("; --compare {looser} would accept");
                    Verdict::Wa
                }
                None => Verdict::Wa,
            };
        }
        // An interactive solution is judged by its game (`judge_test`); a plain run of it
        // (stress's brute side, `--input`) has no dialogue to judge.
        Evaluator::Interactive(_) => {
            result.verdict = Verdict::Fail;
            result.message = "an interactive problem is judged by playing: use an interactor".into();
        }
        Evaluator::IcpcDefault(problem) => {
            // The flags were checked when the package was read.
            let options = DefaultValidatorOptions::parse(&problem.output_flags_for(name)).unwrap_or_default();
            match super::icpc::default_validator(&options, answer, &outcome.stdout) {
                Ok(()) => return result,
                Err(message) => {
                    result.verdict = Verdict::Wa;
                    result.message = message;
                }
            }
        }
        Evaluator::StdChecker(name) => {
            let checked = super::std_checkers::check(name, &outcome.stdout, answer);
            result.verdict = checked.verdict;
            if checked.verdict == Verdict::Ac {
                return result;
            }
            result.message = format!("std::{name}: {}", checked.message);
        }
        Evaluator::IcpcValidator(program, problem) => {
            let flags = problem.output_flags_for(name);
            let (checked, score) = super::icpc::run_output_validator(
                program,
                &flags,
                (input, answer, &outcome.stdout),
                &config.checker_limits(),
                problem.custom_score,
            );
            result.verdict = checked.verdict;
            // Only DOMjudge's rule gives a wrong answer a score (see `icpc::scored`).
            result.score = score;
            if checked.verdict == Verdict::Ac {
                return result;
            }
            result.message = checked.message;
        }
        Evaluator::Checker(program) => {
            let checked = checker::check(program, input, &outcome.stdout, answer, &config.checker_limits());
            result.verdict = checked.verdict;
            if checked.verdict == Verdict::Ac {
                // testlib's quitp: the points the checker gave stay with the result.
                if checked.message.starts_with("points ") {
                    result.message = checked.message;
                }
                return result;
            }
            result.message = checked.message;
        }
    }
    result.output = outcome.stdout;
    result.stderr = outcome.stderr;
    result
}

/// The folders that hold nothing but the inputs and answers of `cases`: hidden whole from a
/// solution run on any of them (one mount per run, every answer covered). See [`answer_hidden`].
pub fn answer_folders(cases: &[TestCase]) -> Vec<PathBuf> {
    let resolved = |path: &Path| std::fs::canonicalize(path).ok();
    let answers: Vec<PathBuf> =
        cases.iter().filter_map(|c| c.answer.as_deref()).filter_map(resolved).collect();
    let mut test_files: HashSet<PathBuf> = answers.iter().cloned().collect();
    test_files.extend(cases.iter().filter_map(|c| resolved(&c.input)));
    let folders: BTreeSet<&Path> = answers.iter().filter_map(|a| a.parent()).collect();
    folders.into_iter().filter(|folder| holds_only(folder, &test_files)).map(Path::to_path_buf).collect()
}

/// What the solution must not read while it runs on `case` (the input of an interactive test is
/// the interactor's alone: [`super::interact`] hides it too): the answer's folder when it is one
/// of `folders` ([`answer_folders`]), else the answer alone. Not every answer of a mixed folder
/// (a solution lying next to its tests must stay reachable): covering each would cost a mount
/// per test per run, and another test's answer belongs to another input. Resolved: a link's
/// target is what must be covered.
pub fn answer_hidden(case: &TestCase, folders: &[PathBuf]) -> Vec<PathBuf> {
    let Some(answer) = case.answer.as_deref().and_then(|a| std::fs::canonicalize(a).ok()) else {
        return Vec::new();
    };
    match answer.parent().and_then(|parent| folders.iter().find(|f| f.as_path() == parent)) {
        Some(folder) => vec![folder.clone()],
        None => vec![answer],
    }
}

/// Everything that covers the answers of all `cases`: the folders of [`answer_folders`], and each
/// answer found elsewhere. What compilers may not read ([`crate::sandbox::process::hide_from_tools`]).
pub fn every_answer_hidden(cases: &[TestCase]) -> Vec<PathBuf> {
    let folders = answer_folders(cases);
    // Each folder is some answer's own, so it comes out of `answer_hidden` too.
    let mut hidden: Vec<PathBuf> = cases.iter().flat_map(|case| answer_hidden(case, &folders)).collect();
    hidden.sort();
    hidden.dedup();
    hidden
}

/// Whether every entry of `folder` is one of `files` (a regular file, nothing else).
fn holds_only(folder: &Path, files: &HashSet<PathBuf>) -> bool {
    let Ok(entries) = std::fs::read_dir(folder) else { return false };
    entries.into_iter().all(|entry| {
        entry.is_ok_and(|e| e.file_type().is_ok_and(|t| t.is_file()) && files.contains(&e.path()))
    })
}

/// Judges one test read from its files. The solution's stdin is the input file itself, so the
/// judge never holds a big input in memory for it; a checker reads it later if needed. The
/// test's answer is hidden from the solution ([`answer_hidden`]).
pub fn judge_test(solution: &Program, case: &TestCase, config: &JudgeConfig) -> CaseResult {
    let folders = answer_folders(std::slice::from_ref(case));
    judge_test_hiding(solution, case, config, &answer_hidden(case, &folders))
}

/// [`judge_test`] with `hidden` kept from the solution (see [`answer_hidden`]).
fn judge_test_hiding(
    solution: &Program,
    case: &TestCase,
    config: &JudgeConfig,
    hidden: &[PathBuf],
) -> CaseResult {
    if let Evaluator::Interactive(interaction) = &config.evaluator {
        let answer = case.answer.as_deref();
        return super::interact::judge_interactive(
            solution,
            &case.name,
            &case.input,
            answer,
            &config.limits,
            interaction,
        );
    }
    if let Evaluator::IcpcValidator(validator, problem) = &config.evaluator {
        if problem.multi_pass {
            return super::multi_pass::judge_multi_pass(
                solution,
                validator,
                problem,
                case,
                &config.limits,
                &config.checker_limits(),
            );
        }
    }
    let read = |path: &std::path::Path| crate::fsutil::read_regular(path);
    let extras = process::RoomExtras {
        hidden: hidden.to_vec(),
        files: room_files(case, config),
        stack_grows_to_memory: config.stack_grows_to_memory,
        ..process::RoomExtras::default()
    };
    let (mut outcome, left) =
        match process::run_collecting(solution, stdin_of(case, config), &config.limits, &extras) {
            Ok(ran) => ran,
            Err(e) => {
                let message =
                    format!("cannot start `{}` on {}: {e}", solution.describe(), case.input.display());
                return CaseResult::not_run(&case.name, Verdict::Fail, message);
            }
        };
    if let Some(name) = &config.files.output {
        let ran_through = classify_run(&outcome, &config.limits).is_none();
        match left {
            LeftFile::Contents(bytes) => outcome.stdout = bytes,
            LeftFile::TooLarge(_) => outcome.output_limit_exceeded = true,
            LeftFile::Missing | LeftFile::NotAFile if ran_through => {
                let mut result = CaseResult::not_run(
                    &case.name,
                    Verdict::Pe,
                    format!("output file `{name}` not found (the solution must write its answer there)"),
                );
                result.time_ms = outcome.wall.as_millis() as u64;
                result.cpu_ms = outcome.cpu.as_millis() as u64;
                result.memory_kib = outcome.peak_rss_kib;
                result.stderr = outcome.stderr;
                return result;
            }
            LeftFile::Missing | LeftFile::NotAFile => outcome.stdout = Vec::new(),
        }
    }
    let input = match &config.evaluator {
        Evaluator::Checker(_) | Evaluator::IcpcValidator(..) => read(&case.input),
        _ => Ok(Vec::new()),
    };
    let answer = match &case.answer {
        Some(path) => read(path),
        None => Err(format!("{}: no expected output", case.input.display())),
    };
    match (input, answer) {
        (Ok(input), Ok(answer)) => judge_output(&case.name, outcome, &input, &answer, config),
        (Err(e), _) | (_, Err(e)) => CaseResult::not_run(&case.name, Verdict::Fail, e),
    }
}

/// The stderr of `solution` run again on `case` with `RUST_BACKTRACE=1`, a diagnosis of a panic
/// already judged (its verdict stands): the same room and limits, the same input, the fixed
/// environment plus that one variable. `None` when it cannot run or is interactive.
pub fn backtrace_of(solution: &Program, case: &TestCase, config: &JudgeConfig) -> Option<String> {
    if matches!(config.evaluator, Evaluator::Interactive(_)) {
        return None;
    }
    let extras = process::RoomExtras {
        env: vec![("RUST_BACKTRACE".into(), "1".into())],
        hidden: answer_hidden(case, &answer_folders(std::slice::from_ref(case))),
        files: room_files(case, config),
        stack_grows_to_memory: config.stack_grows_to_memory,
        ..process::RoomExtras::default()
    };
    let outcome = process::run_with(solution, stdin_of(case, config), &config.limits, &extras).ok()?;
    Some(String::from_utf8_lossy(&outcome.stderr).into_owned())
}

/// The test handed over as a named file and the answer read from one, when the package says so
/// (Codeforces' `input.txt`/`output.txt`); nothing otherwise.
fn room_files(case: &TestCase, config: &JudgeConfig) -> process::RoomFiles {
    process::RoomFiles {
        placed: config.files.input.iter().map(|name| (name.clone(), case.input.clone())).collect(),
        collected: config.files.output.iter().cloned().collect(),
    }
}

/// The solution's stdin: empty when the test is handed over as a named file.
fn stdin_of<'a>(case: &'a TestCase, config: &JudgeConfig) -> Input<'a> {
    if config.files.input.is_some() {
        Input::Bytes(&[])
    } else {
        Input::File(&case.input)
    }
}

/// Judges every test on `jobs` threads; `on_result(index, result)` is called in test
/// order as soon as a test and all tests before it are done. Returns results in order.
///
/// After an interrupt ([`process::interrupted`]) no test starts and a test that ends is
/// dropped (its program may have been killed by the interrupt: that is no verdict); the
/// results obtained before are still delivered in order, gaps skipped, so fewer results than
/// tests come back.
pub fn judge_all(
    solution: &Program,
    cases: &[TestCase],
    config: &JudgeConfig,
    jobs: usize,
    on_result: impl FnMut(usize, &CaseResult),
) -> Vec<CaseResult> {
    judge_all_until(solution, cases, config, jobs, false, on_result)
}

/// [`judge_all`]; with `fail_fast`, no test starts after a rejection is known, and the results
/// end at the first rejected test in test order.
pub fn judge_all_until(
    solution: &Program,
    cases: &[TestCase],
    config: &JudgeConfig,
    jobs: usize,
    fail_fast: bool,
    mut on_result: impl FnMut(usize, &CaseResult),
) -> Vec<CaseResult> {
    let stop = std::sync::atomic::AtomicBool::new(false);
    let next = AtomicUsize::new(0);
    let answer_folders = answer_folders(cases);
    let answer_folders = answer_folders.as_slice();
    let (sender, receiver) = mpsc::channel();
    let mut slots: Vec<Option<CaseResult>> = vec![None; cases.len()];
    thread::scope(|scope| {
        for _ in 0..jobs.clamp(1, cases.len().max(1)) {
            let sender = sender.clone();
            let next = &next;
            let stop = &stop;
            scope.spawn(move || loop {
                if stop.load(Ordering::Relaxed) {
                    break;
                }
                let index = next.fetch_add(1, Ordering::Relaxed);
                let Some(case) = cases.get(index) else { break };
                let hidden = answer_hidden(case, answer_folders);
                let result = judge_test_hiding(solution, case, config, &hidden);
                if process::interrupted() || sender.send((index, result)).is_err() {
                    break;
                }
            });
        }
        drop(sender);
        let mut reported = 0;
        // Only the first failures in test order are shown in detail: the other failures'
        // outputs (each up to the output limit) are dropped, so memory does not grow with tests.
        let mut detailed = std::collections::BTreeSet::new();
        let mut first_rejected = None;
        for (index, result) in receiver {
            if fail_fast && result.verdict != Verdict::Ac {
                stop.store(true, Ordering::Relaxed);
            }
            slots[index] = Some(result);
            if slots[index].as_ref().is_some_and(|r| r.verdict != Verdict::Ac) {
                detailed.insert(index);
                if detailed.len() > super::report::detailed_failures() {
                    let last = detailed.pop_last().expect("not empty");
                    if let Some(dropped) = slots[last].as_mut() {
                        dropped.output = Vec::new();
                        dropped.stderr = Vec::new();
                    }
                }
            }
            while first_rejected.is_none() {
                let Some(Some(result)) = slots.get(reported) else { break };
                on_result(reported, result);
                if fail_fast && result.verdict != Verdict::Ac {
                    first_rejected = Some(reported);
                }
                reported += 1;
            }
        }
        // Only an interrupt leaves gaps: what was obtained past the first one is still shown
        // (after a --fail-fast stop nothing more is).
        for (index, slot) in slots.iter().enumerate().skip(reported).filter(|_| first_rejected.is_none()) {
            if let Some(result) = slot {
                on_result(index, result);
            }
        }
    });
    // Tests after the first rejection (started before it was known) are not reported.
    if !fail_fast {
        return slots.into_iter().flatten().collect();
    }
    let mut results = Vec::new();
    for result in slots.into_iter().map_while(|slot| slot) {
        let rejected = result.verdict != Verdict::Ac;
        results.push(result);
        if rejected {
            break;
        }
    }
    results
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sandbox::process::Termination;
    use std::fs;

    fn config(evaluator: Evaluator) -> JudgeConfig {
        JudgeConfig {
            limits: Limits { output_bytes: 1 << 20, ..Limits::generous(Duration::from_secs(5)) },
            evaluator,
            files: NamedFiles::default(),
            stack_grows_to_memory: false,
        }
    }

    fn verdict(command: &str, input: &[u8], answer: &[u8], evaluator: Evaluator) -> CaseResult {
        judge_case(&Program::shell(command), "t", input, answer, &config(evaluator))
    }

    #[test]
    fn correct_output_is_accepted_and_wrong_rejected() {
        let default = Evaluator::Compare(CompareMode::Default);
        assert_eq!(verdict("cat", b"1 2\n", b"1 2\n", default.clone()).verdict, Verdict::Ac);
        let wrong = verdict("echo 3", b"", b"4\n", default.clone());
        assert_eq!(wrong.verdict, Verdict::Wa);
        assert_eq!(wrong.difference, Some(Difference { line: 1 }));
        assert_eq!(verdict("echo '1  2'", b"", b"1 2\n", default).verdict, Verdict::Pe);
    }

    #[test]
    fn nonzero_exit_is_a_runtime_error_with_the_code() {
        let result =
            verdict("sh -c 'echo boom >&2; exit 4'", b"", b"", Evaluator::Compare(CompareMode::Default));
        assert_eq!(result.verdict, Verdict::Re);
        assert!(result.message.contains("exit code 4"), "{}", result.message);
        assert!(result.message.contains("boom"), "{}", result.message);
    }

    #[test]
    fn memory_exceeded_before_the_time_limit_is_mle() {
        let limits = Limits { memory_bytes: Some(256 << 20), ..Limits::generous(Duration::from_secs(1)) };
        let mut outcome = RunOutcome {
            termination: Termination::Signaled(libc::SIGKILL),
            wall: Duration::from_secs(1),
            cpu: Duration::ZERO,
            peak_rss_kib: 10 << 10,
            stdout: Vec::new(),
            stderr: Vec::new(),
            stdout_dropped: 0,
            stderr_dropped: 0,
            timed_out: true,
            output_limit_exceeded: false,
            memory_limit_exceeded: false,
            process_limit_exceeded: false,
            file_limit_exceeded: false,
            launcher_lost: false,
        };
        assert_eq!(classify_run(&outcome, &limits).unwrap().0, Verdict::Tle);
        outcome.memory_limit_exceeded = true;
        assert_eq!(classify_run(&outcome, &limits).unwrap().0, Verdict::Mle);
    }

    #[test]
    fn checker_verdict_is_used() {
        let checker = Evaluator::Checker(Program::shell("sh -c 'echo nope >&2; exit 1' x"));
        let result = verdict("cat", b"x", b"x", checker);
        assert_eq!(result.verdict, Verdict::Wa);
        assert_eq!(result.message, "nope");
    }

    #[test]
    fn only_a_failure_keeps_the_output() {
        let default = Evaluator::Compare(CompareMode::Default);
        assert!(verdict("cat", b"1 2\n", b"1 2\n", default.clone()).output.is_empty());
        assert_eq!(verdict("echo 3", b"", b"4\n", default).output, b"3\n");
    }

    #[test]
    fn helpers_get_at_least_the_helper_memory_and_no_limit_stays_none() {
        let mut limited = config(Evaluator::Compare(CompareMode::Default));
        limited.limits.memory_bytes = Some(256 << 20);
        assert_eq!(limited.checker_limits().memory_bytes, Some(HELPER_MEMORY_BYTES));
        assert_eq!(limited.checker_limits().time, Duration::from_secs(25));
        limited.limits.memory_bytes = Some(8 << 30);
        assert_eq!(limited.helper_limits(Duration::from_secs(1)).memory_bytes, Some(8 << 30));
        limited.limits.memory_bytes = None;
        assert_eq!(limited.helper_limits(Duration::from_secs(1)).memory_bytes, None);
    }

    #[test]
    fn a_folder_of_nothing_but_the_tests_is_hidden_whole_else_the_answer_alone() {
        let dir = tempfile::tempdir().unwrap();
        let tests = dir.path().canonicalize().unwrap();
        let mut cases = Vec::new();
        for name in ["a", "b"] {
            fs::write(tests.join(format!("{name}.in")), "1").unwrap();
            fs::write(tests.join(format!("{name}.out")), "1").unwrap();
            let answer = Some(tests.join(format!("{name}.out")));
            cases.push(TestCase::named(name.into(), tests.join(format!("{name}.in")), answer));
        }
        let folders = answer_folders(&cases);
        assert_eq!(folders, vec![tests.clone()]);
        assert_eq!(answer_hidden(&cases[1], &folders), vec![tests.clone()]);
        // One test of the two (`--only a`): b's files are not this list's; the answer alone.
        let only_a = answer_folders(&cases[..1]);
        assert!(only_a.is_empty());
        assert_eq!(answer_hidden(&cases[0], &only_a), vec![tests.join("a.out")]);
        // A solution next to the tests must stay reachable.
        fs::write(tests.join("sol.py"), "print(1)").unwrap();
        assert!(answer_folders(&cases).is_empty());
        assert_eq!(answer_hidden(&cases[1], &[]), vec![tests.join("b.out")]);
        let no_answer = TestCase::named("c".into(), tests.join("a.in"), None);
        assert!(answer_hidden(&no_answer, &folders).is_empty());
    }

    #[test]
    fn results_arrive_in_order_whatever_finishes_first() {
        let dir = tempfile::tempdir().unwrap();
        let mut cases = Vec::new();
        for (i, delay) in ["0.3", "0", "0.1", "0"].iter().enumerate() {
            let input = dir.path().join(format!("{i}.in"));
            let answer = dir.path().join(format!("{i}.out"));
            fs::write(&input, delay).unwrap();
            fs::write(&answer, delay).unwrap();
            cases.push(TestCase::named(i.to_string(), input, Some(answer)));
        }
        let program = Program::shell("sh -c 'read d; sleep $d; echo $d'");
        let mut seen = Vec::new();
        let results =
            judge_all(&program, &cases, &config(Evaluator::Compare(CompareMode::Default)), 4, |i, r| {
                seen.push((i, r.verdict))
            });
        assert_eq!(seen, (0..4).map(|i| (i, Verdict::Ac)).collect::<Vec<_>>());
        assert_eq!(results.len(), 4);
    }

    #[test]
    fn only_the_first_failures_in_test_order_keep_their_output() {
        let dir = tempfile::tempdir().unwrap();
        let mut cases = Vec::new();
        // The first test is the slowest: the later failures arrive before it.
        for i in 0..9 {
            let input = dir.path().join(format!("{i}.in"));
            let answer = dir.path().join(format!("{i}.out"));
            fs::write(&input, if i == 0 { "0.3" } else { "0" }).unwrap();
            fs::write(&answer, "never printed").unwrap();
            cases.push(TestCase::named(i.to_string(), input, Some(answer)));
        }
        let program = Program::shell("sh -c 'read d; sleep $d; echo out$d'");
        let results =
            judge_all(&program, &cases, &config(Evaluator::Compare(CompareMode::Default)), 3, |_, _| {});
        let kept: Vec<bool> = results.iter().map(|r| !r.output.is_empty()).collect();
        let detailed = crate::judge::report::detailed_failures();
        assert_eq!(kept, (0..9).map(|i| i < detailed).collect::<Vec<_>>());
        assert!(results.iter().all(|r| r.verdict == Verdict::Wa));
    }
}
