//! WRONG: "the biggest heap always has the top bit of the nim-sum" — it need not.
//! For (3, 4, 5) the nim-sum is 2 and 5 ⊕ 2 = 7 > 5, so the computed amount is negative.
use std::io::{self, Read, Write};

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|w| w.parse::<i128>().unwrap());
    let games = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..games {
        let n = it.next().unwrap() as usize;
        let heaps: Vec<i128> = (0..n).map(|_| it.next().unwrap()).collect();
        let sum = heaps.iter().fold(0, |acc, &h| acc ^ h);
        if sum == 0 {
            out.push_str("Second\n");
            continue;
        }
        let mut biggest = 0;
        for i in 0..n {
            if heaps[i] > heaps[biggest] {
                biggest = i;
            }
        }
        let take = heaps[biggest] - (heaps[biggest] ^ sum);
        out.push_str(&format!("{} {}\n", biggest + 1, take));
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
