//! hackenbush-graph: the fusion principle via nimkit's hackenbush::green_graph.
use nimkit::hackenbush::green_graph;
use nimkit::io::stdin_scanner;

fn main() {
    let mut input = stdin_scanner();
    let (n, m): (usize, usize) = (input.next(), input.next());
    let edges: Vec<(usize, usize)> = (0..m).map(|_| (input.next(), input.next())).collect();
    let value = green_graph(n + 1, &edges, 0);
    println!("{}", if value != 0 { "First" } else { "Second" });
}
