//! Brute force for common-xor-values: lists every subset XOR of each list (growing the
//! set one number at a time) and counts the values found in both. Exits 1 with a message
//! on invalid input; exits 4 ("valid but too large for brute force") when a list reaches
//! more than 2^20 values,
//! or after WORK_LIMIT set operations in all.
use std::collections::HashSet;
use std::io::Read;

/// Hash-set operations allowed before giving up as "too large" (a few seconds at most).
const WORK_LIMIT: usize = 30_000_000;

fn invalid(msg: &str) -> ! {
    eprintln!("invalid input: {msg}");
    std::process::exit(1)
}

fn reachable(values: &[u64]) -> HashSet<u64> {
    let mut work = 0usize;
    let mut seen: HashSet<u64> = HashSet::from([0]);
    for &v in values {
        let shifted: Vec<u64> = seen.iter().map(|&r| r ^ v).collect();
        seen.extend(shifted);
        work += seen.len();
        if seen.len() > 1 << 20 || work > WORK_LIMIT {
            eprintln!("brute: instance too large for brute force");
            std::process::exit(4);
        }
    }
    seen
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace();
    let mut next = |what: &str| -> u64 {
        let t = tokens.next().unwrap_or_else(|| invalid(&format!("missing {what}")));
        t.parse().unwrap_or_else(|_| invalid(&format!("{what} is not a number: {t}")))
    };
    let (n, m) = (next("n"), next("m"));
    if !(1..=200_000).contains(&n) || !(1..=200_000).contains(&m) {
        invalid("n and m must be in 1..=200000");
    }
    let a: Vec<u64> = (0..n).map(|_| next("a_i")).collect();
    let b: Vec<u64> = (0..m).map(|_| next("b_j")).collect();
    if let Some(v) = a.iter().chain(&b).find(|&&v| v >= 1 << 60) {
        invalid(&format!("value {v} is not below 2^60"));
    }
    if tokens.next().is_some() {
        invalid("extra tokens after the lists");
    }
    let (from_a, from_b) = (reachable(&a), reachable(&b));
    println!("{}", from_a.intersection(&from_b).count());
}
