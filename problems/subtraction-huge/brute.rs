//! Brute force and input validator for "subtraction-huge".
//!
//! Exit codes: 0 answer printed; 1 invalid input (message on stderr); 4 the input is valid
//! but too large for the brute force (nothing printed).
//! Tiny positions: win/loss search over whole positions. Otherwise, while the heaps are at most
//! 200 000: every Grundy value from 0 up by the mex definition (no periodicity), XORed.
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

fn wins(heaps: &mut Vec<u64>, set: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(heaps) {
        return w;
    }
    let mut result = false;
    'search: for i in 0..heaps.len() {
        for &t in set {
            if t <= heaps[i] {
                heaps[i] -= t;
                let opponent_wins = wins(heaps, set, memo);
                heaps[i] += t;
                if !opponent_wins {
                    result = true;
                    break 'search;
                }
            }
        }
    }
    memo.insert(heaps.clone(), result);
    result
}

fn main() {
    let mut input = Tokens::read_stdin();
    let m = input.int("m", 1, 6) as usize;
    let set: Vec<u64> = (0..m).map(|j| input.int(&format!("s_{}", j + 1), 1, 50)).collect();
    for j in 0..m {
        if set[..j].contains(&set[j]) {
            invalid(&format!("load size {} is listed twice", set[j]));
        }
    }
    let n = input.int("n", 1, 100_000) as usize;
    let heaps: Vec<u64> =
        (0..n).map(|i| input.int(&format!("a_{}", i + 1), 0, 1_000_000_000_000_000_000)).collect();
    input.finish();

    let positions = heaps.iter().try_fold(1u64, |acc, &a| acc.checked_mul(a + 1)).unwrap_or(u64::MAX);
    let first_wins = if positions <= 5_000 {
        wins(&mut heaps.clone(), &set, &mut HashMap::new())
    } else {
        let largest = *heaps.iter().max().unwrap();
        if largest > 200_000 {
            too_large("a heap exceeds 200 000");
        }
        let mut grundy: Vec<u64> = Vec::with_capacity(largest as usize + 1);
        for a in 0..=largest {
            let options: Vec<u64> =
                set.iter().filter(|&&t| t <= a).map(|&t| grundy[(a - t) as usize]).collect();
            grundy.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        heaps.iter().fold(0, |x, &a| x ^ grundy[a as usize]) != 0
    };
    println!("{}", if first_wins { "First" } else { "Second" });
}
