// Wrong: lets a move remove a square only when more tiles than that are left (r * r < n), so
// nobody may ever take the whole stack.
use nimkit::io::stdin_scanner;
use std::io::{BufWriter, Write};

fn main() {
    let mut scanner = stdin_scanner();
    let q: usize = scanner.next();
    let stacks: Vec<usize> = scanner.vec(q);
    let largest = *stacks.iter().max().unwrap();
    let mut wins = vec![false; largest + 1];
    for n in 1..=largest {
        wins[n] = (1..).take_while(|r| r * r < n).any(|r| !wins[n - r * r]);
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    for n in stacks {
        writeln!(out, "{}", if wins[n] { "First" } else { "Second" }).unwrap();
    }
}
