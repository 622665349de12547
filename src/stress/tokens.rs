//! An input seen as lines of whitespace-separated tokens, and the smaller variants the
//! shrinker tries: fewer lines, fewer tokens, lower numbers. Pure functions: what to try
//! is decided here, whether it still fails is decided by running programs elsewhere.
//!
//! Removing items from a list usually breaks the count that announces it (`3` then
//! `5 6 7`). Each removal therefore also comes in a variant that lowers one count-like
//! token: the nearest integer before the removed part whose value equals the length of
//! what it could be counting. Nothing here knows any input format.

use std::fmt;

/// Lines of tokens; rendered with single spaces and a newline after every line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tokens {
    lines: Vec<Vec<String>>,
}

impl Tokens {
    /// Splits `input` into lines and tokens; `None` when it is not UTF-8.
    pub fn parse(input: &[u8]) -> Option<Tokens> {
        let text = std::str::from_utf8(input).ok()?;
        let mut lines: Vec<Vec<String>> =
            text.lines().map(|line| line.split_whitespace().map(str::to_string).collect()).collect();
        while lines.last().is_some_and(Vec::is_empty) {
            lines.pop();
        }
        Some(Tokens { lines })
    }

    /// The input text: tokens joined by one space, each line ended by `\n`.
    pub fn render(&self) -> Vec<u8> {
        self.to_string().into_bytes()
    }

    /// Every variant with a chunk of `chunk` consecutive lines removed, in order of
    /// position; each removal is preceded by its count-fixed variant when there is one.
    pub fn without_line_chunks(&self, chunk: usize) -> Vec<Tokens> {
        let total = self.lines.len();
        let mut variants = Vec::new();
        for start in (0..total).step_by(chunk.max(1)) {
            let end = (start + chunk).min(total);
            let mut removed = self.clone();
            removed.lines.drain(start..end);
            // A count of "the lines below me" sits on an earlier line.
            let count = (0..start).rev().find_map(|line| {
                let wanted = (total - line - 1) as i128;
                self.lines[line].iter().rposition(|t| integer(t) == Some(wanted)).map(|i| (line, i))
            });
            if let Some((line, index)) = count {
                let mut fixed = removed.clone();
                fixed.lines[line][index] =
                    (integer(&self.lines[line][index]).unwrap_or(0) - (end - start) as i128).to_string();
                variants.push(fixed);
            }
            variants.push(removed);
        }
        variants
    }

    /// Every variant of line `line` with a chunk of `chunk` consecutive tokens removed,
    /// each preceded by its count-fixed variant when there is one.
    pub fn without_token_chunks(&self, line: usize, chunk: usize) -> Vec<Tokens> {
        let tokens = &self.lines[line];
        let total = tokens.len();
        let mut variants = Vec::new();
        for start in (0..total).step_by(chunk.max(1)) {
            let end = (start + chunk).min(total);
            let mut removed = self.clone();
            removed.lines[line].drain(start..end);
            if let Some((count_line, index)) = self.count_before(line, start) {
                let mut fixed = removed.clone();
                let value = integer(&self.lines[count_line][index]).unwrap_or(0) - (end - start) as i128;
                fixed.lines[count_line][index] = value.to_string();
                variants.push(fixed);
            }
            variants.push(removed);
        }
        variants
    }

    /// The nearest integer token before token `start` of `line` that counts the tokens
    /// of `line` after it (on the same line) or all of them (on an earlier line).
    fn count_before(&self, line: usize, start: usize) -> Option<(usize, usize)> {
        let total = self.lines[line].len();
        let same_line =
            (0..start).rev().find(|&i| integer(&self.lines[line][i]) == Some((total - i - 1) as i128));
        if let Some(index) = same_line {
            return Some((line, index));
        }
        (0..line).rev().find_map(|earlier| {
            self.lines[earlier].iter().rposition(|t| integer(t) == Some(total as i128)).map(|i| (earlier, i))
        })
    }

