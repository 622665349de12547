// Computes the first 3000 values and takes the smallest period that the values from 1000 on
// show, as if every preperiod ended by 1000 and every period were below 1000.
use nimkit::io::{interactive_output, stdin_scanner};
use nimkit::subtraction::grundy_table;

fn main() {
    let (mut input, mut out) = (stdin_scanner(), interactive_output());
    let n: usize = input.next();
    let m: usize = input.next();
    let s: Vec<u64> = input.vec(m);
    let mut a: Vec<u64> = input.vec(n);
    let t = grundy_table(&s, 3000);
    let p = (1..1000).find(|&p| (1000..3000 - p).all(|i| t[i] == t[i + p])).unwrap_or(1000) as u64;
    let g = |h: u64| if h < 1000 { t[h as usize] } else { t[(1000 + (h - 1000) % p) as usize] };
    let x = |a: &[u64]| a.iter().fold(0, |x, &h| x ^ g(h));
    let mut mine = x(&a) != 0;
    println!("{}", if mine { "First" } else { "Second" });
    let small = *s.iter().min().unwrap();
    let mut moves = 0;
    while a.iter().any(|&h| h >= small) && moves < 1000 {
        if mine {
            let target = x(&a);
            let all: Vec<(usize, u64)> =
                (0..n).flat_map(|i| s.iter().map(move |&d| (i, d))).filter(|&(i, d)| d <= a[i]).collect();
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
