//! Interactor for duel-moore: `interactor INPUT OUTPUT`. INPUT holds `n k`, the n heaps and the
//! jury's seed. The jury sends `n k` and the heaps, reads `First` or `Second`, then the two sides
//! alternate moves `c i1 x1 ... ic xc` (take x_j pebbles from heap i_j, 1 <= c <= k distinct heaps).
//! The jury plays a winning move whenever it has one (Moore's rule), else a seeded random move over
//! several heaps. After the solution's ADJUDICATE_AFTER-th move the jury adjudicates: the solution
//! wins iff the position it moved to is lost for the player to move.
//! Exit codes: 0 AC (the solution won), 1 WA, 2 PE, 3 FAIL (INPUT invalid). One summary line goes
//! to OUTPUT, the verdict message (one line) to stderr.
use nimkit::moore;
use std::io::{BufRead, BufReader, Read, Write};

/// Longest line accepted from the solution (a move of 100 heaps needs about 4 KiB).
const MAX_LINE: usize = 8192;
/// The statement's K: the match is adjudicated right after the solution's K-th move.
const ADJUDICATE_AFTER: u64 = 1000;
const MAX_HEAPS: usize = 100;
const MAX_PEBBLES: u64 = 1_000_000_000_000_000_000;

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

/// (n, k, heaps, seed) from the INPUT file, or FAIL.
fn read_test(path: &str) -> (usize, usize, Vec<u64>, u64) {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| fail(&format!("cannot read {path}: {e}")));
    let mut tokens = text
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap_or_else(|_| fail(&format!("{t:?} is not a number"))));
    let mut next = |what: &str| tokens.next().unwrap_or_else(|| fail(&format!("ends before {what}")));
    let n = next("n") as usize;
    let k = next("k") as usize;
    if !(1..=MAX_HEAPS).contains(&n) || !(1..=n).contains(&k) {
        fail(&format!("need 1 <= k <= n <= {MAX_HEAPS}, got n = {n}, k = {k}"));
    }
    let heaps: Vec<u64> = (0..n).map(|_| next("a heap")).collect();
    if heaps.iter().any(|&a| a > MAX_PEBBLES) {
        fail("a heap above 10^18");
    }
    let seed = next("the seed");
    if tokens.next().is_some() {
        fail("extra tokens after the seed");
    }
    (n, k, heaps, seed)
}

/// A seeded random move over 1..=k non-empty heaps, as (heap, take) pairs: small takes half the
/// time so the game lasts, any take otherwise.
fn random_move(heaps: &[u64], k: usize, rng: &mut SplitMix64) -> Vec<(usize, u64)> {
    let mut nonempty: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > 0).collect();
    let count = 1 + rng.below(k.min(nonempty.len()) as u64) as usize;
    for j in 0..count {
        let pick = j + rng.below((nonempty.len() - j) as u64) as usize;
        nonempty.swap(j, pick);
    }
    let mut chosen: Vec<(usize, u64)> = nonempty[..count]
        .iter()
        .map(|&i| {
            let most = if rng.below(2) == 0 { heaps[i].min(3) } else { heaps[i] };
            (i, 1 + rng.below(most))
        })
        .collect();
    chosen.sort_unstable();
    chosen
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 3 {
        fail("usage: interactor INPUT OUTPUT");
    }
    let (n, k, mut heaps, seed) = read_test(&args[1]);
    let mut rng = SplitMix64(seed);
    let mut referee =
        Referee { from_solution: BufReader::new(std::io::stdin()), summary_path: args[2].clone() };
    referee.send(&format!("{n} {k}"));
    referee.send(&heaps.iter().map(u64::to_string).collect::<Vec<_>>().join(" "));
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
        if heaps.iter().all(|&a| a == 0) {
            if jury_to_move {
                let how = if solution_moves == 0 {
                    "the jury, to move first, has no move".to_string()
                } else {
                    format!("the solution took the last pebble with its move {solution_moves}")
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
            let chosen: Vec<(usize, u64)> = match moore::winning_move(&heaps, k) {
                Some(moves) => moves.iter().map(|m| (m.pile, heaps[m.pile] - m.to)).collect(),
                None => random_move(&heaps, k, &mut rng),
            };
            let mut line = chosen.len().to_string();
            for &(i, take) in &chosen {
                heaps[i] -= take;
                line.push_str(&format!(" {} {take}", i + 1));
            }
            referee.send(&line);
        } else {
            let what = format!("move {} of the solution", solution_moves + 1);
            let tokens = referee.receive(&what);
            let numbers: Vec<u64> = tokens.iter().map(|t| referee.number(t, &what)).collect();
            if numbers.is_empty() || numbers.len() as u64 != 1 + 2 * numbers[0].min(MAX_HEAPS as u64 + 1) {
                referee.finish(
                    2,
                    "malformed move",
                    &format!(
                        "PE: {what}: expected c followed by c pairs `heap take`, got {:?}",
                        tokens.join(" ")
                    ),
                );
            }
            let count = numbers[0] as usize;
            if count == 0 || count > k {
                referee.finish(
                    1,
                    "illegal move",
                    &format!("WA: {what}: {count} heaps touched, the rules allow 1 to {k}"),
                );
            }
            let mut touched = vec![false; n];
            let mut after = heaps.clone();
            for pair in numbers[1..].chunks(2) {
                let (heap, take) = (pair[0], pair[1]);
                if heap == 0 || heap > n as u64 {
                    referee.finish(
                        1,
                        "illegal move",
                        &format!("WA: {what}: heap {heap} does not exist (heaps are 1..={n})"),
                    );
                }
                let i = heap as usize - 1;
                if touched[i] {
                    referee.finish(1, "illegal move", &format!("WA: {what}: heap {heap} named twice"));
                }
                touched[i] = true;
                if take == 0 || take > heaps[i] {
                    referee.finish(
                        1,
                        "illegal move",
                        &format!("WA: {what}: cannot take {take} from heap {heap} holding {}", heaps[i]),
                    );
                }
                after[i] -= take;
            }
            heaps = after;
            solution_moves += 1;
            if solution_moves == ADJUDICATE_AFTER && heaps.iter().any(|&a| a > 0) {
                if moore::first_player_wins(&heaps, k) {
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
