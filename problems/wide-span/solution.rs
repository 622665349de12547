//! wide-span: a WideXorBasis over k-bit patterns. A non-empty set of switches gives a
//! non-zero pattern iff the pattern is in the span; it gives the zero pattern iff the rows
//! are dependent (rank < n).
use nimkit::io::stdin_scanner;
use nimkit::xor_basis::WideXorBasis;
use std::io::{BufWriter, Write};

fn words(pattern: &str, k: usize) -> Vec<u64> {
    let mut words = vec![0u64; (k + 63) / 64];
    for (i, c) in pattern.bytes().enumerate() {
        if c == b'1' {
            words[i / 64] |= 1 << (i % 64);
        }
    }
    words
}

fn main() {
    let mut input = stdin_scanner();
    let (n, k, q): (usize, usize, usize) = (input.next(), input.next(), input.next());
    let mut basis = WideXorBasis::new(k);
    for _ in 0..n {
        basis.insert(&words(&input.next::<String>(), k));
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    for _ in 0..q {
        let query = words(&input.next::<String>(), k);
        let reachable = if query.iter().all(|&w| w == 0) { basis.rank() < n } else { basis.contains(&query) };
        writeln!(out, "{}", if reachable { "Yes" } else { "No" }).unwrap();
    }
}
