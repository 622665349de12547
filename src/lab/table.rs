//! The lab's table as data: what the harness printed (one row per listed position), parsed
//! into rows, and each position's shape (one number, a pair, some numbers, anything else).
//!
//! The harness speaks a line protocol on stdout, so that a run killed half-way still leaves
//! every row it finished:
//!
//! ```text
//! nimkit-lab 1 listed 100 more 0 misere 0 guess value
//! chunk 64                 the exploration from the first 64 positions starts
//! reached 1234             it ended with 1234 states
//! row P\t0\t0\t(0, 0)      outcome, value, guess (or -), Debug of the state
//! moves \t(0, 1)\t(1, 0)   the options of the row just above (the first rows only)
//! done
//! ```
//!
//! A value is a number, or `inf:` followed by the finite values among its options (Smith's ∞
//! with subscripts), for a position that can move forever.

use std::fmt;

/// Who wins with best play from a position, the mover being "next".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The previous player wins: the mover loses.
    P,
    /// The next player (the mover) wins.
    N,
    /// Neither can force a win: play goes on forever.
    D,
}

impl Outcome {
    pub fn letter(self) -> char {
        match self {
            Outcome::P => 'P',
            Outcome::N => 'N',
            Outcome::D => 'D',
        }
    }
}

/// A position's value: a nimber, or ∞ with the finite values among its options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Finite(u32),
    Infinite(Vec<u32>),
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Finite(g) => write!(f, "{g}"),
            Value::Infinite(subscripts) if subscripts.is_empty() => write!(f, "∞"),
            Value::Infinite(subscripts) => {
                let list: Vec<String> = subscripts.iter().map(u32::to_string).collect();
                write!(f, "∞{{{}}}", list.join(","))
            }
        }
    }
}

/// What the contestant's `guess` (a value) or `guess_wins` (the mover wins) said.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Guess {
    Value(u32),
    Wins(bool),
}

/// Which guess function the game file has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GuessKind {
    None,
    Value,
    Wins,
}

/// One listed position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// `{:?}` of the state.
    pub state: String,
    pub outcome: Outcome,
    pub value: Value,
    pub guess: Option<Guess>,
    /// Its options (Debug), printed by the harness for the first rows only.
    pub moves: Option<Vec<String>>,
}

impl Row {
    /// The guess disagrees with the truth: another value (a finite guess for an ∞ is wrong),
    /// or another winner (a draw is neither).
    pub fn guess_is_wrong(&self) -> bool {
        match self.guess {
            None => false,
            Some(Guess::Value(g)) => self.value != Value::Finite(g),
            Some(Guess::Wins(wins)) => self.outcome != if wins { Outcome::N } else { Outcome::P },
        }
    }
}

/// Everything the harness printed, parsed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Table {
    pub rows: Vec<Row>,
    /// How many positions `positions()` gave (at most the limit).
    pub listed: usize,
    /// `positions()` had more than the limit.
    pub more_than_limit: bool,
    pub misere: bool,
    pub guess: Option<GuessKind>,
    /// The last exploration started: from the first `chunk` listed positions.
    pub last_chunk: usize,
    /// States reached by the last finished exploration.
    pub reached: usize,
    /// States expanded so far by the exploration that did not finish (printed every 65536).
    pub exploring: usize,
    /// The harness printed `done`: every listed position has its row.
    pub complete: bool,
}

impl Table {
    /// Rows whose guess is wrong, the smallest positions first (see [`size_key`]).
    pub fn counterexamples(&self) -> Vec<&Row> {
        let mut wrong: Vec<(usize, &Row)> =
            self.rows.iter().enumerate().filter(|(_, r)| r.guess_is_wrong()).collect();
        wrong.sort_by_key(|(index, row)| (size_key(&row.state), *index));
        wrong.into_iter().map(|(_, row)| row).collect()
    }
}

/// How big a position is, for "smallest counterexample first": the sum of the numbers in
/// its Debug text (the heap sizes), then the length of that text.
pub fn size_key(state: &str) -> (u128, usize) {
    let sum = numbers_in(state).map_or(0, |ns| ns.iter().map(|&n| n as u128).sum());
    (sum, state.len())
}

