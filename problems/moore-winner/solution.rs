//! moore-winner: Moore's theorem decides each game in one pass over the bit columns.
use nimkit::io::stdin_scanner;
use nimkit::moore::first_player_wins;
use std::io::{BufWriter, Write};

fn main() {
    let mut input = stdin_scanner();
    let games: usize = input.next();
    let mut out = BufWriter::new(std::io::stdout().lock());
    for _ in 0..games {
        let n: usize = input.next();
        let k: usize = input.next();
        let piles: Vec<u64> = input.vec(n);
        let winner = if first_player_wins(&piles, k) { "First" } else { "Second" };
        writeln!(out, "{winner}").unwrap();
    }
}
