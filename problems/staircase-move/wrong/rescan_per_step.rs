//! Wrong (complexity): tries the odd steps from the bottom up and, for each, recomputes
//! the XOR of all the other odd steps from scratch: O(n^2) when the only good step is high.
use std::io::{self, Read, Write};

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|w| w.parse::<u64>().unwrap());
    let games = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..games {
        let n = it.next().unwrap() as usize;
        let coins: Vec<u64> = (0..=n).map(|_| it.next().unwrap()).collect();
        // Nim on the odd steps: step i wins if it can be lowered to the XOR of the others.
        let mut answer = None;
        for i in (1..=n).step_by(2) {
            let others = (1..=n).step_by(2).filter(|&j| j != i).fold(0, |acc, j| acc ^ coins[j]);
            if others < coins[i] {
                answer = Some((i, coins[i] - others));
                break;
            }
        }
        match answer {
            Some((i, c)) => out.push_str(&format!("{} {}\n", i, c)),
            None => out.push_str("Second\n"),
        }
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
