//! Green Hackenbush: the Grundy value of a rooted tree (colon principle) and of any graph
//! with cycles, multi-edges and loops attached to the ground (fusion principle).
//!
//! A move deletes one edge; every edge no longer connected to the ground disappears with it.
//! Colon principle: a rooted tree is worth the XOR over the root's children c of
//! 1 + value(subtree of c). Fusion principle: the vertices of a cycle can be fused into one
//! without changing the value, each edge of the cycle becoming a loop, and a loop is worth a
//! stalk of one edge. So every 2-edge-connected component shrinks to one vertex carrying its
//! e internal edges as loops (worth e mod 2), the bridges form a tree, and the colon
//! principle finishes the job.
//!
//! # Complexity
//! O(n + m) time and memory for n vertices and m edges; iterative (a path of 10^6 edges is
//! fine).
//!
//! # Panics
//! If an endpoint or the root/ground is not below `n`; [`green_tree`] if its edges reachable
//! from the root contain a cycle (use [`green_graph`] for those).
//!
//! # Example
//! ```
//! use nimkit::hackenbush::{green_graph, green_tree};
//! // A root with a stalk of 2 edges and a single edge: (1 + 1) xor (1 + 0) = 3.
//! assert_eq!(green_tree(4, &[(0, 1), (1, 2), (0, 3)], 0), 3);
//! // A triangle on the ground fuses to one vertex with 3 loops: worth 1.
//! assert_eq!(green_graph(3, &[(0, 1), (1, 2), (2, 0)], 0), 1);
//! ```

/// Grundy value of the Green Hackenbush tree on vertices `0..n` rooted at `root` (the
/// ground). Edges not connected to `root` cannot be reached and are ignored.
///
/// # Panics
/// If an endpoint or `root` is not below `n`, or the edges reachable from `root` contain a
/// cycle, a loop or a repeated edge (the message says to use `green_graph`).
///
/// # Complexity
/// O(n + m), iterative.
#[track_caller]
pub fn green_tree(n: usize, edges: &[(usize, usize)], root: usize) -> u64 {
    let adj = adjacency(n, edges, root, "green_tree");
    // BFS order from the root; children come after their parent.
    let mut parent_edge = vec![usize::MAX; n];
    let mut seen = vec![false; n];
    let mut order = vec![root];
    seen[root] = true;
    let mut head = 0;
    while head < order.len() {
        let v = order[head];
        head += 1;
        for &(w, id) in &adj[v] {
            if id == parent_edge[v] {
                continue;
            }
            assert!(
                !seen[w],
                "green_tree: edge {id} ({v}, {w}) closes a cycle (or is a loop or a repeated \
                 edge); the colon principle needs a tree: use hackenbush::green_graph"
            );
            seen[w] = true;
            parent_edge[w] = id;
            order.push(w);
        }
    }
    let mut value = vec![0u64; n];
    for &v in order.iter().skip(1).rev() {
        let (a, b) = edges[parent_edge[v]];
        let parent = if a == v { b } else { a };
        value[parent] ^= value[v] + 1;
    }
    value[root]
}

/// Grundy value of the Green Hackenbush graph on vertices `0..n` with ground vertex
/// `ground`: cycles, repeated edges and loops `(v, v)` allowed, edges in either orientation;
/// edges not connected to `ground` are ignored.
///
/// # Panics
/// If an endpoint or `ground` is not below `n`.
///
/// # Complexity
/// O(n + m): one iterative bridge search (Tarjan's low-links over edge ids, so repeated
/// edges count as cycles), then the colon principle on the tree of bridges.
#[track_caller]
pub fn green_graph(n: usize, edges: &[(usize, usize)], ground: usize) -> u64 {
    let adj = adjacency(n, edges, ground, "green_graph");
    // Iterative DFS from the ground: discovery times, low-links, DFS order and tree edges.
    let mut tin = vec![usize::MAX; n];
    let mut low = vec![0usize; n];
    let mut parent_edge = vec![usize::MAX; n];
    let mut order = Vec::new();
    let mut stack: Vec<(usize, usize)> = vec![(ground, 0)];
    tin[ground] = 0;
    low[ground] = 0;
    order.push(ground);
    while let Some(&mut (v, ref mut next)) = stack.last_mut() {
        if let Some(&(w, id)) = adj[v].get(*next) {
            *next += 1;
            if id == parent_edge[v] {
                continue;
            }
            if tin[w] == usize::MAX {
                tin[w] = order.len();
                low[w] = tin[w];
                parent_edge[w] = id;
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
    // A tree edge into v is a bridge iff low[v] > tin[parent], i.e. low[v] == tin[v]; then v
    // heads its own 2-edge-connected component, else it shares its parent's (DFS order).
    let mut component = vec![usize::MAX; n];
    let mut head_of = Vec::new();
    for &v in &order {
        if v == ground || low[v] == tin[v] {
            component[v] = head_of.len();
            head_of.push(v);
        } else {
            let (a, b) = edges[parent_edge[v]];
            component[v] = component[if a == v { b } else { a }];
        }
    }
    // Loops per component: every reachable edge that is not a bridge, each worth 1.
    let mut value = vec![0u64; head_of.len()];
    for &(a, b) in edges {
        if component[a] != usize::MAX && component[a] == component[b] {
            value[component[a]] ^= 1;
        }
    }
    // Colon principle on the bridge tree, leaves first (reverse DFS order of the heads).
    for &v in order.iter().skip(1).rev() {
        if low[v] == tin[v] {
            let (a, b) = edges[parent_edge[v]];
            let parent = if a == v { b } else { a };
            let child_value = value[component[v]];
            value[component[parent]] ^= child_value + 1;
        }
    }
    value[component[ground]]
}

/// Adjacency lists of (neighbour, edge id), after checking every index against `n`.
#[track_caller]
fn adjacency(n: usize, edges: &[(usize, usize)], root: usize, who: &str) -> Vec<Vec<(usize, usize)>> {
    assert!(root < n, "{who}: the root/ground {root} is not a vertex (n = {n})");
    let mut adj = vec![Vec::new(); n];
    for (id, &(a, b)) in edges.iter().enumerate() {
        assert!(a < n && b < n, "{who}: edge {id} ({a}, {b}) has an endpoint not below n = {n}");
        adj[a].push((b, id));
        if a != b {
            adj[b].push((a, id));
        }
    }
    adj
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stalks_and_loops() {
        assert_eq!(green_tree(1, &[], 0), 0);
        assert_eq!(green_tree(4, &[(0, 1), (1, 2), (2, 3)], 0), 3);
        assert_eq!(green_graph(1, &[(0, 0), (0, 0)], 0), 0);
        assert_eq!(green_graph(2, &[(0, 1), (1, 1)], 0), 2, "a loop on a stalk: a stalk of 2");
        assert_eq!(green_graph(3, &[(0, 1), (0, 1), (1, 2)], 0), 1, "double edge then a stalk");
        assert_eq!(green_graph(4, &[(2, 3), (0, 1)], 0), 1, "the detached edge is ignored");
    }

    #[test]
    fn a_path_of_a_million_edges_does_not_overflow() {
        let n = 1_000_001;
        let path: Vec<(usize, usize)> = (0..n - 1).map(|i| (i + 1, i)).collect();
        assert_eq!(green_tree(n, &path, 0), 1_000_000);
        assert_eq!(green_graph(n, &path, 0), 1_000_000);
    }

    #[test]
    #[should_panic(expected = "closes a cycle")]
    fn a_cycle_is_refused_by_green_tree() {
        green_tree(3, &[(0, 1), (1, 2), (2, 0)], 0);
    }
}
