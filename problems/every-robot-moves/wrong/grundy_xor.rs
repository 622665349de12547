// Wrong: treats the robots as an ordinary sum of games (XOR of Grundy values), ignoring that
// every robot must move on every turn.
use std::io::{self, Read, Write};

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap());
    let (n, m) = (it.next().unwrap(), it.next().unwrap());
    let mut adj = vec![Vec::new(); n];
    for _ in 0..m {
        let (u, v) = (it.next().unwrap() - 1, it.next().unwrap() - 1);
        adj[u].push(v);
    }
    // Topological order by Kahn on the reversed graph: sinks first.
    let mut parents = vec![Vec::new(); n];
    let mut pending: Vec<usize> = adj.iter().map(|a| a.len()).collect();
    for u in 0..n {
        for &v in &adj[u] {
            parents[v].push(u);
        }
    }
    let mut order: Vec<usize> = (0..n).filter(|&v| pending[v] == 0).collect();
    let mut i = 0;
    while i < order.len() {
        let v = order[i];
        i += 1;
        for &p in &parents[v] {
            pending[p] -= 1;
            if pending[p] == 0 {
                order.push(p);
            }
        }
    }
    let mut g = vec![0usize; n];
    for &v in &order {
        let mut seen: Vec<usize> = adj[v].iter().map(|&u| g[u]).collect();
        seen.sort_unstable();
        seen.dedup();
        g[v] = seen.iter().enumerate().take_while(|(i, &x)| *i == x).count();
    }
    let q = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..q {
        let k = it.next().unwrap();
        let x = (0..k).fold(0, |x, _| x ^ g[it.next().unwrap() - 1]);
        out.push_str(if x != 0 { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
