// Wrong: gives every ball that can still be torn (weight at least 3) the value 1 and XORs.
use nimkit::io::stdin_scanner;

fn main() {
    let mut scanner = stdin_scanner();
    let n: usize = scanner.next();
    let tearable = (0..n).filter(|_| scanner.next::<u64>() >= 3).count();
    println!("{}", if tearable % 2 == 1 { "First" } else { "Second" });
}
