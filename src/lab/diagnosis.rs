//! Why a run of the harness ended before its table was complete, in the contestant's terms:
//! the cap or failure that stopped it and what the harness was doing then (its phase, from
//! the heartbeat or the panic hook, see `table::Phase`), and the game's own stdout.

use super::contained::Ran;
use super::table::{GuessKind, Phase, Printed, Table};

/// The caps of the run, as the command line gave them.
pub struct Caps {
    pub limit: u64,
    pub time: f64,
    pub memory_mib: u64,
}

/// The game's own stdout (lines that are not the table's), its head shown verbatim.
pub fn printed_report(printed: &Printed) -> Option<String> {
    if printed.lines == 0 {
        return None;
    }
    let mut text = format!(
        "nimkit lab: the game printed {} on stdout itself (not part of the table):\n",
        plural(printed.lines, "line")
    );
    for line in &printed.head {
        text.push_str(&format!("  | {line}\n"));
    }
    if printed.lines > printed.head.len() {
        text.push_str(&format!("  | ... and {}\n", plural(printed.lines - printed.head.len(), "more line")));
    }
    Some(text)
}

/// Lines of the game's stderr shown, and the characters shown of each.
const STDERR_LINES_SHOWN: usize = 20;
const STDERR_LINE_CHARS: usize = 200;

/// The head of what the game wrote on stderr (its eprintln! debugging), verbatim and bounded;
/// a panic's message, which ends it, is left out: the diagnosis quotes it.
pub fn stderr_report(stderr: &str, dropped: u64) -> Option<String> {
    let mut own: Vec<&str> = stderr
        .lines()
        .take_while(|line| !(line.starts_with("thread '") && line.contains("panicked at")))
        .collect();
    // The panic's message may start with a blank line.
    while own.last().is_some_and(|line| line.trim().is_empty()) {
        own.pop();
    }
    if own.is_empty() {
        return None;
    }
    let mut text = format!("nimkit lab: the game wrote {} on stderr:\n", plural(own.len(), "line"));
    for line in own.iter().take(STDERR_LINES_SHOWN) {
        let shown: String = line.chars().take(STDERR_LINE_CHARS).collect();
        let cut = if shown.len() < line.len() { "…" } else { "" };
        text.push_str(&format!("  | {shown}{cut}\n"));
    }
    if own.len() > STDERR_LINES_SHOWN {
        text.push_str(&format!("  | ... and {}\n", plural(own.len() - STDERR_LINES_SHOWN, "more line")));
    }
    if dropped > 0 {
        text.push_str(&format!("  | ... and {dropped} more bytes, not kept\n"));
    }
    Some(text)
}

fn plural(count: usize, word: &str) -> String {
    format!("{count} {word}{}", if count == 1 { "" } else { "s" })
}

/// Why the run ended before the table was complete, in terms of the game file: the cap or
/// failure that stopped it and what the harness was doing then (its last heartbeat, or the
/// phase its panic hook named); `None` for a complete table.
pub fn why_stopped(table: &Table, ran: &Ran, caps: &Caps) -> Option<String> {
    let verdict = match &ran.stopped {
        Some(stopped) => stopped.verdict.as_str(),
        None if table.complete => return None,
        None => "",
    };
    if verdict == "OLE" {
        return Some(output_cap_exceeded(table, ran.output_cap));
    }
    let capped = matches!(verdict, "TLE" | "MLE");
    // A panic names its own phase; a cap stops whatever the last heartbeat saw.
    let (phase, at) = match table.failed {
        Some(failed) if !capped => failed,
        _ => (table.progress.phase, table.progress.at),
    };
    let guess = if table.guess == Some(GuessKind::Value) { "guess" } else { "guess_wins" };
    let chunk = table.last_chunk;
    let listed = table.listed;
    let repeats = if table.duplicates > 0 { ", repeats left out" } else { "" };
    let position =
        format!("position {at} of positions() (counted from 0{repeats}; the rows before it are complete)");
    // States expanded: the last count printed, or the heartbeat's index if later.
    let expanded = if phase == Phase::Exploring { table.exploring.max(at) } else { table.exploring };
    let expanded = if expanded > 0 {
        format!("{expanded} states had been expanded")
    } else {
        "the exploration had just begun".to_string()
    };
    let doing = match phase {
        Phase::Positions => format!("taking the positions of positions() ({at} given so far)"),
        Phase::Exploring => format!("exploring from the first {chunk} of {listed} positions ({expanded})"),
        Phase::Analysing => format!(
            "analysing the {} states reached from the first {chunk} of {listed} positions (the lab's own \
             outcomes and values, after every moves() call had returned)",
            table.reached
        ),
        Phase::Guess => format!("calling {guess} on {position}"),
        Phase::MovesShown => format!("calling moves() again on {position}, to show its options"),
        Phase::Writing => format!("writing the row of {position} (the Debug text of its state)"),
    };
    if verdict.is_empty() {
        let code = ran.exit_code.map_or(String::new(), |c| format!(" with exit code {c}"));
        return Some(format!(
            "the program ended{code} before the table was complete, without a panic or a cap, while {doing}: \
             does the game end the process itself (std::process::exit)?"
        ));
    }
    let stalled = table.progress.still_ms >= 1000;
    let stall = format!("{:.1} s", table.progress.still_ms as f64 / 1000.0);
    let limits = format!("--time {} s, --memory {} MiB", caps.time, caps.memory_mib);
    Some(match (phase, capped) {
        (Phase::Positions, true) => format!(
            "positions() did not give its positions within the caps (an iterator that filters forever?); it is \
             cut at --limit {} positions, and this one did not get that far ({at} given)",
            caps.limit
        ),
        (Phase::Positions, false) => "positions() failed before the first row: see the message above".to_string(),
        (Phase::Exploring, true) if stalled => {
            let state = if at < chunk {
                format!("position {at} of positions() (counted from 0{repeats})")
            } else {
                format!("a state reached from the first {chunk} positions (the {}th expanded)", at + 1)
            };
            format!(
                "one call of moves(), on {state}, had not returned for {stall} when the run was stopped ({limits}), \
                 while exploring from the first {chunk} of {listed} positions: an endless loop in moves() for that \
                 state? (eprintln! in moves() shows the states it is called on)"
            )
        }
        (Phase::Exploring, true) => format!(
            "exploring from the first {chunk} of {listed} positions reached too many states ({expanded}): the state \
             space explodes, or moves() leads to ever new states (a game that never ends under these rules?). \
             Fewer positions, or --time / --memory, change how far it gets."
        ),
        (Phase::Analysing, true) => format!(
            "the run was stopped ({limits}) while {doing}: fewer positions, or higher caps"
        ),
        (Phase::Analysing, false) => {
            format!("the lab's own analysis failed while {doing}: a bug in nimkit lab, please report it with the game")
        }
        (_, true) => format!(
            "the run was stopped ({limits}) while {doing}{}",
            if stalled { format!("; that call had not returned for {stall}") } else { String::new() }
        ),
        (Phase::Exploring, false) => format!("the game's moves() failed while {doing}: see the message above"),
        (_, false) => format!("the game failed while {doing}: see the message above"),
    })
}

