//! `nimkit verify PACKAGE` for a foreign package, as problemtools' `verifyproblem` does it:
//! every test input checked by every input validator, then every submission judged on every
//! test and its verdict compared with the one its folder promises. One line per submission,
//! then a summary.
//!
//! problemtools' rules: a submission's verdict is that of its first rejected test (samples,
//! then secret groups in order), AC when none; `accepted/` must be AC, `wrong_answer/` WA,
//! `time_limit_exceeded/` TLE, `run_time_error/` RTE (nimkit's MLE and OLE are RTE there, as a
//! killed process is), `rejected/` anything but AC. Without a time limit in problem.yaml it is
//! derived from the accepted submissions: `max(1, ceil(slowest × ac_to_time_limit / resolution))`
//! times `time_resolution` seconds (1 s unless problem.yaml says otherwise),
//! and every other submission runs under `limit × time_limit_to_tle`, a test slower than the
//! limit counting as TLE.

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use crate::error::JudgeError;
use crate::judge::icpc::validate_input_with;
use crate::judge::icpc_grade::{self, icpc_name};
use crate::judge::run::{self, JudgeConfig};
use crate::judge::verdict::{CaseResult, Verdict};
use crate::judge::{collect_tests, config_for, JudgeOptions};
use crate::package::icpc::{IcpcProblem, Submission, TimeLimitSource};
use crate::package::problem::TestCase;
use crate::package::set::Target;
use crate::sandbox::process::Program;
use crate::toolchain::compile::{self, Prepared, Solution};
use crate::toolchain::languages;

/// The time accepted submissions get while the time limit is being derived.
const DERIVING_TIME_LIMIT: Duration = Duration::from_secs(20);

/// What one submission got, against what its folder expects.
struct Outcome {
    line: String,
    as_expected: Option<bool>,
}

/// Whether `dir` is a foreign package `verify` reads (rather than a problem id).
pub fn is_foreign_package(dir: &Path) -> bool {
    crate::package::icpc::is_icpc_package(dir)
        || crate::package::polygon_package::is_polygon_package(dir)
        || crate::package::library_checker::is_library_checker_problem(dir)
}

/// Verifies the package in `dir`; returns the exit code (0 all as expected, 1 not, 2 a bad
/// package, 3 a judge error such as a validator that does not build).
pub fn verify_package(dir: &Path, jobs: usize) -> u8 {
    let verified = if crate::package::icpc::is_icpc_package(dir) {
        verify_icpc(dir, jobs)
    } else if crate::package::library_checker::is_library_checker_problem(dir) {
        verify_library_checker(dir, jobs)
    } else {
        verify_polygon(dir, jobs)
    };
    match verified {
        Ok(code) => code,
        Err(error) => {
            eprintln!("nimkit verify: {error}");
            error.exit_code()
        }
    }
}

fn verify_icpc(dir: &Path, jobs: usize) -> Result<u8, JudgeError> {
    let package = match set_target(dir)? {
        Target::Icpc(package) => package,
        _ => {
            return Err(JudgeError::input(format!(
                "{}: not an ICPC package (no problem.yaml)",
                dir.display()
            )))
        }
    };
    if !package.unjudgeable.is_empty() {
        return Err(JudgeError::tool(format!(
            "{}: {}",
            dir.join("problem.yaml").display(),
            package.unjudgeable.join("; ")
        )));
    }
    let target = Target::Icpc(Arc::clone(&package));
    let cases = collect_tests(&target, package.interactive)?;
    outln!("verifying ICPC package `{}` ({} format): {} tests", package.name, package.format, cases.len());
    if package.domjudge_grading {
        outln!(
            "scores and verdicts graded as DOMjudge grades them: the submissions carry its @EXPECTED_SCORE@ \
             lines (accept_score once per group, groups only where a testdata.yaml is, the first rejection decides)"
        );
    }
    for feature in &package.unsupported {
        outln!("  not judged by nimkit: {feature}");
    }

    let mut failures = 0usize;
    for error in icpc_grade::scoring_errors(&package) {
        outln!("FAIL  scoring: {error}");
        failures += 1;
    }
    failures += check_inputs(&package, &cases)?;
    failures += check_outputs(&package)?;

    // The accepted submissions first: they fix the time limit when the package gives none. A
    // `.timelimit` or `domjudge-problem.ini` is the limit DOMjudge and BAPCtools judge such a
    // package with (their example packages' run_time_error submissions need it: a stack or
    // memory filled in 1.5 s is TLE under a derived 1 s); only problemtools ignores them.
    let derive = package.time_limit_source == TimeLimitSource::Default;
    let (accepted, others): (Vec<&Submission>, Vec<&Submission>) =
        package.submissions.iter().partition(|s| s.class == "accepted");
    let mut lines = Vec::new();
    let mut slowest: Option<(u64, String)> = None;
    // A fixed limit: every submission runs under the higher limit, so that problemtools' "OK
    // with extra time" can be told (a verdict met only under `limit × time_limit_to_tle`).
    let fixed_high = package.time_limit.mul_f64(package.time_limit_to_tle.max(1.0));
    let first_limit = if derive { DERIVING_TIME_LIMIT } else { fixed_high };
    let config = judge_config(&target, first_limit)?;
    let mut accepted_results = Vec::new();
    for submission in &accepted {
        match judge_submission(&package, submission, &cases, &config, jobs)? {
            Judged::Skipped(reason) => lines.push(Outcome {
                line: format!("SKIP  {}: {reason}", name(&package, submission)),
                as_expected: None,
            }),
            Judged::Results(results) => {
                // CPU time, as problemtools and Kattis measure it (the limit is on CPU time).
                if let Some(worst) = results.iter().max_by_key(|r| r.cpu_ms) {
                    if slowest.as_ref().is_none_or(|(ms, _)| worst.cpu_ms > *ms) {
                        slowest =
                            Some((worst.cpu_ms, format!("{} on {}", name(&package, submission), worst.name)));
                    }
                }
                accepted_results.push((*submission, results));
            }
        }
    }
    let time_limit = match (&slowest, derive) {
        (Some((ms, which)), true) => {
            let exact = *ms as f64 / 1000.0 * package.ac_to_time_limit;
            let resolution = package.time_resolution;
            let limit = (exact / resolution).ceil().max(1.0) * resolution;
            outln!(
                "time limit {limit} s of CPU time, derived as problemtools does: {} x the slowest accepted run, {:.3} s ({which}), rounded up to a multiple of {resolution} s (at least one)",
                package.ac_to_time_limit,
                *ms as f64 / 1000.0
            );
            Duration::from_secs_f64(limit)
        }
        (None, true) => {
            outln!(
                "time limit {} s: no accepted submission ran to derive one from (nimkit's default)",
                package.time_limit.as_secs_f64()
            );
            package.time_limit
        }
        (_, false) => {
            // problemtools: a fixed limit in problem.yaml below what the accepted submissions
            // need (slowest × ac_to_time_limit) is an error of the package.
            if let (Some((ms, which)), TimeLimitSource::ProblemYaml) = (&slowest, &package.time_limit_source)
            {
                let needed = *ms as f64 / 1000.0 * package.ac_to_time_limit;
                if needed > package.time_limit.as_secs_f64() {
                    failures += 1;
                    outln!(
                        "FAIL  time limit {} s (problem.yaml) is tighter than the accepted submissions need: {} x the slowest, {:.3} s ({which}) = {needed:.3} s, as problemtools checks",
                        package.time_limit.as_secs_f64(),
                        package.ac_to_time_limit,
                        *ms as f64 / 1000.0
                    );
                }
            }
            let from = match &package.time_limit_source {
                TimeLimitSource::File(file) => format!(
                    "from {file}, as DOMjudge and BAPCtools judge (problemtools ignores the file and \
                     derives one from the accepted submissions)"
                ),
                _ => "from problem.yaml".to_string(),
            };
            outln!("time limit {} s, {from}", package.time_limit.as_secs_f64());
            package.time_limit
        }
    };
    if accepted.is_empty() {
        failures += 1;
        outln!("FAIL  submissions/accepted: none; problemtools requires at least one accepted submission");
    }
    let high_limit = time_limit.mul_f64(package.time_limit_to_tle.max(1.0));
    for (submission, results) in accepted_results {
        lines.push(judged_outcome(&package, submission, results, time_limit, high_limit));
    }
    let config = judge_config(&target, high_limit)?;
    for submission in others {
        match judge_submission(&package, submission, &cases, &config, jobs)? {
            Judged::Skipped(reason) => lines.push(Outcome {
                line: format!("SKIP  {}: {reason}", name(&package, submission)),
                as_expected: None,
            }),
            Judged::Results(results) => {
                lines.push(judged_outcome(&package, submission, results, time_limit, high_limit))
            }
        }
    }
    Ok(summarize(&lines, failures, "submission(s)", "package verified"))
}

