//! range-max-xor: a prefix basis that prefers recent elements answers any window in O(60).
use nimkit::io::stdin_scanner;
use nimkit::xor_basis::PrefixXorBasis;
use std::io::{BufWriter, Write};

fn main() {
    let mut input = stdin_scanner();
    let n: usize = input.next();
    let q: usize = input.next();
    // Values are below 2^60: 60 columns instead of 64 save a sixteenth of the memory.
    let mut prefixes = PrefixXorBasis::with_bits(60);
    for _ in 0..n {
        prefixes.push(input.next::<u64>());
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    for _ in 0..q {
        let l: usize = input.next();
        let r: usize = input.next();
        // The statement's window l..=r (1-based) is the half-open range l-1..r (0-based).
        writeln!(out, "{}", prefixes.max_xor(l - 1, r)).unwrap();
    }
}
