//! Wrong: computes the first 100 values of Dawson's Kayles, takes the smallest p with
//! g(i + p) = g(i) over the second half of them, and extends that pattern. The last exception
//! is at 51, so the second half of 100 values cannot show the period 34.
use std::io::{stdin, Read};

const LEN: usize = 100;

fn main() {
    let mut g = vec![0usize; LEN];
    for n in 2..LEN {
        // A domino on cells i + 1, i + 2 of a stretch of n leaves stretches i and n − 2 − i.
        let mut seen = [false; 32];
        for i in 0..=n - 2 {
            seen[g[i] ^ g[n - 2 - i]] = true;
        }
        g[n] = seen.iter().position(|&s| !s).unwrap();
    }
    let half = LEN / 2;
    let period = (1..half).find(|&p| (half..LEN - p).all(|i| g[i] == g[i + p])).unwrap_or(half);
    let value = |s: u64| if s < LEN as u64 { g[s as usize] } else { g[half + ((s - half as u64) % period as u64) as usize] };
    let mut text = String::new();
    stdin().read_to_string(&mut text).unwrap();
    let mut words = text.split_ascii_whitespace().map(|w| w.parse::<u64>().unwrap());
    let shelves = words.next().unwrap();
    let mut out = String::new();
    for _ in 0..shelves {
        let length = words.next().unwrap();
        let k = words.next().unwrap();
        let mut vases: Vec<u64> = (0..k).map(|_| words.next().unwrap()).collect();
        vases.sort_unstable();
        vases.push(length + 1);
        let (mut x, mut previous) = (0, 0);
        for v in vases {
            x ^= value(v - previous - 1);
            previous = v;
        }
        out.push_str(if x != 0 { "First\n" } else { "Second\n" });
    }
    print!("{out}");
}
