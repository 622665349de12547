//! Brute force for range-max-xor: for every query, grows the set of subset XORs of the
//! range from scratch and takes its maximum. Exits 1 with a message on invalid input;
//! exits 4 ("valid but too large for brute force") when a range reaches more than 2^20
//! values,
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
    let (n, q) = (next("n"), next("q"));
    if !(1..=200_000).contains(&n) || !(1..=200_000).contains(&q) {
        invalid("n and q must be in 1..=200000");
    }
    let values: Vec<u64> = (0..n).map(|_| next("a_i")).collect();
    if let Some(v) = values.iter().find(|&&v| v >= 1 << 60) {
        invalid(&format!("a_i = {v} is not below 2^60"));
    }
    let queries: Vec<(u64, u64)> = (0..q).map(|_| (next("l"), next("r"))).collect();
    if let Some((l, r)) = queries.iter().find(|&&(l, r)| !(1 <= l && l <= r && r <= n)) {
        invalid(&format!("query {l} {r} is not a range inside 1..={n}"));
    }
    if tokens.next().is_some() {
        invalid("extra tokens after the queries");
    }
    let mut work = 0usize;
    let mut out = String::new();
    for (l, r) in queries {
        let mut reachable: HashSet<u64> = HashSet::from([0]);
        for &v in &values[l as usize - 1..r as usize] {
            let shifted: Vec<u64> = reachable.iter().map(|&x| x ^ v).collect();
            reachable.extend(shifted);
            work += reachable.len();
            if reachable.len() > 1 << 20 || work > WORK_LIMIT {
                eprintln!("brute: instance too large for brute force");
                std::process::exit(4);
            }
        }
        out.push_str(&format!("{}\n", reachable.iter().max().unwrap()));
    }
    print!("{out}");
}
