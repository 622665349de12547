// Wrong: the right step counts, by a memoized recursive DFS: 10^5 nested calls overflow the stack.
use std::io::{self, Read, Write};

fn solve(v: usize, adj: &[Vec<usize>], memo: &mut Vec<Option<(bool, u64)>>) -> (bool, u64) {
    if let Some(r) = memo[v] {
        return r;
    }
    let mut best_losing: Option<u64> = None;
    let mut shortest = u64::MAX;
    for &u in &adj[v] {
        let (w, s) = solve(u, adj, memo);
        shortest = shortest.min(s);
        if !w {
            best_losing = Some(best_losing.map_or(s, |b| b.max(s)));
        }
    }
    let r = if adj[v].is_empty() {
        (false, 0)
    } else {
        match best_losing {
            Some(s) => (true, s + 1),
            None => (false, shortest + 1),
        }
    };
    memo[v] = Some(r);
    r
}

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
    let mut memo = vec![None; n];
    let q = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..q {
        let k = it.next().unwrap();
        let longest = (0..k).map(|_| solve(it.next().unwrap() - 1, &adj, &mut memo).1).max().unwrap();
        out.push_str(if longest % 2 == 1 { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
