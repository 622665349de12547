//! Wrong (integer width): the right staircase rule, but the XOR is kept in a `u32`, the
//! gaps cast down with `as u32`; gaps reach 10^18, and a XOR that is zero only in its low
//! 32 bits looks lost.
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
        // The gap in front of the 1st, 3rd, ... coin from the right.
        let mut sum: u32 = 0;
        for k in (1..=n).step_by(2) {
            let coin = n - k;
            let left = if coin == 0 { 0 } else { cells[coin - 1] };
            sum ^= (cells[coin] - left - 1) as u32;
        }
        out.push_str(if sum != 0 { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
