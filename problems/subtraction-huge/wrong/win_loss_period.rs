// Wrong: finds the cycle of the game by the win/loss pattern of the last max(S) heap sizes
// instead of their Grundy values. The win/loss pattern can repeat before the values do, so
// the preperiod it finds is too short and huge heaps get the wrong value.
use std::collections::HashMap;
use std::io::{self, Read};

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace().map(|x| x.parse::<u64>().unwrap());
    let m = it.next().unwrap() as usize;
    let mut loads: Vec<usize> = (0..m).map(|_| it.next().unwrap() as usize).collect();
    loads.sort();
    let big = *loads.last().unwrap();
    let mut g: Vec<u8> = Vec::new();
    let mut seen: HashMap<Vec<bool>, usize> = HashMap::new();
    let (pre, period);
    loop {
        let i = g.len();
        if i >= big {
            let key = g[i - big..].iter().map(|&v| v != 0).collect::<Vec<bool>>();
            if let Some(&j) = seen.get(&key) {
                pre = j - big;
                period = i - j;
                break;
            }
            seen.insert(key, i);
        }
        let mut mex = [false; 8];
        for &t in &loads {
            if t <= i {
                mex[g[i - t] as usize] = true;
            }
        }
        g.push((0..8).find(|&v| !mex[v]).unwrap() as u8);
    }
    let n = it.next().unwrap();
    let mut x = 0u8;
    for _ in 0..n {
        let a = it.next().unwrap();
        let idx = if a < pre as u64 { a as usize } else { pre + ((a - pre as u64) % period as u64) as usize };
        x ^= g[idx];
    }
    println!("{}", if x != 0 { "First" } else { "Second" });
}
