//! Wrong: the right rule, evaluated by peeling leaves in rounds, each round scanning every
//! vertex for those whose children are all done. Fine on bushy trees, but a deep stalk needs
//! one round per level: quadratic.
use std::io::Read;

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
    // Parents by BFS from the ground.
    let mut parent = vec![usize::MAX; n + 1];
    let mut queue = vec![0];
    parent[0] = 0;
    let mut i = 0;
    while i < queue.len() {
        let v = queue[i];
        i += 1;
        for &w in &adj[v] {
            if parent[w] == usize::MAX {
                parent[w] = v;
                queue.push(w);
            }
        }
    }
    let mut pending_children = vec![0usize; n + 1];
    for v in 1..=n {
        pending_children[parent[v]] += 1;
    }
    let mut value = vec![0u64; n + 1];
    let mut done = vec![false; n + 1];
    loop {
        let ready: Vec<usize> = (1..=n).filter(|&v| !done[v] && pending_children[v] == 0).collect();
        if ready.is_empty() {
            break;
        }
        for v in ready {
            done[v] = true;
            value[parent[v]] ^= value[v] + 1;
            pending_children[parent[v]] -= 1;
        }
    }
    println!("{}", if value[0] != 0 { "First" } else { "Second" });
}
