// Wrong: the mex in a u64 bit mask, as if Grundy values stayed below 64 (the shift
// wraps modulo 64 in release builds).
use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap());
    let n = it.next().unwrap();
    let m = it.next().unwrap();
    let mut adj = vec![Vec::new(); n];
    let mut indeg = vec![0usize; n];
    for _ in 0..m {
        let u = it.next().unwrap() - 1;
        let v = it.next().unwrap() - 1;
        adj[u].push(v);
        indeg[v] += 1;
    }
    //ORDER
    let mut order = Vec::with_capacity(n);
    let mut stack: Vec<usize> = (0..n).filter(|&v| indeg[v] == 0).collect();
    while let Some(u) = stack.pop() {
        order.push(u);
        for &v in &adj[u] {
            indeg[v] -= 1;
            if indeg[v] == 0 {
                stack.push(v);
            }
        }
    }
    let mut g = vec![0usize; n];
    let mut mark = vec![usize::MAX; n + 1];
    for &u in order.iter().rev() {
        let mut mask = 0u64;
        for &v in &adj[u] {
            mask |= 1u64 << (g[v] & 63);
        }
        g[u] = (!mask).trailing_zeros() as usize;
    }
    let k = it.next().unwrap();
    let mut x = 0;
    for _ in 0..k {
        x ^= g[it.next().unwrap() - 1];
    }
    println!("{}", if x != 0 { "First" } else { "Second" });
}
