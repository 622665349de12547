//! WRONG: "the player who takes the last pebble wins, so count the pebbles" —
//! decides by the parity of the total, as if every move took exactly one pebble.
use std::io::{self, Read, Write};

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|w| w.parse::<u64>().unwrap());
    let games = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..games {
        let n = it.next().unwrap();
        let odd = (0..n).fold(false, |acc, _| acc ^ (it.next().unwrap() % 2 == 1));
        out.push_str(if odd { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
