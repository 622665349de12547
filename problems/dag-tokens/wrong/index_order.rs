// Wrong: takes 'downhill' to mean the slides go from smaller to larger numbers and fills
// the Grundy values from platform n down to 1, without a topological order.
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
    let order: Vec<usize> = (0..n).collect();
    let mut g = vec![0usize; n];
    let mut mark = vec![usize::MAX; n + 1];
    for &u in order.iter().rev() {
        //MEX
        for &v in &adj[u] {
            mark[g[v]] = u;
        }
        let mut x = 0;
        while mark[x] == u {
            x += 1;
        }
        g[u] = x;
        //ENDMEX
    }
    let k = it.next().unwrap();
    let mut x = 0;
    for _ in 0..k {
        x ^= g[it.next().unwrap() - 1];
    }
    println!("{}", if x != 0 { "First" } else { "Second" });
}
