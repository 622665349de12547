//! Generator for `misere-move`: `gen SEED SIZE` prints one input on stdout.
//!
//! SIZE bounds the total number of heaps (capped at 2·10^5). Heap sizes stay below
//! min(SIZE, 12) + 2 while SIZE < 1000 (games of at most 4 heaps, so the brute force can play
//! them out) and go up to 2^63 − 1 beyond, where the shape follows SEED % 3: one big
//! game, many games of two or three heaps, or a random split. A third of the games are
//! endgames (every heap 0 or 1), a sixth have exactly one heap of two or more pebbles,
//! and about half of the rest have nim-sum 0. Every game holds at least one pebble.
//!
//! `gen SEED SIZE MODE` prints one game of min(SIZE, 2·10^5) heaps, all but the last
//! between 2 and 2^62 (so the ordinary rule decides), an anti-test for scans that try every
//! heap expensively: MODE `far-end` makes the last heap the only one holding the top bit of
//! the nim-sum (so the only winning move is on it); MODE `second` makes the nim-sum 0.
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

fn heap(rng: &mut SplitMix, small: bool, size: u64) -> u64 {
    if small {
        rng.below(size.min(12) + 2)
    } else {
        rng.next() >> (1 + rng.below(63))
    }
}

/// One big game whose winning move (if any) a scan from heap 1 reaches last.
fn one_far_game(rng: &mut SplitMix, size: u64, far_end: bool) -> Vec<u64> {
    let n = size.clamp(3, 200_000) as usize;
    // Every heap but the last stays below 2^62, so bit 62 of the nim-sum is the last heap's.
    let mut piles: Vec<u64> = (0..n - 1).map(|_| 2 + (rng.next() >> 3)).collect();
    let rest = piles.iter().fold(0, |acc, &p| acc ^ p);
    piles.push(if far_end { (1 << 62) | (rng.next() >> 2) } else { rest });
    piles
}

fn main() {
    let args: Vec<String> = env::args().skip(1).collect();
    let usage = "usage: gen SEED SIZE [far-end|second]";
    assert!(args.len() == 2 || args.len() == 3, "{}", usage);
    let seed: u64 = args[0].parse().expect(usage);
    let size: u64 = args[1].parse().expect(usage);
    assert!(size >= 1, "{} (SIZE >= 1)", usage);
    let mut rng = SplitMix(seed);
    if let Some(mode) = args.get(2) {
        let game = match mode.as_str() {
            "far-end" => one_far_game(&mut rng, size, true),
            "second" => one_far_game(&mut rng, size, false),
            other => panic!("unknown MODE {:?}; {}", other, usage),
        };
        print_games(&[game]);
        return;
    }
    let total = size.min(200_000);
    let small = size < 1000;
    let mut games: Vec<Vec<u64>> = Vec::new();
    let mut left = total;
    while left > 0 && games.len() < 100_000 {
        let n = match seed % 3 {
            _ if small => 1 + rng.below(left.min(4)),
            0 => left,
            1 => left.min(2 + rng.below(2)),
            _ => 1 + rng.below(left.min(5_000)),
        };
        left -= n;
        let n = n as usize;
        let mut piles: Vec<u64> = match rng.below(6) {
            0 | 1 => (0..n).map(|_| u64::from(rng.below(4) != 0)).collect(),
            2 => {
                let mut piles: Vec<u64> = (0..n).map(|_| u64::from(rng.below(4) != 0)).collect();
                let big = rng.below(n as u64) as usize;
                piles[big] = 2 + heap(&mut rng, small, size).saturating_sub(2);
                piles
            }
            _ => {
                let mut piles: Vec<u64> = (0..n).map(|_| heap(&mut rng, small, size)).collect();
                if n >= 2 && rng.below(2) == 0 {
                    piles[n - 1] = piles[..n - 1].iter().fold(0, |acc, &p| acc ^ p);
                }
                piles
            }
        };
        if piles.iter().all(|&p| p == 0) {
            piles[n - 1] = 1;
        }
        games.push(piles);
    }
    print_games(&games);
}

fn print_games(games: &[Vec<u64>]) {
    let mut out = format!("{}\n", games.len());
    for g in games {
        let line: Vec<String> = g.iter().map(|v| v.to_string()).collect();
        out.push_str(&format!("{}\n{}\n", g.len(), line.join(" ")));
    }
    print!("{}", out);
}
