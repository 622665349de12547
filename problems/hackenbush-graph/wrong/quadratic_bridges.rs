//! Wrong: the fusion principle done right, but each segment is tested for being a bridge by a
//! fresh search without it: O(m · (n + m)).
use std::io::Read;

fn find(root: &mut [usize], mut v: usize) -> usize {
    while root[v] != v {
        root[v] = root[root[v]];
        v = root[v];
    }
    v
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let nums: Vec<usize> = text.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let n = nums[0];
    let edges: Vec<(usize, usize)> = nums[2..].chunks(2).map(|e| (e[0], e[1])).collect();
    let mut adj = vec![Vec::new(); n + 1];
    for (id, &(a, b)) in edges.iter().enumerate() {
        adj[a].push((b, id));
        adj[b].push((a, id));
    }
    // A segment is a bridge iff its ends are no longer connected without it.
    let mut is_bridge = vec![false; edges.len()];
    for (id, &(a, b)) in edges.iter().enumerate() {
        let mut seen = vec![false; n + 1];
        let mut stack = vec![a];
        seen[a] = true;
        while let Some(v) = stack.pop() {
            for &(w, e) in &adj[v] {
                if e != id && !seen[w] {
                    seen[w] = true;
                    stack.push(w);
                }
            }
        }
        is_bridge[id] = !seen[b];
    }
    // Fuse every 2-edge-connected part; its segments become loops worth 1 each.
    let mut root: Vec<usize> = (0..=n).collect();
    for (id, &(a, b)) in edges.iter().enumerate() {
        if !is_bridge[id] {
            let (ra, rb) = (find(&mut root, a), find(&mut root, b));
            root[ra] = rb;
        }
    }
    let mut value = vec![0u64; n + 1];
    let mut tree = vec![Vec::new(); n + 1];
    for (id, &(a, b)) in edges.iter().enumerate() {
        let (ra, rb) = (find(&mut root, a), find(&mut root, b));
        if is_bridge[id] {
            tree[ra].push(rb);
            tree[rb].push(ra);
        } else {
            value[ra] ^= 1;
        }
    }
    // Colon principle on the tree of bridges, from the ground's part.
    let start = find(&mut root, 0);
    let mut parent = vec![usize::MAX; n + 1];
    parent[start] = start;
    let mut order = vec![start];
    let mut i = 0;
    while i < order.len() {
        let v = order[i];
        i += 1;
        for &w in &tree[v] {
            if parent[w] == usize::MAX {
                parent[w] = v;
                order.push(w);
            }
        }
    }
    for &v in order.iter().skip(1).rev() {
        value[parent[v]] ^= value[v] + 1;
    }
    println!("{}", if value[start] != 0 { "First" } else { "Second" });
}
