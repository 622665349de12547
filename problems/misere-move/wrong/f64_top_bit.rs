//! WRONG: the endgame is right, but the top bit of the nim-sum comes from `(s as f64).log2()`.
//! A nim-sum just below a power of two above 2^53 (its top 53 bits all set) rounds up to
//! that power, so the bit found is one too high: the heap chosen does not lower to a_i xor s
//! (the amount wraps), or no heap has that bit and the game is declared lost.
use std::io::{self, Read, Write};

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|w| w.parse::<u64>().unwrap());
    let games = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..games {
        let n = it.next().unwrap() as usize;
        let h: Vec<u64> = (0..n).map(|_| it.next().unwrap()).collect();
        let s = h.iter().fold(0, |a, &x| a ^ x);
        let big: Vec<usize> = (0..n).filter(|&i| h[i] > 1).collect();
        let ones = h.iter().filter(|&&x| x == 1).count();
        if big.is_empty() {
            if ones % 2 == 1 {
                out.push_str("Second\n");
            } else {
                let i = h.iter().position(|&x| x == 1).unwrap();
                out.push_str(&format!("{} 1\n", i + 1));
            }
        } else if big.len() == 1 {
            let i = big[0];
            let keep = if ones % 2 == 1 { 0 } else { 1 };
            out.push_str(&format!("{} {}\n", i + 1, h[i] - keep));
        } else if s == 0 {
            out.push_str("Second\n");
        } else {
            let top = (s as f64).log2().floor() as u32;
            match h.iter().position(|&x| x >> top & 1 == 1) {
                Some(i) => out.push_str(&format!("{} {}\n", i + 1, h[i].wrapping_sub(h[i] ^ s))),
                None => out.push_str("Second\n"),
            }
        }
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
