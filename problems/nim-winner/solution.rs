//! Pebbles in the courtyard: plain Nim, decided by the nim-sum (Bouton).
use nimkit::io::stdin_scanner;
use nimkit::nim::first_player_wins;
use std::io::{stdout, BufWriter, Write};

fn main() {
    let mut scan = stdin_scanner();
    let mut out = BufWriter::new(stdout().lock());
    let games: usize = scan.next();
    for _ in 0..games {
        let n: usize = scan.next();
        let heaps: Vec<u64> = scan.vec(n);
        let winner = if first_player_wins(&heaps) { "First" } else { "Second" };
        writeln!(out, "{}", winner).unwrap();
    }
}
