//! Brute force and input validator for "subtraction-first-moves".
//!
//! Exit codes: 0 answer printed; 1 invalid input (message on stderr); 4 the input is valid
//! but too large for the brute force (nothing printed).
//! Decides every amount from 0 to the largest query by the definition (won iff some draw leads
//! to a lost amount) and lists, per query, the draws that lead to lost amounts.
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

fn main() {
    let mut input = Tokens::read_stdin();
    let m = input.int("m", 1, 6) as usize;
    let set: Vec<u64> = (0..m).map(|j| input.int(&format!("s_{}", j + 1), 1, 50)).collect();
    for j in 0..m {
        if set[..j].contains(&set[j]) {
            invalid(&format!("bucket size {} is listed twice", set[j]));
        }
    }
    let q = input.int("q", 1, 100_000) as usize;
    let cisterns: Vec<u64> =
        (0..q).map(|i| input.int(&format!("n_{}", i + 1), 0, 1_000_000_000_000_000_000)).collect();
    input.finish();
    let largest = *cisterns.iter().max().unwrap();
    if largest > 1_000_000 {
        too_large("a cistern exceeds 10^6 litres");
    }
    let mut wins = vec![false; largest as usize + 1];
    for n in 0..=largest as usize {
        wins[n] = set.iter().any(|&t| t as usize <= n && !wins[n - t as usize]);
    }
    let mut sorted = set.clone();
    sorted.sort_unstable();
    let mut out = String::new();
    for &n in &cisterns {
        let good: Vec<String> =
            sorted.iter().filter(|&&t| t <= n && !wins[(n - t) as usize]).map(|t| t.to_string()).collect();
        out.push_str(&if good.is_empty() { "Second".to_string() } else { good.join(" ") });
        out.push('\n');
    }
    print!("{}", out);
}
