//! Library Checker "Nim Product (F_{2^64})" (nim_product_64): T ≤ 10^6 lines "A B", print A ⊗ B.
//! Built on nimkit's `nimber::nim_mul` and `io`; benches/nim_product_64.sh times it.
use nimkit::io::stdin_scanner;
use nimkit::nimber::nim_mul;
use std::io::{stdout, BufWriter, Write};

fn main() {
    let mut scan = stdin_scanner();
    let mut out = BufWriter::new(stdout().lock());
    let t: usize = scan.next();
    for _ in 0..t {
        let (a, b): (u64, u64) = (scan.next(), scan.next());
        writeln!(out, "{}", nim_mul(a, b)).unwrap();
    }
}
