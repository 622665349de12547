//! Staircase Nim, choose a side then win: only the odd stairs count (Nim on stairs 1, 3, 5, …).
use nimkit::io::{interactive_output, stdin_scanner};
use nimkit::staircase::{first_player_wins, winning_move};

/// The statement's K: the jury adjudicates right after our K-th move.
const ADJUDICATE_AFTER: u64 = 1000;

fn main() {
    let (mut input, mut out) = (stdin_scanner(), interactive_output());
    let n: usize = input.next();
    // stairs[0] is the floor, as the library expects; coins there are out of play.
    let mut stairs = vec![0u64];
    stairs.extend(input.vec::<u64>(n));
    let mut our_turn = first_player_wins(&stairs);
    out.put(if our_turn { "First" } else { "Second" }).newline();
    let mut moves = 0u64;
    while stairs[1..].iter().any(|&c| c > 0) {
        let (stair, count) = if our_turn {
            // The side was chosen right, so every position we face is a win with a move.
            let m = winning_move(&stairs).expect("a winning position has a winning move");
            out.put(m.stair).space().put(m.count).newline();
            (m.stair, m.count)
        } else {
            (input.next(), input.next())
        };
        stairs[stair] -= count;
        stairs[stair - 1] += count;
        if our_turn {
            moves += 1;
            if moves == ADJUDICATE_AFTER {
                return;
            }
        }
        our_turn = !our_turn;
    }
}
