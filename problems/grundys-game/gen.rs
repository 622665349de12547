//! Generator for "grundys-game": `gen SEED SIZE` prints one input.
//! SIZE 1..=6: at most 3 balls of weight at most 3·SIZE + 2 (for the exhaustive brute force);
//! larger: min(SIZE, 100 000) balls of weight up to 2 000. About half the inputs are
//! P-positions.
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

const MAX_WEIGHT: usize = 2_000;

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().expect("gen SEED SIZE")).collect();
    assert!(args.len() == 2, "usage: gen SEED SIZE");
    let (seed, size) = (args[0], args[1].max(1));
    let mut rng = SplitMix64(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0x96);
    let (n, max_weight) = if size <= 6 {
        (rng.range(1, 3) as usize, 3 * size + 2)
    } else {
        (size.min(100_000) as usize, MAX_WEIGHT as u64)
    };
    let mut grundy = vec![0u32; MAX_WEIGHT + 1];
    for h in 3..=MAX_WEIGHT {
        let mut seen = vec![false; h + 1];
        for a in 1..(h + 1) / 2 {
            let value = (grundy[a] ^ grundy[h - a]) as usize;
            if value < seen.len() {
                seen[value] = true;
            }
        }
        grundy[h] = seen.iter().position(|&s| !s).unwrap() as u32;
    }
    let mut balls: Vec<u64> = (0..n).map(|_| rng.range(1, max_weight)).collect();
    if rng.range(0, 1) == 0 {
        let target = balls[..n - 1].iter().fold(0, |x, &h| x ^ grundy[h as usize]);
        let candidates: Vec<u64> = (1..=max_weight).filter(|&h| grundy[h as usize] == target).collect();
        if !candidates.is_empty() {
            balls[n - 1] = candidates[rng.range(0, candidates.len() as u64 - 1) as usize];
        }
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    let line: Vec<String> = balls.iter().map(|h| h.to_string()).collect();
    writeln!(out, "{}\n{}", n, line.join(" ")).unwrap();
}