/// A Polygon package, in the order of Polygon's doall.sh: the validators' own tests and the
/// checker's, then the validators on every input (testlib's convention, exit 0 valid, with
/// `--testset`/`--group`), then every tagged solution judged on every test with Polygon's rule for its tag: `main` and
/// `accepted` AC on all; `wrong-answer`, `time-limit-exceeded`, `memory-limit-exceeded`,
/// `presentation-error` that verdict on some test and nothing else but AC; the `-or-` tags any
/// of theirs; `rejected` some verdict but AC.
fn verify_polygon(dir: &Path, jobs: usize) -> Result<u8, JudgeError> {
    let package = match set_target(dir)? {
        Target::Polygon(package) => package,
        _ => {
            return Err(JudgeError::input(format!(
                "{}: not a Polygon package (no problem.xml)",
                dir.display()
            )))
        }
    };
    let target = Target::Polygon(Arc::clone(&package));
    let config = config_for(&JudgeOptions::default(), &target)?;
    let interactive = matches!(config.evaluator, crate::judge::run::Evaluator::Interactive(_));
    let cases = collect_tests(&target, interactive)?;
    outln!(
        "verifying Polygon package `{}`: {} tests, time limit {} s, memory {}",
        package.name,
        cases.len(),
        package.time_limit.as_secs_f64(),
        crate::judge::polygon::memory_text(package.memory_bytes)
    );
    for feature in &package.unsupported {
        outln!("  not judged by nimkit: {feature}");
    }
    if let Some(line) = crate::judge::polygon::testset_line(&package) {
        outln!("  {line}");
    }
    let mut failures = 0;
    // As Polygon's doall.sh: the validators' own tests, then the checker's, then the tests.
    let relative = |path: &Path| path.strip_prefix(&package.dir).unwrap_or(path).display().to_string();
    let mut validators = Vec::new();
    for validator in &package.validators {
        let program = crate::judge::icpc::build_program("validator", &validator.source)?;
        let name = relative(&validator.source);
        for test in &validator.tests {
            let (verdict, file) = (if test.valid { "valid" } else { "invalid" }, relative(&test.input));
            match crate::judge::polygon::run_validator_test(&program, test) {
                Ok(what) => outln!("OK    validator {name}, {verdict} test {file}: {what}"),
                Err(what) => {
                    failures += 1;
                    let wrong = if test.valid { "rejects a valid" } else { "accepts an invalid" };
                    outln!("FAIL  validator {name} {wrong} test: {file} ({what})");
                }
            }
        }
        validators.push((program, name));
    }
    failures += polygon_checker_tests(&package, &config);
    for (program, name) in &validators {
        let args = |case: &TestCase| crate::judge::polygon::validator_args(&package, &case.name);
        failures += validate_inputs(program, &format!("validator {name}"), &cases, args);
    }
    let mut lines = Vec::new();
    for solution in &package.solutions {
        let name = solution.path.strip_prefix(&package.dir).unwrap_or(&solution.path).display().to_string();
        let submission = Submission { class: solution.tag.clone(), path: solution.path.clone() };
        let results = match judge_program(&submission, &name, None, &cases, &config, jobs)? {
            Judged::Skipped(reason) => {
                lines.push(Outcome {
                    line: format!("SKIP  {name} ({}): {reason}", solution.tag),
                    as_expected: None,
                });
                continue;
            }
            Judged::Results(results) => results,
        };
        let mut outcome = polygon_outcome(&name, &solution.tag, &results);
        // The points, when the testset has them: `; points 40 of 100`.
        if let Some(points) = crate::judge::polygon_score::score_lines(&package, &results).pop() {
            outcome.line.push_str(&format!("; {}", points.replacen(": ", " ", 1)));
        }
        lines.push(outcome);
    }
    Ok(summarize(&lines, failures, "solution(s)", "package verified"))
}

