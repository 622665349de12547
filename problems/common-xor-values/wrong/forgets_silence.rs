//! Wrong (zero / empty): the right dimension, but the silent signal 0 is not counted as
//! a shared value, although both transmitters emit it with the empty subset.
use std::io::Read;

const BITS: usize = 60;

fn rank(values: &[u64]) -> u32 {
    let mut basis = [0u64; BITS];
    let mut rank = 0;
    for &v in values {
        let mut x = v;
        for bit in (0..BITS).rev() {
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
    let (first, second) = (&values[2..2 + n], &values[2 + n..2 + n + m]);
    // dim(A ∩ B) = dim A + dim B - dim(A + B).
    let shared = rank(first) + rank(second) - rank(&values[2..2 + n + m]);
    println!("{}", (1u64 << shared) - 1);
}
