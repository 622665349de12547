// Wrong: when every value is 0 or 1, decides by the parity of the non-empty bowls (as in misère Nim) instead of the bowls of value 1.
use std::io::{self, Read, Write};

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let t = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..t {
        let n = it.next().unwrap() as usize;
        let a: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
        let k: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
        let g: Vec<u64> = (0..n).map(|i| a[i] % (k[i] + 1)).collect();
        let x = g.iter().fold(0, |x, &v| x ^ v);
        let first = if g.iter().any(|&v| v > 1) { x != 0 } else { a.iter().filter(|&&m| m > 0).count() % 2 == 0 };
        out.push_str(if first { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