/// The checker's own tests (problem.xml's `<checker><testset>`), run on the checker nimkit
/// judges with, one line each; returns how many went otherwise than the test says.
fn polygon_checker_tests(
    package: &crate::package::polygon_package::PolygonProblem,
    config: &JudgeConfig,
) -> usize {
    use crate::judge::polygon::{run_checker_test, CheckerUnderTest};
    use crate::judge::run::Evaluator;
    use crate::package::polygon_package::PolygonChecker;
    if package.checker_tests.is_empty() {
        return 0;
    }
    let checker = match &config.evaluator {
        Evaluator::StdChecker(name) => Some(CheckerUnderTest::Native(name)),
        Evaluator::Checker(program) => Some(CheckerUnderTest::Program(program)),
        Evaluator::Interactive(interaction) => match (&interaction.checker, &package.checker) {
            (Some(program), _) => Some(CheckerUnderTest::Program(program)),
            // A standard checker judges natively; the interaction keeps no program of it.
            (None, PolygonChecker::Standard { name, .. }) => Some(CheckerUnderTest::Native(name)),
            (None, PolygonChecker::Source(_)) => None,
        },
        _ => None,
    };
    let Some(checker) = checker else {
        outln!(
            "SKIP  {} checker test(s): the package is judged without its checker",
            package.checker_tests.len()
        );
        return 0;
    };
    let limits = config.checker_limits();
    let mut failures = 0;
    for test in &package.checker_tests {
        let file = test.input.strip_prefix(&package.dir).unwrap_or(&test.input).display().to_string();
        match run_checker_test(&checker, test, &limits) {
            Ok(what) => outln!("OK    checker test {file}: {what}"),
            Err(what) => {
                failures += 1;
                outln!("FAIL  checker test {file}: {what}");
            }
        }
    }
    failures
}

/// Runs a testlib-style validator (exit 0: valid) on every input with the arguments `args`
/// gives it, prints one OK or FAIL line (naming the first five refused inputs), and returns how
/// many it refused.
fn validate_inputs(
    program: &Program,
    label: &str,
    cases: &[TestCase],
    args: impl Fn(&TestCase) -> Vec<String>,
) -> usize {
    let bad: Vec<String> = cases
        .iter()
        .filter_map(|case| {
            crate::judge::polygon::validate_input(program, &args(case), &case.input)
                .err()
                .map(|e| format!("{}: {e}", case.name))
        })
        .collect();
    if bad.is_empty() {
        outln!("OK    {label}: {} input(s) valid", cases.len());
    } else {
        outln!(
            "FAIL  {label} refuses {} input(s): {}",
            bad.len(),
            bad.iter().take(5).cloned().collect::<Vec<_>>().join("; ")
        );
    }
    bad.len()
}

/// Prints one line per judged program and the summary; the exit code (0 when nothing failed,
/// counting `failures` found before judging).
fn summarize(lines: &[Outcome], failures: usize, programs: &str, verified: &str) -> u8 {
    for outcome in lines {
        outln!("{}", outcome.line);
    }
    let wrong = lines.iter().filter(|o| o.as_expected == Some(false)).count();
    let skipped = lines.iter().filter(|o| o.as_expected.is_none()).count();
    let failures = failures + wrong;
    outln!(
        "{} {programs}: {} as expected, {wrong} not, {skipped} skipped; {}",
        lines.len(),
        lines.len() - wrong - skipped,
        if failures == 0 { verified.to_string() } else { format!("{failures} problem(s) found") }
    );
    u8::from(failures != 0)
}

