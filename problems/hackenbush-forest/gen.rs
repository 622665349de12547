//! Generator for hackenbush-forest: `gen SEED SIZE [MODE]` prints one input (n ≤ SIZE).
//! Without MODE the seed picks a random shape (uniform recursive tree, deep "parent among the
//! last three", stalks from the ground, or a bushy tree); small sizes stay brute-checkable.
//! Modes build deep inputs whose decisive part sits at the far end (vertices relabelled and
//! edges shuffled, so reading order gives nothing away):
//!   stalk        one stalk of about SIZE edges with a small random tree on top (First);
//!   twin-second  two stalks of equal length topped by trees of different sizes but equal
//!                values (Second);
//!   twin-first   two stalks of equal length topped by trees of equal sizes but different
//!                values (First).
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

const MAX_N: usize = 500_000;

/// parent[v] for v in 1..len of a random small tree rooted at 0.
fn small_tree(rng: &mut SplitMix, len: usize) -> Vec<usize> {
    (0..len).map(|v| if v == 0 { 0 } else { rng.below(v) }).collect()
}

/// Colon-principle value of the tree given by parents (parent[v] < v), rooted at 0.
fn value(parent: &[usize]) -> u64 {
    let mut g = vec![0u64; parent.len()];
    for v in (1..parent.len()).rev() {
        g[parent[v]] ^= g[v] + 1;
    }
    g[0]
}

/// Appends `tree` (parents local to it) with its root identified with vertex `at`.
fn graft(parent: &mut Vec<usize>, at: usize, tree: &[usize]) {
    let base = parent.len();
    for v in 1..tree.len() {
        parent.push(if tree[v] == 0 { at } else { base + tree[v] - 1 });
    }
}

/// Appends a stalk of `len` edges from the ground; returns its top vertex.
fn stalk(parent: &mut Vec<usize>, len: usize) -> usize {
    let mut top = 0;
    for _ in 0..len {
        parent.push(top);
        top = parent.len() - 1;
    }
    top
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    assert!(args.len() == 2 || args.len() == 3, "usage: gen SEED SIZE [MODE]");
    let seed: u64 = args[0].parse().expect("SEED is a number");
    let size: usize = args[1].parse::<usize>().expect("SIZE is a number").clamp(1, MAX_N);
    let mut rng = SplitMix(seed ^ 0x6861_636b_656e_6275);
    // parent[v] for v in 1..=n; vertex 0 is the ground.
    let mut parent: Vec<usize> = vec![0];
    match args.get(2).map(String::as_str) {
        None => {
            let n = if size >= 1000 { size } else { 1 + rng.below(size) };
            let shape = rng.below(4);
            for v in 1..=n {
                parent.push(match shape {
                    0 => rng.below(v),
                    1 => v - 1 - rng.below(v.min(3)),
                    2 => if rng.below(4) == 0 { 0 } else { v - 1 },
                    _ => (v - 1) / 2 + rng.below(2).min(v - 1 - (v - 1) / 2),
                });
            }
        }
        Some("stalk") => {
            let top = small_tree(&mut rng, 30);
            let at = stalk(&mut parent, size - 29);
            graft(&mut parent, at, &top);
        }
        Some("twin-second") => {
            let first = small_tree(&mut rng, 30);
            let mut second = first.clone();
            second.extend([0, 0]); // two leaves on the root: 1 xor 1 changes nothing
            for t in [&first, &second] {
                let at = stalk(&mut parent, (size - 62) / 2);
                graft(&mut parent, at, t);
            }
        }
        Some("twin-first") => {
            let first = small_tree(&mut rng, 30);
            let second = loop {
                let t = small_tree(&mut rng, 30);
                if value(&t) != value(&first) {
                    break t;
                }
            };
            for t in [&first, &second] {
                let at = stalk(&mut parent, (size - 60) / 2);
                graft(&mut parent, at, t);
            }
        }
        Some(other) => panic!("unknown mode {other}: stalk, twin-second or twin-first"),
    }
    let n = parent.len() - 1;
    // Relabel 1..=n at random, shuffle the edges and their orientation.
    let mut label: Vec<usize> = (0..=n).collect();
    for i in (2..=n).rev() {
        let j = 1 + rng.below(i);
        label.swap(i, j);
    }
    let mut edges: Vec<(usize, usize)> = (1..=n).map(|v| (label[parent[v]], label[v])).collect();
    for i in (1..edges.len()).rev() {
        let j = rng.below(i + 1);
        edges.swap(i, j);
    }
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{n}").unwrap();
    for (a, b) in edges {
        if rng.below(2) == 0 { writeln!(out, "{a} {b}") } else { writeln!(out, "{b} {a}") }.unwrap();
    }
}
