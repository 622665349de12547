//! Wrong: asks the engine for `largest` values, g(0) to g(largest − 1), and then looks up the
//! heaviest ball at index `largest`: one short, so the lookup panics.
use nimkit::io::stdin_scanner;
use nimkit::octal::OctalGame;
use std::io::{stdout, BufWriter, Write};

fn main() {
    let mut scan = stdin_scanner();
    let n: usize = scan.next();
    let balls: Vec<usize> = scan.vec(n);
    let largest = *balls.iter().max().unwrap();
    let grundy = OctalGame::grundys_game().values(largest);
    let nim_sum = balls.iter().fold(0, |acc, &h| acc ^ grundy[h]);
    let mut out = BufWriter::new(stdout().lock());
    writeln!(out, "{}", if nim_sum != 0 { "First" } else { "Second" }).unwrap();
}
