// Too slow: the right recurrence by the plain mex over every tear, about 2.5·10^11 steps for a
// ball of 10^6 (the textbook program; fine for the easy versions' 2000).
use nimkit::grundy::mex;
use nimkit::io::stdin_scanner;

fn main() {
    let mut scanner = stdin_scanner();
    let q: usize = scanner.next();
    let tables: Vec<Vec<usize>> = (0..q)
        .map(|_| {
            let k: usize = scanner.next();
            scanner.vec(k)
        })
        .collect();
    let largest = tables.iter().flatten().copied().max().unwrap();
    let mut grundy = vec![0u32; largest + 1];
    for h in 3..=largest {
        grundy[h] = mex((1..(h + 1) / 2).map(|a| grundy[a] ^ grundy[h - a]));
    }
    for table in &tables {
        println!("{}", table.iter().fold(0, |x, &h| x ^ grundy[h]));
    }
}
