//! Brute force and input validator for `kayles`.
//!
//! Grundy values of rows from the definition only (mex over every knock, a row split in two
//! adding by XOR), tabulated up to the longest row: no period anywhere. Exits 1 with a
//! message on invalid input; exits 4 ("valid but too large for brute force") when a row is
//! longer than 3000.
use std::io::{self, Read};
use std::process::exit;

const MAX_T: u64 = 100_000;
const MAX_ROWS: u64 = 200_000;
const MAX_LEN: u64 = 1_000_000_000_000_000_000;
const BRUTE_LIMIT: u64 = 3000;

fn invalid(msg: &str) -> ! {
    eprintln!("invalid input: {msg}");
    exit(1)
}

struct Tokens {
    words: Vec<String>,
    pos: usize,
}

impl Tokens {
    fn int(&mut self, what: &str, lo: u64, hi: u64) -> u64 {
        let word = match self.words.get(self.pos) {
            Some(w) => w.clone(),
            None => invalid(&format!("input ends where {what} was expected")),
        };
        self.pos += 1;
        let canonical = word.bytes().all(|b| b.is_ascii_digit()) && (word == "0" || !word.starts_with('0'));
        let value = match word.parse::<u64>() {
            Ok(v) if canonical => v,
            _ => invalid(&format!("{what} = {word:?} is not a non-negative integer")),
        };
        if value < lo || value > hi {
            invalid(&format!("{what} = {value} is outside [{lo}, {hi}]"));
        }
        value
    }
}

fn main() {
    let mut text = String::new();
    if io::stdin().read_to_string(&mut text).is_err() {
        invalid("input is not UTF-8 text");
    }
    let mut tokens = Tokens { words: text.split_ascii_whitespace().map(String::from).collect(), pos: 0 };
    let t = tokens.int("T", 1, MAX_T);
    let mut games = Vec::new();
    let mut total = 0;
    for i in 0..t {
        let n = tokens.int(&format!("n of game {}", i + 1), 0, MAX_ROWS);
        total += n;
        if total > MAX_ROWS {
            invalid("the sum of n exceeds 2·10^5");
        }
        let rows: Vec<u64> = (0..n).map(|j| tokens.int(&format!("row {} of game {}", j + 1, i + 1), 0, MAX_LEN)).collect();
        games.push(rows);
    }
    if tokens.pos != tokens.words.len() {
        invalid("extra tokens after the last game");
    }
    let longest = games.iter().flatten().copied().max().unwrap_or(0);
    if longest > BRUTE_LIMIT {
        eprintln!("valid, but a row of {longest} is too long for the brute force (limit {BRUTE_LIMIT})");
        exit(4);
    }
    let mut g: Vec<u32> = Vec::new();
    for n in 0..=longest as usize {
        let mut options = Vec::new();
        for take in 1..=2.min(n) {
            for left in 0..=n - take {
                options.push(g[left] ^ g[n - take - left]);
            }
        }
        g.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    let mut out = String::new();
    for rows in &games {
        let x = rows.iter().fold(0, |acc, &r| acc ^ g[r as usize]);
        out.push_str(if x != 0 { "First\n" } else { "Second\n" });
    }
    print!("{out}");
}
