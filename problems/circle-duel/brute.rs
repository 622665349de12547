//! Brute force and input validator for "circle-duel".
//!
//! Exit codes: 0 answer printed; 1 invalid input (message on stderr); 4 valid but n > 150.
//! The definition round after round over states (cell of the ball, player to move): a player
//! who can drop the ball into the pocket wins at once; otherwise a state is won if some move
//! leaves the other player in a lost state, lost if every move leaves them a won one; what no
//! round decides is a draw.
use std::io::Read;
use std::process::exit;

fn invalid(msg: &str) -> ! {
    eprintln!("invalid input: {}", msg);
    exit(1)
}

fn main() {
    let mut text = String::new();
    if std::io::stdin().read_to_string(&mut text).is_err() {
        invalid("input is not UTF-8 text");
    }
    let mut tokens = text.split_whitespace();
    let mut int = |what: &str, lo: usize, hi: usize| -> usize {
        let t = tokens.next().unwrap_or_else(|| invalid(&format!("input ends before {}", what)));
        let v: usize = t.parse().unwrap_or_else(|_| invalid(&format!("{} = {:?} is not an integer", what, t)));
        if v < lo || v > hi {
            invalid(&format!("{} = {} is outside {}..={}", what, v, lo, hi));
        }
        v
    };
    let n = int("n", 2, 1500);
    let mut steps = Vec::new();
    for player in 0..2 {
        let k = int("k", 1, n - 1);
        let mut s: Vec<usize> = (0..k).map(|_| int("a step", 1, n - 1)).collect();
        s.sort_unstable();
        s.dedup();
        if s.len() != k {
            invalid(&format!("player {}'s steps repeat", player + 1));
        }
        steps.push(s);
    }
    if tokens.next().is_some() {
        invalid("extra tokens after the input");
    }
    if n > 150 {
        exit(4);
    }
    // won[player][cell]: Some(true) if the player to move at the cell (1-based, 2..=n) wins.
    let mut won: Vec<Vec<Option<bool>>> = vec![vec![None; n + 1]; 2];
    loop {
        let mut found = Vec::new();
        for player in 0..2 {
            for cell in 2..=n {
                if won[player][cell].is_some() {
                    continue;
                }
                let targets: Vec<usize> = steps[player].iter().map(|&x| (cell - 1 + x) % n + 1).collect();
                if targets.iter().any(|&t| t == 1 || won[1 - player][t] == Some(false)) {
                    found.push((player, cell, true));
                } else if targets.iter().all(|&t| won[1 - player][t] == Some(true)) {
                    found.push((player, cell, false));
                }
            }
        }
        if found.is_empty() {
            break;
        }
        for (player, cell, w) in found {
            won[player][cell] = Some(w);
        }
    }
    for player in 0..2 {
        let line: Vec<&str> = (2..=n)
            .map(|cell| match won[player][cell] {
                Some(true) => "Win",
                Some(false) => "Lose",
                None => "Draw",
            })
            .collect();
        println!("{}", line.join(" "));
    }
}
