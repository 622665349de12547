//! zero-xor-subsets: the second player wins iff the nim-sum on the table is 0 (Bouton), so
//! count the non-empty subsets with XOR 0: 2^(n - rank) - 1.
use nimkit::io::stdin_scanner;
use nimkit::xor_basis::XorBasis;
use std::io::{BufWriter, Write};

const MOD: u64 = 998_244_353;

fn main() {
    let mut input = stdin_scanner();
    let n: usize = input.next();
    let mut basis = XorBasis::new();
    for _ in 0..n {
        basis.insert(input.next::<u64>());
    }
    // Every value of the span is reached by the same number of subsets, 2^(n - rank):
    // a subset of the redundant piles fixes the choice among the independent ones.
    let redundant = n - basis.rank();
    let mut subsets = 1u64;
    for _ in 0..redundant {
        subsets = subsets * 2 % MOD;
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", (subsets + MOD - 1) % MOD).unwrap();
}
