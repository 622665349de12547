//! Wrong: scans the numbers from largest to smallest and keeps one whenever it raises the
//! running XOR. Without Gaussian elimination the numbers are not independent, so a value
//! that lowers the XOR now can be needed to unlock a higher bit later.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut values: Vec<u64> = text.split_ascii_whitespace().skip(1).map(|t| t.parse().unwrap()).collect();
    values.sort_unstable_by(|a, b| b.cmp(a));
    let mut best = 0u64;
    for v in values {
        if best ^ v > best {
            best ^= v;
        }
    }
    println!("{best}");
}
