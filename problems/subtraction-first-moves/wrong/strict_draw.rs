// Wrong: draws only when strictly more than t litres are left (t < n), so a bucket that
// empties the cistern is never listed.
use nimkit::io::stdin_scanner;
use nimkit::subtraction::SubtractionGame;
use std::io::{BufWriter, Write};

fn main() {
    let mut scanner = stdin_scanner();
    let m: usize = scanner.next();
    let mut buckets: Vec<u64> = scanner.vec(m);
    buckets.sort_unstable();
    let game = SubtractionGame::new(&buckets);
    let q: usize = scanner.next();
    let mut out = BufWriter::new(std::io::stdout().lock());
    for _ in 0..q {
        let n: u64 = scanner.next();
        // A draw wins exactly when it leaves a position of Grundy value 0.
        let winning: Vec<String> =
            buckets.iter().filter(|&&t| t < n && game.grundy(n - t) == 0).map(|t| t.to_string()).collect();
        if winning.is_empty() {
            writeln!(out, "Second").unwrap();
        } else {
            writeln!(out, "{}", winning.join(" ")).unwrap();
        }
    }
}
