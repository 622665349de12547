//! Brute force and input validator for `turning-corners`.
//!
//! Plays each game out on the bounding box of its heads coins (a move only touches tiles
//! up-left of its heads far corner, so nothing outside the box ever matters): memoized search
//! over the set of heads as a bitmask, straight from the rules, no nim product. Exits 1 on
//! invalid input, 4 when a game's box has more than 16 tiles (valid but too large).
use std::collections::HashMap;
use std::io::{self, Read, Write};
use std::process::exit;

fn invalid(msg: &str) -> ! {
    eprintln!("invalid input: {}", msg);
    exit(1)
}

fn wins(heads: u32, rows: usize, cols: usize, memo: &mut HashMap<u32, bool>) -> bool {
    if let Some(&w) = memo.get(&heads) {
        return w;
    }
    let bit = |r: usize, c: usize| 1u32 << (r * cols + c);
    let mut win = false;
    'search: for r2 in 1..rows {
        for c2 in 1..cols {
            if heads & bit(r2, c2) == 0 {
                continue;
            }
            for r1 in 0..r2 {
                for c1 in 0..c2 {
                    let next = heads ^ bit(r1, c1) ^ bit(r1, c2) ^ bit(r2, c1) ^ bit(r2, c2);
                    if !wins(next, rows, cols, memo) {
                        win = true;
                        break 'search;
                    }
                }
            }
        }
    }
    memo.insert(heads, win);
    win
}

fn main() {
    let mut text = String::new();
    if io::stdin().read_to_string(&mut text).is_err() {
        invalid("input is not UTF-8 text");
    }
    let mut words = text.split_ascii_whitespace();
    let mut int = |what: &str, lo: u64, hi: u64| -> u64 {
        let w = words.next().unwrap_or_else(|| invalid(&format!("input ends where {} was expected", what)));
        let canonical = w.bytes().all(|b| b.is_ascii_digit()) && (w == "0" || !w.starts_with('0'));
        match w.parse::<u64>() {
            Ok(v) if canonical && v >= lo && v <= hi => v,
            _ => invalid(&format!("{} = {:?} is not an integer in [{}, {}]", what, w, lo, hi)),
        }
    };
    let t = int("T", 1, 100_000);
    let mut total = 0;
    let mut games = Vec::new();
    for _ in 0..t {
        let n = int("N", 1, 200_000);
        total += n;
        if total > 200_000 {
            invalid("the sum of N exceeds 2*10^5");
        }
        let coins: Vec<(u64, u64)> = (0..n).map(|_| (int("r", 1, 1_000_000_000_000_000_000), int("c", 1, 1_000_000_000_000_000_000))).collect();
        let mut sorted = coins.clone();
        sorted.sort_unstable();
        sorted.dedup();
        if sorted.len() != coins.len() {
            invalid("two heads coins of one game share a tile");
        }
        games.push(coins);
    }
    if words.next().is_some() {
        invalid("extra tokens after the last game");
    }
    if games.iter().any(|g| {
        let rows = g.iter().map(|p| p.0).max().unwrap();
        let cols = g.iter().map(|p| p.1).max().unwrap();
        rows.saturating_mul(cols) > 16
    }) {
        eprintln!("valid input, but too large for brute force");
        exit(4);
    }
    let mut out = String::new();
    for g in games {
        let rows = g.iter().map(|p| p.0).max().unwrap() as usize;
        let cols = g.iter().map(|p| p.1).max().unwrap() as usize;
        let heads = g.iter().fold(0u32, |acc, &(r, c)| acc | 1 << ((r as usize - 1) * cols + c as usize - 1));
        let mut memo = HashMap::new();
        out.push_str(if wins(heads, rows, cols, &mut memo) { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
