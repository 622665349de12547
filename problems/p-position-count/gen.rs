//! Generator for "p-position-count": `gen SEED SIZE` prints one input.
//! SIZE 1..=6: 2 to SIZE + 2 piles with bounds below 2^(SIZE + 1); 7..=50: SIZE piles with
//! bounds below 1024; larger: 50 piles with bounds up to 10^18 of mixed bit lengths. Often the
//! bounds themselves XOR to 0 (then the tuple a = b counts too).
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

const MAX_BOUND: u64 = 1_000_000_000_000_000_000;

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().expect("gen SEED SIZE")).collect();
    assert!(args.len() == 2, "usage: gen SEED SIZE");
    let (seed, size) = (args[0], args[1].max(1));
    let mut rng = SplitMix64(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0x9909);
    let (n, max_bound) = if size <= 6 {
        (rng.range(2, size + 2) as usize, (1u64 << (size + 1)) - 1)
    } else if size <= 50 {
        (size as usize, 1023)
    } else {
        (50, MAX_BOUND)
    };
    let mut bounds: Vec<u64> = (0..n)
        .map(|_| {
            let bits = rng.range(1, 64 - max_bound.leading_zeros() as u64);
            rng.range(0, ((1u64 << bits) - 1).min(max_bound))
        })
        .collect();
    if n >= 2 && rng.range(0, 2) == 0 {
        let others = bounds[..n - 1].iter().fold(0, |x, &b| x ^ b);
        if others <= max_bound {
            bounds[n - 1] = others;
        }
    }
    let line: Vec<String> = bounds.iter().map(|b| b.to_string()).collect();
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}\n{}", n, line.join(" ")).unwrap();
}
