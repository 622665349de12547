//! What the user sees: a live line per test, failure details (heads and tails, visible
//! whitespace, the first differing line marked), a summary, or one JSON object.

use std::collections::BTreeMap;
use std::io::{self, IsTerminal};

use super::text::{clip, human_bytes, printable, visible, LINE_WIDTH};
use super::verdict::{CaseResult, Verdict};

/// Failures shown in detail; the rest only get their line.
const DETAILED_FAILURES: usize = 5;
const HEAD_LINES: usize = 8;
const TAIL_LINES: usize = 4;
const CONTEXT_LINES: usize = 2;

/// Colours only for a terminal, and never when `NO_COLOR` is set to something.
pub fn colors_wanted() -> bool {
    !no_color_requested() && io::stdout().is_terminal()
}

/// Whether the user asked for no colours (`NO_COLOR` set and non-empty, per no-color.org).
pub fn no_color_requested() -> bool {
    std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty())
}

/// Human-readable output.
pub struct Reporter {
    color: bool,
    name_width: usize,
}

impl Reporter {
    pub fn new(names: &[String], color: bool) -> Reporter {
        Reporter { color, name_width: names.iter().map(|n| n.chars().count()).max().unwrap_or(4) }
    }

    fn paint(&self, verdict: Verdict) -> String {
        let text = format!("{:<4}", verdict.as_str());
        if !self.color {
            return text;
        }
        let code = match verdict {
            Verdict::Ac => "32",
            Verdict::Wa | Verdict::Pe => "31",
            Verdict::Tle | Verdict::Mle | Verdict::Ole => "33",
            Verdict::Re | Verdict::Ce => "35",
            Verdict::Fail => "1;31",
        };
        format!("\x1b[{code}m{text}\x1b[0m")
    }

    /// `name  VERDICT  12 ms  3.1 MiB  short message`
    pub fn line(&self, result: &CaseResult) -> String {
        let mut line = format!(
            "{:<width$}  {}  {:>5} ms  {:>9}",
            result.name,
            self.paint(result.verdict),
            result.time_ms,
            human_bytes(result.memory_kib * 1024),
            width = self.name_width
        );
        if result.verdict != Verdict::Ac {
            let first = result.message.lines().next().unwrap_or("");
            line.push_str("  ");
            line.push_str(&clip(&printable(first), LINE_WIDTH));
        }
        line
    }

    /// The input, expected and actual output of a failed test.
    pub fn details(&self, result: &CaseResult, input: &[u8], answer: &[u8]) -> String {
        let mut out = String::new();
        let rule = format!("─── {}: {} ", result.name, result.verdict);
        out.push_str(&format!("{rule}{}\n", "─".repeat(60usize.saturating_sub(rule.chars().count()))));
        out.push_str(&format!(
            "  time {} ms (CPU {} ms), peak memory {}\n",
            result.time_ms,
            result.cpu_ms,
            human_bytes(result.memory_kib * 1024)
        ));
        if !result.message.is_empty() {
            for line in result.message.lines().take(20) {
                out.push_str(&format!("  {}\n", printable(line)));
            }
        }
        let mark = result.difference.as_ref().map(|d| d.line);
        out.push_str(&section("input", input, None));
        if let Some(dialogue) = &result.dialogue {
            out.push_str(&format!(
                "  dialogue (the last {} lines each way; < from the interactor, > from the solution):\n",
                super::interact::RECENT_LINES_PER_SIDE
            ));
            for line in dialogue.lines() {
                out.push_str(&format!("    {}\n", printable(line)));
            }
            if !String::from_utf8_lossy(&result.stderr).trim().is_empty() {
                out.push_str(&section("stderr", &result.stderr, None));
            }
        } else if result.verdict != Verdict::Ce {
            out.push_str(&section("expected", answer, mark));
            out.push_str(&section("actual", &result.output, mark));
            let stderr = String::from_utf8_lossy(&result.stderr);
            if !stderr.trim().is_empty() {
                out.push_str(&section("stderr", &result.stderr, None));
            }
        }
        out
    }

    /// `3/4 AC (WA 1) · slowest sample-2 812 ms · peak memory 12.3 MiB (max-1)`
    /// The summary of a solution that did not compile: the first error, named.
    pub fn compile_error_summary(&self, message: &str, tests: usize) -> String {
        let first = first_compile_error(message).unwrap_or_else(|| "the compiler failed".to_string());
        format!("{}  {first} · 0/{tests} AC (not run)", self.paint(Verdict::Ce))
    }

