//! Generator for `staircase-coins`: `gen SEED SIZE` prints one input on stdout.
//!
//! SIZE bounds the total number of coins (capped at 2·10^5). While SIZE < 1000 the
//! games have at most 4 coins on cells up to min(SIZE, 12) + 5 (small enough for the brute
//! force); beyond, cells go up to 10^18 and the shape follows SEED % 3: one big game,
//! many games of two or three coins, or a random split. About half of the games are
//! built as P-positions, and most games list their coins shuffled.
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

const MAX_CELL: u64 = 1_000_000_000_000_000_000;

/// Coin cells of one game with `n` coins, sorted, from random gaps below `2^bits`.
fn game(rng: &mut SplitMix, n: usize, bits: u32, balanced: bool) -> Vec<u64> {
    let mut gaps: Vec<u64> = (0..n).map(|_| rng.next() >> (64 - bits)).collect();
    if rng.below(4) == 0 {
        // Some coins packed together: zero gaps.
        for g in gaps.iter_mut() {
            if rng.below(2) == 0 {
                *g = 0;
            }
        }
    }
    if balanced {
        // gaps[n-1] is in front of the rightmost coin: XOR of every other gap from the
        // right becomes 0.
        let others = (1..(n + 1) / 2).fold(0, |acc, k| acc ^ gaps[n - 1 - 2 * k]);
        gaps[n - 1] = others;
    }
    let mut cell = 0;
    gaps.iter()
        .map(|&g| {
            cell += g + 1;
            cell
        })
        .collect()
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
        let balanced = rng.below(2) == 0;
        let mut cells = if small {
            // Gaps below 2, 4 or 8 keep the board tiny.
            let bits = 1 + rng.below(3) as u32;
            let g = game(&mut rng, n, bits, balanced);
            if *g.last().unwrap() > size.min(12) + 5 {
                game(&mut rng, n, 1, balanced)
            } else {
                g
            }
        } else {
            // Every gap below 2^bits with n·2^bits ≤ 10^18 keeps the last cell in range.
            let room = 63 - ((MAX_CELL / (n as u64 + 1)).leading_zeros());
            let bits = 1 + rng.below(room as u64) as u32;
            game(&mut rng, n, bits, balanced)
        };
        if rng.below(4) != 0 {
            for i in (1..n).rev() {
                cells.swap(i, rng.below(i as u64 + 1) as usize);
            }
        }
        games.push(cells);
    }
    let mut out = format!("{}\n", games.len());
    for g in &games {
        let line: Vec<String> = g.iter().map(|v| v.to_string()).collect();
        out.push_str(&format!("{}\n{}\n", g.len(), line.join(" ")));
    }
    print!("{}", out);
}
