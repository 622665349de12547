//! Wrong: eliminates correctly but, for every basis vector used, reports only the number
//! that founded it. A basis vector is the XOR of several input numbers, so the reported
//! numbers do not XOR to x; the combination of each vector has to be tracked.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let (n, x) = (tokens.next().unwrap() as usize, tokens.next().unwrap());
    let mut basis = [0u64; 60];
    let mut founder = [0usize; 60];
    for i in 1..=n {
        let mut v = tokens.next().unwrap();
        for bit in (0..60).rev() {
            if v >> bit & 1 == 1 {
                if basis[bit] == 0 {
                    basis[bit] = v;
                    founder[bit] = i;
                    break;
                }
                v ^= basis[bit];
            }
        }
    }
    let mut rest = x;
    let mut chosen = Vec::new();
    for bit in (0..60).rev() {
        if rest >> bit & 1 == 1 && basis[bit] != 0 {
            rest ^= basis[bit];
            chosen.push(founder[bit]);
        }
    }
    if rest != 0 {
        println!("-1");
        return;
    }
    let line: Vec<String> = chosen.iter().map(|i| i.to_string()).collect();
    println!("{}\n{}", chosen.len(), line.join(" "));
}