    pub fn summary(&self, results: &[CaseResult]) -> String {
        let worst = Verdict::worst(results.iter().map(|r| r.verdict));
        format!("{}  {}\ncontained: {}", self.paint(worst), tally(results), crate::sandbox::describe())
    }

    /// The last line of an interrupted run, in place of the summary: no overall verdict, only
    /// what the tests judged before the interrupt got.
    /// `interrupted (SIGINT) after 2 of 6 tests: 2/2 AC · ...; the others were not judged`
    pub fn interrupted(&self, signal: &str, results: &[CaseResult], tests: usize) -> String {
        let judged = if results.is_empty() { String::new() } else { format!(": {}", tally(results)) };
        format!(
            "interrupted ({signal}) after {} of {tests} tests{judged}; the others were not judged",
            results.len()
        )
    }
}

/// `3/4 AC (WA 1) · slowest sample-2 812 ms · peak memory 12.3 MiB (max-1)`
fn tally(results: &[CaseResult]) -> String {
    let accepted = results.iter().filter(|r| r.verdict == Verdict::Ac).count();
    let mut counts: BTreeMap<u8, (Verdict, usize)> = BTreeMap::new();
    for r in results.iter().filter(|r| r.verdict != Verdict::Ac) {
        counts.entry(r.verdict.severity()).or_insert((r.verdict, 0)).1 += 1;
    }
    let mut summary = format!("{}/{} AC", accepted, results.len());
    if !counts.is_empty() {
        let parts: Vec<String> = counts.values().rev().map(|(v, n)| format!("{v} {n}")).collect();
        summary.push_str(&format!(" ({})", parts.join(", ")));
    }
    if let Some(slowest) = results.iter().max_by_key(|r| r.time_ms) {
        summary.push_str(&format!(" · slowest {} {} ms", slowest.name, slowest.time_ms));
    }
    if let Some(biggest) = results.iter().max_by_key(|r| r.memory_kib) {
        summary.push_str(&format!(
            " · peak memory {} ({})",
            human_bytes(biggest.memory_kib * 1024),
            biggest.name
        ));
    }
    summary
}

/// The first error of a compiler's (or the bundler's) message, with its location when the
/// compiler gives one: `error[E0308]: mismatched types at bad.rs:3:18`.
/// Without such a line, an exception's (`SyntaxError: invalid syntax`, from Python's or Node's
/// check), else the first line that says anything (`cc1: out of memory allocating ...`).
pub fn first_compile_error(message: &str) -> Option<String> {
    let mut lines = message.lines().map(str::trim);
    let Some(error) = lines
        .by_ref()
        .find(|l| l.starts_with("error") || l.contains(": error") || l.contains(": fatal error"))
    else {
        let exception = |line: &&str| {
            line.split_once(": ").is_some_and(|(name, _)| {
                name.ends_with("Error") && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '.')
            })
        };
        let trimmed = || message.lines().map(str::trim);
        return trimmed().find(exception).or_else(|| trimmed().find(|l| !l.is_empty())).map(str::to_string);
    };
    if error.starts_with("error") {
        if let Some(location) = lines.next().and_then(|l| l.strip_prefix("--> ")) {
            return Some(format!("{error} at {location}"));
        }
    }
    Some(error.trim_start_matches("nimkit bundle: ").to_string())
}

/// Prints a block of text with heads and tails, whitespace made visible, `mark` flagged.
fn section(title: &str, text: &[u8], mark: Option<usize>) -> String {
    let ends_with_newline = text.last() == Some(&b'\n');
    let body = if ends_with_newline { &text[..text.len() - 1] } else { text };
    // Outputs can be tens of MiB: count and pick lines in passes, never collect them all.
    let total = if text.is_empty() { 0 } else { 1 + body.iter().filter(|&&b| b == b'\n').count() };
    let mut out = format!("  {title} ({}, {total} line(s)", human_bytes(text.len() as u64));
    if !text.is_empty() && !ends_with_newline {
        out.push_str(", no newline at end");
    }
    out.push_str("):\n");
    let shown = |i: usize| {
        let near_mark = mark.is_some_and(|m| i + CONTEXT_LINES + 1 >= m && i < m + CONTEXT_LINES);
        i < HEAD_LINES || i + TAIL_LINES >= total || near_mark
    };
    let mut skipped = 0;
    let lines = body.split(|&b| b == b'\n').take(total);
    for (i, line) in lines.enumerate() {
        if !shown(i) {
            skipped += 1;
            continue;
        }
        if skipped > 0 {
            out.push_str(&format!("       ⋮ ({skipped} line(s) not shown)\n"));
            skipped = 0;
        }
        let marker = if mark == Some(i + 1) { '>' } else { ' ' };
        out.push_str(&format!("  {marker}{:>4} │ {}\n", i + 1, visible(line)));
    }
    if mark.is_some_and(|m| m > total) {
        out.push_str(&format!("  >{:>4} │ (end of output)\n", total + 1));
    }
    out
}

