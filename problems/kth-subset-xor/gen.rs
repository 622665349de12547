//! Generator for kth-subset-xor: `gen SEED SIZE` prints one input.
//! SIZE bounds n and q. The seed picks a shape (full 60-bit values, a low-rank family so
//! that 0 is reachable, independent powers of two, or few bits); the queries k are drawn
//! around the number of distinct values so that both answers and -1 occur.
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
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().expect("gen SEED SIZE")).collect();
    assert!(args.len() == 2, "usage: gen SEED SIZE");
    let (seed, size) = (args[0], args[1].clamp(1, 100_000));
    let mut rng = SplitMix(seed ^ 0x6b74_6873_7562_7872);
    let n = if size >= 1000 { size } else { 1 + rng.below(size) } as usize;
    let q = if size >= 1000 { size } else { 1 + rng.below(2 * size) } as usize;
    let shape = rng.below(4);
    let generators: Vec<u64> = (0..1 + rng.below(8)).map(|_| rng.below(LIMIT)).collect();
    let few_bits = 1 + rng.below(6);
    let values: Vec<u64> = (0..n)
        .map(|i| match shape {
            0 => rng.below(LIMIT),
            1 => generators.iter().filter(|_| rng.below(2) == 1).fold(0, |acc, &g| acc ^ g),
            2 => 1 << ((i as u64 * 7 + seed) % 60),
            _ => rng.below(1 << few_bits),
        })
        .collect();
    // Roughly log2 of the number of distinct values, so queries straddle the end.
    let spread = match shape {
        0 | 2 => (n as u64).min(60),
        1 => generators.len() as u64,
        _ => few_bits,
    };
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", n).unwrap();
    let line: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    writeln!(out, "{}", line.join(" ")).unwrap();
    writeln!(out, "{}", q).unwrap();
    for _ in 0..q {
        let exponent = rng.below(spread + 2);
        let k = match rng.below(8) {
            0 => 1 << exponent.min(60),
            1 => (1 << exponent.min(60)) - 1,
            _ => 1 + rng.below(1 << exponent.min(60)),
        };
        writeln!(out, "{}", k.max(1)).unwrap();
    }
}
