//! Generator for `nim-winner`: `gen SEED SIZE` prints one input on stdout.
//!
//! SIZE bounds the total number of heaps (capped at 2·10^5). Heap sizes stay below
//! min(SIZE, 12) + 2 while SIZE < 1000 (so the brute force can play the games out) and go
//! up to 2^63 − 1 beyond, where the shape follows SEED % 3: one big game, many games of
//! two heaps, or a random split (small inputs are always games of at most 4 heaps). About
//! half of the games are P-positions (nim-sum 0).
//!
//! `gen SEED SIZE MODE` prints an anti-test of one answer class: SIZE/2 games (at most
//! 10^5) of two heaps up to 2^63 − 1, every game won by the first player when MODE is
//! `all-first`, every game lost when MODE is `all-second` (equal heaps).
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

/// Many two-heap games of one answer class: `First` for every game, or `Second`.
fn one_answer_class(rng: &mut SplitMix, size: u64, first_wins: bool) -> Vec<Vec<u64>> {
    let games = (size / 2).clamp(1, 100_000);
    (0..games)
        .map(|_| {
            let a = rng.next() >> 1;
            // 1 + below(a) < 2^63, so the XOR stays a valid heap and differs from a.
            let b = if first_wins { a ^ (1 + rng.below(a.max(1))) } else { a };
            vec![a, b]
        })
        .collect()
}

fn main() {
    let args: Vec<String> = env::args().skip(1).collect();
    let usage = "usage: gen SEED SIZE [all-first|all-second]";
    assert!(args.len() == 2 || args.len() == 3, "{}", usage);
    let seed: u64 = args[0].parse().expect(usage);
    let size: u64 = args[1].parse().expect(usage);
    assert!(size >= 1, "{} (SIZE >= 1)", usage);
    let mut rng = SplitMix(seed);
    if let Some(mode) = args.get(2) {
        let games = match mode.as_str() {
            "all-first" => one_answer_class(&mut rng, size, true),
            "all-second" => one_answer_class(&mut rng, size, false),
            other => panic!("unknown MODE {:?}; {}", other, usage),
        };
        print_games(&games);
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
        let n = if small && rng.below(8) == 0 { 0 } else { n };
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
