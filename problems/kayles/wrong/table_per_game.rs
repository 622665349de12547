//! Wrong (too slow): rebuilds the table of the first 200 Kayles values for every game, about
//! 8·10^4 steps a game, 8·10^9 for 10^5 games.
use std::io::{stdin, Read};

fn kayles_table() -> Vec<usize> {
    let mut g = vec![0usize; 200];
    for n in 1..200 {
        let mut seen = [false; 32];
        for knocked in 1..=2.min(n) {
            for left in 0..=(n - knocked) {
                seen[g[left] ^ g[n - knocked - left]] = true;
            }
        }
        g[n] = seen.iter().position(|&s| !s).unwrap();
    }
    g
}

fn main() {
    let mut text = String::new();
    stdin().read_to_string(&mut text).unwrap();
    let mut words = text.split_ascii_whitespace().map(|w| w.parse::<u64>().unwrap());
    let games = words.next().unwrap();
    let mut out = String::new();
    for _ in 0..games {
        let g = kayles_table();
        let value = |n: u64| if n < 200 { g[n as usize] } else { g[188 + ((n - 188) % 12) as usize] };
        let n = words.next().unwrap();
        let x = (0..n).fold(0, |acc, _| acc ^ value(words.next().unwrap()));
        out.push_str(if x != 0 { "First\n" } else { "Second\n" });
    }
    print!("{out}");
}
