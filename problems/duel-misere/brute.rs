//! Brute-force player for `duel-misere`: decides the side and every move by exhaustive memoized
//! game-tree search (`nimkit::oracle`, misère play) over the sorted multiset of non-empty heaps, no
//! XOR or endgame rule. Declines a start too large to search with exit code 4 before choosing a
//! side (verify then skips that game), when the start has more than SEARCH_LIMIT reachable
//! multisets by a product bound.
use nimkit::io::{interactive_output, stdin_scanner};
use nimkit::oracle::{Convention, Oracle};

const ADJUDICATE_AFTER: u64 = 1000;
const SEARCH_LIMIT: u64 = 100_000;

/// The position as the search stores it: empty heaps dropped, sizes sorted.
fn canonical(heaps: &[u64]) -> Vec<u64> {
    let mut state: Vec<u64> = heaps.iter().copied().filter(|&a| a > 0).collect();
    state.sort_unstable();
    state
}

#[allow(clippy::ptr_arg)] // a move generator for `Vec<u64>` states
fn moves(state: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for i in 0..state.len() {
        for to in 0..state[i] {
            let mut after = state.clone();
            after[i] = to;
            next.push(canonical(&after));
        }
    }
    next
}

fn main() {
    let (mut input, mut out) = (stdin_scanner(), interactive_output());
    let n: usize = input.next();
    let mut heaps: Vec<u64> = input.vec(n);
    let positions = heaps.iter().fold(1u64, |acc, &a| acc.saturating_mul(a.saturating_add(1)));
    if positions > SEARCH_LIMIT {
        eprintln!("valid input, but too large for brute force");
        std::process::exit(4);
    }
    let mut oracle = Oracle::new(moves, Convention::Misere);
    let mut our_turn = oracle.first_player_wins(&canonical(&heaps));
    out.put(if our_turn { "First" } else { "Second" }).newline();
    let mut played = 0u64;
    while heaps.iter().any(|&a| a > 0) {
        if our_turn {
            // First (heap, take) in order that leaves the opponent lost.
            let (heap, take) = (0..n)
                .flat_map(|i| (1..=heaps[i]).map(move |x| (i, x)))
                .find(|&(i, x)| {
                    let mut after = heaps.clone();
                    after[i] -= x;
                    !oracle.first_player_wins(&canonical(&after))
                })
                .expect("a won position has a winning move");
            out.put(heap + 1).space().put(take).newline();
            heaps[heap] -= take;
            played += 1;
            if played == ADJUDICATE_AFTER {
                return;
            }
        } else {
            let heap: usize = input.next();
            let take: u64 = input.next();
            heaps[heap - 1] -= take;
        }
        our_turn = !our_turn;
    }
}
