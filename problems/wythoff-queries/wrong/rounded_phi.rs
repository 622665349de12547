// Wrong: the lower coordinate taken as the nearest integer to kφ, (k + √(5k²) + 1) / 2,
// instead of its floor.
use std::io::{self, Read, Write};

fn isqrt(n: u128) -> u128 {
    let mut r = (n as f64).sqrt() as u128;
    while r * r > n {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= n {
        r += 1;
    }
    r
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let q = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..q {
        let (a, b) = (it.next().unwrap(), it.next().unwrap());
        let (lo, hi) = (a.min(b) as u128, a.max(b) as u128);
        let k = hi - lo;
        let p = (k + isqrt(5 * k * k) + 1) / 2 == lo;
        out.push_str(if p { "Second\n" } else { "First\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
