//! WRONG: finds the top bit of the nim-sum with `(s as f64).log2()`. A nim-sum just below a
//! power of two above 2^53 (its top 53 bits all set) rounds up to that power, so the bit is
//! one too high: the heap chosen cannot be lowered to a_i xor s (the amount wraps), or no
//! heap has that bit and the game is declared lost.
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
        let s = heaps.iter().fold(0, |acc, &h| acc ^ h);
        if s == 0 {
            out.push_str("Second\n");
            continue;
        }
        let top = (s as f64).log2().floor() as u32;
        match heaps.iter().position(|&h| h >> top & 1 == 1) {
            Some(i) => out.push_str(&format!("{} {}\n", i + 1, heaps[i].wrapping_sub(heaps[i] ^ s))),
            None => out.push_str("Second\n"),
        }
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
