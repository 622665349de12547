//! A million crumbs: Grundy's game to 10^6 + 1 values with the sparse-space engine of `octal`
//! (the plain mex would take 2.5·10^11 steps), then each table's value is the XOR of its balls'.
use nimkit::io::stdin_scanner;
use nimkit::octal::OctalGame;
use std::io::{stdout, BufWriter, Write};

fn main() {
    let mut scan = stdin_scanner();
    let q: usize = scan.next();
    let tables: Vec<Vec<usize>> = (0..q)
        .map(|_| {
            let k: usize = scan.next();
            scan.vec(k)
        })
        .collect();
    let largest = tables.iter().flatten().copied().max().unwrap();
    let grundy = OctalGame::grundys_game().values(largest + 1);
    let mut out = BufWriter::new(stdout().lock());
    for table in &tables {
        let value = table.iter().fold(0, |acc, &h| acc ^ grundy[h]);
        writeln!(out, "{value}").unwrap();
    }
}
