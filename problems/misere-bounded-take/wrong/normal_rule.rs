// Wrong: the normal-play rule (XOR of a mod (k+1) non-zero) on a misère game.
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
        let x = (0..n).fold(0, |x, i| x ^ a[i] % (k[i] + 1));
        let first = x != 0;
        out.push_str(if first { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
