//! The lab's table as data: what the harness printed (one row per listed position), parsed
//! into rows, and each position's shape (one number, a pair, some numbers, anything else).
//!
//! The harness speaks a line protocol on stdout, so that a run killed half-way still leaves
//! every row it finished. Every line of it starts with a tag unique to the run (here `T`), so
//! that whatever the game itself prints on stdout is told apart (and shown as its output):
//!
//! ```text
//! T nimkit-lab 2 listed 100 more 0 misere 0 guess value duplicates 0
//! T chunk 64                 the exploration from the first 64 positions starts
//! T exploring 65536          states expanded so far (every 65536)
//! T reached 1234             it ended with 1234 states; the analysis starts
//! T row P\t0\t0\t(0, 0)      outcome, value, guess (or -), Debug of the state
//! T moves \t(0, 1)\t(1, 0)   the options of the row just above (the first rows only)
//! T nondeterministic \t(0, 1) moves() gave other options for it while exploring: these
//! T tick 1 37 2400           heartbeat: phase 1, position 37, unchanged for 2400 ms
//! T failed 3 12              the panic hook: a panic in phase 3 at position 12
//! T done
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

/// What the harness was doing (the codes of its heartbeat and panic hook).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Phase {
    /// Taking the positions from `positions()`; `at` counts those taken.
    #[default]
    Positions,
    /// Calling `moves()` to explore; `at` is the index of the state being expanded (the first
    /// `chunk` are the listed positions, in order).
    Exploring,
    /// The lab's own analysis of the graph explored (outcomes, values).
    Analysing,
    /// Calling `guess` / `guess_wins` on listed position `at`.
    Guess,
    /// Calling `moves()` again on listed position `at`, for the options shown.
    MovesShown,
    /// Writing the row of listed position `at` (its `Debug` text).
    Writing,
}

impl Phase {
    fn from_code(code: &str) -> Option<Phase> {
        Some(match code {
            "0" => Phase::Positions,
            "1" => Phase::Exploring,
            "2" => Phase::Analysing,
            "3" => Phase::Guess,
            "4" => Phase::MovesShown,
            "5" => Phase::Writing,
            _ => return None,
        })
    }
}

/// The harness's last word on what it was doing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    pub phase: Phase,
    pub at: usize,
    /// How long phase and position had not changed at the last heartbeat, in ms.
    pub still_ms: u64,
}

/// What the game printed on stdout itself (its lines are not the table's): the head, kept for
/// showing, and the totals.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Printed {
    pub head: Vec<String>,
    pub lines: usize,
    pub bytes: usize,
}

/// Lines of the game's own output kept for showing.
pub const PRINTED_KEPT: usize = 20;

impl Printed {
    fn push(&mut self, text: &str) {
        self.lines += 1;
        self.bytes += text.len() + 1;
        if self.head.len() < PRINTED_KEPT {
            self.head.push(clip(text));
        }
    }
}

/// Everything the harness printed, parsed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Table {
    pub rows: Vec<Row>,
    /// How many distinct positions `positions()` gave (of the first `limit` it gave).
    pub listed: usize,
    /// `positions()` had more than the limit.
    pub more_than_limit: bool,
    /// Positions `positions()` gave again (each is tabulated once, not counted in `listed`).
    pub duplicates: usize,
    pub misere: bool,
    pub guess: Option<GuessKind>,
    /// The last exploration started: from the first `chunk` listed positions.
    pub last_chunk: usize,
    /// States reached by the last finished exploration.
    pub reached: usize,
    /// The round (its `chunk`) whose exploration reached them: the last one, when the run
    /// stopped after its exploration.
    pub reached_chunk: usize,
    /// States expanded so far by the exploration that did not finish (printed every 65536).
    pub exploring: usize,
    /// The harness printed `done`: every listed position has its row.
    pub complete: bool,
    /// What the harness was last known to be doing.
    pub progress: Progress,
    /// A panic's phase and position, from the harness's panic hook.
    pub failed: Option<(Phase, usize)>,
    /// The game's own stdout.
    pub printed: Printed,
    /// Bytes of the table's own lines.
    pub table_bytes: usize,
    /// The first row whose moves() gave other options when called again (its index), and the
    /// options of the first call: moves() is no function of the position.
    pub nondeterministic: Option<(usize, Vec<String>)>,
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

