// Wrong: the digit DP is right, but the last step adds the tuple a = b itself without reducing
// again: when the other tuples number p - 1 modulo p, it prints p instead of 0.
use nimkit::io::stdin_scanner;
use nimkit::nim::nim_sum;
use std::io::{BufWriter, Write};

const MOD: u64 = 998_244_353;

/// Tuples 0 <= a_i <= b_i with XOR 0 in which every a_i copies b_i above bit j and at least
/// one a_i has a 0 where its b_i has a 1 at bit j. The first such pile is free below j and
/// fixes the XOR of the lower bits; every other pile contributes its number of choices.
fn count_first_drop_at(bounds: &[u64], j: u32) -> u64 {
    let below = (1u64 << j) - 1;
    // ways[parity of the ones at bit j][whether some pile has dropped]
    let mut ways = [[1u64, 0], [0, 0]];
    for &b in bounds {
        let tight = ((b & below) + 1) % MOD;
        let mut next = [[0u64; 2]; 2];
        for parity in 0..2 {
            for dropped in 0..2 {
                let w = ways[parity][dropped];
                if b >> j & 1 == 0 {
                    next[parity][dropped] = (next[parity][dropped] + w * tight) % MOD;
                } else {
                    next[parity ^ 1][dropped] = (next[parity ^ 1][dropped] + w * tight) % MOD;
                    let free = if dropped == 0 { 1 } else { (below + 1) % MOD };
                    next[parity][1] = (next[parity][1] + w * free) % MOD;
                }
            }
        }
        ways = next;
    }
    ways[0][1]
}

fn main() {
    let mut scanner = stdin_scanner();
    let n: usize = scanner.next();
    let bounds: Vec<u64> = scanner.vec(n);
    let bounds_xor = nim_sum(&bounds);
    let mut count = 0;
    for j in (0..60).rev() {
        // Copying b_i on every bit above j keeps the XOR zero there only if b's XOR is.
        if bounds_xor >> (j + 1) != 0 {
            break;
        }
        count = (count + count_first_drop_at(&bounds, j)) % MOD;
    }
    if bounds_xor == 0 {
        count += 1; // the tuple a = b itself
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", count).unwrap();
}
