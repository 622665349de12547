//! WRONG (misère endgame): plays normal Nim: First iff the nim-sum is non-zero, then always
//! the move that leaves nim-sum 0. Right while two heaps of 2+ remain; at the switch it empties
//! or cuts the last big heap the normal way and leaves an even number of single pebbles.
use nimkit::io::{interactive_output, stdin_scanner};

fn main() {
    let (mut input, mut out) = (stdin_scanner(), interactive_output());
    let n: usize = input.next();
    let mut heaps: Vec<u64> = input.vec(n);
    let mut our_turn = nim_sum(&heaps) != 0;
    out.put(if our_turn { "First" } else { "Second" }).newline();
    let mut moves = 0;
    while heaps.iter().any(|&a| a > 0) && moves < 1000 {
        if our_turn {
            let (heap, take) = choose(&heaps);
            out.put(heap + 1).space().put(take).newline();
            heaps[heap] -= take;
            moves += 1;
        } else {
            // The jury ends the game by closing the pipe: stop quietly then.
            let (Some(heap), Some(take)) = (input.try_next::<usize>(), input.try_next::<u64>()) else {
                return;
            };
            heaps[heap - 1] -= take;
        }
        our_turn = !our_turn;
    }
}

fn nim_sum(heaps: &[u64]) -> u64 {
    heaps.iter().fold(0, |acc, &a| acc ^ a)
}

/// With no winning move: take one pebble from the first non-empty heap.
fn any_move(heaps: &[u64]) -> (usize, u64) {
    (heaps.iter().position(|&a| a > 0).unwrap(), 1)
}

fn choose(heaps: &[u64]) -> (usize, u64) {
    let s = nim_sum(heaps);
    match heaps.iter().position(|&a| a ^ s < a) {
        Some(i) => (i, heaps[i] - (heaps[i] ^ s)),
        None => any_move(heaps),
    }
}
