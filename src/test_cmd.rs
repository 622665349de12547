//! `nimkit test`: judge a solution against a problem's tests like a real judge, or run it on one
//! hand-written input, or judge again whenever it changes (`--watch`).

use std::fs;
use std::path::PathBuf;
use std::time::Duration;

use crate::error::JudgeError;
use crate::judge::run::{self, Evaluator, JudgeConfig};
use crate::judge::verdict::{CaseResult, Verdict};
use crate::judge::{classify, collect_tests, config_for, interact, report, select, text, JudgeOptions};
use crate::package::cases;
use crate::package::problem::TestCase;
use crate::package::set::{self, Target};
use crate::sandbox::process::{self, Program};
use crate::toolchain::compile::{self, Prepared, Solution};

/// Exit codes of `nimkit test`.
pub const EXIT_ALL_ACCEPTED: u8 = 0;
pub const EXIT_REJECTED: u8 = 1;
pub const EXIT_JUDGE_FAILED: u8 = 3;

/// Arguments of `nimkit test`.
#[derive(clap::Args, Debug)]
#[command(after_help = "Verdicts: AC WA PE TLE MLE RE OLE CE FAIL. \
Exit codes: 0 every test AC; 1 some test rejected (or CE); \
2 usage error or malformed tests (a test that is not a regular file included); 3 the judge could not \
decide (checker FAIL, missing tool) or the report could not be written; 130 (143 for SIGTERM, 129 for SIGHUP) interrupted: only the \
tests judged before the interrupt are reported.")]
pub struct TestArgs {
    /// Problem id (problems/<id>), problem folder, or a test folder: X.in/X.out (or tests/), in/+out/
    /// (Library Checker, AtCoder), data/sample+secret (ICPC, Kattis), tests/01+01.a (Polygon),
    /// input/+output/ (HackerRank); or a foreign package judged by its own rules: problem.yaml
    /// (ICPC, Kattis), problem.xml (Polygon), info.toml + checker.cpp (Library Checker).
    pub target: String,
    /// The solution: a .rs file (bundled if it uses nimkit, compiled like AtCoder) or an executable.
    /// [default: ID.rs in the current folder, for a problem id]
    #[arg(conflicts_with = "command")]
    pub solution: Option<PathBuf>,
    /// Judge a shell command line instead (any language), e.g. "python3 a.py".
    #[arg(long, short = 'c', value_name = "CMD", value_parser = parse_command)]
    pub command: Option<String>,
    /// Tests run in parallel [default: number of cores].
    #[arg(long, short = 'j', value_name = "N", value_parser = parse_jobs, allow_negative_numbers = true)]
    pub jobs: Option<usize>,
    /// Judge only the samples (the package's marked ones, e.g. Polygon's; else tests named
    /// sample* or example*).
    #[arg(long)]
    pub samples: bool,
    /// Judge only the tests whose name matches GLOB (`*`, `?`; repeat or separate with commas).
    #[arg(long, value_name = "GLOB")]
    pub only: Vec<String>,
    /// Stop at the first rejected test.
    #[arg(long)]
    pub fail_fast: bool,
    /// Print the names of the tests (those --samples and --only keep) and judge nothing.
    #[arg(long, conflicts_with_all = ["input", "watch", "json", "transcript"])]
    pub list: bool,
    /// Run on a hand-written input instead of the tests: print the output, time and memory.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["samples", "only", "fail_fast", "json"])]
    pub input: Option<PathBuf>,
    /// Judge again each time the solution file changes (Ctrl-C stops).
    #[arg(long, conflicts_with_all = ["command", "json"])]
    pub watch: bool,
    /// Print one JSON object instead of the report.
    #[arg(long)]
    pub json: bool,
    /// With an interactor: save every test's whole dialogue to FILE (`<` from the interactor,
    /// `>` from the solution), one section per test in test order.
    #[arg(long, value_name = "FILE", conflicts_with = "input")]
    pub transcript: Option<PathBuf>,
    /// Overwrite the --transcript file even when it is not an earlier transcript.
    #[arg(long, requires = "transcript")]
    pub force: bool,
    /// A Polygon package's testset to judge (`pretests`, ...) [default: tests].
    #[arg(long, value_name = "NAME")]
    pub testset: Option<String>,
    #[command(flatten)]
    pub judging: JudgeOptions,
}

