//! testlib's standard checkers (`std::wcmp.cpp`, ...), which Polygon packages name instead of
//! shipping a checker, judged natively as testlib's sources do: the output is read the way the
//! checker reads it (tokens, lines, integers, doubles) and compared with the answer.

use super::checker::CheckerVerdict;
use super::text::clip;
use super::verdict::Verdict;

/// The standard checkers nimkit judges natively: every checker of testlib's `checkers/` folder
/// but the two examples of scored checking (`pointscmp`, `pointsinfo`).
pub const KNOWN: [&str; 19] = [
    "wcmp", "ncmp", "lcmp", "fcmp", "rcmp", "rcmp4", "rcmp6", "rcmp9", "rncmp", "dcmp", "acmp", "yesno",
    "nyesno", "hcmp", "uncmp", "icmp", "caseicmp", "casencmp", "casewcmp",
];

pub fn is_known(name: &str) -> bool {
    KNOWN.contains(&name)
}

/// Why a check ended other than AC: the verdict and testlib's words for it.
type Stop = (Verdict, String);
type Checked = Result<String, Stop>;

/// One of the two files as testlib's `InStream` reads it in a checker (not strict): blanks are
/// space, tab, CR and LF only; a read that fails on the output is PE (an early end too), on the
/// answer it is the jury's fault, FAIL.
struct Stream<'a> {
    bytes: &'a [u8],
    at: usize,
    is_answer: bool,
}

fn is_blank(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\r' | b'\n')
}

impl<'a> Stream<'a> {
    fn output(bytes: &'a [u8]) -> Self {
        Stream { bytes, at: 0, is_answer: false }
    }

    fn answer(bytes: &'a [u8]) -> Self {
        Stream { bytes, at: 0, is_answer: true }
    }

    /// A stop while reading this file: the answer's problems are the package's.
    fn fault(&self, verdict: Verdict, message: String) -> Stop {
        if self.is_answer {
            (Verdict::Fail, format!("the answer: {message}"))
        } else {
            (verdict, message)
        }
    }

    fn seek_eof(&mut self) -> bool {
        while self.bytes.get(self.at).copied().is_some_and(is_blank) {
            self.at += 1;
        }
        self.at >= self.bytes.len()
    }

    fn eof(&self) -> bool {
        self.at >= self.bytes.len()
    }

    fn word(&mut self) -> Result<&'a [u8], Stop> {
        if self.seek_eof() {
            return Err(self.fault(Verdict::Pe, "Unexpected end of file - token expected".to_string()));
        }
        let start = self.at;
        while self.bytes.get(self.at).is_some_and(|&b| !is_blank(b)) {
            self.at += 1;
        }
        Ok(&self.bytes[start..self.at])
    }

    /// A number as testlib's `readLong`, `readInt` or `readDouble` reads it: `eof_name` for the
    /// early end's message, `name` for a token that `parse` refuses.
    fn number<T>(
        &mut self,
        eof_name: &str,
        name: &str,
        parse: impl Fn(&[u8]) -> Option<T>,
    ) -> Result<T, Stop> {
        if self.seek_eof() {
            return Err(self.fault(Verdict::Pe, format!("Unexpected end of file - {eof_name} expected")));
        }
        let word = self.word()?;
        parse(word)
            .ok_or_else(|| self.fault(Verdict::Pe, format!("Expected {name}, but \"{}\" found", show(word))))
    }

    fn long(&mut self) -> Result<i64, Stop> {
        self.number("int64", "integer", integer)
    }

    fn int(&mut self) -> Result<i64, Stop> {
        self.number("int32", "int32", |word| integer(word).filter(|value| i32::try_from(*value).is_ok()))
    }

    fn double(&mut self) -> Result<f64, Stop> {
        self.number("double", "double", double)
    }

    /// The rest of the line, without its CR LF or LF (empty at the end of the file).
    fn line(&mut self) -> &'a [u8] {
        let start = self.at;
        while self.at < self.bytes.len() && self.bytes[self.at] != b'\n' {
            if self.bytes[self.at] == b'\r' && self.bytes.get(self.at + 1) == Some(&b'\n') {
                break;
            }
            self.at += 1;
        }
        let line = &self.bytes[start..self.at];
        if self.bytes[self.at..].starts_with(b"\r\n") {
            self.at += 2;
        } else if self.at < self.bytes.len() {
            self.at += 1;
        }
        line
    }
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

