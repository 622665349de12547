// Wrong: also allows tearing a ball into two equal halves (a <= h - a instead of a < h - a).
use nimkit::io::stdin_scanner;

fn main() {
    let mut scanner = stdin_scanner();
    let n: usize = scanner.next();
    let balls: Vec<usize> = scanner.vec(n);
    let largest = *balls.iter().max().unwrap();
    let mut grundy = vec![0usize; largest + 1];
    for h in 2..=largest {
        let mut seen = vec![false; h + 2];
        for a in 1..=h / 2 {
            seen[grundy[a] ^ grundy[h - a]] = true;
        }
        grundy[h] = seen.iter().position(|&s| !s).unwrap();
    }
    let xor = balls.iter().fold(0, |x, &h| x ^ grundy[h]);
    println!("{}", if xor != 0 { "First" } else { "Second" });
}
