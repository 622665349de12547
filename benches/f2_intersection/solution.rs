//! F2 intersection with nimkit, as a contestant would submit it (bundled by the benchmark):
//! T cases of "N a_1..a_N" and "M b_1..b_M"; prints "K c_1..c_K", a basis of the intersection.
use nimkit::io::{stdout_output, Input};
use nimkit::xor_basis::XorBasis;

fn main() {
    let mut input = Input::from_stdin();
    let mut out = stdout_output();
    let (mut left, mut right, mut meet) = (XorBasis::new(), XorBasis::new(), XorBasis::new());
    let cases: usize = input.next();
    for _ in 0..cases {
        for basis in [&mut left, &mut right] {
            basis.clear();
            let n: usize = input.next();
            for _ in 0..n {
                basis.insert(input.next());
            }
        }
        left.intersection_into(&right, &mut meet);
        out.put(meet.rank());
        for row in meet.rows() {
            out.space().put(row);
        }
        out.newline();
    }
}
