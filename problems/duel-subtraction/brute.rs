//! Brute-force player for duel-subtraction: decides every move by an exhaustive memoized search of
//! the game tree (nimkit's oracle over the positions of all heaps together), no Grundy values and
//! no period. Declines with exit code 4 after reading the position (verify then skips that game)
//! when the position has more than 50 000 sub-positions.
use nimkit::io::{interactive_output, stdin_scanner};
use nimkit::oracle::{Convention, Oracle};

const MAX_POSITIONS: u64 = 50_000;
const ADJUDICATE_AFTER: u64 = 1000;

fn main() {
    let (mut input, mut out) = (stdin_scanner(), interactive_output());
    let n: usize = input.next();
    let m: usize = input.next();
    let loads: Vec<u64> = input.vec(m);
    let mut heaps: Vec<u64> = input.vec(n);
    let positions = heaps.iter().try_fold(1u64, |acc, &a| acc.checked_mul(a.saturating_add(1)));
    if positions.map_or(true, |p| p > MAX_POSITIONS) {
        eprintln!("brute: more than {MAX_POSITIONS} sub-positions, too large");
        std::process::exit(4);
    }
    let moves_from = |state: &Vec<u64>| -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for i in 0..state.len() {
            for &x in &loads {
                if x <= state[i] {
                    let mut next = state.clone();
                    next[i] -= x;
                    out.push(next);
                }
            }
        }
        out
    };
    let mut oracle = Oracle::new(moves_from, Convention::Normal);
    let mut our_turn = oracle.first_player_wins(&heaps);
    out.put(if our_turn { "First" } else { "Second" }).newline();
    let mut moves = 0u64;
    while !moves_from(&heaps).is_empty() {
        if our_turn {
            let next = oracle
                .winning_moves(&heaps)
                .into_iter()
                .next()
                .unwrap_or_else(|| moves_from(&heaps).remove(0));
            let i = (0..n).find(|&i| next[i] != heaps[i]).expect("a move changes one heap");
            out.put(i + 1).space().put(heaps[i] - next[i]).newline();
            heaps = next;
            moves += 1;
            if moves == ADJUDICATE_AFTER {
                return;
            }
        } else {
            let heap: usize = input.next();
            let x: u64 = input.next();
            heaps[heap - 1] -= x;
        }
        our_turn = !our_turn;
    }
}
