//! Generator for hackenbush-graph: `gen SEED SIZE [MODE]` prints one input (n, m ≤ SIZE).
//! Without MODE: a random multigraph on few vertices (loops, repeated segments, cycles,
//! pieces not joined to the ground), brute-checkable at small sizes, else a random sparse
//! graph of SIZE segments. Modes build deep inputs whose decisive part sits at the far end:
//!   stalk        one stalk of about SIZE segments with a small random multigraph on top;
//!   twin-second  two equal stalks topped by different small multigraphs of equal value, plus
//!                loose pieces with cycles (Second);
//!   twin-first   the same with values that differ (First).
//! Values of the small tops come from a game search over their segment subsets (no theory).
//! Vertices are relabelled and segments shuffled and flipped at random.
use std::collections::HashMap;
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
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

const MAX: usize = 200_000;

/// A small multigraph on vertices 0..k (0 is where it stands), with cycles, loops, repeats.
fn small_graph(rng: &mut SplitMix, k: usize, m: usize) -> Vec<(usize, usize)> {
    let mut edges: Vec<(usize, usize)> = (1..k).map(|v| (rng.below(v), v)).collect();
    while edges.len() < m {
        edges.push((rng.below(k), rng.below(k)));
    }
    edges
}

/// Segments of `mask` joined to vertex 0.
fn joined(mask: u32, edges: &[(usize, usize)]) -> u32 {
    let mut reached = vec![false; 64];
    reached[0] = true;
    let mut kept = 0;
    loop {
        let before = kept;
        for (i, &(a, b)) in edges.iter().enumerate() {
            if mask >> i & 1 == 1 && (reached[a] || reached[b]) {
                reached[a] = true;
                reached[b] = true;
                kept |= 1 << i;
            }
        }
        if kept == before {
            return kept;
        }
    }
}

/// Grundy value of a small graph standing on 0, by search over segment subsets.
fn value(edges: &[(usize, usize)]) -> u32 {
    fn grundy(mask: u32, edges: &[(usize, usize)], memo: &mut HashMap<u32, u32>) -> u32 {
        if let Some(&g) = memo.get(&mask) {
            return g;
        }
        let mut seen = vec![false; edges.len() + 2];
        for i in 0..edges.len() {
            if mask >> i & 1 == 1 {
                let g = grundy(joined(mask & !(1 << i), edges), edges, memo) as usize;
                if g < seen.len() {
                    seen[g] = true;
                }
            }
        }
        let g = seen.iter().position(|&s| !s).unwrap() as u32;
        memo.insert(mask, g);
        g
    }
    grundy(joined((1 << edges.len()) - 1, edges), edges, &mut HashMap::new())
}

/// Appends `piece` (vertices 0..k, 0 identified with `at`); returns the new vertex count.
fn graft(edges: &mut Vec<(usize, usize)>, n: usize, at: usize, piece: &[(usize, usize)]) -> usize {
    let k = piece.iter().map(|&(a, b)| a.max(b)).max().unwrap_or(0);
    let name = |v: usize| if v == 0 { at } else { n + v };
    edges.extend(piece.iter().map(|&(a, b)| (name(a), name(b))));
    n + k
}

/// Appends a stalk of `len` segments from the ground; returns (new vertex count, top).
fn stalk(edges: &mut Vec<(usize, usize)>, mut n: usize, len: usize) -> (usize, usize) {
    let mut top = 0;
    for _ in 0..len {
        n += 1;
        edges.push((top, n));
        top = n;
    }
    (n, top)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    assert!(args.len() == 2 || args.len() == 3, "usage: gen SEED SIZE [MODE]");
    let seed: u64 = args[0].parse().expect("SEED is a number");
    let size: usize = args[1].parse::<usize>().expect("SIZE is a number").clamp(1, MAX);
    let mut rng = SplitMix(seed ^ 0x6675_7369_6f6e_2121);
    let mut edges: Vec<(usize, usize)> = Vec::new();
    let mut n;
    match args.get(2).map(String::as_str) {
        None if size < 1000 => {
            n = 1 + rng.below(size.min(8));
            let m = 1 + rng.below(size.min(14));
            edges = (0..m).map(|_| (rng.below(n + 1), rng.below(n + 1))).collect();
        }
        None => {
            n = size - size / 10;
            for v in 1..=n {
                edges.push((rng.below(v), v));
            }
            // A few extra segments: short cycles, loops, repeats; then loose pieces.
            for _ in 0..n / 10 {
                let v = 1 + rng.below(n);
                let w = v - rng.below(v.min(4));
                edges.push((v, w));
            }
            edges.truncate(size);
        }
        Some(mode) => {
            let (twins, equal) = match mode {
                "stalk" => (false, false),
                "twin-second" => (true, true),
                "twin-first" => (true, false),
                other => panic!("unknown mode {other}: stalk, twin-second or twin-first"),
            };
            let top = small_graph(&mut rng, 6, 11);
            if !twins {
                let (v, at) = stalk(&mut edges, 0, size - 20);
                n = graft(&mut edges, v, at, &top);
            } else {
                let other = loop {
                    let g = small_graph(&mut rng, 6, 11);
                    if (value(&g) == value(&top)) == equal && g != top {
                        break g;
                    }
                };
                let len = (size - size / 10 - 60) / 2;
                let (v, at) = stalk(&mut edges, 0, len);
                n = graft(&mut edges, v, at, &top);
                let (v, at) = stalk(&mut edges, n, len);
                n = graft(&mut edges, v, at, &other);
                // Loose pieces: cycles and loops that never touch the ground.
                while edges.len() + 12 <= size {
                    let piece = small_graph(&mut rng, 5, 6);
                    let base = n + 1;
                    n = graft(&mut edges, base, base, &piece).max(base);
                    if n > size - 6 {
                        break;
                    }
                }
            }
        }
    }
    // Relabel 1..=n at random, shuffle the segments and their orientation.
    let mut label: Vec<usize> = (0..=n).collect();
    for i in (2..=n).rev() {
        let j = 1 + rng.below(i);
        label.swap(i, j);
    }
    for i in (1..edges.len()).rev() {
        let j = rng.below(i + 1);
        edges.swap(i, j);
    }
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{} {}", n, edges.len()).unwrap();
    for (a, b) in edges {
        let (a, b) = (label[a], label[b]);
        if rng.below(2) == 0 { writeln!(out, "{a} {b}") } else { writeln!(out, "{b} {a}") }.unwrap();
    }
}
