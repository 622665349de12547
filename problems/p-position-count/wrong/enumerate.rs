// Too slow: tries every value of the first n - 1 piles and checks whether the XOR of those
// fits as the last pile. Exponential in the sizes of the bounds.
use nimkit::io::stdin_scanner;

const MOD: u64 = 998_244_353;

fn count(bounds: &[u64], last: u64, xor: u64) -> u64 {
    match bounds.split_first() {
        None => u64::from(xor <= last),
        Some((&b, rest)) => (0..=b).fold(0, |total, a| (total + count(rest, last, xor ^ a)) % MOD),
    }
}

fn main() {
    let mut scanner = stdin_scanner();
    let n: usize = scanner.next();
    let bounds: Vec<u64> = scanner.vec(n);
    println!("{}", count(&bounds[..n - 1], bounds[n - 1], 0));
}
