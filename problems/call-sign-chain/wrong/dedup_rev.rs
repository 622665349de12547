// Wrong: removes repeated links from the predecessor lists but counts every call
// sign in the out-degree, so a code with a repeated losing link never reaches 0.
use std::collections::VecDeque;
use std::io::Read;
fn code(w: &[u8]) -> usize {
    w.iter().fold(0, |acc, &c| {
        let d = if c.is_ascii_lowercase() { c - b'a' } else { c - b'A' + 26 };
        acc * 52 + d as usize
    })
}
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace();
    let n: usize = it.next().unwrap().parse().unwrap();
    const M: usize = 52 * 52 * 52;
    let mut deg = vec![0usize; M];
    let mut rev: Vec<Vec<usize>> = vec![Vec::new(); M];
    let mut after = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for _ in 0..n {
        let w = it.next().unwrap().as_bytes();
        let (h, t) = (code(&w[..3]), code(&w[w.len() - 3..]));
        deg[h] += 1;
        if seen.insert((h, t)) {
            rev[t].push(h);
        }
        after.push(t);
    }
    // 0 undecided, 1 win, 2 lose
    let mut st = vec![0u8; M];
    let mut q = VecDeque::new();
    for v in 0..M {
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
                q.push_back(u);
            } else {
                deg[u] -= 1;
                if deg[u] == 0 {
                    st[u] = 2;
                    q.push_back(u);
                }
            }
        }
    }
    let mut out = String::new();
    for t in after {
        out.push_str(match st[t] {
            1 => "Bob\n",
            2 => "Ann\n",
            _ => "Draw\n",
        });
    }
    print!("{}", out);
}
