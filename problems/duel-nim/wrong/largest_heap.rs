//! WRONG (wrong rule): the right side, but every move is played on the largest heap: lowered to
//! a ^ s when that is smaller, one pebble taken otherwise. The winning heap is one holding the top
//! bit of s, which need not be the largest (from 3 4 5 only the 3 wins).
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

fn choose(heaps: &[u64]) -> (usize, u64) {
    let s = nim_sum(heaps);
    let largest = (0..heaps.len()).max_by_key(|&i| heaps[i]).unwrap();
    let a = heaps[largest];
    if a ^ s < a {
        (largest, a - (a ^ s))
    } else {
        (largest, 1)
    }
}
