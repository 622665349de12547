//! One stress case: generate an input, decide whether it is valid (validator, else the
//! brute accepts it), get the expected answer from the brute, and judge the solution with
//! the judge's own `judge_case` (same limits, comparison modes, checker and verdicts as
//! `nimkit test`).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use crate::judge::classify;
use crate::judge::interact::{self, Interaction};
use crate::judge::run::{self, Evaluator, JudgeConfig};
use crate::judge::verdict::{CaseResult, Verdict};
use crate::package::problem::BRUTE_TOO_LARGE;
use crate::sandbox::process::{self, Limits, Program, RunOutcome, Termination};

/// The programs and settings of a stress session.
#[derive(Clone, Debug)]
pub struct Bench {
    pub generator: Program,
    /// The generator as the user named it, for messages (`gen.rs 17 3`).
    pub generator_name: String,
    pub solution: Program,
    /// The reference solution; `None` when a checker alone judges.
    pub brute: Option<Program>,
    pub validator: Option<Program>,
    /// The solution's limits and how its output is judged (from the judge's options).
    pub config: JudgeConfig,
    /// Limits for the generator, brute and validator.
    pub helper_limits: Limits,
    /// TLEs of runs that stood still which their second judgement did not repeat (see
    /// [`Bench::judged_again_if_it_waited`]): a machine too busy for the time limit.
    pub unrepeated_timeouts: Arc<AtomicU64>,
}

/// Which helper program refused or broke on an input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Helper {
    Validator,
    Brute,
}

/// What happened to one input.
#[derive(Clone, Debug)]
pub enum Trial {
    /// The solution is accepted.
    Pass,
    /// The solution is rejected; `answer` is the brute's output (empty without a brute).
    Fail { result: Box<CaseResult>, answer: Vec<u8> },
    /// The validator or the brute did not accept the input (non-zero exit, crash, timeout).
    Invalid { helper: Helper, reason: String },
    /// The brute declined a valid input as too large for it (exit code 4, the problem
    /// set's convention): nothing to compare with, so neither a pass nor a failure.
    TooLarge,
    /// The judge could not decide: checker FAIL, or the solution could not be started.
    Undecided(String),
}

impl Bench {
    /// Runs `GEN SEED SIZE`; the input it printed, or why it failed.
    pub fn generate(&self, seed: u64, size: u64) -> Result<Vec<u8>, String> {
        let program = self.generator.with_args([seed.to_string(), size.to_string()]);
        let input = self.start(&program, b"").and_then(|outcome| self.output_of(outcome))?;
        if input.iter().all(u8::is_ascii_whitespace) {
            // Else the brute or the solution would be blamed for the generator's silence.
            return Err("printed nothing (an empty input)".to_string());
        }
        Ok(input)
    }

    /// Validates `input`, asks the brute, and judges the solution.
    pub fn try_input(&self, name: &str, input: &[u8]) -> Trial {
        if let Some(validator) = &self.validator {
            if let Err(reason) = self.start(validator, input).and_then(|outcome| self.output_of(outcome)) {
                return Trial::Invalid { helper: Helper::Validator, reason };
            }
        }
        if let Evaluator::Interactive(interaction) = &self.config.evaluator {
            return self.play(name, input, interaction);
        }
        let answer = match &self.brute {
            Some(brute) => match self.start(brute, input) {
                // The problem set's convention, for the brute only: a valid input too large for it.
                Ok(outcome)
                    if outcome.termination == Termination::Exited(BRUTE_TOO_LARGE) && !outcome.timed_out =>
                {
                    return Trial::TooLarge
                }
                Ok(outcome) => match self.output_of(outcome) {
                    Ok(answer) => answer,
                    Err(reason) => return Trial::Invalid { helper: Helper::Brute, reason },
                },
                Err(reason) => return Trial::Invalid { helper: Helper::Brute, reason },
            },
            None => Vec::new(),
        };
        let judge = || run::judge_case(&self.solution, name, input, &answer, &self.config);
        let result = self.judged_again_if_it_waited(judge(), judge);
        match result.verdict {
            Verdict::Ac => Trial::Pass,
            Verdict::Fail => Trial::Undecided(result.message),
            _ => Trial::Fail { result: Box::new(result), answer },
        }
    }