/// Parses the harness's stdout; a line it cannot read is an error naming it (a protocol
/// mismatch is the lab's bug, or the game printed on stdout: say which line).
pub fn parse(stdout: &str) -> Result<Table, String> {
    let mut table = Table::default();
    let mut lines = stdout.lines().enumerate();
    match lines.next() {
        Some((_, header)) if header.starts_with("nimkit-lab 1 ") => parse_header(header, &mut table)?,
        Some((_, other)) => {
            return Err(format!(
                "the harness's first line is `{}`, not its header: does the game print on stdout before \
                 the table (use eprintln! for debugging)?",
                clip(other)
            ))
        }
        None => return Ok(table),
    }
    for (number, line) in lines {
        let bad = |what: &str| format!("harness output line {}: {what}: `{}`", number + 1, clip(line));
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        match word {
            "chunk" => {
                table.last_chunk = rest.parse().map_err(|_| bad("bad chunk"))?;
                table.exploring = 0;
            }
            "exploring" => table.exploring = rest.parse().map_err(|_| bad("bad count"))?,
            "reached" => table.reached = rest.parse().map_err(|_| bad("bad count"))?,
            "done" => table.complete = true,
            "row" => table.rows.push(parse_row(rest).ok_or_else(|| bad("malformed row"))?),
            "moves" => {
                let row = table.rows.last_mut().ok_or_else(|| bad("moves before any row"))?;
                let options = rest.strip_prefix('\t').unwrap_or(rest);
                row.moves = Some(if options.is_empty() {
                    Vec::new()
                } else {
                    options.split('\t').map(str::to_string).collect()
                });
            }
            _ => return Err(bad("not a line of the lab's table (does the game print on stdout?)")),
        }
    }
    Ok(table)
}

fn parse_header(header: &str, table: &mut Table) -> Result<(), String> {
    let words: Vec<&str> = header.split(' ').collect();
    let field = |name: &str| words.iter().position(|w| *w == name).and_then(|i| words.get(i + 1));
    let bad = || format!("malformed harness header `{}`", clip(header));
    table.listed = field("listed").and_then(|v| v.parse().ok()).ok_or_else(bad)?;
    table.more_than_limit = field("more").ok_or_else(bad)? == &"1";
    table.misere = field("misere").ok_or_else(bad)? == &"1";
    table.guess = Some(match *field("guess").ok_or_else(bad)? {
        "value" => GuessKind::Value,
        "wins" => GuessKind::Wins,
        _ => GuessKind::None,
    });
    Ok(())
}

fn parse_row(rest: &str) -> Option<Row> {
    let mut fields = rest.splitn(4, '\t');
    let outcome = match fields.next()? {
        "P" => Outcome::P,
        "N" => Outcome::N,
        "D" => Outcome::D,
        _ => return None,
    };
    let value = parse_value(fields.next()?)?;
    let guess = match fields.next()? {
        "-" => None,
        "true" => Some(Guess::Wins(true)),
        "false" => Some(Guess::Wins(false)),
        number => Some(Guess::Value(number.parse().ok()?)),
    };
    let state = fields.next()?.to_string();
    Some(Row { state, outcome, value, guess, moves: None })
}

fn parse_value(text: &str) -> Option<Value> {
    match text.strip_prefix("inf:") {
        Some("") => Some(Value::Infinite(Vec::new())),
        Some(list) => {
            list.split(',').map(|v| v.parse().ok()).collect::<Option<Vec<u32>>>().map(Value::Infinite)
        }
        None => text.parse().ok().map(Value::Finite),
    }
}

fn clip(line: &str) -> String {
    if line.chars().count() > 80 {
        format!("{}…", line.chars().take(80).collect::<String>())
    } else {
        line.to_string()
    }
}

/// The shape of the listed positions, which decides the layout and the patterns tried.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Every state is one heap (see [`heap_of`]): `values[i]` belongs to heap `first + i`, for the longest run
    /// of consecutive numbers from the smallest listed one.
    Line { first: u64 },
    /// Every state is a pair of numbers `(a, b)`.
    Pairs,
    /// Every state is made of numbers only (a tuple, a Vec of heaps, ...).
    Numbers,
    /// Anything else (a board as a String, ...).
    Other,
}

/// The numbers of a Debug text made only of numbers and `()[], ` punctuation, else `None`.
pub fn numbers_in(debug: &str) -> Option<Vec<u64>> {
    if !debug.bytes().all(|b| b.is_ascii_digit() || b"()[], ".contains(&b)) {
        return None;
    }
    debug.split(|c: char| !c.is_ascii_digit()).filter(|w| !w.is_empty()).map(|w| w.parse().ok()).collect()
}

/// One heap: a number `7`, or a Vec of heaps holding one, `[7]` (`[]` is the heap 0).
pub fn heap_of(debug: &str) -> Option<u64> {
    if let Ok(n) = debug.parse() {
        return Some(n);
    }
    match numbers_in(debug.strip_prefix('[')?.strip_suffix(']')?)?.as_slice() {
        [] => Some(0),
        [n] => Some(*n),
        _ => None,
    }
}

/// A pair `(a, b)`.
pub fn pair_in(debug: &str) -> Option<(u64, u64)> {
    let inner = debug.strip_prefix('(')?.strip_suffix(')')?;
    let (a, b) = inner.split_once(", ")?;
    Some((a.parse().ok()?, b.parse().ok()?))
}