/// What `nimkit test` decided, for its caller.
#[derive(Debug)]
pub struct TestOutcome {
    pub exit_code: u8,
    /// The problem of the set whose every test was accepted, when the target was one.
    pub accepted_problem: Option<String>,
}

/// `-j`: at least one.
fn parse_jobs(text: &str) -> Result<usize, String> {
    match text.trim().parse::<usize>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err(format!("`{text}` is not a number of jobs: expected a whole number ≥ 1")),
    }
}

/// `-c`: not blank.
fn parse_command(text: &str) -> Result<String, String> {
    if text.trim().is_empty() {
        Err("the command is empty: give the command line that runs the solution, e.g. \"python3 a.py\""
            .into())
    } else {
        Ok(text.to_string())
    }
}

/// Runs `nimkit test`: the report on stdout, errors on stderr. Recording progress is the
/// caller's business (practice mode), so the judge does not depend on the problem set.
pub fn run(args: &TestArgs) -> TestOutcome {
    if args.watch {
        return TestOutcome { exit_code: watch(args), accepted_problem: None };
    }
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
    let target = match (set::resolve_target(&args.target)?, &args.testset) {
        (target, None) => target,
        (Target::Polygon(package), Some(name)) => Target::Polygon(std::sync::Arc::new(
            crate::package::polygon_package::load_polygon_testset(&package.dir, Some(name))?,
        )),
        (_, Some(_)) => {
            return Err(JudgeError::input(format!(
                "--testset: {} is not a Polygon package (problem.xml); only those have testsets",
                args.target
            )))
        }
    };
    if args.list {
        return list_tests(args, &target);
    }
    // A problem folder given where the solution goes (the two swapped).
    let solution_is_problem = args.solution.as_ref().is_some_and(|path| {
        !path.is_file() && set::problem_dir(&path.to_string_lossy()).ok().flatten().is_some()
    });
    // submissions.yaml's `entrypoint` for an ICPC package's own example submission.
    let mut entrypoint = None;
    let solution = match (&args.command, &args.solution) {
        (Some(command), _) => Solution::Command(command.clone()),
        // A folder is a program folder (sources, or build/run scripts, as ICPC packages hold
        // submissions), unless it is a problem.
        (None, Some(path)) if !path.is_file() && (!path.is_dir() || solution_is_problem) => {
            let mut message = match path.is_dir() {
                true => format!("{}: a problem, not a solution", path.display()),
                false => format!("{}: no such solution file", path.display()),
            };
            if solution_is_problem {
                message +=
                    "\n  help: the problem comes first, then the solution: nimkit test PROBLEM SOLUTION";
            }
            return Err(JudgeError::input(message));
        }
        // A solution to an ICPC package is built as its judge builds a submission: with the
        // package's included files for its language (and, for the package's own example
        // submissions, constants put in and submissions.yaml's entrypoint, as `verify` does).
        (None, Some(path)) => match &target {
            Target::Icpc(package) if !matches!(Solution::from_path(path), Solution::Executable(_)) => {
                let own = std::path::absolute(path).ok().and_then(|absolute| {
                    let relative = absolute.strip_prefix(package.dir.join("submissions")).ok()?;
                    Some(relative.to_string_lossy().into_owned())
                });
                let (built, single_file_entry) =
                    crate::judge::icpc::as_submitted(package, path, own.is_some())?;
                entrypoint = own
                    .and_then(|relative| package.expectations.entrypoint_for(&relative).map(String::from))
                    .or(single_file_entry);
                Solution::from_path(&built)
            }
            _ => Solution::from_path(path),
        },
        (None, None) => Solution::from_path(&default_solution(&args.target, &target)?),
    };
    if let Solution::Command(command) = &solution {
        if let Some(program) = select::missing_program(command) {
            // One line, not one RE per test: the judge cannot run the solution at all.
            report::emit(&format!(
                "FAIL  cannot run `{program}`: no such program (not on PATH); is it installed? \
                 (--command \"{command}\")"
            ));
            return Ok(TestOutcome { exit_code: EXIT_JUDGE_FAILED, accepted_problem: None });
        }
    }
    let mut config = config_for(&args.judging, &target)?;
    let transcripts = match (&args.transcript, &mut config.evaluator) {
        (None, _) => None,
        (Some(file), Evaluator::Interactive(interaction)) => {
            if file.is_dir() {
                return Err(JudgeError::input(format!("--transcript {}: is a folder; give a file", file.display())));
            }
            // Before judging, which may take long: the file is only written at the end.
            if let Some(why) = transcript_not_replaceable(file, args.solution.as_deref(), args.force) {
                return Err(JudgeError::input(format!("--transcript {}: refusing to overwrite it: {why}", file.display())));
            }
            let dir = tempfile::Builder::new()
                .prefix("nimkit-dialogues-")
                .tempdir()
                .map_err(|e| JudgeError::tool(format!("cannot create a folder for the dialogues: {e}")))?;
            interaction.transcripts = Some(dir.path().to_path_buf());
            Some((file, dir))
        }
        (Some(_), _) => {
            return Err(JudgeError::input(
                "--transcript saves the dialogue of an interactive problem: give --interactor (or a problem with an interactor)",
            ))
        }
    };
    if let Some(input) = &args.input {
        let exit_code = run_on_input(&solution, input, &config)?;
        return Ok(TestOutcome { exit_code, accepted_problem: None });
    }
    let all = collect_tests(&target, matches!(config.evaluator, Evaluator::Interactive(_)))?;
    // Not even the compiler may read an answer (`include_str!`, `#include`).
    crate::sandbox::process::hide_from_tools(&crate::judge::run::every_answer_hidden(&all));
    let total = all.len();
    // Before --only picks: hash.json is compared over every made test.
    if let (Target::LibraryChecker(problem), false) = (&target, args.json) {
        for line in crate::judge::library_checker::describe(problem, &all)? {
            report::emit(&line);
        }
    }
    let cases = selected_tests(args, all)?;
    let names: Vec<String> = cases.iter().map(|c| c.name.clone()).collect();
    let reporter = report::Reporter::new(&names, report::colors_wanted());
    if let (Target::Icpc(package), false) = (&target, args.json) {
        for line in
            crate::judge::icpc::describe(package, config.limits.cpu_time.unwrap_or(config.limits.time))
        {
            report::emit(&line);
        }
    }

    let prepared = compile::prepare_with_entrypoint(&solution, entrypoint.as_deref())?;
    let prepared = with_library_checker_grader(&target, &solution, prepared, args.json)?;
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
                report::emit(&reporter.compile_error_summary(&message, results.len()));
            }
            return Ok(TestOutcome { exit_code: EXIT_REJECTED, accepted_problem: None });
        }
    };

    let jobs = args.jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let counter = if args.json {
        indicatif::ProgressBar::hidden()
    } else {
        report::counter(cases.len() as u64, "tests")
    };
    let name_library_lines = compile::library_line_namer(&solution);
    let mut results = run::judge_all_until(&program, &cases, &config, jobs, args.fail_fast, |_, result| {
        if !args.json {
            let line = name_library_lines(&reporter.line(result));
            counter.suspend(|| report::emit(&line));
        }
        counter.inc(1);
    });
    if let Some(bundle) = compile::BundleMap::of(&solution) {
        name_library_callers(&bundle, &program, &cases, &config, &mut results);
    }
    for result in &mut results {
        name_library_locations(result, &name_library_lines);
    }
    counter.finish_and_clear();
    if let Some((file, dir)) = &transcripts {
        save_transcripts(file, dir.path(), &results)?;
    }
    let interruption = process::interruption();
    if args.fail_fast && results.len() < cases.len() && !args.json && interruption.is_none() {
        report::emit(&format!("(--fail-fast: {} later test(s) not judged)", cases.len() - results.len()));
    }

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
            let answer =
                case.answer.as_deref().and_then(|a| crate::fsutil::read_regular(a).ok()).unwrap_or_default();
            let details = reporter.details(result, &input, &answer);
            // The files, so the failing test can be opened or rerun by hand.
            let (rule, rest) = details.split_once('\n').unwrap_or((&details, ""));
            let declared = match &target {
                Target::Problem(problem) => problem.multi_case,
                Target::Folder(_) | Target::Icpc(_) | Target::Polygon(_) | Target::LibraryChecker(_) => None,
            };
            let slice = result
                .difference
                .as_ref()
                .and_then(|d| cases::failing_case(&input, &answer, d.line, declared))
                .map_or(String::new(), |s| {
                    let clip = |l: &str| match l.char_indices().nth(160) {
                        Some((end, _)) => format!("{} …", &l[..end]),
                        None => l.to_string(),
                    };
                    let shown: String =
                        s.text.lines().take(12).map(|l| format!("      │ {}\n", clip(l))).collect();
                    format!(
                        "  failing case {} of {} (input lines {}–{}):\n{shown}",
                        s.index, s.total, s.first_line, s.last_line
                    )
                });
            let answer_file = match &case.answer {
                Some(path) => format!(" (answer {})", path.display()),
                None => String::new(),
            };
            report::emit(&format!("{rule}\n  test: {}{answer_file}\n{slice}{rest}", case.input.display()));
        }
        if failures.len() > report::detailed_failures() {
            report::emit(&format!(
                "({} more failing test(s) not shown in detail)",
                failures.len() - report::detailed_failures()
            ));
        }
        if let Target::Icpc(package) = &target {
            for line in crate::judge::icpc::group_lines(&results) {
                report::emit(&line);
            }
            let (graded, groups) = crate::judge::icpc_grade::grade_by_group(package, &results);
            let decided =
                graded.deciding.map_or(String::new(), |i| format!(", decided by {}", results[i].name));
            let score = if package.scoring {
                format!(", {}", crate::judge::icpc_grade::score_text(package, graded.score))
            } else {
                String::new()
            };
            let (grader, basis) = crate::judge::icpc_grade::grader(package);
            if groups.len() > 1 {
                let each: Vec<String> = groups[..groups.len() - 1]
                    .iter()
                    .map(|(group, score)| format!("{group} {score}"))
                    .collect();
                report::emit(&format!("test data groups scored: {}", each.join(", ")));
            }
            report::emit(&format!("{grader} grades it {}{score} ({basis}{decided})", graded.verdict));
        }
        if let Target::Polygon(package) = &target {
            if let Some(line) = crate::judge::polygon::testset_line(package) {
                report::emit(&format!("{line}; --testset NAME judges another"));
            }
            for line in crate::judge::polygon_score::score_lines(package, &results) {
                report::emit(&line);
            }
        }
        match &interruption {
            Some((signal, _)) => report::emit(&reporter.interrupted(signal, &results, cases.len())),
            None => report::emit(&reporter.summary(&results)),
        }
    }
    if let Some((_, code)) = interruption {
        return Ok(TestOutcome { exit_code: code, accepted_problem: None });
    }
    let mut worst = Verdict::worst(results.iter().map(|r| r.verdict));
    // An ICPC package's own grading decides (`accept_if_any_accepted` accepts with rejections).
    if let Target::Icpc(package) = &target {
        if crate::judge::icpc_grade::grade(package, &results).verdict == "AC" && worst != Verdict::Fail {
            worst = Verdict::Ac;
        }
    }
    // Solved means every test judged and accepted (not only --samples or --only).
    let judged_everything = !args.samples && args.only.is_empty() && results.len() == total;
    let accepted_problem = match (worst, &target, judged_everything) {
        (Verdict::Ac, Target::Problem(problem), true) => Some(problem.id.clone()),
        _ => None,
    };
    let exit_code = match worst {
        Verdict::Ac => EXIT_ALL_ACCEPTED,
        Verdict::Fail => EXIT_JUDGE_FAILED,
        _ => EXIT_REJECTED,
    };
    Ok(TestOutcome { exit_code, accepted_problem })
}

