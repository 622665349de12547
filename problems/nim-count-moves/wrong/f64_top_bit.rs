//! WRONG: counts the heaps holding the top bit of the nim-sum (right idea), but finds that bit
//! with `(s as f64).log2()`: a nim-sum just below a power of two above 2^53 rounds up to that
//! power, and the heaps with the bit one too high are counted.
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
            out.push_str("0\n");
            continue;
        }
        let top = (s as f64).log2().floor() as u32;
        let count = heaps.iter().filter(|&&h| h >> top & 1 == 1).count();
        out.push_str(&format!("{}\n", count));
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
