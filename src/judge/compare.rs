//! Output comparison: default (trailing whitespace and CRLF ignored), exact, tokens,
//! and floating point with separate absolute and relative tolerances.
//!
//! Works on bytes, so output that is not UTF-8 is compared, never rejected by a panic.

pub use crate::package::compare_mode::{CompareMode, DEFAULT_FLOAT_ERROR};

impl CompareMode {
    /// The modes strictly looser than this one, from the strictest.
    fn looser(self) -> Vec<CompareMode> {
        let float = CompareMode::Float { absolute: DEFAULT_FLOAT_ERROR, relative: DEFAULT_FLOAT_ERROR };
        match self {
            CompareMode::Exact => vec![CompareMode::Default, CompareMode::Tokens, float],
            CompareMode::Default => vec![CompareMode::Tokens, float],
            CompareMode::Tokens => vec![float],
            CompareMode::Float { .. } => vec![],
        }
    }
}

/// The comparator's finding.
#[derive(Clone, Debug, PartialEq)]
pub struct Comparison {
    pub accepted: bool,
    /// Why it was rejected (empty when accepted).
    pub message: String,
    /// 1-based line of the actual output where the first difference lies.
    pub first_difference_line: Option<usize>,
    /// When rejected: the strictest looser mode that would have accepted.
    pub looser_accepts: Option<CompareMode>,
}

/// Compares `actual` with `expected` under `mode`.
pub fn compare(mode: CompareMode, expected: &[u8], actual: &[u8]) -> Comparison {
    let mut comparison = compare_only(mode, expected, actual);
    if !comparison.accepted {
        comparison.looser_accepts =
            mode.looser().into_iter().find(|&looser| compare_only(looser, expected, actual).accepted);
    }
    comparison
}

fn compare_only(mode: CompareMode, expected: &[u8], actual: &[u8]) -> Comparison {
    match mode {
        CompareMode::Exact => compare_exact(expected, actual),
        CompareMode::Default => compare_lines(expected, actual),
        CompareMode::Tokens => compare_tokens(expected, actual, None),
        CompareMode::Float { absolute, relative } => {
            compare_tokens(expected, actual, Some((absolute, relative)))
        }
    }
}

fn accepted() -> Comparison {
    Comparison { accepted: true, message: String::new(), first_difference_line: None, looser_accepts: None }
}

fn rejected(message: String, line: usize) -> Comparison {
    Comparison { accepted: false, message, first_difference_line: Some(line), looser_accepts: None }
}

fn compare_exact(expected: &[u8], actual: &[u8]) -> Comparison {
    if expected == actual {
        return accepted();
    }
    let at =
        expected.iter().zip(actual).position(|(a, b)| a != b).unwrap_or(expected.len().min(actual.len()));
    let line = 1 + actual[..at.min(actual.len())].iter().filter(|&&b| b == b'\n').count();
    rejected(format!("outputs differ at byte {} (exact)", at + 1), line)
}

/// Lines without their trailing whitespace (including `\r`), trailing empty lines dropped.
pub fn normalized_lines(text: &[u8]) -> Vec<&[u8]> {
    let mut lines: Vec<&[u8]> = text.split(|&b| b == b'\n').map(trim_end).collect();
    while lines.last().is_some_and(|line| line.is_empty()) {
        lines.pop();
    }
    lines
}

fn trim_end(line: &[u8]) -> &[u8] {
    let end = line.iter().rposition(|b| !b.is_ascii_whitespace()).map_or(0, |i| i + 1);
    &line[..end]
}

fn compare_lines(expected: &[u8], actual: &[u8]) -> Comparison {
    let want = normalized_lines(expected);
    let got = normalized_lines(actual);
    for (index, (w, g)) in want.iter().zip(&got).enumerate() {
        if w != g {
            return rejected(
                format!("line {}: expected `{}`, found `{}`", index + 1, clip(w), clip(g)),
                index + 1,
            );
        }
    }
    if want.len() == got.len() {
        return accepted();
    }
    let line = want.len().min(got.len()) + 1;
    let message = if got.len() < want.len() {
        format!("output ends after {} line(s); expected {} line(s)", got.len(), want.len())
    } else {
        format!("extra output from line {line}: expected {} line(s), found {}", want.len(), got.len())
    };
    rejected(message, line)
}

/// Tokens with the 1-based line each starts on.
fn tokens(text: &[u8]) -> Vec<(&[u8], usize)> {
    let mut found = Vec::new();
    for (index, line) in text.split(|&b| b == b'\n').enumerate() {
        for token in line.split(|b| b.is_ascii_whitespace()) {
            if !token.is_empty() {
                found.push((token, index + 1));
            }
        }
    }
    found
}

fn compare_tokens(expected: &[u8], actual: &[u8], float: Option<(f64, f64)>) -> Comparison {
    let want = tokens(expected);
    let got = tokens(actual);
    for (index, (&(w, _), &(g, line))) in want.iter().zip(&got).enumerate() {
        let equal = match float {
            Some((absolute, relative)) => numbers_match(w, g, absolute, relative),
            None => w == g,
        };
        if !equal {
            return rejected(
                format!("token {}: expected `{}`, found `{}`", index + 1, clip(w), clip(g)),
                line,
            );
        }
    }
    if want.len() == got.len() {
        return accepted();
    }
    let line = got.get(want.len()).map_or_else(|| got.last().map_or(1, |&(_, line)| line), |&(_, line)| line);
    rejected(format!("expected {} token(s), found {}", want.len(), got.len()), line)
}

