//! WRONG: ignores the misère twist and uses the ordinary rule "nim-sum non-zero wins",
//! which fails exactly in the endgame where every heap has at most one pebble.
use std::io::{self, Read, Write};

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|w| w.parse::<u64>().unwrap());
    let games = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..games {
        let n = it.next().unwrap();
        let sum = (0..n).fold(0, |acc, _| acc ^ it.next().unwrap());
        out.push_str(if sum != 0 { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
