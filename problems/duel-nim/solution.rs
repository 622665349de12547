//! Nim, choose a side then win: Bouton's rule picks the side and every move (normal play).
use nimkit::io::{interactive_output, stdin_scanner};
use nimkit::nim::{first_player_wins, winning_move};

/// The statement's K: the jury adjudicates right after our K-th move.
const ADJUDICATE_AFTER: u64 = 1000;

fn main() {
    let (mut input, mut out) = (stdin_scanner(), interactive_output());
    let n: usize = input.next();
    let mut heaps: Vec<u64> = input.vec(n);
    let mut our_turn = first_player_wins(&heaps);
    out.put(if our_turn { "First" } else { "Second" }).newline();
    let mut moves = 0u64;
    while heaps.iter().any(|&a| a > 0) {
        if our_turn {
            // The side was chosen right, so every position we face is a win with a move.
            let m = winning_move(&heaps).expect("a winning position has a winning move");
            out.put(m.pile + 1).space().put(heaps[m.pile] - m.to).newline();
            heaps[m.pile] = m.to;
            moves += 1;
            if moves == ADJUDICATE_AFTER {
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
