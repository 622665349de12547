//! testlib's standard checkers (`std::wcmp.cpp`, ...), which Polygon packages name instead of
//! shipping a checker, judged natively as testlib's sources do: the output is read the way the
//! checker reads it (tokens, lines, integers, doubles) and compared with the answer.

use super::checker::CheckerVerdict;
use super::text::clip;
use super::verdict::Verdict;

/// The standard checkers nimkit judges natively.
pub const KNOWN: [&str; 16] = [
    "wcmp", "ncmp", "lcmp", "fcmp", "rcmp", "rcmp4", "rcmp6", "rcmp9", "dcmp", "yesno", "nyesno", "hcmp",
    "uncmp", "icmp", "acmp", "caseicmp",
];

pub fn is_known(name: &str) -> bool {
    KNOWN.contains(&name)
}

fn tokens(text: &[u8]) -> Vec<&[u8]> {
    text.split(|b| b.is_ascii_whitespace()).filter(|t| !t.is_empty()).collect()
}

fn show(token: &[u8]) -> String {
    clip(&String::from_utf8_lossy(token), 64)
}

/// An ordinal as testlib's messages write it.
fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// testlib's `doubleCompare`: within `error` absolutely or relatively.
fn double_close(expected: f64, actual: f64, error: f64) -> bool {
    if expected.is_nan() || actual.is_nan() {
        return expected.is_nan() && actual.is_nan();
    }
    if expected.is_infinite() || actual.is_infinite() {
        return expected == actual;
    }
    let minimum = (expected * (1.0 - error)).min(expected * (1.0 + error));
    let maximum = (expected * (1.0 - error)).max(expected * (1.0 + error));
    (actual - expected).abs() <= error + 1e-15 || (minimum - 1e-15 <= actual && actual <= maximum + 1e-15)
}

/// A signed 64-bit integer as testlib reads one (no `+`, no leading zeros, no `-0`).
fn integer(token: &[u8]) -> Option<i64> {
    let text = std::str::from_utf8(token).ok()?;
    let digits = text.strip_prefix('-').unwrap_or(text);
    let canonical = !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_digit())
        && (digits == "0" || !digits.starts_with('0'))
        && text != "-0";
    if canonical {
        text.parse().ok()
    } else {
        None
    }
}

fn double(token: &[u8]) -> Option<f64> {
    let text = std::str::from_utf8(token).ok()?;
    if text.is_empty() || text.bytes().any(|b| !(b.is_ascii_digit() || b"+-.eE".contains(&b))) {
        return None;
    }
    text.parse().ok()
}

/// Judges `output` against `answer` with the standard checker `name`; a name not in [`KNOWN`]
/// is FAIL (the package is refused before judging in that case).
pub fn check(name: &str, output: &[u8], answer: &[u8]) -> CheckerVerdict {
    let verdict = match name {
        "wcmp" => compare_tokens(output, answer, |e, a| (e == a).then_some(()).ok_or(())),
        "caseicmp" | "icmp" | "ncmp" => compare_integers(output, answer),
        "lcmp" => compare_lines(output, answer, true),
        "fcmp" => compare_lines(output, answer, false),
        "rcmp" => compare_doubles(output, answer, 1.5e-6, true),
        "rcmp4" => compare_doubles(output, answer, 1e-4, false),
        "rcmp6" | "dcmp" => compare_doubles(output, answer, 1e-6, false),
        "rcmp9" => compare_doubles(output, answer, 1e-9, false),
        "acmp" => compare_doubles(output, answer, 1.5e-5, true),
        "yesno" | "nyesno" => compare_yes_no(output, answer, name == "yesno"),
        "hcmp" => compare_huge(output, answer),
        "uncmp" => compare_unordered(output, answer),
        other => Err((Verdict::Fail, format!("std::{other}.cpp is not a standard checker nimkit knows"))),
    };
    match verdict {
        Ok(message) => CheckerVerdict { verdict: Verdict::Ac, message },
        Err((verdict, message)) => CheckerVerdict { verdict, message },
    }
}

