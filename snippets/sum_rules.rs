//! Sums of games under other rules: the misère sum (Anti-SG, by the SJ theorem) and Every-SG (move in every component).
//! O(number of components) for the verdicts; O(V + E) for Every-SG step counts of a DAG.
//!
//! **Anti-SG.** Components g_1..g_n with Sprague–Grundy values v_i (normal-play values of each
//! component alone), played as a sum in which the player who cannot move WINS. The first
//! player wins iff (some v_i > 1 and the XOR is non-zero) or (every v_i ≤ 1 and the XOR is
//! zero). This holds for every position of the sum under the SJ condition: *in every
//! component, every non-terminal position of value 0 has a move to a position of value 1*
//! (check a DAG with [`sj_condition_holds`], or use [`anti_sg_on_dag`], which refuses a DAG
//! that breaks it). Nim, bounded-take Nim (n mod (k+1)) and any game whose only value-0
//! positions are terminal meet it. The induction proving the rule uses it at one step only:
//! when every value is 0 but some component can move, the mover must reach "one value 1,
//! the rest 0". Without it the rule can be wrong:
//! a position of value 0 whose only move leads to value 2 is a misère loss although the rule
//! says win (see the tests). The functions that take values only cannot check the
//! condition: they assume it.
//!
//! **Every-SG.** Each turn the mover must move in every component that still has a move; who
//! cannot move loses. A component's winner wants it to last, its loser wants it over: with
//! steps(terminal) = 0, a winning v has steps = 1 + max over losing options u of steps(u),
//! a losing v has steps = 1 + min over all options u of steps(u). The sum lasts as long as
//! its longest component, whose last move is made by the first player iff that count is odd.
//!
//! # Panics
//! [`every_sg_steps`] and [`sj_condition_holds`] on a cycle or an edge to a missing vertex.
//!
//! # Example
//! ```
//! use nimkit::sum_rules::{anti_sg_first_player_wins, every_sg_first_player_wins, every_sg_steps};
//! assert!(anti_sg_first_player_wins(&[1, 1]) && !anti_sg_first_player_wins(&[1, 1, 1]));
//! assert!(!anti_sg_first_player_wins(&[3, 3]) && anti_sg_first_player_wins(&[2, 3]));
//! // 0 → 1 → 2 → 3 (a path) and 4 → 3: steps 3, 2, 1, 0, 1.
//! let steps = every_sg_steps(&[vec![1], vec![2], vec![3], vec![], vec![3]]);
//! assert_eq!(steps, vec![3, 2, 1, 0, 1]);
//! assert!(every_sg_first_player_wins(&[steps[0], steps[1]])); // 3 is odd
//! ```

/// The misère (Anti-SG) verdict for a sum whose components have Sprague–Grundy values
/// `values`, assuming the SJ condition (module docs). An empty sum is a win: nobody can move.
///
/// # Complexity
/// O(values.len()).
pub fn anti_sg_first_player_wins(values: &[u32]) -> bool {
    let wide: Vec<u64> = values.iter().map(|&v| v as u64).collect();
    anti_sg_first_player_wins_u64(&wide)
}

/// [`anti_sg_first_player_wins`] for values wider than u32 (e.g. n mod (k+1) with k ~ 10^18).
///
/// # Complexity
/// O(values.len()).
pub fn anti_sg_first_player_wins_u64(values: &[u64]) -> bool {
    let xor = values.iter().fold(0, |acc, &v| acc ^ v);
    if values.iter().any(|&v| v > 1) {
        xor != 0
    } else {
        xor == 0
    }
}

/// Whether every non-terminal position of value 0 in the DAG `adj` has an option of value 1:
/// the SJ condition under which [`anti_sg_first_player_wins`] is exact for sums of its positions.
///
/// # Panics
/// On a cycle or an edge to a missing vertex.
///
/// # Complexity
/// O(V + E).
pub fn sj_condition_holds(adj: &[Vec<usize>]) -> bool {
    let g = super::grundy::grundy_of_dag(adj);
    (0..adj.len()).all(|v| g[v] != 0 || adj[v].is_empty() || adj[v].iter().any(|&u| g[u] == 1))
}

/// The misère verdict for tokens on the DAG `adj` (one component per token, a move moves one
/// token along an edge), after checking the SJ condition on the whole DAG.
///
/// # Panics
/// If the DAG breaks the SJ condition (the value rule could be wrong there: decide such a game
/// with `oracle` instead), has a cycle, or a token or edge names a missing vertex.
///
/// # Complexity
/// O(V + E + tokens.len()).
#[track_caller]
pub fn anti_sg_on_dag(adj: &[Vec<usize>], tokens: &[usize]) -> bool {
    assert!(
        sj_condition_holds(adj),
        "anti_sg_on_dag: a non-terminal position of value 0 has no move to value 1 (SJ condition), \
         so the Anti-SG rule does not apply; search the game with oracle::Oracle instead"
    );
    let g = super::grundy::grundy_of_dag(adj);
    let values: Vec<u32> = tokens
        .iter()
        .map(|&t| {
            assert!(
                t < adj.len(),
                "anti_sg_on_dag: token at vertex {t} of a graph of {} vertices",
                adj.len()
            );
            g[t]
        })
        .collect();
    anti_sg_first_player_wins(&values)
}

