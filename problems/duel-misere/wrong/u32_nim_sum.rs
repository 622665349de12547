//! WRONG (integer width): the misère strategy done right, but the nim-sum kept in a u32. With
//! heaps above 2^32 it picks the wrong side when the nim-sum is a multiple of 2^32 and repairs
//! only the low bits after a big take.
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

fn low_nim_sum(heaps: &[u64]) -> u64 {
    u64::from(heaps.iter().fold(0u32, |acc, &a| acc ^ a as u32))
}

fn wins(heaps: &[u64]) -> bool {
    if heaps.iter().any(|&a| a >= 2) {
        low_nim_sum(heaps) != 0
    } else {
        heaps.iter().filter(|&&a| a == 1).count() % 2 == 0
    }
}

fn choose(heaps: &[u64]) -> (usize, u64) {
    let big: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] >= 2).collect();
    let ones = heaps.iter().filter(|&&a| a == 1).count();
    let s = low_nim_sum(heaps);
    let first_filled = (heaps.iter().position(|&a| a > 0).unwrap(), 1);
    match big.len() {
        0 if ones % 2 == 0 => (heaps.iter().position(|&a| a == 1).unwrap(), 1),
        0 => first_filled,
        1 => (big[0], heaps[big[0]] - if ones % 2 == 1 { 0 } else { 1 }),
        _ => match heaps.iter().position(|&a| a ^ s < a) {
            Some(i) => (i, heaps[i] - (heaps[i] ^ s)),
            None => first_filled,
        },
    }
}
