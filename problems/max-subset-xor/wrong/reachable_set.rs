//! Wrong (complexity): keeps the set of every XOR the cards can reach so far and takes its
//! maximum. Correct, and quick while the values are small, but the set doubles with every
//! independent card: 2^60 values are out of reach.
use std::collections::HashSet;
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let cards: Vec<u64> = text.split_ascii_whitespace().skip(1).map(|t| t.parse().unwrap()).collect();
    let mut reachable: HashSet<u64> = HashSet::from([0]);
    for &card in &cards {
        let shifted: Vec<u64> = reachable.iter().map(|&x| x ^ card).collect();
        reachable.extend(shifted);
    }
    println!("{}", reachable.iter().max().unwrap());
}
