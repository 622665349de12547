//! Wrong: greedy without elimination. Going from the largest number down, it takes a number
//! whenever that number has the highest bit where the running XOR still differs from x,
//! and gives up with -1 if the running XOR does not end at x.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let (n, x) = (tokens.next().unwrap() as usize, tokens.next().unwrap());
    let mut order: Vec<(u64, usize)> = (1..=n).map(|i| (tokens.next().unwrap(), i)).collect();
    order.sort_unstable_by(|a, b| b.cmp(a));
    let mut current = 0u64;
    let mut chosen = Vec::new();
    for (value, index) in order {
        let diff = current ^ x;
        if diff != 0 && value >> (63 - diff.leading_zeros()) & 1 == 1 {
            current ^= value;
            chosen.push(index);
        }
    }
    if current != x {
        println!("-1");
        return;
    }
    let line: Vec<String> = chosen.iter().map(|i| i.to_string()).collect();
    println!("{}\n{}", chosen.len(), line.join(" "));
}
