//! Wrong: a half-remembered Moore construction. From the top bit down it clears the bit in
//! as many piles as needed to make the column a multiple of k + 1, but never sets a bit
//! in a pile it has already lowered (which would be free), so it can touch more than k
//! piles.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let games = tokens.next().unwrap();
    let mut out = String::new();
    for _ in 0..games {
        let (n, k) = (tokens.next().unwrap() as usize, tokens.next().unwrap());
        let piles: Vec<u64> = (0..n).map(|_| tokens.next().unwrap()).collect();
        let mut after = piles.clone();
        for bit in (0..64).rev() {
            let holders: Vec<usize> = (0..n).filter(|&i| after[i] >> bit & 1 == 1).collect();
            let excess = (holders.len() as u64 % (k + 1)) as usize;
            // Prefer piles already lowered, then the first ones.
            let mut order = holders.clone();
            order.sort_by_key(|&i| after[i] == piles[i]);
            for &i in order.iter().take(excess) {
                after[i] &= !(1 << bit);
            }
        }
        let changed: Vec<usize> = (0..n).filter(|&i| after[i] != piles[i]).collect();
        if changed.is_empty() {
            out.push_str("Second\n");
            continue;
        }
        out.push_str(&format!("First\n{}\n", changed.len()));
        for i in changed {
            out.push_str(&format!("{} {}\n", i + 1, after[i]));
        }
    }
    print!("{out}");
}
