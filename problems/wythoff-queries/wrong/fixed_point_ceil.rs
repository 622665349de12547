// Wrong: φ as a 64-bit fixed-point fraction rounded up, k·φ in u128. ⌈φ·2^64⌉ is above
// φ·2^64 by up to 1, so when kφ lies just below an integer the product reaches it: ⌊kφ⌋
// comes out one too high (the mirror image of fixed_point_phi.rs).
use std::io::{self, Read, Write};

const PHI_2_64: u128 = 29_847_458_893_032_750_102; // ⌈φ · 2^64⌉

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let q = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..q {
        let (a, b) = (it.next().unwrap(), it.next().unwrap());
        let (lo, hi) = (a.min(b), a.max(b));
        let k = (hi - lo) as u128;
        let p = ((k * PHI_2_64) >> 64) as u64 == lo;
        out.push_str(if p { "Second\n" } else { "First\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
