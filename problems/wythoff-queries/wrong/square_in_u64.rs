// Wrong: the exact formula ⌊kφ⌋ = (k + ⌊√(5k²)⌋) / 2, but 5k² is formed in u64 and wraps.
use std::io::{self, Read, Write};

fn isqrt(n: u64) -> u64 {
    let mut r = (n as f64).sqrt() as u64;
    while r > 0 && r.wrapping_mul(r) > n {
        r -= 1;
    }
    while (r + 1).checked_mul(r + 1).map_or(false, |x| x <= n) {
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
        let (lo, hi) = (a.min(b), a.max(b));
        let k = hi - lo;
        let p = (k + isqrt(5u64.wrapping_mul(k).wrapping_mul(k))) / 2 == lo;
        out.push_str(if p { "Second\n" } else { "First\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
