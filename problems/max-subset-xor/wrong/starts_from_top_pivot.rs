//! Wrong (zero / empty): starts the answer from the basis vector with the highest pivot,
//! found with `unwrap`, forgetting that with no card or only zero cards the basis is empty.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let cards: Vec<u64> = text.split_ascii_whitespace().skip(1).map(|t| t.parse().unwrap()).collect();
    let mut basis = [0u64; 60];
    for &card in &cards {
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
    let top = basis.iter().rposition(|&b| b != 0).unwrap();
    let mut best = basis[top];
    for bit in (0..top).rev() {
        if best >> bit & 1 == 0 {
            best ^= basis[bit];
        }
    }
    println!("{best}");
}
