//! WRONG (integer width): the odd-stair rule done right, but the XOR kept in a u32. With
//! stairs above 2^32 it picks the wrong side when the XOR is a multiple of 2^32 and repairs
//! only the low bits after a big slide.
use nimkit::io::{interactive_output, stdin_scanner};

fn main() {
    let (mut input, mut out) = (stdin_scanner(), interactive_output());
    let n: usize = input.next();
    // stairs[0] is the floor.
    let mut stairs = vec![0u64];
    stairs.extend(input.vec::<u64>(n));
    let mut our_turn = low_odd_xor(&stairs) != 0;
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

fn low_odd_xor(stairs: &[u64]) -> u64 {
    u64::from(stairs.iter().skip(1).step_by(2).fold(0u32, |acc, &c| acc ^ c as u32))
}

fn choose(stairs: &[u64]) -> (usize, u64) {
    let s = low_odd_xor(stairs);
    match (1..stairs.len()).step_by(2).find(|&i| stairs[i] ^ s < stairs[i]) {
        Some(i) => (i, stairs[i] - (stairs[i] ^ s)),
        None => any_move(stairs),
    }
}

/// With no winning move: slide one coin from the lowest stair that has one.
fn any_move(stairs: &[u64]) -> (usize, u64) {
    ((1..stairs.len()).find(|&i| stairs[i] > 0).unwrap(), 1)
}
