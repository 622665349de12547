//! Generator for `dawsons-kayles`: `gen SEED SIZE` prints one input on stdout.
//!
//! SIZE bounds the total number of vases (capped at 2·10^5). While SIZE < 1000 shelves are
//! shorter than min(SIZE, 60) + 3 (the brute force tabulates them); beyond, lengths reach
//! 10^18 and the vases are placed so that many stretches are short (below 120, where Dawson's
//! Kayles is not yet periodic) and others long; the shape follows SEED % 3.
use std::env;

struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, bound: u64) -> u64 {
        self.next() % bound
    }
}

const MAX_LEN: u64 = 1_000_000_000_000_000_000;

fn main() {
    let args: Vec<u64> = env::args().skip(1).map(|a| a.parse().expect("usage: gen SEED SIZE")).collect();
    assert!(args.len() == 2 && args[1] >= 1, "usage: gen SEED SIZE (SIZE >= 1)");
    let (seed, size) = (args[0], args[1]);
    let mut rng = SplitMix(seed);
    let small = size < 1000;
    let mut left = size.min(200_000);
    let mut shelves: Vec<(u64, Vec<u64>)> = Vec::new();
    while shelves.len() < 100_000 && (left > 0 || shelves.is_empty()) {
        let k = match seed % 3 {
            _ if small => rng.below(left.min(4) + 1),
            0 => left,
            1 => left.min(3),
            _ => rng.below(left.min(5_000) + 1),
        };
        left -= k;
        let mut vases: Vec<u64> = Vec::new();
        let mut cell = 0u64;
        for i in 0..k {
            // The gap before the next vase: usually short, sometimes huge (but leaving room
            // for the vases still to come).
            let room = (MAX_LEN - 200 - cell) / (k - i + 1) / 2;
            let gap = match (small, rng.below(4)) {
                (true, _) => rng.below(size.min(60) / (k + 1) + 3),
                (false, 0) => {
                    let shift = rng.below(60);
                    rng.below((room >> shift).max(1))
                }
                _ => rng.below(120),
            };
            if cell + gap + 1 > MAX_LEN - 200 {
                break;
            }
            cell += gap + 1;
            vases.push(cell);
        }
        let tail = if small { rng.below(size.min(60) / (k + 1) + 3) } else { rng.below(MAX_LEN - cell) };
        let length = (cell + tail).max(1);
        // Shuffle: the statement allows any order.
        for i in (1..vases.len()).rev() {
            let j = rng.below(i as u64 + 1) as usize;
            vases.swap(i, j);
        }
        shelves.push((length, vases));
    }
    let mut out = format!("{}\n", shelves.len());
    for (length, vases) in &shelves {
        let line: Vec<String> = vases.iter().map(u64::to_string).collect();
        out.push_str(&format!("{length} {}\n{}\n", vases.len(), line.join(" ")));
    }
    print!("{out}");
}
