//! WRONG: in the endgame (no heap above one pebble) decides by the parity of n, the
//! number of heaps, forgetting that empty heaps are not single pebbles.
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
        let big: Vec<usize> = (0..n).filter(|&i| heaps[i] >= 2).collect();
        let ones = heaps.iter().filter(|&&h| h == 1).count();
        let sum = heaps.iter().fold(0, |acc, &h| acc ^ h);
        let answer = if big.len() == 1 {
            // Leave an odd number of single pebbles: cut the big heap to 0 or 1.
            let keep = if ones % 2 == 0 { 1 } else { 0 };
            Some((big[0], heaps[big[0]] - keep))
        } else if big.is_empty() {
            if n % 2 == 0 {
                heaps.iter().position(|&h| h == 1).map(|i| (i, 1))
            } else {
                None
            }
        } else {
            heaps.iter().position(|&h| h ^ sum < h).map(|i| (i, heaps[i] - (heaps[i] ^ sum)))
        };
        match answer {
            Some((i, r)) => out.push_str(&format!("{} {}\n", i + 1, r)),
            None => out.push_str("Second\n"),
        }
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
