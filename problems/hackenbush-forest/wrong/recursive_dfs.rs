//! Wrong: the right rule (XOR over children of 1 + the child's value) computed by a
//! recursive DFS. A stalk hundreds of thousands of branches deep overflows the stack.
use std::io::Read;

fn value(v: usize, parent: usize, adj: &[Vec<usize>]) -> u64 {
    let mut g = 0;
    for &w in &adj[v] {
        if w != parent {
            g ^= value(w, v, adj) + 1;
        }
    }
    g
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let nums: Vec<usize> = text.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let n = nums[0];
    let mut adj = vec![Vec::new(); n + 1];
    for e in nums[1..].chunks(2) {
        adj[e[0]].push(e[1]);
        adj[e[1]].push(e[0]);
    }
    println!("{}", if value(0, usize::MAX, &adj) != 0 { "First" } else { "Second" });
}