/// The run passed the cap on its stdout: the table itself, or the game's own printing.
fn output_cap_exceeded(table: &Table, cap: usize) -> String {
    let cap = cap >> 20;
    if table.printed.bytes > table.table_bytes {
        format!(
            "the game printed {} MiB on stdout itself ({}), and the run's output passed the lab's cap of {cap} MiB: \
             print less, or to stderr (eprintln!), which is not capped",
            table.printed.bytes >> 20,
            plural(table.printed.lines, "line")
        )
    } else {
        let longest = table.rows.iter().map(|r| r.state.len()).max().unwrap_or(0);
        format!(
            "the table itself passed the lab's cap of {cap} MiB on a run's output: {} rows were written (a row holds \
             the state's Debug text, here up to {longest} characters), of {} positions: tabulate fewer positions \
             (--limit N) or give State a shorter Debug text",
            table.rows.len(),
            table.listed
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lab::contained::Stopped;
    use crate::lab::table::Progress;

    const CAPS: Caps = Caps { limit: 1000, time: 5.0, memory_mib: 256 };

    fn ran(verdict: Option<&str>, exit_code: Option<i32>) -> Ran {
        Ran {
            stdout: String::new(),
            tag: "T".to_string(),
            stderr: String::new(),
            stderr_dropped: 0,
            stopped: verdict.map(|v| Stopped { verdict: v.to_string(), message: String::new() }),
            exit_code,
            output_cap: 256 << 20,
        }
    }

    /// A table cut short in the round from the first 64 of 100 positions.
    fn partial(phase: Phase, at: usize, still_ms: u64) -> Table {
        Table {
            listed: 100,
            guess: Some(GuessKind::Value),
            last_chunk: 64,
            reached: 1234,
            reached_chunk: 64,
            progress: Progress { phase, at, still_ms },
            ..Table::default()
        }
    }

    #[test]
    fn a_complete_table_needs_no_diagnosis() {
        let table = Table { complete: true, ..partial(Phase::Writing, 99, 0) };
        assert_eq!(why_stopped(&table, &ran(None, Some(0)), &CAPS), None);
    }

    #[test]
    fn a_cap_names_the_phase_it_stopped() {
        let why =
            |table: &Table, verdict: &str| why_stopped(table, &ran(Some(verdict), None), &CAPS).unwrap();
        // The lab's own analysis, after exploring had ended: not the game's state space.
        let text = why(&partial(Phase::Analysing, 0, 3000), "TLE");
        assert!(
            text.contains("while analysing the 1234 states reached from the first 64 of 100 positions"),
            "{text}"
        );
        assert!(!text.contains("explodes"), "{text}");
        // One moves() call that never returns (the audit's 10a), and many that do.
        let text = why(&partial(Phase::Exploring, 37, 4700), "TLE");
        assert!(text.starts_with("one call of moves(), on position 37 of positions() (counted from 0), had not returned for 4.7 s"), "{text}");
        let text = why(&partial(Phase::Exploring, 70, 4700), "MLE");
        assert!(
            text.contains("on a state reached from the first 64 positions (the 71th expanded)"),
            "{text}"
        );
        let text = why(&partial(Phase::Exploring, 5000, 150), "TLE");
        assert!(
            text.contains("the state space explodes") && text.contains("5000 states had been expanded"),
            "{text}"
        );
        let text = why(&partial(Phase::Guess, 3, 2500), "TLE");
        assert!(
            text.contains("while calling guess on position 3 of positions()") && text.contains("2.5 s"),
            "{text}"
        );
        let text = why(&partial(Phase::Positions, 12, 2500), "TLE");
        assert!(
            text.starts_with("positions() did not give its positions") && text.contains("(12 given)"),
            "{text}"
        );
    }

    #[test]
    fn a_failure_names_the_phase_the_panic_hook_saw() {
        // The audit's 10b: guess panics on the fourth position; the heartbeat is older.
        let table = Table { failed: Some((Phase::Guess, 3)), ..partial(Phase::Exploring, 10, 0) };
        let text = why_stopped(&table, &ran(Some("RE"), Some(101)), &CAPS).unwrap();
        assert!(
            text.starts_with("the game failed while calling guess on position 3 of positions()"),
            "{text}"
        );
        let table = Table { failed: Some((Phase::Exploring, 40)), ..partial(Phase::Exploring, 10, 0) };
        let text = why_stopped(&table, &ran(Some("RE"), Some(101)), &CAPS).unwrap();
        assert!(text.starts_with("the game's moves() failed while exploring"), "{text}");
        let table = Table { failed: Some((Phase::Analysing, 0)), ..partial(Phase::Analysing, 0, 0) };
        let text = why_stopped(&table, &ran(Some("RE"), Some(101)), &CAPS).unwrap();
        assert!(text.contains("the lab's own analysis failed"), "{text}");
    }

    #[test]
    fn an_exit_without_a_verdict_is_named() {
        // The audit's 10d: process::exit(0) in moves(); nothing was said before the table.
        let text = why_stopped(&partial(Phase::Exploring, 37, 0), &ran(None, Some(0)), &CAPS).unwrap();
        assert!(
            text.starts_with("the program ended with exit code 0 before the table was complete"),
            "{text}"
        );
        assert!(text.contains("std::process::exit"), "{text}");
    }

    #[test]
    fn the_output_cap_says_whose_output_passed_it() {
        // The audit's 10c: a million rows of 400 characters are the lab's own table.
        let mut table = partial(Phase::Writing, 600_000, 0);
        table.table_bytes = 256 << 20;
        table.printed = Printed { head: vec!["x".into()], lines: 1, bytes: 2 };
        let text = why_stopped(&table, &ran(Some("OLE"), None), &CAPS).unwrap();
        assert!(text.starts_with("the table itself passed the lab's cap of 256 MiB"), "{text}");
        assert!(text.contains("--limit N"), "{text}");
        table.printed = Printed { head: vec!["x".into()], lines: 3 << 20, bytes: 300 << 20 };
        let text = why_stopped(&table, &ran(Some("OLE"), None), &CAPS).unwrap();
        assert!(text.starts_with("the game printed 300 MiB on stdout itself (3145728 lines)"), "{text}");
        assert!(text.contains("eprintln!"), "{text}");
    }

    #[test]
    fn the_games_stderr_is_shown_bounded_without_the_panic() {
        assert_eq!(stderr_report("", 0), None);
        let stderr = "DEBUG moves of 0\nDEBUG moves of 1\nthread 'main' (2) panicked at g.rs:3:5:\nboom\nnote: run with `RUST_BACKTRACE=1`\n";
        assert_eq!(
            stderr_report(stderr, 0).unwrap(),
            "nimkit lab: the game wrote 2 lines on stderr:\n  | DEBUG moves of 0\n  | DEBUG moves of 1\n"
        );
        assert_eq!(stderr_report("\nthread 'main' (2) panicked at g.rs:3:5:\nboom\n", 0), None);
        let many: String = (0..25).map(|i| format!("{i} {}\n", "x".repeat(300))).collect();
        let text = stderr_report(&many, 4096).unwrap();
        assert_eq!(text.lines().count(), 1 + 20 + 2, "{text}");
        assert!(text.contains(&format!("  | 0 {}…\n", "x".repeat(198))), "{text}");
        assert!(
            text.ends_with("  | ... and 5 more lines\n  | ... and 4096 more bytes, not kept\n"),
            "{text}"
        );
    }

    #[test]
    fn the_games_stdout_is_shown_bounded() {
        assert_eq!(printed_report(&Printed::default()), None);
        let printed = Printed { head: vec!["done".into(), "done".into()], lines: 30, bytes: 150 };
        let text = printed_report(&printed).unwrap();
        assert_eq!(
            text,
            "nimkit lab: the game printed 30 lines on stdout itself (not part of the table):\n  | done\n  | done\n  | ... and 28 more lines\n"
        );
    }
}
