//! max-subset-xor: insert every number into a XOR basis; its maximum is the answer.
use nimkit::io::stdin_scanner;
use nimkit::xor_basis::XorBasis;
use std::io::{BufWriter, Write};

fn main() {
    let mut input = stdin_scanner();
    let n: usize = input.next();
    let mut basis = XorBasis::new();
    for _ in 0..n {
        basis.insert(input.next::<u64>());
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", basis.max_xor()).unwrap();
}
