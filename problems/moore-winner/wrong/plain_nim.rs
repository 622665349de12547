//! Wrong: plays it as ordinary Nim and decides by the XOR of the piles, ignoring that one
//! move may lower up to k piles (correct only for k = 1).
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let t = tokens.next().unwrap();
    let mut out = String::new();
    for _ in 0..t {
        let (n, _k) = (tokens.next().unwrap(), tokens.next().unwrap());
        let xor = (0..n).fold(0, |acc, _| acc ^ tokens.next().unwrap());
        out.push_str(if xor != 0 { "First\n" } else { "Second\n" });
    }
    print!("{out}");
}
