//! Generator for "game-length": `gen SEED SIZE [MODE]` prints one input.
//! SIZE 1..=6: at most SIZE + 4 rooms and about twice as many corridors, self-loops and
//! repeats included (for the brute force). Larger: n = m = min(SIZE, 200 000), half the
//! corridors a few rooms ahead round a circle, half anywhere: about a third of the rooms are
//! dead ends, many cycles.
//! MODE `path`: a path through all n rooms in a hidden order ending in a dead end, plus back
//! corridors that close cycles and short cuts to rooms near the end: games of length up to n,
//! and a search by rounds needs about n rounds.
//! MODE `choices`: many small gadgets where a lost room has options won quickly and slowly, and a
//! won room has lost options reached quickly and slowly, plus cycles without exit.
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
    fn index(&mut self, len: usize) -> usize {
        (self.next() % len as u64) as usize
    }
}

fn path(rng: &mut SplitMix64, n: usize) -> Vec<(usize, usize)> {
    let mut edges: Vec<(usize, usize)> = (0..n - 1).map(|p| (p, p + 1)).collect();
    while edges.len() < 200_000.min(2 * n) {
        let from = rng.index(n);
        let to = if rng.index(2) == 0 { rng.index(from + 1) } else { n - 1 - rng.index(5.min(n)) };
        edges.push((from, to));
    }
    edges
}

/// Gadgets of 9 rooms: 6 is a dead end; 0 -> {1, 2} is lost with a quickly won option
/// (1 -> 6) and a slowly won one (2 -> 3 -> 4 -> 6), so its loser takes 2 (lost in 4);
/// 5 -> {6, 3} is won fast through 6; 7 loops on itself next to the won 5 (a draw); 8 -> {7, 0}
/// wins through 0 in 5 moves.
fn choices(rng: &mut SplitMix64, n: usize) -> Vec<(usize, usize)> {
    let mut edges = Vec::new();
    let mut base = 0;
    while base + 9 <= n && edges.len() + 13 <= 200_000 {
        let r = |i: usize| base + i;
        edges.extend([(r(0), r(1)), (r(0), r(2)), (r(1), r(6)), (r(2), r(3)), (r(3), r(4)), (r(4), r(6))]);
        edges.extend([(r(5), r(6)), (r(5), r(3)), (r(7), r(7)), (r(7), r(5)), (r(8), r(7)), (r(8), r(0))]);
        if rng.index(2) == 0 {
            edges.push((r(4), r(7)));
        }
        base += 9;
    }
    edges
}

fn random(rng: &mut SplitMix64, size: usize) -> (usize, Vec<(usize, usize)>) {
    if size <= 6 {
        let n = 1 + rng.index(size + 4);
        let m = rng.index(2 * n + 1);
        return (n, (0..m).map(|_| (rng.index(n), rng.index(n))).collect());
    }
    // Half the corridors go a few rooms ahead round a circle (long cycles), half anywhere.
    let n = size.min(200_000);
    let edges = (0..n)
        .map(|_| {
            let u = rng.index(n);
            let v = if rng.index(2) == 0 { (u + 1 + rng.index(3)) % n } else { rng.index(n) };
            (u, v)
        })
        .collect();
    (n, edges)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    assert!(args.len() == 2 || args.len() == 3, "usage: gen SEED SIZE [MODE]");
    let seed: u64 = args[0].parse().expect("gen SEED SIZE [MODE]: SEED is a number");
    let size = args[1].parse::<usize>().expect("gen SEED SIZE [MODE]: SIZE is a number").max(1);
    let mut rng = SplitMix64(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0x6a1e);
    let (n, mut edges) = match args.get(2).map(String::as_str) {
        None => random(&mut rng, size),
        Some("path") => {
            let n = size.clamp(2, 200_000);
            (n, path(&mut rng, n))
        }
        Some("choices") => {
            let n = size.clamp(9, 200_000);
            (n, choices(&mut rng, n))
        }
        Some(other) => panic!("unknown MODE {:?}: expected path or choices", other),
    };
    // Hidden room numbers and corridor order.
    let mut name: Vec<usize> = (1..=n).collect();
    for i in (1..n).rev() {
        name.swap(i, rng.index(i + 1));
    }
    for i in (1..edges.len()).rev() {
        edges.swap(i, rng.index(i + 1));
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{} {}", n, edges.len()).unwrap();
    for &(u, v) in &edges {
        writeln!(out, "{} {}", name[u], name[v]).unwrap();
    }
}