/// testlib's `doubleCompare`: within `error` absolutely or relatively; NaN only matches NaN and
/// an infinity only the same infinity.
fn double_close(expected: f64, actual: f64, error: f64) -> bool {
    let error = error + 1e-15;
    if expected.is_nan() || actual.is_nan() {
        return expected.is_nan() && actual.is_nan();
    }
    if expected.is_infinite() || actual.is_infinite() {
        return expected == actual;
    }
    if (actual - expected).abs() <= error {
        return true;
    }
    let (low, high) = (expected * (1.0 - error), expected * (1.0 + error));
    low.min(high) <= actual && actual <= low.max(high)
}

/// Whether `found` is close enough to `expected`: within `error` absolutely only, or absolutely
/// or relatively ([`double_close`]).
fn close_enough(expected: f64, found: f64, error: f64, absolute_only: bool) -> bool {
    if absolute_only {
        within_absolute(expected, found, error)
    } else {
        double_close(expected, found, error)
    }
}

/// testlib's absolute test `fabs(j - p) > EPS + 1e-15` negated: a NaN difference (one
/// infinity minus the same) is not over the error, so it passes.
fn within_absolute(expected: f64, found: f64, error: f64) -> bool {
    use std::cmp::Ordering::{Equal, Less};
    matches!((expected - found).abs().partial_cmp(&(error + 1e-15)), Some(Less | Equal) | None)
}

/// A signed 64-bit integer as testlib reads one: digits after an optional `-`, at most 20
/// characters, no leading zero, no `-0`, in range.
fn integer(token: &[u8]) -> Option<i64> {
    let digits = if token.len() > 1 { token.strip_prefix(b"-").unwrap_or(token) } else { token };
    let canonical = !token.is_empty()
        && token.len() <= 20
        && !digits.is_empty()
        && digits.iter().all(u8::is_ascii_digit)
        && (digits == b"0" || digits[0] != b'0')
        && token != b"-0";
    if canonical {
        std::str::from_utf8(token).ok()?.parse().ok()
    } else {
        None
    }
}

/// A double as testlib reads one: only digits, `.`, `e`, `E`, `+`, `-` (so no `inf`, `nan` or
/// hexadecimal), at least one digit, at most one point and one exponent mark, then whatever
/// glibc's `%lf` reads whole (a bare exponent mark at the end counts as none; too large is an
/// infinity).
fn double(token: &[u8]) -> Option<f64> {
    let count = |set: &[u8]| token.iter().filter(|b| set.contains(b)).count();
    let allowed = token.iter().all(|b| b.is_ascii_digit() || b"+-.eE".contains(b));
    let plausible = count(b"0123456789") > 0
        && count(b"-") <= 2
        && count(b"+") <= 2
        && count(b".") <= 1
        && count(b"eE") <= 1;
    if allowed && plausible {
        super::scanf::whole_double(token)
    } else {
        None
    }
}

/// Judges `output` against `answer` with the standard checker `name`, as testlib's own source of
/// it does; a name not in [`KNOWN`] is FAIL (the package is refused before judging in that case).
pub fn check(name: &str, output: &[u8], answer: &[u8]) -> CheckerVerdict {
    let (mut ouf, mut ans) = (Stream::output(output), Stream::answer(answer));
    let checked = match name {
        "wcmp" => words(&mut ouf, &mut ans),
        "ncmp" => integers(&mut ouf, &mut ans),
        "uncmp" => unordered(&mut ouf, &mut ans),
        "icmp" => single_int(&mut ouf, &mut ans),
        "hcmp" => huge(&mut ouf, &mut ans),
        "lcmp" => lines(&mut ouf, &mut ans, true),
        "fcmp" => lines(&mut ouf, &mut ans, false),
        "rcmp" | "acmp" => single_double(&mut ouf, &mut ans, 1.5e-6, true),
        "dcmp" => single_double(&mut ouf, &mut ans, 1e-6, false),
        "rcmp4" => doubles(&mut ouf, &mut ans, 1e-4, false),
        "rcmp6" => doubles(&mut ouf, &mut ans, 1e-6, false),
        "rcmp9" => doubles(&mut ouf, &mut ans, 1e-9, false),
        "rncmp" => doubles(&mut ouf, &mut ans, 1.5e-5, true),
        "yesno" => yes_no(&mut ouf, &mut ans),
        "nyesno" => yes_nos(&mut ouf, &mut ans),
        "caseicmp" => case_integer(&mut ouf, &mut ans),
        "casencmp" => case_lists(&mut ouf, &mut ans, true),
        "casewcmp" => case_lists(&mut ouf, &mut ans, false),
        other => Err((Verdict::Fail, format!("std::{other}.cpp is not a standard checker nimkit knows"))),
    };
    // testlib's last word on an accepted output: anything but blanks left in it is PE.
    let checked = checked.and_then(|message| {
        if ouf.seek_eof() {
            Ok(message)
        } else {
            Err((Verdict::Pe, "Extra information in the output file".to_string()))
        }
    });
    match checked {
        Ok(message) => CheckerVerdict { verdict: Verdict::Ac, message },
        Err((verdict, message)) => CheckerVerdict { verdict, message },
    }
}

