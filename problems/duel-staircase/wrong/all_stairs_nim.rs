//! WRONG (wrong rule): plays plain Nim on all the stairs: First iff the XOR of every stair is
//! non-zero, then slides coins down from a stair as if removing them. Coins slid onto the
//! next stair do not vanish, and the even stairs do not count.
use nimkit::io::{interactive_output, stdin_scanner};

fn main() {
    let (mut input, mut out) = (stdin_scanner(), interactive_output());
    let n: usize = input.next();
    // stairs[0] is the floor.
    let mut stairs = vec![0u64];
    stairs.extend(input.vec::<u64>(n));
    let mut our_turn = xor_all(&stairs) != 0;
    out.put(if our_turn { "First" } else { "Second" }).newline();
    let mut moves = 0;
    while stairs[1..].iter().any(|&c| c > 0) && moves < 1000 {
        let (stair, count) = if our_turn {
            let (stair, count) = choose(&stairs);
            out.put(stair).space().put(count).newline();
            moves += 1;
            (stair, count)
        } else {
            // The jury ends the game by closing the pipe: stop quietly then.
            let (Some(stair), Some(count)) = (input.try_next::<usize>(), input.try_next::<u64>()) else {
                return;
            };
            (stair, count)
        };
        stairs[stair] -= count;
        stairs[stair - 1] += count;
        our_turn = !our_turn;
    }
}

fn xor_all(stairs: &[u64]) -> u64 {
    stairs[1..].iter().fold(0, |acc, &c| acc ^ c)
}

fn choose(stairs: &[u64]) -> (usize, u64) {
    let s = xor_all(stairs);
    match (1..stairs.len()).find(|&i| stairs[i] ^ s < stairs[i]) {
        Some(i) => (i, stairs[i] - (stairs[i] ^ s)),
        None => any_move(stairs),
    }
}

/// With no winning move: slide one coin from the lowest stair that has one.
fn any_move(stairs: &[u64]) -> (usize, u64) {
    ((1..stairs.len()).find(|&i| stairs[i] > 0).unwrap(), 1)
}
