//! Wrong (zero / empty): "when k >= n the first player empties every stack in one move and
//! wins", forgetting that a position whose stacks are all empty already has no move.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let t = tokens.next().unwrap();
    let mut out = String::new();
    for _ in 0..t {
        let (n, k) = (tokens.next().unwrap(), tokens.next().unwrap());
        let piles: Vec<u64> = (0..n).map(|_| tokens.next().unwrap()).collect();
        let first = if k >= n {
            true
        } else {
            (0..64).any(|bit| piles.iter().filter(|&&p| p >> bit & 1 == 1).count() as u64 % (k + 1) != 0)
        };
        out.push_str(if first { "First\n" } else { "Second\n" });
    }
    print!("{out}");
}
