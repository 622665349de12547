//! Special checkers, called testlib-style: `CHECKER INPUT OUTPUT ANSWER`.
//! Exit 0 = AC, 1 = WA, 2 = PE, 3 = FAIL; any other ending is a broken checker (FAIL).
//! A checker runs under time and memory limits, and at most [`MESSAGE_BYTES`] of what it
//! prints is kept: a flood is read and dropped, never held.

use std::fs;

use super::verdict::Verdict;
use crate::sandbox::process::{self, Limits, Overflow, Program, Termination};

/// The most of a checker's message (stderr, then stdout) that is kept.
pub const MESSAGE_BYTES: usize = 64 * 1024;

/// What a checker decided about one output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckerVerdict {
    pub verdict: Verdict,
    /// The checker's own words (stderr, then stdout), trimmed.
    pub message: String,
}

/// Runs `checker` on the three texts (written to temporary files) under `limits` (its time
/// and memory; its stdout is cut to [`MESSAGE_BYTES`] whatever `limits` says) and maps its
/// exit code.
pub fn check(
    checker: &Program,
    input: &[u8],
    output: &[u8],
    answer: &[u8],
    limits: &Limits,
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
    let limits = Limits { output_bytes: MESSAGE_BYTES, overflow: Overflow::Discard, ..limits.clone() };
    match process::run(&program, b"", &limits) {
        Ok(outcome) => testlib_verdict("checker", &outcome, &limits),
        Err(e) => fail(format!("cannot start checker `{}`: {e}", checker.describe())),
    }
}

/// The verdict of a testlib-style helper (`role`: checker, interactor) from how it ended: exit
/// 0 AC, 1 WA, 2 PE (4 too: testlib's extra output before it became PE; 8 too: testlib's
/// unexpected end of file), 3 FAIL, 7 AC with the points its message names (testlib's
/// `quitp`); any other code, a signal, a time-out or its memory limit is FAIL.
pub fn testlib_verdict(role: &str, outcome: &process::RunOutcome, limits: &Limits) -> CheckerVerdict {
    let fail = |message: String| CheckerVerdict { verdict: Verdict::Fail, message };
    let message = message_of(role, outcome);
    if outcome.timed_out {
        return fail(format!("{role} timed out after {:.1} s{}", limits.time.as_secs_f64(), colon(&message)));
    }
    if let Some((Verdict::Mle, what)) = super::classify::classify_run(outcome, limits) {
        return fail(format!("{role}: {what}"));
    }
    if outcome.output_limit_exceeded {
        return fail(format!(
            "{role} printed more than {} (killed)",
            super::text::human_bytes(limits.output_bytes as u64)
        ));
    }
    let verdict = match outcome.termination {
        Termination::Exited(0) => Verdict::Ac,
        Termination::Exited(1) => Verdict::Wa,
        Termination::Exited(2) => Verdict::Pe,
        Termination::Exited(3) => Verdict::Fail,
        // testlib's `_dirt` (extra output) in versions that did not yet fold it into PE.
        Termination::Exited(4) => Verdict::Pe,
        // testlib's `_points` (`quitp`): the test passes with the score its message begins with
        // (`points 7.5 ...`), as on Polygon and Codeforces; the message is kept for the score.
        Termination::Exited(7) => Verdict::Ac,
        // testlib's `_unexpected_eof` when built with `-DENABLE_UNEXPECTED_EOF` (testlib
        // recommends it for interactors): the participant's output ended early. Without that
        // flag testlib itself turns it into `_pe` (exit 2): the participant's PE either way.
        Termination::Exited(8) => Verdict::Pe,
        Termination::Exited(code) => {
            return fail(format!(
                "{role} exited with unexpected code {code} (0 AC, 1 WA, 2 PE, 3 FAIL){}",
                colon(&message)
            ))
        }
        Termination::Signaled(signal) => {
            let limit = match limits.memory_bytes {
                Some(bytes) => format!(" (memory limit {})", super::text::human_bytes(bytes)),
                None => String::new(),
            };
            return fail(format!(
                "{role} killed by {}{limit}{}",
                process::signal_name(signal),
                colon(&message)
            ));
        }
    };
    CheckerVerdict { verdict, message }
}

fn colon(message: &str) -> String {
    if message.is_empty() {
        String::new()
    } else {
        format!(": {message}")
    }
}

