//! Wrong (integer width): the right prefix basis (newest reading kept on a collision), but
//! written from a template for 32-bit values: bits above 31 are never pivots, so readings
//! whose low 32 bits cancel out are dropped.
use std::io::Read;

const BITS: usize = 32;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let (n, q) = (tokens.next().unwrap() as usize, tokens.next().unwrap());
    let mut basis = [0u64; BITS];
    let mut position = [0u32; BITS];
    let mut prefixes: Vec<([u64; BITS], [u32; BITS])> = Vec::with_capacity(n + 1);
    prefixes.push((basis, position));
    for i in 1..=n as u32 {
        let (mut x, mut at) = (tokens.next().unwrap(), i);
        for bit in (0..BITS).rev() {
            if x >> bit & 1 == 0 {
                continue;
            }
            if basis[bit] == 0 {
                basis[bit] = x;
                position[bit] = at;
                break;
            }
            if position[bit] < at {
                std::mem::swap(&mut basis[bit], &mut x);
                std::mem::swap(&mut position[bit], &mut at);
            }
            x ^= basis[bit];
        }
        prefixes.push((basis, position));
    }
    let mut out = String::new();
    for _ in 0..q {
        let (l, r) = (tokens.next().unwrap() as u32, tokens.next().unwrap() as usize);
        let (basis, position) = &prefixes[r];
        let mut best = 0u64;
        for bit in (0..BITS).rev() {
            if position[bit] >= l && best ^ basis[bit] > best {
                best ^= basis[bit];
            }
        }
        out.push_str(&format!("{best}\n"));
    }
    print!("{out}");
}
