//! Grundy numbers (Sprague–Grundy values) of impartial games: mex, explicit DAGs, and a
//! memoized solver for any game given by a move generator. P-positions are those with value 0.
//!
//! The value of a position is the mex (least non-negative integer not present) of its
//! successors' values; a sum of games has the XOR of the values of its parts.
//!
//! # Complexity
//! [`mex`]: O(m) for m values, one allocation. [`MexScratch::mex`]: O(m), no allocation
//! (cleared in O(1) by a generation counter). [`grundy_of_dag`]: O(V + E).
//! [`GrundySolver`]: O(V + E) move-generator calls and hash operations over reachable positions.
//! All searches are iterative: a game 10^6 moves deep does not overflow the stack.
//!
//! # Panics
//! [`grundy_of_dag`] and [`GrundySolver::grundy`] panic on a cycle (such a game can be drawn and
//! has no Grundy value); the `try_` forms return the offending vertex/state instead.
//! [`grundy_of_dag`] panics on an edge to a vertex that does not exist.
//!
//! # Example
//! ```
//! use nimkit::grundy::{grundy_of_dag, mex, GrundySolver};
//! assert_eq!(mex([0, 1, 3]), 2);
//! // 0 -> 1 -> 2, 0 -> 2: vertex 2 is terminal (0), 1 has value 1, 0 sees {1, 0}.
//! assert_eq!(grundy_of_dag(&[vec![1, 2], vec![2], vec![]]), vec![2, 1, 0]);
//! // Take 1 or 2 stones: g(n) = n mod 3.
//! let mut solver = GrundySolver::new(|&n: &u64| (1..=2).filter(|&t| t <= n).map(|t| n - t).collect());
//! assert_eq!(solver.grundy(&10), 1);
//! ```

use std::collections::{HashMap, HashSet};
use std::hash::Hash;

/// The least non-negative integer not among `values` (simple form; allocates once).
pub fn mex<I: IntoIterator<Item = u32>>(values: I) -> u32 {
    let values: Vec<u32> = values.into_iter().collect();
    // The mex of m values is at most m, so larger values cannot matter.
    let mut present = vec![false; values.len() + 1];
    for v in values {
        if (v as usize) < present.len() {
            present[v as usize] = true;
        }
    }
    present.iter().position(|&p| !p).unwrap() as u32
}

/// Reusable mex workspace for hot loops: no allocation per call, O(1) clearing.
///
/// Made for calls with at most `capacity` values each (grow it with [`MexScratch::reserve`]).
#[derive(Clone, Debug)]
pub struct MexScratch {
    /// `stamp[v] == generation` iff `v` was seen in the current call.
    stamp: Vec<u32>,
    generation: u32,
}

/// The smallest workspace, as [`MexScratch::new`]`(0)` (a derived default would have no slot at
/// all, and every call would fail).
impl Default for MexScratch {
    fn default() -> Self {
        MexScratch::new(0)
    }
}

impl MexScratch {
    /// A workspace for calls with at most `capacity` values each.
    pub fn new(capacity: usize) -> Self {
        MexScratch { stamp: vec![0; capacity + 1], generation: 0 }
    }

    /// Makes room for calls with up to `capacity` values (allocates only when growing).
    pub fn reserve(&mut self, capacity: usize) {
        if self.stamp.len() < capacity + 1 {
            self.stamp.resize(capacity + 1, 0);
        }
    }

    /// The mex of `values`.
    ///
    /// # Panics
    /// If more than `capacity` values are given (the answer could be beyond the workspace).
    #[track_caller]
    pub fn mex<I: IntoIterator<Item = u32>>(&mut self, values: I) -> u32 {
        if self.generation == u32::MAX {
            self.stamp.iter_mut().for_each(|s| *s = 0);
            self.generation = 0;
        }
        self.generation += 1;
        let mut count = 0usize;
        for v in values {
            count += 1;
            // Values above the count cannot affect the mex, so they need no slot.
            if let Some(slot) = self.stamp.get_mut(v as usize) {
                *slot = self.generation;
            }
        }
        assert!(
            count < self.stamp.len(),
            "MexScratch::mex: {count} values but capacity {}; call reserve({count}) first",
            self.stamp.len() - 1
        );
        self.stamp.iter().position(|&s| s != self.generation).unwrap() as u32
    }
}

/// Grundy value of every vertex of a DAG given by successor lists (a token moves along an edge).
///
/// # Panics
/// If the graph has a cycle (the message names a vertex on it) or an edge leads outside `0..n`.
#[track_caller]
pub fn grundy_of_dag(adj: &[Vec<usize>]) -> Vec<u32> {
    match try_grundy_of_dag(adj) {
        Ok(values) => values,
        Err(v) => panic!(
            "grundy_of_dag: the graph has a cycle through vertex {v}; Grundy values need a DAG \
             (a game with a cycle can be drawn)"
        ),
    }
}