/// A Library Checker problem as `generate.py --test` checks it: `verifier.cpp` on every input
/// (exit 0 valid), the made inputs and answers against `hash.json`, `sol/correct.cpp` AC on every
/// test, and each `[[solutions]]` entry getting only AC, its `expect` and its `allow_*` statuses
/// (the `expect`ed one on some test). Statuses as `generate.py`'s judge names them: a nonzero
/// checker exit is WA (nimkit's PE too), a crash RE (nimkit's OLE too), the time limit TLE, an MLE
/// (generate.py sets no memory limit) the TLE or RE the entry allows.
fn verify_library_checker(dir: &Path, jobs: usize) -> Result<u8, JudgeError> {
    use crate::package::library_checker::{LibrarySolution, Status};
    let problem = match set_target(dir)? {
        Target::LibraryChecker(problem) => problem,
        _ => return Err(JudgeError::input(format!("{}: not a Library Checker problem", dir.display()))),
    };
    let target = Target::LibraryChecker(Arc::clone(&problem));
    let config = config_for(&JudgeOptions::default(), &target)?;
    let cases = collect_tests(&target, false)?;
    outln!(
        "verifying Library Checker problem `{}`: {} tests, time limit {} s",
        problem.title,
        cases.len(),
        problem.time_limit.as_secs_f64()
    );
    let mut failures = 0;
    // generate.py --test stops on each of these (its warnings are errors outside --dev).
    for warning in &problem.warnings {
        failures += 1;
        outln!("FAIL  {warning} (generate.py's health check refuses it outside --dev)");
    }
    if let Some(verifier) = &problem.verifier {
        let program = crate::judge::library_checker::build(&problem, "verifier", verifier)?;
        let label = verifier.strip_prefix(&problem.dir).unwrap_or(verifier).display().to_string();
        // generate.py runs the verifier without arguments.
        failures += validate_inputs(&program, &label, &cases, |_| Vec::new());
    }
    let mismatches = crate::judge::library_checker::hash_mismatches(&problem, &cases)?;
    match (&problem.hashes, mismatches.is_empty()) {
        (None, _) => outln!("NOTE  no hash.json: the made tests are not compared with the site's"),
        (Some(_), true) => outln!("OK    hash.json: all {} inputs and answers agree", cases.len()),
        (Some(_), false) => {
            failures += 1;
            outln!("FAIL  hash.json: {} file(s) differ:", mismatches.len());
            for line in &mismatches {
                outln!("        {line}");
            }
        }
    }
    let correct = LibrarySolution {
        path: problem.correct.clone(),
        expect: None,
        allowed: vec![Status::Ac],
        rejected: false,
        function: false,
    };
    let mut lines = Vec::new();
    for solution in std::iter::once(&correct).chain(&problem.solutions) {
        let path = &solution.path;
        let name = path.strip_prefix(&problem.dir).unwrap_or(path).display().to_string();
        let submission = Submission { class: "solution".to_string(), path: path.clone() };
        // A C++ solution is built with common/ and params.h like the problem's own programs.
        let judged = if languages::language_of(path).is_some_and(|l| l.kind == languages::Kind::Native) {
            match crate::judge::library_checker::build_solution(&problem, solution) {
                Ok(program) => judged_unless_interrupted(
                    run::judge_all(&program, &cases, &config, jobs, |_, _| {}),
                    &cases,
                ),
                Err(error) => {
                    Judged::Results(vec![CaseResult::not_run("(build)", Verdict::Ce, error.to_string())])
                }
            }
        } else {
            judge_program(&submission, &name, None, &cases, &config, jobs)?
        };
        match judged {
            Judged::Skipped(reason) => {
                lines.push(Outcome { line: format!("SKIP  {name}: {reason}"), as_expected: None })
            }
            Judged::Results(results) => lines.push(library_checker_outcome(&name, solution, &results)),
        }
    }
    Ok(summarize(&lines, failures, "solution(s)", "problem verified"))
}

/// `generate.py`'s rule for one solution: every status it got is allowed, and the `expect`ed one
/// (if any) is among them; `wrong = true` (older info.toml files) asks for some status but AC.
fn library_checker_outcome(
    name: &str,
    solution: &crate::package::library_checker::LibrarySolution,
    results: &[CaseResult],
) -> Outcome {
    use crate::package::library_checker::Status;
    // generate.py sets no memory limit: a run nimkit stopped at the site's 1 GiB would have
    // gone on there, to the time limit (graph/shortest_path's wrong_dijkstra_1.cpp, whose queue
    // grows past 2 GiB on max_dense_zero within its 5 s, gets the TLE its `expect` names) or
    // to the system's out-of-memory kill, a crash. Counted as whichever of the two the entry
    // names or allows (TLE first), else as RE.
    let mle_status = [solution.expect, Some(Status::Tle), Some(Status::Re)]
        .into_iter()
        .flatten()
        .find(|s| matches!(s, Status::Tle | Status::Re) && solution.allowed.contains(s))
        .unwrap_or(Status::Re);
    let status = |verdict: Verdict| match verdict {
        Verdict::Ac => Some(Status::Ac),
        // generate.py calls every nonzero checker exit WA, testlib's `_fail` (exit 3, nimkit's
        // FAIL) too: checkers use it for "participant found a better answer" (graph/assignment).
        Verdict::Wa | Verdict::Pe | Verdict::Fail => Some(Status::Wa),
        Verdict::Re | Verdict::Ole => Some(Status::Re),
        Verdict::Mle => Some(mle_status),
        Verdict::Tle => Some(Status::Tle),
        Verdict::Ce => None,
    };
    let mut got: Vec<Status> = Vec::new();
    let mut judge_errors: Vec<&CaseResult> = Vec::new();
    for result in results {
        match status(result.verdict) {
            Some(s) if !got.contains(&s) => got.push(s),
            Some(_) => {}
            None => judge_errors.push(result),
        }
    }
    got.sort();
    let names = |statuses: &[Status]| statuses.iter().map(|s| s.name()).collect::<Vec<_>>().join(", ");
    let mut wanted = names(&solution.allowed);
    if let Some(expect) = solution.expect {
        wanted = format!("{wanted}, with {} on some test", expect.name());
    }
    if solution.rejected {
        wanted = format!("{wanted}, not AC on every test (wrong = true)");
    }
    let first_of = |s: Status| results.iter().find(|r| status(r.verdict) == Some(s));
    let detail = |r: &CaseResult| {
        let message = r.message.lines().next().unwrap_or("").trim();
        let message = if r.verdict == Verdict::Mle {
            format!("{message}; generate.py sets no memory limit: counted as {}", mle_status.name())
        } else {
            message.to_string()
        };
        let message = message.trim_start_matches("; ");
        if message.is_empty() {
            format!("{} on {}", r.verdict, r.name)
        } else {
            format!("{} on {} ({})", r.verdict, r.name, crate::judge::text::clip(message, 160))
        }
    };
    if let Some(error) = judge_errors.first() {
        return Outcome {
            line: format!("FAIL  {name}: {}; expected {wanted}", detail(error)),
            as_expected: Some(false),
        };
    }
    let unexpected: Vec<Status> = got.iter().copied().filter(|s| !solution.allowed.contains(s)).collect();
    let missing = solution.expect.filter(|e| !got.contains(e));
    let all_ac = got == [Status::Ac];
    let summary = if all_ac {
        format!("AC on all {} tests", results.len())
    } else {
        got.iter()
            .filter(|s| **s != Status::Ac)
            .filter_map(|s| first_of(*s))
            .map(detail)
            .collect::<Vec<_>>()
            .join("; ")
    };
    if unexpected.is_empty() && missing.is_none() && !(solution.rejected && all_ac) {
        Outcome { line: format!("OK    {name}: {summary}"), as_expected: Some(true) }
    } else {
        Outcome {
            line: format!("FAIL  {name}: got {} ({summary}); expected {wanted}", names(&got)),
            as_expected: Some(false),
        }
    }
}

