//! Wrong (integer width): the rank is right, but 2^(n - rank) is computed by fast
//! exponentiation in `u32`; a product of two residues overflows 32 bits and wraps.
use std::io::Read;

const MOD: u32 = 998_244_353;

fn power_of_two(mut exponent: u32) -> u32 {
    let (mut result, mut base) = (1u32, 2u32);
    while exponent > 0 {
        if exponent & 1 == 1 {
            result = result.wrapping_mul(base) % MOD;
        }
        base = base.wrapping_mul(base) % MOD;
        exponent >>= 1;
    }
    result
}

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
    println!("{}", (power_of_two(free) + MOD - 1) % MOD);
}
