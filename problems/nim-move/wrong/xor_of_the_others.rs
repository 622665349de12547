//! WRONG: for each heap, recomputes the XOR of all the other heaps and plays there if that
//! is smaller than the heap: right answers, but O(n^2) when the move is on a late heap or
//! there is none.
use std::io::{self, Read, Write};

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|w| w.parse::<u64>().unwrap());
    let games = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..games {
        let n = it.next().unwrap() as usize;
        let heaps: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
        let mut answer = "Second".to_string();
        for i in 0..n {
            let others = (0..n).filter(|&j| j != i).fold(0, |acc, j| acc ^ heaps[j]);
            if others < heaps[i] {
                answer = format!("{} {}", i + 1, heaps[i] - others);
                break;
            }
        }
        out.push_str(&answer);
        out.push('\n');
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