fn polygon_outcome(name: &str, tag: &str, results: &[CaseResult]) -> Outcome {
    use Verdict::*;
    let (required, allowed): (&[Verdict], &[Verdict]) = match tag {
        "main" | "accepted" => (&[], &[Ac]),
        "wrong-answer" => (&[Wa], &[Ac, Wa]),
        "presentation-error" => (&[Pe], &[Ac, Pe]),
        "time-limit-exceeded" => (&[Tle], &[Ac, Tle]),
        "time-limit-exceeded-or-accepted" => (&[], &[Ac, Tle]),
        "time-limit-exceeded-or-memory-limit-exceeded" => (&[Tle, Mle], &[Ac, Tle, Mle]),
        "memory-limit-exceeded" => (&[Mle], &[Ac, Mle]),
        "rejected" => (&[Wa, Pe, Tle, Mle, Re, Ole], &[Ac, Wa, Pe, Tle, Mle, Re, Ole]),
        // Polygon's "Failed": a run-time error on some test, AC on the others.
        "failed" => (&[Re], &[Ac, Re]),
        other => {
            return Outcome {
                line: format!("NOTE  {name}: tag `{other}` is not one nimkit checks"),
                as_expected: None,
            };
        }
    };
    let mut counts: Vec<(Verdict, usize)> = Vec::new();
    for result in results {
        match counts.iter_mut().find(|(v, _)| *v == result.verdict) {
            Some((_, n)) => *n += 1,
            None => counts.push((result.verdict, 1)),
        }
    }
    let summary = counts.iter().map(|(v, n)| format!("{v} {n}")).collect::<Vec<_>>().join(", ");
    let has_required = required.is_empty() || results.iter().any(|r| required.contains(&r.verdict));
    let outside = results.iter().find(|r| !allowed.contains(&r.verdict));
    match (has_required, outside) {
        (true, None) => Outcome { line: format!("OK    {name} ({tag}): {summary}"), as_expected: Some(true) },
        (_, Some(r)) => Outcome {
            line: format!(
                "FAIL  {name} ({tag}): {} on {} ({}); {summary}",
                r.verdict,
                r.name,
                r.message.lines().next().unwrap_or("").trim()
            ),
            as_expected: Some(false),
        },
        (false, None) => Outcome {
            line: format!(
                "FAIL  {name} ({tag}): never {}; {summary}",
                required.iter().map(|v| v.as_str()).collect::<Vec<_>>().join(" or ")
            ),
            as_expected: Some(false),
        },
    }
}

fn set_target(dir: &Path) -> Result<Target, JudgeError> {
    crate::package::set::resolve_target(&dir.to_string_lossy())
}

fn judge_config(target: &Target, time: Duration) -> Result<JudgeConfig, JudgeError> {
    config_for(&JudgeOptions { time_limit: Some(time.as_secs_f64()), ..JudgeOptions::default() }, target)
}

/// Every input through every input validator; a validator that does not build is the judge's
/// error. Returns how many inputs were refused.
fn check_inputs(package: &IcpcProblem, cases: &[TestCase]) -> Result<usize, JudgeError> {
    if package.input_validators.is_empty() {
        outln!("no input validators: inputs not checked");
        if !package.invalid_inputs.is_empty() {
            outln!(
                "FAIL  {} invalid input(s) in data/invalid_input, but no input validator to reject them",
                package.invalid_inputs.len()
            );
            return Ok(package.invalid_inputs.len());
        }
        return Ok(0);
    }
    let mut refused = 0;
    let mut runnable = Vec::new();
    for path in &package.input_validators {
        let name = path.strip_prefix(&package.dir).unwrap_or(path).display().to_string();
        let (program, valid) = match input_validator(&crate::judge::icpc::with_constants(package, path)?)? {
            Ok(found) => found,
            Err(reason) => {
                outln!("SKIP  input validator {name}: {reason}");
                continue;
            }
        };
        let mut bad = Vec::new();
        for case in cases {
            let flags = flags_for(package, &case.name, valid);
            if let Err(message) = validate_input_with(&program, &flags, &case.input, valid) {
                bad.push(format!("{}: {message}", case.name));
            }
        }
        if bad.is_empty() {
            outln!("OK    input validator {name}: {} input(s) valid", cases.len());
        } else {
            outln!("FAIL  input validator {name} refuses {} input(s):", bad.len());
            for line in bad.iter().take(10) {
                outln!("        {line}");
            }
        }
        refused += bad.len();
        runnable.push((program, valid));
    }
    if package.invalid_inputs.is_empty() {
        return Ok(refused);
    }
    // data/invalid_input: each must be rejected by at least one input validator.
    if runnable.len() < package.input_validators.len() {
        // A skipped validator might be the one that rejects: no verdict either way.
        outln!(
            "SKIP  data/invalid_input: {} input(s) not checked, as not every input validator could run",
            package.invalid_inputs.len()
        );
        return Ok(refused);
    }
    let mut accepted_by_all = Vec::new();
    for case in &package.invalid_inputs {
        if runnable.iter().all(|(program, valid)| {
            validate_input_with(program, &flags_for(package, &case.name, *valid), &case.input, *valid).is_ok()
        }) {
            accepted_by_all.push(case.name.clone());
        }
    }
    print_folder_check(
        "data/invalid_input",
        package.invalid_inputs.len(),
        &accepted_by_all,
        ("input(s) rejected by an input validator", "input(s) accepted by every input validator"),
    );
    Ok(refused + accepted_by_all.len())
}

/// One line for a folder of checked files: OK when none of the `total` went wrong, else FAIL
/// naming the first ten that did; `(fine, failed)` say what happened to them.
fn print_folder_check(folder: &str, total: usize, wrong: &[String], (fine, failed): (&str, &str)) {
    if wrong.is_empty() {
        outln!("OK    {folder}: all {total} {fine}");
    } else {
        let named = wrong.iter().take(10).cloned().collect::<Vec<_>>().join(", ");
        outln!("FAIL  {folder}: {} of {total} {failed}: {named}", wrong.len());
    }
}

