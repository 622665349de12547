//! Brute force and input validator for "bounded-take".
//!
//! Exit codes: 0 answer printed; 1 invalid input (message on stderr); 4 the input is valid
//! but too large for exhaustive search (nothing printed).
//! Tiny positions: win/loss search over whole positions (no theory at all). Otherwise, while
//! the piles stay small: each pile's Grundy value by mex over its moves, combined by XOR.
use std::collections::HashMap;
use std::io::Read;
use std::process::exit;

fn invalid(msg: &str) -> ! {
    eprintln!("invalid input: {}", msg);
    exit(1)
}

fn too_large(msg: &str) -> ! {
    eprintln!("brute: input valid but too large for the brute force ({})", msg);
    exit(4)
}

struct Tokens {
    items: Vec<String>,
    pos: usize,
}

impl Tokens {
    fn read_stdin() -> Tokens {
        let mut text = String::new();
        if std::io::stdin().read_to_string(&mut text).is_err() {
            invalid("input is not UTF-8 text");
        }
        Tokens { items: text.split_whitespace().map(String::from).collect(), pos: 0 }
    }
    fn int(&mut self, what: &str, lo: u64, hi: u64) -> u64 {
        let token = match self.items.get(self.pos) {
            Some(t) => t.clone(),
            None => invalid(&format!("input ends before {}", what)),
        };
        self.pos += 1;
        let value: u64 =
            token.parse().unwrap_or_else(|_| invalid(&format!("{} = {:?} is not an integer", what, token)));
        if value < lo || value > hi {
            invalid(&format!("{} = {} is outside {}..={}", what, value, lo, hi));
        }
        value
    }
    fn finish(&self) {
        if self.pos != self.items.len() {
            invalid(&format!("{} extra token(s) after the input", self.items.len() - self.pos));
        }
    }
}

const MAX_VALUE: u64 = 1_000_000_000_000_000_000;

/// Whether the player to move wins, from the definition of the game.
fn wins(piles: &mut Vec<u64>, k: u64, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(piles) {
        return w;
    }
    let mut result = false;
    'search: for i in 0..piles.len() {
        for take in 1..=k.min(piles[i]) {
            piles[i] -= take;
            let opponent_wins = wins(piles, k, memo);
            piles[i] += take;
            if !opponent_wins {
                result = true;
                break 'search;
            }
        }
    }
    memo.insert(piles.clone(), result);
    result
}

fn mex(values: &[u64]) -> u64 {
    (0..).find(|v| !values.contains(v)).unwrap()
}

fn main() {
    let mut input = Tokens::read_stdin();
    let n = input.int("n", 1, 200_000) as usize;
    let k = input.int("k", 1, MAX_VALUE);
    let piles: Vec<u64> = (0..n).map(|i| input.int(&format!("a_{}", i + 1), 0, MAX_VALUE)).collect();
    input.finish();

    let positions = piles.iter().try_fold(1u64, |acc, &a| acc.checked_mul(a + 1)).unwrap_or(u64::MAX);
    let first_wins = if positions <= 5_000 {
        wins(&mut piles.clone(), k, &mut HashMap::new())
    } else {
        let largest = *piles.iter().max().unwrap();
        if largest > 20_000 || largest.saturating_mul(k.min(largest)) > 50_000_000 {
            too_large("piles too large for a Grundy table");
        }
        let mut grundy = vec![0u64; largest as usize + 1];
        for a in 1..=largest as usize {
            let options: Vec<u64> = (1..=k.min(a as u64)).map(|t| grundy[a - t as usize]).collect();
            grundy[a] = mex(&options);
        }
        piles.iter().fold(0, |x, &a| x ^ grundy[a as usize]) != 0
    };
    println!("{}", if first_wins { "First" } else { "Second" });
}
