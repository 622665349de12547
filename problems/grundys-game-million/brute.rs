//! Brute force and input validator for "grundys-game-million".
//!
//! Exit codes: 0 answer printed; 1 invalid input (message on stderr); 4 valid, but a ball is
//! heavier than 3000 (the quadratic mex would take too long to be a useful check).
//! Grundy values of single balls by the plain mex over every tear, XORed per table: no sparse
//! space, no shortcut of any kind.
use std::io::Read;
use std::process::exit;

const MAX_Q: u64 = 100_000;
const MAX_BALLS: u64 = 200_000;
const MAX_WEIGHT: u64 = 1_000_000;
const BRUTE_LIMIT: u64 = 3000;

fn invalid(msg: &str) -> ! {
    eprintln!("invalid input: {msg}");
    exit(1)
}

struct Tokens {
    items: Vec<String>,
    pos: usize,
}

impl Tokens {
    fn int(&mut self, what: &str, lo: u64, hi: u64) -> u64 {
        let token = match self.items.get(self.pos) {
            Some(t) => t.clone(),
            None => invalid(&format!("input ends before {what}")),
        };
        self.pos += 1;
        let canonical = token.bytes().all(|b| b.is_ascii_digit()) && (token == "0" || !token.starts_with('0'));
        let value = match token.parse::<u64>() {
            Ok(v) if canonical => v,
            _ => invalid(&format!("{what} = {token:?} is not a non-negative integer")),
        };
        if value < lo || value > hi {
            invalid(&format!("{what} = {value} is outside {lo}..={hi}"));
        }
        value
    }
}

fn main() {
    let mut text = String::new();
    if std::io::stdin().read_to_string(&mut text).is_err() {
        invalid("input is not UTF-8 text");
    }
    let mut input = Tokens { items: text.split_ascii_whitespace().map(String::from).collect(), pos: 0 };
    let q = input.int("q", 1, MAX_Q) as usize;
    let mut tables: Vec<Vec<u64>> = Vec::with_capacity(q);
    let mut balls = 0;
    for i in 1..=q {
        let k = input.int(&format!("k of table {i}"), 1, MAX_BALLS);
        balls += k;
        if balls > MAX_BALLS {
            invalid(&format!("more than {MAX_BALLS} balls in all (table {i} brings {balls})"));
        }
        tables.push((1..=k).map(|j| input.int(&format!("ball {j} of table {i}"), 1, MAX_WEIGHT)).collect());
    }
    if input.pos != input.items.len() {
        invalid(&format!("{} extra token(s) after the input", input.items.len() - input.pos));
    }
    let heaviest = *tables.iter().flatten().max().unwrap();
    if heaviest > BRUTE_LIMIT {
        eprintln!("valid, but a ball of {heaviest} is too heavy for the brute force (limit {BRUTE_LIMIT})");
        exit(4);
    }
    let mut grundy: Vec<u32> = Vec::new();
    for h in 0..=heaviest as usize {
        let options: Vec<u32> = (1..h).filter(|&a| a < h - a).map(|a| grundy[a] ^ grundy[h - a]).collect();
        grundy.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    for table in &tables {
        println!("{}", table.iter().fold(0, |acc, &h| acc ^ grundy[h as usize]));
    }
}
