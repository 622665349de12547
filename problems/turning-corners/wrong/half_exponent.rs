//! Wrong (wrong product): the Karatsuba-style nim product by halves, with X = 2^h,
//! (a1 X + a0)(b1 X + b0) = ((a1 + a0)(b1 + b0) + a0 b0) X + a0 b0 + a1 b1 ⊗ (X/2),
//! but X/2 written as 2^(h/2) (half the exponent instead of half the number). Both agree up
//! to h = 2, so every product of values below 16 is right; above they are not, yet the
//! product stays commutative and bilinear, so mirrored pairs still cancel.
use std::io::{self, Read, Write};
fn mul(a: u64, b: u64, l: u32) -> u64 {
    if a < 2 || b < 2 {
        return a * b;
    }
    let h = l / 2;
    let m = (1u64 << h) - 1;
    let (a1, a0, b1, b0) = (a >> h, a & m, b >> h, b & m);
    let c = mul(a0, b0, h);
    let d = mul(a1 ^ a0, b1 ^ b0, h);
    let e = mul(mul(a1, b1, h), 1u64 << (h / 2), h);
    ((d ^ c) << h) ^ c ^ e
}
fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let t = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..t {
        let n = it.next().unwrap();
        let mut x = 0u64;
        for _ in 0..n {
            let r = it.next().unwrap();
            let c = it.next().unwrap();
            x ^= mul(r - 1, c - 1, 64);
        }
        out.push_str(if x != 0 { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
