//! Generator for "grundys-game-large": `gen SEED SIZE` prints one input.
//!
//! SIZE 1..=6: at most 3 balls of weight at most 3·SIZE + 2. SIZE up to 3000: up to 50 balls
//! of weight at most min(20·SIZE, 3000) (the brute force checks these). Larger:
//! min(SIZE, 100 000) balls of weight up to min(SIZE, 200 000), a tenth of them near the top.
//! About half the inputs are P-positions, made by choosing the last ball's weight by its Grundy
//! value (so not by mirrored pairs, which any wrong table would also get right).
use std::io::{BufWriter, Write};

struct SplitMix64(u64);
impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.next() % (hi - lo + 1)
    }
}

const MAX_N: u64 = 100_000;
const MAX_WEIGHT: u64 = 200_000;

/// Values with an even number of ones above the lowest bit are rare in Grundy's game.
fn is_rare(v: u32) -> bool {
    (v & !1).count_ones() % 2 == 0
}

/// Grundy's game g(0..len), written independently of the library's engine: splits with a part of
/// rare value give every common option; the rare options below the least missing common value
/// are then sought among all splits in order, stopping once each is found. Exact for any mask.
fn grundy_table(len: usize) -> Vec<u32> {
    let mut g = vec![0u32; len];
    let mut rare_heaps: Vec<usize> = Vec::new();
    let mut seen = vec![false; 1024];
    for h in 1..len {
        seen.iter_mut().for_each(|s| *s = false);
        for &a in &rare_heaps {
            if 2 * a != h {
                seen[(g[a] ^ g[h - a]) as usize] = true;
            }
        }
        let common = (0..512).find(|&v| !is_rare(v) && !seen[v as usize]).expect("values below 512");
        let mut missing = (0..common).filter(|&v| is_rare(v) && !seen[v as usize]).count();
        let mut a = 1;
        while missing > 0 && a < h - a {
            let v = (g[a] ^ g[h - a]) as usize;
            if !seen[v] {
                seen[v] = true;
                if is_rare(v as u32) && (v as u32) < common {
                    missing -= 1;
                }
            }
            a += 1;
        }
        g[h] = seen.iter().position(|&s| !s).unwrap() as u32;
        if is_rare(g[h]) {
            rare_heaps.push(h);
        }
    }
    g
}

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().expect("gen SEED SIZE")).collect();
    assert!(args.len() == 2, "usage: gen SEED SIZE");
    let (seed, size) = (args[0], args[1].max(1));
    let mut rng = SplitMix64(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0x1b);
    let (n, max_weight) = if size <= 6 {
        (rng.range(1, 3) as usize, 3 * size + 2)
    } else if size <= 3000 {
        // Weights grow 20 times faster than SIZE (to the brute's 3000), so that a stress run
        // reaches heavy balls within a thousand trials.
        (rng.range(2, 50) as usize, (20 * size).min(3000))
    } else {
        (size.min(MAX_N) as usize, size.min(MAX_WEIGHT))
    };
    let grundy = grundy_table(max_weight as usize + 1);
    let mut balls: Vec<u64> = (0..n)
        .map(|i| if size > 3000 && i % 10 == 0 { rng.range(max_weight * 9 / 10, max_weight) } else { rng.range(1, max_weight) })
        .collect();
    if rng.range(0, 1) == 0 {
        let target = balls[..n - 1].iter().fold(0, |x, &h| x ^ grundy[h as usize]);
        let candidates: Vec<u64> = (1..=max_weight).filter(|&h| grundy[h as usize] == target).collect();
        if !candidates.is_empty() {
            balls[n - 1] = candidates[rng.range(0, candidates.len() as u64 - 1) as usize];
        }
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    let line: Vec<String> = balls.iter().map(|h| h.to_string()).collect();
    writeln!(out, "{}\n{}", n, line.join(" ")).unwrap();
}
