//! Wrong (off by one): measures the gap of the leftmost coin from cell 0, as if the shelf
//! started there, while cell 1 is the leftmost cell: that gap is one too large.
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
        let mut sum: u64 = 0;
        for k in (1..=n).step_by(2) {
            let coin = n - k;
            let gap = if coin == 0 { cells[0] } else { cells[coin] - cells[coin - 1] - 1 };
            sum ^= gap;
        }
        out.push_str(if sum != 0 { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