/// Tokens equal as text, or both finite numbers within either tolerance.
fn numbers_match(expected: &[u8], actual: &[u8], absolute: f64, relative: f64) -> bool {
    if expected == actual {
        return true;
    }
    let parse = |token: &[u8]| -> Option<f64> {
        std::str::from_utf8(token).ok()?.parse::<f64>().ok().filter(|x| x.is_finite())
    };
    match (parse(expected), parse(actual)) {
        (Some(want), Some(got)) => {
            let error = (want - got).abs();
            error <= absolute || error <= relative * want.abs()
        }
        _ => false,
    }
}

/// A token or line as the report shows it: clipped, whitespace and odd bytes visible.
fn clip(bytes: &[u8]) -> String {
    super::text::visible(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FLOAT: CompareMode = CompareMode::Float { absolute: 1e-6, relative: 1e-6 };

    #[test]
    fn default_ignores_trailing_whitespace_crlf_and_final_blank_lines() {
        assert!(compare(CompareMode::Default, b"1 2\n3\n", b"1 2  \r\n3\t\n\n\n").accepted);
        assert!(compare(CompareMode::Default, b"1\n", b"1").accepted);
        assert!(!compare(CompareMode::Default, b"1 2\n", b"1  2\n").accepted);
        assert!(!compare(CompareMode::Default, b"1\n2\n", b"1\n\n2\n").accepted);
    }

    #[test]
    fn default_reports_first_differing_line_and_looser_mode() {
        let c = compare(CompareMode::Default, b"a\nb c\nd\n", b"a\nb  c\nd\n");
        assert!(!c.accepted);
        assert_eq!(c.first_difference_line, Some(2));
        assert_eq!(c.looser_accepts, Some(CompareMode::Tokens));
    }

    #[test]
    fn missing_and_extra_lines_are_rejected() {
        let short = compare(CompareMode::Default, b"1\n2\n", b"1\n");
        assert!(!short.accepted);
        assert_eq!(short.first_difference_line, Some(2));
        let long = compare(CompareMode::Default, b"1\n", b"1\n2\n");
        assert!(!long.accepted);
        assert!(!compare(CompareMode::Default, b"1\n", b"").accepted);
    }

    #[test]
    fn exact_is_byte_for_byte() {
        assert!(compare(CompareMode::Exact, b"x\n", b"x\n").accepted);
        let c = compare(CompareMode::Exact, b"x\n", b"x\r\n");
        assert!(!c.accepted);
        assert_eq!(c.looser_accepts, Some(CompareMode::Default));
    }

    #[test]
    fn tokens_ignore_layout_but_not_content() {
        assert!(compare(CompareMode::Tokens, b"1 2 3\n", b"1\n2\n   3").accepted);
        let c = compare(CompareMode::Tokens, b"1 2 3\n", b"1 2 4\n");
        assert!(!c.accepted);
        assert_eq!(c.looser_accepts, None);
        assert!(!compare(CompareMode::Tokens, b"1 2", b"1 2 3").accepted);
    }

    #[test]
    fn float_uses_absolute_or_relative_error() {
        assert!(compare(FLOAT, b"0.5\n", b"0.5000004\n").accepted);
        assert!(!compare(FLOAT, b"0.5\n", b"0.50001\n").accepted);
        // 1e12 * 1e-6 = 1e6 of relative slack.
        assert!(compare(FLOAT, b"1000000000000\n", b"1000000000500\n").accepted);
        let only_absolute = CompareMode::Float { absolute: 1e-3, relative: 0.0 };
        assert!(!compare(only_absolute, b"1000000\n", b"1000000.01\n").accepted);
        assert!(compare(FLOAT, b"First\n", b"First\n").accepted);
        assert!(!compare(FLOAT, b"1\n", b"nan\n").accepted);
        assert!(!compare(FLOAT, b"1\n", b"First\n").accepted);
    }

    #[test]
    fn tokens_reject_what_float_would_accept_and_say_so() {
        let c = compare(CompareMode::Tokens, b"0.3333333\n", b"0.33333333\n");
        assert!(!c.accepted);
        assert!(matches!(c.looser_accepts, Some(CompareMode::Float { .. })));
    }

    #[test]
    fn non_utf8_output_is_compared_without_panicking() {
        let c = compare(CompareMode::Default, b"ok\n", b"\xff\xfe\n");
        assert!(!c.accepted);
        assert!(compare(CompareMode::Exact, b"\xff", b"\xff").accepted);
        assert!(!compare(FLOAT, b"1", b"\xff").accepted);
    }

    #[test]
    fn modes_parse() {
        assert_eq!(CompareMode::parse("TOKENS", 0.0, 0.0), Some(CompareMode::Tokens));
        assert_eq!(CompareMode::parse("fuzzy", 0.0, 0.0), None);
    }
}
