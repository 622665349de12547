//! Nobody wants the last pebble: misère Nim, decided by Bouton's misère rule.
use nimkit::io::stdin_scanner;
use nimkit::misere::first_player_wins;
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
