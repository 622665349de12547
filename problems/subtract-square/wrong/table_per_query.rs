// Too slow: rebuilds the win/loss table up to n for every query: O(q · n · sqrt(n)).
use nimkit::io::stdin_scanner;

fn main() {
    let mut scanner = stdin_scanner();
    let q: usize = scanner.next();
    for _ in 0..q {
        let n: usize = scanner.next();
        let mut wins = vec![false; n + 1];
        for m in 1..=n {
            wins[m] = (1..).take_while(|r| r * r <= m).any(|r| !wins[m - r * r]);
        }
        println!("{}", if wins[n] { "First" } else { "Second" });
    }
}
