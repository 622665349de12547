//! Loopy games (positions may repeat): win/lose/draw, game lengths and Smith's values of sums.
//! O(V + E) for outcomes and lengths and for Smith's values of positions whose plays all end;
//! O((V' + E')·(2 + largest finite value)) more for the V' positions that can play forever.
//!
//! A play that never ends is a draw. Retrograde analysis decides every position: a position
//! with no move is lost, one with a move to a lost position is won, one whose moves all lead
//! to won positions is lost; whatever this never reaches is a draw (each side can keep off
//! losing forever). Sprague–Grundy values need a finite game, but Smith (1966) extended them:
//! a position gets the finite value k when no option has value k, options of every value below
//! k exist, and every option of larger or infinite value is *reversible* through k (it has an
//! option of value k). Without that last condition the plain mex is wrong: in G + *k, which
//! the mex declares lost for the mover, the mover escapes into a cycle the opponent cannot
//! answer, and at least draws. A position that gets no finite value has value ∞(A), A the
//! finite values of its options: added to a game of finite value x, the mover wins when
//! x ∈ A (move this component to value x, leaving 0), and otherwise the sum is a draw. Sums follow the XOR rule: k ⊕ l = k ^ l, k ⊕ ∞(A) = ∞(A ^ k),
//! ∞(A) ⊕ ∞(B) = ∞(∅) (a draw: each side always has an infinite component to stall in).
//! Finite(0) is a loss for the mover, other finite values are wins, ∞(A) wins iff 0 ∈ A.
//!
//! # Complexity
//! [`outcomes`], [`game_lengths`]: O(V + E). [`smith_values`]: O(V + E) plus O((V' + E')·(2 + m')),
//! V' the positions that can play forever, E' their moves, m' their largest finite value. [`explore`]: O(V) move-generator calls, O(V + E) hash operations.
//! All iterative: a cycle of 10^6 positions is fine.
//!
//! # Panics
//! The graph functions panic on an edge to a vertex that does not exist.
//!
//! # Example
//! ```
//! use nimkit::loopy::{game_lengths, outcomes, smith_values, sum_value, LoopyValue, Outcome};
//! // 0 <-> 1, 1 -> 2 (no move from 2), and 3 loops on itself.
//! let moves = vec![vec![1], vec![0, 2], vec![], vec![3]];
//! use Outcome::*;
//! assert_eq!(outcomes(&moves), vec![Lose, Win, Lose, Draw]);
//! assert_eq!(game_lengths(&moves), vec![Some(2), Some(1), Some(0), None]);
//! let values = smith_values(&moves);
//! assert_eq!(values[1], LoopyValue::Finite(1));
//! assert_eq!(values[3], LoopyValue::Infinite(vec![])); // a pure loop: ∞(∅), a draw
//! // Two tokens on 1 (value 1 each): a second-player win.
//! assert_eq!(sum_value(&values[1], &values[1]), LoopyValue::Finite(0));
//! // Tokens on 1 and 3: 3 can always pass by its loop, so nobody can be forced to lose.
//! assert_eq!(sum_value(&values[1], &values[3]).outcome(), Draw);
//! ```

use std::collections::HashMap;
use std::hash::Hash;

/// The result of a position for the player about to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move can force a win.
    Win,
    /// The opponent can force a win.
    Lose,
    /// Neither side can force a win: optimal play never ends.
    Draw,
}

/// Smith's generalised Sprague–Grundy value of a position of a loopy game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LoopyValue {
    /// Behaves like a Nim heap of this size in every sum.
    Finite(u32),
    /// ∞(A): no finite value; A lists the finite values of the options, ascending, no repeats.
    Infinite(Vec<u32>),
}

