//! Generator for common-xor-values: `gen SEED SIZE` prints one input.
//! SIZE bounds n and m. Both lists are drawn as random XOR combinations of hidden
//! generators: some shared by the two lists, some private to each, so the intersection of
//! the spans is neither trivial nor spanned by the lists' own elements. One shape uses
//! plain random 60-bit values instead, one uses few bits, one copies elements across.
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
    fn combination(&mut self, generators: &[u64]) -> u64 {
        generators.iter().filter(|_| self.next() & 1 == 1).fold(0, |acc, &g| acc ^ g)
    }
}

const LIMIT: u64 = 1 << 60;

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().expect("gen SEED SIZE")).collect();
    assert!(args.len() == 2, "usage: gen SEED SIZE");
    let (seed, size) = (args[0], args[1].clamp(1, 200_000));
    let mut rng = SplitMix(seed ^ 0x636f_6d6d_6f6e_7878);
    let n = if size >= 1000 { size } else { 1 + rng.below(size) } as usize;
    let m = if size >= 1000 { size } else { 1 + rng.below(size) } as usize;
    let shape = rng.below(4);
    // Generator counts stay small for small SIZE so that the brute force can enumerate spans.
    let most = if size >= 1000 { 30 } else { 1 + size.min(9) };
    let bits = if shape == 2 { 1 + rng.below(7) } else { 60 };
    let draw =
        |count: u64, rng: &mut SplitMix| -> Vec<u64> { (0..count).map(|_| rng.below(1 << bits)).collect() };
    let shared = draw(rng.below(most), &mut rng);
    let own_a = draw(rng.below(most), &mut rng);
    let own_b = draw(rng.below(most), &mut rng);
    let gens_a: Vec<u64> = shared.iter().chain(&own_a).copied().collect();
    let gens_b: Vec<u64> = shared.iter().chain(&own_b).copied().collect();
    let list = |len: usize, gens: &[u64], rng: &mut SplitMix| -> Vec<u64> {
        (0..len).map(|_| if shape == 0 { rng.below(LIMIT) } else { rng.combination(gens) }).collect()
    };
    let a = list(n, &gens_a, &mut rng);
    let mut b = list(m, &gens_b, &mut rng);
    if shape == 3 {
        // Some elements occur in both lists verbatim.
        for value in b.iter_mut() {
            if rng.below(3) == 0 {
                *value = a[rng.below(n as u64) as usize];
            }
        }
    }
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{} {}", n, m).unwrap();
    for values in [a, b] {
        let line: Vec<String> = values.iter().map(|v| v.to_string()).collect();
        writeln!(out, "{}", line.join(" ")).unwrap();
    }
}
