//! Wrong: reads each pattern into one u128 (twice the usual width) the usual way (shift left, add the next lamp), so
//! only the last 128 lamps survive; the rest of the elimination is right.
use std::io::{BufWriter, Read, Write};

fn parse(s: &str) -> u128 {
    let mut x = 0u128;
    for c in s.bytes() {
        x = x << 1 | u128::from(c == b'1');
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
    let mut basis = [0u128; 128];
    let mut rank = 0;
    for _ in 0..n {
        let mut x = parse(tokens.next().unwrap());
        for b in (0..128).rev() {
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
            for b in (0..128).rev() {
                if x >> b & 1 == 1 && basis[b] != 0 {
                    x ^= basis[b];
                }
            }
            x == 0
        };
        writeln!(out, "{}", if reachable { "Yes" } else { "No" }).unwrap();
    }
}
