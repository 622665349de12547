//! An input seen as lines of whitespace-separated tokens, and the smaller variants the
//! shrinker tries, as small edits: fewer lines, fewer tokens, lower numbers (one number, or
//! a whole line / every large number at once by a map that keeps XOR relations). Pure
//! functions: what to try is decided here, whether it still fails is decided elsewhere.
//!
//! Removing items from a list usually breaks the count that announces it (`3` then
//! `5 6 7`). Each removal therefore also comes in variants that lower a count-like token:
//! an integer before the removed part whose value equals the length of what it could be
//! counting. Nothing here knows any input format.

use std::fmt;

/// How many integers near the top of an input may be taken for counts of lines.
const COUNT_CANDIDATES: usize = 64;

/// Numbers above this are only moved in coarse steps (no distance below 1/2^20 of them):
/// crawling down a 60-bit value by ones would spend the whole budget on one token.
const FINE_STEPS_UP_TO: i128 = 1 << 20;

/// Lines of tokens; rendered with single spaces and a newline after every line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tokens {
    lines: Vec<Vec<String>>,
}

impl Tokens {
    /// Splits `input` into lines and tokens; `None` when it is not UTF-8. Blank lines stay,
    /// at the end too: a game with no heaps is a count of 0 and a blank line, and a reader of
    /// lines (the zero-empty mistake) sees a different input without it.
    pub fn parse(input: &[u8]) -> Option<Tokens> {
        let text = std::str::from_utf8(input).ok()?;
        let lines: Vec<Vec<String>> =
            text.lines().map(|line| line.split_whitespace().map(str::to_string).collect()).collect();
        Some(Tokens { lines })
    }

    /// The input text: tokens joined by one space, each line ended by `\n`.
    pub fn render(&self) -> Vec<u8> {
        self.to_string().into_bytes()
    }

