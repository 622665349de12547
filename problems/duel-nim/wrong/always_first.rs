//! WRONG (wrong rule): "the first player always has the initiative": always answers First, then
//! plays Bouton's move when there is one and takes a single pebble otherwise. From a position of
//! nim-sum 0 the jury, moving second, wins.
use nimkit::io::{interactive_output, stdin_scanner};

fn main() {
    let (mut input, mut out) = (stdin_scanner(), interactive_output());
    let n: usize = input.next();
    let mut heaps: Vec<u64> = input.vec(n);
    let mut our_turn = true;
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

fn choose(heaps: &[u64]) -> (usize, u64) {
    let s = heaps.iter().fold(0, |acc, &a| acc ^ a);
    match heaps.iter().position(|&a| a ^ s < a) {
        Some(i) => (i, heaps[i] - (heaps[i] ^ s)),
        None => (heaps.iter().position(|&a| a > 0).unwrap(), 1),
    }
}
