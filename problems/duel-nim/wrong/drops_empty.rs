//! WRONG (zero / empty): "an empty heap is no heap": drops the empty heaps when reading the
//! position and numbers the others from 1, both in its own moves and in the jury's. With an empty
//! heap before the one it plays on, its move names the wrong heap.
use nimkit::io::{interactive_output, stdin_scanner};

fn main() {
    let (mut input, mut out) = (stdin_scanner(), interactive_output());
    let n: usize = input.next();
    let read: Vec<u64> = input.vec(n);
    let mut heaps: Vec<u64> = read.into_iter().filter(|&a| a > 0).collect();
    let mut our_turn = nim_sum(&heaps) != 0;
    out.put(if our_turn { "First" } else { "Second" }).newline();
    let mut moves = 0;
    while heaps.iter().any(|&a| a > 0) && moves < 1000 {
        if our_turn {
            let s = nim_sum(&heaps);
            let heap = match heaps.iter().position(|&a| a ^ s < a) {
                Some(i) => i,
                None => heaps.iter().position(|&a| a > 0).unwrap(),
            };
            let take = if s == 0 { 1 } else { heaps[heap] - (heaps[heap] ^ s) };
            out.put(heap + 1).space().put(take).newline();
            heaps[heap] -= take;
            moves += 1;
        } else {
            // The jury ends the game by closing the pipe: stop quietly then.
            let (Some(heap), Some(take)) = (input.try_next::<usize>(), input.try_next::<u64>()) else {
                return;
            };
            if let Some(a) = heaps.get_mut(heap - 1) {
                *a = a.saturating_sub(take);
            }
        }
        our_turn = !our_turn;
    }
}

fn nim_sum(heaps: &[u64]) -> u64 {
    heaps.iter().fold(0, |acc, &a| acc ^ a)
}
