//! Coins on the shelf: the gaps in front of the coins form a staircase (the rightmost
//! coin's gap on stair 1), and sliding a coin moves cells one stair down.
use nimkit::io::stdin_scanner;
use nimkit::staircase::first_player_wins;
use std::io::{stdout, BufWriter, Write};

fn main() {
    let mut scan = stdin_scanner();
    let mut out = BufWriter::new(stdout().lock());
    let games: usize = scan.next();
    for _ in 0..games {
        let n: usize = scan.next();
        let mut cells: Vec<u64> = scan.vec(n);
        cells.sort_unstable();
        // stairs[0] is the floor (the empty shelf right of the last coin);
        // stairs[k] is the gap in front of the k-th coin counted from the right.
        let mut stairs = vec![0; n + 1];
        for k in 1..=n {
            let coin = n - k;
            let left_neighbour = if coin == 0 { 0 } else { cells[coin - 1] };
            stairs[k] = cells[coin] - left_neighbour - 1;
        }
        let winner = if first_player_wins(&stairs) { "First" } else { "Second" };
        writeln!(out, "{}", winner).unwrap();
    }
}
