//! Generator for xor-witness: `gen SEED SIZE` prints one input.
//! SIZE bounds n. The seed picks a shape for the numbers (full 60-bit values, a low-rank
//! family, values just below 2^60, or few bits) and for the target (a XOR of a random
//! subset, so reachable; a random value, usually unreachable when the rank is low; or 0).
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
    let mut rng = SplitMix(seed ^ 0x7769_746e_6573_7321);
    let n = if size >= 1000 { size } else { 1 + rng.below(size) } as usize;
    let shape = rng.below(4);
    let generators: Vec<u64> = (0..1 + rng.below(8)).map(|_| rng.below(LIMIT)).collect();
    let few_bits = 1 + rng.below(6);
    let values: Vec<u64> = (0..n)
        .map(|_| match shape {
            0 => rng.below(LIMIT),
            1 => generators.iter().filter(|_| rng.below(2) == 1).fold(0, |acc, &g| acc ^ g),
            2 => LIMIT - 1 - rng.below(1 << 10),
            _ => rng.below(1 << few_bits),
        })
        .collect();
    let target = match rng.below(5) {
        0 => 0,
        1 => match shape {
            3 => rng.below(1 << few_bits),
            _ => rng.below(LIMIT),
        },
        _ => values.iter().filter(|_| rng.below(2) == 1).fold(0, |acc, &v| acc ^ v),
    };
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{} {}", n, target).unwrap();
    let line: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    writeln!(out, "{}", line.join(" ")).unwrap();
}