/// `data/valid_output` and `data/invalid_output`: each `X.out` judged by the output validator
/// (the default one with its flags, or the package's program) against `X.ans`; a valid one must
/// be accepted, an invalid one rejected. Prints one line; returns how many went otherwise.
fn check_outputs(package: &IcpcProblem) -> Result<usize, JudgeError> {
    use crate::package::icpc::{DefaultValidatorOptions, OutputValidator};
    if package.output_checks.is_empty() {
        return Ok(0);
    }
    if package.interactive || package.multi_pass {
        outln!(
            "SKIP  data/valid_output, data/invalid_output: {} output(s) not checked (the problem is interactive or multi-pass)",
            package.output_checks.len()
        );
        return Ok(0);
    }
    let program = match &package.validator {
        OutputValidator::Default => None,
        OutputValidator::Custom(path) => {
            Some(crate::judge::icpc::build_package_program(package, "output validator", path)?)
        }
    };
    let limits = crate::sandbox::process::Limits::generous(Duration::from_secs(60));
    let read = |path: &Path| crate::fsutil::read_regular(path).map_err(JudgeError::input);
    let mut wrong = Vec::new();
    for check in &package.output_checks {
        let flags = package.output_flags_for(&check.name);
        let (answer, output) = (read(&check.answer)?, read(&check.output)?);
        let verdict = match &program {
            None => match DefaultValidatorOptions::parse(&flags) {
                Ok(options) => match crate::judge::icpc::default_validator(&options, &answer, &output) {
                    Ok(()) => Verdict::Ac,
                    Err(_) => Verdict::Wa,
                },
                Err(message) => return Err(JudgeError::input(format!("{}: {message}", check.name))),
            },
            Some(program) => {
                let input = read(&check.input)?;
                let texts = (input.as_slice(), answer.as_slice(), output.as_slice());
                crate::judge::icpc::run_output_validator(
                    program,
                    &flags,
                    texts,
                    &limits,
                    package.custom_score,
                )
                .0
                .verdict
            }
        };
        let fine = matches!((check.valid, verdict), (true, Verdict::Ac) | (false, Verdict::Wa));
        if !fine {
            wrong.push(format!("{} ({verdict})", check.name));
        }
    }
    print_folder_check(
        "data/valid_output, data/invalid_output",
        package.output_checks.len(),
        &wrong,
        ("output(s) judged as their folder says", "output(s) judged otherwise than their folder says"),
    );
    Ok(wrong.len())
}

/// The input validator flags of test `name`; none for checktestdata and viva, whose command
/// line takes the test data file after the script.
fn flags_for(package: &IcpcProblem, name: &str, valid: i32) -> Vec<String> {
    if valid == crate::judge::icpc::ACCEPTED {
        package.input_flags_for(name)
    } else {
        Vec::new()
    }
}

/// An input validator ready to run and the exit code that means "valid": a program nimkit
/// builds (42), or a checktestdata (`.ctd`) or viva (`.viva`) script run by that tool when it is
/// installed (0). `Ok(Err(reason))` when it cannot run here.
fn input_validator(path: &Path) -> Result<Result<(Program, i32), String>, JudgeError> {
    let script_tool = match path.extension().and_then(|e| e.to_str()) {
        Some("ctd") => Some("checktestdata"),
        Some("viva") => Some("viva"),
        _ => None,
    };
    if let Some(tool) = script_tool {
        return Ok(match languages::find_in_path(tool) {
            Some(found) => Ok((Program::Exec { path: found, args: vec![path.as_os_str().to_owned()] }, 0)),
            None => Err(format!("{tool} is not installed (not on PATH), so this validator cannot run")),
        });
    }
    if let Solution::Executable(_) = Solution::from_path(path) {
        return Ok(Err("not a language nimkit builds".to_string()));
    }
    Ok(Ok((crate::judge::icpc::build_program("input validator", path)?, crate::judge::icpc::ACCEPTED)))
}

enum Judged {
    Skipped(String),
    Results(Vec<CaseResult>),
}

fn judge_submission(
    package: &IcpcProblem,
    submission: &Submission,
    cases: &[TestCase],
    config: &JudgeConfig,
    jobs: usize,
) -> Result<Judged, JudgeError> {
    let (path, single_file_entry) = crate::judge::icpc::as_submitted(package, &submission.path, true)?;
    let built_as = Submission { class: submission.class.clone(), path };
    let shown = name(package, submission);
    let entrypoint = package.expectations.entrypoint_for(&shown).or(single_file_entry.as_deref());
    judge_program(&built_as, &shown, entrypoint, cases, config, jobs)
}

/// Builds and judges one program (skipped when its language is not installed).
fn judge_program(
    submission: &Submission,
    shown: &str,
    entrypoint: Option<&str>,
    cases: &[TestCase],
    config: &JudgeConfig,
    jobs: usize,
) -> Result<Judged, JudgeError> {
    let solution = Solution::from_path(&submission.path);
    if let Solution::Source(path) = &solution {
        if let Some(reason) = languages::language_of(path).and_then(languages::missing_program) {
            return Ok(Judged::Skipped(reason));
        }
    }
    if let Solution::Executable(path) = &solution {
        let extension = path.extension().map(|e| e.to_string_lossy().into_owned()).unwrap_or_default();
        return Ok(Judged::Skipped(format!("skipped: .{extension} is not a language nimkit builds")));
    }
    eprintln!("judging {shown} ...");
    let prepared = match compile::prepare_with_entrypoint(&solution, entrypoint) {
        Ok(prepared) => prepared,
        // A folder whose language is not installed, or that nimkit cannot build.
        Err(error) => return Ok(Judged::Skipped(error.to_string())),
    };
    let program = match prepared {
        Prepared::Ready(program) => program,
        Prepared::CompileError(message) => {
            let first = crate::judge::report::first_compile_error(&message).unwrap_or_default();
            return Ok(Judged::Results(vec![CaseResult::not_run("(build)", Verdict::Ce, first)]));
        }
    };
    Ok(judged_unless_interrupted(run::judge_all(&program, cases, config, jobs, |_, _| {}), cases))
}

