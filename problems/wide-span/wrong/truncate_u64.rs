//! Wrong: reads each pattern into one u64 the usual way (shift left, add the next lamp), so
//! only the last 64 lamps survive; the rest of the elimination is right.
use std::io::{BufWriter, Read, Write};

fn parse(s: &str) -> u64 {
    let mut x = 0u64;
    for c in s.bytes() {
        x = x << 1 | u64::from(c == b'1');
    }
    x
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace();
    let n: usize = tokens.next().unwrap().parse().unwrap();
    let _k: usize = tokens.next().unwrap().parse().unwrap();
    let q: usize = tokens.next().unwrap().parse().unwrap();
    let mut basis = [0u64; 64];
    let mut rank = 0;
    for _ in 0..n {
        let mut x = parse(tokens.next().unwrap());
        for b in (0..64).rev() {
            if x >> b & 1 == 1 {
                if basis[b] == 0 {
                    basis[b] = x;
                    rank += 1;
                    break;
                }
                x ^= basis[b];
            }
        }
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    for _ in 0..q {
        let mut x = parse(tokens.next().unwrap());
        let reachable = if x == 0 {
            rank < n
        } else {
            for b in (0..64).rev() {
                if x >> b & 1 == 1 && basis[b] != 0 {
                    x ^= basis[b];
                }
            }
            x == 0
        };
        writeln!(out, "{}", if reachable { "Yes" } else { "No" }).unwrap();
    }
}
