//! Wrong (off by one): eliminates on bits 58 down to 0, `(0..59)`, forgetting that values
//! go up to 2^60 - 1; a number whose only difference from the basis is bit 59 is taken
//! for dependent.
use std::io::Read;

const BITS: usize = 59;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let n = tokens.next().unwrap() as usize;
    let mut basis = [0u64; BITS];
    let mut rank = 0;
    for _ in 0..n {
        let mut x = tokens.next().unwrap();
        for bit in (0..BITS).rev() {
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
    for bit in 0..BITS {
        for higher in bit + 1..BITS {
            if basis[bit] != 0 && basis[higher] >> bit & 1 == 1 {
                basis[higher] ^= basis[bit];
            }
        }
    }
    let rows: Vec<u64> = basis.iter().copied().filter(|&b| b != 0).collect();
    let zero_listed = rank < n;
    let q = tokens.next().unwrap();
    let mut out = String::new();
    for _ in 0..q {
        let k = tokens.next().unwrap();
        let index = if zero_listed { k - 1 } else { k };
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
