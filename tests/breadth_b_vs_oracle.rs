//! hackenbush against an explicit game-tree search of Green Hackenbush, and WideXorBasis
//! against Gaussian elimination on `Vec<bool>` rows and against span enumeration.

use std::collections::BTreeSet;

use nimkit::grundy::GrundySolver;
use nimkit::hackenbush::{green_graph, green_tree};
use nimkit::xor_basis::WideXorBasis;
use quickcheck::QuickCheck;

// ---------------------------------------------------------------- Green Hackenbush

/// A position: the edges still connected to the ground, each as (min, max), sorted.
type Position = Vec<(usize, usize)>;

/// The edges of `edges` connected to vertex `ground` (a loop counts when its vertex does).
fn connected_part(edges: &[(usize, usize)], ground: usize) -> Position {
    let mut reached = BTreeSet::from([ground]);
    loop {
        let before = reached.len();
        for &(a, b) in edges {
            if reached.contains(&a) || reached.contains(&b) {
                reached.insert(a);
                reached.insert(b);
            }
        }
        if reached.len() == before {
            break;
        }
    }
    let mut kept: Position =
        edges.iter().filter(|(a, _)| reached.contains(a)).map(|&(a, b)| (a.min(b), a.max(b))).collect();
    kept.sort_unstable();
    kept
}

/// The rules, written out: delete one edge, then everything cut off from the ground (0) falls.
fn hackenbush_moves(position: &Position) -> Vec<Position> {
    (0..position.len())
        .filter(|&i| i == 0 || position[i] != position[i - 1])
        .map(|i| {
            let mut rest = position.clone();
            rest.remove(i);
            connected_part(&rest, 0)
        })
        .collect()
}

/// Grundy values by game-tree search; one solver shares its memo across every graph.
struct Search(GrundySolver<Position, fn(&Position) -> Vec<Position>>);

impl Search {
    fn new() -> Self {
        Search(GrundySolver::new(hackenbush_moves as fn(&Position) -> Vec<Position>))
    }
    fn value(&mut self, edges: &[(usize, usize)]) -> u64 {
        u64::from(self.0.grundy(&connected_part(edges, 0)))
    }
}

/// Whether the part connected to vertex 0 is a tree (no loop, no repeated edge, no cycle).
fn reachable_part_is_tree(edges: &[(usize, usize)]) -> bool {
    let part = connected_part(edges, 0);
    let vertices: BTreeSet<usize> = part.iter().flat_map(|&(a, b)| [a, b]).chain([0]).collect();
    part.len() + 1 == vertices.len()
}

/// Every multiset of at most `max_edges` edges (loops included) on `n` vertices.
fn all_multigraphs(n: usize, max_edges: usize) -> Vec<Vec<(usize, usize)>> {
    let kinds: Vec<(usize, usize)> = (0..n).flat_map(|a| (a..n).map(move |b| (a, b))).collect();
    let mut out = vec![vec![]];
    let mut frontier: Vec<(Vec<(usize, usize)>, usize)> = vec![(vec![], 0)];
    for _ in 0..max_edges {
        let mut next = Vec::new();
        for (graph, first_kind) in &frontier {
            for (k, &kind) in kinds.iter().enumerate().skip(*first_kind) {
                let mut g = graph.clone();
                g.push(kind);
                out.push(g.clone());
                next.push((g, k));
            }
        }
        frontier = next;
    }
    out
}

/// The same graph with its vertices renamed by `perm` and every other edge reversed, so
/// neither labelling nor orientation can matter.
fn relabel(edges: &[(usize, usize)], perm: &[usize]) -> Vec<(usize, usize)> {
    edges
        .iter()
        .enumerate()
        .map(|(i, &(a, b))| if i % 2 == 0 { (perm[b], perm[a]) } else { (perm[a], perm[b]) })
        .rev()
        .collect()
}

#[test]
fn green_graph_matches_the_game_search_on_every_small_multigraph() {
    let mut search = Search::new();
    let mut checked = 0;
    for (n, max_edges) in [(4, 6), (5, 5)] {
        let perm: Vec<usize> = (0..n).map(|v| (v + 2) % n).collect(); // the ground 0 becomes 2
        for edges in all_multigraphs(n, max_edges) {
            let expected = search.value(&edges);
            assert_eq!(green_graph(n, &edges, 0), expected, "green_graph on {edges:?}");
            assert_eq!(green_graph(n, &relabel(&edges, &perm), perm[0]), expected, "relabelled {edges:?}");
            if reachable_part_is_tree(&edges) {
                assert_eq!(green_tree(n, &edges, 0), expected, "green_tree on {edges:?}");
                assert_eq!(green_tree(n, &relabel(&edges, &perm), perm[0]), expected);
            }
            checked += 1;
        }
    }
    assert!(checked > 20_000, "only {checked} graphs were enumerated");
}

#[test]
fn green_graph_matches_the_game_search_on_random_graphs() {
    fn prop(raw: Vec<(u8, u8)>) -> bool {
        let n = 7;
        let edges: Vec<(usize, usize)> =
            raw.iter().take(9).map(|&(a, b)| (usize::from(a) % n, usize::from(b) % n)).collect();
        let expected = Search::new().value(&edges);
        green_graph(n, &edges, 0) == expected
            && (!reachable_part_is_tree(&edges) || green_tree(n, &edges, 0) == expected)
    }
    QuickCheck::new().tests(300).quickcheck(prop as fn(Vec<(u8, u8)>) -> bool);
}

/// A deterministic 64-bit generator (SplitMix64) for the large cases.
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

