//! Generator for `misere-winner`: `gen SEED SIZE` prints one input on stdout.
//!
//! SIZE bounds the total number of heaps (capped at 2·10^5). Heap sizes stay below
//! min(SIZE, 12) + 2 while SIZE < 1000 (games of at most 4 heaps, so the brute force can play
//! them out) and go up to 2^63 − 1 beyond, where the shape follows SEED % 3: one big
//! game, many games of two or three heaps, or a random split. A third of the games are
//! endgames (every heap 0 or 1), and about half of the rest have nim-sum 0.
//!
//! `gen SEED SIZE MODE` prints an anti-test of one answer class: SIZE/2 games (at most
//! 10^5) of two heaps, a fifth of them endgames (heaps 0 or 1), the rest with heaps up to
//! 2^63 − 1; every game is won by the first player when MODE is `all-first` ((1, 1),
//! (0, 0), or two different heaps not both at most 1), every game lost when MODE is
//! `all-second` ((1, 0), (0, 1), or two equal heaps of at least 2).
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

/// Many two-heap games of one answer class: `First` for every game, or `Second`.
fn one_answer_class(rng: &mut SplitMix, size: u64, first_wins: bool) -> Vec<Vec<u64>> {
    let games = (size / 2).clamp(1, 100_000);
    (0..games)
        .map(|_| {
            if rng.below(5) == 0 {
                let one = rng.below(2);
                return if first_wins { vec![one, one] } else { vec![one, 1 - one] };
            }
            let a = 2 + rng.below((u64::MAX >> 1) - 2);
            // 1 + below(a) < 2^63, so the XOR stays a valid heap and differs from a; the
            // larger of the two is at least 2, so this is no endgame.
            let b = if first_wins { a ^ (1 + rng.below(a)) } else { a };
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
            1 => left.min(2 + rng.below(2)),
            _ => 1 + rng.below(left.min(5_000)),
        };
        left -= n;
        let n = n as usize;
        let piles: Vec<u64> = match rng.below(3) {
            0 => (0..n).map(|_| u64::from(rng.below(4) != 0)).collect(),
            _ => {
                let mut piles: Vec<u64> = (0..n).map(|_| heap(&mut rng, small, size)).collect();
                if n >= 2 && rng.below(2) == 0 {
                    piles[n - 1] = piles[..n - 1].iter().fold(0, |acc, &p| acc ^ p);
                }
                piles
            }
        };
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