impl LoopyValue {
    /// The outcome of a position with this value played alone: `Finite(0)` loses, another
    /// finite value wins, `Infinite(A)` wins when 0 ∈ A and is a draw otherwise.
    ///
    /// # Complexity
    /// O(|A|).
    pub fn outcome(&self) -> Outcome {
        match self {
            LoopyValue::Finite(0) => Outcome::Lose,
            LoopyValue::Finite(_) => Outcome::Win,
            LoopyValue::Infinite(options) => {
                if options.contains(&0) {
                    Outcome::Win
                } else {
                    Outcome::Draw
                }
            }
        }
    }
}

/// The outcome of every position of the game graph `moves` (`moves[v]`: the positions one
/// move from `v`, repeats and self-loops allowed), normal play, endless play a draw.
///
/// # Panics
/// If an edge leads to a vertex `>= moves.len()`.
///
/// # Complexity
/// O(V + E) time and memory, iterative.
///
/// ```
/// use nimkit::loopy::{outcomes, Outcome};
/// // A self-loop with an exit to a terminal: the mover takes the exit.
/// assert_eq!(outcomes(&[vec![0, 1], vec![]]), vec![Outcome::Win, Outcome::Lose]);
/// assert_eq!(outcomes(&[vec![0]]), vec![Outcome::Draw]);
/// ```
pub fn outcomes(moves: &[Vec<usize>]) -> Vec<Outcome> {
    retrograde(moves, "outcomes").0
}

/// How many moves the game lasts from every position when the winner wins as fast as possible
/// and the loser holds out as long as possible: 0 for a position without moves, `None` for a
/// draw. A won position's length is 1 + the least length of its lost options; a lost
/// position's is 1 + the largest length of its options (all won).
///
/// # Panics
/// If an edge leads to a vertex `>= moves.len()`.
///
/// # Complexity
/// O(V + E) time and memory, iterative.
///
/// ```
/// use nimkit::loopy::game_lengths;
/// // 0 -> 1 -> 2 (terminal), and 0 -> 2 directly: 0 wins in one move, not three.
/// assert_eq!(game_lengths(&[vec![1, 2], vec![2], vec![]]), vec![Some(1), Some(1), Some(0)]);
/// assert_eq!(game_lengths(&[vec![1], vec![0]]), vec![None, None]);
/// ```
pub fn game_lengths(moves: &[Vec<usize>]) -> Vec<Option<u64>> {
    let (outcome, length) = retrograde(moves, "game_lengths");
    outcome.iter().zip(length).map(|(&o, l)| if o == Outcome::Draw { None } else { Some(l) }).collect()
}

/// Reverse adjacency in compressed form: the predecessors of `v` (one per edge, so repeated
/// edges repeat) are `preds[start[v]..start[v + 1]]`.
struct Reverse {
    start: Vec<usize>,
    preds: Vec<usize>,
}

