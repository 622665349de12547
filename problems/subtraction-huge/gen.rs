//! Generator for "subtraction-huge": `gen SEED SIZE` prints one input.
//! SIZE 1..=6: a small set and a few small heaps (for the brute force); 7..=1000: SIZE heaps of
//! at most 100 000; larger: min(SIZE, 100 000) heaps up to 10^18, often with a set whose
//! pre-period and period run into the thousands. About half the inputs are P-positions.
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

/// Sets with long pre-periods or periods (found by search); they defeat pattern guessing.
const HARD_SETS: [&[u64]; 5] = [
    &[1, 16, 18, 21, 28, 30, 34, 37, 46],
    &[8, 12, 25, 29, 37],
    &[2, 3, 16, 17, 19, 25, 32, 44, 46, 48],
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

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().expect("gen SEED SIZE")).collect();
    assert!(args.len() == 2, "usage: gen SEED SIZE");
    let (seed, size) = (args[0], args[1].max(1));
    let mut rng = SplitMix64(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0x5b);
    let (set_size, largest_take, n, max_heap) = if size <= 6 {
        (rng.range(1, 3), size + 2, rng.range(1, size.min(3)), 4 * size)
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
    // Shuffle: the statement promises no order.
    for i in (1..set.len()).rev() {
        set.swap(i, rng.range(0, i as u64) as usize);
    }
    let (g, pre, period) = periodic_values(&set);
    let value = |a: u64| -> u32 {
        if a < pre {
            g[a as usize]
        } else {
            g[(pre + (a - pre) % period) as usize]
        }
    };
    let mut heaps: Vec<u64> = (0..n).map(|_| rng.range(0, max_heap)).collect();
    if rng.range(0, 1) == 0 {
        // Make the XOR zero: pick a last heap with the missing value, if that value occurs.
        let target = heaps[..n as usize - 1].iter().fold(0, |x, &a| x ^ value(a));
        let candidates: Vec<u64> =
            (0..(pre + period).min(max_heap + 1)).filter(|&a| value(a) == target).collect();
        if !candidates.is_empty() {
            let mut a = candidates[rng.range(0, candidates.len() as u64 - 1) as usize];
            if a >= pre && max_heap > a {
                a += (rng.range(0, max_heap - a)) / period * period;
            }
            heaps[n as usize - 1] = a;
        }
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    let set_line: Vec<String> = set.iter().map(|s| s.to_string()).collect();
    let heap_line: Vec<String> = heaps.iter().map(|a| a.to_string()).collect();
    writeln!(out, "{}\n{}\n{}\n{}", set.len(), set_line.join(" "), n, heap_line.join(" ")).unwrap();
}
