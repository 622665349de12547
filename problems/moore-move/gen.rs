//! Generator for moore-move: `gen SEED SIZE [MODE]` prints one input.
//! MODE `high-bits`: games of 2 to 100 piles, each a P-position over 59 bits with k in
//! 1..=5 or k = n - 1; in every other game one bit at or above 32 of the LAST pile is
//! flipped, so the answer alternates Second / First and depends on the high columns only.
//! MODE `one-game`: a single game of SIZE shelves with k = SIZE / 2, a P-position over 59
//! bits; for an odd SEED the highest column loses the 1 of its last shelf, so the first
//! robot wins and a winning move must lower k shelves at once (class First), for an even
//! SEED the position is left as it is (class Second).
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
    let raw: Vec<String> = std::env::args().skip(1).collect();
    assert!(raw.len() == 2 || raw.len() == 3, "usage: gen SEED SIZE [high-bits | one-game]");
    let args: Vec<u64> = raw[..2].iter().map(|a| a.parse().expect("gen SEED SIZE [high-bits]")).collect();
    let (seed, size) = (args[0], args[1].clamp(1, 200_000));
    match raw.get(2).map(String::as_str) {
        None => {}
        Some("high-bits") => return high_bits(seed, size),
        Some("one-game") => return one_game(seed, size),
        Some(other) => panic!("gen: unknown mode {other:?} (known: high-bits, one-game)"),
    }
    let mut rng = SplitMix(seed ^ 0x6d6f_6f72_656d_6f76);
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

/// The `high-bits` mode: see the header.
fn high_bits(seed: u64, size: u64) {
    let mut rng = SplitMix(seed ^ 0x6869_6768_6269_7473);
    let mut cases: Vec<(u64, Vec<u64>)> = Vec::new();
    let mut left = size.max(2) as usize;
    while left >= 2 && cases.len() < 10_000 {
        let n = (2 + rng.below(99) as usize).min(left);
        let k = if rng.below(4) == 0 { n as u64 - 1 } else { 1 + rng.below(5) };
        let mut piles = p_position(&mut rng, n, k, 59);
        if cases.len() % 2 == 1 {
            piles[n - 1] ^= 1 << (32 + rng.below(27));
        }
        cases.push((k, piles));
        left -= n;
    }
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", cases.len()).unwrap();
    for (k, piles) in cases {
        writeln!(out, "{} {}", piles.len(), k).unwrap();
        let line: Vec<String> = piles.iter().map(|v| v.to_string()).collect();
        writeln!(out, "{}", line.join(" ")).unwrap();
    }
}

/// The `one-game` mode: see the header.
fn one_game(seed: u64, size: u64) {
    let mut rng = SplitMix(seed ^ 0x6f6e_6567_616d_6500);
    let n = size.max(2) as usize;
    let k = n as u64 / 2;
    let mut piles = p_position(&mut rng, n, k, 59);
    if seed % 2 == 1 {
        let top = (0..59).rev().find(|&bit| piles.iter().any(|&p| p >> bit & 1 == 1));
        if let Some(bit) = top {
            let last = (0..n).rev().find(|&i| piles[i] >> bit & 1 == 1).unwrap();
            piles[last] &= !(1u64 << bit);
        }
    }
    let line: Vec<String> = piles.iter().map(|v| v.to_string()).collect();
    print!("1\n{} {}\n{}\n", n, k, line.join(" "));
}
