// Wrong: decides win/loss for the first 5000 amounts, takes the smallest p that repeats over the
// second half of them, and extends that pattern to every larger amount. The longest win/loss
// preperiod and period within the constraints are far beyond 2500.
use nimkit::io::stdin_scanner;
use std::io::{BufWriter, Write};

fn main() {
    let mut scanner = stdin_scanner();
    let m: usize = scanner.next();
    let mut buckets: Vec<u64> = scanner.vec(m);
    buckets.sort_unstable();
    const PREFIX: usize = 5000;
    let mut lost = vec![false; PREFIX];
    for n in 0..PREFIX {
        lost[n] = buckets.iter().all(|&t| t as usize > n || !lost[n - t as usize]);
    }
    let half = PREFIX / 2;
    let period = (1..half).find(|&p| (half..PREFIX - p).all(|i| lost[i] == lost[i + p])).unwrap_or(half);
    let is_lost = |n: u64| {
        if n < PREFIX as u64 {
            lost[n as usize]
        } else {
            lost[half + ((n - half as u64) % period as u64) as usize]
        }
    };
    let q: usize = scanner.next();
    let mut out = BufWriter::new(std::io::stdout().lock());
    for _ in 0..q {
        let n: u64 = scanner.next();
        let winning: Vec<String> =
            buckets.iter().filter(|&&t| t <= n && is_lost(n - t)).map(|t| t.to_string()).collect();
        if winning.is_empty() {
            writeln!(out, "Second").unwrap();
        } else {
            writeln!(out, "{}", winning.join(" ")).unwrap();
        }
    }
}
