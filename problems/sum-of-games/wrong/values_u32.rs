// Wrong: keeps every Grundy value as u32, like the library's own values, so a Nim pile of
// 2^32 or more is truncated before the XOR.
use nimkit::grundy::grundy_of_dag;
use nimkit::io::stdin_scanner;
use nimkit::subtraction::SubtractionGame;
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
    let set: Vec<u64> = scanner.vec(m);
    let subtraction = SubtractionGame::new(&set);
    let c: usize = scanner.next();
    // Sprague–Grundy: replace every game by its Grundy value, then play Nim on those values.
    let values: Vec<u32> = (0..c)
        .map(|_| match scanner.next::<String>().as_str() {
            "nim" => scanner.next::<u64>() as u32,
            "take" => {
                let a: u64 = scanner.next();
                let k: u64 = scanner.next();
                (a % (k + 1)) as u32
            }
            "sub" => subtraction.grundy(scanner.next()),
            "token" => vertex_value[scanner.next::<usize>() - 1],
            other => panic!("unknown game kind {:?}", other),
        })
        .collect();
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", if values.iter().fold(0, |x, &v| x ^ v) != 0 { "First" } else { "Second" }).unwrap();
}
