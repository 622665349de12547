// Wrong: plain Nim. Ignores that a move takes at most k stones.
use nimkit::io::stdin_scanner;

fn main() {
    let mut scanner = stdin_scanner();
    let n: usize = scanner.next();
    let _k: u64 = scanner.next();
    let xor = (0..n).fold(0u64, |x, _| x ^ scanner.next::<u64>());
    println!("{}", if xor != 0 { "First" } else { "Second" });
}
