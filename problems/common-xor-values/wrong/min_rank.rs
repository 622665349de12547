//! Wrong: assumes one span contains the other and answers 2^min(rank A, rank B).
use std::io::Read;

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
    let smaller = rank(&values[2..2 + n]).min(rank(&values[2 + n..2 + n + m]));
    println!("{}", 1u64 << smaller);
}
