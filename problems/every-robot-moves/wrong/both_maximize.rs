// Wrong: the loser of a robot's game is made to prolong it too (max over all moves), but
// the loser wants that robot's game over as soon as possible.
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
    let mut wins = vec![false; n];
    let mut steps = vec![0u64; n];
    for &v in &order {
        if adj[v].is_empty() {
            steps[v] = 0;
            continue;
        }
        let best_losing = adj[v].iter().filter(|&&u| !wins[u]).map(|&u| steps[u]).max();
        wins[v] = best_losing.is_some();
        steps[v] = 1 + match best_losing {
            Some(s) => s,
            None => adj[v].iter().map(|&u| steps[u]).max().unwrap(),
        };
    }
    let q = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..q {
        let k = it.next().unwrap();
        let longest = (0..k).map(|_| steps[it.next().unwrap() - 1]).max().unwrap();
        out.push_str(if longest % 2 == 1 { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
