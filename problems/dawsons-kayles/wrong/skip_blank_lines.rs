//! Wrong: reads the input line by line and drops blank lines first, so the empty vase line of a
//! shelf with k = 0 disappears and the next shelf's first line is read as its vases.
use nimkit::octal::OctalGame;
use std::io::{stdin, Read};

fn main() {
    let mut text = String::new();
    stdin().read_to_string(&mut text).unwrap();
    let mut lines = text.lines().map(str::trim).filter(|line| !line.is_empty());
    let dawson = OctalGame::new("0.07");
    let shelves: usize = lines.next().unwrap().parse().unwrap();
    let mut out = String::new();
    for _ in 0..shelves {
        let first: Vec<u64> = lines.next().unwrap_or("1 0").split_whitespace().map(|w| w.parse().unwrap()).collect();
        let length = first[0];
        let mut vases: Vec<u64> =
            lines.next().unwrap_or("").split_whitespace().map(|w| w.parse().unwrap()).collect();
        vases.sort_unstable();
        vases.push(length + 1);
        let (mut x, mut previous) = (0, 0);
        for v in vases {
            x ^= dawson.grundy(v - previous - 1);
            previous = v;
        }
        out.push_str(if x != 0 { "First\n" } else { "Second\n" });
    }
    print!("{out}");
}
