//! Jury of `duel-staircase`: `interactor INPUT OUTPUT`; exit 0 AC, 1 WA, 2 PE, 3 FAIL.
//!
//! INPUT holds n, the coins on stairs 1..=n and the seed of the jury's own choices. The jury
//! sends n and the coins, reads `First` or `Second`, then both sides alternate moves `i x`
//! (slide x ≥ 1 coins from stair i down to stair i − 1; stair 0 is the floor) in normal play:
//! whoever brings the last coin to the floor wins. The jury plays a
//! winning move whenever it has one, otherwise a seeded random legal move (a small take half
//! the time, so the game lasts). Right after the solution's ADJUDICATE_AFTER-th move the
//! match is adjudicated: the solution wins iff the jury, to move, is in a lost position.
//! OUTPUT gets a one-line summary; the verdict message goes to stderr.
use nimkit::staircase;
use std::io::{BufRead, BufReader, Read, Stdin, Write};
use std::process::exit;

const AC: i32 = 0;
const WA: i32 = 1;
const PE: i32 = 2;
const FAIL: i32 = 3;
/// Longest line read from the solution; a move needs about 40 bytes.
const MAX_LINE: u64 = 1024;
/// The statement's K: the match is adjudicated right after the solution's K-th move.
const ADJUDICATE_AFTER: u64 = 1000;
const MAX_STAIRS: usize = 100;
/// Bound on the total of coins, so that no stair can overflow.
const MAX_COINS: u64 = 1_000_000_000_000_000_000;

/// SplitMix64: the jury's choices depend only on the seed in INPUT.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, bound: u64) -> u64 {
        self.next() % bound
    }
}

/// The pipe pair to the solution and the OUTPUT file for the summary.
struct Channel {
    from_solution: BufReader<Stdin>,
    summary_path: String,
}

impl Channel {
    fn end(&self, code: i32, summary: &str, message: &str) -> ! {
        // The verdict stands even if OUTPUT cannot be written; stderr still explains it.
        let _ = std::fs::write(&self.summary_path, format!("{}\n", summary));
        eprintln!("{}", message);
        exit(code)
    }

    /// Sends one line, flushed at once; a write error means the solution stopped reading.
    fn send(&self, line: &str) {
        let mut out = std::io::stdout().lock();
        let sent =
            out.write_all(line.as_bytes()).and_then(|_| out.write_all(b"\n")).and_then(|_| out.flush());
        if sent.is_err() {
            self.end(
                WA,
                "solution stopped reading",
                "WA: the solution closed its input while the game went on",
            );
        }
    }

    /// The tokens of the solution's next line; `what` names what the protocol expects there.
    fn receive(&mut self, what: &str) -> Vec<String> {
        let mut line = Vec::new();
        match (&mut self.from_solution).take(MAX_LINE + 1).read_until(b'\n', &mut line) {
            Ok(0) => self.end(
                WA,
                "solution stopped early",
                &format!("WA: the solution's output ended where {} was expected", what),
            ),
            Err(e) => {
                self.end(WA, "solution output unreadable", &format!("WA: reading {} failed: {}", what, e))
            }
            Ok(_) => {}
        }
        if line.len() as u64 > MAX_LINE {
            self.end(PE, "line too long", &format!("PE: {}: a line longer than {} bytes", what, MAX_LINE));
        }
        match std::str::from_utf8(&line) {
            Ok(text) => text.split_ascii_whitespace().map(String::from).collect(),
            Err(_) => self.end(PE, "not text", &format!("PE: {}: the line is not UTF-8 text", what)),
        }
    }

    fn number(&self, token: &str, what: &str) -> u64 {
        match token.parse::<u64>() {
            Ok(value) if token.bytes().all(|b| b.is_ascii_digit()) => value,
            _ => self.end(
                PE,
                "not a number",
                &format!("PE: {}: {:?} is not an integer in [0, 2^64)", what, token),
            ),
        }
    }

    /// The solution's next move as (stair, coins slid), checked to be legal; `stairs[0]` is
    /// the floor.
    fn read_move(&mut self, stairs: &[u64], number: u64) -> (usize, u64) {
        let what = format!("move {} (`i x`)", number);
        let tokens = self.receive(&what);
        if tokens.len() != 2 {
            self.end(
                PE,
                "malformed move",
                &format!("PE: {}: expected two integers, got {:?}", what, tokens.join(" ")),
            );
        }
        let stair = self.number(&tokens[0], &what);
        let count = self.number(&tokens[1], &what);
        let top = stairs.len() as u64 - 1;
        if stair == 0 || stair > top {
            self.end(
                WA,
                "illegal move",
                &format!("WA: {}: coins slide from stairs 1..={}, not from {}", what, top, stair),
            );
        }
        let held = stairs[stair as usize];
        if count == 0 || count > held {
            self.end(
                WA,
                "illegal move",
                &format!("WA: {}: cannot slide {} coins from stair {} holding {}", what, count, stair, held),
            );
        }
        (stair as usize, count)
    }
}

