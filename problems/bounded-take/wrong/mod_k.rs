// Wrong: reduces modulo k instead of k + 1 (so with k = 1 every pile counts as 0).
use nimkit::io::stdin_scanner;

fn main() {
    let mut scanner = stdin_scanner();
    let n: usize = scanner.next();
    let k: u64 = scanner.next();
    let xor = (0..n).fold(0u64, |x, _| x ^ (scanner.next::<u64>() % k));
    println!("{}", if xor != 0 { "First" } else { "Second" });
}
