//! Brute force for wide-span: lists the pattern of every non-empty set of switches and looks
//! each query up. Exits 1 on invalid input, 4 when n > 16 (too many sets).
use std::collections::HashSet;
use std::io::Read;

fn invalid(msg: &str) -> ! {
    eprintln!("invalid input: {msg}");
    std::process::exit(1)
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace();
    let mut count = |what: &str| -> usize {
        let t = tokens.next().unwrap_or_else(|| invalid(&format!("missing {what}")));
        t.parse().unwrap_or_else(|_| invalid(&format!("{what} is not a number: {t}")))
    };
    let (n, k, q) = (count("n"), count("k"), count("q"));
    if ![n, k, q].iter().all(|x| (1..=3000).contains(x)) {
        invalid("n, k or q is not in 1..=3000");
    }
    let mut patterns: Vec<Vec<bool>> = Vec::new();
    for i in 0..n + q {
        let t = tokens.next().unwrap_or_else(|| invalid(&format!("missing pattern {i}")));
        if t.len() != k || !t.bytes().all(|c| c == b'0' || c == b'1') {
            invalid(&format!("pattern {i} is not {k} characters 0/1"));
        }
        patterns.push(t.bytes().map(|c| c == b'1').collect());
    }
    if tokens.next().is_some() {
        invalid("extra tokens");
    }
    if n > 16 {
        eprintln!("brute: too large for brute force");
        std::process::exit(4);
    }
    let mut reachable: HashSet<Vec<bool>> = HashSet::new();
    for set in 1u32..1 << n {
        let mut sum = vec![false; k];
        for (i, row) in patterns[..n].iter().enumerate() {
            if set >> i & 1 == 1 {
                sum.iter_mut().zip(row).for_each(|(x, y)| *x ^= y);
            }
        }
        reachable.insert(sum);
    }
    for query in &patterns[n..] {
        println!("{}", if reachable.contains(query) { "Yes" } else { "No" });
    }
}
