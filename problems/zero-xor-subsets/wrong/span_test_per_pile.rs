//! Wrong (complexity): counts the piles that are XORs of earlier piles with a helper
//! `in_span(earlier, x)` that builds a fresh basis of the earlier piles each time:
//! O(60 n^2). The count 2^(dependent) - 1 is right.
use std::io::Read;

const MOD: u64 = 998_244_353;

fn in_span(earlier: &[u64], x: u64) -> bool {
    let mut basis = [0u64; 60];
    for &p in earlier {
        let mut v = p;
        for bit in (0..60).rev() {
            if v >> bit & 1 == 1 {
                if basis[bit] == 0 {
                    basis[bit] = v;
                    break;
                }
                v ^= basis[bit];
            }
        }
    }
    let mut rest = x;
    for bit in (0..60).rev() {
        if rest >> bit & 1 == 1 && basis[bit] != 0 {
            rest ^= basis[bit];
        }
    }
    rest == 0
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let piles: Vec<u64> = text.split_ascii_whitespace().skip(1).map(|t| t.parse().unwrap()).collect();
    let mut subsets = 1u64;
    for i in 0..piles.len() {
        if in_span(&piles[..i], piles[i]) {
            subsets = subsets * 2 % MOD;
        }
    }
    println!("{}", (subsets + MOD - 1) % MOD);
}
