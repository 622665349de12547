// Wrong: computes the first 5000 subtraction values, takes the smallest p that repeats over
// their second half, and extends that pattern; the records within the constraints are longer.
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
    let len = 5000;
    let mut table = vec![0u64; len];
    for a in 0..len {
        let mut seen = 0u64;
        for &t in &set {
            if t <= a {
                seen |= 1 << table[a - t];
            }
        }
        table[a] = u64::from((!seen).trailing_zeros());
    }
    let half = len / 2;
    let period = (1..half).find(|&p| (half..len - p).all(|i| table[i] == table[i + p])).unwrap_or(half);
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
                if (a as usize) < len { table[a as usize] } else { table[half + ((a - half as u64) % period as u64) as usize] }
            }
            _ => u64::from(vertex_value[scanner.next::<usize>() - 1]),
        };
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", if xor != 0 { "First" } else { "Second" }).unwrap();
}