impl Reverse {
    fn new(moves: &[Vec<usize>], caller: &str) -> Reverse {
        let n = moves.len();
        let mut start = vec![0usize; n + 1];
        for (v, options) in moves.iter().enumerate() {
            for &u in options {
                assert!(u < n, "loopy::{caller}: edge {v} -> {u} leaves the graph of {n} vertices");
                start[u + 1] += 1;
            }
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let mut fill = start.clone();
        let mut preds = vec![0usize; start[n]];
        for (v, options) in moves.iter().enumerate() {
            for &u in options {
                preds[fill[u]] = v;
                fill[u] += 1;
            }
        }
        Reverse { start, preds }
    }

    fn of(&self, v: usize) -> &[usize] {
        &self.preds[self.start[v]..self.start[v + 1]]
    }
}

/// Retrograde BFS from the terminal positions. The queue holds decided positions in
/// nondecreasing length, so a won position is decided by its shortest lost option (the first
/// one dequeued) and a lost position by its longest option (the last one dequeued).
fn retrograde(moves: &[Vec<usize>], caller: &str) -> (Vec<Outcome>, Vec<u64>) {
    let n = moves.len();
    let reverse = Reverse::new(moves, caller);
    let mut outcome = vec![Outcome::Draw; n];
    let mut length = vec![0u64; n];
    // Options not yet known to be won; a position whose count reaches 0 is lost.
    let mut undecided_options: Vec<usize> = moves.iter().map(Vec::len).collect();
    let mut queue: Vec<usize> = (0..n).filter(|&v| moves[v].is_empty()).collect();
    for &v in &queue {
        outcome[v] = Outcome::Lose;
    }
    let mut head = 0;
    while head < queue.len() {
        let v = queue[head];
        head += 1;
        for &p in reverse.of(v) {
            if outcome[p] != Outcome::Draw {
                continue;
            }
            if outcome[v] == Outcome::Lose {
                outcome[p] = Outcome::Win;
                length[p] = length[v] + 1;
                queue.push(p);
            } else {
                undecided_options[p] -= 1;
                if undecided_options[p] == 0 {
                    outcome[p] = Outcome::Lose;
                    length[p] = length[v] + 1;
                    queue.push(p);
                }
            }
        }
    }
    (outcome, length)
}

/// Smith's value of every position of the game graph `moves` (`moves[v]`: the positions one
/// move from `v`). On an acyclic graph every value is `Finite(grundy)`.
///
/// Positions from which every play ends (no cycle is reachable) form a finite game closed
/// under moves, so their value is the plain Grundy value: the mex of their options', taken in
/// reverse topological order (peeled from the dead ends). For the others, rounds k = 0, 1,
/// 2, …: among the still unlabelled positions, label k by a retrograde fixpoint every position
/// with no option labelled k whose unlabelled and ∞ options all have an option labelled k
/// (reversibility); then an unlabelled position with no option labelled k can never get a
/// finite value and becomes ∞. A finite-game option of value above k always has an option of
/// value k (mex), so it never blocks; one of value k does. Each round is one pass over the
/// positions that can play forever and their moves.
///
/// # Panics
/// If an edge leads to a vertex `>= moves.len()`.
///
/// # Complexity
/// O(V + E) for the positions from which every play ends (an acyclic graph: O(V + E) in all);
/// O((V' + E')·(2 + m')) more for the V' positions that can play forever, E' their moves and
/// m' their largest finite value; O(V + E) memory; iterative.
///
/// ```
/// use nimkit::loopy::{smith_values, LoopyValue::{Finite, Infinite}};
/// // 0 -> {1, 2}, 1 -> 0, 2 terminal: 2 is 0; 1 only reaches 0, which escapes to 2, so 1 is
/// // a loss (0) and 0, whose options are both 0, is 1.
/// let v = smith_values(&[vec![1, 2], vec![0], vec![]]);
/// assert_eq!(v[2], Finite(0));
/// assert_eq!(v[0], Finite(1));
/// assert_eq!(v[1], Finite(0));
/// // A cycle with a terminal exit on one side: 0 <-> 1, 1 -> 2.
/// let w = smith_values(&[vec![1], vec![0, 2], vec![]]);
/// assert_eq!(w, vec![Finite(0), Finite(1), Finite(0)]);
/// assert_eq!(smith_values(&[vec![0]]), vec![Infinite(vec![])]);
/// ```
pub fn smith_values(moves: &[Vec<usize>]) -> Vec<LoopyValue> {
    const FREE: u32 = u32::MAX;
    const INFINITE: u32 = u32::MAX - 1;
    const NEVER: u32 = u32::MAX;
    let n = moves.len();
    let reverse = Reverse::new(moves, "smith_values");
    let mut label = vec![FREE; n];
    // The finite part, peeled from the dead ends: a position joins once all its options
    // (counted per edge, as `reverse` lists them) have, so a self-loop or cycle never does.
    let mut unpeeled: Vec<usize> = moves.iter().map(Vec::len).collect();
    let mut order: Vec<usize> = (0..n).filter(|&v| moves[v].is_empty()).collect();
    // seen[g] == v + 1: value g occurs among v's options (no clearing between positions).
    let mut seen: Vec<usize> = Vec::new();
    let mut head = 0;
    while head < order.len() {
        let v = order[head];
        head += 1;
        for &w in &moves[v] {
            let g = label[w] as usize;
            if seen.len() <= g {
                seen.resize(g + 1, 0);
            }
            seen[g] = v + 1;
        }
        let mex = (0..).find(|&g| seen.get(g) != Some(&(v + 1))).unwrap();
        label[v] = u32::try_from(mex).expect("smith_values: finite values exhausted u32");
        for &p in reverse.of(v) {
            unpeeled[p] -= 1;
            if unpeeled[p] == 0 {
                order.push(p);
            }
        }
    }
    let mut free: Vec<usize> = (0..n).filter(|&v| label[v] == FREE).collect();
    // Finite-part positions with an option of a loopy position, by value: in round k those of
    // value k are where the fixpoint starts, as positions labelled k in that round are.
    let mut seeds: Vec<Vec<usize>> = Vec::new();
    if !free.is_empty() {
        for &v in &order {
            if reverse.of(v).iter().any(|&p| label[p] == FREE) {
                let g = label[v] as usize;
                if seeds.len() <= g {
                    seeds.resize(g + 1, Vec::new());
                }
                seeds[g].push(v);
            }
        }
    }
    // reaches_round[v] == k: v has an option labelled k in round k (an N-position there).
    let mut reaches_round = vec![NEVER; n];
    let mut counter = vec![0usize; n];
    let mut queue: Vec<usize> = Vec::new();
    let mut round: u32 = 0;
    while !free.is_empty() {
        assert!(round < INFINITE, "smith_values: finite values exhausted u32");
        // A free position's counter: its options that are free or ∞ and not yet known to
        // reach k, and its options of the finite part with value k (which never reach k).
        // Options labelled below k are settled, finite-part options above k reach k (mex):
        // neither matters in this round. All counters are taken before any label k is given:
        // an option labelled k in this round stays counted, so its predecessors can never be
        // labelled k too.
        for &u in &free {
            counter[u] = moves[u].iter().filter(|&&w| label[w] >= INFINITE || label[w] == round).count();
        }
        queue.clear();
        for &u in &free {
            if counter[u] == 0 {
                label[u] = round;
                queue.push(u);
            }
        }
        if let Some(finite) = seeds.get(round as usize) {
            queue.extend_from_slice(finite);
        }
        let mut head = 0;
        while head < queue.len() {
            let v = queue[head];
            head += 1;
            for &p in reverse.of(v) {
                if label[p] < INFINITE || reaches_round[p] == round {
                    continue;
                }
                reaches_round[p] = round;
                for &q in reverse.of(p) {
                    if label[q] == FREE && reaches_round[q] != round {
                        counter[q] -= 1;
                        if counter[q] == 0 {
                            label[q] = round;
                            queue.push(q);
                        }
                    }
                }
            }
        }
        let mut still_free = Vec::new();
        for &u in &free {
            if label[u] == FREE {
                if reaches_round[u] == round {
                    still_free.push(u);
                } else {
                    label[u] = INFINITE;
                }
            }
        }
        free = still_free;
        round += 1;
    }
    (0..n)
        .map(|v| {
            if label[v] == INFINITE {
                let mut finite: Vec<u32> =
                    moves[v].iter().map(|&w| label[w]).filter(|&l| l < INFINITE).collect();
                finite.sort_unstable();
                finite.dedup();
                LoopyValue::Infinite(finite)
            } else {
                LoopyValue::Finite(label[v])
            }
        })
        .collect()
}

/// Smith's value of the sum of two games (a move moves in exactly one of them):
/// `Finite(a ^ b)`, `∞(A) + Finite(b) = ∞({x ^ b : x ∈ A})` (sorted), `∞ + ∞ = ∞(∅)`.
///
/// # Complexity
/// O(|A| log |A|).
///
/// ```
/// use nimkit::loopy::{sum_value, LoopyValue::{Finite, Infinite}};
/// assert_eq!(sum_value(&Finite(3), &Finite(5)), Finite(6));
/// assert_eq!(sum_value(&Infinite(vec![0, 3]), &Finite(1)), Infinite(vec![1, 2]));
/// assert_eq!(sum_value(&Infinite(vec![0]), &Infinite(vec![1])), Infinite(vec![]));
/// ```
pub fn sum_value(a: &LoopyValue, b: &LoopyValue) -> LoopyValue {
    match (a, b) {
        (LoopyValue::Finite(x), LoopyValue::Finite(y)) => LoopyValue::Finite(x ^ y),
        (LoopyValue::Infinite(set), LoopyValue::Finite(k))
        | (LoopyValue::Finite(k), LoopyValue::Infinite(set)) => {
            let mut shifted: Vec<u32> = set.iter().map(|&x| x ^ k).collect();
            shifted.sort_unstable();
            shifted.dedup();
            LoopyValue::Infinite(shifted)
        }
        (LoopyValue::Infinite(_), LoopyValue::Infinite(_)) => LoopyValue::Infinite(Vec::new()),
    }
}

/// The explicit graph of an implicit game: the states reachable from `starts` (the starts
/// first, in the given order and without repeats, then in breadth-first order, each state
/// once) and, for each, the indices of its moves in the order `moves` gave them. Feed the
/// graph to [`outcomes`], [`game_lengths`] or [`smith_values`].
///
/// # Complexity
/// O(V) calls of `moves` and O(V + E) hash operations; memory O(V + E).
///
/// ```
/// use nimkit::loopy::{explore, outcomes, Outcome};
/// // A counter mod 4 that steps by 1 or 2, and 0 has no move.
/// let (states, graph) = explore(&[3u8], |&s| if s == 0 { vec![] } else { vec![(s + 1) % 4, (s + 2) % 4] });
/// assert_eq!(states, vec![3, 0, 1, 2]);
/// assert_eq!(graph, vec![vec![1, 2], vec![], vec![3, 0], vec![0, 1]]);
/// assert_eq!(outcomes(&graph)[0], Outcome::Win);
/// ```
pub fn explore<S: Clone + Eq + Hash, F: FnMut(&S) -> Vec<S>>(
    starts: &[S],
    mut moves: F,
) -> (Vec<S>, Vec<Vec<usize>>) {
    let mut index: HashMap<S, usize> = HashMap::new();
    let mut states: Vec<S> = Vec::new();
    for s in starts {
        if !index.contains_key(s) {
            index.insert(s.clone(), states.len());
            states.push(s.clone());
        }
    }
    let mut graph: Vec<Vec<usize>> = Vec::new();
    while graph.len() < states.len() {
        let options = moves(&states[graph.len()]);
        let mut ids = Vec::with_capacity(options.len());
        for option in options {
            let id = match index.get(&option) {
                Some(&id) => id,
                None => {
                    let id = states.len();
                    index.insert(option.clone(), id);
                    states.push(option);
                    id
                }
            };
            ids.push(id);
        }
        graph.push(ids);
    }
    (states, graph)
}

#[cfg(test)]
mod tests {
    use super::LoopyValue::{Finite, Infinite};
    use super::Outcome::{Draw, Lose, Win};
    use super::*;

