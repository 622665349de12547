//! moore-move: Moore's construction, bit by bit from the top, gives a winning move that
//! lowers at most k piles.
use nimkit::io::stdin_scanner;
use nimkit::moore::winning_move;
use std::io::{BufWriter, Write};

fn main() {
    let mut input = stdin_scanner();
    let games: usize = input.next();
    let mut out = BufWriter::new(std::io::stdout().lock());
    for _ in 0..games {
        let n: usize = input.next();
        let k: usize = input.next();
        let piles: Vec<u64> = input.vec(n);
        match winning_move(&piles, k) {
            None => writeln!(out, "Second").unwrap(),
            Some(changes) => {
                writeln!(out, "First\n{}", changes.len()).unwrap();
                for change in changes {
                    writeln!(out, "{} {}", change.pile + 1, change.to).unwrap();
                }
            }
        }
    }
}
