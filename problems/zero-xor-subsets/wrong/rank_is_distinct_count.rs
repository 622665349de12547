//! Wrong: takes the number of distinct non-zero piles as the rank, so it only sees
//! cancellations between equal piles, not ones like 1 xor 2 xor 3 = 0.
use std::collections::HashSet;
use std::io::Read;

const MOD: u64 = 998_244_353;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let piles: Vec<u64> = text.split_ascii_whitespace().skip(1).map(|t| t.parse().unwrap()).collect();
    let rank = piles.iter().filter(|&&p| p != 0).collect::<HashSet<_>>().len();
    let mut answer = 1;
    for _ in 0..piles.len() - rank {
        answer = answer * 2 % MOD;
    }
    println!("{}", (answer + MOD - 1) % MOD);
}
