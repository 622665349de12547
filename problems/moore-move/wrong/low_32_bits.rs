//! Wrong (integer width): Moore's construction done right, but over the 32 low bits only,
//! `for bit in (0..32).rev()`, although shelves hold up to 10^18 boxes (60 bits).
use std::io::Read;

const BITS: usize = 32;

/// Moore's construction from the top bit down: returns the new sizes of the touched shelves.
fn winning_move(shelves: &[u64], k: usize) -> Vec<(usize, u64)> {
    let mut after = shelves.to_vec();
    let mut touched: Vec<usize> = Vec::new();
    let mut is_touched = vec![false; shelves.len()];
    for bit in (0..BITS).rev() {
        let ones = (0..shelves.len()).filter(|&i| !is_touched[i] && shelves[i] >> bit & 1 == 1).count();
        let excess = ones % (k + 1);
        let missing = if excess == 0 { 0 } else { k + 1 - excess };
        let mut set_in_touched = 0;
        if missing <= touched.len() {
            set_in_touched = missing;
        } else {
            let fresh: Vec<usize> = (0..shelves.len())
                .filter(|&i| !is_touched[i] && shelves[i] >> bit & 1 == 1)
                .take(excess)
                .collect();
            for i in fresh {
                is_touched[i] = true;
                touched.push(i);
            }
        }
        for (j, &i) in touched.iter().enumerate() {
            if j < set_in_touched {
                after[i] |= 1 << bit;
            } else {
                after[i] &= !(1 << bit);
            }
        }
    }
    touched.iter().map(|&i| (i, after[i])).collect()
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let games = tokens.next().unwrap();
    let mut out = String::new();
    for _ in 0..games {
        let (n, k) = (tokens.next().unwrap() as usize, tokens.next().unwrap() as usize);
        let shelves: Vec<u64> = (0..n).map(|_| tokens.next().unwrap()).collect();
        let changes = winning_move(&shelves, k);
        if changes.is_empty() {
            out.push_str("Second\n");
            continue;
        }
        out.push_str(&format!("First\n{}\n", changes.len()));
        for (i, s) in changes {
            out.push_str(&format!("{} {}\n", i + 1, s));
        }
    }
    print!("{out}");
}
