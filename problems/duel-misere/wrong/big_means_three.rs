//! WRONG (off-by-one): the misère strategy with the wrong threshold for a "big" heap: it
//! treats heaps of 2 like single pebbles (big means 3 or more), so with heaps of 2 on the table
//! it switches to the parity rule too early and counts the wrong pebbles.
use nimkit::io::{interactive_output, stdin_scanner};

fn main() {
    let (mut input, mut out) = (stdin_scanner(), interactive_output());
    let n: usize = input.next();
    let mut heaps: Vec<u64> = input.vec(n);
    let mut our_turn = wins(&heaps);
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

fn wins(heaps: &[u64]) -> bool {
    if heaps.iter().any(|&a| a >= 3) {
        nim_sum(heaps) != 0
    } else {
        heaps.iter().filter(|&&a| a == 1).count() % 2 == 0
    }
}

fn choose(heaps: &[u64]) -> (usize, u64) {
    let big: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] >= 3).collect();
    let ones = heaps.iter().filter(|&&a| a == 1).count();
    let s = nim_sum(heaps);
    match big.len() {
        0 if ones % 2 == 0 => match heaps.iter().position(|&a| a == 1) {
            Some(i) => (i, 1),
            None => any_move(heaps),
        },
        0 => any_move(heaps),
        1 => (big[0], heaps[big[0]] - if ones % 2 == 1 { 0 } else { 1 }),
        _ => match heaps.iter().position(|&a| a ^ s < a) {
            Some(i) => (i, heaps[i] - (heaps[i] ^ s)),
            None => any_move(heaps),
        },
    }
}
