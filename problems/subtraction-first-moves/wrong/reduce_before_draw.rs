// Wrong: finds the exact preperiod and period of the win/loss pattern, then reduces n into
// the table before drawing: it looks up (n reduced) - t instead of (n - t) reduced, which is
// wrong when the draw lands in the preperiod (or the reduced amount is below t).
use std::collections::HashMap;
use std::io::{self, BufWriter, Read, Write};

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace().map(|x| x.parse::<u64>().unwrap());
    let m = it.next().unwrap() as usize;
    let mut sizes: Vec<u64> = (0..m).map(|_| it.next().unwrap()).collect();
    sizes.sort();
    let big = *sizes.last().unwrap() as usize;
    // win[i]: the player to move with i litres wins. The state after i is the last `big` bits.
    let mut win: Vec<bool> = Vec::new();
    let mut seen: HashMap<u64, usize> = HashMap::new();
    let (pre, period);
    let mut state: u64 = 0;
    loop {
        let i = win.len();
        if i >= big {
            if let Some(&j) = seen.get(&state) {
                pre = j;
                period = i - j;
                break;
            }
            seen.insert(state, i);
        }
        let w = sizes.iter().any(|&t| t as usize <= i && !win[i - t as usize]);
        win.push(w);
        state = ((state << 1) | w as u64) & ((1u64 << big) - 1);
    }
    let mut pre = pre;
    while pre > 0 && win[pre - 1] == win[pre - 1 + period] {
        pre -= 1;
    }
    let reduce = |n: u64| -> usize {
        if n < pre as u64 {
            n as usize
        } else {
            pre + ((n - pre as u64) % period as u64) as usize
        }
    };
    let q = it.next().unwrap();
    let mut out = BufWriter::new(io::stdout().lock());
    for _ in 0..q {
        let n = it.next().unwrap();
        let mut good = Vec::new();
        for &t in &sizes {
            let r = reduce(n) as u64;
            if t <= r && !win[(r - t) as usize] {
                good.push(t);
            }
        }
        if good.is_empty() {
            writeln!(out, "Second").unwrap();
        } else {
            let v: Vec<String> = good.iter().map(|x: &u64| x.to_string()).collect();
            writeln!(out, "{}", v.join(" ")).unwrap();
        }
    }
}
