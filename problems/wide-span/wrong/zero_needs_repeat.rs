//! Wrong: gets the non-empty rule half right. The all-off pattern "needs a switch that toggles
//! nothing, or two equal switches (pressing both cancels)", so it answers Yes for zero only
//! then; any other dependency (three or more switches XOR-ing to zero) is missed. The right
//! test is rank < n.
use nimkit::io::stdin_scanner;
use nimkit::xor_basis::WideXorBasis;
use std::collections::HashSet;
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
    let mut seen = HashSet::new();
    let mut cancelling = false;
    for _ in 0..n {
        let switch = words(&input.next::<String>(), k);
        if switch.iter().all(|&w| w == 0) || !seen.insert(switch.clone()) {
            cancelling = true;
        }
        basis.insert(&switch);
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    for _ in 0..q {
        let query = words(&input.next::<String>(), k);
        let shown = if query.iter().all(|&w| w == 0) { cancelling } else { basis.contains(&query) };
        writeln!(out, "{}", if shown { "Yes" } else { "No" }).unwrap();
    }
}
