//! Wrong (complexity): tracks, for every basis vector, which keys it is made of as a mask
//! over all n keys (`Vec<bool>`), XORing whole masks during each elimination step:
//! O(60 n) per key, O(60 n^2) in all.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let (n, x) = (tokens.next().unwrap() as usize, tokens.next().unwrap());
    let mut basis = [0u64; 60];
    let mut combo: Vec<Vec<bool>> = vec![Vec::new(); 60];
    for i in 0..n {
        let mut v = tokens.next().unwrap();
        let mut mask = vec![false; n];
        mask[i] = true;
        for bit in (0..60).rev() {
            if v >> bit & 1 == 0 {
                continue;
            }
            if basis[bit] == 0 {
                basis[bit] = v;
                combo[bit] = mask;
                break;
            }
            v ^= basis[bit];
            for (m, &c) in mask.iter_mut().zip(&combo[bit]) {
                *m ^= c;
            }
        }
    }
    let mut rest = x;
    let mut used = vec![false; n];
    for bit in (0..60).rev() {
        if rest >> bit & 1 == 1 && basis[bit] != 0 {
            rest ^= basis[bit];
            for (u, &c) in used.iter_mut().zip(&combo[bit]) {
                *u ^= c;
            }
        }
    }
    if rest != 0 {
        println!("-1");
        return;
    }
    let keys: Vec<String> = (0..n).filter(|&i| used[i]).map(|i| (i + 1).to_string()).collect();
    println!("{}\n{}", keys.len(), keys.join(" "));
}
