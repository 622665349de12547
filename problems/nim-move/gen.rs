//! Generator for `nim-move`: `gen SEED SIZE` prints one input on stdout.
//!
//! SIZE bounds the total number of heaps (capped at 2·10^5). Heap sizes stay below
//! min(SIZE, 12) + 2 while SIZE < 1000 (so the brute force can play the games out) and go up to
//! 2^63 − 1 beyond, where the shape follows SEED % 3: one big game, many games of two
//! heaps, or a random split (small inputs are always games of at most 4 heaps). Every
//! game has at least one heap. About half of the games are P-positions (nim-sum 0).
//!
//! `gen SEED SIZE MODE` prints one game of min(SIZE, 2·10^5) heaps below 2^63, an
//! anti-test for scans that try every heap expensively: MODE `far-end` makes the last heap
//! the only one holding the top bit of the nim-sum (so the only winning move is on it);
//! MODE `second` makes the game a P-position (no winning move anywhere).
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
        // Vary the magnitude so that both tiny and near-2^63 heaps occur.
        rng.next() >> (1 + rng.below(63))
    }
}

/// One big game whose winning move (if any) a scan from heap 1 reaches last.
fn one_far_game(rng: &mut SplitMix, size: u64, far_end: bool) -> Vec<u64> {
    let n = size.clamp(2, 200_000) as usize;
    // Every heap but the last stays below 2^62, so bit 62 of the nim-sum is the last heap's.
    let mut piles: Vec<u64> = (0..n - 1).map(|_| rng.next() >> 2).collect();
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
            1 => left.min(2),
            _ => 1 + rng.below(left.min(5_000)),
        };
        left -= n;
        let mut piles: Vec<u64> = (0..n).map(|_| heap(&mut rng, small, size)).collect();
        if n >= 2 && rng.below(2) == 0 {
            let rest = piles[..n as usize - 1].iter().fold(0, |acc, &p| acc ^ p);
            piles[n as usize - 1] = rest;
        }
        games.push(piles);
    }
    print_games(&games);
}

fn print_games(games: &[Vec<u64>]) {
    let mut out = String::new();
    out.push_str(&format!("{}\n", games.len()));
    for g in games {
        out.push_str(&format!("{}\n", g.len()));
        let line: Vec<String> = g.iter().map(|v| v.to_string()).collect();
        out.push_str(&line.join(" "));
        out.push('\n');
    }
    print!("{}", out);
}
