//! Brute force and input validator for `wythoff-queries`.
//!
//! Decides every cart with both sacks ≤ 3000 from the rules alone: visiting (a, b) in
//! increasing order, a cart is lost for the mover iff no scoop reaches a lost cart, i.e. no
//! lost cart lies left of it in its row, below it in its column or on its diagonal. No φ, no
//! formula. Exits 1 on invalid input, 4 when a sack exceeds 3000 (valid but too large).
use std::io::{self, Read, Write};
use std::process::exit;

const LIMIT: usize = 3000;

fn invalid(msg: &str) -> ! {
    eprintln!("invalid input: {}", msg);
    exit(1)
}

fn main() {
    let mut text = String::new();
    if io::stdin().read_to_string(&mut text).is_err() {
        invalid("input is not UTF-8 text");
    }
    let mut words = text.split_ascii_whitespace();
    let mut int = |what: &str, hi: u64| -> u64 {
        let w = words.next().unwrap_or_else(|| invalid(&format!("input ends where {} was expected", what)));
        let canonical = w.bytes().all(|b| b.is_ascii_digit()) && (w == "0" || !w.starts_with('0'));
        match w.parse::<u64>() {
            Ok(v) if canonical && v <= hi => v,
            _ => invalid(&format!("{} = {:?} is not an integer in [0, {}]", what, w, hi)),
        }
    };
    let q = int("Q", 100_000);
    if q == 0 {
        invalid("Q must be at least 1");
    }
    let carts: Vec<(u64, u64)> = (0..q).map(|_| (int("a", 1_000_000_000_000_000_000), int("b", 1_000_000_000_000_000_000))).collect();
    if words.next().is_some() {
        invalid("extra tokens after the last cart");
    }
    if carts.iter().any(|&(a, b)| a.max(b) as usize > LIMIT) {
        eprintln!("valid input, but too large for brute force");
        exit(4);
    }
    let n = LIMIT + 1;
    let mut lost = vec![false; n * n];
    let (mut row, mut col, mut diag) = (vec![false; n], vec![false; n], vec![false; 2 * n]);
    for a in 0..n {
        for b in 0..n {
            // Lost iff no scoop reaches a lost cart; rows/columns/diagonals hold the lost
            // carts already visited, which are exactly the smaller ones a scoop can reach.
            if !row[a] && !col[b] && !diag[n + b - a] {
                lost[a * n + b] = true;
                row[a] = true;
                col[b] = true;
                diag[n + b - a] = true;
            }
        }
    }
    let mut out = String::new();
    for (a, b) in carts {
        out.push_str(if lost[a as usize * n + b as usize] { "Second\n" } else { "First\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