/// How big a position is, for "smallest counterexample first": the sum of the sizes of the
/// numbers in its Debug text (the heap sizes; `-6` counts 6: a negative state is no smaller
/// than its size, and text around the numbers, a String board's, does not make them count
/// 0), then the length of that text.
pub fn size_key(state: &str) -> (u128, usize) {
    let sum = state
        .split(|c: char| !c.is_ascii_digit())
        .filter(|run| !run.is_empty())
        .map(|run| run.parse::<u128>().unwrap_or(u128::MAX))
        .fold(0u128, u128::saturating_add);
    (sum, state.len())
}

/// Parses the harness's stdout, whose table lines start with `tag` (see the module's
/// description); every other line, and the text before the tag on a line (a `print!` without
/// newline), is the game's own output. A table line the lab cannot read is an error naming it
/// (the game cannot write the run's tag: the lab's bug). An unfinished last line (the run
/// was killed while writing it) is left out.
pub fn parse(stdout: &str, tag: &str) -> Result<Table, String> {
    let mut table = Table::default();
    let finished = stdout.rfind('\n').map_or("", |end| &stdout[..end]);
    let marker = format!("{tag} ");
    for (number, whole) in finished.split('\n').enumerate() {
        let Some(at) = whole.find(&marker) else {
            table.printed.push(whole);
            continue;
        };
        if at > 0 {
            table.printed.push(&whole[..at]);
        }
        let line = &whole[at + marker.len()..];
        table.table_bytes += whole.len() + 1 - at;
        let bad = |what: &str| format!("harness output line {}: {what}: `{}`", number + 1, clip(line));
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        if table.guess.is_none() && !matches!(word, "nimkit-lab" | "tick" | "failed") {
            return Err(bad("a table line before the header"));
        }
        match word {
            "nimkit-lab" => parse_header(line, &mut table)?,
            "chunk" => {
                table.last_chunk = rest.parse().map_err(|_| bad("bad chunk"))?;
                table.exploring = 0;
                table.progress = Progress { phase: Phase::Exploring, ..Progress::default() };
            }
            "exploring" => table.exploring = rest.parse().map_err(|_| bad("bad count"))?,
            "reached" => {
                table.reached = rest.parse().map_err(|_| bad("bad count"))?;
                table.reached_chunk = table.last_chunk;
                table.progress = Progress { phase: Phase::Analysing, ..Progress::default() };
            }
            "done" => table.complete = true,
            "row" => {
                let kind = table.guess.unwrap_or(GuessKind::None);
                table.rows.push(parse_row(rest, kind).ok_or_else(|| bad("malformed row"))?);
                table.progress = Progress { phase: Phase::Writing, at: table.rows.len(), still_ms: 0 };
            }
            "moves" => {
                let row = table.rows.last_mut().ok_or_else(|| bad("moves before any row"))?;
                let options = rest.strip_prefix('\t').unwrap_or(rest);
                row.moves = Some(if options.is_empty() {
                    Vec::new()
                } else {
                    options.split('\t').map(str::to_string).collect()
                });
            }
            "nondeterministic" => {
                let row = table.rows.len().checked_sub(1).ok_or_else(|| bad("before any row"))?;
                let options = rest.strip_prefix('\t').unwrap_or(rest);
                let first = if options.is_empty() {
                    Vec::new()
                } else {
                    options.split('\t').map(str::to_string).collect()
                };
                table.nondeterministic.get_or_insert((row, first));
            }
            "tick" | "failed" => {
                let fields: Vec<&str> = rest.split(' ').collect();
                let phase =
                    fields.first().and_then(|c| Phase::from_code(c)).ok_or_else(|| bad("bad phase"))?;
                let at = fields.get(1).and_then(|a| a.parse().ok()).ok_or_else(|| bad("bad position"))?;
                if word == "failed" {
                    table.failed = Some((phase, at));
                } else {
                    let still_ms =
                        fields.get(2).and_then(|m| m.parse().ok()).ok_or_else(|| bad("bad time"))?;
                    table.progress = Progress { phase, at, still_ms };
                }
            }
            _ => return Err(bad("not a line of the lab's table")),
        }
    }
    Ok(table)
}

