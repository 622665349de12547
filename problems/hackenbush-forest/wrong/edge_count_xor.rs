//! Wrong: treats every tree standing on the ground as a stalk of as many branches as it
//! has, and XORs those counts (true for stalks only: a fork is not worth its size).
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
    let mut seen = vec![false; n + 1];
    seen[0] = true;
    let mut total = 0u64;
    for &start in &adj[0] {
        // Count the branches of the tree through `start` (one per vertex it holds).
        let mut stack = vec![start];
        seen[start] = true;
        let mut count = 0u64;
        while let Some(v) = stack.pop() {
            count += 1;
            for &w in &adj[v] {
                if !seen[w] {
                    seen[w] = true;
                    stack.push(w);
                }
            }
        }
        total ^= count;
    }
    println!("{}", if total != 0 { "First" } else { "Second" });
}
