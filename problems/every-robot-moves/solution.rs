//! Every robot moves: an Every-SG sum on a DAG. Each robot's game lasts steps(v) turns when
//! its winner prolongs it and its loser shortens it; the first player wins iff the longest is odd.
use nimkit::io::stdin_scanner;
use nimkit::sum_rules::{every_sg_first_player_wins, every_sg_steps};
use std::io::{stdout, BufWriter, Write};

fn main() {
    let mut scan = stdin_scanner();
    let mut out = BufWriter::new(stdout().lock());
    let (n, m): (usize, usize) = (scan.next(), scan.next());
    let mut adj = vec![Vec::new(); n];
    for _ in 0..m {
        let (u, v): (usize, usize) = (scan.next(), scan.next());
        adj[u - 1].push(v - 1);
    }
    let steps = every_sg_steps(&adj);
    let games: usize = scan.next();
    for _ in 0..games {
        let k: usize = scan.next();
        let robots: Vec<u64> = (0..k).map(|_| steps[scan.next::<usize>() - 1]).collect();
        writeln!(out, "{}", if every_sg_first_player_wins(&robots) { "First" } else { "Second" }).unwrap();
    }
}