/// `results` as judged, or skipped when an interrupt (Ctrl-C, a `timeout`'s SIGTERM) cut the
/// judging short: a solution judged on part of the tests has not failed, nor passed, them all.
fn judged_unless_interrupted(results: Vec<CaseResult>, cases: &[TestCase]) -> Judged {
    if crate::sandbox::process::interrupted() {
        return Judged::Skipped(format!(
            "interrupted after {} of {} tests",
            results.len().min(cases.len()),
            cases.len()
        ));
    }
    Judged::Results(results)
}

/// A test slower than the time limit is TLE, as problemtools counts it, except where an
/// interactive validator's own verdict stands (problemtools caps that run's time).
/// A submission's line as problemtools checks it: its verdict under the time limit, or, when
/// that is not the one expected, under the higher limit ("OK with extra time").
fn judged_outcome(
    package: &IcpcProblem,
    submission: &Submission,
    results: Vec<CaseResult>,
    limit: Duration,
    high_limit: Duration,
) -> Outcome {
    let mut low = results.clone();
    reclassify(&mut low, limit, package.interactive);
    let judged = outcome(package, submission, &low);
    // A `.timelimit` is DOMjudge's and BAPCtools' limit, and they know no extra time.
    let problemtools_limit = !matches!(package.time_limit_source, TimeLimitSource::File(_));
    if judged.as_expected != Some(false) || !problemtools_limit {
        return judged;
    }
    let mut high = results;
    reclassify(&mut high, high_limit, package.interactive);
    match outcome(package, submission, &high) {
        extra if extra.as_expected == Some(true) => Outcome {
            line: format!(
                "{} (OK with extra time: under {} s it would be otherwise, as problemtools allows)",
                extra.line,
                limit.as_secs_f64()
            ),
            as_expected: Some(true),
        },
        _ => judged,
    }
}

/// The verdicts the runs (made under the higher limit) would have had under `limit`: over it
/// in CPU time, or past its wall-clock bound (an idle run, such as one sleeping with its output
/// closed, is stopped there), is TLE. An interactive validator's own verdict stands where the
/// CPU time alone is over (problemtools caps that run's time); a run that lasted past the bound
/// was not stopped by a validator deciding first (that stops the submission at once).
fn reclassify(results: &mut [CaseResult], limit: Duration, interactive: bool) {
    let wall_bound = crate::judge::config::wall_bound_for_cpu_limit(limit);
    for result in results.iter_mut() {
        if matches!(result.verdict, Verdict::Tle | Verdict::Fail) {
            continue;
        }
        let validator_decided = interactive && result.verdict == Verdict::Wa;
        if result.cpu_ms as u128 > limit.as_millis() && !validator_decided {
            result.verdict = Verdict::Tle;
            result.message = format!("{} ms of CPU time, over the time limit", result.cpu_ms);
        } else if result.time_ms as u128 > wall_bound.as_millis() {
            result.verdict = Verdict::Tle;
            result.message = format!(
                "still running after {:.1} s (the wall-clock bound of a {:.1} s limit), CPU time {} ms",
                wall_bound.as_secs_f64(),
                limit.as_secs_f64(),
                result.cpu_ms
            );
        }
    }
}

fn outcome(package: &IcpcProblem, submission: &Submission, results: &[CaseResult]) -> Outcome {
    if package.verdicts_by_rules {
        return outcome_by_rules(package, submission, results);
    }
    outcome_by_grading(package, submission, results)
}

