//! WRONG: sees the Nim heaps (a head on coin x is a heap of x) but, for each head, recomputes
//! the XOR of all the other heads to find the coin to turn with it: O(heads^2) on a long
//! row whose winning head is far to the right, or that has none.
use std::io::{self, Read, Write};

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace();
    let rows: usize = it.next().unwrap().parse().unwrap();
    let mut out = String::new();
    for _ in 0..rows {
        let row = it.next().unwrap().as_bytes();
        let heads: Vec<usize> = (0..row.len()).filter(|&i| row[i] == b'H').map(|i| i + 1).collect();
        let mut answer = "Second".to_string();
        for (k, &x) in heads.iter().enumerate() {
            let mut others = 0;
            for (j, &h) in heads.iter().enumerate() {
                if j != k {
                    others ^= h;
                }
            }
            if others < x {
                answer = format!("{} {}", x, others);
                break;
            }
        }
        out.push_str(&answer);
        out.push('\n');
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
