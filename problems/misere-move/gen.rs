//! Generator for `misere-move`: `gen SEED SIZE` prints one input on stdout.
//!
//! SIZE bounds the total number of heaps (capped at 2·10^5). Heap sizes stay below
//! min(SIZE, 12) + 2 while SIZE < 1000 (games of at most 4 heaps, so the brute force can play
//! them out) and go up to 2^63 − 1 beyond, where the shape follows SEED % 3: one big
//! game, many games of two or three heaps, or a random split. A third of the games are
//! endgames (every heap 0 or 1), a sixth have exactly one heap of two or more pebbles,
//! and about half of the rest have nim-sum 0. Every game holds at least one pebble.
use std::env;

struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, bound: u64) -> u64 {
        self.next() % bound
    }
}

fn heap(rng: &mut SplitMix, small: bool, size: u64) -> u64 {
    if small {
        rng.below(size.min(12) + 2)
    } else {
        rng.next() >> (1 + rng.below(63))
    }
}

fn main() {
    let args: Vec<u64> = env::args().skip(1).map(|a| a.parse().expect("usage: gen SEED SIZE")).collect();
    assert!(args.len() == 2 && args[1] >= 1, "usage: gen SEED SIZE (SIZE >= 1)");
    let (seed, size) = (args[0], args[1]);
    let mut rng = SplitMix(seed);
    let total = size.min(200_000);
    let small = size < 1000;
    let mut games: Vec<Vec<u64>> = Vec::new();
    let mut left = total;
    while left > 0 && games.len() < 100_000 {
        let n = match seed % 3 {
            _ if small => 1 + rng.below(left.min(4)),
            0 => left,
            1 => left.min(2 + rng.below(2)),
            _ => 1 + rng.below(left.min(5_000)),
        };
        left -= n;
        let n = n as usize;
        let mut piles: Vec<u64> = match rng.below(6) {
            0 | 1 => (0..n).map(|_| u64::from(rng.below(4) != 0)).collect(),
            2 => {
                let mut piles: Vec<u64> = (0..n).map(|_| u64::from(rng.below(4) != 0)).collect();
                let big = rng.below(n as u64) as usize;
                piles[big] = 2 + heap(&mut rng, small, size).saturating_sub(2);
                piles
            }
            _ => {
                let mut piles: Vec<u64> = (0..n).map(|_| heap(&mut rng, small, size)).collect();
                if n >= 2 && rng.below(2) == 0 {
                    piles[n - 1] = piles[..n - 1].iter().fold(0, |acc, &p| acc ^ p);
                }
                piles
            }
        };
        if piles.iter().all(|&p| p == 0) {
            piles[n - 1] = 1;
        }
        games.push(piles);
    }
    let mut out = format!("{}\n", games.len());
    for g in &games {
        let line: Vec<String> = g.iter().map(|v| v.to_string()).collect();
        out.push_str(&format!("{}\n{}\n", g.len(), line.join(" ")));
    }
    print!("{}", out);
}
