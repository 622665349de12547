// Wrong: assumes the values repeat every max(S) + 1 litres, as they do when S = {1, ..., k}.
use nimkit::io::stdin_scanner;

fn main() {
    let mut scanner = stdin_scanner();
    let m: usize = scanner.next();
    let mut buckets: Vec<u64> = scanner.vec(m);
    buckets.sort_unstable();
    let period = buckets[m - 1] + 1;
    let mut wins = vec![false; period as usize];
    for n in 0..period {
        wins[n as usize] = buckets.iter().any(|&t| t <= n && !wins[(n - t) as usize]);
    }
    let q: usize = scanner.next();
    for _ in 0..q {
        let n: u64 = scanner.next();
        let winning: Vec<String> = buckets
            .iter()
            .filter(|&&t| t <= n && !wins[((n - t) % period) as usize])
            .map(|t| t.to_string())
            .collect();
        println!("{}", if winning.is_empty() { "Second".to_string() } else { winning.join(" ") });
    }
}
