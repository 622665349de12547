//! Wrong: asks the engine for `largest` values, g(0) to g(largest − 1), and then looks up the
//! heaviest ball at index `largest`: one short, so the lookup panics.
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
    let grundy = OctalGame::grundys_game().values(largest);
    let mut out = BufWriter::new(stdout().lock());
    for table in &tables {
        writeln!(out, "{}", table.iter().fold(0, |acc, &h| acc ^ grundy[h])).unwrap();
    }
}
