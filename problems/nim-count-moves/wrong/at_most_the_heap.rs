//! WRONG: counts the heaps with a_i xor s <= a_i instead of < a_i; when the nim-sum s is 0
//! every heap "qualifies" (by taking 0 pebbles), so a lost position gets n openings.
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
        let count = heaps.iter().filter(|&&h| h ^ sum <= h).count();
        out.push_str(&format!("{}\n", count));
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