    /// Every edit removing a chunk of `chunk` consecutive lines, in order of position;
    /// each removal is preceded by its count-fixed variants (at most two) when there are.
    ///
    /// A count of lines is an integer `v` on an earlier line such that the last `v` lines
    /// of the input come after it and hold the removed chunk (`n` then n lines; `n q` then
    /// a line of n numbers and q query lines). Counts sit in headers, so only the first
    /// `COUNT_CANDIDATES` such integers are considered, earliest first.
    pub fn line_chunk_removals(&self, chunk: usize) -> Vec<Edit> {
        let total = self.lines.len();
        let counts: Vec<(usize, usize, usize)> = self
            .lines
            .iter()
            .enumerate()
            .flat_map(|(j, tokens)| tokens.iter().enumerate().map(move |(i, t)| (j, i, integer(t))))
            .filter_map(|(j, i, value)| {
                let value = usize::try_from(value?).ok()?;
                (value >= 1 && value < total - j).then_some((j, i, value))
            })
            .take(COUNT_CANDIDATES)
            .collect();
        let mut edits = Vec::new();
        for start in (0..total).step_by(chunk.max(1)) {
            let end = (start + chunk).min(total);
            // Blank lines alone do not go: that would join what the input keeps apart (the
            // blank line of an empty list), changing its line structure rather than its size.
            if self.lines[start..end].iter().all(Vec::is_empty) {
                continue;
            }
            let removed = end - start;
            let fixes = counts
                .iter()
                .filter(|&&(j, _, value)| j < start && start + value >= total && value >= removed)
                .take(2);
            for &(j, i, _) in fixes {
                edits.push(Edit::RemoveLines { start, end, fix: Some(self.lowered_count(j, i, removed)) });
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

    /// Edits lowering numbers. First every number of a line at once: halved, or with one
    /// bit cleared (highest first) — both are linear over GF(2), so the XOR relations that
    /// make a case fail survive them, where changing one number alone would break them.
    /// Then one integer token at a time, toward 0 (see `lower_values`), in order.
    pub fn number_lowerings(&self) -> Vec<Edit> {
        let mut edits = Vec::new();
        // The whole input at once, sparing numbers small enough to be counts or indices
        // (relations may span lines: a target on the header line, the values below).
        let small = self.lines.iter().map(Vec::len).sum::<usize>() as i128;
        let big_bits = self.lines.iter().flatten().filter_map(|t| integer(t)).filter(|v| v.abs() > small);
        let bits = big_bits.fold(0i128, |acc, v| acc | v.abs());
        if bits != 0 {
            edits.push(Edit::MapAll { above: small, map: LineMap::Halve });
            for bit in (0..127).rev().filter(|&b| bits & (1i128 << b) != 0) {
                edits.push(Edit::MapAll { above: small, map: LineMap::ClearBit(bit) });
            }
        }
        for (line, tokens) in self.lines.iter().enumerate() {
            let numbers: Vec<i128> = tokens.iter().filter_map(|t| integer(t)).collect();
            if numbers.len() < 2 || numbers.iter().all(|&v| v == 0) {
                continue;
            }
            edits.push(Edit::MapLine { line, map: LineMap::Halve });
            let bits = numbers.iter().fold(0i128, |acc, v| acc | v.abs());
            for bit in (0..127).rev().filter(|&b| bits & (1i128 << b) != 0) {
                edits.push(Edit::MapLine { line, map: LineMap::ClearBit(bit) });
            }
        }
        for (line, tokens) in self.lines.iter().enumerate() {
            for (index, token) in tokens.iter().enumerate() {
                let Some(value) = integer(token) else { continue };
                for lower in lower_values(value) {
                    edits.push(Edit::Set(SetNumber { line, index, value: lower }));
                }
            }
        }
        edits.extend(self.pair_lowerings());
        edits
    }

    /// Two numbers lowered together, tried after every single number failed to move: a
    /// failure may need a relation between two numbers (a pile a multiple of k + 1), so that
    /// no one number can go down alone while both can (`1 4 / 5` to `1 3 / 4`). Only for
    /// small inputs: the pairs grow with the square of the numbers.
    fn pair_lowerings(&self) -> Vec<Edit> {
        const MOST_NUMBERS: usize = 24;
        let numbers: Vec<(usize, usize, i128)> = self
            .lines
            .iter()
            .enumerate()
            .flat_map(|(line, tokens)| {
                tokens.iter().enumerate().filter_map(move |(index, t)| Some((line, index, integer(t)?)))
            })
            .filter(|&(_, _, v)| v > 0)
            .collect();
        if numbers.len() > MOST_NUMBERS {
            return Vec::new();
        }
        let mut edits = Vec::new();
        for (i, &(line_a, index_a, a)) in numbers.iter().enumerate() {
            for &(line_b, index_b, b) in &numbers[i + 1..] {
                let mut pairs = vec![(a - 1, b - 1), (a / 2, b / 2)];
                pairs.dedup();
                for (lower_a, lower_b) in pairs {
                    edits.push(Edit::SetTwo(
                        SetNumber { line: line_a, index: index_a, value: lower_a },
                        SetNumber { line: line_b, index: index_b, value: lower_b },
                    ));
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
            Edit::SetTwo(first, second) => {
                set(&mut tokens, first);
                set(&mut tokens, second);
            }
            Edit::MapLine { line, map } => {
                for token in &mut tokens.lines[*line] {
                    if let Some(value) = integer(token) {
                        *token = map.apply(value).to_string();
                    }
                }
            }
            Edit::MapAll { above, map } => {
                for token in tokens.lines.iter_mut().flatten() {
                    match integer(token) {
                        Some(value) if value.abs() > *above => *token = map.apply(value).to_string(),
                        _ => {}
                    }
                }
            }
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
    /// Two numbers move toward 0 together.
    SetTwo(SetNumber, SetNumber),
    /// Every integer of a line changes the same way.
    MapLine { line: usize, map: LineMap },
    /// Every integer of the input above `above` in absolute value changes the same way.
    MapAll { above: i128, map: LineMap },
}

/// A change applied to every integer of a line (to its absolute value).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineMap {
    Halve,
    ClearBit(u32),
}

impl LineMap {
    fn apply(self, value: i128) -> i128 {
        let magnitude = match self {
            LineMap::Halve => value.abs() / 2,
            LineMap::ClearBit(bit) => value.abs() & !(1i128 << bit),
        };
        value.signum() * magnitude
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

/// Values strictly closer to 0 than `value`, most aggressive first, without repeats:
/// 0; `value` with one of its set bits cleared, highest first (keeps the other bits, which
/// XOR-heavy problems care about); then halving the distance (x/2, 3x/4, ...) down to x - 1,
/// or only down to a step of |x|/2^20 for large numbers.
fn lower_values(value: i128) -> Vec<i128> {
    let distance = value.abs();
    if distance == 0 {
        return Vec::new();
    }
    let sign = value.signum();
    let mut values = vec![0];
    if distance.count_ones() > 1 {
        for bit in (0..127).rev().filter(|&b| distance & (1i128 << b) != 0) {
            values.push(sign * (distance & !(1i128 << bit)));
        }
    }
    let finest = if distance > FINE_STEPS_UP_TO { distance / FINE_STEPS_UP_TO } else { 1 };
    let mut step = distance / 2;
    while step >= finest {
        values.push(value - sign * step);
        step /= 2;
    }
    if finest == 1 {
        values.push(value - sign);
    }
    let mut seen = std::collections::HashSet::new();
    values.retain(|v| v.abs() < distance && seen.insert(*v));
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
        assert_eq!(tokens.to_string(), "3 1\n5 6 7\n\n");
        assert_eq!(parse("2\n0\n\n0\n\n").to_string(), "2\n0\n\n0\n\n", "blank lines are structure");
        assert_eq!(Tokens::parse(b"\xff"), None);
        assert_eq!(parse("").to_string(), "");
    }

    #[test]
    fn blank_lines_go_only_with_lines_that_hold_tokens() {
        // Two games with no heaps: each a count of 0 and a blank line.
        let tokens = parse("2\n0\n\n0\n\n");
        let blank = |text: &str| text.lines().filter(|l| l.is_empty()).count();
        for chunk in 1..=4 {
            for text in texts(&tokens, &tokens.line_chunk_removals(chunk)) {
                let lost_blank = blank(&text) < 2;
                let lost_tokens = text.split_whitespace().count() < 3;
                assert!(!lost_blank || lost_tokens, "chunk {chunk}: {text:?} joins lines");
            }
        }
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
    fn a_count_of_queries_after_a_header_and_an_array_is_fixed_too() {
        let tokens = parse("2 3\n5 6\n1 2\n2 2\n1 1\n");
        let edits: Vec<Edit> = tokens
            .line_chunk_removals(1)
            .into_iter()
            .filter(|e| matches!(e, Edit::RemoveLines { start: 3, .. }))
            .collect();
        // Both header numbers could count the tail; the second one (q) really does.
        assert_eq!(
            texts(&tokens, &edits),
            ["1 3\n5 6\n1 2\n1 1\n", "2 2\n5 6\n1 2\n1 1\n", "2 3\n5 6\n1 2\n1 1\n"]
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
        // 10 = 0b1010: clear bit 3, then bit 1; then 5, 8, 9.
        assert_eq!(lower_values(10), [0, 2, 8, 5, 9]);
        assert_eq!(lower_values(1), [0]);
        assert_eq!(lower_values(2), [0, 1]);
        assert_eq!(lower_values(-6), [0, -2, -4, -3, -5]);
        let big = (1i128 << 60) + 4;
        let steps = lower_values(big);
        assert!(steps.len() < 30 && steps.iter().all(|v| v.abs() < big), "{steps:?}");
        assert!(steps.contains(&4) && steps.contains(&(1 << 60)), "{steps:?}");
        assert!(!steps.contains(&(big - 1)), "no crawling by one on a 60-bit value");
        assert!(lower_values(0).is_empty());
        let tokens = parse("2 x 007\n");
        assert_eq!(texts(&tokens, &tokens.number_lowerings()), ["0 x 007\n", "1 x 007\n"]);
    }

    #[test]
    fn whole_lines_are_halved_or_lose_a_bit_keeping_their_xor_relations() {
        // 6 ^ 5 = 3: halving gives 3 ^ 2 = 1, clearing bit 2 gives 2 ^ 1 = 3; relations hold.
        let tokens = parse("3\n6 5 3\n");
        let texts = texts(&tokens, &tokens.number_lowerings());
        // The whole input, sparing the count (and 3, small enough to be one): 6 and 5 only.
        assert_eq!(texts[..4], ["3\n3 2 3\n", "3\n2 1 3\n", "3\n4 5 3\n", "3\n6 4 3\n"]);
        assert_eq!(texts[4..7], ["3\n3 2 1\n", "3\n2 1 3\n", "3\n4 5 1\n"]);
        // Then single numbers, the count first.
        assert_eq!(texts[8], "0\n6 5 3\n");
    }
}
