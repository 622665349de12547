// Wrong (too slow): walks the P-positions (⌊kφ⌋, ⌊kφ⌋ + k) from k = 0 until the smaller
// coordinate reaches the smaller sack. Exact, but linear in the sack size.
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
        let (a, b) = (it.next().unwrap() as u128, it.next().unwrap() as u128);
        let (lo, hi) = (a.min(b), a.max(b));
        let mut p = false;
        let mut k = 0u128;
        loop {
            let ak = (k + isqrt(5 * k * k)) / 2;
            if ak > lo {
                break;
            }
            if ak == lo && ak + k == hi {
                p = true;
                break;
            }
            k += 1;
        }
        out.push_str(if p { "Second\n" } else { "First\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
