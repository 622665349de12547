//! Wrong: knows that Kayles is periodic with period 12 from n = 71 on, tabulates 84 values and
//! then uses g(71 + n mod 12): the offset should be 71 + (n − 71) mod 12.
use std::io::{stdin, Read};

fn main() {
    const TABLE: usize = 84;
    let mut g = [0usize; TABLE];
    for n in 1..TABLE {
        let mut seen = [false; 32];
        for knocked in 1..=2.min(n) {
            for left in 0..=(n - knocked) {
                seen[g[left] ^ g[n - knocked - left]] = true;
            }
        }
        g[n] = seen.iter().position(|&s| !s).unwrap();
    }
    let value = |n: u64| if n < TABLE as u64 { g[n as usize] } else { g[71 + (n % 12) as usize] };
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
