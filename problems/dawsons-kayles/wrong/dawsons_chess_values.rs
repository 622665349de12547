//! Wrong: looks up "Dawson's" and uses Dawson's chess, the octal game 0.137, for a stretch of s
//! free cells; its values are those of 0.07 shifted by one (g_0.137(n) = g_0.07(n + 1)).
use nimkit::io::stdin_scanner;
use nimkit::octal::OctalGame;
use std::io::{stdout, BufWriter, Write};

fn main() {
    let mut scan = stdin_scanner();
    let mut out = BufWriter::new(stdout().lock());
    let dawson = OctalGame::new("0.137");
    let shelves: usize = scan.next();
    for _ in 0..shelves {
        let length: u64 = scan.next();
        let k: usize = scan.next();
        let mut vases: Vec<u64> = scan.vec(k);
        vases.sort_unstable();
        // Sentinel vases at 0 and L + 1 bound the first and the last stretch.
        let mut nim_sum = 0;
        let mut previous = 0;
        for &vase in vases.iter().chain(std::iter::once(&(length + 1))) {
            nim_sum ^= dawson.grundy(vase - previous - 1);
            previous = vase;
        }
        writeln!(out, "{}", if nim_sum != 0 { "First" } else { "Second" }).unwrap();
    }
}
