//! The verdict a run earns before its output is looked at: OLE, TLE, MLE or RE, told from
//! what the sandbox reports (limits hit, exit status, signal, the head of stderr). Shared by
//! the judging of solutions, checkers and interactive games.

use super::text::{human_bytes, printable};
use super::verdict::Verdict;
use crate::sandbox::process::{self, Limits, RunOutcome, Termination};
use std::time::Duration;

/// The verdict a run earns before its output is even looked at, if any.
pub fn classify_run(outcome: &RunOutcome, limits: &Limits) -> Option<(Verdict, String)> {
    if outcome.output_limit_exceeded {
        return Some((
            Verdict::Ole,
            format!("printed more than {} (killed)", human_bytes(limits.output_bytes as u64)),
        ));
    }
    if outcome.file_limit_exceeded {
        return Some((
            Verdict::Ole,
            format!("wrote more than {} to files (killed)", human_bytes(limits.file_bytes())),
        ));
    }
    if outcome.launcher_lost {
        // Nothing was measured: a made-up TLE (the judge's deadline) or SIGKILL would mislead.
        return Some((
            Verdict::Re,
            format!(
                "the run's launcher was stopped or killed before it could report, after {:.2} s: \
                 the program signalled it (possible where no PID namespace hides it) or starved it \
                 (a fork bomb); nothing was measured",
                outcome.wall.as_secs_f64()
            ),
        ));
    }
    // A process of the tree killed for memory is MLE even if the rest then ran out of time (a
    // parent waiting for the killed child): the tree exceeded the limit first, and a judge that
    // kills the whole tree at the limit would have said MLE.
    if let Some(cpu_limit) = limits.cpu_time.filter(|_| !outcome.memory_limit_exceeded) {
        if outcome.cpu > cpu_limit {
            return Some((
                Verdict::Tle,
                format!(
                    "CPU time {} ms over the limit of {:.2} s{}",
                    outcome.cpu.as_millis(),
                    cpu_limit.as_secs_f64(),
                    if outcome.timed_out || !outcome.termination.success() { " (killed)" } else { "" }
                ),
            ));
        }
        if outcome.timed_out {
            return Some((
                Verdict::Tle,
                format!(
                    "still running after {:.2} s of wall-clock time (killed), CPU time {} ms: idle or \
                     waiting (the limit is {:.2} s of CPU time)",
                    limits.time.as_secs_f64(),
                    outcome.cpu.as_millis(),
                    cpu_limit.as_secs_f64()
                ),
            ));
        }
    }
    if outcome.timed_out && !outcome.memory_limit_exceeded {
        // Said, or a starved run (a busy machine) reads like a slow solution.
        let waited = if mostly_waited(outcome.cpu, outcome.wall) {
            ": it waited most of that time (for input, for the interactor, or for a core of a busy machine)"
        } else {
            ""
        };
        return Some((
            Verdict::Tle,
            format!(
                "still running after {:.2} s (killed); CPU time {} ms{waited}",
                limits.time.as_secs_f64(),
                outcome.cpu.as_millis()
            ),
        ));
    }
    let stderr_summary = summarize_stderr(&outcome.stderr);
    // A tree killed for its processes is RE even if their summed memory (polled, shared pages
    // counted in each) then passed the memory limit: the bomb, not memory, ended it.
    let memory = memory_verdict(outcome, limits)
        .filter(|_| outcome.memory_limit_exceeded || !outcome.process_limit_exceeded);
    if let Some(message) = memory {
        return Some((Verdict::Mle, format!("{message}{}", suffix(&stderr_summary))));
    }
    if outcome.process_limit_exceeded {
        return Some((
            Verdict::Re,
            format!(
                "tried to run more than {} processes at once (killed){}",
                limits.processes,
                suffix(&stderr_summary)
            ),
        ));
    }
    match outcome.termination {
        // Run on past its output limit (an ICPC package: problemtools checks the limit once
        // the run ends, DOMjudge truncates the output; a flood that never ends is TLE there).
        Termination::Exited(0) if outcome.stdout_dropped > 0 => Some((
            Verdict::Ole,
            format!(
                "printed more than {} (the rest was dropped; the limit is checked once the run ends)",
                human_bytes(limits.output_bytes as u64)
            ),
        )),
        Termination::Exited(0) => None,
        Termination::Exited(code) => {
            Some((Verdict::Re, format!("exit code {code}{}", suffix(&stderr_summary))))
        }
        Termination::Signaled(signal) => {
            let overflow = contains(&outcome.stderr, b"has overflowed its stack");
            let name = process::signal_name(signal);
            let what = if overflow { format!("{name} (stack overflow)") } else { name };
            Some((Verdict::Re, format!("killed by {what}{}", suffix(&stderr_summary))))
        }
    }
}

