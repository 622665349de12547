//! Generator for "bounded-take": `gen SEED SIZE` prints one input.
//! SIZE 1..=6 gives tiny positions for the brute force, 7..=1000 gives SIZE piles of at
//! most 10 000 stones, larger SIZE gives SIZE piles (capped at 200 000) of up to 10^18.
//! About half the inputs are P-positions.
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
    /// Uniform in lo..=hi (the tiny modulo bias is irrelevant for tests).
    fn range(&mut self, lo: u64, hi: u64) -> u64 {
        let span = hi - lo;
        if span == u64::MAX {
            return self.next();
        }
        lo + self.next() % (span + 1)
    }
}

const MAX_VALUE: u64 = 1_000_000_000_000_000_000;

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().expect("gen SEED SIZE")).collect();
    assert!(args.len() == 2, "usage: gen SEED SIZE");
    let (seed, size) = (args[0], args[1].max(1));
    let mut rng = SplitMix64(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0xb0u64);
    let (n, k, max_pile) = if size <= 6 {
        (rng.range(1, size.min(4)), rng.range(1, size + 1), 3 * size)
    } else if size <= 1000 {
        (size, rng.range(1, 50), 10_000)
    } else {
        let n = size.min(200_000);
        let k = match rng.range(0, 3) {
            0 => rng.range(1, 10),
            1 => rng.range(1, 1_000_000),
            2 => rng.range(1, MAX_VALUE),
            _ => MAX_VALUE - rng.range(0, 5),
        };
        (n, k, MAX_VALUE - rng.range(0, 1000))
    };
    let mut piles: Vec<u64> = (0..n).map(|_| rng.range(0, max_pile)).collect();
    // Half the time, fix the last pile so that the residues XOR to zero (a P-position).
    if rng.range(0, 1) == 0 {
        let modulus = k as u128 + 1;
        let others = piles[..n as usize - 1].iter().fold(0u128, |x, &a| x ^ (a as u128 % modulus));
        if others < modulus && others <= max_pile as u128 {
            let room = (max_pile as u128 - others) / modulus;
            let multiple = rng.range(0, room.min(u64::MAX as u128) as u64) as u128;
            piles[n as usize - 1] = (others + multiple * modulus) as u64;
        }
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{} {}", n, k).unwrap();
    let line: Vec<String> = piles.iter().map(|a| a.to_string()).collect();
    writeln!(out, "{}", line.join(" ")).unwrap();
}