/// `--transcript FILE`: the dialogue of every judged test, in test order, each under a header
/// with its verdict.
fn save_transcripts(
    file: &std::path::Path,
    dir: &std::path::Path,
    results: &[CaseResult],
) -> Result<(), JudgeError> {
    let mut all = Vec::new();
    for result in results {
        // This header is how a later --transcript recognises the file as replaceable.
        all.extend_from_slice(format!("=== {} ({})\n", result.name, result.verdict).as_bytes());
        match fs::read(interact::transcript_file(dir, &result.name)) {
            Ok(text) => all.extend_from_slice(&text),
            Err(_) => all.extend_from_slice(b"(no dialogue: the game did not start)\n"),
        }
    }
    crate::fsutil::write_atomically(file, &all)
        .map_err(|e| JudgeError::input(format!("--transcript {}: cannot write: {e}", file.display())))?;
    eprintln!("nimkit test: the dialogue of {} test(s) is in {}", results.len(), file.display());
    Ok(())
}

/// Why the existing `--transcript` file `file` must not be replaced by a new transcript, `None`
/// when it may be: absent, empty, not a regular file (a device is written to in place), an
/// earlier transcript (its first line a test's header, `=== NAME (VERDICT)`), or anything with
/// `force`; the solution being judged never, even with `force`.
fn transcript_not_replaceable(
    file: &std::path::Path,
    solution: Option<&std::path::Path>,
    force: bool,
) -> Option<String> {
    if solution.is_some_and(|solution| crate::bundle::output::same_file(file, solution)) {
        return Some("it is the solution being judged\n  help: give --transcript another file".into());
    }
    if force || !fs::metadata(file).is_ok_and(|m| m.is_file()) {
        return None;
    }
    let help = "\n  help: give --transcript another file, or pass --force to overwrite it";
    // Never opened blocking: a FIFO swapped in meanwhile must not hang the judge.
    let bytes = match crate::fsutil::read_regular(file) {
        Ok(bytes) => bytes,
        Err(e) => {
            return Some(format!(
                "nimkit cannot read it to see whether it is an earlier transcript ({e}){help}"
            ))
        }
    };
    let first_line = bytes.split(|&b| b == b'\n').next().unwrap_or_default();
    let is_header = std::str::from_utf8(first_line).ok().and_then(|line| {
        let verdict = line.strip_prefix("=== ")?.strip_suffix(')')?.rsplit_once(" (")?.1;
        Verdict::parse(verdict)
    });
    if bytes.iter().all(u8::is_ascii_whitespace) || is_header.is_some() {
        return None;
    }
    Some(format!("it is not an earlier transcript (a file of yours?){help}"))
}

