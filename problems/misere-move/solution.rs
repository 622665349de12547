//! Leave them the last pebble: a winning move of misère Nim, printed as (heap, amount taken).
use nimkit::io::stdin_scanner;
use nimkit::misere::winning_move;
use std::io::{stdout, BufWriter, Write};

fn main() {
    let mut scan = stdin_scanner();
    let mut out = BufWriter::new(stdout().lock());
    let games: usize = scan.next();
    for _ in 0..games {
        let n: usize = scan.next();
        let heaps: Vec<u64> = scan.vec(n);
        match winning_move(&heaps) {
            Some(m) => writeln!(out, "{} {}", m.pile + 1, heaps[m.pile] - m.to).unwrap(),
            None => writeln!(out, "Second").unwrap(),
        }
    }
}
