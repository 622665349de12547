//! Brute force for kth-subset-xor: grows the set of XORs of non-empty subsets one number
//! at a time, sorts it, and answers each query by position. Exits 1 with a message on
//! invalid input; exits 4 ("valid but too large for brute force") when the set exceeds
//! 2^20 values,
//! or after WORK_LIMIT set operations in all.
use std::collections::HashSet;
use std::io::Read;

/// Hash-set operations allowed before giving up as "too large" (a few seconds at most).
const WORK_LIMIT: usize = 30_000_000;

fn invalid(msg: &str) -> ! {
    eprintln!("invalid input: {msg}");
    std::process::exit(1)
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace();
    let mut next = |what: &str| -> u64 {
        let t = tokens.next().unwrap_or_else(|| invalid(&format!("missing {what}")));
        t.parse().unwrap_or_else(|_| invalid(&format!("{what} is not a number: {t}")))
    };
    let n = next("n");
    if !(1..=100_000).contains(&n) {
        invalid("n must be in 1..=100000");
    }
    let values: Vec<u64> = (0..n).map(|_| next("a_i")).collect();
    if let Some(v) = values.iter().find(|&&v| v >= 1 << 60) {
        invalid(&format!("a_i = {v} is not below 2^60"));
    }
    let q = next("q");
    if !(1..=100_000).contains(&q) {
        invalid("q must be in 1..=100000");
    }
    let queries: Vec<u64> = (0..q).map(|_| next("k")).collect();
    if let Some(k) = queries.iter().find(|&&k| k == 0 || k > 1 << 60) {
        invalid(&format!("k = {k} is not in 1..=2^60"));
    }
    if tokens.next().is_some() {
        invalid("extra tokens after the queries");
    }
    // Values of non-empty subsets: each new number alone, or added to an earlier subset.
    let mut work = 0usize;
    let mut reachable: HashSet<u64> = HashSet::new();
    for &v in &values {
        let mut grown: Vec<u64> = reachable.iter().map(|&r| r ^ v).collect();
        grown.push(v);
        reachable.extend(grown);
        work += reachable.len();
        if reachable.len() > 1 << 20 || work > WORK_LIMIT {
            eprintln!("brute: instance too large for brute force");
            std::process::exit(4);
        }
    }
    let mut sorted: Vec<u64> = reachable.into_iter().collect();
    sorted.sort_unstable();
    let mut out = String::new();
    for k in queries {
        match sorted.get(k as usize - 1) {
            Some(v) => out.push_str(&format!("{v}\n")),
            None => out.push_str("-1\n"),
        }
    }
    print!("{out}");
}
