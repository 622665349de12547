//! WRONG: counts positions from 0, so a head on coin x becomes a heap of x − 1 and the
//! leftmost coin is worth nothing (the row "H" looks lost).
use std::io::{self, Read, Write};

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace();
    let rows: usize = it.next().unwrap().parse().unwrap();
    let mut out = String::new();
    for _ in 0..rows {
        let row = it.next().unwrap().as_bytes();
        let heads: Vec<usize> = (0..row.len()).filter(|&i| row[i] == b'H').collect();
        let x = heads.iter().fold(0, |acc, &h| acc ^ h);
        match heads.iter().find(|&&h| h ^ x < h) {
            // "Heap 0" is no coin at all; any other heap y is the coin at index y.
            Some(&h) if x != 0 => {
                let y = if h ^ x == 0 { 0 } else { (h ^ x) + 1 };
                out.push_str(&format!("{} {}\n", h + 1, y));
            }
            _ => out.push_str("Second\n"),
        }
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