/// problemtools' check of a submission: its graded verdict (and score) against its folder's.
fn outcome_by_grading(package: &IcpcProblem, submission: &Submission, results: &[CaseResult]) -> Outcome {
    // As problemtools grades: groups, on_reject, grader_flags (the first rejection by default).
    let graded = icpc_grade::grade(package, results);
    let got = graded.verdict;
    let first_rejected = graded.deciding.map(|i| &results[i]);
    let slowest = results.iter().map(|r| r.cpu_ms).max().unwrap_or(0);
    // DOMjudge reads a source's `@EXPECTED_RESULTS@` line in any package, before its folder
    // (its example packages have folders such as compiler_error/ and no_output/); words it
    // cannot check (CHECK-MANUALLY) leave the folder's rule. `@EXPECTED_SCORE@` gives the
    // score its grading must reach.
    let annotation = crate::package::icpc_expectations::domjudge_annotation(&submission.path);
    let annotated = annotation.as_ref().filter(|a| !a.classes.is_empty());
    let expected: Option<&[&str]> = match (annotated, submission.class.as_str()) {
        (Some(a), _) => Some(&a.classes),
        (None, "accepted") => Some(&["AC"]),
        (None, "wrong_answer") => Some(&["WA"]),
        (None, "time_limit_exceeded") => Some(&["TLE"]),
        (None, "run_time_error") => Some(&["RTE"]),
        (None, "rejected") => Some(&["WA", "TLE", "RTE"]),
        // Scoring: accepted, without the full score (problemtools' PAC).
        (None, "partially_accepted") if package.scoring => Some(&["AC"]),
        _ => None,
    };
    let by_annotation =
        annotated.map_or(String::new(), |a| format!(" (its @EXPECTED_RESULTS@ line: {})", a.words));
    let rejected = results.iter().filter(|r| r.verdict != Verdict::Ac).count();
    let mut detail = match first_rejected {
        Some(r) => format!("{got} on {} ({})", r.name, r.message.lines().next().unwrap_or("").trim()),
        None if rejected == 0 => {
            format!("AC on all {} tests, slowest {:.3} s of CPU time", results.len(), slowest as f64 / 1000.0)
        }
        None => format!(
            "{got} as the package's grader_flags grade it, though {rejected} of {} tests were rejected",
            results.len()
        ),
    };
    let best = icpc_grade::best_score(package);
    let full_score = got == "AC" && graded.score == best;
    if package.scoring {
        detail = format!("{detail}; {}", icpc_grade::score_text(package, graded.score));
    }
    let name = name(package, submission);
    let expected_score = annotation.as_ref().and_then(|a| a.score).filter(|_| package.scoring);
    let score_missed = expected_score
        .filter(|want| !crate::package::icpc_expectations::score_within(graded.score, *want, *want));
    if package.scoring && annotation.is_none() {
        // problemtools: a partially accepted submission must not get the full score; an
        // accepted one without it is only warned about.
        match submission.class.as_str() {
            "partially_accepted" if full_score => {
                return Outcome {
                    line: format!(
                        "FAIL  {name}: expected AC without the full score, got the full score: {detail}"
                    ),
                    as_expected: Some(false),
                }
            }
            "accepted" if got == "AC" && !full_score && best.is_finite() => {
                detail = format!(
                    "{detail} (not the full score: problemtools warns, a partially_accepted/ submission?)"
                )
            }
            _ => {}
        }
    }
    let verdict_as_expected = expected.map(|verdicts| got != "JE" && verdicts.contains(&got));
    if let (Some(want), None | Some(true)) = (score_missed, verdict_as_expected) {
        return Outcome {
            line: format!("FAIL  {name}: expected score {want} (its @EXPECTED_SCORE@ line), got {detail}"),
            as_expected: Some(false),
        };
    }
    match expected {
        None if expected_score.is_some() => {
            Outcome { line: format!("OK    {name}: {detail}"), as_expected: Some(true) }
        }
        None => Outcome {
            line: format!(
                "NOTE  {name}: {detail}; folder `{}` promises no verdict nimkit checks",
                submission.class
            ),
            as_expected: None,
        },
        Some(verdicts) if got == "JE" => Outcome {
            line: format!(
                "FAIL  {name}: expected {}{by_annotation}, but the judge failed: {detail}",
                verdicts.join("/")
            ),
            as_expected: Some(false),
        },
        Some(verdicts) if verdicts.contains(&got) => {
            Outcome { line: format!("OK    {name}: {detail}"), as_expected: Some(true) }
        }
        Some(verdicts) => Outcome {
            line: format!("FAIL  {name}: expected {}{by_annotation}, got {detail}", verdicts.join("/")),
            as_expected: Some(false),
        },
    }
}

/// The 2023-07 and later formats' rule: every rule that applies to the submission (its folder's,
/// submissions.yaml's, its `@EXPECTED_RESULTS@` line) holds over its verdicts on all tests.
fn outcome_by_rules(package: &IcpcProblem, submission: &Submission, results: &[CaseResult]) -> Outcome {
    use crate::package::icpc_expectations::{Expectations, Judged};
    let name = name(package, submission);
    let relative = submission
        .path
        .strip_prefix(package.dir.join("submissions"))
        .map(|p| p.display().to_string())
        .unwrap_or_else(|_| name.clone());
    let rules = package.expectations.rules_for(&relative, Some(&submission.path));
    let mut counts: Vec<(&str, usize)> = Vec::new();
    for result in results {
        let class = icpc_name(result.verdict);
        match counts.iter_mut().find(|(c, _)| *c == class) {
            Some((_, n)) => *n += 1,
            None => counts.push((class, 1)),
        }
    }
    let slowest = results.iter().map(|r| r.cpu_ms).max().unwrap_or(0);
    let mut summary = format!(
        "{} on {} tests, slowest {:.3} s of CPU time",
        counts.iter().map(|(c, n)| format!("{c} {n}")).collect::<Vec<_>>().join(", "),
        results.len(),
        slowest as f64 / 1000.0
    );
    let (graded, scores) = icpc_grade::grade_by_group(package, results);
    if package.scoring {
        summary = format!("{summary}; {}", icpc_grade::score_text(package, graded.score));
    }
    if graded.verdict == "JE" && results.iter().all(|r| icpc_name(r.verdict) != "JE") {
        // A scoring rule the validator broke (a score over its test's maximum, an unbounded
        // test without score.txt).
        let test = graded.deciding.map_or("a test", |i| results[i].name.as_str());
        return Outcome {
            line: format!("FAIL  {name}: the judge failed: JE on {test} (its score breaks the package's scoring rules); {summary}"),
            as_expected: Some(false),
        };
    }
    if let Some(error) = results.iter().find(|r| icpc_name(r.verdict) == "JE") {
        return Outcome {
            line: format!(
                "FAIL  {name}: the judge failed: JE on {} ({})",
                error.name,
                error.message.lines().next().unwrap_or("").trim()
            ),
            as_expected: Some(false),
        };
    }
    let problemtools_reads = package.format.starts_with("2023-07");
    if rules.is_empty() && submission.class == "partially_accepted" && package.scoring && problemtools_reads {
        // The 2023-07 format names no rule for this folder; problemtools checks it there as in
        // the legacy format (graded AC without the full score). It reads no later format, and
        // the 2025-09 format's own rules say nothing of the folder.
        return outcome_by_grading(package, submission, results);
    }
    if rules.is_empty() {
        return Outcome {
            line: format!("NOTE  {name}: {summary}; no rule of the format or submissions.yaml applies to it"),
            as_expected: None,
        };
    }
    let judged: Vec<Judged> = results
        .iter()
        .map(|r| Judged { test: &r.name, class: icpc_name(r.verdict), message: &r.message })
        .collect();
    match Expectations::check(&rules, &judged).and_then(|()| Expectations::check_scores(&rules, &scores)) {
        Ok(()) => Outcome { line: format!("OK    {name}: {summary}"), as_expected: Some(true) },
        Err(broken) => {
            Outcome { line: format!("FAIL  {name}: {broken}; {summary}"), as_expected: Some(false) }
        }
    }
}

fn name(package: &IcpcProblem, submission: &Submission) -> String {
    let path = &submission.path;
    path.strip_prefix(package.dir.join("submissions")).unwrap_or(path).display().to_string()
}