    #[test]
    fn cycles_draw_unless_an_exit_decides() {
        assert_eq!(outcomes(&[]), vec![]);
        assert_eq!(outcomes(&[vec![1], vec![2], vec![0]]), vec![Draw, Draw, Draw]);
        // 0 -> 1 -> 0, 1 -> 2 terminal: 1 wins by leaving, so 0 (only move to 1) loses.
        assert_eq!(outcomes(&[vec![1], vec![0, 2], vec![]]), vec![Lose, Win, Lose]);
        // Repeated edges count as one option each and change nothing.
        assert_eq!(outcomes(&[vec![1, 1], vec![]]), vec![Win, Lose]);
    }

    #[test]
    fn lengths_winner_hurries_loser_stalls() {
        // 0 -> {1, 3}; 1 -> 2; 2 -> 3; 3 terminal. 0 wins by 3 at once (1 move), 1 loses in 2.
        assert_eq!(
            game_lengths(&[vec![1, 3], vec![2], vec![3], vec![]]),
            vec![Some(1), Some(2), Some(1), Some(0)]
        );
        // 0 lost: options 1 (wins in 1) and 2 (wins in 3 via 3 -> 4 -> 5): the loser takes 2.
        let g = vec![vec![1, 2], vec![5], vec![3], vec![4], vec![5], vec![]];
        assert_eq!(game_lengths(&g), vec![Some(4), Some(1), Some(3), Some(2), Some(1), Some(0)]);
    }

