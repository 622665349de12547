//! One stress case: generate an input, decide whether it is valid (validator, else the
//! brute accepts it), get the expected answer from the brute, and judge the solution with
//! the judge's own `judge_case` (same limits, comparison modes, checker and verdicts as
//! `nimkit test`).

use crate::judge::process::{self, Limits, Program};
use crate::judge::run::{self, JudgeConfig};
use crate::judge::verdict::{CaseResult, Verdict};

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
    /// The judge could not decide: checker FAIL, or the solution could not be started.
    Undecided(String),
}

impl Bench {
    /// Runs `GEN SEED SIZE`; the input it printed, or why it failed.
    pub fn generate(&self, seed: u64, size: u64) -> Result<Vec<u8>, String> {
        let program = self.generator.with_args([seed.to_string(), size.to_string()]);
        let outcome = process::run(&program, b"", &self.helper_limits)
            .map_err(|e| format!("cannot start `{}`: {e}", self.generator.describe()))?;
        match run::classify_run(&outcome, &self.helper_limits) {
            None => Ok(outcome.stdout),
            Some((verdict, message)) => Err(helper_failure(verdict, &message, &self.helper_limits)),
        }
    }

    /// Validates `input`, asks the brute, and judges the solution.
    pub fn try_input(&self, name: &str, input: &[u8]) -> Trial {
        if let Some(validator) = &self.validator {
            if let Err(reason) = self.run_helper(validator, input) {
                return Trial::Invalid { helper: Helper::Validator, reason };
            }
        }
        let answer = match &self.brute {
            Some(brute) => match self.run_helper(brute, input) {
                Ok(answer) => answer,
                Err(reason) => return Trial::Invalid { helper: Helper::Brute, reason },
            },
            None => Vec::new(),
        };
        let result = run::judge_case(&self.solution, name, input, &answer, &self.config);
        match result.verdict {
            Verdict::Ac => Trial::Pass,
            Verdict::Fail => Trial::Undecided(result.message),
            _ => Trial::Fail { result: Box::new(result), answer },
        }
    }

    /// Whether inputs other than the generator's can be told valid or not.
    pub fn can_validate(&self) -> bool {
        self.validator.is_some() || self.brute.is_some()
    }

    fn run_helper(&self, program: &Program, input: &[u8]) -> Result<Vec<u8>, String> {
        let outcome = process::run(program, input, &self.helper_limits)
            .map_err(|e| format!("cannot start `{}`: {e}", program.describe()))?;
        match run::classify_run(&outcome, &self.helper_limits) {
            None => Ok(outcome.stdout),
            Some((verdict, message)) => Err(helper_failure(verdict, &message, &self.helper_limits)),
        }
    }
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
