// Wrong: the golden ratio in f64. ⌊kφ⌋ needs more than 53 bits once k passes about 10^15.
use std::io::{self, Read, Write};

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let q = it.next().unwrap();
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let mut out = String::new();
    for _ in 0..q {
        let (a, b) = (it.next().unwrap(), it.next().unwrap());
        let (lo, hi) = (a.min(b), a.max(b));
        let k = hi - lo;
        let p = (k as f64 * phi).floor() as u64 == lo;
        out.push_str(if p { "Second\n" } else { "First\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