/// Like [`grundy_of_dag`], but a cycle gives `Err(v)` with `v` a vertex on a cycle.
///
/// # Panics
/// If an edge leads outside `0..adj.len()`.
#[track_caller]
pub fn try_grundy_of_dag(adj: &[Vec<usize>]) -> Result<Vec<u32>, usize> {
    const NEW: u8 = 0;
    const ON_PATH: u8 = 1;
    const DONE: u8 = 2;
    let n = adj.len();
    let mut state = vec![NEW; n];
    let mut value = vec![0u32; n];
    let mut scratch = MexScratch::new(adj.iter().map(Vec::len).max().unwrap_or(0));
    // Explicit DFS stack of (vertex, index of its next edge to explore).
    let mut stack: Vec<(usize, usize)> = Vec::new();
    // Roots go against the direction most edges take, so a graph numbered in (reverse)
    // topological order is solved in one sequential sweep instead of one deep, scattered dive.
    let edges: usize = adj.iter().map(Vec::len).sum();
    let upward: usize = adj.iter().enumerate().map(|(v, s)| s.iter().filter(|&&w| w > v).count()).sum();
    let descending = 2 * upward > edges;
    for i in 0..n {
        let root = if descending { n - 1 - i } else { i };
        if state[root] != NEW {
            continue;
        }
        state[root] = ON_PATH;
        stack.push((root, 0));
        while let Some(top) = stack.last_mut() {
            let v = top.0;
            if let Some(&w) = adj[v].get(top.1) {
                top.1 += 1;
                assert!(w < n, "grundy_of_dag: edge {v} -> {w} leads outside the {n} vertices");
                match state[w] {
                    NEW => {
                        state[w] = ON_PATH;
                        stack.push((w, 0));
                    }
                    ON_PATH => return Err(w),
                    _ => {}
                }
            } else {
                value[v] = scratch.mex(adj[v].iter().map(|&w| value[w]));
                state[v] = DONE;
                stack.pop();
            }
        }
    }
    Ok(value)
}

/// Memoized Grundy values of a game over states `S`, moves given by `moves(&state)`.
pub struct GrundySolver<S, F> {
    moves: F,
    memo: HashMap<S, u32>,
    scratch: MexScratch,
}

impl<S, F> GrundySolver<S, F>
where
    S: Hash + Eq + Clone,
    F: FnMut(&S) -> Vec<S>,
{
    /// A solver for the game whose moves from `s` lead to `moves(&s)`.
    pub fn new(moves: F) -> Self {
        GrundySolver { moves, memo: HashMap::new(), scratch: MexScratch::new(0) }
    }

    /// The Grundy value of `start` (0 iff the player to move loses).
    ///
    /// # Panics
    /// If a cycle is reachable from `start`.
    #[track_caller]
    pub fn grundy(&mut self, start: &S) -> u32 {
        match self.try_grundy(start) {
            Ok(g) => g,
            Err(_) => panic!(
                "GrundySolver::grundy: the game has a cycle (a position is reachable from itself); \
                 Grundy values need a finite acyclic game"
            ),
        }
    }

    /// Like [`GrundySolver::grundy`], but a reachable cycle gives `Err(s)` with `s` on it.
    /// Values found before the cycle stay memoized and correct.
    pub fn try_grundy(&mut self, start: &S) -> Result<u32, S> {
        if let Some(&g) = self.memo.get(start) {
            return Ok(g);
        }
        // Frames (state, its successors, next successor to visit); `on_path` mirrors the stack.
        let mut stack: Vec<(S, Vec<S>, usize)> = Vec::new();
        let mut on_path: HashSet<S> = HashSet::new();
        let first = (self.moves)(start);
        on_path.insert(start.clone());
        stack.push((start.clone(), first, 0));
        while let Some((state, next, index)) = stack.last_mut() {
            if let Some(child) = next.get(*index) {
                *index += 1;
                if self.memo.contains_key(child) {
                    continue;
                }
                if on_path.contains(child) {
                    return Err(child.clone());
                }
                let child = child.clone();
                let grand = (self.moves)(&child);
                on_path.insert(child.clone());
                stack.push((child, grand, 0));
            } else {
                self.scratch.reserve(next.len());
                let memo = &self.memo;
                let g = self.scratch.mex(next.iter().map(|s| memo[s]));
                on_path.remove(state);
                let (state, _, _) = stack.pop().unwrap();
                self.memo.insert(state, g);
            }
        }
        Ok(self.memo[start])
    }

    /// Number of positions solved so far.
    pub fn solved(&self) -> usize {
        self.memo.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_default_scratch_works_like_the_smallest() {
        let mut scratch = MexScratch::default();
        assert_eq!(scratch.mex(std::iter::empty()), 0);
        scratch.reserve(3);
        assert_eq!(scratch.mex([0, 1, 3]), 2);
    }

    #[test]
    fn mex_forms_agree() {
        let mut scratch = MexScratch::new(4);
        for values in [vec![], vec![0], vec![1, 2], vec![0, 1, 2, 3], vec![3, 0, 0, 1], vec![9, 0, 7, 1]] {
            let expected = (0..).find(|v| !values.contains(v)).unwrap();
            assert_eq!(mex(values.iter().copied()), expected, "{values:?}");
            assert_eq!(scratch.mex(values.iter().copied()), expected, "{values:?}");
        }
    }

    #[test]
    #[should_panic(expected = "capacity")]
    fn scratch_refuses_too_many_values() {
        MexScratch::new(2).mex([0, 1, 2]);
    }

    #[test]
    fn dag_with_shared_successors() {
        // 3 -> {0, 1, 2}, 2 -> {1}, 1 -> {0}: values 0, 1, 0 and mex{0, 1, 0} = 2.
        let adj = vec![vec![], vec![0], vec![1], vec![0, 1, 2]];
        assert_eq!(grundy_of_dag(&adj), vec![0, 1, 0, 2]);
    }

    #[test]
    fn cycles_are_reported() {
        assert_eq!(try_grundy_of_dag(&[vec![0]]), Err(0));
        let cycle = try_grundy_of_dag(&[vec![1], vec![2], vec![1]]).unwrap_err();
        assert!(cycle == 1 || cycle == 2, "{cycle} is not on the cycle 1 -> 2 -> 1");
        let mut solver = GrundySolver::new(|&s: &u8| vec![(s + 1) % 4]);
        assert!(solver.try_grundy(&0).is_err());
    }
}
