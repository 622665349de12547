//! Corners of the courtyard: Turning Corners. A heads coin at (r, c) is worth (r−1) ⊗ (c−1)
//! (Tartan theorem, nim product); the game is won iff the XOR of these values is non-zero.
use nimkit::io::stdin_scanner;
use nimkit::nimber::nim_mul;
use std::io::{stdout, BufWriter, Write};

fn main() {
    let mut scan = stdin_scanner();
    let mut out = BufWriter::new(stdout().lock());
    let games: usize = scan.next();
    for _ in 0..games {
        let n: usize = scan.next();
        let mut value = 0u64;
        for _ in 0..n {
            let (r, c): (u64, u64) = (scan.next(), scan.next());
            value ^= nim_mul(r - 1, c - 1);
        }
        writeln!(out, "{}", if value != 0 { "First" } else { "Second" }).unwrap();
    }
}
