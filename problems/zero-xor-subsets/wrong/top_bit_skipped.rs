//! Wrong (off by one): eliminates on bits 58 down to 0, `(0..59)`, forgetting that piles
//! go up to 2^60 - 1; a pile that differs from the basis only in bit 59 looks dependent.
use std::io::Read;

const MOD: u64 = 998_244_353;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let piles: Vec<u64> = text.split_ascii_whitespace().skip(1).map(|t| t.parse().unwrap()).collect();
    let mut basis = [0u64; 59];
    let mut rank = 0;
    for &p in &piles {
        let mut x = p;
        for bit in (0..59).rev() {
            if x >> bit & 1 == 1 {
                if basis[bit] == 0 {
                    basis[bit] = x;
                    rank += 1;
                    break;
                }
                x ^= basis[bit];
            }
        }
    }
    let mut subsets = 1u64;
    for _ in rank..piles.len() {
        subsets = subsets * 2 % MOD;
    }
    println!("{}", (subsets + MOD - 1) % MOD);
}
