// Wrong: keeps the set of option values as a u32 bit mask, assuming Grundy values stay below 32;
// from about h = 1000 they reach 32 and more, `1 << v` no longer marks v, and the mex is wrong.
use nimkit::io::stdin_scanner;

fn main() {
    let mut scanner = stdin_scanner();
    let n: usize = scanner.next();
    let balls: Vec<usize> = scanner.vec(n);
    let largest = *balls.iter().max().unwrap();
    let mut grundy = vec![0u32; largest + 1];
    for h in 3..=largest {
        let mut seen = 0u32;
        for a in 1..(h + 1) / 2 {
            seen |= 1u32.wrapping_shl(grundy[a] ^ grundy[h - a]);
        }
        grundy[h] = (!seen).trailing_zeros();
    }
    let xor = balls.iter().fold(0, |x, &h| x ^ grundy[h]);
    println!("{}", if xor != 0 { "First" } else { "Second" });
}
