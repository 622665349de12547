//! Wrong (complexity): a `kth` function that rebuilds the basis from all n numbers for each
//! question, O(q·n·60), fine on the samples but far too slow when n and q are both 10^5.
use std::io::Read;

fn kth(values: &[u64], k: u64) -> Option<u64> {
    let mut basis = [0u64; 60];
    let mut rank = 0;
    for &v in values {
        let mut x = v;
        for bit in (0..60).rev() {
            if x >> bit & 1 == 0 {
                continue;
            }
            if basis[bit] == 0 {
                basis[bit] = x;
                rank += 1;
                break;
            }
            x ^= basis[bit];
        }
    }
    for bit in 0..60 {
        for higher in bit + 1..60 {
            if basis[bit] != 0 && basis[higher] >> bit & 1 == 1 {
                basis[higher] ^= basis[bit];
            }
        }
    }
    let rows: Vec<u64> = basis.iter().copied().filter(|&b| b != 0).collect();
    let index = if rank < values.len() { k - 1 } else { k };
    if index >> rows.len() != 0 {
        return None;
    }
    Some(rows.iter().enumerate().filter(|&(i, _)| index >> i & 1 == 1).fold(0, |acc, (_, &r)| acc ^ r))
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let n = tokens.next().unwrap() as usize;
    let values: Vec<u64> = (0..n).map(|_| tokens.next().unwrap()).collect();
    let q = tokens.next().unwrap();
    let mut out = String::new();
    for _ in 0..q {
        match kth(&values, tokens.next().unwrap()) {
            Some(v) => out.push_str(&format!("{v}\n")),
            None => out.push_str("-1\n"),
        }
    }
    print!("{out}");
}
