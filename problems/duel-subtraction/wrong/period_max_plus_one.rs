// Assumes the Grundy values repeat with period max(S) + 1 from the start, as they do for
// S = {1..k}: g(h) = g(h mod (max S + 1)).
use nimkit::io::{interactive_output, stdin_scanner};
use nimkit::subtraction::grundy_table;

fn main() {
    let (mut input, mut out) = (stdin_scanner(), interactive_output());
    let n: usize = input.next();
    let m: usize = input.next();
    let s: Vec<u64> = input.vec(m);
    let mut a: Vec<u64> = input.vec(n);
    let p = *s.iter().max().unwrap() + 1;
    let t = grundy_table(&s, p as usize);
    let g = |h: u64| t[(h % p) as usize];
    let x = |a: &[u64]| a.iter().fold(0, |x, &h| x ^ g(h));
    let mut mine = x(&a) != 0;
    println!("{}", if mine { "First" } else { "Second" });
    let small = *s.iter().min().unwrap();
    let mut moves = 0;
    while a.iter().any(|&h| h >= small) && moves < 1000 {
        if mine {
            let target = x(&a);
            let legal = (0..n).flat_map(|i| s.iter().map(move |&d| (i, d))).filter(|&(i, d)| d <= a[i]);
            let all: Vec<(usize, u64)> = legal.collect();
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
