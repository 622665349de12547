//! Checker for moore-move (testlib-style): `checker INPUT OUTPUT ANSWER`.
//! Exit 0 AC, 1 WA, 2 PE, 3 FAIL. For each game the contestant's "First"/"Second" must
//! match the jury's; after "First", the move must lower 1..=k distinct piles (each
//! strictly, never below 0) and leave every bit column with a count of ones divisible by
//! k + 1 (Moore's P-positions). A legal winning move against a jury "Second", or an
//! illegal jury move, means the jury is wrong (FAIL).
use std::process::exit;

#[derive(Clone, Copy, PartialEq)]
enum Verdict {
    Wrong = 1,
    Presentation = 2,
    Fail = 3,
}

fn quit(verdict: Verdict, msg: &str) -> ! {
    println!("{msg}");
    exit(verdict as i32)
}

/// The file's text; bytes that are not UTF-8 (a contestant printing raw bytes) become U+FFFD,
/// so such output is judged malformed (PE), never a judge failure.
fn read(path: &str) -> String {
    match std::fs::read(path) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => quit(Verdict::Fail, &format!("cannot read {path}: {e}")),
    }
}

/// A non-negative integer written with decimal digits, optionally after a `+` (as the
/// statement does not forbid it, like leading zeros); no `-`, no spaces.
fn parse_number(token: &str) -> Option<u64> {
    let token = token.strip_prefix('+').unwrap_or(token);
    if token.is_empty() || !token.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    token.parse().ok()
}

/// The claims of one output file; malformed text is PE for the contestant, FAIL for the jury.
struct Claims<'a> {
    tokens: std::str::SplitAsciiWhitespace<'a>,
    who: &'static str,
    malformed: Verdict,
}

impl<'a> Claims<'a> {
    fn token(&mut self, game: usize, what: &str) -> &'a str {
        self.tokens
            .next()
            .unwrap_or_else(|| quit(self.malformed, &format!("{}: game {game}: missing {what}", self.who)))
    }

    fn number(&mut self, game: usize, what: &str) -> u64 {
        let t = self.token(game, what);
        parse_number(t).unwrap_or_else(|| {
            quit(self.malformed, &format!("{}: game {game}: {what} {t:?} is not a number", self.who))
        })
    }

    /// `None` for "Second", `Some(changes)` for "First" followed by a move (pile, new size).
    fn game(&mut self, game: usize, n: usize) -> Option<Vec<(u64, u64)>> {
        match self.token(game, "First or Second") {
            "Second" => None,
            "First" => {
                let m = self.number(game, "the number of piles");
                if m == 0 || m > n as u64 {
                    let verdict =
                        if self.malformed == Verdict::Fail { Verdict::Fail } else { Verdict::Wrong };
                    quit(verdict, &format!("{}: game {game}: a move touching {m} of {n} piles", self.who));
                }
                Some(
                    (0..m)
                        .map(|_| (self.number(game, "a pile index"), self.number(game, "a new size")))
                        .collect(),
                )
            }
            other => quit(
                self.malformed,
                &format!("{}: game {game}: expected First or Second, found {other:?}", self.who),
            ),
        }
    }
}

/// Whether `changes` is a legal move of Moore's Nim_k from `piles` into a P-position.
fn check_move(piles: &[u64], k: u64, changes: &[(u64, u64)]) -> Result<(), String> {
    if changes.len() as u64 > k {
        return Err(format!("touches {} piles but k = {k}", changes.len()));
    }
    let mut after = piles.to_vec();
    let mut touched = vec![false; piles.len()];
    for &(pile, to) in changes {
        if pile == 0 || pile > piles.len() as u64 {
            return Err(format!("pile {pile} is outside 1..={}", piles.len()));
        }
        let i = pile as usize - 1;
        if std::mem::replace(&mut touched[i], true) {
            return Err(format!("pile {pile} is touched twice"));
        }
        if to >= piles[i] {
            return Err(format!("pile {pile} goes from {} to {to}, not lower", piles[i]));
        }
        after[i] = to;
    }
    for bit in 0..64 {
        let ones = after.iter().filter(|&&p| p >> bit & 1 == 1).count() as u64;
        if ones % (k + 1) != 0 {
            return Err(format!(
                "after the move bit {bit} is set in {ones} piles, not a multiple of k + 1 = {}",
                k + 1
            ));
        }
    }
    Ok(())
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 4 {
        quit(Verdict::Fail, "usage: checker INPUT OUTPUT ANSWER");
    }
    let input = read(&args[1]);
    let mut numbers = input.split_ascii_whitespace().map(|t| t.parse::<u64>());
    let mut next = || match numbers.next() {
        Some(Ok(v)) => v,
        _ => quit(Verdict::Fail, "input: malformed"),
    };
    let (output, answer) = (read(&args[2]), read(&args[3]));
    let mut contestant = Claims {
        tokens: output.split_ascii_whitespace(),
        who: "contestant",
        malformed: Verdict::Presentation,
    };
    let mut jury = Claims { tokens: answer.split_ascii_whitespace(), who: "jury", malformed: Verdict::Fail };
    let games = next();
    for game in 1..=games as usize {
        let (n, k) = (next() as usize, next());
        let piles: Vec<u64> = (0..n).map(|_| next()).collect();
        let expected = jury.game(game, n);
        if let Some(changes) = &expected {
            if let Err(why) = check_move(&piles, k, changes) {
                quit(Verdict::Fail, &format!("jury: game {game}: {why}"));
            }
        }
        match (contestant.game(game, n), expected) {
            (None, None) => {}
            (None, Some(_)) => {
                quit(Verdict::Wrong, &format!("game {game}: contestant says Second but First wins"))
            }
            (Some(changes), expected) => {
                if let Err(why) = check_move(&piles, k, &changes) {
                    quit(Verdict::Wrong, &format!("contestant: game {game}: {why}"));
                }
                if expected.is_none() {
                    quit(
                        Verdict::Fail,
                        &format!("game {game}: contestant found a winning move but the jury says Second"),
                    );
                }
            }
        }
    }
    if contestant.tokens.next().is_some() {
        quit(Verdict::Presentation, "contestant: extra output after the last game");
    }
    println!("ok {games} games");
    exit(0)
}