fn parse_header(header: &str, table: &mut Table) -> Result<(), String> {
    let words: Vec<&str> = header.split(' ').collect();
    if words.get(1) != Some(&"2") {
        return Err(format!("harness header `{}`: not this nimkit's protocol (2)", clip(header)));
    }
    let field = |name: &str| words.iter().position(|w| *w == name).and_then(|i| words.get(i + 1));
    let bad = || format!("malformed harness header `{}`", clip(header));
    table.listed = field("listed").and_then(|v| v.parse().ok()).ok_or_else(bad)?;
    table.more_than_limit = field("more").ok_or_else(bad)? == &"1";
    table.duplicates = field("duplicates").and_then(|v| v.parse().ok()).ok_or_else(bad)?;
    table.misere = field("misere").ok_or_else(bad)? == &"1";
    table.guess = Some(match *field("guess").ok_or_else(bad)? {
        "value" => GuessKind::Value,
        "wins" => GuessKind::Wins,
        _ => GuessKind::None,
    });
    Ok(())
}

/// A row; its guess is read as the header's kind says (the text alone would take a value
/// guess of 0 or 1 for a winner, or `true` for a value).
fn parse_row(rest: &str, kind: GuessKind) -> Option<Row> {
    let mut fields = rest.splitn(4, '\t');
    let outcome = match fields.next()? {
        "P" => Outcome::P,
        "N" => Outcome::N,
        "D" => Outcome::D,
        _ => return None,
    };
    let value = parse_value(fields.next()?)?;
    let guess = match (kind, fields.next()?) {
        (GuessKind::None, "-") => None,
        (GuessKind::Wins, "true") => Some(Guess::Wins(true)),
        (GuessKind::Wins, "false") => Some(Guess::Wins(false)),
        (GuessKind::Value, number) => Some(Guess::Value(number.parse().ok()?)),
        _ => return None,
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

    /// The harness's lines for three positions, each line with the run's tag `T`.
    fn output() -> String {
        "nimkit-lab 2 listed 3 more 1 misere 0 guess value duplicates 0\n\
        chunk 1\nrow P\t0\t0\t0\nmoves \nreached 1\nchunk 3\nreached 3\nexploring 65536\n\
        row N\t1\t1\t1\nmoves \t0\nrow D\tinf:0,2\t2\t2\ndone\n"
            .lines()
            .map(|line| format!("T {line}\n"))
            .collect()
    }

    #[test]
    fn the_protocol_round_trips() {
        let table = parse(&output(), "T").unwrap();
        assert_eq!((table.listed, table.more_than_limit, table.misere), (3, true, false));
        assert_eq!((table.last_chunk, table.reached, table.complete), (3, 3, true));
        assert_eq!(table.rows.len(), 3);
        assert_eq!(table.rows[1].moves, Some(vec!["0".to_string()]));
        assert_eq!(table.rows[0].moves, Some(vec![]));
        assert_eq!(table.rows[2].value, Value::Infinite(vec![0, 2]));
        assert_eq!(table.rows[2].value.to_string(), "∞{0,2}");
        assert_eq!(table.rows[2].outcome, Outcome::D);
        assert_eq!(table.exploring, 65536);
        assert_eq!(table.printed, Printed::default());
    }

    #[test]
    fn the_games_own_stdout_is_never_read_as_the_table() {
        // The audit's 10e: println!("done") in moves(), and a print! without newline that the
        // next table line is written after.
        let text = output().replace("T reached 3\n", "done\nrow P\t0\t-\t9\nhalf T reached 3\n");
        let table = parse(&text, "T").unwrap();
        assert_eq!(table.rows.len(), 3, "the game's `row` line is no row");
        assert_eq!(table.reached, 3, "the table's line after the game's half line is read");
        assert_eq!(table.printed.head, ["done", "row P\t0\t-\t9", "half "]);
        assert_eq!((table.printed.lines, table.printed.bytes), (3, 5 + 12 + 6));
        // Only the whole table says done: the game's `done` alone does not.
        let cut = text.replace("T done\n", "");
        assert!(!parse(&cut, "T").unwrap().complete);
        // A line the run was killed while writing is left out, not an error.
        let killed = format!("{}T row N\t1", cut);
        assert_eq!(parse(&killed, "T").unwrap().rows.len(), 3);
        // A malformed line with the tag is the lab's bug, named.
        let err =
            parse("T nimkit-lab 2 listed 1 more 0 misere 0 guess none duplicates 0\nT row X\t0\t-\t0\n", "T")
                .unwrap_err();
        assert!(err.contains("line 2"), "{err}");
    }

    #[test]
    fn a_guess_is_read_as_the_header_says() {
        let table = |kind: &str, guess: &str| {
            parse(
                &format!("T nimkit-lab 2 listed 1 more 0 misere 0 guess {kind} duplicates 0\nT row N\t1\t{guess}\t1\n"),
                "T",
            )
        };
        assert_eq!(table("wins", "true").unwrap().rows[0].guess, Some(Guess::Wins(true)));
        assert_eq!(table("value", "1").unwrap().rows[0].guess, Some(Guess::Value(1)));
        assert_eq!(table("none", "-").unwrap().rows[0].guess, None);
        // A winner guess is never taken for a value (the audit's 04: 1 read as "value 1"), nor
        // the other way round.
        assert!(table("wins", "1").unwrap_err().contains("malformed row"));
        assert!(table("value", "true").unwrap_err().contains("malformed row"));
    }

    #[test]
    fn the_heartbeat_and_the_panic_hook_say_what_the_harness_was_doing() {
        let text = output().replace("T done\n", "T tick 3 2 1400\nT failed 3 2\n");
        let table = parse(&text, "T").unwrap();
        assert_eq!(table.progress, Progress { phase: Phase::Guess, at: 2, still_ms: 1400 });
        assert_eq!(table.failed, Some((Phase::Guess, 2)));
        // The markers move the phase on: `reached` flushed means the analysis had begun.
        let text = output().replace(
            "T exploring 65536\nT row N\t1\t1\t1\nT moves \t0\nT row D\tinf:0,2\t2\t2\nT done\n",
            "",
        );
        let table = parse(&text, "T").unwrap();
        assert_eq!(table.progress.phase, Phase::Analysing);
        assert_eq!((table.reached, table.reached_chunk), (3, 3));
        let before_header = parse("T tick 0 12 3000\n", "T").unwrap();
        assert_eq!((before_header.guess, before_header.progress.at), (None, 12));
    }

    #[test]
    fn a_wrong_guess_is_seen_and_the_smallest_comes_first() {
        let mut table = parse(&output(), "T").unwrap();
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
        // The audit's 11: a counter from -6 to 6 listed -6 first, as if it had no number.
        let mut states = ["-6", "3", "-1", "0", "\"ab1\"", "-2"];
        states.sort_by_key(|s| size_key(s));
        assert_eq!(states, ["0", "-1", "\"ab1\"", "-2", "3", "-6"]);
    }
}
