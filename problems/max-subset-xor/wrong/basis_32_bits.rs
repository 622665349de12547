//! Wrong (integer width): a linear-basis template written for 32-bit values, eliminating on
//! bits 31 down to 0; the bits above 31 are never used as pivots, so a card whose low 32
//! bits cancel out is thrown away.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let cards: Vec<u64> = text.split_ascii_whitespace().skip(1).map(|t| t.parse().unwrap()).collect();
    let mut basis = [0u64; 32];
    for &card in &cards {
        let mut x = card;
        for bit in (0..32).rev() {
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
    for bit in (0..32).rev() {
        best = best.max(best ^ basis[bit]);
    }
    println!("{best}");
}
