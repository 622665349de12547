//! Wrong: the fusion principle done right, with Tarjan's bridge search written recursively:
//! a stalk 200000 segments deep overflows the stack.
use std::io::Read;

fn read() -> (usize, Vec<(usize, usize)>) {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let nums: Vec<usize> = text.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let n = nums[0];
    let edges = nums[2..].chunks(2).map(|e| (e[0], e[1])).collect();
    (n, edges)
}

/// Tarjan's low-links, recursively.
#[allow(clippy::too_many_arguments)]
fn dfs(v: usize, adj: &[Vec<(usize, usize)>], tin: &mut [usize], low: &mut [usize], up: &mut [usize], order: &mut Vec<usize>) {
    tin[v] = order.len();
    low[v] = tin[v];
    order.push(v);
    for &(w, id) in &adj[v] {
        if id == up[v] {
            continue;
        }
        if tin[w] == usize::MAX {
            up[w] = id;
            dfs(w, adj, tin, low, up, order);
            low[v] = low[v].min(low[w]);
        } else {
            low[v] = low[v].min(tin[w]);
        }
    }
}

fn solve(n: usize, edges: &[(usize, usize)]) -> u64 {
    let mut adj = vec![Vec::new(); n + 1];
    for (id, &(a, b)) in edges.iter().enumerate() {
        adj[a].push((b, id));
        if a != b {
            adj[b].push((a, id));
        }
    }
    let (mut tin, mut low, mut up) = (vec![usize::MAX; n + 1], vec![0; n + 1], vec![usize::MAX; n + 1]);
    let mut order = Vec::new();
    dfs(0, &adj, &mut tin, &mut low, &mut up, &mut order);
    fuse(&order, 0, &adj, edges, &tin, &low, &up)
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
    let value = solve(n, &edges);
    println!("{}", if value != 0 { "First" } else { "Second" });
}
