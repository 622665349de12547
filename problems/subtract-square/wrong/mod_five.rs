// Wrong: the first losing sizes are 0, 2, 5, 7, 10, 12, 15, 17, 20, 22, so "n mod 5 is 0 or 2"
// looks like the rule. It breaks at 25 (a square) and 34 (losing).
use nimkit::io::stdin_scanner;

fn main() {
    let mut scanner = stdin_scanner();
    let q: usize = scanner.next();
    for _ in 0..q {
        let n: u64 = scanner.next();
        println!("{}", if n % 5 == 0 || n % 5 == 2 { "Second" } else { "First" });
    }
}
