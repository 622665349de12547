//! Interactor for duel-kayles: `interactor INPUT OUTPUT`. INPUT holds n, the n row lengths and
//! the jury's seed. The jury sends n and the rows, reads `First` or `Second`, then the sides
//! alternate moves `p c` (knock down pin p, and pin p + 1 too when c = 2; pins are numbered
//! 1..P row after row, and both pins must stand in the same row with no fallen pin between). The
//! jury plays a winning move whenever it has one (Kayles values), else a seeded random move. The
//! game is always played to the end (at most P moves).
//! Exit codes: 0 AC (the solution won), 1 WA, 2 PE, 3 FAIL (INPUT invalid). One summary line goes
//! to OUTPUT, the verdict message (one line) to stderr.
use nimkit::octal::OctalGame;
use std::collections::{BTreeMap, BTreeSet};
use std::io::{BufRead, BufReader, Read, Write};

/// Longest line accepted from the solution (a move is two numbers).
const MAX_LINE: usize = 1024;
const MAX_PINS: usize = 10_000;

struct SplitMix64(u64);
impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// The channel to the solution and the files of the verdict.
struct Referee {
    from_solution: BufReader<std::io::Stdin>,
    summary_path: String,
}

impl Referee {
    fn finish(&self, code: i32, summary: &str, message: &str) -> ! {
        // The verdict stands even if OUTPUT cannot be written; the message still goes to stderr.
        let _ = std::fs::write(&self.summary_path, format!("{summary}\n"));
        eprintln!("{message}");
        std::process::exit(code)
    }

    /// Sends one line and flushes; a closed pipe means the solution stopped reading.
    fn send(&self, line: &str) {
        let mut out = std::io::stdout().lock();
        if out
            .write_all(line.as_bytes())
            .and_then(|()| out.write_all(b"\n"))
            .and_then(|()| out.flush())
            .is_err()
        {
            self.finish(
                1,
                "solution stopped reading",
                "WA: the solution closed its input while the game went on",
            );
        }
    }

    /// One line from the solution, split into tokens; `what` names what the protocol expects.
    fn receive(&mut self, what: &str) -> Vec<String> {
        let mut line = Vec::new();
        let read = (&mut self.from_solution).take(MAX_LINE as u64 + 1).read_until(b'\n', &mut line);
        match read {
            Err(e) => {
                self.finish(1, "solution output unreadable", &format!("WA: reading {what} failed: {e}"))
            }
            Ok(0) => self.finish(
                1,
                "solution stopped early",
                &format!("WA: the solution's output ended where {what} was expected"),
            ),
            Ok(_) => {}
        }
        // A full-length read that stops short of the line end: the line is too long.
        if line.len() > MAX_LINE && line.last() != Some(&b'\n') {
            self.finish(2, "line too long", &format!("PE: {what}: a line longer than {MAX_LINE} bytes"));
        }
        match std::str::from_utf8(&line) {
            Ok(text) => text.split_ascii_whitespace().map(str::to_string).collect(),
            Err(_) => self.finish(2, "not text", &format!("PE: {what}: the line is not UTF-8 text")),
        }
    }

    fn number(&self, token: &str, what: &str) -> u64 {
        match token.parse::<u64>() {
            Ok(value) if token.bytes().all(|b| b.is_ascii_digit()) => value,
            _ => self.finish(
                2,
                "not a number",
                &format!("PE: {what}: {token:?} is not a non-negative integer below 2^64"),
            ),
        }
    }
}

/// The pins still standing, as maximal runs (segments) of adjacent standing pins, with the
/// nim-sum of their Kayles values and, per value, the segments that have it.
struct Alley {
    /// g(0..=total pins).
    values: Vec<u32>,
    /// start -> end (inclusive, 0-based pins) of every segment.
    segments: BTreeMap<usize, usize>,
    /// by_value[v]: starts of the segments whose length has value v.
    by_value: Vec<BTreeSet<usize>>,
    nim_sum: u32,
}

impl Alley {
    fn new(rows: &[usize]) -> Self {
        let total: usize = rows.iter().sum();
        let values = OctalGame::new("0.77").values(total + 1);
        let top = *values.iter().max().unwrap_or(&0) as usize;
        let mut alley =
            Alley { values, segments: BTreeMap::new(), by_value: vec![BTreeSet::new(); top + 1], nim_sum: 0 };
        let mut start = 0;
        for &len in rows {
            alley.add(start, start + len);
            start += len;
        }
        alley
    }

    /// Adds the segment of pins start..end (empty: nothing).
    fn add(&mut self, start: usize, end: usize) {
        if start < end {
            let value = self.values[end - start];
            self.segments.insert(start, end - 1);
            self.by_value[value as usize].insert(start);
            self.nim_sum ^= value;
        }
    }

    /// Knocks `count` pins from pin `pin` on (0-based); false if they are not all standing in one
    /// segment (the move is illegal).
    fn knock(&mut self, pin: usize, count: usize) -> bool {
        let Some((&start, &end)) = self.segments.range(..=pin).next_back() else { return false };
        if pin + count - 1 > end {
            return false;
        }
        let value = self.values[end + 1 - start];
        self.segments.remove(&start);
        self.by_value[value as usize].remove(&start);
        self.nim_sum ^= value;
        self.add(start, pin);
        self.add(pin + count, end + 1);
        true
    }

