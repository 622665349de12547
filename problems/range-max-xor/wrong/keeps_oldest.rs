//! Wrong: the prefix-basis idea without its key step. It records, for each leading bit,
//! the position of the vector, but on a collision keeps the older vector instead of
//! swapping in the newer one; a query then drops basis vectors that started before l
//! although a newer combination with the same span was available.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let (n, q) = (tokens.next().unwrap() as usize, tokens.next().unwrap());
    let mut basis = [0u64; 60];
    let mut position = [0usize; 60];
    let mut prefixes: Vec<([u64; 60], [usize; 60])> = vec![(basis, position)];
    for i in 1..=n {
        let mut x = tokens.next().unwrap();
        for bit in (0..60).rev() {
            if x >> bit & 1 == 1 {
                if basis[bit] == 0 {
                    basis[bit] = x;
                    position[bit] = i;
                    break;
                }
                x ^= basis[bit];
            }
        }
        prefixes.push((basis, position));
    }
    let mut out = String::new();
    for _ in 0..q {
        let (l, r) = (tokens.next().unwrap() as usize, tokens.next().unwrap() as usize);
        let (basis, position) = &prefixes[r];
        let mut best = 0u64;
        for bit in (0..60).rev() {
            if position[bit] >= l && best ^ basis[bit] > best {
                best ^= basis[bit];
            }
        }
        out.push_str(&format!("{best}\n"));
    }
    print!("{out}");
}
