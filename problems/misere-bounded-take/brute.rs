//! Brute force and input validator for `misere-bounded-take`.
//!
//! Plays each game out by memoized search over the marble counts, with the misère rule (a
//! player facing an empty table wins); no Grundy values, no SJ theorem. Exits 1 on invalid
//! input, 4 when a game has more than 2·10^5 positions or 60 marbles (valid but too large).
use std::collections::HashMap;
use std::io::{self, Read, Write};
use std::process::exit;

fn invalid(msg: &str) -> ! {
    eprintln!("invalid input: {}", msg);
    exit(1)
}

fn wins(bowls: &mut Vec<u64>, spoons: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(bowls) {
        return w;
    }
    let mut win = bowls.iter().all(|&a| a == 0);
    'search: for i in 0..bowls.len() {
        for take in 1..=spoons[i].min(bowls[i]) {
            bowls[i] -= take;
            let lost = !wins(bowls, spoons, memo);
            bowls[i] += take;
            if lost {
                win = true;
                break 'search;
            }
        }
    }
    memo.insert(bowls.clone(), win);
    win
}

fn main() {
    let mut text = String::new();
    if io::stdin().read_to_string(&mut text).is_err() {
        invalid("input is not UTF-8 text");
    }
    let mut words = text.split_ascii_whitespace();
    let mut int = |what: &str, lo: u64, hi: u64| -> u64 {
        let w = words.next().unwrap_or_else(|| invalid(&format!("input ends where {} was expected", what)));
        let canonical = w.bytes().all(|b| b.is_ascii_digit()) && (w == "0" || !w.starts_with('0'));
        match w.parse::<u64>() {
            Ok(v) if canonical && v >= lo && v <= hi => v,
            _ => invalid(&format!("{} = {:?} is not an integer in [{}, {}]", what, w, lo, hi)),
        }
    };
    const MAX: u64 = 1_000_000_000_000_000_000;
    let t = int("T", 1, 100_000);
    let mut total = 0;
    let mut games = Vec::new();
    for _ in 0..t {
        let n = int("n", 1, 200_000);
        total += n;
        if total > 200_000 {
            invalid("the sum of n exceeds 2*10^5");
        }
        let a: Vec<u64> = (0..n).map(|_| int("a_i", 0, MAX)).collect();
        let k: Vec<u64> = (0..n).map(|_| int("k_i", 1, MAX)).collect();
        games.push((a, k));
    }
    if words.next().is_some() {
        invalid("extra tokens after the last game");
    }
    let too_large = games.iter().any(|(a, _)| {
        a.iter().fold(1u64, |acc, &x| acc.saturating_mul(x.saturating_add(1))) > 200_000
            || a.iter().fold(0u64, |acc, &x| acc.saturating_add(x)) > 60
    });
    if too_large {
        eprintln!("valid input, but too large for brute force");
        exit(4);
    }
    let mut out = String::new();
    for (mut a, k) in games {
        let mut memo = HashMap::new();
        out.push_str(if wins(&mut a, &k, &mut memo) { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
