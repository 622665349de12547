//! Wrong: reads the input line by line and drops blank lines first, so the empty row line of a
//! game with n = 0 disappears and the next game's count is read as its rows.
use nimkit::octal::OctalGame;
use std::io::{stdin, Read};

fn main() {
    let mut text = String::new();
    stdin().read_to_string(&mut text).unwrap();
    let mut lines = text.lines().map(str::trim).filter(|line| !line.is_empty());
    let kayles = OctalGame::new("0.77");
    let games: usize = lines.next().unwrap().parse().unwrap();
    let mut out = String::new();
    for _ in 0..games {
        let _n = lines.next();
        let rows: Vec<u64> = lines.next().unwrap_or("").split_whitespace().map(|w| w.parse().unwrap()).collect();
        let x = rows.iter().fold(0, |acc, &len| acc ^ kayles.grundy(len));
        out.push_str(if x != 0 { "First\n" } else { "Second\n" });
    }
    print!("{out}");
}
