//! WRONG (off-by-one): Bouton's rule done right, but the heap index of its own moves printed
//! from 0 (the jury's moves are read correctly). Its move on the first heap names heap 0, which
//! does not exist; a move on heap i + 1 names heap i instead.
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
            let s = nim_sum(&heaps);
            let heap = match heaps.iter().position(|&a| a ^ s < a) {
                Some(i) => i,
                None => heaps.iter().position(|&a| a > 0).unwrap(),
            };
            let take = if s == 0 { 1 } else { heaps[heap] - (heaps[heap] ^ s) };
            out.put(heap).space().put(take).newline();
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
