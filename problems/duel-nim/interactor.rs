//! Jury of `duel-nim`: `interactor INPUT OUTPUT`; exit 0 AC, 1 WA, 2 PE, 3 FAIL.
//!
//! INPUT holds n, the n heaps and the seed of the jury's own choices. The jury sends n and
//! the heaps, reads `First` or `Second`, then both sides alternate moves `i x` (take x ≥ 1
//! pebbles from heap i) in normal play: whoever empties the board wins. The jury plays a
//! winning move whenever it has one, otherwise a seeded random legal move (a small take half
//! the time, so the game lasts). Right after the solution's ADJUDICATE_AFTER-th move the
//! match is adjudicated: the solution wins iff the jury, to move, is in a lost position.
//! OUTPUT gets a one-line summary; the verdict message goes to stderr.
use nimkit::nim;
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
const MAX_HEAPS: usize = 100;
const MAX_PEBBLES: u64 = 1_000_000_000_000_000_000;

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

    /// The solution's next move as (heap index from 0, pebbles taken), checked to be legal.
    fn read_move(&mut self, heaps: &[u64], number: u64) -> (usize, u64) {
        let what = format!("move {} (`i x`)", number);
        let tokens = self.receive(&what);
        if tokens.len() != 2 {
            self.end(
                PE,
                "malformed move",
                &format!("PE: {}: expected two integers, got {:?}", what, tokens.join(" ")),
            );
        }
        let heap = self.number(&tokens[0], &what);
        let take = self.number(&tokens[1], &what);
        if heap == 0 || heap > heaps.len() as u64 {
            self.end(
                WA,
                "illegal move",
                &format!("WA: {}: there is no heap {} (heaps are 1..={})", what, heap, heaps.len()),
            );
        }
        let held = heaps[heap as usize - 1];
        if take == 0 || take > held {
            self.end(
                WA,
                "illegal move",
                &format!("WA: {}: cannot take {} from heap {} holding {}", what, take, heap, held),
            );
        }
        (heap as usize - 1, take)
    }
}

fn fail(message: &str) -> ! {
    eprintln!("FAIL: invalid test input: {}", message);
    exit(FAIL)
}

/// (heaps, seed) from the INPUT file, or FAIL.
fn read_test(path: &str) -> (Vec<u64>, u64) {
    let text =
        std::fs::read_to_string(path).unwrap_or_else(|e| fail(&format!("cannot read {}: {}", path, e)));
    let mut tokens = text.split_ascii_whitespace();
    let mut next = |what: &str| -> u64 {
        let token = tokens.next().unwrap_or_else(|| fail(&format!("the input ends before {}", what)));
        token.parse().unwrap_or_else(|_| fail(&format!("{} = {:?} is not an integer", what, token)))
    };
    let n = next("n") as usize;
    if !(1..=MAX_HEAPS).contains(&n) {
        fail(&format!("n = {} is outside [1, {}]", n, MAX_HEAPS));
    }
    let heaps: Vec<u64> = (0..n).map(|_| next("a heap")).collect();
    if heaps.iter().any(|&a| a > MAX_PEBBLES) || heaps.iter().all(|&a| a == 0) {
        fail("every heap must be at most 10^18 and some heap non-empty");
    }
    let seed = next("the seed");
    if tokens.next().is_some() {
        fail("extra tokens after the seed");
    }
    (heaps, seed)
}

/// The jury's move: a winning one if any, else a seeded random legal one.
fn jury_move(heaps: &[u64], rng: &mut Rng) -> (usize, u64) {
    if let Some(m) = nim::winning_move(heaps) {
        return (m.pile, heaps[m.pile] - m.to);
    }
    let filled: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > 0).collect();
    let heap = filled[rng.below(filled.len() as u64) as usize];
    let most = if rng.below(2) == 0 { heaps[heap].min(3) } else { heaps[heap] };
    (heap, 1 + rng.below(most))
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 3 {
        fail("usage: interactor INPUT OUTPUT");
    }
    let (mut heaps, seed) = read_test(&args[1]);
    let mut rng = Rng(seed);
    let mut channel =
        Channel { from_solution: BufReader::new(std::io::stdin()), summary_path: args[2].clone() };
    channel.send(&heaps.len().to_string());
    channel.send(&heaps.iter().map(|a| a.to_string()).collect::<Vec<_>>().join(" "));
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
            let (heap, take) = jury_move(&heaps, &mut rng);
            heaps[heap] -= take;
            channel.send(&format!("{} {}", heap + 1, take));
            if heaps.iter().all(|&a| a == 0) {
                channel.end(
                    WA,
                    &format!("solution lost after {} moves", solution_moves),
                    &format!(
                        "WA: the jury took the last pebble; the solution lost after {} moves",
                        solution_moves
                    ),
                );
            }
        } else {
            let (heap, take) = channel.read_move(&heaps, solution_moves + 1);
            heaps[heap] -= take;
            solution_moves += 1;
            if heaps.iter().all(|&a| a == 0) {
                channel.end(
                    AC,
                    &format!("solution won in {} moves", solution_moves),
                    &format!("AC: the solution took the last pebble with its move {}", solution_moves),
                );
            }
            if solution_moves == ADJUDICATE_AFTER {
                if nim::first_player_wins(&heaps) {
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
