//! WRONG (too slow): for every heap, recomputes the XOR of all the other heaps — O(n^2).
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
        let mut count = 0;
        for i in 0..n {
            let mut others = 0;
            for j in 0..n {
                if j != i {
                    others ^= heaps[j];
                }
            }
            if others < heaps[i] {
                count += 1;
            }
        }
        out.push_str(&format!("{}\n", count));
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
