// Wrong: the product game's value taken as the ordinary product (r−1)·(c−1) instead of the nim product.
use std::io::{self, Read, Write};

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
            value ^= (r - 1).wrapping_mul(c - 1);
        }
        out.push_str(if value != 0 { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
