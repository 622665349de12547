//! Generator for max-subset-xor: `gen SEED SIZE` prints one input.
//! SIZE bounds n; the seed picks a shape (full 60-bit values, a low-rank family with many
//! dependent values, values just below 2^60, or few bits) so small sizes stay brute-checkable.
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
    let (seed, size) = (args[0], args[1].clamp(1, 200_000));
    let mut rng = SplitMix(seed ^ 0x6d61_7873_7562_7872);
    let n = if size >= 1000 { size } else { rng.below(size + 1) } as usize;
    let shape = rng.below(4);
    // A low-rank family: every value is a XOR of a few hidden generators.
    let generators: Vec<u64> = (0..1 + rng.below(6)).map(|_| rng.below(LIMIT)).collect();
    let few_bits = 1 + rng.below(8);
    let values: Vec<u64> = (0..n)
        .map(|_| match shape {
            0 => rng.below(LIMIT),
            1 => generators.iter().filter(|_| rng.below(2) == 1).fold(0, |acc, &g| acc ^ g),
            2 => LIMIT - 1 - rng.below(1 << 10),
            _ => rng.below(1 << few_bits),
        })
        .collect();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", n).unwrap();
    let line: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    writeln!(out, "{}", line.join(" ")).unwrap();
}
