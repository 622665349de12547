//! Wrong: reads the shelf length and the cells as 32-bit integers; 10^18 does not fit.
use nimkit::io::stdin_scanner;
use nimkit::octal::OctalGame;
use std::io::{stdout, BufWriter, Write};

fn main() {
    let mut scan = stdin_scanner();
    let mut out = BufWriter::new(stdout().lock());
    let dawson = OctalGame::new("0.07");
    let shelves: usize = scan.next();
    for _ in 0..shelves {
        let length = u64::from(scan.next::<u32>());
        let k: usize = scan.next();
        let mut vases: Vec<u64> = (0..k).map(|_| u64::from(scan.next::<u32>())).collect();
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