#[test]
fn deep_and_large_inputs_do_not_overflow_and_agree() {
    let n = 200_001;
    // A path hanging from the ground: a stalk of n - 1 edges.
    let path: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
    assert_eq!(green_tree(n, &path, 0), (n - 1) as u64);
    assert_eq!(green_graph(n, &path, 0), (n - 1) as u64);
    // Every edge doubled: one 2-edge-connected blob fused into the ground, 2(n-1) loops: 0.
    // Tripled: 3(n - 1) loops, odd iff n - 1 is.
    let doubled: Vec<(usize, usize)> = path.iter().flat_map(|&e| [e, (e.1, e.0)]).collect();
    assert_eq!(green_graph(n, &doubled, 0), 0);
    let tripled: Vec<(usize, usize)> = path.iter().flat_map(|&e| [e, e, e]).collect();
    assert_eq!(green_graph(n, &tripled, 0), ((n - 1) % 2) as u64);
    // A deep random tree (parent among the last few vertices), as a tree and as a graph.
    let mut rng = SplitMix(16);
    let tree: Vec<(usize, usize)> = (1..n).map(|v| (v - 1 - rng.below(v.min(3)), v)).collect();
    let value = green_tree(n, &tree, 0);
    assert_eq!(green_graph(n, &tree, 0), value);
    // Every tree edge closed into a triangle through a fresh vertex: no bridge is left, so
    // the whole graph fuses into the ground with 3(n - 1) loops.
    let mut with_triangles = tree.clone();
    let mut next_vertex = n;
    for &(p, v) in &tree {
        with_triangles.extend([(v, next_vertex), (next_vertex, p)]);
        next_vertex += 1;
    }
    assert_eq!(green_graph(next_vertex, &with_triangles, 0), ((n - 1) % 2) as u64);
}

// ---------------------------------------------------------------- WideXorBasis

/// Rank of 0/1 rows by textbook Gaussian elimination on `Vec<bool>`.
fn rank_by_elimination(mut rows: Vec<Vec<bool>>, bits: usize) -> usize {
    let mut rank = 0;
    for column in 0..bits {
        let Some(pivot) = (rank..rows.len()).find(|&r| rows[r][column]) else { continue };
        rows.swap(rank, pivot);
        for r in 0..rows.len() {
            if r != rank && rows[r][column] {
                let pivot_row = rows[rank].clone();
                rows[r].iter_mut().zip(&pivot_row).for_each(|(x, y)| *x ^= y);
            }
        }
        rank += 1;
    }
    rank
}

fn to_words(row: &[bool]) -> Vec<u64> {
    let mut words = vec![0u64; (row.len() + 63) / 64];
    for (i, _) in row.iter().enumerate().filter(|(_, &b)| b) {
        words[i / 64] |= 1 << (i % 64);
    }
    words
}

#[test]
fn wide_basis_matches_span_enumeration_on_tiny_widths() {
    for bits in 1..=3usize {
        let vectors = 1u64 << bits;
        // Every sequence of up to 4 vectors (zero and repeats included).
        for length in 0..=4u32 {
            for code in 0..vectors.pow(length) {
                let sequence: Vec<u64> = (0..length).map(|i| code / vectors.pow(i) % vectors).collect();
                let mut basis = WideXorBasis::new(bits);
                let mut span = BTreeSet::from([0u64]);
                for &v in &sequence {
                    let independent = !span.contains(&v);
                    assert_eq!(basis.insert(&[v]), independent, "{sequence:?} at {v}");
                    let shifted: Vec<u64> = span.iter().map(|s| s ^ v).collect();
                    span.extend(shifted);
                }
                assert_eq!(1usize << basis.rank(), span.len(), "{sequence:?}");
                for v in 0..vectors {
                    assert_eq!(basis.contains(&[v]), span.contains(&v), "{sequence:?} contains {v}");
                }
            }
        }
    }
}

#[test]
fn wide_basis_matches_gaussian_elimination_on_random_matrices() {
    fn prop(seed: u64, shape: u8) -> bool {
        let mut rng = SplitMix(seed);
        let bits = [1, 63, 64, 65, 127, 128, 129, 200, 1000][usize::from(shape) % 9];
        let rows = 1 + rng.below(40);
        // Rows drawn as XORs of a few random generators, so dependencies are common.
        let generators: Vec<Vec<bool>> =
            (0..1 + rng.below(12)).map(|_| (0..bits).map(|_| rng.below(2) == 1).collect()).collect();
        let mut matrix: Vec<Vec<bool>> = Vec::new();
        let mut basis = WideXorBasis::new(bits);
        for _ in 0..rows {
            let mut row = vec![false; bits];
            for g in generators.iter().filter(|_| rng.below(2) == 1) {
                row.iter_mut().zip(g).for_each(|(x, y)| *x ^= y);
            }
            let before = rank_by_elimination(matrix.clone(), bits);
            matrix.push(row.clone());
            let grew = rank_by_elimination(matrix.clone(), bits) > before;
            if basis.insert(&to_words(&row)) != grew {
                return false;
            }
        }
        let rank = rank_by_elimination(matrix.clone(), bits);
        let probe: Vec<bool> = if rng.below(2) == 0 {
            (0..bits).map(|_| rng.below(2) == 1).collect()
        } else {
            let mut sum = vec![false; bits];
            for r in matrix.iter().filter(|_| rng.below(2) == 1) {
                sum.iter_mut().zip(r).for_each(|(x, y)| *x ^= y);
            }
            sum
        };
        let mut extended = matrix;
        extended.push(probe.clone());
        basis.rank() == rank
            && basis.contains(&to_words(&probe)) == (rank_by_elimination(extended, bits) == rank)
    }
    QuickCheck::new().tests(300).quickcheck(prop as fn(u64, u8) -> bool);
}
