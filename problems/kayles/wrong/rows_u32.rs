//! Wrong: reads the row lengths as 32-bit integers; a row of 10^18 skittles does not fit.
use nimkit::io::stdin_scanner;
use nimkit::octal::OctalGame;
use std::io::{stdout, BufWriter, Write};

fn main() {
    let mut scan = stdin_scanner();
    let mut out = BufWriter::new(stdout().lock());
    let kayles = OctalGame::new("0.77");
    let games: usize = scan.next();
    for _ in 0..games {
        let n: usize = scan.next();
        let rows: Vec<u32> = scan.vec(n);
        let nim_sum = rows.iter().fold(0, |acc, &len| acc ^ kayles.grundy(u64::from(len)));
        writeln!(out, "{}", if nim_sum != 0 { "First" } else { "Second" }).unwrap();
    }
}
