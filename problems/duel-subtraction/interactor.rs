//! Interactor for duel-subtraction: `interactor INPUT OUTPUT`. INPUT holds `n m`, the set S of
//! m loads, the n heaps and the jury's seed. The jury sends `n m`, S and the heaps, reads `First` or
//! `Second`, then the sides alternate moves `i x` (remove x in S from heap i, x <= heap). The jury
//! plays a winning move whenever it has one (Grundy values through the certified period), else a
//! seeded random legal move. After the solution's ADJUDICATE_AFTER-th move the jury adjudicates:
//! the solution wins iff the position it moved to is lost for the player to move.
//! Exit codes: 0 AC (the solution won), 1 WA, 2 PE, 3 FAIL (INPUT invalid). One summary line goes
//! to OUTPUT, the verdict message (one line) to stderr.
use nimkit::subtraction::SubtractionGame;
use std::io::{BufRead, BufReader, Read, Write};

/// Longest line accepted from the solution (a move is two numbers).
const MAX_LINE: usize = 1024;
/// The statement's K: the match is adjudicated right after the solution's K-th move.
const ADJUDICATE_AFTER: u64 = 1000;
const MAX_HEAPS: usize = 100;
const MAX_LOADS: usize = 6;
const MAX_LOAD: u64 = 50;
const MAX_STONES: u64 = 1_000_000_000_000_000_000;

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

fn fail(message: &str) -> ! {
    eprintln!("FAIL: invalid test input: {message}");
    std::process::exit(3)
}

/// (loads, heaps, seed) from the INPUT file, or FAIL.
fn read_test(path: &str) -> (Vec<u64>, Vec<u64>, u64) {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| fail(&format!("cannot read {path}: {e}")));
    let mut tokens = text
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap_or_else(|_| fail(&format!("{t:?} is not a number"))));
    let mut next = |what: &str| tokens.next().unwrap_or_else(|| fail(&format!("ends before {what}")));
    let n = next("n") as usize;
    let m = next("m") as usize;
    if !(1..=MAX_HEAPS).contains(&n) || !(1..=MAX_LOADS).contains(&m) {
        fail(&format!("need 1 <= n <= {MAX_HEAPS} and 1 <= m <= {MAX_LOADS}, got n = {n}, m = {m}"));
    }
    let loads: Vec<u64> = (0..m).map(|_| next("a load")).collect();
    let mut sorted = loads.clone();
    sorted.sort_unstable();
    sorted.dedup();
    if sorted.len() != m || loads.iter().any(|&x| x == 0 || x > MAX_LOAD) {
        fail(&format!("the loads must be distinct and in 1..={MAX_LOAD}"));
    }
    let heaps: Vec<u64> = (0..n).map(|_| next("a heap")).collect();
    if heaps.iter().any(|&a| a > MAX_STONES) {
        fail("a heap above 10^18");
    }
    let seed = next("the seed");
    if tokens.next().is_some() {
        fail("extra tokens after the seed");
    }
    (loads, heaps, seed)
}

fn line_of(values: &[u64]) -> String {
    values.iter().map(u64::to_string).collect::<Vec<_>>().join(" ")
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 3 {
        fail("usage: interactor INPUT OUTPUT");
    }
    let (loads, mut heaps, seed) = read_test(&args[1]);
    let n = heaps.len();
    let game = SubtractionGame::new(&loads);
    let nim_sum = |heaps: &[u64]| heaps.iter().fold(0, |x, &a| x ^ game.grundy(a));
    let mut rng = SplitMix64(seed);
    let mut referee =
        Referee { from_solution: BufReader::new(std::io::stdin()), summary_path: args[2].clone() };
    referee.send(&format!("{n} {}", loads.len()));
    referee.send(&line_of(&loads));
    referee.send(&line_of(&heaps));
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
    let smallest = *loads.iter().min().expect("m >= 1");
    let mut solution_moves = 0u64;
    let mut jury_to_move = !solution_first;
    loop {
        if heaps.iter().all(|&a| a < smallest) {
            if jury_to_move {
                let how = if solution_moves == 0 {
                    "the jury, to move first, has no move".to_string()
                } else {
                    format!("the solution made the last move, its move {solution_moves}")
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
            let target = nim_sum(&heaps);
            let winning = (0..n)
                .flat_map(|i| loads.iter().map(move |&x| (i, x)))
                .find(|&(i, x)| x <= heaps[i] && game.grundy(heaps[i] - x) == target ^ game.grundy(heaps[i]));
            let (i, x) = match winning {
                Some(chosen) if target != 0 => chosen,
                _ => {
                    let legal: Vec<(usize, u64)> = (0..n)
                        .flat_map(|i| loads.iter().map(move |&x| (i, x)))
                        .filter(|&(i, x)| x <= heaps[i])
                        .collect();
                    legal[rng.below(legal.len() as u64) as usize]
                }
            };
            heaps[i] -= x;
            referee.send(&format!("{} {x}", i + 1));
        } else {
            let what = format!("move {} of the solution", solution_moves + 1);
            let tokens = referee.receive(&what);
            let numbers: Vec<u64> = tokens.iter().map(|t| referee.number(t, &what)).collect();
            if numbers.len() != 2 {
                referee.finish(
                    2,
                    "malformed move",
                    &format!("PE: {what}: expected `heap load`, got {:?}", tokens.join(" ")),
                );
            }
            let (heap, x) = (numbers[0], numbers[1]);
            if heap == 0 || heap > n as u64 {
                referee.finish(
                    1,
                    "illegal move",
                    &format!("WA: {what}: heap {heap} does not exist (heaps are 1..={n})"),
                );
            }
            let i = heap as usize - 1;
            if !loads.contains(&x) {
                referee.finish(1, "illegal move", &format!("WA: {what}: {x} is not in the set of loads"));
            }
            if x > heaps[i] {
                referee.finish(
                    1,
                    "illegal move",
                    &format!("WA: {what}: cannot remove {x} from heap {heap} holding {}", heaps[i]),
                );
            }
            heaps[i] -= x;
            solution_moves += 1;
            if solution_moves == ADJUDICATE_AFTER && heaps.iter().any(|&a| a >= smallest) {
                if nim_sum(&heaps) != 0 {
                    referee.finish(1, "solution lost by adjudication", &format!("WA: adjudicated after move {ADJUDICATE_AFTER}: the jury, to move, has a winning move"));
                }
                referee.finish(
                    0,
                    "solution won by adjudication",
                    &format!("AC: adjudicated after move {ADJUDICATE_AFTER}: the jury, to move, is lost"),
                );
            }
        }
        jury_to_move = !jury_to_move;
    }
}
