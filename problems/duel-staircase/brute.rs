//! Brute-force player for `duel-staircase`: decides the side and every move by exhaustive memoized
//! game-tree search (`nimkit::oracle`, normal play) over the coins on stairs 1..=n, no odd-stair
//! rule. Declines a start too large to search with exit code 4 before choosing a side (verify then
//! skips that game), when a product bound on the reachable positions exceeds SEARCH_LIMIT.
use nimkit::io::{interactive_output, stdin_scanner};
use nimkit::oracle::{Convention, Oracle};

const ADJUDICATE_AFTER: u64 = 1000;
const SEARCH_LIMIT: u64 = 100_000;

/// Every position one slide away; `state[i]` holds the coins of stair i + 1.
#[allow(clippy::ptr_arg)] // a move generator for `Vec<u64>` states
fn moves(state: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for i in 0..state.len() {
        for count in 1..=state[i] {
            next.push(slid(state, i, count));
        }
    }
    next
}

/// `state` after sliding `count` coins from index `i` (stair i + 1) one stair down.
fn slid(state: &[u64], i: usize, count: u64) -> Vec<u64> {
    let mut after = state.to_vec();
    after[i] -= count;
    if i > 0 {
        after[i - 1] += count;
    }
    after
}

fn main() {
    let (mut input, mut out) = (stdin_scanner(), interactive_output());
    let n: usize = input.next();
    let mut state: Vec<u64> = input.vec(n);
    // Stair i can never hold more than the coins now on stairs i and above.
    let mut above = 0u64;
    let mut positions = 1u64;
    for &c in state.iter().rev() {
        above = above.saturating_add(c);
        positions = positions.saturating_mul(above.saturating_add(1));
    }
    if positions > SEARCH_LIMIT {
        eprintln!("valid input, but too large for brute force");
        std::process::exit(4);
    }
    let mut oracle = Oracle::new(moves, Convention::Normal);
    let mut our_turn = oracle.first_player_wins(&state);
    out.put(if our_turn { "First" } else { "Second" }).newline();
    let mut played = 0u64;
    while state.iter().any(|&c| c > 0) {
        if our_turn {
            // First (stair, count) in order that leaves the opponent lost.
            let (i, count) = (0..n)
                .flat_map(|i| (1..=state[i]).map(move |c| (i, c)))
                .find(|&(i, c)| !oracle.first_player_wins(&slid(&state, i, c)))
                .expect("a won position has a winning move");
            out.put(i + 1).space().put(count).newline();
            state = slid(&state, i, count);
            played += 1;
            if played == ADJUDICATE_AFTER {
                return;
            }
        } else {
            let stair: usize = input.next();
            let count: u64 = input.next();
            state = slid(&state, stair - 1, count);
        }
        our_turn = !our_turn;
    }
}
