//! Generator for "subtract-square": `gen SEED SIZE` prints one input.
//! SIZE 1..=6: a few stacks of at most 30·SIZE tiles; larger: min(SIZE, 100 000) stacks of up
//! to 100 000 tiles, about half of them losing sizes (which are rare among random sizes).
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

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().expect("gen SEED SIZE")).collect();
    assert!(args.len() == 2, "usage: gen SEED SIZE");
    let (seed, size) = (args[0], args[1].max(1));
    let mut rng = SplitMix64(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0x5a);
    let (q, max_n) = if size <= 6 { (rng.range(1, 5), 30 * size) } else { (size.min(100_000), 100_000) };
    let mut losing = Vec::new();
    let mut wins = vec![false; max_n as usize + 1];
    for n in 0..=max_n as usize {
        wins[n] = (1..).take_while(|r| r * r <= n).any(|r| !wins[n - r * r]);
        if !wins[n] {
            losing.push(n as u64);
        }
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", q).unwrap();
    for _ in 0..q {
        let n = if rng.range(0, 1) == 0 {
            losing[rng.range(0, losing.len() as u64 - 1) as usize]
        } else {
            rng.range(0, max_n)
        };
        writeln!(out, "{}", n).unwrap();
    }
}
