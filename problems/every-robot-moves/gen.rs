//! Generator for `every-robot-moves`: `gen SEED SIZE [MODE]` prints one input on stdout.
//!
//! Rooms are labelled by a random permutation of a hidden topological order, so corridors
//! go "forward" in that order only. SIZE < 1000: n ≤ 12 rooms, games of 1–4 robots (the
//! brute plays them out). Otherwise n = min(SIZE, 2·10^5) and MODE:
//! - none: corridors from each room to a few of the next rooms in the order (and some far
//!   jumps), m ≈ n; games of 1–5 robots anywhere, 2·10^5 robots in all;
//! - `far-end`: a path through 130,000 rooms plus 70,000 short forward corridors, and 10^5
//!   games of one or two robots placed near the start of the path (the deepest rooms): a
//!   program that searches the graph again for each game, or recursively, meets the whole
//!   depth every time.
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

fn main() {
    let args: Vec<String> = env::args().skip(1).collect();
    assert!(args.len() == 2 || args.len() == 3, "usage: gen SEED SIZE [MODE]");
    let seed: u64 = args[0].parse().expect("SEED is a number");
    let size: u64 = args[1].parse().expect("SIZE is a number");
    let mode = args.get(2).map(String::as_str).unwrap_or("");
    let mut rng = SplitMix(seed);
    let small = size < 1000;
    let n = if small { 2 + rng.below(11) as usize } else if mode == "far-end" { 130_000 } else { size.min(200_000) as usize };
    // label[i] = the room at position i of the hidden topological order.
    let mut label: Vec<usize> = (1..=n).collect();
    for i in (1..n).rev() {
        label.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let mut edges: Vec<(usize, usize)> = Vec::new();
    if small {
        let density = 20 + rng.below(50);
        for i in 0..n {
            for j in i + 1..n {
                if rng.below(100) < density {
                    edges.push((i, j));
                }
            }
        }
    } else if mode == "far-end" {
        edges.extend((0..n - 1).map(|i| (i, i + 1)));
        while edges.len() < 200_000 {
            let i = rng.below(n as u64 - 2) as usize;
            edges.push((i, (i + 2 + rng.below(3) as usize).min(n - 1)));
        }
    } else if mode.is_empty() {
        for i in 0..n - 1 {
            if edges.len() >= 200_000 {
                break;
            }
            let j = if rng.below(10) == 0 { i + 1 + rng.below((n - i - 1) as u64) as usize } else { (i + 1 + rng.below(4) as usize).min(n - 1) };
            edges.push((i, j));
            if rng.below(3) == 0 && i + 2 < n && edges.len() < 200_000 {
                edges.push((i, i + 2));
            }
        }
    } else {
        panic!("unknown MODE {:?}: expected far-end", mode);
    }
    for i in (1..edges.len()).rev() {
        edges.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let mut games: Vec<Vec<usize>> = Vec::new();
    if small {
        let q = 1 + rng.below(size.min(60));
        for _ in 0..q {
            let k = 1 + rng.below(4) as usize;
            games.push((0..k).map(|_| rng.below(n as u64) as usize).collect());
        }
    } else if mode == "far-end" {
        for _ in 0..100_000 {
            let k = 1 + rng.below(2) as usize;
            games.push((0..k).map(|_| rng.below(50) as usize).collect());
        }
    } else {
        let mut left = 200_000usize;
        while left > 0 && games.len() < 100_000 {
            let k = (1 + rng.below(5) as usize).min(left);
            left -= k;
            games.push((0..k).map(|_| rng.below(n as u64) as usize).collect());
        }
    }
    let mut out = String::with_capacity(8 << 20);
    out.push_str(&format!("{} {}\n", n, edges.len()));
    for (i, j) in &edges {
        out.push_str(&format!("{} {}\n", label[*i], label[*j]));
    }
    out.push_str(&format!("{}\n", games.len()));
    for g in &games {
        out.push_str(&g.len().to_string());
        for &p in g {
            out.push_str(&format!(" {}", label[p]));
        }
        out.push('\n');
    }
    print!("{}", out);
}
