//! Wrong: applies the period 34 from length 0, ignoring that Dawson's Kayles is only periodic
//! from 53 on (g(15) = 0 but g(49) = 4, for instance).
use std::io::{stdin, Read};

fn main() {
    let mut text = String::new();
    stdin().read_to_string(&mut text).unwrap();
    let mut words = text.split_ascii_whitespace().map(|w| w.parse::<u64>().unwrap());
    // g(0..34) of Dawson's Kayles.
    let first: [u64; 34] =
        [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7];
    let shelves = words.next().unwrap();
    let mut out = String::new();
    for _ in 0..shelves {
        let length = words.next().unwrap();
        let k = words.next().unwrap();
        let mut vases: Vec<u64> = (0..k).map(|_| words.next().unwrap()).collect();
        vases.sort_unstable();
        vases.push(length + 1);
        let (mut x, mut previous) = (0, 0);
        for v in vases {
            x ^= first[((v - previous - 1) % 34) as usize];
            previous = v;
        }
        out.push_str(if x != 0 { "First\n" } else { "Second\n" });
    }
    print!("{out}");
}
