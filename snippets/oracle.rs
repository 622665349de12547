//! Brute-force ground truth: decides any finite game from first principles.
//!
//! Give it a move generator and a play convention; it answers "does the player to move
//! win?" by exhaustive memoized search, with no theory at all. Every closed form in
//! nimkit is tested against it. Iterative, so a game 10^6 moves deep is fine.
//!
//! # Complexity
//! [`Oracle`]: O(V + E) move-generator calls and hash-map operations, V the reachable
//! positions and E the moves between them; memory O(V). The draw-aware oracle: O(V + E)
//! generator calls, then O((V + E)·R) for R ≤ 2V + 1 rounds.
//!
//! Games that may never end (a position reachable from itself) are decided by
//! [`verdicts_with_draws`] and [`decide_graph`]: win, lose or draw, with the number of moves
//! forced, by the definition applied round after round until nothing changes.
//!
//! # Panics
//! [`Oracle`] panics if the game has a cycle: such a game can be drawn, and a win/loss oracle
//! must not pretend otherwise (use [`verdicts_with_draws`] there).
//!
//! # Example
//! ```
//! use nimkit::oracle::{nim_moves, Convention, Oracle};
//! let mut normal = Oracle::new(nim_moves, Convention::Normal);
//! assert!(!normal.first_player_wins(&vec![1, 2, 3]));
//! let mut misere = Oracle::new(nim_moves, Convention::Misere);
//! assert!(misere.first_player_wins(&vec![1, 1])); // take one, leave the last stone
//! ```

use std::collections::{HashMap, HashSet};
use std::hash::Hash;

/// Who wins when no move is left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Convention {
    /// The player who cannot move loses (the last mover wins).
    Normal,
    /// The player who cannot move wins (the last mover loses).
    Misere,
}

/// Memoized win/loss solver over states of type `S` with move generator `F`.
pub struct Oracle<S, F> {
    moves: F,
    convention: Convention,
    wins: HashMap<S, bool>,
}

impl<S, F> Oracle<S, F>
where
    S: Hash + Eq + Clone,
    F: FnMut(&S) -> Vec<S>,
{
    /// A solver for the game whose moves from `s` are `moves(&s)`.
    pub fn new(moves: F, convention: Convention) -> Self {
        Oracle { moves, convention, wins: HashMap::new() }
    }

    /// Whether the player to move from `start` wins with perfect play.
    ///
    /// # Panics
    /// If a cycle is reachable from `start`.
    pub fn first_player_wins(&mut self, start: &S) -> bool {
        if let Some(&known) = self.wins.get(start) {
            return known;
        }
        // Explicit DFS stack; a frame holds the successors once they are generated. A
        // position whose frame is on the stack with successors is an ancestor of the top,
        // so meeting it again as a successor means a cycle.
        let mut stack: Vec<(S, Option<Vec<S>>)> = vec![(start.clone(), None)];
        let mut on_path: HashSet<S> = HashSet::new();
        while let Some((state, successors)) = stack.last_mut() {
            if self.wins.contains_key(state) {
                stack.pop();
                continue;
            }
            match successors {
                None => {
                    let next = (self.moves)(state);
                    let state = state.clone();
                    let pending: Vec<S> =
                        next.iter().filter(|s| !self.wins.contains_key(*s)).cloned().collect();
                    for s in &pending {
                        assert!(
                            !on_path.contains(s) && *s != state,
                            "oracle: the game has a cycle (a position is reachable from itself); \
                             a win/loss oracle needs a finite acyclic game"
                        );
                    }
                    on_path.insert(state);
                    stack.last_mut().unwrap().1 = Some(next);
                    stack.extend(pending.into_iter().map(|s| (s, None)));
                }
                Some(next) => {
                    let result = if next.is_empty() {
                        self.convention == Convention::Misere
                    } else {
                        next.iter().any(|s| !self.wins[s])
                    };
                    let state = state.clone();
                    on_path.remove(&state);
                    self.wins.insert(state, result);
                    stack.pop();
                }
            }
        }
        self.wins[start]
    }

    /// Every successor of `state` that leaves the opponent lost, in generator order.
    pub fn winning_moves(&mut self, state: &S) -> Vec<S> {
        let next = (self.moves)(state);
        next.into_iter().filter(|s| !self.first_player_wins(s)).collect()
    }

    /// Number of positions solved so far.
    pub fn solved(&self) -> usize {
        self.wins.len()
    }
}