/// The shape shared by every row ([`Shape::Other`] for an empty table).
pub fn shape(rows: &[Row]) -> Shape {
    if rows.is_empty() {
        return Shape::Other;
    }
    if rows.iter().all(|r| heap_of(&r.state).is_some()) {
        let first = rows.iter().filter_map(|r| heap_of(&r.state)).min().unwrap();
        return Shape::Line { first };
    }
    if rows.iter().all(|r| pair_in(&r.state).is_some()) {
        return Shape::Pairs;
    }
    let numbers: Option<Vec<Vec<u64>>> = rows.iter().map(|r| numbers_in(&r.state)).collect();
    if numbers.is_some_and(|all| all.iter().any(|ns| !ns.is_empty())) {
        return Shape::Numbers;
    }
    Shape::Other
}

/// For [`Shape::Line`]: the rows of heaps `first, first + 1, ...` as long as they are all
/// listed (the rest of the rows are not part of the sequence), in heap order.
pub fn line(rows: &[Row], first: u64) -> Vec<&Row> {
    let mut by_heap: std::collections::HashMap<u64, &Row> = std::collections::HashMap::new();
    for row in rows {
        by_heap.entry(heap_of(&row.state).expect("a Line shape")).or_insert(row);
    }
    (first..).map_while(|n| by_heap.get(&n).copied()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const OUTPUT: &str = "nimkit-lab 1 listed 3 more 1 misere 0 guess value\n\
        chunk 1\nrow P\t0\t0\t0\nmoves \nreached 1\nchunk 3\nreached 3\nexploring 65536\n\
        row N\t1\t1\t1\nmoves \t0\nrow D\tinf:0,2\t2\t2\ndone\n";

    #[test]
    fn the_protocol_round_trips() {
        let table = parse(OUTPUT).unwrap();
        assert_eq!((table.listed, table.more_than_limit, table.misere), (3, true, false));
        assert_eq!((table.last_chunk, table.reached, table.complete), (3, 3, true));
        assert_eq!(table.rows.len(), 3);
        assert_eq!(table.rows[1].moves, Some(vec!["0".to_string()]));
        assert_eq!(table.rows[0].moves, Some(vec![]));
        assert_eq!(table.rows[2].value, Value::Infinite(vec![0, 2]));
        assert_eq!(table.rows[2].value.to_string(), "∞{0,2}");
        assert_eq!(table.rows[2].outcome, Outcome::D);
        assert_eq!(table.exploring, 65536);
    }

    #[test]
    fn stray_output_is_named() {
        let err = parse("hello\n").unwrap_err();
        assert!(err.contains("`hello`") && err.contains("eprintln!"), "{err}");
        let err = parse("nimkit-lab 1 listed 1 more 0 misere 0 guess none\nrow X\t0\t-\t0\n").unwrap_err();
        assert!(err.contains("line 2"), "{err}");
    }

    #[test]
    fn a_wrong_guess_is_seen_and_the_smallest_comes_first() {
        let mut table = parse(OUTPUT).unwrap();
        // A finite guess for a draw is wrong; the right ones are not listed.
        assert_eq!(table.counterexamples().iter().map(|r| r.state.as_str()).collect::<Vec<_>>(), ["2"]);
        table.rows[1].guess = Some(Guess::Value(5));
        assert_eq!(table.counterexamples().iter().map(|r| r.state.as_str()).collect::<Vec<_>>(), ["1", "2"]);
        let row = Row { guess: Some(Guess::Wins(true)), ..table.rows[0].clone() };
        assert!(row.guess_is_wrong());
        let row = Row { guess: Some(Guess::Wins(false)), ..table.rows[0].clone() };
        assert!(!row.guess_is_wrong());
    }

    #[test]
    fn shapes_are_recognised() {
        let row = |state: &str| Row {
            state: state.to_string(),
            outcome: Outcome::P,
            value: Value::Finite(0),
            guess: None,
            moves: None,
        };
        assert_eq!(shape(&[row("3"), row("1"), row("2")]), Shape::Line { first: 1 });
        assert_eq!(shape(&[row("[]"), row("[1]"), row("[2]")]), Shape::Line { first: 0 });
        assert_eq!(shape(&[row("[]"), row("[1, 1]")]), Shape::Numbers);
        assert_eq!(shape(&[row("(1, 2)"), row("(0, 0)")]), Shape::Pairs);
        assert_eq!(shape(&[row("[1, 2, 3]"), row("(0, 0)")]), Shape::Numbers);
        assert_eq!(shape(&[row("\"x.o\"")]), Shape::Other);
        let rows = [row("0"), row("1"), row("3")];
        assert_eq!(line(&rows, 0).len(), 2, "the sequence stops at the first missing heap");
        assert_eq!(numbers_in("[1, 20]"), Some(vec![1, 20]));
        assert_eq!(size_key("(2, 3)"), (5, 6));
    }
}
