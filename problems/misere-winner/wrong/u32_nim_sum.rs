//! WRONG: the misère rule done right, but the nim-sum kept in a u32 ("XOR never carries,
//! 32 bits are plenty"): a big game whose nim-sum is a multiple of 2^32 looks lost.
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
        let mut nim_sum: u32 = 0;
        let mut big = false;
        for &h in &heaps {
            nim_sum ^= h as u32;
            big |= h >= 2;
        }
        let first_wins = if big { nim_sum != 0 } else { nim_sum == 0 };
        out.push_str(if first_wins { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
