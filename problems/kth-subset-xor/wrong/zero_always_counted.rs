//! Wrong: counts 0 among the values even when no non-empty subset reaches it, as if the
//! empty subset were allowed (off by one whenever the numbers are independent).
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let n = tokens.next().unwrap() as usize;
    let mut basis = [0u64; 60];
    for _ in 0..n {
        let mut x = tokens.next().unwrap();
        for bit in (0..60).rev() {
            if x >> bit & 1 == 0 {
                continue;
            }
            if basis[bit] == 0 {
                basis[bit] = x;
                break;
            }
            x ^= basis[bit];
        }
    }
    // Reduced form: each leading bit appears in exactly one basis vector.
    for bit in 0..60 {
        for higher in bit + 1..60 {
            if basis[bit] != 0 && basis[higher] >> bit & 1 == 1 {
                basis[higher] ^= basis[bit];
            }
        }
    }
    let rows: Vec<u64> = basis.iter().copied().filter(|&b| b != 0).collect();
    let zero_counted = true;
    let q = tokens.next().unwrap();
    let mut out = String::new();
    for _ in 0..q {
        let k = tokens.next().unwrap();
        let index = if zero_counted { k - 1 } else { k };
        if rows.len() < 64 && index >> rows.len() != 0 {
            out.push_str("-1\n");
            continue;
        }
        let value =
            rows.iter().enumerate().filter(|&(i, _)| index >> i & 1 == 1).fold(0, |acc, (_, &r)| acc ^ r);
        out.push_str(&format!("{value}\n"));
    }
    print!("{out}");
}
