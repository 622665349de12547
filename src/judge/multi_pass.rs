//! An ICPC multi-pass test (`type: multi-pass`, the 2023-07 and 2025-09 formats): the
//! submission runs, its output goes to the output validator, and when the validator accepts
//! and has written `nextpass.in` into its feedback folder, the submission runs again with that
//! as its input — at most `limits: validation_passes` runs in all. The feedback folder lives
//! from pass to pass (the validator keeps its state there); `nextpass.in` is moved out of it
//! before the next pass. Each run has the full time and memory limit.
//!
//! As the specification and BAPCtools have it: the validator sees the current pass's input as
//! INPUT; `nextpass.in` with any verdict but accepted, or a pass beyond `validation_passes`,
//! is the judge's error (FAIL); the test's time and memory are the largest of its passes.

use std::fs;
use std::path::Path;

use super::classify::classify_run;
use super::verdict::{CaseResult, Verdict};
use crate::package::icpc::IcpcProblem;
use crate::package::problem::TestCase;
use crate::sandbox::process::{self, Input, Limits, Program};

/// Judges `case` pass by pass; `limits` are the submission's, `validator_limits` the
/// validator's.
pub fn judge_multi_pass(
    solution: &Program,
    validator: &Program,
    problem: &IcpcProblem,
    case: &TestCase,
    limits: &Limits,
    validator_limits: &Limits,
) -> CaseResult {
    let fail = |message: String| CaseResult::not_run(&case.name, Verdict::Fail, message);
    let folder = match tempfile::Builder::new().prefix("nimkit-multipass-").tempdir() {
        Ok(dir) => dir,
        Err(e) => return fail(format!("cannot create the validator's folder: {e}")),
    };
    let feedback = folder.path().join("feedback");
    let input = folder.path().join("testdata.in");
    let answer = folder.path().join("testdata.ans");
    let prepared = fs::create_dir(&feedback).and_then(|_| fs::copy(&case.input, &input)).and_then(|_| {
        match &case.answer {
            Some(path) => fs::copy(path, &answer).map(|_| ()),
            None => fs::write(&answer, b""),
        }
    });
    if let Err(e) = prepared {
        return fail(format!("cannot prepare the passes of {}: {e}", case.name));
    }
    let flags = problem.output_flags_for(&case.name);
    let mut result = CaseResult::not_run(&case.name, Verdict::Ac, String::new());
    // An ICPC package's submission: its stack may grow to the memory limit, as on Kattis; the
    // answer stays the validator's.
    let extras = process::RoomExtras {
        hidden: vec![answer.clone(), feedback.clone()],
        stack_grows_to_memory: true,
        ..process::RoomExtras::default()
    };
    for pass in 1..=problem.validation_passes {
        let outcome = match process::run_with(solution, Input::File(&input), limits, &extras) {
            Ok(outcome) => outcome,
            Err(e) => return fail(format!("cannot start `{}` (pass {pass}): {e}", solution.describe())),
        };
        result.time_ms = result.time_ms.max(outcome.wall.as_millis() as u64);
        result.cpu_ms = result.cpu_ms.max(outcome.cpu.as_millis() as u64);
        result.memory_kib = result.memory_kib.max(outcome.peak_rss_kib);
        if let Some((verdict, message)) = classify_run(&outcome, limits) {
            result.verdict = verdict;
            result.message = format!("pass {pass}: {message}");
            result.output = outcome.stdout;
            result.stderr = outcome.stderr;
            return result;
        }
        let checked = super::icpc::validate_output_in(
            validator,
            &flags,
            &input,
            &answer,
            &feedback,
            &outcome.stdout,
            validator_limits,
        );
        let next = feedback.join("nextpass.in");
        let wants_another = next.is_file();
        let (checked, score) = super::icpc::scored(checked, &feedback, problem.custom_score, wants_another);
        match (checked.verdict, wants_another) {
            (Verdict::Ac, false) => {
                result.score = score;
                return result;
            }
            (Verdict::Ac, true) if pass == problem.validation_passes => {
                return fail(format!(
                    "pass {pass}: the output validator wrote nextpass.in, but limits: validation_passes is {}",
                    problem.validation_passes
                ))
            }
            (Verdict::Ac, true) => {
                if let Err(e) = move_file(&next, &input) {
                    return fail(format!("pass {pass}: cannot take nextpass.in as the next input: {e}"));
                }
            }
            (Verdict::Fail, _) => return fail(format!("pass {pass}: {}", checked.message)),
            (verdict, true) => {
                return fail(format!(
                    "pass {pass}: the output validator wrote nextpass.in but judged {verdict} (only an accepted pass may ask for another): {}",
                    checked.message
                ))
            }
            (verdict, false) => {
                result.verdict = verdict;
                result.score = score;
                result.message = format!("pass {pass}: {}", checked.message);
                result.output = outcome.stdout;
                result.stderr = outcome.stderr;
                return result;
            }
        }
    }
    unreachable!("every pass returns or continues, and the last one cannot continue")
}

fn move_file(from: &Path, to: &Path) -> std::io::Result<()> {
    fs::rename(from, to).or_else(|_| fs::copy(from, to).and_then(|_| fs::remove_file(from)))
}
