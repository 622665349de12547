//! Generator for misere-boards: `gen SEED SIZE [MODE]` prints one input with
//! T = min(SIZE, 100) positions. Without MODE each position has 1..=4 boards of 1..=7 spots,
//! every slide a → b (a < b) present with a probability the seed picks, so boards range from
//! stuck tokens to complete orders. Mode `dense`: every position has 4 boards of 7 spots with
//! most slides present (the game tree is huge, the positions few).
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
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    assert!(args.len() == 2 || args.len() == 3, "usage: gen SEED SIZE [MODE]");
    let seed: u64 = args[0].parse().expect("SEED is a number");
    let size: u64 = args[1].parse::<u64>().expect("SIZE is a number").clamp(1, 100);
    let dense = match args.get(2).map(String::as_str) {
        None => false,
        Some("dense") => true,
        Some(other) => panic!("unknown mode {other}: dense"),
    };
    let mut rng = SplitMix(seed ^ 0x6d69_7365_7265_2121);
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{size}").unwrap();
    for _ in 0..size {
        let boards = if dense { 4 } else { 1 + rng.below(4) };
        writeln!(out, "{boards}").unwrap();
        for _ in 0..boards {
            let spots = if dense { 7 } else { 1 + rng.below(7) };
            let percent = if dense { 70 + rng.below(31) } else { 10 + rng.below(80) };
            let slides: Vec<(u64, u64)> = (1..=spots)
                .flat_map(|a| (a + 1..=spots).map(move |b| (a, b)))
                .filter(|_| rng.below(100) < percent)
                .collect();
            writeln!(out, "{} {}", spots, slides.len()).unwrap();
            for (a, b) in slides {
                writeln!(out, "{a} {b}").unwrap();
            }
        }
    }
}
