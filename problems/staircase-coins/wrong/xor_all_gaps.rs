//! WRONG: treats every gap as a Nim heap. A move does shrink one gap, but it also
//! grows the gap of the next coin, so the gaps are not independent heaps.
use std::io::{self, Read, Write};

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|w| w.parse::<u64>().unwrap());
    let games = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..games {
        let n = it.next().unwrap() as usize;
        let mut cells: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
        cells.sort_unstable();
        let mut sum = 0;
        let mut left = 0;
        for &c in &cells {
            sum ^= c - left - 1;
            left = c;
        }
        out.push_str(if sum != 0 { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
