//! Wrong: reduces the first list to a basis and keeps the basis vectors that lie in the
//! span of the second list, answering 2^(number kept). The intersection of two spans is
//! in general not spanned by basis vectors of either list (think of {4, 1} and {5, 6}:
//! they share 5 = 4 xor 1, yet neither 4 nor 1 is in the second span).
use std::io::Read;

fn reduce(basis: &[u64; 60], mut x: u64) -> u64 {
    for bit in (0..60).rev() {
        if x >> bit & 1 == 1 {
            x ^= basis[bit];
        }
    }
    x
}

fn build(values: &[u64]) -> [u64; 60] {
    let mut basis = [0u64; 60];
    for &v in values {
        let x = reduce(&basis, v);
        if x != 0 {
            basis[63 - x.leading_zeros() as usize] = x;
        }
    }
    basis
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let values: Vec<u64> = text.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let (n, m) = (values[0] as usize, values[1] as usize);
    let basis_a = build(&values[2..2 + n]);
    let basis_b = build(&values[2 + n..2 + n + m]);
    let kept = basis_a.iter().filter(|&&v| v != 0 && reduce(&basis_b, v) == 0).count();
    println!("{}", 1u64 << kept);
}
