//! Generator for "subtraction-first-moves": `gen SEED SIZE` prints one input.
//! SIZE 1..=6: a small set and at most 5 cisterns below 10·SIZE; 7..=1000: SIZE cisterns up to
//! 100 000; larger: min(SIZE, 100 000) cisterns up to 10^18, often with a set whose pre-period
//! and period run into the thousands.
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

/// Sets with long pre-periods or periods (found by search).
const HARD_SETS: [&[u64]; 5] = [
    &[1, 16, 18, 21, 28, 30, 34, 37, 46],
    &[8, 12, 25, 29, 37],
    &[2, 3, 16, 17, 19, 25, 32, 44, 46, 48],
    &[4, 33, 46, 50],
    &[1, 10, 28, 29],
];

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().expect("gen SEED SIZE")).collect();
    assert!(args.len() == 2, "usage: gen SEED SIZE");
    let (seed, size) = (args[0], args[1].max(1));
    let mut rng = SplitMix64(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0xf1);
    let (set_size, largest_take, q, max_n) = if size <= 6 {
        (rng.range(1, 3), size + 3, rng.range(1, 5), 10 * size)
    } else if size <= 1000 {
        (rng.range(1, 10), 50, size, 100_000)
    } else {
        (rng.range(1, 10), 50, size.min(100_000), 1_000_000_000_000_000_000)
    };
    let mut set: Vec<u64> = if size > 6 && rng.range(0, 1) == 0 {
        HARD_SETS[rng.range(0, HARD_SETS.len() as u64 - 1) as usize].to_vec()
    } else {
        let mut set: Vec<u64> = (0..set_size).map(|_| rng.range(1, largest_take)).collect();
        set.sort_unstable();
        set.dedup();
        set
    };
    for i in (1..set.len()).rev() {
        set.swap(i, rng.range(0, i as u64) as usize);
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    let line: Vec<String> = set.iter().map(|s| s.to_string()).collect();
    writeln!(out, "{}\n{}\n{}", set.len(), line.join(" "), q).unwrap();
    for _ in 0..q {
        writeln!(out, "{}", rng.range(0, max_n)).unwrap();
    }
}
