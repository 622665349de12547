//! Wrong: plays ordinary Nim: decides by the XOR of the piles and lowers one pile to
//! restore a zero XOR, ignoring that the opponent may lower up to k piles.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let games = tokens.next().unwrap();
    let mut out = String::new();
    for _ in 0..games {
        let (n, _k) = (tokens.next().unwrap() as usize, tokens.next().unwrap());
        let piles: Vec<u64> = (0..n).map(|_| tokens.next().unwrap()).collect();
        let xor = piles.iter().fold(0, |acc, &p| acc ^ p);
        match piles.iter().position(|&p| p ^ xor < p) {
            Some(i) => out.push_str(&format!("First\n1\n{} {}\n", i + 1, piles[i] ^ xor)),
            None => out.push_str("Second\n"),
        }
    }
    print!("{out}");
}
