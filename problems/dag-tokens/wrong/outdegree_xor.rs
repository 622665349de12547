// Wrong: XORs the out-degrees of the marbles' platforms, treating a platform with d slides
// like a Nim heap of d.
use nimkit::io::stdin_scanner;

fn main() {
    let mut scanner = stdin_scanner();
    let n: usize = scanner.next();
    let m: usize = scanner.next();
    let mut out_degree = vec![0usize; n + 1];
    for _ in 0..m {
        let u: usize = scanner.next();
        let _v: usize = scanner.next();
        out_degree[u] += 1;
    }
    let k: usize = scanner.next();
    let xor = (0..k).fold(0, |x, _| x ^ out_degree[scanner.next::<usize>()]);
    println!("{}", if xor != 0 { "First" } else { "Second" });
}