    /// Variants with one integer token moved toward 0: first 0 itself, then by halving the
    /// distance (x/2, 3x/4, ...), finally x - 1; for every integer token in order.
    pub fn with_lower_numbers(&self) -> Vec<Tokens> {
        let mut variants = Vec::new();
        for (line, tokens) in self.lines.iter().enumerate() {
            for (index, token) in tokens.iter().enumerate() {
                let Some(value) = integer(token) else { continue };
                for lower in lower_values(value) {
                    let mut variant = self.clone();
                    variant.lines[line][index] = lower.to_string();
                    variants.push(variant);
                }
            }
        }
        variants
    }

    /// Number of lines.
    pub fn line_count(&self) -> usize {
        self.lines.len()
    }

    /// Number of tokens on `line`.
    pub fn tokens_on(&self, line: usize) -> usize {
        self.lines[line].len()
    }
}

impl fmt::Display for Tokens {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for line in &self.lines {
            writeln!(f, "{}", line.join(" "))?;
        }
        Ok(())
    }
}

/// The value of a decimal integer token written canonically (`7`, `-3`; not `007`, `+7`).
fn integer(token: &str) -> Option<i128> {
    let value: i128 = token.parse().ok()?;
    (value.to_string() == token).then_some(value)
}

/// Values strictly closer to 0 than `value`, most aggressive first, without repeats.
fn lower_values(value: i128) -> Vec<i128> {
    let mut values = Vec::new();
    let distance = value.abs();
    if distance == 0 {
        return values;
    }
    values.push(0);
    // value - sign * (distance - distance / 2^k): x/2, 3x/4, ..., x - 1.
    let sign = value.signum();
    let mut step = distance / 2;
    loop {
        let candidate = value - sign * step.max(1);
        if candidate != 0 && values.last() != Some(&candidate) {
            values.push(candidate);
        }
        if step <= 1 {
            break;
        }
        step /= 2;
    }
    values
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Tokens {
        Tokens::parse(text.as_bytes()).unwrap()
    }

    fn texts(variants: &[Tokens]) -> Vec<String> {
        variants.iter().map(Tokens::to_string).collect()
    }

    #[test]
    fn rendering_normalises_whitespace_and_keeps_lines() {
        let tokens = parse("3  1\r\n\t5 6 7  \n\n");
        assert_eq!(tokens.to_string(), "3 1\n5 6 7\n");
        assert_eq!(Tokens::parse(b"\xff"), None);
        assert_eq!(parse("").to_string(), "");
    }

    #[test]
    fn removing_tokens_also_fixes_the_count_on_an_earlier_line() {
        let variants = parse("3\n5 6 7\n").without_token_chunks(1, 1);
        assert_eq!(
            texts(&variants),
            ["2\n6 7\n", "3\n6 7\n", "2\n5 7\n", "3\n5 7\n", "2\n5 6\n", "3\n5 6\n"]
        );
    }

    #[test]
    fn removing_tokens_fixes_a_count_on_the_same_line() {
        let variants = parse("3 5 6 7\n").without_token_chunks(0, 2);
        // Removing the count itself has no count to fix; then `6 7` goes and 3 becomes 1.
        assert_eq!(texts(&variants), ["6 7\n", "1 5\n", "3 5\n"]);
    }

    #[test]
    fn removing_lines_fixes_a_count_of_the_lines_below() {
        let variants = parse("2 9\n4\n8\n").without_line_chunks(1);
        assert_eq!(texts(&variants), ["4\n8\n", "1 9\n8\n", "2 9\n8\n", "1 9\n4\n", "2 9\n4\n"]);
    }

    #[test]
    fn numbers_move_toward_zero_most_aggressive_first() {
        assert_eq!(lower_values(10), [0, 5, 8, 9]);
        assert_eq!(lower_values(1), [0]);
        assert_eq!(lower_values(2), [0, 1]);
        assert_eq!(lower_values(-6), [0, -3, -5]);
        assert!(lower_values(0).is_empty());
        let variants = parse("2 x 007\n").with_lower_numbers();
        assert_eq!(texts(&variants), ["0 x 007\n", "1 x 007\n"]);
    }
}
