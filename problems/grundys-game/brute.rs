//! Brute force and input validator for "grundys-game".
//!
//! Exit codes: 0 answer printed; 1 invalid input (message on stderr).
//! Small positions (total weight of the tearable balls at most 30): win/loss search over
//! whole positions, a position being the sorted list of balls. Otherwise: Grundy values of
//! single balls by mex over every tear, XORed.
use std::collections::HashMap;
use std::io::Read;
use std::process::exit;

fn invalid(msg: &str) -> ! {
    eprintln!("invalid input: {}", msg);
    exit(1)
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

fn wins(balls: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(balls) {
        return w;
    }
    let mut result = false;
    'search: for i in 0..balls.len() {
        for a in 1..balls[i] {
            let b = balls[i] - a;
            if a >= b {
                break;
            }
            let mut next: Vec<u64> = balls.to_vec();
            next[i] = a;
            next.push(b);
            next.sort_unstable();
            if !wins(&next, memo) {
                result = true;
                break 'search;
            }
        }
    }
    memo.insert(balls.to_vec(), result);
    result
}

fn main() {
    let mut input = Tokens::read_stdin();
    let n = input.int("n", 1, 100_000) as usize;
    let mut balls: Vec<u64> = (0..n).map(|i| input.int(&format!("h_{}", i + 1), 1, 2_000)).collect();
    input.finish();
    let tearable: u64 = balls.iter().filter(|&&h| h >= 3).sum();
    let first_wins = if tearable <= 30 {
        balls.sort_unstable();
        wins(&balls, &mut HashMap::new())
    } else {
        let largest = *balls.iter().max().unwrap() as usize;
        let mut grundy = vec![0u64; largest + 1];
        for h in 1..=largest {
            let options: Vec<u64> =
                (1..h).filter(|&a| a < h - a).map(|a| grundy[a] ^ grundy[h - a]).collect();
            grundy[h] = (0..).find(|g| !options.contains(g)).unwrap();
        }
        balls.iter().fold(0, |x, &h| x ^ grundy[h as usize]) != 0
    };
    println!("{}", if first_wins { "First" } else { "Second" });
}
