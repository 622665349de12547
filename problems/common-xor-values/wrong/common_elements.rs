//! Wrong: counts only the values that occur in both lists as elements (plus 0, which the
//! empty subsets give), missing every common value that is a XOR of several elements.
use std::collections::HashSet;
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let values: Vec<u64> = text.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let (n, m) = (values[0] as usize, values[1] as usize);
    let a: HashSet<u64> = values[2..2 + n].iter().copied().collect();
    let b: HashSet<u64> = values[2 + n..2 + n + m].iter().copied().collect();
    let common_nonzero = a.intersection(&b).filter(|&&v| v != 0).count();
    println!("{}", common_nonzero + 1);
}