type Checked = Result<String, (Verdict, String)>;

fn wrong(message: String) -> (Verdict, String) {
    (Verdict::Wa, message)
}

/// Token sequences of equal length, pairs accepted by `same`.
fn compare_tokens(output: &[u8], answer: &[u8], same: impl Fn(&[u8], &[u8]) -> Result<(), ()>) -> Checked {
    let (expected, actual) = (tokens(answer), tokens(output));
    for (index, (e, a)) in expected.iter().zip(&actual).enumerate() {
        if same(e, a).is_err() {
            return Err(wrong(format!(
                "{} words differ - expected: '{}', found: '{}'",
                ordinal(index + 1),
                show(e),
                show(a)
            )));
        }
    }
    match actual.len().cmp(&expected.len()) {
        std::cmp::Ordering::Less => Err(wrong(format!(
            "Unexpected EOF in the participants output after {} token(s), expected {}",
            actual.len(),
            expected.len()
        ))),
        std::cmp::Ordering::Greater => Err(wrong(format!(
            "Participant output contains extra tokens: {} instead of {}",
            actual.len(),
            expected.len()
        ))),
        std::cmp::Ordering::Equal => Ok(format!("{} tokens", expected.len())),
    }
}

fn compare_integers(output: &[u8], answer: &[u8]) -> Checked {
    compare_numbers(output, answer, integer, "an integer", |index, e, a| {
        (e != a).then(|| format!("{} numbers differ - expected: '{e}', found: '{a}'", ordinal(index + 1)))
    })
}

fn compare_doubles(output: &[u8], answer: &[u8], error: f64, absolute_only: bool) -> Checked {
    compare_numbers(output, answer, double, "a number", |index, e, a| {
        let close = if absolute_only { (e - a).abs() <= error + 1e-15 } else { double_close(e, a, error) };
        (!close).then(|| {
            format!(
                "{} numbers differ - expected: '{e}', found: '{a}', error = '{}'",
                ordinal(index + 1),
                (e - a).abs()
            )
        })
    })
}

/// The number checkers' common walk: token by token, an answer token that is not `kind` is the
/// package's fault (FAIL), an output token that is not is PE, `differ` says why two numbers
/// (at `index`) are not accepted; then the counts must agree.
fn compare_numbers<T>(
    output: &[u8],
    answer: &[u8],
    parse: fn(&[u8]) -> Option<T>,
    kind: &str,
    differ: impl Fn(usize, T, T) -> Option<String>,
) -> Checked {
    let (expected, actual) = (tokens(answer), tokens(output));
    for (index, (e, a)) in expected.iter().zip(&actual).enumerate() {
        let Some(e) = parse(e) else {
            return Err((
                Verdict::Fail,
                format!("the answer's {} token `{}` is not {kind}", ordinal(index + 1), show(e)),
            ));
        };
        let Some(a) = parse(a) else {
            return Err((
                Verdict::Pe,
                format!("expected {kind} as the {} token, found `{}`", ordinal(index + 1), show(a)),
            ));
        };
        if let Some(message) = differ(index, e, a) {
            return Err(wrong(message));
        }
    }
    if actual.len() != expected.len() {
        return Err(wrong(format!(
            "Answer contains {} number(s), participant's output {}",
            expected.len(),
            actual.len()
        )));
    }
    Ok(format!("{} numbers", expected.len()))
}

