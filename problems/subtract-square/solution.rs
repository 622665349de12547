use nimkit::io::stdin_scanner;
use nimkit::subtraction::grundy_table;
use std::io::{BufWriter, Write};

fn main() {
    let mut scanner = stdin_scanner();
    let q: usize = scanner.next();
    let stacks: Vec<usize> = scanner.vec(q);
    let largest = *stacks.iter().max().unwrap();
    // A subtraction game whose set is the squares up to the largest stack; no period to
    // exploit, so one table up to the largest query answers everything.
    let squares: Vec<u64> = (1..).map(|r: u64| r * r).take_while(|&s| s <= largest.max(1) as u64).collect();
    let grundy = grundy_table(&squares, largest + 1);
    let mut out = BufWriter::new(std::io::stdout().lock());
    for n in stacks {
        writeln!(out, "{}", if grundy[n] != 0 { "First" } else { "Second" }).unwrap();
    }
}
