//! The last marble: a misère sum of bounded-take heaps. A bowl's Grundy value is a mod (k+1);
//! every non-terminal value-0 bowl can reach value 1 (take k), so the SJ theorem applies.
use nimkit::io::stdin_scanner;
use nimkit::sum_rules::anti_sg_first_player_wins_u64;
use std::io::{stdout, BufWriter, Write};

fn main() {
    let mut scan = stdin_scanner();
    let mut out = BufWriter::new(stdout().lock());
    let games: usize = scan.next();
    for _ in 0..games {
        let n: usize = scan.next();
        let marbles: Vec<u64> = scan.vec(n);
        let spoons: Vec<u64> = scan.vec(n);
        let values: Vec<u64> = marbles.iter().zip(&spoons).map(|(&a, &k)| a % (k + 1)).collect();
        writeln!(out, "{}", if anti_sg_first_player_wins_u64(&values) { "First" } else { "Second" }).unwrap();
    }
}
