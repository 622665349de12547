//! Special checkers, called testlib-style: `CHECKER INPUT OUTPUT ANSWER`.
//! Exit 0 = AC, 1 = WA, 2 = PE, 3 = FAIL; any other ending is a broken checker (FAIL).

use std::fs;
use std::time::Duration;

use super::process::{self, Limits, Program, Termination};
use super::verdict::Verdict;

/// What a checker decided about one output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckerVerdict {
    pub verdict: Verdict,
    /// The checker's own words (stderr, then stdout), trimmed.
    pub message: String,
}

/// Runs `checker` on the three texts (written to temporary files) and maps its exit code.
pub fn check(
    checker: &Program,
    input: &[u8],
    output: &[u8],
    answer: &[u8],
    time: Duration,
) -> CheckerVerdict {
    let fail = |message: String| CheckerVerdict { verdict: Verdict::Fail, message };
    let dir = match tempfile::Builder::new().prefix("nimkit-check").tempdir() {
        Ok(dir) => dir,
        Err(e) => return fail(format!("cannot create a temporary folder for the checker: {e}")),
    };
    let paths = [dir.path().join("input.txt"), dir.path().join("output.txt"), dir.path().join("answer.txt")];
    for (path, text) in paths.iter().zip([input, output, answer]) {
        if let Err(e) = fs::write(path, text) {
            return fail(format!("cannot write {}: {e}", path.display()));
        }
    }
    let program = checker.with_args(paths.iter().map(|p| p.as_os_str().to_owned()));
    let outcome = match process::run(&program, b"", &Limits::generous(time)) {
        Ok(outcome) => outcome,
        Err(e) => return fail(format!("cannot start checker `{}`: {e}", checker.describe())),
    };
    let mut message = String::from_utf8_lossy(&outcome.stderr).trim().to_string();
    let stdout = String::from_utf8_lossy(&outcome.stdout).trim().to_string();
    if !stdout.is_empty() {
        if !message.is_empty() {
            message.push('\n');
        }
        message.push_str(&stdout);
    }
    if outcome.timed_out {
        return fail(format!("checker timed out after {:.1} s", time.as_secs_f64()));
    }
    let verdict = match outcome.termination {
        Termination::Exited(0) => Verdict::Ac,
        Termination::Exited(1) => Verdict::Wa,
        Termination::Exited(2) => Verdict::Pe,
        Termination::Exited(3) => Verdict::Fail,
        Termination::Exited(code) => {
            return fail(format!(
                "checker exited with unexpected code {code} (0 AC, 1 WA, 2 PE, 3 FAIL): {message}"
            ))
        }
        Termination::Signaled(signal) => {
            return fail(format!("checker killed by {}: {message}", process::signal_name(signal)))
        }
    };
    CheckerVerdict { verdict, message }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verdict_of(script: &str) -> CheckerVerdict {
        check(&Program::shell(script), b"in", b"out", b"ans", Duration::from_secs(5))
    }

    #[test]
    fn exit_codes_map_to_verdicts() {
        assert_eq!(verdict_of("exit 0").verdict, Verdict::Ac);
        assert_eq!(verdict_of("exit 1").verdict, Verdict::Wa);
        assert_eq!(verdict_of("exit 2").verdict, Verdict::Pe);
        assert_eq!(verdict_of("exit 3").verdict, Verdict::Fail);
        assert_eq!(verdict_of("exit 7").verdict, Verdict::Fail);
        assert_eq!(verdict_of("kill -9 $$").verdict, Verdict::Fail);
    }

    #[test]
    fn files_are_passed_in_testlib_order_and_the_message_is_kept() {
        let result = verdict_of(r#"sh -c 'cat "$1" "$2" "$3" >&2; exit 1' x"#);
        assert_eq!(result.verdict, Verdict::Wa);
        assert_eq!(result.message, "inoutans");
    }
}
