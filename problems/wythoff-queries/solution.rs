//! Two sacks of rice: Wythoff's game, decided by nimkit's exact P-position test.
use nimkit::io::stdin_scanner;
use nimkit::wythoff::is_p_position;
use std::io::{stdout, BufWriter, Write};

fn main() {
    let mut scan = stdin_scanner();
    let mut out = BufWriter::new(stdout().lock());
    let q: usize = scan.next();
    for _ in 0..q {
        let (a, b): (u64, u64) = (scan.next(), scan.next());
        writeln!(out, "{}", if is_p_position(a, b) { "Second" } else { "First" }).unwrap();
    }
}
