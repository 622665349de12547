//! Wrong: plays normal play: XORs the boards' Grundy values, as if the player with no slide
//! left lost. In misère play that player wins: when every token is stuck (the empty endgame)
//! the player to move has already won.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap());
    let positions = it.next().unwrap();
    for _ in 0..positions {
        let boards = it.next().unwrap();
        let mut values = Vec::new();
        for _ in 0..boards {
            let (spots, count) = (it.next().unwrap(), it.next().unwrap());
            let mut slides = vec![Vec::new(); spots + 1];
            for _ in 0..count {
                let (a, b) = (it.next().unwrap(), it.next().unwrap());
                slides[a].push(b);
            }
            let mut g = vec![0usize; spots + 1];
            for a in (1..=spots).rev() {
                let mut seen = vec![false; spots + 2];
                for &b in &slides[a] {
                    seen[g[b]] = true;
                }
                g[a] = seen.iter().position(|&s| !s).unwrap();
            }
            values.push(g[1]);
        }
        let first = values.iter().fold(0, |x, &v| x ^ v) != 0;
        println!("{}", if first { "First" } else { "Second" });
    }
}
