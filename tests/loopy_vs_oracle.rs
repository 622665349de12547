//! loopy checked against the draw-aware brute force (`oracle::decide_graph`, the definition
//! applied round by round): exhaustively on every digraph of up to 4 vertices (self-loops
//! included: 2^16 graphs at 4), and with quickcheck on random digraphs with cycles, self-loops
//! and terminals, alone and as sums of 2 and 3 components played out on the product graph.
//! Smith's values are checked through sums: G + *k is a second-player win exactly when G's
//! value is Finite(k), a first-player win when G is ∞(A) with k ∈ A, a draw when k ∉ A.

use nimkit::loopy::{explore, game_lengths, outcomes, smith_values, sum_value, LoopyValue, Outcome};
use nimkit::oracle::{decide_graph, verdicts_with_draws, Convention, Verdict};
use quickcheck::{Arbitrary, Gen, QuickCheck};

/// The digraph on n vertices whose edge i -> j is bit i·n + j of `mask`.
fn graph_from_mask(n: usize, mask: u32) -> Vec<Vec<usize>> {
    (0..n).map(|i| (0..n).filter(|&j| mask >> (i * n + j) & 1 == 1).collect()).collect()
}

/// The Nim heap *k as a graph: size h moves to every smaller size.
fn heap(k: usize) -> Vec<Vec<usize>> {
    (0..=k).map(|h| (0..h).collect()).collect()
}

/// The sum of two games as an explicit graph, built by index arithmetic (not by `explore`):
/// position (a, b) is a·|B| + b, and a move moves in exactly one component.
fn sum_graph(first: &[Vec<usize>], second: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let width = second.len();
    let mut graph = Vec::with_capacity(first.len() * width);
    for (a, first_options) in first.iter().enumerate() {
        for (b, second_options) in second.iter().enumerate() {
            let mut options: Vec<usize> = first_options.iter().map(|&x| x * width + b).collect();
            options.extend(second_options.iter().map(|&y| a * width + y));
            graph.push(options);
        }
    }
    graph
}

fn outcome_of(verdict: Verdict) -> Outcome {
    match verdict {
        Verdict::Win(_) => Outcome::Win,
        Verdict::Lose(_) => Outcome::Lose,
        Verdict::Draw => Outcome::Draw,
    }
}

fn length_of(verdict: Verdict) -> Option<u64> {
    match verdict {
        Verdict::Win(m) | Verdict::Lose(m) => Some(m),
        Verdict::Draw => None,
    }
}

/// What the oracle must say about G + *k when G's value is `value`.
fn expected_with_heap(value: &LoopyValue, k: u32) -> Outcome {
    match value {
        LoopyValue::Finite(g) if *g == k => Outcome::Lose,
        LoopyValue::Finite(_) => Outcome::Win,
        LoopyValue::Infinite(options) if options.contains(&k) => Outcome::Win,
        LoopyValue::Infinite(_) => Outcome::Draw,
    }
}

/// Everything the module says about `graph`, compared with the oracle; `heap_max` bounds the
/// heaps added to check the values (at least the largest value that can occur, plus one).
fn check_graph(graph: &[Vec<usize>], heap_max: usize) -> Result<(), String> {
    let truth = decide_graph(graph, Convention::Normal);
    let truth_outcomes: Vec<Outcome> = truth.iter().map(|&v| outcome_of(v)).collect();
    let truth_lengths: Vec<Option<u64>> = truth.iter().map(|&v| length_of(v)).collect();
    if outcomes(graph) != truth_outcomes {
        return Err(format!("outcomes of {graph:?}: {:?}, oracle {truth_outcomes:?}", outcomes(graph)));
    }
    if game_lengths(graph) != truth_lengths {
        return Err(format!(
            "game_lengths of {graph:?}: {:?}, oracle {truth_lengths:?}",
            game_lengths(graph)
        ));
    }
    let values = smith_values(graph);
    let with_heaps = decide_graph(&sum_graph(graph, &heap(heap_max)), Convention::Normal);
    for (v, value) in values.iter().enumerate() {
        if let LoopyValue::Infinite(set) = value {
            if set.windows(2).any(|w| w[0] >= w[1]) {
                return Err(format!("vertex {v} of {graph:?}: ∞ set {set:?} not ascending"));
            }
        }
        if value.outcome() != truth_outcomes[v] {
            return Err(format!("vertex {v} of {graph:?}: value {value:?}, oracle {:?}", truth[v]));
        }
        for k in 0..=heap_max {
            let found = outcome_of(with_heaps[v * (heap_max + 1) + k]);
            if found != expected_with_heap(value, k as u32) {
                return Err(format!(
                    "vertex {v} of {graph:?} has value {value:?}, but G + *{k} is {found:?}"
                ));
            }
        }
    }
    Ok(())
}

