//! kth-subset-xor: the span of the numbers, in order, is what `kth_smallest` walks; the
//! only twist is whether 0 belongs to the list without the empty subset.
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
    // kth_smallest(0) is 0 (the empty subset). A non-empty subset also reaches 0 exactly
    // when some number was dependent on the earlier ones; otherwise 0 must be skipped.
    let zero_listed = basis.rank() < n;
    let q: usize = input.next();
    let mut out = BufWriter::new(std::io::stdout().lock());
    for _ in 0..q {
        let k: u64 = input.next();
        let index = if zero_listed { k - 1 } else { k };
        match basis.kth_smallest(index) {
            Some(value) => writeln!(out, "{value}").unwrap(),
            None => writeln!(out, "-1").unwrap(),
        }
    }
}
