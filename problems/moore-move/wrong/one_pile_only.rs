//! Wrong: decides the winner correctly but, as in ordinary Nim, looks only for a move that
//! changes a single pile. When no single pile can fix every bit column it still answers
//! "First" with some legal move, which does not win.
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
        let mut columns = [0u64; 64];
        for &p in &piles {
            for (bit, count) in columns.iter_mut().enumerate() {
                *count += p >> bit & 1;
            }
        }
        if columns.iter().all(|&c| c % (k + 1) == 0) {
            out.push_str("Second\n");
            continue;
        }
        // The value pile i must take so that every column is a multiple of k + 1, if any.
        let fix = |p: u64| -> Option<u64> {
            (0..64).try_fold(0u64, |to, bit| match (columns[bit] - (p >> bit & 1)) % (k + 1) {
                0 => Some(to),
                r if r == k => Some(to | 1 << bit),
                _ => None,
            })
        };
        let single =
            piles.iter().enumerate().find_map(|(i, &p)| fix(p).filter(|&to| to < p).map(|to| (i, to)));
        let (i, to) = single.unwrap_or_else(|| (piles.iter().position(|&p| p > 0).unwrap(), 0));
        out.push_str(&format!("First\n1\n{} {}\n", i + 1, to));
    }
    print!("{out}");
}
