//! Brute-force player for duel-moore: decides every move by an exhaustive memoized search of the
//! game tree (nimkit's oracle over all moves of Moore's Nim_k), no closed form. Declines with exit
//! code 4 after reading the position (verify then skips that game) when the position has more than
//! 20 000 sub-positions (too large for it).
use nimkit::io::{interactive_output, stdin_scanner};
use nimkit::oracle::{moore_moves, Convention, Oracle};

const MAX_POSITIONS: u64 = 20_000;
const ADJUDICATE_AFTER: u64 = 1000;

fn main() {
    let (mut input, mut out) = (stdin_scanner(), interactive_output());
    let n: usize = input.next();
    let k: usize = input.next();
    let mut heaps: Vec<u64> = input.vec(n);
    let positions = heaps.iter().try_fold(1u64, |acc, &a| acc.checked_mul(a.saturating_add(1)));
    if positions.map_or(true, |p| p > MAX_POSITIONS) {
        eprintln!("brute: more than {MAX_POSITIONS} sub-positions, too large");
        std::process::exit(4);
    }
    let mut oracle = Oracle::new(|s: &Vec<u64>| moore_moves(s, k), Convention::Normal);
    let mut our_turn = oracle.first_player_wins(&heaps);
    out.put(if our_turn { "First" } else { "Second" }).newline();
    let mut moves = 0u64;
    while heaps.iter().any(|&a| a > 0) {
        if our_turn {
            let next = oracle
                .winning_moves(&heaps)
                .into_iter()
                .next()
                .unwrap_or_else(|| moore_moves(&heaps, k).remove(0));
            let changed: Vec<usize> = (0..n).filter(|&i| next[i] != heaps[i]).collect();
            out.put(changed.len());
            for &i in &changed {
                out.space().put(i + 1).space().put(heaps[i] - next[i]);
            }
            out.newline();
            heaps = next;
            moves += 1;
            if moves == ADJUDICATE_AFTER {
                return;
            }
        } else {
            let count: usize = input.next();
            for _ in 0..count {
                let heap: usize = input.next();
                let take: u64 = input.next();
                heaps[heap - 1] -= take;
            }
        }
        our_turn = !our_turn;
    }
}
