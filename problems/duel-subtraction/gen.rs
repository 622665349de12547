//! Generator for duel-subtraction: `gen SEED SIZE [MODE]` prints one INPUT: `n m`, the m loads,
//! the n heaps and the jury's seed. SIZE <= 6: at most 3 heaps of at most 3 SIZE + 2 stones and
//! loads up to SIZE + 2 (the brute force plays these out). Larger SIZE: min(SIZE, 100) heaps.
//! MODE picks the loads and the heaps, then the last heap is set so the nim-sum is 0 (`-p`,
//! the solution should answer Second) or is re-drawn until it is not (`-n`, First):
//! `period-p|n`: loads {6, 23, 27, 44, 50} (period 394 814), heaps near 10^18;
//! `preperiod-p|n`: loads {3, 5, 42, 44, 47, 48} (preperiod 20 855), heaps in 2000..20 855 and
//! near 10^18; `width-p|n`: random loads, heaps between 2^32 and 2^34; `small-p|n`: random loads,
//! heaps at most 150; `huge-p|n`: random loads, heaps up to 10^18.
//! Without MODE: SIZE <= 6 gives a small random game, else a random mode.
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

const TOP: u64 = 1_000_000_000_000_000_000;

/// g(0..len) by the mex over the loads (values stay below 64 with at most 6 loads).
fn grundy_prefix(loads: &[u64], len: usize) -> Vec<u32> {
    let mut g = vec![0u32; len];
    for n in 0..len {
        let seen = loads.iter().filter(|&&x| x as usize <= n).fold(0u64, |s, &x| s | 1 << g[n - x as usize]);
        g[n] = (!seen).trailing_zeros();
    }
    g
}

/// (values, preperiod, period): the first period whose repetition covers max(loads) values.
fn periodic_values(loads: &[u64]) -> (Vec<u32>, u64, u64) {
    let largest = *loads.iter().max().unwrap() as usize;
    let mut len = 4096;
    loop {
        let g = grundy_prefix(loads, len);
        for period in 1..len / 2 {
            let pre = (0..len - period).rev().find(|&i| g[i] != g[i + period]).map_or(0, |i| i + 1);
            if len - period - pre >= largest {
                return (g, pre as u64, period as u64);
            }
        }
        len *= 2;
    }
}

fn random_loads(rng: &mut SplitMix64, most: u64, largest: u64) -> Vec<u64> {
    let count = rng.range(1, most);
    let mut loads: Vec<u64> = (0..count).map(|_| rng.range(1, largest)).collect();
    loads.sort_unstable();
    loads.dedup();
    loads
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    assert!(args.len() == 2 || args.len() == 3, "usage: gen SEED SIZE [MODE]");
    let seed: u64 = args[0].parse().expect("gen SEED SIZE [MODE]: SEED is a number");
    let size: u64 = args[1].parse::<u64>().expect("gen SEED SIZE [MODE]: SIZE is a number").max(1);
    let mut rng = SplitMix64(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ size.rotate_left(23) ^ 0x5b);
    let modes = ["period", "preperiod", "width", "small", "huge"];
    let (kind, want_zero) = match args.get(2) {
        Some(mode) => match mode.rsplit_once('-') {
            Some((kind, "p")) if modes.contains(&kind) => (kind.to_string(), true),
            Some((kind, "n")) if modes.contains(&kind) => (kind.to_string(), false),
            _ => {
                panic!("gen: unknown MODE {mode:?} (period, preperiod, width, small or huge, then -p or -n)")
            }
        },
        None if size <= 6 => ("tiny".to_string(), rng.range(0, 1) == 0),
        None => (modes[rng.range(0, 4) as usize].to_string(), rng.range(0, 1) == 0),
    };
    let n = if kind == "tiny" { rng.range(1, 3) as usize } else { size.clamp(2, 100) as usize };
    let mut loads = match kind.as_str() {
        "tiny" => random_loads(&mut rng, 3, size + 2),
        "period" => vec![6, 23, 27, 44, 50],
        "preperiod" => vec![3, 5, 42, 44, 47, 48],
        _ => random_loads(&mut rng, 6, 50),
    };
    let (g, pre, period) = periodic_values(&loads);
    let value = |a: u64| if a < pre { g[a as usize] } else { g[(pre + (a - pre) % period) as usize] };
    let draw = |rng: &mut SplitMix64, i: usize| match kind.as_str() {
        "tiny" => rng.range(0, 3 * size + 2),
        "period" => rng.range(TOP - 1_000_000_000_000, TOP),
        "preperiod" if i % 2 == 0 => rng.range(2000, pre - 1),
        "preperiod" => rng.range(TOP - 1_000_000_000_000, TOP),
        "width" => rng.range(1 << 32, 1 << 34),
        "small" => rng.range(0, 150),
        _ => rng.range(0, TOP),
    };
    let mut heaps: Vec<u64> = (0..n).map(|i| draw(&mut rng, i)).collect();
    // Re-draw the last heap (bounded tries) until the nim-sum is as wanted; kept if none fits.
    let rest = heaps[..n - 1].iter().fold(0, |x, &a| x ^ value(a));
    for _ in 0..100_000 {
        let last = draw(&mut rng, n - 1);
        if (rest ^ value(last) == 0) == want_zero {
            heaps[n - 1] = last;
            break;
        }
    }
    // The statement promises no order of the loads.
    for i in (1..loads.len()).rev() {
        loads.swap(i, rng.range(0, i as u64) as usize);
    }
    let line = |v: &[u64]| v.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
    println!("{n} {}\n{}\n{}\n{}", loads.len(), line(&loads), line(&heaps), rng.next());
}
