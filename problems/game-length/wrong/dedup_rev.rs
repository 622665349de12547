// Wrong: removes repeated corridors from the predecessor lists but counts each in the out-degree,
// so a room whose moves all lose never reaches 0 and is printed as a draw.
use std::collections::VecDeque;
use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap());
    let n = it.next().unwrap();
    let m = it.next().unwrap();
    let mut deg = vec![0usize; n];
    let mut rev: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut seen = std::collections::HashSet::new();
    for _ in 0..m {
        let u = it.next().unwrap() - 1;
        let v = it.next().unwrap() - 1;
        deg[u] += 1;
        if seen.insert((u, v)) {
            rev[v].push(u);
        }
    }
    // 0 undecided, 1 win, 2 lose
    let mut st = vec![0u8; n];
    let mut len = vec![0usize; n];
    let mut q = VecDeque::new();
    for v in 0..n {
        if deg[v] == 0 {
            st[v] = 2;
            q.push_back(v);
        }
    }
    while let Some(v) = q.pop_front() {
        for &u in &rev[v] {
            if st[u] != 0 {
                continue;
            }
            if st[v] == 2 {
                st[u] = 1;
                len[u] = len[v] + 1;
                q.push_back(u);
            } else {
                deg[u] -= 1;
                if deg[u] == 0 {
                    st[u] = 2;
                    len[u] = len[v] + 1;
                    q.push_back(u);
                }
            }
        }
    }
    let mut out = String::new();
    for v in 0..n {
        match st[v] {
            1 => out.push_str(&format!("Win {}\n", len[v])),
            2 => out.push_str(&format!("Lose {}\n", len[v])),
            _ => out.push_str("Draw\n"),
        }
    }
    print!("{}", out);
}
