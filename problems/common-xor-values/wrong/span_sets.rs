//! Wrong (complexity): lists every value each transmitter can emit in a hash set and counts
//! the common ones. Right, but each span has 2^rank values: hopeless from rank ~25 on.
use std::collections::HashSet;
use std::io::Read;

fn span(tones: &[u64]) -> HashSet<u64> {
    let mut emitted: HashSet<u64> = HashSet::from([0]);
    for &tone in tones {
        let shifted: Vec<u64> = emitted.iter().map(|&v| v ^ tone).collect();
        emitted.extend(shifted);
    }
    emitted
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let values: Vec<u64> = text.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let (n, m) = (values[0] as usize, values[1] as usize);
    let first = span(&values[2..2 + n]);
    let second = span(&values[2 + n..2 + n + m]);
    println!("{}", first.intersection(&second).count());
}
