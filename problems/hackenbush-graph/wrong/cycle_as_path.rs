//! Wrong: takes a BFS spanning tree from the ground and hangs every other segment as a single
//! leaf on one of its ends, as if cutting a cycle open left a path with a twig. Loops come out
//! right that way (a loop is worth a twig), but a cycle is not a path: a triangle on the
//! ground is worth 1, not 3.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let nums: Vec<usize> = text.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let n = nums[0];
    let mut adj = vec![Vec::new(); n + 1];
    for (id, e) in nums[2..].chunks(2).enumerate() {
        adj[e[0]].push((e[1], id));
        if e[0] != e[1] {
            adj[e[1]].push((e[0], id));
        }
    }
    let mut parent = vec![usize::MAX; n + 1];
    let mut tree_edge = vec![false; nums[2..].len() / 2];
    let mut order = vec![0];
    parent[0] = 0;
    let mut i = 0;
    while i < order.len() {
        let v = order[i];
        i += 1;
        for &(w, id) in &adj[v] {
            if parent[w] == usize::MAX {
                parent[w] = v;
                tree_edge[id] = true;
                order.push(w);
            }
        }
    }
    let mut value = vec![0u64; n + 1];
    // Every non-tree segment joined to the ground is a twig (worth 1) on its first end.
    for (id, e) in nums[2..].chunks(2).enumerate() {
        if !tree_edge[id] && parent[e[0]] != usize::MAX {
            value[e[0]] ^= 1;
        }
    }
    for &v in order.iter().skip(1).rev() {
        value[parent[v]] ^= value[v] + 1;
    }
    println!("{}", if value[0] != 0 { "First" } else { "Second" });
}
