//! Wrong (complexity): rebuilds a basis per query, scanning the window from r down to l and
//! stopping as soon as 60 independent readings are found. Quick on random 60-bit data,
//! where the last ~60 readings already span everything, but O(length) per query when the
//! reading that completes the span sits at the far end of the window.
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
        let mut rank = 0;
        for &v in values[l - 1..r].iter().rev() {
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
            if rank == 60 {
                break;
            }
        }
        let best = basis.iter().rev().fold(0u64, |acc, &b| acc.max(acc ^ b));
        out.push_str(&format!("{best}\n"));
    }
    print!("{out}");
}