fn wrong(message: String) -> Stop {
    (Verdict::Wa, message)
}

/// Both files have a token left.
fn both_go_on(ouf: &mut Stream, ans: &mut Stream) -> bool {
    !ans.seek_eof() && !ouf.seek_eof()
}

/// `wcmp`: token sequences, equal token by token and of one length.
fn words(ouf: &mut Stream, ans: &mut Stream) -> Checked {
    let mut n = 0;
    while both_go_on(ouf, ans) {
        n += 1;
        let (expected, found) = (ans.word()?, ouf.word()?);
        if expected != found {
            return Err(wrong(format!(
                "{} words differ - expected: '{}', found: '{}'",
                ordinal(n),
                show(expected),
                show(found)
            )));
        }
    }
    match (ans.seek_eof(), ouf.seek_eof()) {
        (true, true) => Ok(format!("{n} tokens")),
        (true, false) => Err(wrong("Participant output contains extra tokens".to_string())),
        _ => Err(wrong("Unexpected EOF in the participants output".to_string())),
    }
}

/// What is left of a number sequence, read to its end (a malformed number still stops it).
fn count_rest<'a, T>(
    stream: &mut Stream<'a>,
    read: impl Fn(&mut Stream<'a>) -> Result<T, Stop>,
) -> Result<usize, Stop> {
    let mut count = 0;
    while !stream.seek_eof() {
        read(stream)?;
        count += 1;
    }
    Ok(count)
}

/// After `n` pairs, what each file had left: any is a sequence longer than the other, WA.
fn same_length(n: usize, more_expected: usize, more_found: usize) -> Result<(), Stop> {
    if more_expected > 0 {
        return Err(wrong(format!(
            "Answer contains longer sequence [length = {}], but output contains {n} elements",
            n + more_expected
        )));
    }
    if more_found > 0 {
        return Err(wrong(format!(
            "Output contains longer sequence [length = {}], but answer contains {n} elements",
            n + more_found
        )));
    }
    Ok(())
}

/// `ncmp`: sequences of 64-bit integers, equal in order and length.
fn integers(ouf: &mut Stream, ans: &mut Stream) -> Checked {
    let mut n = 0;
    while both_go_on(ouf, ans) {
        n += 1;
        let (expected, found) = (ans.long()?, ouf.long()?);
        if expected != found {
            return Err(wrong(format!(
                "{} numbers differ - expected: '{expected}', found: '{found}'",
                ordinal(n)
            )));
        }
    }
    same_length(n, count_rest(ans, |s| s.long())?, count_rest(ouf, |s| s.long())?)?;
    Ok(format!("{n} numbers"))
}

/// `uncmp`: the same 64-bit integers in any order.
fn unordered(ouf: &mut Stream, ans: &mut Stream) -> Checked {
    let read_all = |stream: &mut Stream| -> Result<Vec<i64>, Stop> {
        let mut all = Vec::new();
        while !stream.seek_eof() {
            all.push(stream.long()?);
        }
        all.sort_unstable();
        Ok(all)
    };
    let expected = read_all(ans)?;
    let found = read_all(ouf)?;
    if expected.len() != found.len() {
        return Err(wrong(format!("Expected {} elements, but {} found", expected.len(), found.len())));
    }
    if expected != found {
        return Err(wrong(format!(
            "Expected sequence and output are different (as unordered sequences) [size={}]",
            expected.len()
        )));
    }
    Ok(format!("{} numbers", expected.len()))
}

