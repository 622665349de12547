//! Generator for moore-winner: `gen SEED SIZE` prints one input.
//! SIZE bounds the total number of piles. Small sizes give tiny positions (a few piles of
//! a few stones) that an exhaustive search can decide. Positions are a mix of P-positions
//! built column by column (every bit set in a multiple of k+1 piles), P-positions with
//! one bit flipped, and random piles up to 10^18.
use std::io::Write;

struct SplitMix(u64);
impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

const MAX_PILE: u64 = 1_000_000_000_000_000_000;

/// Piles where every bit below `bits` is set in a random multiple of k+1 piles.
fn p_position(rng: &mut SplitMix, n: usize, k: u64, bits: u32) -> Vec<u64> {
    let mut piles = vec![0u64; n];
    for bit in 0..bits {
        let groups = n as u64 / (k + 1);
        let ones = (rng.below(groups + 1) * (k + 1)) as usize;
        // A partial shuffle picks `ones` distinct piles.
        let mut order: Vec<usize> = (0..n).collect();
        for i in 0..ones {
            let j = i + rng.below((n - i) as u64) as usize;
            order.swap(i, j);
            piles[order[i]] |= 1 << bit;
        }
    }
    piles
}

fn position(rng: &mut SplitMix, n: usize, k: u64, bits: u32, max_pile: u64) -> Vec<u64> {
    match rng.below(4) {
        0 | 1 => p_position(rng, n, k, bits),
        2 => {
            let mut piles = p_position(rng, n, k, bits);
            let pile = rng.below(n as u64) as usize;
            piles[pile] ^= 1 << rng.below(bits as u64);
            piles
        }
        _ => (0..n).map(|_| rng.below(max_pile + 1)).collect(),
    }
}

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().expect("gen SEED SIZE")).collect();
    assert!(args.len() == 2, "usage: gen SEED SIZE");
    let (seed, size) = (args[0], args[1].clamp(1, 200_000));
    let mut rng = SplitMix(seed ^ 0x6d6f_6f72_6577_696e);
    let mut cases: Vec<(u64, Vec<u64>)> = Vec::new();
    if size < 1000 {
        // Tiny: at most 4 piles below 8, so the brute force stays instant.
        for _ in 0..1 + rng.below(size.min(20)) {
            let n = 1 + rng.below(size.min(4)) as usize;
            let k = 1 + rng.below(n as u64 + 1);
            let bits = 1 + rng.below(3) as u32;
            cases.push((k, position(&mut rng, n, k, bits, (1 << bits) - 1)));
        }
    } else {
        // Either many short games (up to the 10000 limit) or fewer longer ones, with
        // sometimes a single game taking every remaining pile.
        let many = rng.below(2) == 0;
        let longest = if many { 20 } else { 100 };
        let mut left = size as usize;
        while left > 0 && cases.len() < 10_000 {
            let take_rest = cases.len() == 9_999 || (!many && rng.below(50) == 0);
            let n = if take_rest { left } else { (1 + rng.below(longest) as usize).min(left) };
            let k = match rng.below(6) {
                0 => 1,
                1 => 2,
                2 => 1 + rng.below(n as u64),
                3 => n as u64,
                4 => 1_000_000_000,
                _ => 1 + rng.below(5),
            };
            cases.push((k, position(&mut rng, n, k, 59, MAX_PILE)));
            left -= n;
        }
    }
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", cases.len()).unwrap();
    for (k, piles) in cases {
        writeln!(out, "{} {}", piles.len(), k).unwrap();
        let line: Vec<String> = piles.iter().map(|v| v.to_string()).collect();
        writeln!(out, "{}", line.join(" ")).unwrap();
    }
}
