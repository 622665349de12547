//! WRONG: counts the heaps at least as large as the nim-sum s. Such a heap can still
//! lack the top bit of s: in (3, 4, 5) the sum is 2, and 5 ≥ 2 although 5 ⊕ 2 = 7 > 5.
use std::io::{self, Read, Write};

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|w| w.parse::<u64>().unwrap());
    let positions = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..positions {
        let n = it.next().unwrap() as usize;
        let heaps: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
        let sum = heaps.iter().fold(0, |acc, &h| acc ^ h);
        let count = if sum == 0 { 0 } else { heaps.iter().filter(|&&h| h >= sum).count() };
        out.push_str(&format!("{}\n", count));
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
