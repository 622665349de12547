// Too slow: for every query, decides the amounts 0, 1, ..., n one by one (keeping the last 64).
use nimkit::io::stdin_scanner;

fn main() {
    let mut scanner = stdin_scanner();
    let m: usize = scanner.next();
    let mut buckets: Vec<u64> = scanner.vec(m);
    buckets.sort_unstable();
    let q: usize = scanner.next();
    for _ in 0..q {
        let n: u64 = scanner.next();
        let mut wins = [false; 64]; // amount a lives at wins[a % 64]
        for a in 0..=n {
            wins[(a % 64) as usize] = buckets.iter().any(|&t| t <= a && !wins[((a - t) % 64) as usize]);
        }
        let winning: Vec<String> = buckets
            .iter()
            .filter(|&&t| t <= n && !wins[((n - t) % 64) as usize])
            .map(|t| t.to_string())
            .collect();
        println!("{}", if winning.is_empty() { "Second".to_string() } else { winning.join(" ") });
    }
}
