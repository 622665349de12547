// Wrong: plays a bounded pile as if it were a Nim pile (the limit k is ignored).
use nimkit::grundy::grundy_of_dag;
use nimkit::io::stdin_scanner;
use nimkit::subtraction::SubtractionGame;

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
    let values: Vec<u64> = (0..c)
        .map(|_| match scanner.next::<String>().as_str() {
            "nim" => scanner.next::<u64>(),
            "take" => {
                let a: u64 = scanner.next();
                let _limit_ignored: u64 = scanner.next();
                a
            }
            "sub" => u64::from(subtraction.grundy(scanner.next())),
            _ => u64::from(vertex_value[scanner.next::<usize>() - 1]),
        })
        .collect();
    let first_wins = values.iter().fold(0, |x, &g| x ^ g) != 0;
    println!("{}", if first_wins { "First" } else { "Second" });
}
