//! WRONG: recognises the misère endgame only when every heap is exactly 1, so a position
//! like (1, 1, 0) — two single pebbles and an empty heap — gets the ordinary rule.
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
        let first_wins = if heaps.iter().all(|&h| h == 1) {
            n % 2 == 0
        } else {
            heaps.iter().fold(0, |acc, &h| acc ^ h) != 0
        };
        out.push_str(if first_wins { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
