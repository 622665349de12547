//! Wrong: computes the first 100 Kayles values by the mex, takes the smallest p with
//! g(i + p) = g(i) over the second half of them, and extends that pattern. Kayles' preperiod
//! is 71, so 100 values are too few to see the period 12 settle.
use std::io::{stdin, Read};

fn main() {
    const PREFIX: usize = 100;
    let mut g = [0usize; PREFIX];
    for n in 1..PREFIX {
        let mut seen = [false; 32];
        for knocked in 1..=2.min(n) {
            for left in 0..=(n - knocked) {
                seen[g[left] ^ g[n - knocked - left]] = true;
            }
        }
        g[n] = seen.iter().position(|&s| !s).unwrap();
    }
    let half = PREFIX / 2;
    let period = (1..half).find(|&p| (half..PREFIX - p).all(|i| g[i] == g[i + p])).unwrap_or(half);
    let value = |n: u64| if n < PREFIX as u64 { g[n as usize] } else { g[half + ((n - half as u64) % period as u64) as usize] };
    let mut text = String::new();
    stdin().read_to_string(&mut text).unwrap();
    let mut words = text.split_ascii_whitespace().map(|w| w.parse::<u64>().unwrap());
    let games = words.next().unwrap();
    let mut out = String::new();
    for _ in 0..games {
        let n = words.next().unwrap();
        let x = (0..n).fold(0, |acc, _| acc ^ value(words.next().unwrap()));
        out.push_str(if x != 0 { "First\n" } else { "Second\n" });
    }
    print!("{out}");
}
