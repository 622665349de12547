// Wrong: computes the subtraction values far enough to see the period (certified over max(S)
// values), but then looks a pile up as g(a mod period), as if the values repeated from 0.
use nimkit::grundy::grundy_of_dag;
use nimkit::io::stdin_scanner;
use std::io::{BufWriter, Write};

fn main() {
    let mut scanner = stdin_scanner();
    let vertex_count: usize = scanner.next();
    let arrow_count: usize = scanner.next();
    let mut arrows = vec![Vec::new(); vertex_count];
    for _ in 0..arrow_count {
        let u: usize = scanner.next();
        let v: usize = scanner.next();
        arrows[u - 1].push(v - 1);
    }
    let vertex_value = grundy_of_dag(&arrows);
    let m: usize = scanner.next();
    let set: Vec<usize> = scanner.vec(m);
    let largest = *set.iter().max().unwrap();
    let mut len = 1 << 12;
    let (table, period) = loop {
        let mut g = vec![0u64; len];
        for a in 0..len {
            let mut seen = 0u64;
            for &t in &set {
                if t <= a {
                    seen |= 1 << g[a - t];
                }
            }
            g[a] = u64::from((!seen).trailing_zeros());
        }
        // The tail of the table repeats with period p over more than max(S) values.
        let found = (1..len / 2).find(|&p| (len - p - largest - 1..len - p).all(|i| g[i] == g[i + p]) && (len / 2..len - p).all(|i| g[i] == g[i + p]));
        if let Some(p) = found {
            break (g, p);
        }
        len *= 2;
    };
    let c: usize = scanner.next();
    let mut xor = 0u64;
    for _ in 0..c {
        xor ^= match scanner.next::<String>().as_str() {
            "nim" => scanner.next::<u64>(),
            "take" => {
                let a: u64 = scanner.next();
                let k: u64 = scanner.next();
                a % (k + 1)
            }
            "sub" => {
                let a: u64 = scanner.next();
                if (a as usize) < len { table[a as usize] } else { table[(a % period as u64) as usize] }
            }
            _ => u64::from(vertex_value[scanner.next::<usize>() - 1]),
        };
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", if xor != 0 { "First" } else { "Second" }).unwrap();
}
