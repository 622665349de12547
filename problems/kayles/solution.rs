//! Skittle alley: Kayles is the octal game 0.77; its nim-sequence has a certified period,
//! so each row's Grundy value is O(1) even for n = 10^18, and rows combine by XOR.
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
        let rows: Vec<u64> = scan.vec(n);
        let nim_sum = rows.iter().fold(0, |acc, &len| acc ^ kayles.grundy(len));
        writeln!(out, "{}", if nim_sum != 0 { "First" } else { "Second" }).unwrap();
    }
}
