use nimkit::io::stdin_scanner;
use nimkit::subtraction::SubtractionGame;
use std::io::{BufWriter, Write};

fn main() {
    let mut scanner = stdin_scanner();
    let m: usize = scanner.next();
    let loads: Vec<u64> = scanner.vec(m);
    let n: usize = scanner.next();
    // The game finds its own pre-period and period, so g(10^18) costs O(1).
    let game = SubtractionGame::new(&loads);
    let xor = (0..n).fold(0, |x, _| x ^ game.grundy(scanner.next()));
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", if xor != 0 { "First" } else { "Second" }).unwrap();
}
