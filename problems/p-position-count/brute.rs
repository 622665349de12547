//! Brute force and input validator for "p-position-count".
//!
//! Exit codes: 0 answer printed; 1 invalid input (message on stderr); 4 the input is valid
//! but too large for the brute force (nothing printed).
//! Few tuples (at most 3 000): every tuple is decided by win/loss search over Nim moves (no
//! theory). Otherwise (bounds below 1024): Bouton's criterion, counting tuples with XOR 0 by
//! the number of ways to reach every XOR value, pile by pile, trying every a_i in 0..=b_i.
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

const MOD: u64 = 998_244_353;

fn player_to_move_wins(piles: &mut Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(piles) {
        return w;
    }
    let mut result = false;
    'search: for i in 0..piles.len() {
        let before = piles[i];
        for after in 0..before {
            piles[i] = after;
            let opponent_wins = player_to_move_wins(piles, memo);
            piles[i] = before;
            if !opponent_wins {
                result = true;
                break 'search;
            }
        }
    }
    memo.insert(piles.clone(), result);
    result
}

fn main() {
    let mut input = Tokens::read_stdin();
    let n = input.int("n", 1, 50) as usize;
    let bounds: Vec<u64> =
        (0..n).map(|i| input.int(&format!("b_{}", i + 1), 0, 1_000_000_000_000_000_000)).collect();
    input.finish();
    let tuples = bounds.iter().try_fold(1u64, |acc, &b| acc.checked_mul(b + 1)).unwrap_or(u64::MAX);
    if tuples <= 3_000 {
        let mut memo = HashMap::new();
        let mut losing = 0u64;
        let mut tuple = vec![0u64; n];
        loop {
            if !player_to_move_wins(&mut tuple.clone(), &mut memo) {
                losing += 1;
            }
            // Next tuple in odometer order; done after the last one.
            let mut i = 0;
            while i < n && tuple[i] == bounds[i] {
                tuple[i] = 0;
                i += 1;
            }
            if i == n {
                break;
            }
            tuple[i] += 1;
        }
        println!("{}", losing % MOD);
        return;
    }
    if bounds.iter().any(|&b| b >= 1024) {
        too_large("a bound is 1024 or more");
    }
    let mut ways = vec![0u64; 1024];
    ways[0] = 1;
    for &b in &bounds {
        let mut next = vec![0u64; 1024];
        for (x, &w) in ways.iter().enumerate() {
            if w != 0 {
                for a in 0..=b as usize {
                    next[x ^ a] = (next[x ^ a] + w) % MOD;
                }
            }
        }
        ways = next;
    }
    println!("{}", ways[0]);
}
