//! hackenbush-forest: the colon principle via nimkit's hackenbush::green_tree.
use nimkit::hackenbush::green_tree;
use nimkit::io::stdin_scanner;

fn main() {
    let mut input = stdin_scanner();
    let n: usize = input.next();
    let edges: Vec<(usize, usize)> = (0..n).map(|_| (input.next(), input.next())).collect();
    let value = green_tree(n + 1, &edges, 0);
    println!("{}", if value != 0 { "First" } else { "Second" });
}
