//! Wrong (integer width): reads the questions k as `u32`, as if there could never be more
//! than 2^32 distinct chords; with rank above 32 a valid k does not fit and the parse fails.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace();
    let n: usize = tokens.next().unwrap().parse().unwrap();
    let mut basis = [0u64; 60];
    let mut rank = 0;
    for _ in 0..n {
        let mut x: u64 = tokens.next().unwrap().parse().unwrap();
        for bit in (0..60).rev() {
            if x >> bit & 1 == 0 {
                continue;
            }
            if basis[bit] == 0 {
                basis[bit] = x;
                rank += 1;
                break;
            }
            x ^= basis[bit];
        }
    }
    for bit in 0..60 {
        for higher in bit + 1..60 {
            if basis[bit] != 0 && basis[higher] >> bit & 1 == 1 {
                basis[higher] ^= basis[bit];
            }
        }
    }
    let rows: Vec<u64> = basis.iter().copied().filter(|&b| b != 0).collect();
    let q: usize = tokens.next().unwrap().parse().unwrap();
    let mut out = String::new();
    for _ in 0..q {
        let k: u32 = tokens.next().unwrap().parse().unwrap();
        let index = if rank < n { u64::from(k) - 1 } else { u64::from(k) };
        if index >> rows.len() != 0 {
            out.push_str("-1\n");
            continue;
        }
        let value =
            rows.iter().enumerate().filter(|&(i, _)| index >> i & 1 == 1).fold(0, |acc, (_, &r)| acc ^ r);
        out.push_str(&format!("{value}\n"));
    }
    print!("{out}");
}
