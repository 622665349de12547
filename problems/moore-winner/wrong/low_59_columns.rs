//! Wrong (integer width): counts 59 bit columns, taking floor(log2(10^18)) = 59 for the width,
//! although 10^18 ≥ 2^59 needs a 60th column (bit 59).
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let t = tokens.next().unwrap();
    let mut out = String::new();
    for _ in 0..t {
        let (n, k) = (tokens.next().unwrap(), tokens.next().unwrap());
        let mut columns = [0u64; 59];
        for _ in 0..n {
            let pile = tokens.next().unwrap();
            for (bit, count) in columns.iter_mut().enumerate() {
                *count += pile >> bit & 1;
            }
        }
        let first = columns.iter().any(|&c| c % (k + 1) != 0);
        out.push_str(if first { "First\n" } else { "Second\n" });
    }
    print!("{out}");
}