#[derive(serde::Serialize)]
struct JsonReport<'a> {
    verdict: &'a str,
    /// Only in an interrupted report: how many tests there were (`cases` holds those judged).
    #[serde(skip_serializing_if = "Option::is_none")]
    tests: Option<usize>,
    cases: Vec<JsonCase<'a>>,
    /// The containment mechanisms the runs had (see README, "How programs are contained").
    sandbox: JsonSandbox,
}

#[derive(serde::Serialize)]
struct JsonSandbox {
    isolation: String,
    memory: &'static str,
    processes: &'static str,
    /// Whether the expected answers are hidden from the program, and how.
    answers: &'static str,
}

#[derive(serde::Serialize)]
struct JsonCase<'a> {
    name: &'a str,
    verdict: &'a str,
    time_ms: u64,
    memory_kib: u64,
    message: &'a str,
    /// The last lines of a rejected interactive game (`< ` from the interactor, `> ` from the solution).
    #[serde(skip_serializing_if = "Option::is_none")]
    dialogue: Option<&'a str>,
    /// The score an ICPC output validator gave the test (`score.txt`).
    #[serde(skip_serializing_if = "Option::is_none")]
    score: Option<f64>,
    /// The share of the test's maximum score it gave instead (`score_multiplier.txt`, 2025-09).
    #[serde(skip_serializing_if = "Option::is_none")]
    score_multiplier: Option<f64>,
}

/// The `--json` document: `{"verdict": V, "cases": [{name, verdict, time_ms, memory_kib, message}]}`.
pub fn json(results: &[CaseResult]) -> String {
    json_document(Verdict::worst(results.iter().map(|r| r.verdict)).as_str(), None, results)
}

/// The `--json` document of an interrupted run: `{"verdict": "interrupted", "tests": N,
/// "cases": [...]}` with only the cases judged before the interrupt.
pub fn json_interrupted(results: &[CaseResult], tests: usize) -> String {
    json_document("interrupted", Some(tests), results)
}

fn json_document(verdict: &str, tests: Option<usize>, results: &[CaseResult]) -> String {
    let report = JsonReport {
        verdict,
        tests,
        cases: results
            .iter()
            .map(|r| JsonCase {
                name: &r.name,
                verdict: r.verdict.as_str(),
                time_ms: r.time_ms,
                memory_kib: r.memory_kib,
                message: &r.message,
                dialogue: r.dialogue.as_deref(),
                score: r.score.points,
                score_multiplier: r.score.multiplier,
            })
            .collect(),
        sandbox: {
            let m = crate::sandbox::mechanisms();
            JsonSandbox {
                isolation: m.isolation(),
                memory: m.memory(),
                processes: m.processes(),
                answers: crate::sandbox::answers_hidden_by(),
            }
        },
    };
    serde_json::to_string(&report).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
}

/// Writes a line and flushes: a closed pipe (`nimkit test ... | head`) ends nothing, any other
/// failure is reported when the command ends (`fsutil::write_stdout`).
pub fn emit(text: &str) {
    let mut line = String::with_capacity(text.len() + 1);
    line.push_str(text);
    line.push('\n');
    crate::fsutil::write_stdout(line.as_bytes());
}

/// The `n/N` and elapsed-time line of a long `test` or `verify` run, on stderr: drawn only
/// when stderr is a terminal (nothing extra when piped), plain without colour.
pub fn counter(total: u64, what: &str) -> indicatif::ProgressBar {
    use std::io::IsTerminal;
    if !io::stderr().is_terminal() {
        return indicatif::ProgressBar::hidden();
    }
    let bar = indicatif::ProgressBar::new(total);
    let template = format!("{{pos}}/{{len}} {what} · {{elapsed_precise}} {{msg}}");
    if let Ok(style) = indicatif::ProgressStyle::with_template(&template) {
        bar.set_style(style);
    }
    bar.enable_steady_tick(std::time::Duration::from_millis(200));
    bar
}

