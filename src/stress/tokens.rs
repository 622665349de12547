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

    /// Every edit removing a chunk of `chunk` consecutive lines, in order of position;
    /// each removal is preceded by its count-fixed variant when there is one.
    pub fn line_chunk_removals(&self, chunk: usize) -> Vec<Edit> {
        let total = self.lines.len();
        // counts[j]: the last token of line j whose value is the number of lines below it.
        let counts: Vec<Option<usize>> = (0..total)
            .map(|j| self.lines[j].iter().rposition(|t| integer(t) == Some((total - j - 1) as i128)))
            .collect();
        let mut nearest: Option<(usize, usize)> = None;
        let mut edits = Vec::new();
        let mut next_line = 0;
        for start in (0..total).step_by(chunk.max(1)) {
            // The nearest count on a line above `start`.
            while next_line < start {
                if let Some(index) = counts[next_line] {
                    nearest = Some((next_line, index));
                }
                next_line += 1;
            }
            let end = (start + chunk).min(total);
            if let Some(fix) = nearest.map(|(line, index)| self.lowered_count(line, index, end - start)) {
                edits.push(Edit::RemoveLines { start, end, fix: Some(fix) });
            }
            edits.push(Edit::RemoveLines { start, end, fix: None });
        }
        edits
    }

    /// Every edit removing a chunk of `chunk` consecutive tokens of line `line`, each
    /// preceded by its count-fixed variant when there is one.
    pub fn token_chunk_removals(&self, line: usize, chunk: usize) -> Vec<Edit> {
        let tokens = &self.lines[line];
        let total = tokens.len();
        // A count on an earlier line counts the whole line.
        let earlier = (0..line).rev().find_map(|j| {
            self.lines[j].iter().rposition(|t| integer(t) == Some(total as i128)).map(|i| (j, i))
        });
        let mut nearest_same_line: Option<usize> = None;
        let mut next_token = 0;
        let mut edits = Vec::new();
        for start in (0..total).step_by(chunk.max(1)) {
            // A count on this line counts the tokens after it.
            while next_token < start {
                if integer(&tokens[next_token]) == Some((total - next_token - 1) as i128) {
                    nearest_same_line = Some(next_token);
                }
                next_token += 1;
            }
            let end = (start + chunk).min(total);
            let count = nearest_same_line.map(|i| (line, i)).or(earlier);
            if let Some(fix) = count.map(|(j, i)| self.lowered_count(j, i, end - start)) {
                edits.push(Edit::RemoveTokens { line, start, end, fix: Some(fix) });
            }
            edits.push(Edit::RemoveTokens { line, start, end, fix: None });
        }
        edits
    }

    fn lowered_count(&self, line: usize, index: usize, removed: usize) -> SetNumber {
        let value = integer(&self.lines[line][index]).unwrap_or(0) - removed as i128;
        SetNumber { line, index, value }
    }

    /// Edits moving one integer token toward 0: first 0 itself, then by halving the
    /// distance (x/2, 3x/4, ...), finally x - 1; for every integer token in order.
    pub fn number_lowerings(&self) -> Vec<Edit> {
        let mut edits = Vec::new();
        for (line, tokens) in self.lines.iter().enumerate() {
            for (index, token) in tokens.iter().enumerate() {
                let Some(value) = integer(token) else { continue };
                for lower in lower_values(value) {
                    edits.push(Edit::Set(SetNumber { line, index, value: lower }));
                }
            }
        }
        edits
    }

    /// The input after `edit`.
    pub fn apply(&self, edit: &Edit) -> Tokens {
        let mut tokens = self.clone();
        // The count sits before the removed part, so set it first: its position holds.
        let set = |tokens: &mut Tokens, fix: &SetNumber| {
            tokens.lines[fix.line][fix.index] = fix.value.to_string();
        };
        match edit {
            Edit::RemoveLines { start, end, fix } => {
                if let Some(fix) = fix {
                    set(&mut tokens, fix);
                }
                tokens.lines.drain(*start..*end);
            }
            Edit::RemoveTokens { line, start, end, fix } => {
                if let Some(fix) = fix {
                    set(&mut tokens, fix);
                }
                tokens.lines[*line].drain(*start..*end);
            }
            Edit::Set(fix) => set(&mut tokens, fix),
        }
        tokens
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

/// One token becomes the integer `value`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetNumber {
    pub line: usize,
    pub index: usize,
    pub value: i128,
}

/// A small change to an input; candidates are kept as edits so that a batch over a long
/// input costs memory in proportion to the batch, not to batch times input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Lines `start..end` go; `fix` lowers the count that announced them.
    RemoveLines { start: usize, end: usize, fix: Option<SetNumber> },
    /// Tokens `start..end` of `line` go; `fix` lowers the count that announced them.
    RemoveTokens { line: usize, start: usize, end: usize, fix: Option<SetNumber> },
    /// A number moves toward 0.
    Set(SetNumber),
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

    fn texts(tokens: &Tokens, edits: &[Edit]) -> Vec<String> {
        edits.iter().map(|edit| tokens.apply(edit).to_string()).collect()
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
        let tokens = parse("3\n5 6 7\n");
        assert_eq!(
            texts(&tokens, &tokens.token_chunk_removals(1, 1)),
            ["2\n6 7\n", "3\n6 7\n", "2\n5 7\n", "3\n5 7\n", "2\n5 6\n", "3\n5 6\n"]
        );
    }

    #[test]
    fn removing_tokens_fixes_a_count_on_the_same_line() {
        let tokens = parse("3 5 6 7\n");
        // Removing the count itself has no count to fix; then `6 7` goes and 3 becomes 1.
        assert_eq!(texts(&tokens, &tokens.token_chunk_removals(0, 2)), ["6 7\n", "1 5\n", "3 5\n"]);
    }

    #[test]
    fn removing_lines_fixes_a_count_of_the_lines_below() {
        let tokens = parse("2 9\n4\n8\n");
        assert_eq!(
            texts(&tokens, &tokens.line_chunk_removals(1)),
            ["4\n8\n", "1 9\n8\n", "2 9\n8\n", "1 9\n4\n", "2 9\n4\n"]
        );
    }

    #[test]
    fn a_long_line_gives_one_or_two_edits_per_chunk() {
        let line: Vec<String> = (0..20_000).map(|i| (i % 7).to_string()).collect();
        let tokens = parse(&format!("20000\n{}\n", line.join(" ")));
        let edits = tokens.token_chunk_removals(1, 1);
        assert_eq!(edits.len(), 40_000);
        assert_eq!(tokens.apply(&edits[0]).to_string().lines().next(), Some("19999"));
    }

    #[test]
    fn numbers_move_toward_zero_most_aggressive_first() {
        assert_eq!(lower_values(10), [0, 5, 8, 9]);
        assert_eq!(lower_values(1), [0]);
        assert_eq!(lower_values(2), [0, 1]);
        assert_eq!(lower_values(-6), [0, -3, -5]);
        assert!(lower_values(0).is_empty());
        let tokens = parse("2 x 007\n");
        assert_eq!(texts(&tokens, &tokens.number_lowerings()), ["0 x 007\n", "1 x 007\n"]);
    }
}
