//! Generator for `staircase-move`: `gen SEED SIZE [MODE]` prints one input on stdout.
//! MODE `far-end`: one game of SIZE steps whose odd steps hold counts below 2^58, except
//! the highest odd step, which alone holds bit 58: the only winning move from an odd step
//! is there, the last one a scan from step 1 upwards reaches.
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
    let raw: Vec<String> = env::args().skip(1).collect();
    assert!(raw.len() == 2 || raw.len() == 3, "usage: gen SEED SIZE [far-end]");
    let args: Vec<u64> =
        raw[..2].iter().map(|a| a.parse().expect("usage: gen SEED SIZE [far-end]")).collect();
    assert!(args[1] >= 1, "usage: gen SEED SIZE [far-end] (SIZE >= 1)");
    let (seed, size) = (args[0], args[1]);
    match raw.get(2).map(String::as_str) {
        None => {}
        Some("far-end") => return far_end(seed, size.min(200_000)),
        Some(other) => panic!("gen: unknown mode {other:?} (known: far-end)"),
    }
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

/// The `far-end` mode: see the header.
fn far_end(seed: u64, size: u64) {
    let mut rng = SplitMix(seed ^ 0x6661_7265_6e64);
    let n = size.max(1) as usize;
    let mut coins: Vec<u64> = (0..=n).map(|_| rng.below(1 << 58)).collect();
    let top_odd = if n % 2 == 1 { n } else { n - 1 };
    coins[top_odd] |= 1 << 58;
    let line: Vec<String> = coins.iter().map(|c| c.to_string()).collect();
    print!("1\n{}\n{}\n", n, line.join(" "));
}
