//! Brute force for xor-witness: grows the set of reachable XOR values one number at a
//! time, remembering for each new value the earlier value and the number that produced
//! it, then walks back from x. Exits 1 with a message on invalid input; exits 4 ("valid
//! but too large for brute force") when more than 2^20 values are reachable,
//! or after WORK_LIMIT set operations in all.
use std::collections::HashMap;
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
    let (n, x) = (next("n"), next("x"));
    if !(1..=200_000).contains(&n) {
        invalid("n must be in 1..=200000");
    }
    if x >= 1 << 60 {
        invalid("x is not below 2^60");
    }
    let values: Vec<u64> = (0..n).map(|_| next("a_i")).collect();
    if let Some(v) = values.iter().find(|&&v| v >= 1 << 60) {
        invalid(&format!("a_i = {v} is not below 2^60"));
    }
    if tokens.next().is_some() {
        invalid("extra tokens after the numbers");
    }
    // parent[v] = (u, i): v was first reached as u xor a_i; 0 is reached by the empty set.
    let mut work = 0usize;
    let mut parent: HashMap<u64, Option<(u64, usize)>> = HashMap::from([(0, None)]);
    for (i, &a) in values.iter().enumerate() {
        let fresh: Vec<(u64, u64)> =
            parent.keys().map(|&u| (u ^ a, u)).filter(|(v, _)| !parent.contains_key(v)).collect();
        for (v, u) in fresh {
            parent.insert(v, Some((u, i)));
        }
        work += parent.len();
        if parent.len() > 1 << 20 || work > WORK_LIMIT {
            eprintln!("brute: instance too large for brute force");
            std::process::exit(4);
        }
    }
    if !parent.contains_key(&x) {
        println!("-1");
        return;
    }
    let mut chosen = Vec::new();
    let mut v = x;
    while let Some((u, i)) = parent[&v] {
        chosen.push(i + 1);
        v = u;
    }
    chosen.reverse();
    let line: Vec<String> = chosen.iter().map(|i| i.to_string()).collect();
    println!("{}\n{}", chosen.len(), line.join(" "));
}
