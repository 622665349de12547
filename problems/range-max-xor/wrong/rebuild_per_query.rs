//! Wrong (too slow): builds a fresh XOR basis from the whole range for every query,
//! O(n * q * 60) in the worst case instead of O((n + q) * 60).
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let (n, q) = (tokens.next().unwrap() as usize, tokens.next().unwrap());
    let values: Vec<u64> = (0..n).map(|_| tokens.next().unwrap()).collect();
    let mut out = String::new();
    for _ in 0..q {
        let (l, r) = (tokens.next().unwrap() as usize, tokens.next().unwrap() as usize);
        let mut basis = [0u64; 60];
        for &v in &values[l - 1..r] {
            let mut x = v;
            for bit in (0..60).rev() {
                if x >> bit & 1 == 1 {
                    if basis[bit] == 0 {
                        basis[bit] = x;
                        break;
                    }
                    x ^= basis[bit];
                }
            }
        }
        let best = basis.iter().rev().fold(0u64, |acc, &b| acc.max(acc ^ b));
        out.push_str(&format!("{best}\n"));
    }
    print!("{out}");
}