    /// A move (first pin, count) to nim-sum 0, if the nim-sum is not 0.
    fn winning_move(&self) -> Option<(usize, usize)> {
        // A segment of value v with v ^ nim_sum < v has an option of value v ^ nim_sum (mex).
        let value = (0..self.by_value.len())
            .find(|&v| !self.by_value[v].is_empty() && v as u32 ^ self.nim_sum < v as u32)?;
        let start = *self.by_value[value].iter().next()?;
        let len = self.segments[&start] + 1 - start;
        let target = value as u32 ^ self.nim_sum;
        // Beyond 71 the values repeat with period 12, so splits with both parts above 96 repeat
        // one with a left part in 84..96: scanning both ends 97 deep finds every option value.
        for count in 1..=len.min(2) {
            let rest = len - count;
            let lefts = (0..=rest.min(96)).chain(rest.saturating_sub(96)..=rest);
            if let Some(left) =
                lefts.into_iter().find(|&left| self.values[left] ^ self.values[rest - left] == target)
            {
                return Some((start + left, count));
            }
        }
        unreachable!("Kayles: a segment of value {value} has an option of every smaller value")
    }
}

fn fail(message: &str) -> ! {
    eprintln!("FAIL: invalid test input: {message}");
    std::process::exit(3)
}

/// (rows, seed) from the INPUT file, or FAIL.
fn read_test(path: &str) -> (Vec<usize>, u64) {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| fail(&format!("cannot read {path}: {e}")));
    let mut tokens = text
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap_or_else(|_| fail(&format!("{t:?} is not a number"))));
    let mut next = |what: &str| tokens.next().unwrap_or_else(|| fail(&format!("ends before {what}")));
    let n = next("n");
    if !(1..=MAX_PINS as u64).contains(&n) {
        fail(&format!("need 1 <= n <= {MAX_PINS}, got n = {n}"));
    }
    let rows: Vec<u64> = (0..n).map(|_| next("a row")).collect();
    if rows.iter().try_fold(0u64, |sum, &a| sum.checked_add(a)).map_or(true, |sum| sum > MAX_PINS as u64) {
        fail(&format!("more than {MAX_PINS} pins in all"));
    }
    let seed = next("the seed");
    if tokens.next().is_some() {
        fail("extra tokens after the seed");
    }
    (rows.iter().map(|&a| a as usize).collect(), seed)
}

/// A seeded random legal move: a random standing pin (rejection sampling, then the first
/// segment), one pin or, half the time when its right neighbour stands, two.
fn random_move(alley: &Alley, total: usize, rng: &mut SplitMix64) -> (usize, usize) {
    let standing =
        |pin: usize| alley.segments.range(..=pin).next_back().map_or(false, |(_, &end)| pin <= end);
    let pin = (0..64)
        .map(|_| rng.below(total as u64) as usize)
        .find(|&pin| standing(pin))
        .unwrap_or_else(|| *alley.segments.keys().next().expect("a pin stands"));
    let end = *alley.segments.range(..=pin).next_back().expect("the pin stands").1;
    (pin, if pin < end && rng.below(2) == 0 { 2 } else { 1 })
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 3 {
        fail("usage: interactor INPUT OUTPUT");
    }
    let (rows, seed) = read_test(&args[1]);
    let total: usize = rows.iter().sum();
    let mut alley = Alley::new(&rows);
    let mut rng = SplitMix64(seed);
    let mut referee =
        Referee { from_solution: BufReader::new(std::io::stdin()), summary_path: args[2].clone() };
    referee.send(&rows.len().to_string());
    referee.send(&rows.iter().map(usize::to_string).collect::<Vec<_>>().join(" "));
    let side = referee.receive("First or Second");
    let solution_first = match side.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["First"] => true,
        ["Second"] => false,
        _ => referee.finish(
            2,
            "no side chosen",
            &format!("PE: expected First or Second, got {:?}", side.join(" ")),
        ),
    };
    let mut solution_moves = 0u64;
    let mut jury_to_move = !solution_first;
    loop {
        if alley.segments.is_empty() {
            if jury_to_move {
                let how = if solution_moves == 0 {
                    "the jury, to move first, has no move".to_string()
                } else {
                    format!("the solution knocked down the last pin with its move {solution_moves}")
                };
                referee.finish(0, &format!("solution won in {solution_moves} moves"), &format!("AC: {how}"));
            }
            referee.finish(
                1,
                &format!("solution lost after {solution_moves} moves"),
                &format!("WA: the solution has no move left after {solution_moves} moves: it lost"),
            );
        }
        if jury_to_move {
            let (pin, count) = alley.winning_move().unwrap_or_else(|| random_move(&alley, total, &mut rng));
            let legal = alley.knock(pin, count);
            debug_assert!(legal, "the jury's own move is legal");
            referee.send(&format!("{} {count}", pin + 1));
        } else {
            let what = format!("move {} of the solution", solution_moves + 1);
            let tokens = referee.receive(&what);
            let numbers: Vec<u64> = tokens.iter().map(|t| referee.number(t, &what)).collect();
            if numbers.len() != 2 {
                referee.finish(
                    2,
                    "malformed move",
                    &format!("PE: {what}: expected `pin count`, got {:?}", tokens.join(" ")),
                );
            }
            let (pin, count) = (numbers[0], numbers[1]);
            if pin == 0 || pin > total as u64 {
                referee.finish(
                    1,
                    "illegal move",
                    &format!("WA: {what}: pin {pin} does not exist (pins are 1..={total})"),
                );
            }
            if count != 1 && count != 2 {
                referee.finish(
                    1,
                    "illegal move",
                    &format!("WA: {what}: a move knocks down 1 or 2 pins, not {count}"),
                );
            }
            if !alley.knock(pin as usize - 1, count as usize) {
                let pins = if count == 1 {
                    format!("pin {pin} is not standing")
                } else {
                    format!("pins {pin} and {} are not both standing side by side in one row", pin + 1)
                };
                referee.finish(1, "illegal move", &format!("WA: {what}: {pins}"));
            }
            solution_moves += 1;
        }
        jury_to_move = !jury_to_move;
    }
}
