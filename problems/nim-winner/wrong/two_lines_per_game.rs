//! WRONG: reads the input line by line, skipping blank lines (to survive a trailing empty
//! line), and takes two lines per game; a game without heaps has a blank heap line, so
//! every later game is read out of step.
use std::io::{self, Read, Write};

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    let games: usize = lines.next().unwrap().parse().unwrap();
    let mut out = String::new();
    for _ in 0..games {
        let _n: usize = lines.next().unwrap().parse().unwrap();
        let heaps = lines.next().unwrap_or("");
        let nim_sum = heaps.split_ascii_whitespace().fold(0u64, |acc, w| acc ^ w.parse::<u64>().unwrap());
        out.push_str(if nim_sum != 0 { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
