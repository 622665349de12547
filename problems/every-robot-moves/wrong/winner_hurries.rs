// Wrong: a winning robot's game is shortened (min over its winning moves) instead of prolonged.
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
    let mut steps = vec![0usize; n];
    for &u in order.iter().rev() {
        if adj[u].is_empty() {
            continue;
        }
        let even: Vec<usize> = adj[u].iter().map(|&v| steps[v]).filter(|x| x % 2 == 0).collect();
        steps[u] = if !even.is_empty() {
            //WIN
            1 + even.iter().min().unwrap()
        } else {
            //LOSE
            1 + adj[u].iter().map(|&v| steps[v]).min().unwrap()
        };
    }
    let q = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..q {
        let k = it.next().unwrap();
        //COMBINE
        let best = (0..k).map(|_| steps[it.next().unwrap() - 1]).max().unwrap();
        out.push_str(if best % 2 == 1 { "First\n" } else { "Second\n" });
    }
    print!("{}", out);
}
