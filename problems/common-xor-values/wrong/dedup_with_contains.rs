//! Wrong (complexity): the right dimension formula, but each list is first freed of
//! duplicate tones with `Vec::contains`, O(n) per tone: O(n^2) when the tones are distinct.
use std::io::Read;

fn distinct(tones: &[u64]) -> Vec<u64> {
    let mut kept: Vec<u64> = Vec::new();
    for &tone in tones {
        if !kept.contains(&tone) {
            kept.push(tone);
        }
    }
    kept
}

fn rank(values: &[u64]) -> u32 {
    let mut basis = [0u64; 60];
    let mut rank = 0;
    for &v in values {
        let mut x = v;
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
    rank
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let values: Vec<u64> = text.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let (n, m) = (values[0] as usize, values[1] as usize);
    let first = distinct(&values[2..2 + n]);
    let second = distinct(&values[2 + n..2 + n + m]);
    let both: Vec<u64> = first.iter().chain(&second).copied().collect();
    // dim(A ∩ B) = dim A + dim B - dim(A + B).
    let shared = rank(&first) + rank(&second) - rank(&both);
    println!("{}", 1u64 << shared);
}
