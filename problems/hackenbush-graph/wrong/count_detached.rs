//! Wrong: the fusion principle done right, but the bridge search starts from every joint (the
//! textbook loop) and XORs the value of every piece found, as if each stood on the ground.
//! Pieces not joined to the ground fall at once and are worth nothing.
use std::io::Read;

fn read() -> (usize, Vec<(usize, usize)>) {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let nums: Vec<usize> = text.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let n = nums[0];
    let edges = nums[2..].chunks(2).map(|e| (e[0], e[1])).collect();
    (n, edges)
}

/// Bridges by Tarjan's low-links (iterative), over edge ids so repeated segments count.
fn solve(n: usize, edges: &[(usize, usize)], roots: &[usize]) -> u64 {
    let mut adj = vec![Vec::new(); n + 1];
    for (id, &(a, b)) in edges.iter().enumerate() {
        adj[a].push((b, id));
        if a != b {
            adj[b].push((a, id));
        }
    }
    let mut tin = vec![usize::MAX; n + 1];
    let mut low = vec![0; n + 1];
    let mut up = vec![usize::MAX; n + 1];
    let mut order = Vec::new();
    let mut total = 0;
    for &root in roots {
        if tin[root] != usize::MAX {
            continue;
        }
        let first = order.len();
        tin[root] = order.len();
        low[root] = tin[root];
        order.push(root);
        let mut stack = vec![(root, 0)];
        while let Some(&mut (v, ref mut i)) = stack.last_mut() {
            if let Some(&(w, id)) = adj[v].get(*i) {
                *i += 1;
                if id == up[v] {
                    continue;
                }
                if tin[w] == usize::MAX {
                    tin[w] = order.len();
                    low[w] = tin[w];
                    up[w] = id;
                    order.push(w);
                    stack.push((w, 0));
                } else {
                    low[v] = low[v].min(tin[w]);
                }
            } else {
                stack.pop();
                if let Some(&(u, _)) = stack.last() {
                    low[u] = low[u].min(low[v]);
                }
            }
        }
        total ^= fuse(&order[first..], root, &adj, edges, &tin, &low, &up);
    }
    total
}

/// Each 2-edge-connected part becomes one vertex with its segments as loops (worth 1 each),
/// then the colon principle on the tree of bridges.
#[allow(clippy::too_many_arguments)]
fn fuse(order: &[usize], root: usize, adj: &[Vec<(usize, usize)>], edges: &[(usize, usize)], tin: &[usize], low: &[usize], up: &[usize]) -> u64 {
    let other = |v: usize| {
        let (a, b) = edges[up[v]];
        if a == v { b } else { a }
    };
    let mut part = std::collections::HashMap::new();
    for &v in order {
        let p = if v == root || low[v] == tin[v] { v } else { part[&other(v)] };
        part.insert(v, p);
    }
    let mut value = std::collections::HashMap::new();
    for &v in order {
        for &(w, _) in &adj[v] {
            if v <= w && part[&v] == part[&w] {
                *value.entry(part[&v]).or_insert(0u64) ^= 1;
            }
        }
    }
    for &v in order.iter().rev() {
        if v != root && low[v] == tin[v] {
            let child = value.get(&v).copied().unwrap_or(0);
            *value.entry(part[&other(v)]).or_insert(0) ^= child + 1;
        }
    }
    value.get(&root).copied().unwrap_or(0)
}

fn main() {
    let (n, edges) = read();
    let roots: Vec<usize> = (0..=n).collect();
    let value = solve(n, &edges, &roots);
    println!("{}", if value != 0 { "First" } else { "Second" });
}
