//! WRONG (integer width): Bouton's rule with the nim-sum kept in a u32 ("XOR never carries,
//! 32 bits are plenty"). Heaps above 2^32 differ in the bits it throws away: it picks the wrong
//! side when the nim-sum is a multiple of 2^32 and fixes only the low bits after a big take.
use nimkit::io::{interactive_output, stdin_scanner};

fn main() {
    let (mut input, mut out) = (stdin_scanner(), interactive_output());
    let n: usize = input.next();
    let mut heaps: Vec<u64> = input.vec(n);
    let mut our_turn = low_nim_sum(&heaps) != 0;
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

fn low_nim_sum(heaps: &[u64]) -> u32 {
    heaps.iter().fold(0u32, |acc, &a| acc ^ a as u32)
}

/// Lower a heap to a ^ s when that is smaller; with no such heap, take one pebble.
fn choose(heaps: &[u64]) -> (usize, u64) {
    let s = u64::from(low_nim_sum(heaps));
    match heaps.iter().position(|&a| a ^ s < a) {
        Some(i) => (i, heaps[i] - (heaps[i] ^ s)),
        None => (heaps.iter().position(|&a| a > 0).unwrap(), 1),
    }
}
