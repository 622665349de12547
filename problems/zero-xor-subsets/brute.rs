//! Brute force for zero-xor-subsets: counts the subsets reaching each XOR value, adding
//! the piles one at a time, then drops the empty subset from the count of value 0. Exits 1
//! with a message on invalid input; exits 4 ("valid but too large for brute force") when
//! more than 2^20 values are reachable,
//! or after WORK_LIMIT set operations in all.
use std::collections::HashMap;
use std::io::Read;

const MOD: u64 = 998_244_353;

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
    if !(1..=200_000).contains(&n) {
        invalid("n must be in 1..=200000");
    }
    let piles: Vec<u64> = (0..n).map(|_| next("a_i")).collect();
    if let Some(v) = piles.iter().find(|&&v| v >= 1 << 60) {
        invalid(&format!("a_i = {v} is not below 2^60"));
    }
    if tokens.next().is_some() {
        invalid("extra tokens after the piles");
    }
    // ways[v] = number of subsets of the piles seen so far whose nim-sum is v.
    let mut work = 0usize;
    let mut ways: HashMap<u64, u64> = HashMap::from([(0, 1)]);
    for &p in &piles {
        let mut next_ways = ways.clone();
        for (&v, &count) in &ways {
            let slot = next_ways.entry(v ^ p).or_insert(0);
            *slot = (*slot + count) % MOD;
        }
        ways = next_ways;
        work += ways.len();
        if ways.len() > 1 << 20 || work > WORK_LIMIT {
            eprintln!("brute: instance too large for brute force");
            std::process::exit(4);
        }
    }
    println!("{}", (ways[&0] + MOD - 1) % MOD);
}
