//! xor-witness: a basis that remembers which inserted numbers make up each vector
//! (`XorBasis::witness`) turns "is x in the span" into "which keys give x".
use nimkit::io::stdin_scanner;
use nimkit::xor_basis::XorBasis;
use std::io::{BufWriter, Write};

fn main() {
    let mut input = stdin_scanner();
    let n: usize = input.next();
    let x: u64 = input.next();
    let mut basis = XorBasis::new();
    for _ in 0..n {
        basis.insert(input.next::<u64>());
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    match basis.witness(x) {
        None => writeln!(out, "-1").unwrap(),
        Some(keys) => {
            // witness gives 0-based insertion indices; keys are numbered from 1.
            let line: Vec<String> = keys.iter().map(|i| (i + 1).to_string()).collect();
            writeln!(out, "{}\n{}", keys.len(), line.join(" ")).unwrap();
        }
    }
}
