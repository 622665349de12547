//! Wrong: treats a row as a heap from which 1 or 2 may be taken (g = n mod 3), forgetting
//! that a knock in the middle splits the row into two games.
use std::io::{stdin, Read};

fn main() {
    let mut text = String::new();
    stdin().read_to_string(&mut text).unwrap();
    let mut words = text.split_ascii_whitespace().map(|w| w.parse::<u64>().unwrap());
    let games = words.next().unwrap();
    let mut out = String::new();
    for _ in 0..games {
        let n = words.next().unwrap();
        let x = (0..n).fold(0, |acc, _| acc ^ (words.next().unwrap() % 3));
        out.push_str(if x != 0 { "First\n" } else { "Second\n" });
    }
    print!("{out}");
}