/// `icmp`: one 32-bit integer.
fn single_int(ouf: &mut Stream, ans: &mut Stream) -> Checked {
    let (expected, found) = (ans.int()?, ouf.int()?);
    if expected != found {
        return Err(wrong(format!("expected {expected}, found {found}")));
    }
    Ok(format!("answer is {expected}"))
}

/// `hcmp`: one integer of any length.
fn huge(ouf: &mut Stream, ans: &mut Stream) -> Checked {
    let numeric = |t: &[u8]| {
        let digits = t.strip_prefix(b"-").unwrap_or(t);
        t == b"0" || (!digits.is_empty() && digits[0] != b'0' && digits.iter().all(u8::is_ascii_digit))
    };
    let expected = ans.word()?;
    let found = ouf.word()?;
    if !numeric(expected) {
        return Err((Verdict::Fail, format!("the answer: {} is not a valid integer", show(expected))));
    }
    if !ans.seek_eof() {
        return Err((Verdict::Fail, "the answer: expected exactly one token in the answer file".to_string()));
    }
    if !numeric(found) {
        return Err((Verdict::Pe, format!("{} is not a valid integer", show(found))));
    }
    if expected != found {
        return Err(wrong(format!("expected '{}', found '{}'", show(expected), show(found))));
    }
    Ok(format!("answer is '{}'", show(expected)))
}

/// `lcmp` (the tokens of each line) and `fcmp` (each line exactly): the answer's lines, to its
/// last non-empty one, against as many lines of the output; what the output has after them must
/// be blank.
fn lines(ouf: &mut Stream, ans: &mut Stream, by_tokens: bool) -> Checked {
    // `lcmp` splits a line as C++'s `>>` does: on every ASCII space, vertical tab and form feed too.
    let tokens = |line: &[u8]| -> Vec<Vec<u8>> {
        line.split(|b| b.is_ascii_whitespace() || *b == 0x0b)
            .filter(|t| !t.is_empty())
            .map(<[u8]>::to_vec)
            .collect()
    };
    let mut n = 0;
    while !ans.eof() {
        let expected = ans.line();
        if expected.is_empty() && ans.eof() {
            break;
        }
        let found = ouf.line();
        n += 1;
        let same = if by_tokens { tokens(expected) == tokens(found) } else { expected == found };
        if !same {
            return Err(wrong(format!(
                "{} lines differ - expected: '{}', found: '{}'",
                ordinal(n),
                show(expected),
                show(found)
            )));
        }
    }
    Ok(format!("{n} lines"))
}

/// `rcmp` and `acmp` (absolute error) and `dcmp` (absolute or relative): one double.
fn single_double(ouf: &mut Stream, ans: &mut Stream, error: f64, absolute_only: bool) -> Checked {
    let (expected, found) = (ans.double()?, ouf.double()?);
    if !close_enough(expected, found, error, absolute_only) {
        return Err(wrong(format!("expected {expected:.10}, found {found:.10}")));
    }
    Ok(format!("answer is {expected:.10}"))
}

/// `rcmp4`, `rcmp6`, `rcmp9` (absolute or relative error) and `rncmp` (absolute): as many
/// doubles as the answer has, each close enough.
fn doubles(ouf: &mut Stream, ans: &mut Stream, error: f64, absolute_only: bool) -> Checked {
    let mut n = 0;
    while !ans.seek_eof() {
        n += 1;
        let (expected, found) = (ans.double()?, ouf.double()?);
        if !close_enough(expected, found, error, absolute_only) {
            return Err(wrong(format!(
                "{} numbers differ - expected: '{expected:.10}', found: '{found:.10}', error = '{:.10}'",
                ordinal(n),
                (expected - found).abs()
            )));
        }
    }
    Ok(format!("{n} numbers"))
}

fn is_yes_or_no(word: &[u8]) -> bool {
    word.eq_ignore_ascii_case(b"yes") || word.eq_ignore_ascii_case(b"no")
}