/// `--input FILE`: one run on a hand-written input, no expected answer: the output as it
/// is, then time and memory; a crash or a limit still gets its verdict.
fn run_on_input(
    solution: &Solution,
    input: &std::path::Path,
    config: &JudgeConfig,
) -> Result<u8, JudgeError> {
    // The file itself becomes stdin, as for every test: never copied through the judge.
    crate::fsutil::ensure_regular(input).map_err(JudgeError::input)?;
    let program = match compile::prepare(solution)? {
        Prepared::Ready(program) => program,
        Prepared::CompileError(message) => {
            report::emit(&format!("compile error:\n{}", message.trim_end()));
            let first = report::first_compile_error(&message).unwrap_or_default();
            report::emit(&format!("CE    {first}"));
            return Ok(EXIT_REJECTED);
        }
    };
    if let Evaluator::Interactive(interaction) = &config.evaluator {
        return play_on_input(&program, input, config, interaction);
    }
    // A package that names its files (Polygon's input.txt/output.txt) gets them here too.
    let files = process::RoomFiles {
        placed: config.files.input.iter().map(|name| (name.clone(), input.to_path_buf())).collect(),
        collected: config.files.output.iter().cloned().collect(),
    };
    let stdin =
        if config.files.input.is_some() { process::Input::Bytes(&[]) } else { process::Input::File(input) };
    let (mut outcome, left) = process::run_with_files(&program, stdin, &config.limits, &[], &files)
        .map_err(|e| JudgeError::tool(format!("cannot start `{}`: {e}", program.describe())))?;
    if let Some(name) = &config.files.output {
        match left {
            crate::sandbox::LeftFile::Contents(bytes) => outcome.stdout = bytes,
            other => {
                outcome.stdout = Vec::new();
                eprintln!("(no readable output file `{name}`: {other:?})");
            }
        }
    }
    crate::fsutil::write_stdout(&outcome.stdout);
    if !outcome.stderr.is_empty() {
        eprint!("{}", String::from_utf8_lossy(&outcome.stderr));
    }
    let verdict = classify::classify_run(&outcome, &config.limits);
    let status = match &verdict {
        Some((verdict, message)) => format!("{verdict}   {message}"),
        None => "ran".to_string(),
    };
    eprintln!(
        "── {} · time {} ms (CPU {} ms) · peak memory {} · output {} B",
        status,
        outcome.wall.as_millis(),
        outcome.cpu.as_millis(),
        text::human_bytes(outcome.peak_rss_kib * 1024),
        outcome.stdout.len()
    );
    Ok(if verdict.is_some() { EXIT_REJECTED } else { EXIT_ALL_ACCEPTED })
}

