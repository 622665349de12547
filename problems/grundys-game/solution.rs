use nimkit::grundy::mex;
use nimkit::io::stdin_scanner;
use std::io::{BufWriter, Write};

fn main() {
    let mut scanner = stdin_scanner();
    let n: usize = scanner.next();
    let balls: Vec<usize> = scanner.vec(n);
    let largest = *balls.iter().max().unwrap();
    // Tearing h into a + (h - a) leaves the sum of two games: value g(a) xor g(h - a).
    let mut grundy = vec![0u32; largest + 1];
    for h in 3..=largest {
        grundy[h] = mex((1..(h + 1) / 2).map(|a| grundy[a] ^ grundy[h - a]));
    }
    let xor = balls.iter().fold(0, |x, &h| x ^ grundy[h]);
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", if xor != 0 { "First" } else { "Second" }).unwrap();
}
