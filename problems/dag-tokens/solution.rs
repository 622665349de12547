use nimkit::grundy::grundy_of_dag;
use nimkit::io::stdin_scanner;
use std::io::{BufWriter, Write};

fn main() {
    let mut scanner = stdin_scanner();
    let n: usize = scanner.next();
    let m: usize = scanner.next();
    let mut slides = vec![Vec::new(); n];
    for _ in 0..m {
        let u: usize = scanner.next();
        let v: usize = scanner.next();
        slides[u - 1].push(v - 1);
    }
    let grundy = grundy_of_dag(&slides);
    let k: usize = scanner.next();
    // The marbles are independent games: XOR their platforms' Grundy values.
    let xor = (0..k).fold(0, |x, _| x ^ grundy[scanner.next::<usize>() - 1]);
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", if xor != 0 { "First" } else { "Second" }).unwrap();
}