fn fail(message: &str) -> ! {
    eprintln!("FAIL: invalid test input: {}", message);
    exit(FAIL)
}

/// (stairs with the floor at index 0, seed) from the INPUT file, or FAIL.
fn read_test(path: &str) -> (Vec<u64>, u64) {
    let text =
        std::fs::read_to_string(path).unwrap_or_else(|e| fail(&format!("cannot read {}: {}", path, e)));
    let mut tokens = text.split_ascii_whitespace();
    let mut next = |what: &str| -> u64 {
        let token = tokens.next().unwrap_or_else(|| fail(&format!("the input ends before {}", what)));
        token.parse().unwrap_or_else(|_| fail(&format!("{} = {:?} is not an integer", what, token)))
    };
    let n = next("n") as usize;
    if !(1..=MAX_STAIRS).contains(&n) {
        fail(&format!("n = {} is outside [1, {}]", n, MAX_STAIRS));
    }
    let mut stairs = vec![0];
    stairs.extend((0..n).map(|_| next("a stair")));
    let total = stairs.iter().fold(0u64, |acc, &c| acc.saturating_add(c));
    if total > MAX_COINS || total == 0 {
        fail("the coins must total between 1 and 10^18");
    }
    let seed = next("the seed");
    if tokens.next().is_some() {
        fail("extra tokens after the seed");
    }
    (stairs, seed)
}

/// The jury's move: a winning one if any, else a seeded random legal one (from an even
/// stair as often as from an odd one, so the solution must answer both kinds).
fn jury_move(stairs: &[u64], rng: &mut Rng) -> (usize, u64) {
    if let Some(m) = staircase::winning_move(stairs) {
        return (m.stair, m.count);
    }
    let filled: Vec<usize> = (1..stairs.len()).filter(|&i| stairs[i] > 0).collect();
    let stair = filled[rng.below(filled.len() as u64) as usize];
    let most = if rng.below(2) == 0 { stairs[stair].min(3) } else { stairs[stair] };
    (stair, 1 + rng.below(most))
}

/// Slides `count` coins from `stair` to `stair - 1`; no stair overflows, as the total is
/// at most 10^18.
fn slide(stairs: &mut [u64], stair: usize, count: u64) {
    stairs[stair] -= count;
    stairs[stair - 1] += count;
}

/// Whether every coin is on the floor (the game is over).
fn all_down(stairs: &[u64]) -> bool {
    stairs[1..].iter().all(|&c| c == 0)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 3 {
        fail("usage: interactor INPUT OUTPUT");
    }
    let (mut stairs, seed) = read_test(&args[1]);
    let mut rng = Rng(seed);
    let mut channel =
        Channel { from_solution: BufReader::new(std::io::stdin()), summary_path: args[2].clone() };
    channel.send(&(stairs.len() - 1).to_string());
    channel.send(&stairs[1..].iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" "));
    let side = channel.receive("the side (`First` or `Second`)");
    let mut jury_to_move = match side.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["First"] => false,
        ["Second"] => true,
        _ => channel.end(
            PE,
            "no side chosen",
            &format!("PE: expected `First` or `Second`, got {:?}", side.join(" ")),
        ),
    };
    let mut solution_moves = 0u64;
    loop {
        if jury_to_move {
            let (stair, count) = jury_move(&stairs, &mut rng);
            slide(&mut stairs, stair, count);
            channel.send(&format!("{} {}", stair, count));
            if all_down(&stairs) {
                channel.end(
                    WA,
                    &format!("solution lost after {} moves", solution_moves),
                    &format!(
                        "WA: the jury brought the last coin down; the solution lost after {} moves",
                        solution_moves
                    ),
                );
            }
        } else {
            let (stair, count) = channel.read_move(&stairs, solution_moves + 1);
            slide(&mut stairs, stair, count);
            solution_moves += 1;
            if all_down(&stairs) {
                channel.end(
                    AC,
                    &format!("solution won in {} moves", solution_moves),
                    &format!("AC: the solution brought the last coin down with its move {}", solution_moves),
                );
            }
            if solution_moves == ADJUDICATE_AFTER {
                if staircase::first_player_wins(&stairs) {
                    channel.end(
                        WA,
                        &format!("adjudicated after {} moves: the jury wins", solution_moves),
                        "WA: adjudicated after the solution's K-th move: the jury, to move, has a winning move",
                    );
                }
                channel.end(
                    AC,
                    &format!("adjudicated after {} moves: the solution wins", solution_moves),
                    "AC: adjudicated after the solution's K-th move: the jury, to move, is lost",
                );
            }
        }
        jury_to_move = !jury_to_move;
    }
}