/// `--input FILE` with an interactor: one game on that INPUT, the whole dialogue printed
/// (`<` from the interactor, `>` from the solution), then the verdict, time and memory.
fn play_on_input(
    program: &Program,
    input: &std::path::Path,
    config: &JudgeConfig,
    interaction: &interact::Interaction,
) -> Result<u8, JudgeError> {
    let dir = tempfile::Builder::new()
        .prefix("nimkit-dialogues-")
        .tempdir()
        .map_err(|e| JudgeError::tool(format!("cannot create a folder for the dialogue: {e}")))?;
    let interaction =
        interact::Interaction { transcripts: Some(dir.path().to_path_buf()), ..interaction.clone() };
    let result = interact::judge_interactive(program, "input", input, None, &config.limits, &interaction);
    let dialogue = fs::read(interact::transcript_file(dir.path(), "input")).unwrap_or_default();
    crate::fsutil::write_stdout(&dialogue);
    if !String::from_utf8_lossy(&result.stderr).trim().is_empty() {
        eprint!("{}", String::from_utf8_lossy(&result.stderr));
    }
    let message = result.message.lines().next().unwrap_or("");
    eprintln!(
        "── {} {message} · time {} ms (CPU {} ms) · peak memory {}",
        result.verdict,
        result.time_ms,
        result.cpu_ms,
        text::human_bytes(result.memory_kib * 1024)
    );
    Ok(match result.verdict {
        Verdict::Ac => EXIT_ALL_ACCEPTED,
        Verdict::Fail => EXIT_JUDGE_FAILED,
        _ => EXIT_REJECTED,
    })
}

