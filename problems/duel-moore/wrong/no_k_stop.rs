// Wrong: forgets the adjudication after its 1000th move and waits for a reply that never comes.
use nimkit::io::{interactive_output, stdin_scanner};
use nimkit::moore::{first_player_wins, winning_move};

/// The statement's K: the jury adjudicates right after our K-th move.
const ADJUDICATE_AFTER: u64 = 1000;

fn main() {
    let (mut input, mut out) = (stdin_scanner(), interactive_output());
    let n: usize = input.next();
    let k: usize = input.next();
    let mut heaps: Vec<u64> = input.vec(n);
    let first = first_player_wins(&heaps, k);
    out.put(if first { "First" } else { "Second" }).newline();
    let mut our_turn = first;
    let mut moves = 0u64;
    loop {
        if heaps.iter().all(|&a| a == 0) {
            return; // whoever just moved took the last pebble; the game is over
        }
        if our_turn {
            // Chosen correctly, the side keeps us on winning positions: a move always exists.
            let chosen = winning_move(&heaps, k).expect("a winning position has a winning move");
            out.put(chosen.len());
            for m in &chosen {
                out.space().put(m.pile + 1).space().put(heaps[m.pile] - m.to);
                heaps[m.pile] = m.to;
            }
            out.newline();
            moves += 1;
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