/// One-shot form of [`Oracle::first_player_wins`].
pub fn first_player_wins<S, F>(start: &S, moves: F, convention: Convention) -> bool
where
    S: Hash + Eq + Clone,
    F: FnMut(&S) -> Vec<S>,
{
    Oracle::new(moves, convention).first_player_wins(start)
}

/// The verdict on a position of a game that may never end, for the player to move, with
/// the number of moves the game lasts when the winner hurries and the loser stalls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// The player to move can force a win within this many moves (and not fewer).
    Win(u64),
    /// The opponent can force a win within this many moves (and not fewer).
    Lose(u64),
    /// Neither player can force a win: optimal play goes on forever.
    Draw,
}

/// Win/lose/draw of every position of the explicit game graph `moves` (`moves[v]`: the
/// positions one move from `v`) by the definition, round after round: in round r a position
/// is won in r moves if some option was lost in fewer, lost in r moves if every option was
/// won in fewer (a position without moves is decided in round 0 by the convention).
/// Whatever no round decides is a draw. No queue, no counters: slow and plainly right.
///
/// # Panics
/// If an edge leads to a vertex `>= moves.len()`.
///
/// # Complexity
/// O((V + E)·R) for R ≤ 2V + 1 rounds.
pub fn decide_graph(moves: &[Vec<usize>], convention: Convention) -> Vec<Verdict> {
    let n = moves.len();
    for (v, options) in moves.iter().enumerate() {
        for &u in options {
            assert!(u < n, "decide_graph: edge {v} -> {u} leaves the graph of {n} vertices");
        }
    }
    let mut verdict: Vec<Option<Verdict>> = vec![None; n];
    for v in 0..n {
        if moves[v].is_empty() {
            verdict[v] = Some(match convention {
                Convention::Normal => Verdict::Lose(0),
                Convention::Misere => Verdict::Win(0),
            });
        }
    }
    let mut round = 0u64;
    loop {
        round += 1;
        // Round r reads only the verdicts of rounds before r, so lengths are exact.
        let mut found = Vec::new();
        for v in (0..n).filter(|&v| verdict[v].is_none()) {
            let earlier = |u: usize| match verdict[u] {
                Some(Verdict::Win(m)) | Some(Verdict::Lose(m)) if m < round => verdict[u],
                _ => None,
            };
            if moves[v].iter().any(|&u| matches!(earlier(u), Some(Verdict::Lose(_)))) {
                found.push((v, Verdict::Win(round)));
            } else if moves[v].iter().all(|&u| matches!(earlier(u), Some(Verdict::Win(_)))) {
                found.push((v, Verdict::Lose(round)));
            }
        }
        if found.is_empty() {
            break;
        }
        for (v, decided) in found {
            verdict[v] = Some(decided);
        }
    }
    verdict.into_iter().map(|v| v.unwrap_or(Verdict::Draw)).collect()
}

/// The verdict on each of `starts` in the game with move generator `moves`, which may have
/// cycles: every reachable position is generated (so the game must have finitely many), then
/// [`decide_graph`] decides them.
///
/// # Complexity
/// O(V + E) generator calls and hash operations, then [`decide_graph`]'s rounds.
pub fn verdicts_with_draws<S, F>(starts: &[S], mut moves: F, convention: Convention) -> Vec<Verdict>
where
    S: Hash + Eq + Clone,
    F: FnMut(&S) -> Vec<S>,
{
    let mut id: HashMap<S, usize> = HashMap::new();
    let mut states: Vec<S> = Vec::new();
    let mut graph: Vec<Vec<usize>> = Vec::new();
    let mut intern = |s: &S, states: &mut Vec<S>| -> usize {
        *id.entry(s.clone()).or_insert_with(|| {
            states.push(s.clone());
            states.len() - 1
        })
    };
    let start_ids: Vec<usize> = starts.iter().map(|s| intern(s, &mut states)).collect();
    while graph.len() < states.len() {
        let next = moves(&states[graph.len()]);
        let options = next.iter().map(|s| intern(s, &mut states)).collect();
        graph.push(options);
    }
    let verdict = decide_graph(&graph, convention);
    start_ids.into_iter().map(|v| verdict[v]).collect()
}

/// Nim: take any positive number of stones from one pile.
#[allow(clippy::ptr_arg)] // `&Vec` so the fn itself is a move generator for `Vec<u64>` states
pub fn nim_moves(piles: &Vec<u64>) -> Vec<Vec<u64>> {
    moore_moves(piles, 1)
}

