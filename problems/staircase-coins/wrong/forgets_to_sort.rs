//! WRONG: the right staircase formula, applied to the cells in input order — the
//! statement says they come in no particular order.
use std::io::{self, Read, Write};

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|w| w.parse::<i128>().unwrap());
    let games = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..games {
        let n = it.next().unwrap() as usize;
        let cells: Vec<i128> = (0..n).map(|_| it.next().unwrap()).collect();
        let mut sum = 0;
        for k in (1..=n).step_by(2) {
            let coin = n - k;
            let left = if coin == 0 { 0 } else { cells[coin - 1] };
            sum ^= cells[coin] - left - 1;
        }
        out.push_str(if sum != 0 { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
