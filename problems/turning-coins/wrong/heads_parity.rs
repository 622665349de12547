//! WRONG: "each head is one pebble": wins iff the number of heads is odd, and then
//! turns the leftmost head alone.
use std::io::{self, Read, Write};

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace();
    let rows: usize = it.next().unwrap().parse().unwrap();
    let mut out = String::new();
    for _ in 0..rows {
        let row = it.next().unwrap().as_bytes();
        let heads = row.iter().filter(|&&c| c == b'H').count();
        match row.iter().position(|&c| c == b'H') {
            Some(i) if heads % 2 == 1 => out.push_str(&format!("{} 0\n", i + 1)),
            _ => out.push_str("Second\n"),
        }
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
