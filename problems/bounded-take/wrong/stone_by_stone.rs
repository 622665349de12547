// Too slow: computes each pile's Grundy value by walking up from 0 one stone at a time.
use nimkit::io::stdin_scanner;
use std::hint::black_box;

fn main() {
    let mut scanner = stdin_scanner();
    let n: usize = scanner.next();
    let k: u64 = scanner.next();
    let mut xor = 0u64;
    for _ in 0..n {
        let a: u64 = scanner.next();
        let mut grundy = 0u64;
        for _ in 0..a {
            grundy = if black_box(grundy) == k { 0 } else { grundy + 1 };
        }
        xor ^= grundy;
    }
    println!("{}", if xor != 0 { "First" } else { "Second" });
}
