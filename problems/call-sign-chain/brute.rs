//! Brute force and input validator for "call-sign-chain".
//!
//! Exit codes: 0 answer printed; 1 invalid input (message on stderr); 4 valid but more than
//! 400 call signs (too large for it).
//! A state is the call sign said last (not its three letters); its moves are the call signs
//! that may follow it. Win and loss are decided by the definition, round after round: a state
//! is won for the player to move if some move leads to a state lost for the other, lost if
//! every move leads to a won state; what no round decides is a draw.
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
    let tokens: Vec<&str> = text.split_whitespace().collect();
    let n: usize = match tokens.first().map(|t| t.parse::<usize>()) {
        Some(Ok(n)) if (1..=200_000).contains(&n) => n,
        _ => invalid("the first token must be N, 1 <= N <= 200000"),
    };
    if tokens.len() != n + 1 {
        invalid(&format!("expected {} call signs, found {}", n, tokens.len() - 1));
    }
    let words: Vec<&[u8]> = tokens[1..].iter().map(|w| w.as_bytes()).collect();
    for (i, w) in words.iter().enumerate() {
        if w.len() < 3 || w.len() > 8 || !w.iter().all(|c| c.is_ascii_alphabetic()) {
            invalid(&format!("call sign {} is not 3 to 8 letters a-z, A-Z", i + 1));
        }
    }
    if n > 400 {
        exit(4);
    }
    let follows = |i: usize, j: usize| words[i][words[i].len() - 3..] == words[j][..3];
    // verdict[i]: Some(true) if the player who must answer call sign i wins.
    let mut verdict: Vec<Option<bool>> = vec![None; n];
    loop {
        let mut found = Vec::new();
        for i in (0..n).filter(|&i| verdict[i].is_none()) {
            let answers: Vec<usize> = (0..n).filter(|&j| follows(i, j)).collect();
            if answers.iter().any(|&j| verdict[j] == Some(false)) {
                found.push((i, true));
            } else if answers.iter().all(|&j| verdict[j] == Some(true)) {
                found.push((i, false));
            }
        }
        if found.is_empty() {
            break;
        }
        for (i, v) in found {
            verdict[i] = Some(v);
        }
    }
    for v in verdict {
        println!("{}", match v {
            Some(true) => "Bob",
            Some(false) => "Ann",
            None => "Draw",
        });
    }
}
