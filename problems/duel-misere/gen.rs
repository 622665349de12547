//! Generator for `duel-misere`: `gen SEED SIZE [MODE]` prints one INPUT (n, the heaps, the
//! jury's seed), deterministic from its arguments.
//!
//! SIZE is n (capped at 100). Heaps are drawn from a mix: empty and single pebbles (often),
//! up to 20, up to 10^6, just above 2^32, near 10^18. MODE `first` / `second` makes the
//! position a misère win / loss for the player to move, MODE `small` keeps every heap below 6
//! (the brute force can search it), MODE `endgame` makes every heap 0 or 1 but one.
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
    match rng.below(10) {
        0 | 1 => 0,
        2 | 3 => 1,
        4 | 5 => rng.below(21),
        6 => rng.below(1_000_001),
        7 | 8 => (1 << 32) + rng.below(1 << 20),
        _ => MAX_PEBBLES - rng.below(1 << 50),
    }
}

/// Misère Nim's verdict for the player to move (the generator's own copy of the rule).
fn mover_wins(heaps: &[u64]) -> bool {
    if heaps.iter().any(|&a| a >= 2) {
        heaps.iter().fold(0, |acc, &a| acc ^ a) != 0
    } else {
        heaps.iter().filter(|&&a| a == 1).count() % 2 == 0
    }
}

fn main() {
    let args: Vec<String> = env::args().skip(1).collect();
    let usage = "usage: gen SEED SIZE [first|second|small|endgame]";
    assert!(args.len() == 2 || args.len() == 3, "{}", usage);
    let seed: u64 = args[0].parse().expect(usage);
    let size: u64 = args[1].parse().expect(usage);
    let mode = args.get(2).map(String::as_str);
    assert!(
        matches!(mode, None | Some("first") | Some("second") | Some("small") | Some("endgame")),
        "unknown MODE; {}",
        usage
    );
    let n = size.clamp(1, 100) as usize;
    let mut rng = SplitMix(seed);
    let heaps = loop {
        let mut heaps: Vec<u64> = match mode {
            Some("small") => (0..n).map(|_| rng.below(6)).collect(),
            Some("endgame") => {
                let mut heaps: Vec<u64> = (0..n).map(|_| rng.below(2)).collect();
                heaps[rng.below(n as u64) as usize] = 2 + rng.below(MAX_PEBBLES - 1);
                heaps
            }
            _ => (0..n).map(|_| heap(&mut rng)).collect(),
        };
        if mode == Some("second") && n >= 2 {
            // A nim-sum 0 position with a heap of 2 or more is a misère loss too.
            heaps[n - 1] ^= heaps.iter().fold(0, |acc, &a| acc ^ a);
        }
        let side_ok = match mode {
            Some("first") => mover_wins(&heaps),
            Some("second") => !mover_wins(&heaps),
            _ => true,
        };
        // Redraw the rare sets that leave the constraints or miss the side asked for.
        if side_ok && heaps.iter().all(|&a| a <= MAX_PEBBLES) && heaps.iter().any(|&a| a > 0) {
            break heaps;
        }
    };
    let line: Vec<String> = heaps.iter().map(|a| a.to_string()).collect();
    println!("{}\n{}\n{}", n, line.join(" "), rng.next() >> 1);
}
