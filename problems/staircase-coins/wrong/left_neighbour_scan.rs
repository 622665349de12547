//! Wrong (complexity): the right staircase rule, but instead of sorting it finds each
//! coin's left neighbour and rank by scanning all the coins, O(n^2) per game.
use std::io::{self, Read, Write};

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|w| w.parse::<u64>().unwrap());
    let games = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..games {
        let n = it.next().unwrap() as usize;
        let cells: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
        let mut sum: u64 = 0;
        for &cell in &cells {
            // Rank from the right and nearest coin to the left, by a scan over all coins.
            let mut to_the_right = 0;
            let mut left = 0;
            for &other in &cells {
                if other > cell {
                    to_the_right += 1;
                } else if other < cell && other > left {
                    left = other;
                }
            }
            if to_the_right % 2 == 0 {
                sum ^= cell - left - 1;
            }
        }
        out.push_str(if sum != 0 { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
