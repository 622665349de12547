//! Generator for "subtraction-first-moves": `gen SEED SIZE` prints one input.
//! SIZE 1..=6: a small set and at most 5 cisterns below 10·SIZE; 7..=1000: SIZE cisterns up to
//! 100 000; larger: min(SIZE, 100 000) cisterns up to 10^18, often with a set whose pre-period
//! and period run into the thousands. Never more than MAX_BUCKETS = 6 sizes (the constraint).
//! `gen SEED SIZE MODE` (MODE `longest-period` or `longest-preperiod`) makes an anti-test for
//! period guessing: the set with the longest win/loss period or preperiod within the
//! constraints (the exhaustive ../subtraction-huge/search_periods.rs), and SIZE cisterns near
//! 10^18 (for the preperiod also in 5000..λ), half of them lost for the first carrier.
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

/// The constraint on m.
const MAX_BUCKETS: usize = 6;

/// Sets with long pre-periods or periods (records of `search_periods.rs` for at most 4 and 5
/// sizes, and others found on the way).
const HARD_SETS: [&[u64]; 7] = [
    &[1, 18, 44, 45],
    &[6, 23, 43, 49],
    &[14, 16, 29, 45, 47],
    &[9, 11, 39, 48, 49],
    &[8, 12, 25, 29, 37],
    &[4, 33, 46, 50],
    &[1, 10, 28, 29],
];

fn grundy_prefix(set: &[u64], len: usize) -> Vec<u32> {
    let mut g = vec![0u32; len];
    for n in 0..len {
        let mut seen = 0u64;
        for &t in set {
            if t as usize <= n {
                seen |= 1 << g[n - t as usize];
            }
        }
        g[n] = (!seen).trailing_zeros();
    }
    g
}

/// (values, pre-period, period) with the repetition certified by max(set) matching values.
fn periodic_values(set: &[u64]) -> (Vec<u32>, u64, u64) {
    let largest = *set.iter().max().unwrap() as usize;
    let mut len = 4096;
    loop {
        let g = grundy_prefix(set, len);
        for period in 1..len / 2 {
            let pre = (0..len - period).rev().find(|&i| g[i] != g[i + period]).map_or(0, |i| i + 1);
            if len - period - pre >= largest {
                return (g, pre as u64, period as u64);
            }
        }
        len *= 2;
    }
}

fn anti_guess(seed: u64, size: u64, mode: &str) {
    // The win/loss records of the exhaustive search_periods.rs (see editorial.md):
    // λ = 0, π = 394 814 and λ = 20 852, π = 1134.
    let set: &[u64] = match mode {
        "longest-period" => &[6, 23, 27, 44, 50],
        "longest-preperiod" => &[3, 5, 42, 44, 47, 48],
        _ => panic!("unknown MODE {:?}: expected longest-period or longest-preperiod", mode),
    };
    assert!(set.len() <= MAX_BUCKETS, "gen: {} sizes exceed the constraint m <= {}", set.len(), MAX_BUCKETS);
    let mut rng = SplitMix64(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0x3c);
    let (g, pre, period) = periodic_values(set);
    let value = |a: u64| if a < pre { g[a as usize] } else { g[(pre + (a - pre) % period) as usize] };
    let top = 1_000_000_000_000_000_000u64;
    let q = size.clamp(1, 100_000);
    let mut out = BufWriter::new(std::io::stdout().lock());
    let line: Vec<String> = set.iter().map(|s| s.to_string()).collect();
    writeln!(out, "{}\n{}\n{}", set.len(), line.join(" "), q).unwrap();
    for i in 0..q {
        let lost = i % 2 == 0;
        let n = loop {
            let n = if pre > 5000 && i % 4 >= 2 { rng.range(5000, pre - 1) } else { rng.range(top - 1_000_000_000_000, top) };
            if (value(n) == 0) == lost {
                break n;
            }
        };
        writeln!(out, "{}", n).unwrap();
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    assert!(args.len() == 2 || args.len() == 3, "usage: gen SEED SIZE [MODE]");
    let seed: u64 = args[0].parse().expect("gen SEED SIZE [MODE]: SEED is a number");
    let size: u64 = args[1].parse::<u64>().expect("gen SEED SIZE [MODE]: SIZE is a number").max(1);
    if let Some(mode) = args.get(2) {
        anti_guess(seed, size, mode);
        return;
    }
    let mut rng = SplitMix64(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0xf1);
    let (set_size, largest_take, q, max_n) = if size <= 6 {
        (rng.range(1, 3), size + 3, rng.range(1, 5), 10 * size)
    } else if size <= 1000 {
        (rng.range(1, MAX_BUCKETS as u64), 50, size, 100_000)
    } else {
        (rng.range(1, MAX_BUCKETS as u64), 50, size.min(100_000), 1_000_000_000_000_000_000)
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
    assert!(set.len() <= MAX_BUCKETS, "gen: {} sizes exceed the constraint m <= {}", set.len(), MAX_BUCKETS);
    let mut out = BufWriter::new(std::io::stdout().lock());
    let line: Vec<String> = set.iter().map(|s| s.to_string()).collect();
    writeln!(out, "{}\n{}\n{}", set.len(), line.join(" "), q).unwrap();
    for _ in 0..q {
        writeln!(out, "{}", rng.range(0, max_n)).unwrap();
    }
}
