// Allows removing x only when the heap holds strictly more than x (never empties a heap), both
// in the Grundy table and in its moves.
use nimkit::grundy::mex;
use nimkit::io::{interactive_output, stdin_scanner};

fn main() {
    let (mut input, mut out) = (stdin_scanner(), interactive_output());
    let n: usize = input.next();
    let m: usize = input.next();
    let s: Vec<u64> = input.vec(m);
    let mut a: Vec<u64> = input.vec(n);
    // Enough values to see the period of the misread rule (a subtraction game on heap - 1).
    let len = 1 << 20;
    let mut t = vec![0u32; len];
    for h in 0..len {
        t[h] = mex(s.iter().filter(|&&d| (d as usize) < h).map(|&d| t[h - d as usize]));
    }
    let p = (1..len / 4).find(|&p| (len / 2..len - p).all(|i| t[i] == t[i + p])).unwrap_or(1);
    let g = |h: u64| {
        if (h as usize) < len {
            t[h as usize]
        } else {
            t[len / 2 + ((h - len as u64 / 2) % p as u64) as usize]
        }
    };
    let x = |a: &[u64]| a.iter().fold(0, |x, &h| x ^ g(h));
    let mut mine = x(&a) != 0;
    println!("{}", if mine { "First" } else { "Second" });
    let small = *s.iter().min().unwrap();
    let mut moves = 0;
    while a.iter().any(|&h| h >= small) && moves < 1000 {
        if mine {
            let target = x(&a);
            let all: Vec<(usize, u64)> =
                (0..n).flat_map(|i| s.iter().map(move |&d| (i, d))).filter(|&(i, d)| d < a[i]).collect();
            if all.is_empty() {
                return;
            }
            let (i, d) =
                all.iter().copied().find(|&(i, d)| g(a[i] - d) == target ^ g(a[i])).unwrap_or(all[0]);
            a[i] -= d;
            out.put(i + 1).space().put(d).newline();
            moves += 1;
        } else {
            let i: usize = input.next();
            let d: u64 = input.next();
            a[i - 1] -= d;
        }
        mine = !mine;
    }
}
