//! Brute force for max-subset-xor: grows the set of every XOR a subset can reach, one
//! value at a time, and takes its maximum. Exits 1 with a message on invalid input; exits 4
//! ("valid but too large for brute force") when the set exceeds 2^20 values,
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
    if n > 200_000 {
        invalid("n exceeds 200000");
    }
    let values: Vec<u64> = (0..n).map(|_| next("a_i")).collect();
    if let Some(v) = values.iter().find(|&&v| v >= 1 << 60) {
        invalid(&format!("a_i = {v} is not below 2^60"));
    }
    if tokens.next().is_some() {
        invalid("extra tokens after the numbers");
    }
    let mut work = 0usize;
    let mut reachable: HashSet<u64> = HashSet::from([0]);
    for &v in &values {
        let shifted: Vec<u64> = reachable.iter().map(|&r| r ^ v).collect();
        reachable.extend(shifted);
        work += reachable.len();
        if reachable.len() > 1 << 20 || work > WORK_LIMIT {
            eprintln!("brute: instance too large for brute force");
            std::process::exit(4);
        }
    }
    println!("{}", reachable.iter().max().unwrap());
}
