// Wrong: memoizes with 0 meaning "not computed yet", so every platform whose value really is 0
// (every platform without slides, for a start) is recomputed each time it is reached: on a
// ladder of slides the work grows exponentially.
use nimkit::io::stdin_scanner;

fn grundy(u: usize, slides: &[Vec<usize>], memo: &mut Vec<u32>) -> u32 {
    if memo[u] != 0 {
        return memo[u];
    }
    let options: Vec<u32> = slides[u].iter().map(|&v| grundy(v, slides, memo)).collect();
    memo[u] = (0..).find(|g| !options.contains(g)).unwrap();
    memo[u]
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
    let mut memo = vec![0; n + 1];
    let k: usize = scanner.next();
    let xor = (0..k).fold(0, |x, _| x ^ grundy(scanner.next(), &slides, &mut memo));
    println!("{}", if xor != 0 { "First" } else { "Second" });
}
