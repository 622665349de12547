// Too slow: the right formula, but each Grundy value is recomputed from scratch every time it
// is needed, so the work grows with the number of paths (exponential on a ladder of slides).
use nimkit::io::stdin_scanner;

fn grundy(u: usize, slides: &[Vec<usize>]) -> u32 {
    let options: Vec<u32> = slides[u].iter().map(|&v| grundy(v, slides)).collect();
    (0..).find(|g| !options.contains(g)).unwrap()
}

fn main() {
    let mut scanner = stdin_scanner();
    let n: usize = scanner.next();
    let m: usize = scanner.next();
    let mut slides = vec![Vec::new(); n + 1];
    for _ in 0..m {
        let u: usize = scanner.next();
        let v: usize = scanner.next();
        slides[u].push(v);
    }
    let k: usize = scanner.next();
    let xor = (0..k).fold(0, |x, _| x ^ grundy(scanner.next(), &slides));
    println!("{}", if xor != 0 { "First" } else { "Second" });
}
