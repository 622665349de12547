//! WRONG: keeps the nim-sum in a u32 ("XOR never carries, 32 bits are plenty"): the
//! cast drops the high bits, so a game whose nim-sum is a multiple of 2^32 looks lost and
//! other large games get a move computed from the wrong nim-sum.
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
        let sum = heaps.iter().fold(0u32, |acc, &h| acc ^ h as u32) as u64;
        match heaps.iter().position(|&h| h ^ sum < h) {
            Some(i) => out.push_str(&format!("{} {}\n", i + 1, heaps[i] - (heaps[i] ^ sum))),
            None => out.push_str("Second\n"),
        }
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
