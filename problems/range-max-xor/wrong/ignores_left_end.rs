//! Wrong: answers every query with the basis of the prefix a_1..a_r, ignoring l.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let (n, q) = (tokens.next().unwrap() as usize, tokens.next().unwrap());
    let mut basis = [0u64; 60];
    let mut prefix_best = vec![0u64];
    for _ in 0..n {
        let mut x = tokens.next().unwrap();
        for bit in (0..60).rev() {
            if x >> bit & 1 == 1 {
                if basis[bit] == 0 {
                    basis[bit] = x;
                    break;
                }
                x ^= basis[bit];
            }
        }
        prefix_best.push(basis.iter().rev().fold(0u64, |acc, &b| acc.max(acc ^ b)));
    }
    let mut out = String::new();
    for _ in 0..q {
        let (_l, r) = (tokens.next().unwrap(), tokens.next().unwrap() as usize);
        out.push_str(&format!("{}\n", prefix_best[r]));
    }
    print!("{out}");
}
