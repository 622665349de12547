//! Wrong: reads the period 12 off the first values and applies it from n = 0, ignoring that
//! Kayles only becomes periodic at n = 71 (g(3) = 3 but g(15) = 7, for instance).
use std::io::{stdin, Read};

fn main() {
    let mut text = String::new();
    stdin().read_to_string(&mut text).unwrap();
    let mut words = text.split_ascii_whitespace().map(|w| w.parse::<u64>().unwrap());
    let first: [u64; 12] = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6];
    let games = words.next().unwrap();
    let mut out = String::new();
    for _ in 0..games {
        let n = words.next().unwrap();
        let x = (0..n).fold(0, |acc, _| acc ^ first[(words.next().unwrap() % 12) as usize]);
        out.push_str(if x != 0 { "First\n" } else { "Second\n" });
    }
    print!("{out}");
}
