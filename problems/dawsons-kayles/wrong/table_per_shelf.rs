//! Wrong (too slow): rebuilds the table of the first 200 values of Dawson's Kayles for every
//! shelf, about 2·10^4 steps a shelf.
use std::io::{stdin, Read};

const LEN: usize = 200;

fn table() -> Vec<usize> {
    let mut g = vec![0usize; LEN];
    for n in 2..LEN {
        // A domino on cells i + 1, i + 2 of a stretch of n leaves stretches i and n − 2 − i.
        let mut seen = [false; 32];
        for i in 0..=n - 2 {
            seen[g[i] ^ g[n - 2 - i]] = true;
        }
        g[n] = seen.iter().position(|&s| !s).unwrap();
    }
    g
}

fn main() {
    let mut text = String::new();
    stdin().read_to_string(&mut text).unwrap();
    let mut words = text.split_ascii_whitespace().map(|w| w.parse::<u64>().unwrap());
    let shelves = words.next().unwrap();
    let mut out = String::new();
    for _ in 0..shelves {
        let g = table();
        let value = |s: u64| if s < LEN as u64 { g[s as usize] } else { g[166 + ((s - 166) % 34) as usize] };
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
