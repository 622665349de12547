//! WRONG: plays ordinary Nim on every step, the ground included: decides by the XOR of
//! all counts and "takes" from whichever count has its top bit (possibly the ground).
use std::io::{self, Read, Write};

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|w| w.parse::<u64>().unwrap());
    let games = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..games {
        let n = it.next().unwrap() as usize;
        let coins: Vec<u64> = (0..=n).map(|_| it.next().unwrap()).collect();
        let x = coins.iter().fold(0, |acc, &c| acc ^ c);
        match coins.iter().position(|&c| c ^ x < c) {
            Some(i) if x != 0 => out.push_str(&format!("{} {}\n", i, coins[i] - (coins[i] ^ x))),
            _ => out.push_str("Second\n"),
        }
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