/// stderr, then stdout, trimmed, at most [`MESSAGE_BYTES`] in all; says so when cut.
fn message_of(role: &str, outcome: &process::RunOutcome) -> String {
    let mut message = String::from_utf8_lossy(&outcome.stderr).trim().to_string();
    let stdout = String::from_utf8_lossy(&outcome.stdout).trim().to_string();
    if !stdout.is_empty() {
        if !message.is_empty() {
            message.push('\n');
        }
        message.push_str(&stdout);
    }
    let mut cut = outcome.stdout_dropped + outcome.stderr_dropped > 0;
    if message.len() > MESSAGE_BYTES {
        let mut end = MESSAGE_BYTES;
        while !message.is_char_boundary(end) {
            end -= 1;
        }
        message.truncate(end);
        cut = true;
    }
    if cut {
        message.push_str(&format!(
            "\n({role} message cut: only its first {} KiB are kept)",
            MESSAGE_BYTES / 1024
        ));
    }
    message
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verdict_of(script: &str) -> CheckerVerdict {
        check(
            &Program::shell(script),
            b"in",
            b"out",
            b"ans",
            &Limits::generous(std::time::Duration::from_secs(5)),
        )
    }

    #[test]
    fn exit_codes_map_to_verdicts() {
        assert_eq!(verdict_of("exit 0").verdict, Verdict::Ac);
        assert_eq!(verdict_of("exit 1").verdict, Verdict::Wa);
        assert_eq!(verdict_of("exit 2").verdict, Verdict::Pe);
        assert_eq!(verdict_of("exit 3").verdict, Verdict::Fail);
        assert_eq!(verdict_of("exit 4").verdict, Verdict::Pe, "testlib's old _dirt");
        assert_eq!(verdict_of("exit 8").verdict, Verdict::Pe, "testlib's _unexpected_eof");
        let points = verdict_of("echo 'points 7.5 half done' >&2; exit 7");
        assert_eq!((points.verdict, points.message.as_str()), (Verdict::Ac, "points 7.5 half done"));
        assert_eq!(verdict_of("exit 9").verdict, Verdict::Fail);
        assert_eq!(verdict_of("kill -9 $$").verdict, Verdict::Fail);
    }

    #[test]
    fn files_are_passed_in_testlib_order_and_the_message_is_kept() {
        let result = verdict_of(r#"sh -c 'cat "$1" "$2" "$3" >&2; exit 1' x"#);
        assert_eq!(result.verdict, Verdict::Wa);
        assert_eq!(result.message, "inoutans");
    }
}

#[cfg(test)]
mod flood_tests {
    use super::*;

    #[test]
    fn a_flooding_checker_keeps_its_verdict_and_a_cut_message() {
        let flood = "sh -c 'yes x | head -c 3000000; yes y | head -c 3000000 >&2; exit 1' x";
        let result = verdict_of_flood(flood);
        assert_eq!(result.verdict, Verdict::Wa, "{}", &result.message[result.message.len() - 100..]);
        assert!(result.message.len() <= MESSAGE_BYTES + 100, "{} bytes kept", result.message.len());
        assert!(result.message.starts_with("y\ny\n"), "stderr comes first");
        assert!(result.message.ends_with("(checker message cut: only its first 64 KiB are kept)"));
        let quiet = verdict_of_flood("sh -c 'echo fine; exit 0' x");
        assert_eq!((quiet.verdict, quiet.message.as_str()), (Verdict::Ac, "fine"));
    }

    #[test]
    fn a_checker_over_its_memory_limit_is_a_fail() {
        let limits =
            Limits { memory_bytes: Some(64 << 20), ..Limits::generous(std::time::Duration::from_secs(5)) };
        // mawk and gawk report a failed allocation ("out of memory") and exit 2, which alone
        // would read as PE.
        let hog = Program::shell("awk 'BEGIN { s = \"x\"; while (1) s = s s }'");
        let result = check(&hog, b"", b"", b"", &limits);
        assert_eq!(result.verdict, Verdict::Fail, "{}", result.message);
    }

    fn verdict_of_flood(script: &str) -> CheckerVerdict {
        check(
            &Program::shell(script),
            b"in",
            b"out",
            b"ans",
            &Limits::generous(std::time::Duration::from_secs(20)),
        )
    }
}
