//! Wrong (integer width): Nim on the odd steps, but the XOR is kept in a `u32`, the counts
//! cast down with `as u32`; counts reach 10^18, so a XOR that is zero only in its low 32
//! bits looks lost, and moves computed from it are wrong.
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
        // Nim on the odd steps: the mover loses iff their XOR is 0.
        let x: u32 = coins.iter().skip(1).step_by(2).fold(0, |acc, &c| acc ^ c as u32);
        match (1..=n).step_by(2).find(|&i| coins[i] ^ u64::from(x) < coins[i]) {
            Some(i) if x != 0 => out.push_str(&format!("{} {}\n", i, coins[i] - (coins[i] ^ u64::from(x)))),
            _ => out.push_str("Second\n"),
        }
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
