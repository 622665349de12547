//! Generator for "subtraction-huge": `gen SEED SIZE` prints one input.
//! SIZE 1..=6: a small set and a few small heaps (for the brute force); 7..=1000: SIZE heaps of
//! at most 100 000; larger: min(SIZE, 100 000) heaps up to 10^18, often with a set whose
//! pre-period and period run into the thousands. About half the inputs are P-positions. Never
//! more than MAX_LOADS = 6 loads (the constraint).
//! `gen SEED SIZE MODE` makes an anti-test for period guessing: MODE is `longest-period-first`,
//! `longest-period-second`, `longest-preperiod-first` or `longest-preperiod-second`, the set is
//! the one with the longest Grundy period or preperiod within the constraints (the exhaustive
//! `search_periods.rs`), SIZE heaps lie far beyond any computed prefix (near 10^18, and for the
//! preperiod also in 5000..λ), and the answer is the one the mode names.
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
const MAX_LOADS: usize = 6;

/// Sets with long pre-periods or periods (records of `search_periods.rs` for at most 4 and 5
/// loads, and others found on the way); they defeat pattern guessing.
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

/// The Grundy records of the exhaustive `search_periods.rs` over the whole constraint space
/// (see editorial.md): λ = 350, π = 394 814 and λ = 20 855, π = 1134.
const LONGEST_PERIOD: &[u64] = &[6, 23, 27, 44, 50];
const LONGEST_PREPERIOD: &[u64] = &[3, 5, 42, 44, 47, 48];

fn anti_guess(seed: u64, size: u64, mode: &str) -> (Vec<u64>, Vec<u64>) {
    let mut rng = SplitMix64(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0xa7);
    let (set, want_first) = match mode {
        "longest-period-first" => (LONGEST_PERIOD, true),
        "longest-period-second" => (LONGEST_PERIOD, false),
        "longest-preperiod-first" => (LONGEST_PREPERIOD, true),
        "longest-preperiod-second" => (LONGEST_PREPERIOD, false),
        _ => panic!("unknown MODE {:?}: expected longest-period-first, longest-period-second, longest-preperiod-first or longest-preperiod-second", mode),
    };
    let (g, pre, period) = periodic_values(set);
    let value = |a: u64| if a < pre { g[a as usize] } else { g[(pre + (a - pre) % period) as usize] };
    let top = 1_000_000_000_000_000_000u64;
    let n = size.clamp(2, 100_000) as usize / 2 * 2;
    // Heaps in pairs of equal value (XOR 0) but different sizes, so a wrong value function
    // rarely cancels: near 10^18, and for a long preperiod also in 5000..λ, past short prefixes.
    let pick = |early: bool, rng: &mut SplitMix64| {
        if early && pre > 5000 {
            rng.range(5000, pre - 1)
        } else {
            rng.range(top - 1_000_000_000_000, top)
        }
    };
    let mut heaps = Vec::with_capacity(n);
    for i in 0..n / 2 {
        let a = pick(i % 2 == 1, &mut rng);
        let b = (0..10_000).map(|_| pick(i % 2 == 1, &mut rng)).find(|&b| b != a && value(b) == value(a)).unwrap_or(a);
        heaps.push(a);
        heaps.push(b);
    }
    if want_first {
        // Change the last heap to one of another value: the XOR becomes non-zero.
        let partner = value(heaps[n - 2]);
        heaps[n - 1] = loop {
            let b = pick(false, &mut rng);
            if value(b) != partner {
                break b;
            }
        };
    }
    (set.to_vec(), heaps)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    assert!(args.len() == 2 || args.len() == 3, "usage: gen SEED SIZE [MODE]");
    let seed: u64 = args[0].parse().expect("gen SEED SIZE [MODE]: SEED is a number");
    let size: u64 = args[1].parse::<u64>().expect("gen SEED SIZE [MODE]: SIZE is a number").max(1);
    if let Some(mode) = args.get(2) {
        let (set, heaps) = anti_guess(seed, size, mode);
        assert!(set.len() <= MAX_LOADS, "gen: {} loads exceed the constraint m <= {}", set.len(), MAX_LOADS);
        let set_line: Vec<String> = set.iter().map(|s| s.to_string()).collect();
        let heap_line: Vec<String> = heaps.iter().map(|a| a.to_string()).collect();
        println!("{}\n{}\n{}\n{}", set.len(), set_line.join(" "), heaps.len(), heap_line.join(" "));
        return;
    }
    let mut rng = SplitMix64(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0x5b);
    let (set_size, largest_take, n, max_heap) = if size <= 6 {
        (rng.range(1, 3), size + 2, rng.range(1, size.min(3)), 4 * size)
    } else if size <= 1000 {
        (rng.range(1, MAX_LOADS as u64), 50, size, 100_000)
    } else {
        (rng.range(1, MAX_LOADS as u64), 50, size.min(100_000), 1_000_000_000_000_000_000)
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
    assert!(set.len() <= MAX_LOADS, "gen: {} loads exceed the constraint m <= {}", set.len(), MAX_LOADS);
    let mut out = BufWriter::new(std::io::stdout().lock());
    let set_line: Vec<String> = set.iter().map(|s| s.to_string()).collect();
    let heap_line: Vec<String> = heaps.iter().map(|a| a.to_string()).collect();
    writeln!(out, "{}\n{}\n{}\n{}", set.len(), set_line.join(" "), n, heap_line.join(" ")).unwrap();
}
