// Too slow: the right recurrence, but without memoization every value is recomputed from
// scratch, which takes exponential time in the weight.
use nimkit::io::stdin_scanner;

fn grundy(h: u64) -> u32 {
    let options: Vec<u32> = (1..(h + 1) / 2).map(|a| grundy(a) ^ grundy(h - a)).collect();
    (0..).find(|g| !options.contains(g)).unwrap()
}

fn main() {
    let mut scanner = stdin_scanner();
    let n: usize = scanner.next();
    let xor = (0..n).fold(0, |x, _| x ^ grundy(scanner.next()));
    println!("{}", if xor != 0 { "First" } else { "Second" });
}
