//! WRONG: keeps the nim-sum in a u32 ("XOR never carries, 32 bits are plenty"): the cast
//! drops the high bits, so a position whose nim-sum is a multiple of 2^32 gets 0 openings
//! and other large positions are counted against the wrong nim-sum.
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
        let mut sum: u32 = 0;
        for &h in &heaps {
            sum ^= h as u32;
        }
        let count = heaps.iter().filter(|&&h| h ^ (sum as u64) < h).count();
        out.push_str(&format!("{}\n", count));
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
