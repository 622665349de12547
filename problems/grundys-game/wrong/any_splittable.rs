// Wrong: "if I can move at all, I win" — ignores what the opponent can answer.
use nimkit::io::stdin_scanner;

fn main() {
    let mut scanner = stdin_scanner();
    let n: usize = scanner.next();
    let can_move = (0..n).map(|_| scanner.next::<u64>()).any(|h| h >= 3);
    println!("{}", if can_move { "First" } else { "Second" });
}
