//! Brute force and input validator for `staircase-coins`.
//!
//! Plays the coin game itself by exhaustive memoized search over the sorted coin cells —
//! no gaps, no staircase, no XOR. Exits 1 with a message on invalid input; exits 4
//! ("valid but too large for brute force") when a game has too many positions.
use std::collections::HashMap;
use std::io::{self, Read, Write};
use std::process::exit;

fn invalid(msg: &str) -> ! {
    eprintln!("invalid input: {}", msg);
    exit(1)
}

struct Tokens {
    words: Vec<String>,
    pos: usize,
}

impl Tokens {
    fn from_stdin() -> Tokens {
        let mut text = String::new();
        if io::stdin().read_to_string(&mut text).is_err() {
            invalid("input is not UTF-8 text");
        }
        Tokens { words: text.split_ascii_whitespace().map(String::from).collect(), pos: 0 }
    }

    fn int(&mut self, what: &str, lo: u64, hi: u64) -> u64 {
        let word = match self.words.get(self.pos) {
            Some(w) => w.clone(),
            None => invalid(&format!("input ends where {} was expected", what)),
        };
        self.pos += 1;
        let canonical = word.bytes().all(|b| b.is_ascii_digit()) && (word == "0" || !word.starts_with('0'));
        let value = match word.parse::<u64>() {
            Ok(v) if canonical => v,
            _ => invalid(&format!("{} = {:?} is not a non-negative integer", what, word)),
        };
        if value < lo || value > hi {
            invalid(&format!("{} = {} is outside [{}, {}]", what, value, lo, hi));
        }
        value
    }

    fn finish(&self) {
        if self.pos != self.words.len() {
            invalid("extra tokens after the last game");
        }
    }
}

/// Whether the player to move wins; `cells` is sorted.
fn wins(cells: Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&known) = memo.get(&cells) {
        return known;
    }
    let mut win = false;
    'search: for i in 0..cells.len() {
        let leftmost = if i == 0 { 1 } else { cells[i - 1] + 1 };
        for to in leftmost..cells[i] {
            let mut next = cells.clone();
            next[i] = to;
            if !wins(next, memo) {
                win = true;
                break 'search;
            }
        }
    }
    memo.insert(cells, win);
    win
}

/// C(n, k) for k ≤ n, saturating (only compared with a limit).
fn binomial(n: u64, k: u64) -> u64 {
    let k = k.min(n - k);
    (0..k).fold(1u64, |acc, i| acc.saturating_mul(n - i) / (i + 1))
}

fn main() {
    let mut input = Tokens::from_stdin();
    let t = input.int("T", 1, 100_000);
    let mut games = Vec::new();
    let mut total = 0;
    for game in 1..=t {
        let n = input.int("n", 1, 200_000);
        total += n;
        if total > 200_000 {
            invalid("the sum of n exceeds 2*10^5");
        }
        let mut cells: Vec<u64> = (0..n).map(|_| input.int("p_i", 1, 1_000_000_000_000_000_000)).collect();
        cells.sort_unstable();
        if cells.windows(2).any(|w| w[0] == w[1]) {
            invalid(&format!("game {}: two coins on the same cell", game));
        }
        games.push(cells);
    }
    input.finish();
    let too_large = games.iter().any(|g| {
        let last = *g.last().unwrap();
        last > 60 || binomial(last, g.len() as u64) > 100_000
    });
    if too_large {
        eprintln!("valid input, but too large for brute force");
        exit(4);
    }
    let mut memo = HashMap::new();
    let mut out = String::new();
    for cells in games {
        out.push_str(if wins(cells, &mut memo) { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
