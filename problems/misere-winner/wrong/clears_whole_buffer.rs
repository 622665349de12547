//! WRONG: keeps one heap buffer sized for the largest possible game and clears all of it
//! before every game (the `memset` habit), then scans the whole buffer: O(T · 2·10^5).
use std::io::{self, Read, Write};

const MAX_HEAPS: usize = 200_000;

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|w| w.parse::<u64>().unwrap());
    let games = it.next().unwrap();
    let mut heaps = vec![0u64; MAX_HEAPS];
    let mut out = String::new();
    for _ in 0..games {
        heaps.iter_mut().for_each(|h| *h = 0);
        let n = it.next().unwrap() as usize;
        for heap in heaps.iter_mut().take(n) {
            *heap = it.next().unwrap();
        }
        let nim_sum = heaps.iter().fold(0, |acc, &h| acc ^ h);
        let endgame = heaps.iter().all(|&h| h <= 1);
        let first_wins = if endgame { nim_sum == 0 } else { nim_sum != 0 };
        out.push_str(if first_wins { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