/// Lines compared: token by token (`lcmp`), or exactly (`fcmp`). Trailing empty lines and
/// the last line's end do not count.
fn compare_lines(output: &[u8], answer: &[u8], by_tokens: bool) -> Checked {
    let lines = |text: &[u8]| -> Vec<Vec<u8>> {
        let text = String::from_utf8_lossy(text).replace("\r\n", "\n");
        let mut lines: Vec<Vec<u8>> = text.split('\n').map(|l| l.as_bytes().to_vec()).collect();
        while lines.last().is_some_and(|l| if by_tokens { tokens(l).is_empty() } else { l.is_empty() }) {
            lines.pop();
        }
        lines
    };
    let (expected, actual) = (lines(answer), lines(output));
    for (index, (e, a)) in expected.iter().zip(&actual).enumerate() {
        let same = if by_tokens { tokens(e) == tokens(a) } else { e == a };
        if !same {
            return Err(wrong(format!(
                "{} lines differ - expected: '{}', found: '{}'",
                ordinal(index + 1),
                show(e),
                show(a)
            )));
        }
    }
    if expected.len() != actual.len() {
        return Err(wrong(format!("Lines: expected {}, found {}", expected.len(), actual.len())));
    }
    Ok(format!("{} lines", expected.len()))
}

fn compare_yes_no(output: &[u8], answer: &[u8], single: bool) -> Checked {
    let (expected, actual) = (tokens(answer), tokens(output));
    if single && (expected.len() != 1 || actual.len() != 1) {
        return Err(if actual.len() != 1 {
            (Verdict::Pe, format!("expected one YES or NO, found {} token(s)", actual.len()))
        } else {
            (Verdict::Fail, "the answer is not one YES or NO".to_string())
        });
    }
    for (index, (e, a)) in expected.iter().zip(&actual).enumerate() {
        let word = |t: &[u8]| {
            let lower = t.to_ascii_lowercase();
            (lower == b"yes" || lower == b"no").then_some(lower)
        };
        let Some(e) = word(e) else {
            return Err((
                Verdict::Fail,
                format!("the answer's {} token is not YES or NO", ordinal(index + 1)),
            ));
        };
        let Some(a) = word(a) else {
            return Err((
                Verdict::Pe,
                format!("{} token: YES or NO expected, but {} found", ordinal(index + 1), show(a)),
            ));
        };
        if e != a {
            return Err(wrong(format!(
                "{} answer: expected {}, found {}",
                ordinal(index + 1),
                show(&e),
                show(&a)
            )));
        }
    }
    if expected.len() != actual.len() {
        return Err(wrong(format!(
            "Answer contains {} word(s), participant's output {}",
            expected.len(),
            actual.len()
        )));
    }
    Ok(format!("{} answer(s)", expected.len()))
}

fn compare_huge(output: &[u8], answer: &[u8]) -> Checked {
    let huge = |t: &[u8]| {
        let digits = t.strip_prefix(b"-").unwrap_or(t);
        !digits.is_empty()
            && digits.iter().all(u8::is_ascii_digit)
            && (digits == b"0" || digits[0] != b'0')
            && t != b"-0"
    };
    let (expected, actual) = (tokens(answer), tokens(output));
    if actual.len() != 1 || !huge(actual[0]) {
        return Err((Verdict::Pe, "expected one integer".to_string()));
    }
    if expected.len() != 1 || expected[0] != actual[0] {
        return Err(wrong(format!(
            "expected '{}', found '{}'",
            expected.first().map_or(String::new(), |e| show(e)),
            show(actual[0])
        )));
    }
    Ok("one integer".to_string())
}

