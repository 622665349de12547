// Wrong: reads the amounts as 32-bit integers; an amount of 10^18 does not fit.
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
        let n = u64::from(scanner.next::<u32>());
        // A draw wins exactly when it leaves a position of Grundy value 0.
        let winning: Vec<String> =
            buckets.iter().filter(|&&t| t <= n && game.grundy(n - t) == 0).map(|t| t.to_string()).collect();
        if winning.is_empty() {
            writeln!(out, "Second").unwrap();
        } else {
            writeln!(out, "{}", winning.join(" ")).unwrap();
        }
    }
}
