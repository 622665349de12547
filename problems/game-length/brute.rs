//! Brute force and input validator for "game-length".
//!
//! Exit codes: 0 answer printed; 1 invalid input (message on stderr); 4 valid but n + m > 3000.
//! The definition, round after round: in round r a room is won in r moves if some corridor
//! leads to a room lost in fewer, and lost in r moves if every corridor leads to a room won
//! in fewer (a room without corridors is lost in 0 moves). Rooms no round decides are draws.
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
    let n = int("n", 1, 200_000);
    let m = int("m", 0, 200_000);
    let mut moves = vec![Vec::new(); n];
    for j in 0..m {
        let u = int(&format!("u_{}", j + 1), 1, n);
        let v = int(&format!("v_{}", j + 1), 1, n);
        moves[u - 1].push(v - 1);
    }
    if tokens.next().is_some() {
        invalid("extra tokens after the input");
    }
    if n + m > 3000 {
        exit(4);
    }
    // (won, moves) once decided.
    let mut verdict: Vec<Option<(bool, usize)>> = vec![None; n];
    for v in 0..n {
        if moves[v].is_empty() {
            verdict[v] = Some((false, 0));
        }
    }
    let mut round = 0;
    loop {
        round += 1;
        let mut found = Vec::new();
        for v in 0..n {
            if verdict[v].is_some() {
                continue;
            }
            let earlier = |u: usize| verdict[u].filter(|&(_, k)| k < round);
            if moves[v].iter().any(|&u| matches!(earlier(u), Some((false, _)))) {
                found.push((v, (true, round)));
            } else if moves[v].iter().all(|&u| matches!(earlier(u), Some((true, _)))) {
                found.push((v, (false, round)));
            }
        }
        if found.is_empty() {
            break;
        }
        for (v, d) in found {
            verdict[v] = Some(d);
        }
    }
    for v in verdict {
        match v {
            Some((true, k)) => println!("Win {}", k),
            Some((false, k)) => println!("Lose {}", k),
            None => println!("Draw"),
        }
    }
}
