//! Generator for range-max-xor: `gen SEED SIZE [MODE]` prints one input.
//! MODE `far-end`: only a_1 has bit 59, every other reading is below 2^59, and every query
//! is (1, r) or (2, r) with r >= n/2, so a scan from r down to l that stops once it holds
//! 60 independent readings still walks the whole window, in both answer classes (the
//! window holds the decisive reading or just misses it).
//! SIZE bounds n and q. The seed picks a shape (full 60-bit values, values of random bit
//! length so that answers differ between ranges, a low-rank family, or few bits); half the
//! queries are short ranges, where the answer depends most on which elements are inside.
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

const LIMIT: u64 = 1 << 60;

fn main() {
    let raw: Vec<String> = std::env::args().skip(1).collect();
    assert!(raw.len() == 2 || raw.len() == 3, "usage: gen SEED SIZE [far-end]");
    let args: Vec<u64> = raw[..2].iter().map(|a| a.parse().expect("gen SEED SIZE [far-end]")).collect();
    let (seed, size) = (args[0], args[1].clamp(1, 200_000));
    match raw.get(2).map(String::as_str) {
        None => {}
        Some("far-end") => return far_end(seed, size),
        Some(other) => panic!("gen: unknown mode {other:?} (known: far-end)"),
    }
    let mut rng = SplitMix(seed ^ 0x7261_6e67_6578_6f72);
    let n = if size >= 1000 { size } else { 1 + rng.below(size) };
    let q = if size >= 1000 { size } else { 1 + rng.below(2 * size) };
    let shape = rng.below(4);
    let generators: Vec<u64> = (0..1 + rng.below(8)).map(|_| rng.below(LIMIT)).collect();
    let few_bits = 1 + rng.below(6);
    let values: Vec<u64> = (0..n)
        .map(|_| match shape {
            0 => rng.below(LIMIT),
            1 => {
                let width = rng.below(61);
                rng.below(1 << width)
            }
            2 => generators.iter().filter(|_| rng.below(2) == 1).fold(0, |acc, &g| acc ^ g),
            _ => rng.below(1 << few_bits),
        })
        .collect();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{} {}", n, q).unwrap();
    let line: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    writeln!(out, "{}", line.join(" ")).unwrap();
    for _ in 0..q {
        let (l, r) = if rng.below(2) == 0 {
            let l = 1 + rng.below(n);
            (l, (l + rng.below(70)).min(n))
        } else {
            let (a, b) = (1 + rng.below(n), 1 + rng.below(n));
            (a.min(b), a.max(b))
        };
        writeln!(out, "{} {}", l, r).unwrap();
    }
}

/// The `far-end` mode: see the header.
fn far_end(seed: u64, size: u64) {
    let mut rng = SplitMix(seed ^ 0x6661_7265_6e64_0000);
    let (n, q) = (size.max(2), size);
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{} {}", n, q).unwrap();
    let mut line = vec![(1u64 << 59 | rng.below(1 << 59)).to_string()];
    line.extend((1..n).map(|_| rng.below(1 << 59).to_string()));
    writeln!(out, "{}", line.join(" ")).unwrap();
    for i in 0..q {
        let r = n / 2 + rng.below(n - n / 2 + 1).max(1);
        writeln!(out, "{} {}", 1 + i % 2, r.min(n).max(2)).unwrap();
    }
}