/// Whether a run was on a CPU for under half of its wall-clock time: it did not compute all
/// along but waited, for input or an interactor (its own doing) or for a core of a busy machine
/// (not its doing).
pub fn mostly_waited(cpu: Duration, wall: Duration) -> bool {
    cpu * 2 < wall
}

/// Why the run is MLE, if it is: the tree's resident memory reached the limit (the room killed
/// it, or the peak shows it), or an allocation failed once the limit was in reach. Under an
/// address-space limit an allocation fails before anything is resident, so a failing run
/// close to it is MLE too.
fn memory_verdict(outcome: &RunOutcome, limits: &Limits) -> Option<String> {
    let peak = outcome.peak_rss_kib * 1024;
    let failed = !outcome.termination.success();
    let allocation_failed = failed && allocation_failed(&outcome.stderr);
    if let Some(limit) = limits.memory_bytes {
        if outcome.memory_limit_exceeded && peak * 10 < limit * 9 {
            // The peak is one process's: the limit was passed by the tree together, or by
            // memory no address space shows (tmpfs files, a memfd, shared memory).
            return Some(format!(
                "memory limit {} exceeded by the whole run (the largest process peaked at {})",
                human_bytes(limit),
                human_bytes(peak)
            ));
        }
        if outcome.memory_limit_exceeded || peak > limit || allocation_failed {
            return Some(format!(
                "memory limit {} exceeded (peak {})",
                human_bytes(limit),
                human_bytes(peak)
            ));
        }
    }
    if let Some(limit) = limits.address_space_bytes {
        if allocation_failed || (failed && peak * 10 >= limit * 9) {
            return Some(format!(
                "address-space limit {} exceeded (peak resident {})",
                human_bytes(limit),
                human_bytes(peak)
            ));
        }
    }
    None
}

fn suffix(summary: &str) -> String {
    if summary.is_empty() {
        String::new()
    } else {
        format!(": {summary}")
    }
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

fn allocation_failed(stderr: &[u8]) -> bool {
    const SIGNS: [&[u8]; 6] = [
        b"memory allocation of",
        b"MemoryError",
        b"bad_alloc",
        b"Cannot allocate memory",
        b"out of memory",
        b"failed to allocate",
    ];
    SIGNS.iter().any(|sign| contains(stderr, sign))
}

/// The first two meaningful lines of stderr (a panic's location and message), clipped.
fn summarize_stderr(stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    let meaningful: Vec<&str> =
        text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with("note:")).collect();
    // A traceback ends with the error; a Rust panic starts with its location and message.
    let lines: Vec<&str> = if meaningful.first().is_some_and(|l| l.starts_with("Traceback")) {
        meaningful.last().copied().into_iter().collect()
    } else {
        meaningful.into_iter().take(2).collect()
    };
    let joined = printable(&lines.join(" | "));
    if joined.chars().count() > 200 {
        let head: String = joined.chars().take(200).collect();
        format!("{head}…")
    } else {
        joined
    }
}
