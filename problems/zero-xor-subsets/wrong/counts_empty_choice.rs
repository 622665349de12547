//! Wrong: prints 2^(n - rank), which also counts the empty choice of piles.
use std::io::Read;

const MOD: u64 = 998_244_353;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let piles: Vec<u64> = text.split_ascii_whitespace().skip(1).map(|t| t.parse().unwrap()).collect();
    let mut basis = [0u64; 60];
    let mut rank = 0;
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
    let mut answer = 1;
    for _ in 0..piles.len() - rank {
        answer = answer * 2 % MOD;
    }
    println!("{answer}");
}
