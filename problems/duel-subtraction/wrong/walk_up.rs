// Computes g(0), g(1), ... up to the largest heap, keeping only the last 50 values: linear in a
// heap of 10^18, so it never answers in time.
use std::io::{stdin, BufRead};

fn main() {
    let mut lines = stdin().lock().lines().map(|l| l.unwrap());
    let _ = lines.next();
    let s: Vec<u64> = lines.next().unwrap().split_whitespace().map(|t| t.parse().unwrap()).collect();
    let a: Vec<u64> = lines.next().unwrap().split_whitespace().map(|t| t.parse().unwrap()).collect();
    let mut want: Vec<(u64, usize)> = a.iter().copied().zip(0..).collect();
    want.sort_unstable();
    let mut ring = [0u32; 64];
    let mut values = vec![0u32; a.len()];
    let mut next = 0;
    let top = want.last().unwrap().0;
    for h in 0..=top {
        let seen =
            s.iter().filter(|&&d| d <= h).fold(0u64, |acc, &d| acc | 1 << ring[((h - d) % 64) as usize]);
        ring[(h % 64) as usize] = (!seen).trailing_zeros();
        while next < want.len() && want[next].0 == h {
            values[want[next].1] = ring[(h % 64) as usize];
            next += 1;
        }
    }
    let x = values.iter().fold(0, |x, &v| x ^ v);
    println!("{}", if x != 0 { "First" } else { "Second" });
}