    #[test]
    fn values_of_acyclic_graphs_are_grundy_values() {
        // A Nim heap of 3 as a graph: v -> all smaller.
        let heap: Vec<Vec<usize>> = (0..4).map(|v| (0..v).collect()).collect();
        assert_eq!(smith_values(&heap), vec![Finite(0), Finite(1), Finite(2), Finite(3)]);
    }

    /// Smith's rounds over every position, the finite ones included: what `smith_values` did
    /// before it took the plain mex where every play ends (O((V + E)·(2 + m)) on a Nim heap
    /// of 4000: 81 s). The reference its shortcut must agree with.
    fn smith_values_by_rounds_only(moves: &[Vec<usize>]) -> Vec<LoopyValue> {
        const FREE: u32 = u32::MAX;
        const INFINITE: u32 = u32::MAX - 1;
        let n = moves.len();
        let reverse = Reverse::new(moves, "test");
        let mut label = vec![FREE; n];
        let mut reaches_round = vec![FREE; n];
        let mut counter = vec![0usize; n];
        let mut free: Vec<usize> = (0..n).collect();
        let mut round = 0;
        while !free.is_empty() {
            for &u in &free {
                counter[u] = moves[u].iter().filter(|&&w| label[w] >= INFINITE).count();
            }
            let mut queue: Vec<usize> = free.iter().copied().filter(|&u| counter[u] == 0).collect();
            for &u in &queue {
                label[u] = round;
            }
            let mut head = 0;
            while head < queue.len() {
                let v = queue[head];
                head += 1;
                for &p in reverse.of(v) {
                    if label[p] < INFINITE || reaches_round[p] == round {
                        continue;
                    }
                    reaches_round[p] = round;
                    for &q in reverse.of(p) {
                        if label[q] == FREE && reaches_round[q] != round {
                            counter[q] -= 1;
                            if counter[q] == 0 {
                                label[q] = round;
                                queue.push(q);
                            }
                        }
                    }
                }
            }
            let mut still_free = Vec::new();
            for &u in &free {
                if label[u] == FREE {
                    if reaches_round[u] == round {
                        still_free.push(u);
                    } else {
                        label[u] = INFINITE;
                    }
                }
            }
            free = still_free;
            round += 1;
        }
        (0..n)
            .map(|v| {
                if label[v] == INFINITE {
                    let mut finite: Vec<u32> =
                        moves[v].iter().map(|&w| label[w]).filter(|&l| l < INFINITE).collect();
                    finite.sort_unstable();
                    finite.dedup();
                    Infinite(finite)
                } else {
                    Finite(label[v])
                }
            })
            .collect()
    }

