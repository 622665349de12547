//! WRONG: reads the heaps as u64 but keeps the nim-sum in a u32 ("XOR never carries, so
//! 32 bits are plenty"); the cast drops the high bits, so a won game whose nim-sum is a
//! multiple of 2^32 looks lost.
use std::io::{self, Read, Write};

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace();
    let games: usize = it.next().unwrap().parse().unwrap();
    let mut out = String::new();
    for _ in 0..games {
        let n: usize = it.next().unwrap().parse().unwrap();
        let mut nim_sum: u32 = 0;
        for _ in 0..n {
            let heap: u64 = it.next().unwrap().parse().unwrap();
            nim_sum ^= heap as u32;
        }
        out.push_str(if nim_sum != 0 { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
