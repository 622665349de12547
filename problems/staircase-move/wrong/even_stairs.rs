//! WRONG: staircase parity off by one — plays Nim on steps 2, 4, 6, ... instead of 1, 3, 5, ...
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
        let x = coins.iter().skip(2).step_by(2).fold(0, |acc, &c| acc ^ c);
        match (2..=n).step_by(2).find(|&i| coins[i] ^ x < coins[i]) {
            Some(i) if x != 0 => out.push_str(&format!("{} {}\n", i, coins[i] - (coins[i] ^ x))),
            _ => out.push_str("Second\n"),
        }
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
