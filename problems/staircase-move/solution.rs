//! Coins down the stairs: staircase Nim, whose winning move is the Nim move on the odd steps.
use nimkit::io::stdin_scanner;
use nimkit::staircase::winning_move;
use std::io::{stdout, BufWriter, Write};

fn main() {
    let mut scan = stdin_scanner();
    let mut out = BufWriter::new(stdout().lock());
    let games: usize = scan.next();
    for _ in 0..games {
        let n: usize = scan.next();
        let coins: Vec<u64> = scan.vec(n + 1);
        match winning_move(&coins) {
            Some(m) => writeln!(out, "{} {}", m.stair, m.count).unwrap(),
            None => writeln!(out, "Second").unwrap(),
        }
    }
}