/// The sum G + H: the oracle's outcomes against `sum_value`, and Smith's values of the
/// product graph against the sum rule.
fn check_sum(first: &[Vec<usize>], second: &[Vec<usize>]) -> Result<(), String> {
    let product = sum_graph(first, second);
    let truth = decide_graph(&product, Convention::Normal);
    let (a, b) = (smith_values(first), smith_values(second));
    let of_product = smith_values(&product);
    for (x, value_x) in a.iter().enumerate() {
        for (y, value_y) in b.iter().enumerate() {
            let ruled = sum_value(value_x, value_y);
            let p = x * second.len() + y;
            if ruled.outcome() != outcome_of(truth[p]) || of_product[p] != ruled {
                return Err(format!(
                    "({x}, {y}) of {first:?} + {second:?}: rule {ruled:?}, product value {:?}, oracle {:?}",
                    of_product[p], truth[p]
                ));
            }
        }
    }
    Ok(())
}

fn every_graph(n: usize, mut each: impl FnMut(&[Vec<usize>])) {
    for mask in 0..1u32 << (n * n) {
        each(&graph_from_mask(n, mask));
    }
}

#[test]
fn every_digraph_up_to_3_vertices_alone_with_heaps_and_with_itself() {
    let mut graphs = 0;
    for n in 0..=3 {
        every_graph(n, |g| {
            // A finite value k needs k distinct option values, so values stay below n.
            check_graph(g, n + 1).unwrap();
            check_sum(g, g).unwrap();
            graphs += 1;
        });
    }
    assert_eq!(graphs, 1 + 2 + 16 + 512);
}

#[test]
fn every_digraph_of_4_vertices() {
    let mut graphs = 0;
    every_graph(4, |g| {
        check_graph(g, 5).unwrap();
        graphs += 1;
    });
    assert_eq!(graphs, 1 << 16);
}

#[test]
fn every_digraph_of_4_vertices_plus_a_small_loopy_game() {
    // 0 <-> 1 with an exit 1 -> 2 and a self-loop at 0: its values are 0, 1, 0 and ∞ mixes in
    // through the 4-vertex graphs.
    let small = vec![vec![0, 1], vec![0, 2], vec![]];
    every_graph(4, |g| check_sum(g, &small).unwrap());
}

