//! Wrong: XORs every number, as if taking all of them were always best.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let values: Vec<u64> = text.split_ascii_whitespace().skip(1).map(|t| t.parse().unwrap()).collect();
    println!("{}", values.iter().fold(0, |acc, &v| acc ^ v));
}