/// `yesno`: one YES or NO, in any case.
fn yes_no(ouf: &mut Stream, ans: &mut Stream) -> Checked {
    let (expected, found) = (ans.word()?, ouf.word()?);
    if !is_yes_or_no(expected) {
        return Err((Verdict::Fail, format!("the answer: YES or NO expected, but {} found", show(expected))));
    }
    if !is_yes_or_no(found) {
        return Err((Verdict::Pe, format!("YES or NO expected, but {} found", show(found))));
    }
    if !expected.eq_ignore_ascii_case(found) {
        return Err(wrong(format!("expected {}, found {}", show(expected), show(found))));
    }
    Ok(format!("answer is {}", show(&expected.to_ascii_uppercase())))
}

/// `nyesno`: a sequence of YES and NO, in any case.
fn yes_nos(ouf: &mut Stream, ans: &mut Stream) -> Checked {
    let mut n = 0;
    while both_go_on(ouf, ans) {
        n += 1;
        let (expected, found) = (ans.word()?, ouf.word()?);
        if !is_yes_or_no(expected) {
            return Err((
                Verdict::Fail,
                format!(
                    "the answer: YES or NO expected, but {} found [{} token]",
                    show(expected),
                    ordinal(n)
                ),
            ));
        }
        if !is_yes_or_no(found) {
            return Err((
                Verdict::Pe,
                format!("YES or NO expected, but {} found [{} token]", show(found), ordinal(n)),
            ));
        }
        if !expected.eq_ignore_ascii_case(found) {
            return Err(wrong(format!(
                "expected {}, found {} [{} token]",
                show(expected),
                show(found),
                ordinal(n)
            )));
        }
    }
    same_length(n, count_rest(ans, |s| s.word())?, count_rest(ouf, |s| s.word())?)?;
    Ok(format!("{n} token(s)"))
}

/// `Case` then `i:`, the header of test case `i` in the `case*cmp` checkers' format.
fn case_header(stream: &mut Stream, case: usize, read_case_word: bool) -> Result<(), Stop> {
    if read_case_word {
        let word = stream.word()?;
        if word != b"Case" {
            return Err(stream.fault(
                Verdict::Pe,
                format!("Expected 'Case' but found '{}' [test case {case}]", show(word)),
            ));
        }
    }
    let number = stream.word()?;
    if number != format!("{case}:").as_bytes() {
        return Err(stream.fault(
            Verdict::Pe,
            format!("Expected '{case}:' but found '{}' [test case {case}]", show(number)),
        ));
    }
    Ok(())
}

/// `caseicmp`: `Case 1: <int64>`, `Case 2: <int64>`, ...; the same numbers, then as many cases.
fn case_integer(ouf: &mut Stream, ans: &mut Stream) -> Checked {
    let read = |stream: &mut Stream| -> Result<Vec<i64>, Stop> {
        let mut values = Vec::new();
        while !stream.seek_eof() {
            case_header(stream, values.len() + 1, true)?;
            values.push(stream.long()?);
        }
        Ok(values)
    };
    let expected = read(ans)?;
    let found = read(ouf)?;
    if let Some(case) = expected.iter().zip(&found).position(|(e, f)| e != f) {
        return Err(wrong(format!(
            "Expected {} found {} [test case {}]",
            expected[case],
            found[case],
            case + 1
        )));
    }
    if expected.len() != found.len() {
        return Err((
            Verdict::Pe,
            format!("Expected {} test case(s) but found {}", expected.len(), found.len()),
        ));
    }
    Ok(format!("{} case(s)", expected.len()))
}

