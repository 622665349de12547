//! Brute force and input validator for `staircase-move`.
//!
//! Plays the staircase game itself by exhaustive memoized search over the coin counts of
//! steps 1..=n — no parity rule, no XOR — and prints the first winning move in
//! (step, count) order. Exits 1 with a message on invalid input; exits 4 ("valid but too
//! large for brute force") when a game has too many positions.
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

/// The position after moving `count` coins from step `step` (≥ 1) one step down;
/// `steps[k]` holds step k + 1 (coins reaching the ground leave the game).
fn after(steps: &[u64], step: usize, count: u64) -> Vec<u64> {
    let mut next = steps.to_vec();
    next[step - 1] -= count;
    if step >= 2 {
        next[step - 2] += count;
    }
    next
}

/// Whether the player to move wins.
fn wins(steps: Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&known) = memo.get(&steps) {
        return known;
    }
    let mut win = false;
    'search: for step in 1..=steps.len() {
        for count in 1..=steps[step - 1] {
            if !wins(after(&steps, step, count), memo) {
                win = true;
                break 'search;
            }
        }
    }
    memo.insert(steps, win);
    win
}

fn main() {
    let mut input = Tokens::from_stdin();
    let t = input.int("T", 1, 100_000);
    let mut games = Vec::new();
    let mut total = 0;
    for _ in 0..t {
        let n = input.int("n", 0, 200_000);
        total += n;
        if total > 200_000 {
            invalid("the sum of n exceeds 2*10^5");
        }
        let coins: Vec<u64> = (0..=n).map(|_| input.int("c_i", 0, 1_000_000_000_000_000_000)).collect();
        games.push(coins);
    }
    input.finish();
    // Coins only go down, so a game with s coins on n steps has at most C(s + n, n)
    // positions; bound it crudely.
    let too_large = games.iter().any(|g| {
        let steps = g.len() as u64 - 1;
        let coins = g[1..].iter().fold(0u64, |acc, &c| acc.saturating_add(c));
        steps > 8 || coins > 30 || (coins + 1).saturating_pow(steps as u32) > 5_000_000
    });
    if too_large {
        eprintln!("valid input, but too large for brute force");
        exit(4);
    }
    let mut memo = HashMap::new();
    let mut out = String::new();
    for g in games {
        let steps = g[1..].to_vec();
        let winning = (1..=steps.len())
            .flat_map(|step| (1..=steps[step - 1]).map(move |count| (step, count)))
            .find(|&(step, count)| !wins(after(&steps, step, count), &mut memo));
        match winning {
            Some((step, count)) => out.push_str(&format!("{} {}\n", step, count)),
            None => out.push_str("Second\n"),
        }
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