/// `--watch`: judge, then again whenever the solution file's modification time or size
/// changes (polled: std only); Ctrl-C ends it like any run.
fn watch(args: &TestArgs) -> u8 {
    let path = match (&args.solution, set::resolve_target(&args.target)) {
        (Some(path), _) => path.clone(),
        (None, Ok(target)) => match default_solution(&args.target, &target) {
            Ok(path) => path,
            Err(error) => {
                eprintln!("nimkit test: {error}");
                return error.exit_code();
            }
        },
        (None, Err(error)) => {
            eprintln!("nimkit test: {error}");
            return error.exit_code();
        }
    };
    let stamp = |path: &std::path::Path| fs::metadata(path).ok().map(|m| (m.modified().ok(), m.len()));
    loop {
        let seen = stamp(&path);
        if let Err(error) = judge_target(args) {
            eprintln!("nimkit test: {error}");
        }
        if process::interrupted() {
            return 130;
        }
        report::emit(&format!("watching {} (Ctrl-C stops)", path.display()));
        while stamp(&path) == seen {
            // Ctrl-C: stop at once and leave the clean-up and the exit code to `supervised`.
            if process::interrupted() {
                return 130;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        // Editors save in steps (truncate, write): let the file settle before judging.
        std::thread::sleep(Duration::from_millis(150));
        report::emit(&format!("\n{} changed: judging again", path.display()));
    }
}

/// `ID.rs` in the current folder, the file `nimkit new ID` writes, when no SOLUTION is given.
fn default_solution(target_arg: &str, target: &Target) -> Result<PathBuf, JudgeError> {
    let id = match target {
        Target::Problem(problem) => problem.id.clone(),
        Target::Folder(_) | Target::Icpc(_) | Target::Polygon(_) | Target::LibraryChecker(_) => {
            return Err(JudgeError::input("give a SOLUTION or --command CMD"))
        }
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
/// Names the library module of a location inside the bundled library in `result`'s message
/// and stderr (see `compile::library_line_namer`), in place: a result can hold the output
/// limit's worth of output, which must not be copied.
fn name_library_locations(result: &mut CaseResult, name: &impl Fn(&str) -> String) {
    result.message = name(&result.message);
    let renamed = {
        let stderr = String::from_utf8_lossy(&result.stderr);
        let renamed = name(&stderr);
        (renamed != stderr).then_some(renamed)
    };
    if let Some(renamed) = renamed {
        result.stderr = renamed.into_bytes();
    }
}

/// For the failures shown in detail that are panics inside the bundled library: the user's line
/// that called into it, from one more run of the test with a backtrace (the verdict stands), put
/// after the library location (`nimkit::io (bundled, io.rs:293), called from sol.rs:9`).
fn name_library_callers(
    bundle: &compile::BundleMap,
    program: &Program,
    cases: &[TestCase],
    config: &JudgeConfig,
    results: &mut [CaseResult],
) {
    let failures = results.iter_mut().filter(|r| r.verdict != Verdict::Ac).take(report::detailed_failures());
    for result in failures {
        let stderr = String::from_utf8_lossy(&result.stderr).into_owned();
        if result.verdict != Verdict::Re || !bundle.panics_in_library(&stderr) || process::interrupted() {
            continue;
        }
        let Some(case) = cases.iter().find(|c| c.name == result.name) else { continue };
        let Some(line) = run::backtrace_of(program, case, config).and_then(|trace| bundle.caller(&trace))
        else {
            continue;
        };
        result.message = bundle.with_caller(&bundle.name(&result.message), line);
        result.stderr = bundle.with_caller(&bundle.name(&stderr), line).into_bytes();
    }
}

/// The tests `--samples` and `--only` keep; an error (usage, exit 2) when an `--only` glob
/// matches no test or nothing is left.
fn selected_tests(args: &TestArgs, all: Vec<TestCase>) -> Result<Vec<TestCase>, JudgeError> {
    let total = all.len();
    let samples = if args.samples { " among the samples" } else { "" };
    let list = format!("list them with: nimkit test {} --list", args.target);
    let unmatched = select::unmatched(&all, args.samples, &args.only);
    if !unmatched.is_empty() {
        return Err(JudgeError::input(format!(
            "--only {}: matches none of the {total} tests{samples} ({list})",
            unmatched.join(",")
        )));
    }
    let cases = select::select(all, args.samples, &args.only);
    if cases.is_empty() {
        return Err(JudgeError::input(format!("no test of {total} matches --samples ({list})")));
    }
    Ok(cases)
}

/// `nimkit test TARGET --list`: the names of the tests that would be judged, one a line.
fn list_tests(args: &TestArgs, target: &Target) -> Result<TestOutcome, JudgeError> {
    let config = config_for(&args.judging, target)?;
    let all = collect_tests(target, matches!(config.evaluator, Evaluator::Interactive(_)))?;
    for case in selected_tests(args, all)? {
        report::emit(&case.name);
    }
    Ok(TestOutcome { exit_code: 0, accepted_problem: None })
}

/// A C++ solution with no `main` (or one including the grader's header, `solve.hpp`) for a
/// Library Checker problem that has `grader/grader.cpp`
/// (convolution/convolution_mod, the min_plus_convolution problems, sample/aplusb): the function
/// its grader calls, as a `function = true` entry of `[[solutions]]`. Built again as
/// `generate.py` builds those, with `grader/grader.cpp` and `-I grader`, rather than being a CE
/// for the missing `main`.
fn with_library_checker_grader(
    target: &Target,
    solution: &Solution,
    prepared: Prepared,
    json: bool,
) -> Result<Prepared, JudgeError> {
    let (Target::LibraryChecker(problem), Solution::Source(path), Prepared::CompileError(message)) =
        (target, solution, &prepared)
    else {
        return Ok(prepared);
    };
    let cpp = path.extension().is_some_and(|e| e == "cpp" || e == "cc" || e == "cxx");
    let grader = problem.dir.join("grader");
    // No `main`, or a header only the grader's folder has (`#include "solve.hpp"`).
    let grader_header = || {
        fs::read_dir(&grader).into_iter().flatten().flatten().any(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            message.contains(&format!("{name}: No such file or directory"))
        })
    };
    if !cpp
        || !grader.join("grader.cpp").is_file()
        || !(message.contains("undefined reference to `main'") || grader_header())
    {
        return Ok(prepared);
    }
    let entry = crate::package::library_checker::LibrarySolution {
        path: path.clone(),
        expect: None,
        allowed: Vec::new(),
        rejected: false,
        function: true,
    };
    if !json {
        report::emit(&format!(
            "{}: a function for the grader: built with grader/grader.cpp (-I grader), as generate.py builds a `function = true` solution",
            path.display()
        ));
    }
    Ok(match crate::judge::library_checker::build_solution(problem, &entry) {
        Ok(program) => Prepared::Ready(program),
        Err(error) => Prepared::CompileError(error.to_string()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_transcript_replaces_only_an_earlier_transcript_unless_forced_and_never_the_solution() {
        let dir = tempfile::tempdir().unwrap();
        let at = |name: &str, text: &str| {
            let path = dir.path().join(name);
            fs::write(&path, text).unwrap();
            path
        };
        let solution = at("mysol.rs", "fn main() { println!(\"First\"); }\n");
        let refused = transcript_not_replaceable(&solution, Some(&solution), false).unwrap();
        assert!(refused.contains("the solution being judged"), "{refused}");
        assert!(
            transcript_not_replaceable(&solution, Some(&solution), true).is_some(),
            "not even with --force"
        );
        let via_dot = dir.path().join(".").join("mysol.rs");
        assert!(transcript_not_replaceable(&via_dot, Some(&solution), true).is_some(), "another name for it");

        let notes = at("notes.txt", "my notes\n");
        let refused = transcript_not_replaceable(&notes, Some(&solution), false).unwrap();
        assert!(refused.contains("not an earlier transcript") && refused.contains("--force"), "{refused}");
        assert_eq!(transcript_not_replaceable(&notes, Some(&solution), true), None);

        let earlier = at("dialogue.txt", "=== t1 (AC)\n> ? 1\n< =\n=== t2 (WA)\n");
        assert_eq!(transcript_not_replaceable(&earlier, Some(&solution), false), None);
        let almost = at("almost.txt", "=== t1 (nearly)\n");
        assert!(transcript_not_replaceable(&almost, None, false).is_some());
        assert_eq!(transcript_not_replaceable(&at("empty.txt", ""), None, false), None);
        assert_eq!(transcript_not_replaceable(&dir.path().join("absent.txt"), None, false), None);
    }
}