/// `casencmp` (integers) and `casewcmp` (tokens): `Case 1: <tokens>`, ... up to the next `Case`;
/// the output's case i must hold the answer's tokens, as many cases as the answer has.
fn case_lists(ouf: &mut Stream, ans: &mut Stream, check_integers: bool) -> Checked {
    /// One case's tokens; whether the next `Case` was read already.
    fn read_case<'a>(
        stream: &mut Stream<'a>,
        case: usize,
        case_word_read: &mut bool,
        check_integers: bool,
    ) -> Result<Vec<&'a [u8]>, Stop> {
        case_header(stream, case, !*case_word_read)?;
        *case_word_read = false;
        let mut tokens = Vec::new();
        while !stream.seek_eof() {
            let token = stream.word()?;
            if token == b"Case" {
                *case_word_read = true;
                break;
            }
            // testlib's `casencmp` reads a number through the token's C string: a NUL ends it.
            let token = if check_integers { token.split(|&b| b == 0).next().unwrap_or(token) } else { token };
            if check_integers && integer(token).is_none() {
                return Err(
                    stream.fault(Verdict::Pe, format!("Expected integer, but \"{}\" found", show(token)))
                );
            }
            tokens.push(token);
        }
        Ok(tokens)
    }
    let shown = |tokens: &[&[u8]]| {
        let text = tokens.iter().map(|t| show(t)).collect::<Vec<_>>().join(" ");
        format!("\"{}\" [size={}]", clip(&text, 64), tokens.len())
    };
    let (mut ans_read, mut ouf_read) = (false, false);
    let mut case = 0;
    while !ans.seek_eof() {
        case += 1;
        let expected = read_case(ans, case, &mut ans_read, check_integers)?;
        let found = read_case(ouf, case, &mut ouf_read, check_integers)?;
        if expected != found {
            return Err(wrong(format!(
                "Sequences differ: jury has {}, but participant has {} [test case {case}]",
                shown(&expected),
                shown(&found)
            )));
        }
    }
    Ok(format!("{case} test case(s)"))
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
        let cases: [(&str, &str, &str, Verdict, &str); 10] = [
            ("ncmp", "1 x", "1 2", Verdict::Pe, "Expected integer, but \"x\" found"),
            ("ncmp", "1 2", "1 y", Verdict::Fail, "the answer: Expected integer, but \"y\" found"),
            ("ncmp", "1 3", "1 2", Verdict::Wa, "2nd numbers differ - expected: '2', found: '3'"),
            (
                "ncmp",
                "1",
                "1 2",
                Verdict::Wa,
                "Answer contains longer sequence [length = 2], but output contains 1",
            ),
            ("rcmp6", "x", "1", Verdict::Pe, "Expected double, but \"x\" found"),
            ("rcmp6", "1", "y", Verdict::Fail, "the answer: Expected double, but \"y\" found"),
            (
                "rcmp6",
                "1.5",
                "1",
                Verdict::Wa,
                "1st numbers differ - expected: '1.0000000000', found: '1.5000000000'",
            ),
            // Past the answer's numbers the output must end: testlib's "extra information" is PE.
            ("rcmp6", "1 2", "1", Verdict::Pe, "Extra information in the output file"),
            ("icmp", "2147483648", "1", Verdict::Pe, "Expected int32"),
            (
                "caseicmp",
                "Case 1: 5\nCase 3: 6",
                "Case 1: 5\nCase 2: 6",
                Verdict::Pe,
                "Expected '2:' but found '3:'",
            ),
        ];
        for (name, output, answer, verdict, message) in cases {
            let (got, words) = said(name, output, answer);
            assert_eq!(got, verdict, "{name} {output:?} vs {answer:?}: {words}");
            assert!(words.contains(message), "{name} {output:?} vs {answer:?}: {words}");
        }
    }

    /// testlib's own verdicts, recorded from its compiled checkers (tests/data/testlib-checkers.txt
    /// says how): every pair must get the same verdict here.
    #[test]
    fn every_checker_agrees_with_testlib_on_its_recorded_verdicts() {
        use crate::judge::text::unescape;
        let data = include_str!("../../tests/data/testlib-checkers.txt");
        let mut checked = 0;
        let mut disagreements = Vec::new();
        for line in data.lines().filter(|l| !l.starts_with('#')) {
            let fields: Vec<&str> = line.split('\t').collect();
            let [name, expected, output, answer] = fields[..] else { panic!("bad line {line:?}") };
            let got = check(name, &unescape(output), &unescape(answer));
            if got.verdict.as_str() != expected {
                disagreements.push(format!(
                    "{name}: testlib {expected}, here {} ({}) on {line:?}",
                    got.verdict, got.message
                ));
            }
            checked += 1;
        }
        assert!(checked > 1500, "only {checked} recorded pairs");
        let checkers: std::collections::BTreeSet<&str> =
            data.lines().filter(|l| !l.starts_with('#')).filter_map(|l| l.split('\t').next()).collect();
        assert_eq!(checkers.len(), KNOWN.len(), "every known checker has recorded verdicts: {checkers:?}");
        assert!(
            disagreements.is_empty(),
            "{} of {checked}:\n{}",
            disagreements.len(),
            disagreements.join("\n")
        );
    }
}
