//! Wrong (integer width): counts the 1s of the bit columns with the usual 32-bit loop,
//! `for bit in 0..32`, although stacks hold up to 10^18 crates (60 bits).
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let t = tokens.next().unwrap();
    let mut out = String::new();
    for _ in 0..t {
        let (n, k) = (tokens.next().unwrap(), tokens.next().unwrap());
        let mut columns = [0u64; 32];
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
