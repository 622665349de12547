//! Brute force and input validator for `misere-winner`.
//!
//! Plays every game out by exhaustive memoized search over the heap multiset, with the
//! misère convention (a player with no move wins) — no XOR, no endgame rule. Exits 1 with
//! a message on invalid input; exits 4 ("valid but too large for brute force") when a
//! game has too many positions to search.
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

/// Whether the player to move wins under misère play; `heaps` is sorted, no empty heap.
fn wins(heaps: Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&known) = memo.get(&heaps) {
        return known;
    }
    // No pebble left to take: the player to move wins.
    let mut win = heaps.is_empty();
    'search: for i in 0..heaps.len() {
        for to in 0..heaps[i] {
            let mut next = heaps.clone();
            next[i] = to;
            next.retain(|&h| h > 0);
            next.sort_unstable();
            if !wins(next, memo) {
                win = true;
                break 'search;
            }
        }
    }
    memo.insert(heaps, win);
    win
}

fn main() {
    let mut input = Tokens::from_stdin();
    let t = input.int("T", 1, 100_000);
    let mut games = Vec::new();
    let mut total = 0;
    for _ in 0..t {
        let n = input.int("n", 1, 200_000);
        total += n;
        if total > 200_000 {
            invalid("the sum of n exceeds 2*10^5");
        }
        let heaps: Vec<u64> = (0..n).map(|_| input.int("a_i", 0, (1 << 63) - 1)).collect();
        games.push(heaps);
    }
    input.finish();
    let too_large = games.iter().any(|g| {
        let positions = g.iter().fold(1u64, |acc, &h| acc.saturating_mul(h.saturating_add(1)));
        positions > 200_000 || g.iter().fold(0u64, |acc, &h| acc.saturating_add(h)) > 100
    });
    if too_large {
        eprintln!("valid input, but too large for brute force");
        exit(4);
    }
    let mut memo = HashMap::new();
    let mut out = String::new();
    for g in games {
        let mut heaps: Vec<u64> = g.into_iter().filter(|&h| h > 0).collect();
        heaps.sort_unstable();
        out.push_str(if wins(heaps, &mut memo) { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
