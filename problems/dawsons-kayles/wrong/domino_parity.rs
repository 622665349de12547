//! Wrong: assumes every stretch of s cells will be filled with floor(s/2) dominoes, so the
//! parity of the total decides; but players can leave single cells and change the count.
use std::io::{stdin, Read};

fn main() {
    let mut text = String::new();
    stdin().read_to_string(&mut text).unwrap();
    let mut words = text.split_ascii_whitespace().map(|w| w.parse::<u64>().unwrap());
    let shelves = words.next().unwrap();
    let mut out = String::new();
    for _ in 0..shelves {
        let length = words.next().unwrap();
        let k = words.next().unwrap();
        let mut vases: Vec<u64> = (0..k).map(|_| words.next().unwrap()).collect();
        vases.sort_unstable();
        vases.push(length + 1);
        let (mut dominoes, mut previous) = (0u64, 0);
        for v in vases {
            dominoes += (v - previous - 1) / 2;
            previous = v;
        }
        out.push_str(if dominoes % 2 == 1 { "First\n" } else { "Second\n" });
    }
    print!("{out}");
}
