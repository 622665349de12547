//! Generator for `duel-staircase`: `gen SEED SIZE [MODE]` prints one INPUT (n, the coins on
//! stairs 1..=n, the jury's seed), deterministic from its arguments.
//!
//! SIZE is n (capped at 100). Stairs are drawn from a mix: empty, up to 20 coins, up to 10^6,
//! just above 2^32, and up to 10^18 / n (so the coins total at most 10^18). MODE `first` /
//! `second` makes the XOR of the odd stairs non-zero / zero, MODE `small` keeps at most 6
//! coins in all (the brute force can search it), no MODE leaves the side to chance.
use std::env;

const MAX_COINS: u64 = 1_000_000_000_000_000_000;

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

fn stair(rng: &mut SplitMix, n: u64) -> u64 {
    match rng.below(8) {
        0 | 1 => 0,
        2 | 3 => rng.below(21),
        4 => rng.below(1_000_001),
        5 | 6 => (1 << 32) + rng.below(1 << 20),
        _ => MAX_COINS / n - rng.below(MAX_COINS / n / 2),
    }
}

fn odd_xor(coins: &[u64]) -> u64 {
    // coins[0] is stair 1.
    coins.iter().step_by(2).fold(0, |acc, &c| acc ^ c)
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
    assert!(
        n >= 2 || mode != Some("second"),
        "MODE second needs SIZE >= 2 (one stair of coins is a first-player win)"
    );
    let mut rng = SplitMix(seed);
    let coins = loop {
        let mut coins: Vec<u64> = match mode {
            Some("small") => {
                let mut coins = vec![0; n];
                for _ in 0..1 + rng.below(6) {
                    coins[rng.below(n as u64) as usize] += 1;
                }
                coins
            }
            _ => (0..n).map(|_| stair(&mut rng, n as u64)).collect(),
        };
        if mode == Some("second") && n >= 3 {
            // Make the highest odd stair cancel the others.
            let last_odd = (n - 1) / 2 * 2;
            coins[last_odd] ^= odd_xor(&coins);
        }
        let side_ok = match mode {
            Some("first") => odd_xor(&coins) != 0,
            Some("second") => odd_xor(&coins) == 0,
            _ => true,
        };
        let total = coins.iter().fold(0u64, |acc, &c| acc.saturating_add(c));
        // Redraw the rare sets that leave the constraints or miss the side asked for.
        if side_ok && (1..=MAX_COINS).contains(&total) {
            break coins;
        }
    };
    let line: Vec<String> = coins.iter().map(|c| c.to_string()).collect();
    println!("{}\n{}\n{}", n, line.join(" "), rng.next() >> 1);
}
