// Too slow: computes g(0), g(1), ... up to each heap, keeping only the last 50 values.
use nimkit::io::stdin_scanner;

fn main() {
    let mut scanner = stdin_scanner();
    let m: usize = scanner.next();
    let loads: Vec<u64> = scanner.vec(m);
    let n: usize = scanner.next();
    let heaps: Vec<u64> = scanner.vec(n);
    let largest = *heaps.iter().max().unwrap();
    let mut sorted = heaps.clone();
    sorted.sort_unstable();
    let mut window = [0u64; 64]; // g(a) lives at window[a % 64]
    let mut values = std::collections::HashMap::new();
    let mut next = sorted.iter().peekable();
    for a in 0..=largest {
        let options: Vec<u64> =
            loads.iter().filter(|&&t| t <= a).map(|&t| window[((a - t) % 64) as usize]).collect();
        let g = (0..).find(|v| !options.contains(v)).unwrap();
        window[(a % 64) as usize] = g;
        while next.peek() == Some(&&a) {
            values.insert(a, g);
            next.next();
        }
    }
    let xor = heaps.iter().fold(0, |x, a| x ^ values[a]);
    println!("{}", if xor != 0 { "First" } else { "Second" });
}
