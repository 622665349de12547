//! Wrong (period-guessing): finds the period of the `sub` game from its win/lose pattern (a window
//! of max(S) zero/non-zero bits repeating, which is exact for who wins a lone pile) and applies it
//! to the Grundy values, whose preperiod can be longer: a sum with another game then goes wrong.
use std::collections::HashMap;
use std::io::*;
fn main() {
    let mut s = String::new();
    stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace();
    let mut nx = || -> String { it.next().unwrap().to_string() };
    let vn: usize = nx().parse().unwrap();
    let e: usize = nx().parse().unwrap();
    let mut adj = vec![vec![]; vn + 1];
    let mut indeg = vec![0usize; vn + 1];
    for _ in 0..e {
        let u: usize = nx().parse().unwrap();
        let v: usize = nx().parse().unwrap();
        adj[u].push(v);
        indeg[v] += 1;
    }
    // topo order
    let mut order = vec![];
    for x in 1..=vn {
        if indeg[x] == 0 {
            order.push(x);
        }
    }
    let mut i = 0;
    while i < order.len() {
        let x = order[i];
        i += 1;
        for &y in &adj[x] {
            indeg[y] -= 1;
            if indeg[y] == 0 {
                order.push(y);
            }
        }
    }
    let mut gv = vec![0u32; vn + 1];
    for &x in order.iter().rev() {
        let mut seen = vec![];
        for &y in &adj[x] {
            seen.push(gv[y]);
        }
        seen.sort();
        seen.dedup();
        let mut mx = 0;
        for &t in &seen {
            if t == mx {
                mx += 1;
            } else if t > mx {
                break;
            }
        }
        gv[x] = mx;
    }
    let m: usize = nx().parse().unwrap();
    let sset: Vec<usize> = (0..m).map(|_| nx().parse().unwrap()).collect();
    let smax = *sset.iter().max().unwrap();
    let mut g: Vec<u8> = vec![];
    let mut seen: HashMap<Vec<u8>, usize> = HashMap::new();
    let (p0, per);
    let mut n = 0usize;
    loop {
        let mut mask = 0u32;
        for &t in &sset {
            if t <= n {
                mask |= 1 << g[n - t];
            }
        }
        let mut mx = 0;
        while mask >> mx & 1 == 1 {
            mx += 1;
        }
        g.push(mx as u8);
        n += 1;
        if n >= smax {
            let st = n - smax;
            let key: Vec<u8> = g[st..n].iter().map(|&v| (v == 0) as u8).collect();
            if let Some(&old) = seen.get(&key) {
                p0 = old;
                per = st - old;
                break;
            }
            seen.insert(key, st);
        }
    }
    let gsub = |a: u64| -> u64 {
        let a = a as u128;
        if a < (p0 as u128) {
            g[a as usize] as u64
        } else {
            g[p0 + ((a - p0 as u128) % per as u128) as usize] as u64
        }
    };
    let c: usize = nx().parse().unwrap();
    let mut x = 0u64;
    for _ in 0..c {
        let kind = nx();
        match kind.as_str() {
            "nim" => {
                let a: u64 = nx().parse().unwrap();
                x ^= a;
            }
            "take" => {
                let a: u64 = nx().parse().unwrap();
                let k: u64 = nx().parse().unwrap();
                x ^= a % (k + 1);
            }
            "sub" => {
                let a: u64 = nx().parse().unwrap();
                x ^= gsub(a);
            }
            _ => {
                let v: usize = nx().parse().unwrap();
                x ^= gv[v] as u64;
            }
        }
    }
    println!("{}", if x != 0 { "First" } else { "Second" });
}
