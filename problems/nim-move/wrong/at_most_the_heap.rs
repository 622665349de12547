//! WRONG: looks for a heap with a_i xor s <= a_i instead of < a_i; when the nim-sum s is 0
//! every heap qualifies, so it "moves" by taking 0 pebbles instead of answering Second.
use std::io::{self, Read, Write};

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|w| w.parse::<u64>().unwrap());
    let games = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..games {
        let n = it.next().unwrap() as usize;
        let heaps: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
        let sum = heaps.iter().fold(0, |acc, &h| acc ^ h);
        match heaps.iter().position(|&h| h ^ sum <= h) {
            Some(i) => out.push_str(&format!("{} {}\n", i + 1, heaps[i] - (heaps[i] ^ sum))),
            None => out.push_str("Second\n"),
        }
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
