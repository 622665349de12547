//! Generator for `duel-nim`: `gen SEED SIZE [MODE]` prints one INPUT (n, the heaps, the
//! jury's seed), deterministic from its arguments.
//!
//! SIZE is n (capped at 100). Each heap is drawn from a mix of sizes: empty, up to 20, up to
//! 10^6, just above 2^32, and near 10^18. MODE `second` makes the nim-sum 0 (the solution
//! must answer Second), MODE `first` makes it non-zero, MODE `small` keeps every heap below 8
//! (a position the brute force can search), no MODE leaves the side to chance.
use std::env;

const MAX_PEBBLES: u64 = 1_000_000_000_000_000_000;

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

fn heap(rng: &mut SplitMix) -> u64 {
    match rng.below(8) {
        0 => 0,
        1 | 2 => rng.below(21),
        3 => rng.below(1_000_001),
        4 | 5 => (1 << 32) + rng.below(1 << 20),
        _ => MAX_PEBBLES - rng.below(1 << 50),
    }
}

fn main() {
    let args: Vec<String> = env::args().skip(1).collect();
    let usage = "usage: gen SEED SIZE [first|second|small]";
    assert!(args.len() == 2 || args.len() == 3, "{}", usage);
    let seed: u64 = args[0].parse().expect(usage);
    let size: u64 = args[1].parse().expect(usage);
    let mode = args.get(2).map(String::as_str);
    assert!(matches!(mode, None | Some("first") | Some("second") | Some("small")), "unknown MODE; {}", usage);
    let n = size.clamp(1, 100) as usize;
    let mut rng = SplitMix(seed);
    let heaps = loop {
        let mut heaps: Vec<u64> = match mode {
            Some("small") => (0..n).map(|_| rng.below(8)).collect(),
            _ => (0..n).map(|_| heap(&mut rng)).collect(),
        };
        let sum = heaps.iter().fold(0, |acc, &a| acc ^ a);
        match mode {
            Some("second") if n >= 2 => {
                let last = sum ^ heaps[n - 1];
                heaps[n - 1] = last;
            }
            Some("first") if sum == 0 => heaps[rng.below(n as u64) as usize] ^= 1,
            _ => {}
        }
        let sum = heaps.iter().fold(0, |acc, &a| acc ^ a);
        let side_ok = match mode {
            Some("second") => sum == 0,
            Some("first") => sum != 0,
            _ => true,
        };
        // Redraw the rare sets that leave the constraints (a heap above 10^18, an empty board).
        if side_ok && heaps.iter().all(|&a| a <= MAX_PEBBLES) && heaps.iter().any(|&a| a > 0) {
            break heaps;
        }
    };
    let line: Vec<String> = heaps.iter().map(|a| a.to_string()).collect();
    println!("{}\n{}\n{}", n, line.join(" "), rng.next() >> 1);
}
