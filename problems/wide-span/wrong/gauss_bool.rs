//! Wrong: the right elimination, one bool per lamp: O((n + q) · rank · k) single-bit
//! operations, 64 times the work of packed words; too slow at n = k = q = 2000.
use std::io::{BufWriter, Read, Write};

/// Reduces `v` by the rows (`rows[b]` has its first lit lamp at b); returns the first lamp
/// still lit, if any.
fn reduce(rows: &[Option<Vec<bool>>], v: &mut [bool]) -> Option<usize> {
    for b in 0..v.len() {
        if v[b] {
            match &rows[b] {
                Some(row) => {
                    for j in b..v.len() {
                        v[j] ^= row[j];
                    }
                }
                None => return Some(b),
            }
        }
    }
    None
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace();
    let n: usize = tokens.next().unwrap().parse().unwrap();
    let k: usize = tokens.next().unwrap().parse().unwrap();
    let q: usize = tokens.next().unwrap().parse().unwrap();
    let mut rows: Vec<Option<Vec<bool>>> = vec![None; k];
    let mut rank = 0;
    for _ in 0..n {
        let mut v: Vec<bool> = tokens.next().unwrap().bytes().map(|c| c == b'1').collect();
        if let Some(b) = reduce(&rows, &mut v) {
            rows[b] = Some(v);
            rank += 1;
        }
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    for _ in 0..q {
        let mut v: Vec<bool> = tokens.next().unwrap().bytes().map(|c| c == b'1').collect();
        let reachable = if v.iter().all(|&b| !b) { rank < n } else { reduce(&rows, &mut v).is_none() };
        writeln!(out, "{}", if reachable { "Yes" } else { "No" }).unwrap();
    }
}
