// Too slow: the right recurrence by the plain mex over every tear, about 10^10 steps for a ball
// of 200 000 (fine for the easy version's 2000).
use nimkit::grundy::mex;
use nimkit::io::stdin_scanner;

fn main() {
    let mut scanner = stdin_scanner();
    let n: usize = scanner.next();
    let balls: Vec<usize> = scanner.vec(n);
    let largest = *balls.iter().max().unwrap();
    let mut grundy = vec![0u32; largest + 1];
    for h in 3..=largest {
        grundy[h] = mex((1..(h + 1) / 2).map(|a| grundy[a] ^ grundy[h - a]));
    }
    let xor = balls.iter().fold(0, |x, &h| x ^ grundy[h]);
    println!("{}", if xor != 0 { "First" } else { "Second" });
}
