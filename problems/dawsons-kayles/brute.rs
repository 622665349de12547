//! Brute force and input validator for `dawsons-kayles`.
//!
//! Lays the shelf out cell by cell and computes Grundy values of free stretches from the
//! definition only (mex over every domino, the two stretches left adding by XOR), tabulated
//! up to the longest stretch: no period anywhere. Exits 1 with a message on invalid input;
//! exits 4 ("valid but too large for brute force") when a shelf is longer than 3000.
use std::io::{self, Read};
use std::process::exit;

const MAX_T: u64 = 100_000;
const MAX_VASES: u64 = 200_000;
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
    let mut shelves = Vec::new();
    let mut total = 0;
    for i in 0..t {
        let length = tokens.int(&format!("L of shelf {}", i + 1), 1, MAX_LEN);
        let k = tokens.int(&format!("k of shelf {}", i + 1), 0, length.min(MAX_VASES));
        total += k;
        if total > MAX_VASES {
            invalid("the sum of k exceeds 2·10^5");
        }
        let mut vases: Vec<u64> =
            (0..k).map(|j| tokens.int(&format!("vase {} of shelf {}", j + 1, i + 1), 1, length)).collect();
        vases.sort_unstable();
        if vases.windows(2).any(|w| w[0] == w[1]) {
            invalid(&format!("shelf {} has two vases on one cell", i + 1));
        }
        shelves.push((length, vases));
    }
    if tokens.pos != tokens.words.len() {
        invalid("extra tokens after the last shelf");
    }
    let longest = shelves.iter().map(|s| s.0).max().unwrap_or(0);
    if longest > BRUTE_LIMIT {
        eprintln!("valid, but a shelf of {longest} cells is too long for the brute force (limit {BRUTE_LIMIT})");
        exit(4);
    }
    let mut g: Vec<u32> = Vec::new();
    for s in 0..=longest as usize {
        let options: Vec<u32> = (0..s.saturating_sub(1)).map(|left| g[left] ^ g[s - 2 - left]).collect();
        g.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    let mut out = String::new();
    for (length, vases) in &shelves {
        let mut free = vec![true; *length as usize];
        for &v in vases {
            free[v as usize - 1] = false;
        }
        let x = free.split(|&f| !f).fold(0, |acc, stretch| acc ^ g[stretch.len()]);
        out.push_str(if x != 0 { "First\n" } else { "Second\n" });
    }
    print!("{out}");
}
