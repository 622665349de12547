//! Coins on the shelf: the gaps in front of the coins form a staircase (the rightmost
//! coin's gap on stair 1), and sliding a coin moves cells one stair down.
use nimkit::io::stdin_scanner;
use nimkit::staircase::{coins_to_stairs, first_player_wins};
use std::io::{stdout, BufWriter, Write};

fn main() {
    let mut scan = stdin_scanner();
    let mut out = BufWriter::new(stdout().lock());
    let games: usize = scan.next();
    for _ in 0..games {
        let n: usize = scan.next();
        // The shelf starts at cell 1; `coins_to_stairs` counts cells from 0.
        let cells: Vec<u64> = scan.vec::<u64>(n).into_iter().map(|p| p - 1).collect();
        let winner = if first_player_wins(&coins_to_stairs(&cells)) { "First" } else { "Second" };
        writeln!(out, "{}", winner).unwrap();
    }
}
