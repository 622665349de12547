//! WideXorBasis and green_graph against their textbook baselines, same run, same data:
//! the rank of a random 0/1 matrix by Gaussian elimination on `Vec<bool>` rows, and Green
//! Hackenbush's bridges found by removing each edge and searching again. Prints a table
//! `routine | ours | baseline | ratio` (best of 3 runs each, start-up excluded).
//!
//! Run: `cargo bench --bench breadth` (about half a minute).

use std::hint::black_box;
use std::time::Instant;

use nimkit::hackenbush::green_graph;
use nimkit::xor_basis::WideXorBasis;

struct SplitMix(u64);
impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// Seconds of the fastest of three runs.
fn best_of_3<T>(mut routine: impl FnMut() -> T) -> f64 {
    (0..3)
        .map(|_| {
            let start = Instant::now();
            black_box(routine());
            start.elapsed().as_secs_f64()
        })
        .fold(f64::INFINITY, f64::min)
}

/// Textbook rank: Gauss–Jordan on `Vec<bool>` rows.
fn rank_bool(mut rows: Vec<Vec<bool>>) -> usize {
    let columns = rows.first().map_or(0, Vec::len);
    let mut rank = 0;
    for c in 0..columns {
        let Some(p) = (rank..rows.len()).find(|&r| rows[r][c]) else { continue };
        rows.swap(rank, p);
        let pivot = rows[rank].clone();
        for (r, row) in rows.iter_mut().enumerate() {
            if r != rank && row[c] {
                row.iter_mut().zip(&pivot).for_each(|(x, y)| *x ^= y);
            }
        }
        rank += 1;
    }
    rank
}

fn rank_wide(rows: &[Vec<u64>], bits: usize) -> usize {
    let mut basis = WideXorBasis::new(bits);
    for r in rows {
        basis.insert(r);
    }
    basis.rank()
}

/// Textbook Green Hackenbush: an edge is a bridge iff its ends disconnect without it; fuse
/// the rest by union-find, then the colon principle on the bridge tree.
fn hackenbush_by_removal(n: usize, edges: &[(usize, usize)]) -> u64 {
    fn find(root: &mut [usize], mut v: usize) -> usize {
        while root[v] != v {
            root[v] = root[root[v]];
            v = root[v];
        }
        v
    }
    let mut adj = vec![Vec::new(); n];
    for (id, &(a, b)) in edges.iter().enumerate() {
        adj[a].push((b, id));
        adj[b].push((a, id));
    }
    let bridge: Vec<bool> = (0..edges.len())
        .map(|id| {
            let (a, b) = edges[id];
            let mut seen = vec![false; n];
            let mut stack = vec![a];
            seen[a] = true;
            while let Some(v) = stack.pop() {
                for &(w, e) in &adj[v] {
                    if e != id && !seen[w] {
                        seen[w] = true;
                        stack.push(w);
                    }
                }
            }
            !seen[b]
        })
        .collect();
    let mut root: Vec<usize> = (0..n).collect();
    for (id, &(a, b)) in edges.iter().enumerate() {
        if !bridge[id] {
            let (ra, rb) = (find(&mut root, a), find(&mut root, b));
            root[ra] = rb;
        }
    }
    let mut value = vec![0u64; n];
    let mut tree = vec![Vec::new(); n];
    for (id, &(a, b)) in edges.iter().enumerate() {
        let (ra, rb) = (find(&mut root, a), find(&mut root, b));
        if bridge[id] {
            tree[ra].push(rb);
            tree[rb].push(ra);
        } else {
            value[ra] ^= 1;
        }
    }
    let start = find(&mut root, 0);
    let mut parent = vec![usize::MAX; n];
    parent[start] = start;
    let mut order = vec![start];
    let mut i = 0;
    while i < order.len() {
        let v = order[i];
        i += 1;
        for &w in &tree[v] {
            if parent[w] == usize::MAX {
                parent[w] = v;
                order.push(w);
            }
        }
    }
    for &v in order.iter().skip(1).rev() {
        value[parent[v]] ^= value[v] + 1;
    }
    value[start]
}

/// A connected random graph: a random tree plus `extra` short chords.
fn random_graph(rng: &mut SplitMix, n: usize, extra: usize) -> Vec<(usize, usize)> {
    let mut edges: Vec<(usize, usize)> = (1..n).map(|v| ((rng.next() % v as u64) as usize, v)).collect();
    for _ in 0..extra {
        let v = 1 + (rng.next() % (n as u64 - 1)) as usize;
        edges.push((v, v - (rng.next() % (v.min(5) as u64)) as usize));
    }
    edges
}

fn main() {
    let mut rng = SplitMix(2026);
    let mut rows = Vec::new();

    let size = 1024;
    let matrix: Vec<Vec<bool>> =
        (0..size).map(|_| (0..size).map(|_| rng.next() & 1 == 1).collect()).collect();
    let packed: Vec<Vec<u64>> = matrix
        .iter()
        .map(|r| {
            let mut w = vec![0u64; size / 64];
            r.iter().enumerate().filter(|(_, &b)| b).for_each(|(i, _)| w[i / 64] |= 1 << (i % 64));
            w
        })
        .collect();
    assert_eq!(rank_wide(&packed, size), rank_bool(matrix.clone()));
    let ours = best_of_3(|| rank_wide(&packed, size));
    let book = best_of_3(|| rank_bool(matrix.clone()));
    rows.push(("rank of a random 1024 × 1024 0/1 matrix".to_string(), ours, book));

    let n = 5000;
    let edges = random_graph(&mut rng, n, n / 5);
    assert_eq!(green_graph(n, &edges, 0), hackenbush_by_removal(n, &edges));
    let ours = best_of_3(|| green_graph(n, &edges, 0));
    let book = best_of_3(|| hackenbush_by_removal(n, &edges));
    rows.push((format!("green_graph, {n} vertices, {} edges", edges.len()), ours, book));

    let n = 200_000;
    let edges = random_graph(&mut rng, n, n / 5);
    let ours = best_of_3(|| green_graph(n, &edges, 0));
    rows.push((format!("green_graph, {n} vertices, {} edges", edges.len()), ours, f64::NAN));

    println!("\n{:<50} | {:>10} | {:>10} | ratio", "routine", "ours", "baseline");
    for (name, ours, book) in rows {
        if book.is_nan() {
            println!("{name:<50} | {:>8.3}ms | {:>10} |", ours * 1e3, "-");
        } else {
            println!("{name:<50} | {:>8.3}ms | {:>8.3}ms | {:.1}x", ours * 1e3, book * 1e3, book / ours);
        }
    }
}