fn compare_unordered(output: &[u8], answer: &[u8]) -> Checked {
    let parse = |text: &[u8], whose: &str| -> Result<Vec<i64>, (Verdict, String)> {
        tokens(text)
            .into_iter()
            .map(|t| {
                integer(t).ok_or((
                    if whose == "answer" { Verdict::Fail } else { Verdict::Pe },
                    format!("`{}` in the {whose} is not an integer", show(t)),
                ))
            })
            .collect()
    };
    let (mut expected, mut actual) = (parse(answer, "answer")?, parse(output, "output")?);
    if expected.len() != actual.len() {
        return Err(wrong(format!("expected {} numbers, found {}", expected.len(), actual.len())));
    }
    expected.sort_unstable();
    actual.sort_unstable();
    if expected != actual {
        return Err(wrong("the numbers differ as multisets".to_string()));
    }
    Ok(format!("{} numbers", expected.len()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verdict(name: &str, output: &str, answer: &str) -> Verdict {
        check(name, output.as_bytes(), answer.as_bytes()).verdict
    }

    #[test]
    fn each_checker_accepts_its_equal_and_rejects_its_different() {
        let cases: [(&str, &str, &str, &str); 12] = [
            ("wcmp", "a  b\nc", "a b c\n", "a b d"),
            ("ncmp", "1 -2\n3", "1 -2 3", "1 2 3"),
            ("lcmp", "1  2\n3\n\n", "1 2\n3\n", "1 2 3\n"),
            ("fcmp", "1 2\n3\n", "1 2\n3", "1  2\n3\n"),
            ("rcmp4", "1.00001", "1", "1.001"),
            ("rcmp6", "1000000.5", "1000000", "1.00001"),
            ("rcmp9", "1.0000000001", "1", "1.00000001"),
            ("rcmp", "0.000001", "0", "0.00001"),
            ("yesno", "yEs", "YES", "NO"),
            ("nyesno", "yes no", "YES NO", "YES YES"),
            (
                "hcmp",
                "123456789012345678901234567890",
                "123456789012345678901234567890",
                "123456789012345678901234567891",
            ),
            ("uncmp", "3 1 2", "1 2 3", "1 2 2"),
        ];
        for (name, good, answer, bad) in cases {
            assert_eq!(verdict(name, good, answer), Verdict::Ac, "{name} {good:?}");
            assert_ne!(verdict(name, bad, answer), Verdict::Ac, "{name} {bad:?}");
        }
    }

    #[test]
    fn malformed_outputs_and_answers() {
        assert_eq!(verdict("ncmp", "01", "1"), Verdict::Pe, "leading zero is no integer");
        assert_eq!(verdict("ncmp", "1 2", "1"), Verdict::Wa);
        assert_eq!(verdict("ncmp", "1", "x"), Verdict::Fail);
        assert_eq!(verdict("yesno", "maybe", "YES"), Verdict::Pe);
        assert_eq!(verdict("wcmp", "a", "a b"), Verdict::Wa);
        assert_eq!(verdict("nosuch", "a", "a"), Verdict::Fail);
    }

    #[test]
    fn number_checkers_say_which_token_and_why() {
        let said = |name: &str, output: &str, answer: &str| {
            let result = check(name, output.as_bytes(), answer.as_bytes());
            (result.verdict, result.message)
        };
        let cases: [(&str, &str, &str, Verdict, &str); 8] = [
            ("ncmp", "1 x", "1 2", Verdict::Pe, "expected an integer as the 2nd token, found `x`"),
            ("ncmp", "1 2", "1 y", Verdict::Fail, "the answer's 2nd token `y` is not an integer"),
            ("ncmp", "1 3", "1 2", Verdict::Wa, "2nd numbers differ - expected: '2', found: '3'"),
            ("ncmp", "1", "1 2", Verdict::Wa, "Answer contains 2 number(s), participant's output 1"),
            ("rcmp6", "x", "1", Verdict::Pe, "expected a number as the 1st token, found `x`"),
            ("rcmp6", "1", "y", Verdict::Fail, "the answer's 1st token `y` is not a number"),
            (
                "rcmp6",
                "1.5",
                "1",
                Verdict::Wa,
                "1st numbers differ - expected: '1', found: '1.5', error = '0.5'",
            ),
            ("rcmp6", "1 2", "1", Verdict::Wa, "Answer contains 1 number(s), participant's output 2"),
        ];
        for (name, output, answer, verdict, message) in cases {
            let (got, words) = said(name, output, answer);
            assert_eq!(got, verdict, "{name} {output:?} vs {answer:?}: {words}");
            assert!(words.contains(message), "{name} {output:?} vs {answer:?}: {words}");
        }
    }
}
