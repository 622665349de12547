use nimkit::io::stdin_scanner;
use nimkit::nim::nim_sum;
use std::io::{BufWriter, Write};

fn main() {
    let mut scanner = stdin_scanner();
    let n: usize = scanner.next();
    let k: u64 = scanner.next();
    // Taking 1..=k stones: the Grundy value of a pile is its size modulo k + 1.
    let grundy: Vec<u64> = (0..n).map(|_| scanner.next::<u64>() % (k + 1)).collect();
    let mut out = BufWriter::new(std::io::stdout().lock());
    let winner = if nim_sum(&grundy) != 0 { "First" } else { "Second" };
    writeln!(out, "{}", winner).unwrap();
}
