//! Brute force and input validator for "subtract-square".
//!
//! Exit codes: 0 answer printed; 1 invalid input (message on stderr).
//! Decides every stack size from the definition: a size is won iff some square move leads
//! to a lost size.
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

fn main() {
    let mut input = Tokens::read_stdin();
    let q = input.int("q", 1, 100_000) as usize;
    let stacks: Vec<usize> =
        (0..q).map(|i| input.int(&format!("n_{}", i + 1), 0, 100_000) as usize).collect();
    input.finish();
    let largest = *stacks.iter().max().unwrap();
    let mut wins = vec![false; largest + 1];
    for n in 1..=largest {
        let mut square_root = 1;
        while square_root * square_root <= n {
            if !wins[n - square_root * square_root] {
                wins[n] = true;
            }
            square_root += 1;
        }
    }
    let answers: Vec<&str> = stacks.iter().map(|&n| if wins[n] { "First" } else { "Second" }).collect();
    println!("{}", answers.join("\n"));
}
