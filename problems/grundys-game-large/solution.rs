//! The long bench: Grundy's game to 2·10^5 values. The plain mex is quadratic (10^10 steps);
//! the sparse-space engine of `octal` pairs only the ~1300 heaps with a rare value and confirms
//! the rest with a short scan, so the table takes well under a second.
use nimkit::io::stdin_scanner;
use nimkit::octal::OctalGame;
use std::io::{stdout, BufWriter, Write};

fn main() {
    let mut scan = stdin_scanner();
    let n: usize = scan.next();
    let balls: Vec<usize> = scan.vec(n);
    let largest = *balls.iter().max().unwrap();
    let grundy = OctalGame::grundys_game().values(largest + 1);
    let nim_sum = balls.iter().fold(0, |acc, &h| acc ^ grundy[h]);
    let mut out = BufWriter::new(stdout().lock());
    writeln!(out, "{}", if nim_sum != 0 { "First" } else { "Second" }).unwrap();
}
