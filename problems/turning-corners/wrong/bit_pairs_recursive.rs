// Wrong (too slow): the textbook nim product, bit by bit: a ⊗ b = XOR of 2^i ⊗ 2^j over the
// set bits, each power product by recursion on the highest shared Fermat bit, no memo.
use std::io::{self, Read, Write};

fn nim_mul(a: u64, b: u64) -> u64 {
    let mut r = 0;
    for i in 0..64 {
        if a >> i & 1 == 1 {
            for j in 0..64 {
                if b >> j & 1 == 1 {
                    r ^= mul_pow2(i, j);
                }
            }
        }
    }
    r
}

// 2^i ⊗ 2^j: with t the highest bit shared by i and j and F = 2^t (a Fermat 2-power),
// 2^i ⊗ 2^j = (2^(i^t) ⊗ 2^(j^t)) ⊗ (F ⊗ F), and F ⊗ F = 3F/2.
fn mul_pow2(i: u32, j: u32) -> u64 {
    let common = i & j;
    if common == 0 {
        return 1u64 << (i | j);
    }
    let t = 1u32 << (31 - common.leading_zeros());
    let f = 1u64 << t;
    nim_mul(mul_pow2(i ^ t, j ^ t), f | f >> 1)
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let t = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..t {
        let n = it.next().unwrap();
        let mut value = 0u64;
        for _ in 0..n {
            let (r, c) = (it.next().unwrap(), it.next().unwrap());
            value ^= nim_mul(r - 1, c - 1);
        }
        out.push_str(if value != 0 { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