    #[test]
    fn the_mex_of_the_finite_part_agrees_with_smiths_rounds_on_random_graphs() {
        // xorshift, so a failure repeats.
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut below = |n: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n as u64) as usize
        };
        for case in 0..3000 {
            let n = 1 + below(40);
            // Mostly moves to smaller indices (a finite part with large values), some back
            // edges, self-loops and repeated moves (cycles), a few dead ends.
            let back_edges = [0, 0, 1, 3, 10][case % 5];
            let mut graph: Vec<Vec<usize>> = (0..n)
                .map(|v| if v == 0 { Vec::new() } else { (0..below(v + 1)).map(|_| below(v)).collect() })
                .collect();
            for _ in 0..back_edges {
                let v = below(n);
                graph[v].push(below(n));
            }
            assert_eq!(smith_values(&graph), smith_values_by_rounds_only(&graph), "{graph:?}");
        }
    }

    #[test]
    fn a_large_nim_heap_is_quick() {
        // 3000 positions, 4.5 million moves, no cycle: the plain mex, not 3000 rounds over all
        // of them (minutes before).
        let mut graph: Vec<Vec<usize>> = (0..3000).map(|v| (0..v).collect()).collect();
        // And a cycle beside it, 3000 <-> 3001, 3000 -> 2999: only these two go by rounds.
        graph.push(vec![3001, 2999]);
        graph.push(vec![3000]);
        let started = std::time::Instant::now();
        let values = smith_values(&graph);
        assert!(values[..3000].iter().enumerate().all(|(v, g)| *g == Finite(v as u32)));
        // Neither gets 0: 3001's only option, 3000, has no option of value 0 to reverse
        // through, and 3000 has the option 3001 of no finite value: play may go round forever.
        assert_eq!(values[3000], Infinite(vec![2999]));
        assert_eq!(values[3001], Infinite(vec![]));
        assert!(started.elapsed().as_secs() < 10, "{:?}", started.elapsed());
    }

    #[test]
    fn infinite_values_list_their_finite_options() {
        // 0 -> {0, 1}, 1 terminal: 0 can stall on its loop or move to the 0 at 1: ∞({0}).
        assert_eq!(smith_values(&[vec![0, 1], vec![]]), vec![Infinite(vec![0]), Finite(0)]);
        assert_eq!(Infinite(vec![0]).outcome(), Win);
        assert_eq!(Infinite(vec![1, 2]).outcome(), Draw);
        assert_eq!(Finite(0).outcome(), Lose);
        assert_eq!(Finite(7).outcome(), Win);
    }

    #[test]
    fn sum_rule_cases() {
        assert_eq!(sum_value(&Finite(6), &Finite(6)), Finite(0));
        assert_eq!(sum_value(&Finite(2), &Infinite(vec![0, 1, 2])), Infinite(vec![0, 2, 3]));
        assert_eq!(sum_value(&Infinite(vec![]), &Infinite(vec![])), Infinite(vec![]));
    }

    #[test]
    fn a_million_positions_on_one_cycle_do_not_overflow() {
        let n = 1_000_000;
        let mut cycle: Vec<Vec<usize>> = (0..n).map(|v| vec![(v + 1) % n]).collect();
        assert!(outcomes(&cycle).iter().all(|&o| o == Draw));
        // An exit at the end: positions alternate lose/win back around the cycle until they meet.
        cycle[n - 1].push(n);
        cycle.push(Vec::new());
        let lengths = game_lengths(&cycle);
        assert_eq!(lengths[n], Some(0));
        assert_eq!(lengths[n - 1], Some(1));
        assert_eq!(smith_values(&cycle)[n - 1], Finite(1));
    }

    #[test]
    fn explore_keeps_starts_first_once() {
        let (states, graph) = explore(&[2u32, 2, 1], |&s| if s == 0 { vec![] } else { vec![s - 1] });
        assert_eq!(states, vec![2, 1, 0]);
        assert_eq!(graph, vec![vec![1], vec![2], vec![]]);
    }

    #[test]
    #[should_panic(expected = "leaves the graph")]
    fn an_edge_to_nowhere_is_refused() {
        outcomes(&[vec![3]]);
    }
}
