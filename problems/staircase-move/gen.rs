//! Generator for `staircase-move`: `gen SEED SIZE` prints one input on stdout.
//!
//! SIZE bounds the total number of steps (capped at 2·10^5). While SIZE < 1000 the games
//! have at most 4 steps holding at most min(SIZE, 6) coins each (small enough for the
//! brute force); beyond, counts go up to 2^59 < 10^18 and the shape follows SEED % 3:
//! one big game, many games of one to three steps, or a random split. About half of the
//! games are P-positions (odd steps XOR to 0); the ground holds a random count too.
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

fn main() {
    let args: Vec<u64> = env::args().skip(1).map(|a| a.parse().expect("usage: gen SEED SIZE")).collect();
    assert!(args.len() == 2 && args[1] >= 1, "usage: gen SEED SIZE (SIZE >= 1)");
    let (seed, size) = (args[0], args[1]);
    let mut rng = SplitMix(seed);
    let small = size < 1000;
    let mut games: Vec<Vec<u64>> = Vec::new();
    let mut left = size.min(200_000);
    while left > 0 && games.len() < 100_000 {
        let n = match seed % 3 {
            _ if small => rng.below(left.min(4) + 1),
            0 => left,
            1 => left.min(1 + rng.below(3)),
            _ => rng.below(left.min(5_000) + 1),
        };
        left -= n.max(1).min(left);
        let mut coins: Vec<u64> = (0..=n)
            .map(|_| if small { rng.below(size.min(6) + 1) } else { rng.next() >> (5 + rng.below(59)) })
            .collect();
        if n >= 1 && rng.below(2) == 0 {
            // Balance the odd steps through step 1.
            coins[1] = coins.iter().skip(3).step_by(2).fold(0, |acc, &c| acc ^ c);
        }
        games.push(coins);
    }
    let mut out = format!("{}\n", games.len());
    for g in &games {
        let line: Vec<String> = g.iter().map(|v| v.to_string()).collect();
        out.push_str(&format!("{}\n{}\n", g.len() - 1, line.join(" ")));
    }
    print!("{}", out);
}
