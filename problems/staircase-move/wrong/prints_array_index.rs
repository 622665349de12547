//! Wrong (off by one): keeps the ground apart and the steps in a 0-based vector, so step i
//! is `steps[i - 1]`; the Nim on steps 1, 3, 5, ... is right, but the move is printed with
//! the vector index instead of the step number.
use std::io::{self, Read, Write};

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|w| w.parse::<u64>().unwrap());
    let games = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..games {
        let n = it.next().unwrap() as usize;
        let _ground = it.next().unwrap();
        let steps: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
        // Nim on the odd steps 1, 3, 5, ..., which are steps[0], steps[2], ...
        let x: u64 = steps.iter().step_by(2).fold(0, |acc, &c| acc ^ c);
        match (0..n).step_by(2).find(|&i| steps[i] ^ x < steps[i]) {
            Some(i) if x != 0 => out.push_str(&format!("{} {}\n", i, steps[i] - (steps[i] ^ x))),
            _ => out.push_str("Second\n"),
        }
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