    /// An interactive case: the solution plays against the interactor on `input` (a file,
    /// for the interactor's INPUT). An interactor FAIL (an input it refuses, or its own crash)
    /// is no failure of the solution.
    fn play(&self, name: &str, input: &[u8], interaction: &Interaction) -> Trial {
        let file = match tempfile::Builder::new().prefix("nimkit-stress-").suffix(".in").tempfile() {
            Ok(file) => file,
            Err(e) => return Trial::Undecided(format!("cannot write the input for the interactor: {e}")),
        };
        if let Err(e) = std::fs::write(file.path(), input) {
            return Trial::Undecided(format!("cannot write the input for the interactor: {e}"));
        }
        let judge = || {
            interact::judge_interactive(
                &self.solution,
                name,
                file.path(),
                None,
                &self.config.limits,
                interaction,
            )
        };
        let result = self.judged_again_if_it_waited(judge(), judge);
        match result.verdict {
            Verdict::Ac => Trial::Pass,
            Verdict::Fail => Trial::Undecided(result.message),
            _ => Trial::Fail { result: Box::new(result), answer: Vec::new() },
        }
    }

    /// `first`, or when it is a TLE of a run that [stood still](stood_still), a second
    /// judgement, which stands (counted in `unrepeated_timeouts` when it is no TLE). A run that
    /// computed until the limit is not run again.
    fn judged_again_if_it_waited(&self, first: CaseResult, again: impl FnOnce() -> CaseResult) -> CaseResult {
        // After an interrupt nothing may start, and the run may have been ended by it.
        if !stood_still(&first) || process::interrupted() {
            return first;
        }
        let second = again();
        if second.verdict != Verdict::Tle {
            self.unrepeated_timeouts.fetch_add(1, Ordering::Relaxed);
        }
        second
    }

    /// Whether inputs other than the generator's can be told valid or not (an interactor
    /// refuses an invalid INPUT with FAIL).
    pub fn can_validate(&self) -> bool {
        self.validator.is_some()
            || self.brute.is_some()
            || matches!(self.config.evaluator, Evaluator::Interactive(_))
    }

    /// Runs a helper (generator, validator, brute) under the helper limits.
    fn start(&self, program: &Program, input: &[u8]) -> Result<RunOutcome, String> {
        process::run(program, input, &self.helper_limits)
            .map_err(|e| format!("cannot start `{}`: {e}", program.describe()))
    }

    /// A helper's output when it ended well (exit 0, in limits), else why not.
    fn output_of(&self, outcome: RunOutcome) -> Result<Vec<u8>, String> {
        match crate::judge::classify::classify_run(&outcome, &self.helper_limits) {
            None => Ok(outcome.stdout),
            Some((verdict, message)) => Err(helper_failure(verdict, &message, &self.helper_limits)),
        }
    }
}

/// Whether a TLE says nothing of the solution until judged again: the run
/// [mostly waited](classify::mostly_waited), and only a second run tells its own waiting from a
/// busy machine's (seen in CI on two cores).
fn stood_still(result: &CaseResult) -> bool {
    let ms = std::time::Duration::from_millis;
    result.verdict == Verdict::Tle && classify::mostly_waited(ms(result.cpu_ms), ms(result.time_ms))
}