/// Staircase Nim: move c ≥ 1 coins from stair i ≥ 1 to stair i − 1 (stair 0 is the floor).
#[allow(clippy::ptr_arg)] // `&Vec` so the fn itself is a move generator for `Vec<u64>` states
pub fn staircase_moves(stairs: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for i in 1..stairs.len() {
        for c in 1..=stairs[i] {
            let mut next = stairs.clone();
            next[i] -= c;
            next[i - 1] += c;
            out.push(next);
        }
    }
    out
}

/// Moore's Nim_k: take stones from at least 1 and at most `k` piles, at least one from each.
///
/// # Panics
/// If `k == 0`.
#[allow(clippy::ptr_arg)] // `&Vec` so the fn itself is a move generator for `Vec<u64>` states
pub fn moore_moves(piles: &Vec<u64>, k: usize) -> Vec<Vec<u64>> {
    assert!(k >= 1, "moore_moves: k must be at least 1 (k = 0 allows no move)");
    let mut out = Vec::new();
    let mut current = piles.clone();
    moore_rec(piles, k, 0, false, &mut current, &mut out);
    out
}

// Chooses, pile by pile, to leave it or lower it; depth is the pile count, which is small
// for any position an exhaustive oracle can handle.
fn moore_rec(
    piles: &[u64],
    budget: usize,
    index: usize,
    changed: bool,
    current: &mut Vec<u64>,
    out: &mut Vec<Vec<u64>>,
) {
    if index == piles.len() {
        if changed {
            out.push(current.clone());
        }
        return;
    }
    moore_rec(piles, budget, index + 1, changed, current, out);
    if budget > 0 {
        for to in 0..piles[index] {
            current[index] = to;
            moore_rec(piles, budget - 1, index + 1, true, current, out);
        }
        current[index] = piles[index];
    }
}

/// Subtraction game: remove `t` tokens for some `t` in `take` (with `t ≤ n`).
pub fn subtraction_moves(n: &u64, take: &[u64]) -> Vec<u64> {
    take.iter().filter(|&&t| t >= 1 && t <= *n).map(|&t| *n - t).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nim_small_positions_follow_the_definition() {
        let mut normal = Oracle::new(nim_moves, Convention::Normal);
        assert!(!normal.first_player_wins(&vec![]));
        assert!(normal.first_player_wins(&vec![3]));
        assert!(!normal.first_player_wins(&vec![2, 2]));
        assert!(normal.first_player_wins(&vec![1, 2]));
        let mut misere = Oracle::new(nim_moves, Convention::Misere);
        assert!(misere.first_player_wins(&vec![]));
        assert!(!misere.first_player_wins(&vec![1]));
        assert!(!misere.first_player_wins(&vec![1, 1, 1]));
        assert!(misere.first_player_wins(&vec![2]));
    }

    #[test]
    fn a_million_moves_deep_does_not_overflow() {
        let deep = first_player_wins(&1_000_000u64, |n| subtraction_moves(n, &[1]), Convention::Normal);
        assert!(!deep, "1,000,000 single steps: even, so the mover loses");
    }

    #[test]
    #[should_panic(expected = "cycle")]
    fn a_cycle_is_refused() {
        first_player_wins(&0u8, |s| vec![(s + 1) % 3], Convention::Normal);
    }

    #[test]
    fn draws_and_forced_lengths_follow_the_definition() {
        use super::Verdict::{Draw, Lose, Win};
        // 0 <-> 1, 1 -> 2 terminal: 1 leaves and wins, so 0 loses in 2.
        let graph = vec![vec![1], vec![0, 2], vec![]];
        assert_eq!(decide_graph(&graph, Convention::Normal), vec![Lose(2), Win(1), Lose(0)]);
        // Misère: whoever reaches 2 loses, so 1 stalls at 0, 0 goes back to 1: a draw.
        assert_eq!(decide_graph(&graph, Convention::Misere), vec![Draw, Draw, Win(0)]);
        let counter = verdicts_with_draws(&[0u8, 3], |&s| vec![(s + 1) % 4], Convention::Normal);
        assert_eq!(counter, vec![Draw, Draw]);
    }

    #[test]
    fn moore_moves_touch_at_most_k_piles() {
        for next in moore_moves(&vec![2, 2, 2], 2) {
            let changed = next.iter().zip([2, 2, 2]).filter(|(a, b)| *a != b).count();
            assert!((1..=2).contains(&changed));
        }
        assert_eq!(moore_moves(&vec![1, 1], 2).len(), 3);
    }
}
