//! Wrong (recursion depth): everything right, but the token values come from a memoized
//! recursive DFS. A map that is one long path makes the first call 10^5 frames deep, and the
//! stack overflows.
use nimkit::io::stdin_scanner;
use nimkit::subtraction::SubtractionGame;

fn grundy(v: usize, arrows: &Vec<Vec<usize>>, memo: &mut Vec<u64>) -> u64 {
    if memo[v] != u64::MAX {
        return memo[v];
    }
    let mut options: Vec<u64> = Vec::new();
    for &w in &arrows[v] {
        let g = grundy(w, arrows, memo);
        options.push(g);
    }
    options.sort();
    let mut g = 0;
    for x in options {
        if x == g {
            g += 1;
        }
    }
    memo[v] = g;
    g
}

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
    let m: usize = scanner.next();
    let set: Vec<u64> = scanner.vec(m);
    let subtraction = SubtractionGame::new(&set);
    let c: usize = scanner.next();
    let mut memo = vec![u64::MAX; vertex_count];
    let mut xor = 0u64;
    for _ in 0..c {
        let kind: String = scanner.next();
        xor ^= match kind.as_str() {
            "nim" => scanner.next::<u64>(),
            "take" => {
                let a: u64 = scanner.next();
                let k: u64 = scanner.next();
                a % (k + 1)
            }
            "sub" => u64::from(subtraction.grundy(scanner.next())),
            _ => {
                let v: usize = scanner.next();
                grundy(v - 1, &arrows, &mut memo)
            }
        };
    }
    println!("{}", if xor != 0 { "First" } else { "Second" });
}