/// The judge's words for a helper's run, without calling it a verdict.
fn helper_failure(verdict: Verdict, message: &str, limits: &Limits) -> String {
    match verdict {
        Verdict::Tle => format!(
            "timed out after {:.1} s (raise --helper-time-limit if it is just slow)",
            limits.time.as_secs_f64()
        ),
        Verdict::Ole => format!("printed too much: {message}"),
        _ => message.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::compare::CompareMode;
    use std::time::Duration;

    fn bench(sol: &str, brute: Option<&str>, validator: Option<&str>, evaluator: Evaluator) -> Bench {
        let limits = Limits { output_bytes: 1 << 20, ..Limits::generous(Duration::from_secs(5)) };
        Bench {
            generator: Program::shell("printf '%s %s'"),
            generator_name: "gen".into(),
            solution: Program::shell(sol),
            brute: brute.map(Program::shell),
            validator: validator.map(Program::shell),
            config: JudgeConfig {
                limits: limits.clone(),
                evaluator,
                files: Default::default(),
                stack_grows_to_memory: false,
            },
            helper_limits: limits,
            unrepeated_timeouts: Default::default(),
        }
    }

    fn compare() -> Evaluator {
        Evaluator::Compare(CompareMode::Default)
    }

    #[test]
    fn the_generator_gets_seed_and_size() {
        assert_eq!(bench("cat", Some("cat"), None, compare()).generate(7, 3), Ok(b"7 3".to_vec()));
        let broken =
            Bench { generator: Program::shell("exit 9"), ..bench("cat", Some("cat"), None, compare()) };
        assert!(broken.generate(1, 1).unwrap_err().contains("exit code 9"));
    }

    #[test]
    fn a_brute_declining_as_too_large_is_neither_pass_nor_failure() {
        // The problem set's convention: exit 4 = a valid input, too large to brute-force.
        let declined = bench("echo 4", Some("exit 4"), None, compare()).try_input("t", b"5\n");
        assert!(matches!(declined, Trial::TooLarge), "{declined:?}");
        // A validator says yes only with exit 0.
        let validator = bench("cat", Some("cat"), Some("exit 4"), compare()).try_input("t", b"5\n");
        assert!(matches!(validator, Trial::Invalid { helper: Helper::Validator, .. }), "{validator:?}");
        // Any other non-zero exit of the brute still rejects the input.
        let rejected = bench("cat", Some("exit 1"), None, compare()).try_input("t", b"5\n");
        assert!(matches!(rejected, Trial::Invalid { helper: Helper::Brute, .. }), "{rejected:?}");
    }

    #[test]
    fn agreement_passes_and_disagreement_fails_with_the_brute_answer() {
        assert!(matches!(bench("cat", Some("cat"), None, compare()).try_input("t", b"5\n"), Trial::Pass));
        match bench("echo 4", Some("cat"), None, compare()).try_input("t", b"5\n") {
            Trial::Fail { result, answer } => {
                assert_eq!(result.verdict, Verdict::Wa);
                assert_eq!(answer, b"5\n");
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_rejecting_brute_or_validator_makes_the_input_invalid_not_a_failure() {
        let trial = bench("echo 4", Some("exit 2"), None, compare()).try_input("t", b"5\n");
        assert!(matches!(trial, Trial::Invalid { helper: Helper::Brute, .. }), "{trial:?}");
        let trial = bench("echo 4", Some("cat"), Some("exit 1"), compare()).try_input("t", b"5\n");
        assert!(matches!(trial, Trial::Invalid { helper: Helper::Validator, .. }), "{trial:?}");
    }

    #[test]
    fn a_tle_spent_waiting_is_judged_again_and_the_second_run_stands() {
        let judge = bench("cat", Some("cat"), None, compare());
        let result = |verdict, time_ms, cpu_ms| CaseResult {
            time_ms,
            cpu_ms,
            ..CaseResult::not_run("t", verdict, "")
        };
        let again = std::cell::Cell::new(0);
        let second = |verdict| {
            again.set(again.get() + 1);
            result(verdict, 10, 5)
        };
        // Stood still (waiting, or starved on a busy machine): the second run's verdict stands.
        let judged = judge.judged_again_if_it_waited(result(Verdict::Tle, 2000, 317), || second(Verdict::Ac));
        assert_eq!((judged.verdict, again.get()), (Verdict::Ac, 1));
        assert_eq!(judge.unrepeated_timeouts.load(Ordering::Relaxed), 1);
        let judged = judge.judged_again_if_it_waited(result(Verdict::Tle, 2000, 3), || second(Verdict::Tle));
        assert_eq!((judged.verdict, again.get()), (Verdict::Tle, 2));
        assert_eq!(
            judge.unrepeated_timeouts.load(Ordering::Relaxed),
            1,
            "a repeated TLE is no busy machine's"
        );
        // Computed until the limit, or failed otherwise: judged once.
        let judged =
            judge.judged_again_if_it_waited(result(Verdict::Tle, 2000, 1990), || second(Verdict::Ac));
        assert_eq!(judged.verdict, Verdict::Tle);
        let judged = judge.judged_again_if_it_waited(result(Verdict::Wa, 2000, 10), || second(Verdict::Ac));
        assert_eq!((judged.verdict, again.get()), (Verdict::Wa, 2));
        // A solution that always waits is TLE, after two runs of the limit each.
        let mut sleeper = bench("sleep 5", Some("cat"), None, compare());
        sleeper.config.limits.time = Duration::from_millis(400);
        let start = std::time::Instant::now();
        match sleeper.try_input("t", b"5\n") {
            Trial::Fail { result, .. } => assert_eq!(result.verdict, Verdict::Tle),
            other => panic!("{other:?}"),
        }
        assert!(start.elapsed() >= Duration::from_millis(800), "judged once: {:?}", start.elapsed());
    }

    #[test]
    fn a_checker_fail_is_undecided_and_without_brute_the_answer_is_empty() {
        let undecided = bench("cat", Some("cat"), None, Evaluator::Checker(Program::shell("exit 3")));
        assert!(matches!(undecided.try_input("t", b"1\n"), Trial::Undecided(_)));
        // The checker sees an empty ANSWER file when there is no brute.
        let checker = Program::shell(r#"sh -c 'test ! -s "$3"' checker"#);
        let alone = bench("cat", None, None, Evaluator::Checker(checker));
        assert!(matches!(alone.try_input("t", b"1\n"), Trial::Pass));
        assert!(!alone.can_validate());
    }
}