/// The plain mex (ignoring the reversibility condition and giving ∞ only to positions whose
/// options are all undetermined) is a tempting wrong algorithm: the checks above must catch it.
fn plain_mex_values(graph: &[Vec<usize>]) -> Vec<LoopyValue> {
    let n = graph.len();
    let mut value: Vec<Option<u32>> = vec![None; n];
    loop {
        let mut changed = false;
        for v in 0..n {
            if value[v].is_none() && graph[v].iter().all(|&u| value[u].is_some()) {
                let seen: Vec<u32> = graph[v].iter().map(|&u| value[u].unwrap()).collect();
                value[v] = Some((0..).find(|k| !seen.contains(k)).unwrap());
                changed = true;
            }
        }
        // A cycle blocks the above; the mex of the known options is the tempting guess.
        if !changed {
            if let Some(v) =
                (0..n).find(|&v| value[v].is_none() && graph[v].iter().any(|&u| value[u].is_some()))
            {
                let seen: Vec<u32> = graph[v].iter().filter_map(|&u| value[u]).collect();
                value[v] = Some((0..).find(|k| !seen.contains(k)).unwrap());
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    value.iter().map(|v| v.map_or(LoopyValue::Infinite(Vec::new()), LoopyValue::Finite)).collect()
}

#[test]
fn the_checks_reject_the_plain_mex() {
    let mut refuted = 0;
    every_graph(3, |g| {
        let wrong = plain_mex_values(g);
        let with_heaps = decide_graph(&sum_graph(g, &heap(4)), Convention::Normal);
        let caught = wrong.iter().enumerate().any(|(v, value)| {
            (0..=4).any(|k| outcome_of(with_heaps[v * 5 + k]) != expected_with_heap(value, k as u32))
        });
        refuted += caught as u32;
    });
    assert!(refuted > 0, "no 3-vertex graph tells the plain mex from Smith's values");
}

/// A random digraph with cycles, self-loops and terminals.
#[derive(Clone, Debug)]
struct RandomGame(Vec<Vec<usize>>);

impl Arbitrary for RandomGame {
    fn arbitrary(g: &mut Gen) -> Self {
        let n = 1 + usize::arbitrary(g) % 9;
        let graph = (0..n)
            .map(|_| {
                // About a quarter of the vertices are terminal; the others have 1 to 3 moves.
                if u8::arbitrary(g) % 4 == 0 {
                    Vec::new()
                } else {
                    (0..1 + usize::arbitrary(g) % 3).map(|_| usize::arbitrary(g) % n).collect()
                }
            })
            .collect();
        RandomGame(graph)
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        // Drop one edge at a time: the graph keeps its vertices, so indices stay valid.
        let graph = self.0.clone();
        let smaller: Vec<RandomGame> = (0..graph.len())
            .flat_map(|v| (0..graph[v].len()).map(move |i| (v, i)))
            .map(|(v, i)| {
                let mut g = graph.clone();
                g[v].remove(i);
                RandomGame(g)
            })
            .collect();
        Box::new(smaller.into_iter())
    }
}

#[test]
fn random_digraphs_alone_and_with_heaps() {
    fn prop(game: RandomGame) -> bool {
        let n = game.0.len();
        check_graph(&game.0, n + 1).map_err(|e| panic!("{e}")).is_ok()
    }
    QuickCheck::new().tests(400).quickcheck(prop as fn(RandomGame) -> bool);
}

/// Sums of `components` played out with `explore` on the tuple of token positions, against
/// the oracle exploring the same game on its own.
fn check_explored_sum(components: &[Vec<Vec<usize>>]) -> Result<(), String> {
    let sum_moves = |state: &Vec<usize>| -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        for (c, &at) in state.iter().enumerate() {
            for &to in &components[c][at] {
                let mut next = state.clone();
                next[c] = to;
                out.push(next);
            }
        }
        out
    };
    // Every combination of token positions is a start.
    let mut starts: Vec<Vec<usize>> = vec![Vec::new()];
    for component in components {
        starts =
            starts.iter().flat_map(|s| (0..component.len()).map(move |v| [&s[..], &[v]].concat())).collect();
    }
    let (states, graph) = explore(&starts, sum_moves);
    if states[..starts.len()] != starts[..] || states.len() != starts.len() {
        return Err(format!("explore: the starts are not first, once, or other states appeared: {states:?}"));
    }
    for (i, state) in states.iter().enumerate() {
        let mapped: Vec<Vec<usize>> = graph[i].iter().map(|&j| states[j].clone()).collect();
        if mapped != sum_moves(state) {
            return Err(format!("explore: moves of {state:?} are {mapped:?}"));
        }
    }
    let truth = verdicts_with_draws(&starts, sum_moves, Convention::Normal);
    let values: Vec<Vec<LoopyValue>> = components.iter().map(|c| smith_values(c)).collect();
    let (found_outcomes, found_lengths, found_values) =
        (outcomes(&graph), game_lengths(&graph), smith_values(&graph));
    for (i, state) in states.iter().enumerate() {
        let ruled = state
            .iter()
            .enumerate()
            .map(|(c, &at)| values[c][at].clone())
            .reduce(|a, b| sum_value(&a, &b))
            .unwrap();
        let expected = outcome_of(truth[i]);
        if found_outcomes[i] != expected
            || found_lengths[i] != length_of(truth[i])
            || ruled.outcome() != expected
            || found_values[i] != ruled
        {
            return Err(format!(
                "sum {state:?} of {components:?}: outcome {:?}, length {:?}, rule {ruled:?}, \
                 value {:?}, oracle {:?}",
                found_outcomes[i], found_lengths[i], found_values[i], truth[i]
            ));
        }
    }
    Ok(())
}

#[test]
fn random_sums_of_two_components() {
    fn prop(a: RandomGame, b: RandomGame) -> bool {
        check_explored_sum(&[a.0, b.0]).map_err(|e| panic!("{e}")).is_ok()
    }
    QuickCheck::new().tests(300).quickcheck(prop as fn(RandomGame, RandomGame) -> bool);
}

#[test]
fn random_sums_of_three_components() {
    fn prop(a: RandomGame, b: RandomGame, c: RandomGame) -> bool {
        check_explored_sum(&[a.0, b.0, c.0]).map_err(|e| panic!("{e}")).is_ok()
    }
    QuickCheck::new().tests(100).quickcheck(prop as fn(RandomGame, RandomGame, RandomGame) -> bool);
}

#[test]
fn larger_random_digraphs_with_many_values() {
    // Denser graphs on up to 40 vertices reach larger finite values and longer lengths.
    fn prop(seed: u64) -> bool {
        let mut state = seed | 1;
        let mut next = move |bound: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % bound as u64) as usize
        };
        let n = 1 + next(40);
        let graph: Vec<Vec<usize>> = (0..n)
            .map(|_| if next(5) == 0 { Vec::new() } else { (0..next(6)).map(|_| next(n)).collect() })
            .collect();
        check_graph(&graph, 7).map_err(|e| panic!("{e}")).is_ok()
    }
    QuickCheck::new().tests(200).quickcheck(prop as fn(u64) -> bool);
}
