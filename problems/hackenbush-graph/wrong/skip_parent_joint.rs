// Wrong: Tarjan's bridge search skips the parent joint instead of the parent segment, so a
// doubled segment counts as a bridge.
use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<usize> = s.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let (n, m) = (v[0], v[1]);
    let nv = n + 1;
    let edges: Vec<(usize, usize)> = (0..m).map(|i| (v[2 + 2 * i], v[3 + 2 * i])).collect();
    let mut adj: Vec<Vec<(usize, usize)>> = vec![Vec::new(); nv];
    for (i, &(a, b)) in edges.iter().enumerate() {
        if a != b {
            adj[a].push((b, i));
            adj[b].push((a, i));
        }
    }
    // Iterative Tarjan bridges from the ground.
    let mut tin = vec![usize::MAX; nv];
    let mut low = vec![0usize; nv];
    let mut is_bridge = vec![false; m];
    let mut timer = 0;
    let mut stack: Vec<(usize, usize, usize, usize)> = vec![(0, usize::MAX, usize::MAX, 0)]; // (v, parent edge, parent vertex, next idx)
    tin[0] = 0;
    low[0] = 0;
    timer += 1;
    while let Some(&mut (u, pe, pv, ref mut idx)) = stack.last_mut() {
        if *idx < adj[u].len() {
            let (w, e) = adj[u][*idx];
            *idx += 1;
            //SKIP
            let _ = pe;
            if w == pv {
                continue;
            }
            if tin[w] == usize::MAX {
                tin[w] = timer;
                low[w] = timer;
                timer += 1;
                stack.push((w, e, u, 0));
            } else {
                low[u] = low[u].min(tin[w]);
            }
        } else {
            stack.pop();
            if let Some(&(p, _, _, _)) = stack.last() {
                low[p] = low[p].min(low[u]);
                if low[u] > tin[p] {
                    is_bridge[pe] = true;
                }
            }
        }
    }
    // Components over non-bridge edges (only reachable joints).
    let mut comp = vec![usize::MAX; nv];
    let mut nc = 0;
    for st in 0..nv {
        if tin[st] == usize::MAX || comp[st] != usize::MAX {
            continue;
        }
        comp[st] = nc;
        let mut q = vec![st];
        while let Some(u) = q.pop() {
            for &(w, e) in &adj[u] {
                if !is_bridge[e] && comp[w] == usize::MAX {
                    comp[w] = nc;
                    q.push(w);
                }
            }
        }
        nc += 1;
    }
    // Loops per component: every non-bridge edge (and every loop) inside a reachable component.
    let mut loops = vec![0usize; nc];
    let mut tree: Vec<Vec<usize>> = vec![Vec::new(); nc];
    for (i, &(a, b)) in edges.iter().enumerate() {
        if tin[a] == usize::MAX {
            continue;
        }
        if a == b || !is_bridge[i] {
            loops[comp[a]] += 1;
        } else {
            tree[comp[a]].push(comp[b]);
            tree[comp[b]].push(comp[a]);
        }
    }
    //LOOPVALUE
    let own: Vec<usize> = loops.iter().map(|&c| c % 2).collect();
    // Colon principle on the tree of components from the ground's.
    let root = comp[0];
    let mut order = vec![root];
    let mut par = vec![usize::MAX; nc];
    par[root] = root;
    let mut i = 0;
    while i < order.len() {
        let u = order[i];
        i += 1;
        for &w in &tree[u] {
            if par[w] == usize::MAX {
                par[w] = u;
                order.push(w);
            }
        }
    }
    let mut g = own.clone();
    for &u in order.iter().rev() {
        if u != root {
            let p = par[u];
            g[p] ^= g[u] + 1;
        }
    }
    println!("{}", if g[root] != 0 { "First" } else { "Second" });
}
