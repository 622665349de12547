//! Wrong (integer width): the right elimination with key masks, from a template for 32-bit
//! codes: bits above 31 are never pivots nor checked, so a code or a target beyond 2^32 is
//! mishandled (a set matching only the low 32 bits is printed).
use std::io::Read;

const BITS: usize = 32;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let (n, x) = (tokens.next().unwrap() as usize, tokens.next().unwrap());
    // basis[bit] is the XOR of the independent keys whose slots are set in combo[bit].
    let mut basis = [0u64; BITS];
    let mut combo = [0u64; BITS];
    let mut independent: Vec<usize> = Vec::new();
    for i in 1..=n {
        let (mut v, mut mask) = (tokens.next().unwrap(), 1u64 << independent.len().min(63));
        for bit in (0..BITS).rev() {
            if v >> bit & 1 == 0 {
                continue;
            }
            if basis[bit] == 0 {
                basis[bit] = v;
                combo[bit] = mask;
                independent.push(i);
                break;
            }
            v ^= basis[bit];
            mask ^= combo[bit];
        }
    }
    let (mut rest, mut used) = (x, 0u64);
    for bit in (0..BITS).rev() {
        if rest >> bit & 1 == 1 && basis[bit] != 0 {
            rest ^= basis[bit];
            used ^= combo[bit];
        }
    }
    if rest != 0 {
        println!("-1");
        return;
    }
    let keys: Vec<usize> =
        (0..independent.len()).filter(|&s| used >> s & 1 == 1).map(|s| independent[s]).collect();
    let line: Vec<String> = keys.iter().map(|k| k.to_string()).collect();
    println!("{}\n{}", keys.len(), line.join(" "));
}
