//! common-xor-values: the shared values are the intersection of two spans, a subspace
//! with 2^dim elements.
use nimkit::io::stdin_scanner;
use nimkit::xor_basis::XorBasis;
use std::io::{BufWriter, Write};

fn main() {
    let mut input = stdin_scanner();
    let n: usize = input.next();
    let m: usize = input.next();
    let mut first = XorBasis::new();
    for _ in 0..n {
        first.insert(input.next::<u64>());
    }
    let mut second = XorBasis::new();
    for _ in 0..m {
        second.insert(input.next::<u64>());
    }
    let shared = first.intersection(&second);
    let mut out = BufWriter::new(std::io::stdout().lock());
    // The rank is at most 60 because every value is below 2^60, so the shift fits.
    writeln!(out, "{}", 1u64 << shared.rank()).unwrap();
}
