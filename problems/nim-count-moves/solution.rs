//! How many good openings: Nim has at most one winning move per heap, and
//! `winning_moves` lists them all.
use nimkit::io::stdin_scanner;
use nimkit::nim::winning_moves;
use std::io::{stdout, BufWriter, Write};

fn main() {
    let mut scan = stdin_scanner();
    let mut out = BufWriter::new(stdout().lock());
    let positions: usize = scan.next();
    for _ in 0..positions {
        let n: usize = scan.next();
        let heaps: Vec<u64> = scan.vec(n);
        writeln!(out, "{}", winning_moves(&heaps).len()).unwrap();
    }
}
