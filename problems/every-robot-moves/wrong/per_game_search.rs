// Wrong (too slow): for each game, computes the step counts of the rooms reachable from its
// robots with a fresh memo (iterative DFS): the whole depth again for every game.
use std::collections::HashMap;
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
    let q = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..q {
        let k = it.next().unwrap();
        let robots: Vec<usize> = (0..k).map(|_| it.next().unwrap() - 1).collect();
        let mut memo: HashMap<usize, (bool, u64)> = HashMap::new();
        let mut longest = 0;
        for &r in &robots {
            let mut stack = vec![r];
            while let Some(&v) = stack.last() {
                if memo.contains_key(&v) {
                    stack.pop();
                    continue;
                }
                let missing: Vec<usize> = adj[v].iter().copied().filter(|u| !memo.contains_key(u)).collect();
                if !missing.is_empty() {
                    stack.extend(missing);
                    continue;
                }
                let best_losing = adj[v].iter().filter(|u| !memo[u].0).map(|u| memo[u].1).max();
                let r = if adj[v].is_empty() {
                    (false, 0)
                } else {
                    match best_losing {
                        Some(s) => (true, s + 1),
                        None => (false, 1 + adj[v].iter().map(|u| memo[u].1).min().unwrap()),
                    }
                };
                memo.insert(v, r);
                stack.pop();
            }
            longest = longest.max(memo[&r].1);
        }
        out.push_str(if longest % 2 == 1 { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
