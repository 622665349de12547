//! Wrong: computes 2^(n - rank) - 1 in a 64-bit integer and reduces afterwards; the power
//! no longer fits once n - rank reaches 64 (the shift wraps around).
use std::io::Read;

const MOD: u64 = 998_244_353;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let piles: Vec<u64> = text.split_ascii_whitespace().skip(1).map(|t| t.parse().unwrap()).collect();
    let mut basis = [0u64; 60];
    let mut rank = 0u32;
    for &p in &piles {
        let mut x = p;
        for bit in (0..60).rev() {
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
    let free = piles.len() as u32 - rank;
    println!("{}", (1u64.wrapping_shl(free).wrapping_sub(1)) % MOD);
}
