// Wrong: counts the marbles that can move at all and answers by parity, as if each marble
// were a single move.
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
    let movable = (0..k).filter(|_| out_degree[scanner.next::<usize>()] > 0).count();
    println!("{}", if movable % 2 == 1 { "First" } else { "Second" });
}
