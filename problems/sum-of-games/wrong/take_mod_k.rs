// Wrong: a bounded pile of a chips with takes of 1..k gets the value a mod k instead of
// a mod (k + 1), one off in the length of the repeating pattern.
use nimkit::grundy::grundy_of_dag;
use nimkit::io::stdin_scanner;
use nimkit::nim::nim_sum;
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
    let values: Vec<u64> = (0..c)
        .map(|_| match scanner.next::<String>().as_str() {
            "nim" => scanner.next::<u64>(),
            "take" => {
                let a: u64 = scanner.next();
                let k: u64 = scanner.next();
                a % k
            }
            "sub" => u64::from(subtraction.grundy(scanner.next())),
            "token" => u64::from(vertex_value[scanner.next::<usize>() - 1]),
            other => panic!("unknown game kind {:?}", other),
        })
        .collect();
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", if nim_sum(&values) != 0 { "First" } else { "Second" }).unwrap();
}
