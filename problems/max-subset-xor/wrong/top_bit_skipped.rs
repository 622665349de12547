//! Wrong (off by one): eliminates on bits 58 down to 0, `(0..59)`, forgetting that values
//! go up to 2^60 - 1; a card that differs from the basis only in bit 59 is thrown away.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let cards: Vec<u64> = text.split_ascii_whitespace().skip(1).map(|t| t.parse().unwrap()).collect();
    let mut basis = [0u64; 59];
    for &card in &cards {
        let mut x = card;
        for bit in (0..59).rev() {
            if x >> bit & 1 == 0 {
                continue;
            }
            if basis[bit] == 0 {
                basis[bit] = x;
                break;
            }
            x ^= basis[bit];
        }
    }
    let mut best = 0u64;
    for bit in (0..59).rev() {
        best = best.max(best ^ basis[bit]);
    }
    println!("{best}");
}