/// How many failures get details.
pub fn detailed_failures() -> usize {
    DETAILED_FAILURES
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::verdict::Difference;

    #[test]
    fn the_first_compile_error_is_named_whatever_the_compiler() {
        let first = |message: &str| first_compile_error(message);
        assert_eq!(
            first("warning: unused\nerror[E0308]: mismatched types\n --> bad.rs:3:18\n").as_deref(),
            Some("error[E0308]: mismatched types at bad.rs:3:18")
        );
        assert_eq!(
            first("a.c:10:10: fatal error: iostream: No such file or directory\ncompilation terminated.\n")
                .as_deref(),
            Some("a.c:10:10: fatal error: iostream: No such file or directory")
        );
        assert_eq!(
            first("  File \"a.py\", line 3\n    This is not\n         ^^\nSyntaxError: invalid syntax\n")
                .as_deref(),
            Some("SyntaxError: invalid syntax")
        );
        assert_eq!(
            first("\ncc1: out of memory allocating 4294967312 bytes\n").as_deref(),
            Some("cc1: out of memory allocating 4294967312 bytes")
        );
        assert_eq!(first("\n  \n"), None);
    }

    fn result(name: &str, verdict: Verdict, time_ms: u64, memory_kib: u64) -> CaseResult {
        let mut r = CaseResult::not_run(name, verdict, "msg");
        r.time_ms = time_ms;
        r.memory_kib = memory_kib;
        r
    }

    #[test]
    fn line_and_summary_without_colour() {
        let reporter = Reporter::new(&["sample-1".into(), "big".into()], false);
        let ok = result("sample-1", Verdict::Ac, 12, 3174);
        assert_eq!(reporter.line(&ok), "sample-1  AC       12 ms    3.1 MiB");
        let bad = result("big", Verdict::Wa, 40, 100);
        let summary = reporter.summary(&[ok, bad]);
        assert!(summary.starts_with("WA    1/2 AC (WA 1)"), "{summary}");
        assert!(summary.contains("slowest big 40 ms"), "{summary}");
        assert!(summary.contains("peak memory 3.1 MiB (sample-1)"), "{summary}");
        assert!(!summary.contains('\x1b'));
    }

    #[test]
    fn details_mark_the_first_difference_even_in_the_middle() {
        let reporter = Reporter::new(&["t".into()], false);
        let expected: String = (1..=40).map(|i| format!("{i}\n")).collect();
        let actual = expected.replace("\n20\n", "\n21\n");
        let mut r = result("t", Verdict::Wa, 1, 1);
        r.output = actual.into_bytes();
        r.difference = Some(Difference { line: 20 });
        let text = reporter.details(&r, b"in\n", expected.as_bytes());
        assert!(text.contains(">  20 │ 21"), "{text}");
        assert!(text.contains(">  20 │ 20"), "{text}");
        assert!(text.contains("not shown"), "{text}");
        assert!(text.contains("  40 │ 40"), "{text}");
    }

    #[test]
    fn json_has_exactly_the_documented_fields() {
        let text = json(&[result("a", Verdict::Ac, 1, 2), result("b", Verdict::Tle, 3, 4)]);
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(value["verdict"], "TLE");
        let case = value["cases"][1].as_object().unwrap();
        let mut keys: Vec<&str> = case.keys().map(String::as_str).collect();
        keys.sort();
        assert_eq!(keys, ["memory_kib", "message", "name", "time_ms", "verdict"]);
        assert_eq!(case["time_ms"], 3);
        assert!(value.get("tests").is_none());
    }

    #[test]
    fn an_interrupted_json_report_says_so_and_counts_the_tests() {
        let text = json_interrupted(&[result("a", Verdict::Wa, 1, 2)], 5);
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(value["verdict"], "interrupted");
        assert_eq!(value["tests"], 5);
        assert_eq!(value["cases"].as_array().unwrap().len(), 1);
        let reporter = Reporter::new(&["a".into()], false);
        assert_eq!(
            reporter.interrupted("SIGINT", &[result("a", Verdict::Wa, 1, 2)], 5),
            "interrupted (SIGINT) after 1 of 5 tests: 0/1 AC (WA 1) · slowest a 1 ms · peak memory 2.0 KiB (a); \
             the others were not judged"
        );
        assert_eq!(
            reporter.interrupted("SIGTERM", &[], 5),
            "interrupted (SIGTERM) after 0 of 5 tests; the others were not judged"
        );
    }
}
