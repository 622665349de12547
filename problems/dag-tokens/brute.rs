//! Brute force and input validator for "dag-tokens" (also checks that the slides are acyclic).
//!
//! Exit codes: 0 answer printed; 1 invalid input (message on stderr).
//! At most 3 marbles on at most 10 platforms: win/loss search over whole positions (the sorted
//! list of marble platforms). Otherwise: each platform's Grundy value as the mex of its
//! successors' values, XORed over the marbles.
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

fn wins(marbles: &[usize], slides: &[Vec<usize>], memo: &mut HashMap<Vec<usize>, bool>) -> bool {
    if let Some(&w) = memo.get(marbles) {
        return w;
    }
    let mut result = false;
    'search: for i in 0..marbles.len() {
        for &to in &slides[marbles[i]] {
            let mut next = marbles.to_vec();
            next[i] = to;
            next.sort_unstable();
            if !wins(&next, slides, memo) {
                result = true;
                break 'search;
            }
        }
    }
    memo.insert(marbles.to_vec(), result);
    result
}

fn main() {
    let mut input = Tokens::read_stdin();
    let n = input.int("n", 1, 200_000) as usize;
    let m = input.int("m", 0, 200_000) as usize;
    let mut slides = vec![Vec::new(); n + 1];
    for j in 1..=m {
        let u = input.int(&format!("u_{}", j), 1, n as u64) as usize;
        let v = input.int(&format!("v_{}", j), 1, n as u64) as usize;
        if u == v {
            invalid(&format!("slide {} is a loop at platform {}", j, u));
        }
        slides[u].push(v);
    }
    let k = input.int("k", 1, 200_000) as usize;
    let mut marbles: Vec<usize> =
        (0..k).map(|i| input.int(&format!("c_{}", i + 1), 1, n as u64) as usize).collect();
    input.finish();

    // Kahn's algorithm: every platform must be removable, or there is a cycle.
    let mut indegree = vec![0usize; n + 1];
    for list in &slides {
        for &v in list {
            indegree[v] += 1;
        }
    }
    let mut order: Vec<usize> = (1..=n).filter(|&v| indegree[v] == 0).collect();
    let mut head = 0;
    while head < order.len() {
        let u = order[head];
        head += 1;
        for &v in &slides[u] {
            indegree[v] -= 1;
            if indegree[v] == 0 {
                order.push(v);
            }
        }
    }
    if order.len() != n {
        invalid("the slides contain a cycle");
    }

    let first_wins = if k <= 3 && n <= 10 {
        marbles.sort_unstable();
        wins(&marbles, &slides, &mut HashMap::new())
    } else {
        let mut grundy = vec![0u64; n + 1];
        for &u in order.iter().rev() {
            let options: Vec<u64> = slides[u].iter().map(|&v| grundy[v]).collect();
            grundy[u] = (0..).find(|g| !options.contains(g)).unwrap();
        }
        marbles.iter().fold(0, |x, &c| x ^ grundy[c]) != 0
    };
    println!("{}", if first_wins { "First" } else { "Second" });
}
