//! Wrong (zero / empty): "a lone coin can always be slid to cell 1" shortcut for n = 1,
//! forgetting that the coin may already be on cell 1 (no move at all).
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
        if n == 1 {
            out.push_str("First\n");
            continue;
        }
        cells.sort_unstable();
        // The gap in front of the 1st, 3rd, ... coin from the right.
        let mut sum: u64 = 0;
        for k in (1..=n).step_by(2) {
            let coin = n - k;
            let left = if coin == 0 { 0 } else { cells[coin - 1] };
            sum ^= cells[coin] - left - 1;
        }
        out.push_str(if sum != 0 { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
