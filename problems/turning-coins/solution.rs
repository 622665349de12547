//! Heads must fall: a head at position x is a Nim heap of size x (turning a second
//! coin y < x shrinks that heap to y), so the Nim move on the head positions wins.
use nimkit::io::stdin_scanner;
use nimkit::nim::winning_move;
use std::io::{stdout, BufWriter, Write};

fn main() {
    let mut scan = stdin_scanner();
    let mut out = BufWriter::new(stdout().lock());
    let rows: usize = scan.next();
    for _ in 0..rows {
        let row: String = scan.next();
        let heads: Vec<u64> =
            row.bytes().zip(1..).filter(|&(coin, _)| coin == b'H').map(|(_, x)| x).collect();
        match winning_move(&heads) {
            // Heap heads[m.pile] shrinks to m.to: turn that coin, and coin m.to (0 = none).
            Some(m) => writeln!(out, "{} {}", heads[m.pile], m.to).unwrap(),
            None => writeln!(out, "Second").unwrap(),
        }
    }
}
