// Wrong: builds the win/loss table for sizes below 5000 (to save time), takes the smallest p that fits
// its second half, and extends the pattern to every size. Subtract-a-square has no period.
use nimkit::io::stdin_scanner;

fn main() {
    const PREFIX: usize = 5000;
    let mut wins = [false; PREFIX];
    for n in 1..PREFIX {
        wins[n] = (1..).take_while(|r| r * r <= n).any(|r| !wins[n - r * r]);
    }
    let half = PREFIX / 2;
    let period = (1..half).find(|&p| (half..PREFIX - p).all(|i| wins[i] == wins[i + p])).unwrap_or(half);
    let start = PREFIX - period;
    let mut scanner = stdin_scanner();
    let q: usize = scanner.next();
    for _ in 0..q {
        let n: usize = scanner.next();
        let index = if n < PREFIX { n } else { start + (n - start) % period };
        println!("{}", if wins[index] { "First" } else { "Second" });
    }
}
