//! Wrong: answers with span membership alone. The zero pattern is always in the span (the
//! empty set), but the empty set is not allowed: zero needs a dependent set of switches.
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
        let reachable = basis.contains(&query);
        writeln!(out, "{}", if reachable { "Yes" } else { "No" }).unwrap();
    }
}
