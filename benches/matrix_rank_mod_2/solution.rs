//! Library Checker "matrix_rank_mod_2" (N × M 0/1 matrix, rows as strings, N·M ≤ 2^24):
//! the rank by nimkit's WideXorBasis. Measured against the problem's C++ reference by
//! benches/matrix_rank_vs_library_checker.sh.
use nimkit::io::stdin_scanner;
use nimkit::xor_basis::WideXorBasis;

fn main() {
    let mut input = stdin_scanner();
    let (n, m): (usize, usize) = (input.next(), input.next());
    if n == 0 || m == 0 {
        println!("0");
        return;
    }
    let mut basis = WideXorBasis::new(m);
    let mut row = vec![0u64; (m + 63) / 64];
    for _ in 0..n {
        row.iter_mut().for_each(|w| *w = 0);
        for (i, c) in input.next::<String>().bytes().enumerate() {
            row[i / 64] |= u64::from(c == b'1') << (i % 64);
        }
        basis.insert(&row);
        if basis.rank() == n.min(m) {
            break; // full rank: the remaining rows cannot change the answer
        }
    }
    println!("{}", basis.rank());
}