/// Every-SG step counts of every vertex of the DAG `adj` (`adj[v]` = the positions one move
/// from v): how many more moves a component at v lasts when its winner prolongs it and its
/// loser shortens it. Odd iff the player to move wins the component alone.
///
/// # Panics
/// If `adj` has a cycle or an edge to a vertex ≥ adj.len().
///
/// # Complexity
/// O(V + E) time and memory, iterative (no recursion).
#[track_caller]
pub fn every_sg_steps(adj: &[Vec<usize>]) -> Vec<u64> {
    let n = adj.len();
    let mut parents: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut pending: Vec<usize> = adj.iter().map(Vec::len).collect();
    for (v, options) in adj.iter().enumerate() {
        for &u in options {
            assert!(u < n, "every_sg_steps: edge {v} -> {u} leaves the graph of {n} vertices");
            parents[u].push(v);
        }
    }
    // Vertices whose options are all decided, sinks first (Kahn's order on reversed edges).
    let mut ready: Vec<usize> = (0..n).filter(|&v| pending[v] == 0).collect();
    let mut steps = vec![0u64; n];
    let mut wins = vec![false; n];
    let mut done = 0;
    while let Some(v) = ready.pop() {
        done += 1;
        if !adj[v].is_empty() {
            let losing = adj[v].iter().filter(|&&u| !wins[u]).map(|&u| steps[u]).max();
            wins[v] = losing.is_some();
            steps[v] = 1 + match losing {
                Some(longest) => longest,
                None => adj[v].iter().map(|&u| steps[u]).min().unwrap_or(0),
            };
        }
        for &p in &parents[v] {
            pending[p] -= 1;
            if pending[p] == 0 {
                ready.push(p);
            }
        }
    }
    assert!(done == n, "every_sg_steps: the graph has a cycle; Every-SG needs a DAG (a finite game)");
    steps
}

/// The Every-SG verdict for a sum whose components have step counts `steps`: the first
/// player wins iff the largest is odd (an empty sum, or all components over, is a loss).
///
/// # Complexity
/// O(steps.len()).
pub fn every_sg_first_player_wins(steps: &[u64]) -> bool {
    steps.iter().max().is_some_and(|&m| m % 2 == 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn anti_sg_small_cases() {
        assert!(anti_sg_first_player_wins(&[]) && anti_sg_first_player_wins(&[0, 0]));
        assert!(!anti_sg_first_player_wins(&[1]) && !anti_sg_first_player_wins(&[2, 2]));
        assert!(anti_sg_first_player_wins(&[2]) && anti_sg_first_player_wins(&[1, 1, 0]));
        assert!(!anti_sg_first_player_wins_u64(&[1 << 40, 1 << 40]));
    }

    #[test]
    fn sj_condition_fails_where_a_zero_only_reaches_two() {
        // 0: terminal (value 0); 1 -> 0 (value 1); 2 -> {0, 1} (value 2); 3 -> 2 (value 0).
        let adj = vec![vec![], vec![0], vec![0, 1], vec![2]];
        assert!(!sj_condition_holds(&adj));
        assert!(sj_condition_holds(&adj[..3]));
    }

    #[test]
    fn every_sg_steps_winner_prolongs_loser_shortens() {
        // 0 -> {1, 3}; 1 -> 2; 2 -> 3; 3 sink. 2 wins in 1, 1 loses in 2, 0 wins via 1 in 3.
        assert_eq!(every_sg_steps(&[vec![1, 3], vec![2], vec![3], vec![]]), vec![3, 2, 1, 0]);
        assert!(!every_sg_first_player_wins(&[]) && !every_sg_first_player_wins(&[0, 2]));
        assert!(every_sg_first_player_wins(&[2, 3]) && !every_sg_first_player_wins(&[1, 2]));
    }

    #[test]
    #[should_panic(expected = "SJ condition")]
    fn a_dag_breaking_the_sj_condition_is_refused() {
        anti_sg_on_dag(&[vec![], vec![0], vec![0, 1], vec![2]], &[3]);
    }

    #[test]
    #[should_panic(expected = "cycle")]
    fn a_cycle_is_refused() {
        every_sg_steps(&[vec![1], vec![0]]);
    }
}
