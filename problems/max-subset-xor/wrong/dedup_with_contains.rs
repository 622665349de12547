//! Wrong (complexity): drops duplicate cards first (a card taken twice cancels out) with
//! `Vec::contains`, O(n) per card: O(n^2) when the cards are distinct. The elimination
//! that follows is right.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let cards: Vec<u64> = text.split_ascii_whitespace().skip(1).map(|t| t.parse().unwrap()).collect();
    let mut distinct: Vec<u64> = Vec::new();
    for &card in &cards {
        if !distinct.contains(&card) {
            distinct.push(card);
        }
    }
    let mut basis = [0u64; 60];
    for &card in &distinct {
        let mut x = card;
        for bit in (0..60).rev() {
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
    for bit in (0..60).rev() {
        best = best.max(best ^ basis[bit]);
    }
    println!("{best}");
}
