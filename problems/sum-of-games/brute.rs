//! Brute force and input validator for "sum-of-games" (also checks that the map is acyclic).
//!
//! Exit codes: 0 answer printed; 1 invalid input (message on stderr); 4 the input is valid
//! but too large for the brute force (nothing printed).
//! Few small games: win/loss search over whole positions (one number per game: chips left or
//! token vertex). Otherwise, while every pile is at most 2 000: each game's Grundy value by mex
//! over its moves (tables from 0 up, no closed forms), XORed.
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
    fn word(&mut self, what: &str) -> String {
        let token = match self.items.get(self.pos) {
            Some(t) => t.clone(),
            None => invalid(&format!("input ends before {}", what)),
        };
        self.pos += 1;
        token
    }
    fn int(&mut self, what: &str, lo: u64, hi: u64) -> u64 {
        let token = self.word(what);
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

#[derive(Clone, Copy)]
enum Kind {
    Nim,
    Take(u64),
    Sub,
    Token,
}

struct Fair {
    arrows: Vec<Vec<usize>>,
    set: Vec<u64>,
    kinds: Vec<Kind>,
}

impl Fair {
    fn moves(&self, game: usize, state: u64) -> Vec<u64> {
        match self.kinds[game] {
            Kind::Nim => (0..state).collect(),
            Kind::Take(k) => (state.saturating_sub(k)..state).collect(),
            Kind::Sub => self.set.iter().filter(|&&s| s <= state).map(|&s| state - s).collect(),
            Kind::Token => self.arrows[state as usize].iter().map(|&v| v as u64).collect(),
        }
    }
}

fn wins(fair: &Fair, position: &mut Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(position) {
        return w;
    }
    let mut result = false;
    'search: for game in 0..position.len() {
        let before = position[game];
        for next in fair.moves(game, before) {
            position[game] = next;
            let opponent_wins = wins(fair, position, memo);
            position[game] = before;
            if !opponent_wins {
                result = true;
                break 'search;
            }
        }
    }
    memo.insert(position.clone(), result);
    result
}

fn mex(options: &[u64]) -> u64 {
    let mut present = vec![false; options.len() + 1];
    for &g in options {
        if (g as usize) < present.len() {
            present[g as usize] = true;
        }
    }
    present.iter().position(|&p| !p).unwrap() as u64
}

fn main() {
    let mut input = Tokens::read_stdin();
    let vertex_count = input.int("V", 1, 100_000) as usize;
    let arrow_count = input.int("E", 0, 100_000) as usize;
    let mut arrows = vec![Vec::new(); vertex_count + 1];
    for j in 1..=arrow_count {
        let u = input.int(&format!("u_{}", j), 1, vertex_count as u64) as usize;
        let v = input.int(&format!("v_{}", j), 1, vertex_count as u64) as usize;
        if u == v {
            invalid(&format!("arrow {} is a loop at vertex {}", j, u));
        }
        arrows[u].push(v);
    }
    let m = input.int("m", 1, 6) as usize;
    let set: Vec<u64> = (0..m).map(|j| input.int(&format!("s_{}", j + 1), 1, 50)).collect();
    for j in 0..m {
        if set[..j].contains(&set[j]) {
            invalid(&format!("s = {} is listed twice", set[j]));
        }
    }
    let c = input.int("c", 1, 100_000) as usize;
    let mut kinds = Vec::with_capacity(c);
    let mut start = Vec::with_capacity(c);
    for i in 1..=c {
        let word = input.word(&format!("the kind of game {}", i));
        match word.as_str() {
            "nim" => {
                start.push(input.int(&format!("a in game {}", i), 0, MAX_VALUE));
                kinds.push(Kind::Nim);
            }
            "take" => {
                start.push(input.int(&format!("a in game {}", i), 0, MAX_VALUE));
                kinds.push(Kind::Take(input.int(&format!("k in game {}", i), 1, MAX_VALUE)));
            }
            "sub" => {
                start.push(input.int(&format!("a in game {}", i), 0, MAX_VALUE));
                kinds.push(Kind::Sub);
            }
            "token" => {
                start.push(input.int(&format!("v in game {}", i), 1, vertex_count as u64));
                kinds.push(Kind::Token);
            }
            _ => invalid(&format!("game {} has unknown kind {:?}", i, word)),
        }
    }
    input.finish();

    // Kahn's algorithm doubles as the cycle check and the order for the token values.
    let mut indegree = vec![0usize; vertex_count + 1];
    for list in &arrows {
        for &v in list {
            indegree[v] += 1;
        }
    }
    let mut order: Vec<usize> = (1..=vertex_count).filter(|&v| indegree[v] == 0).collect();
    let mut head = 0;
    while head < order.len() {
        let u = order[head];
        head += 1;
        for &v in &arrows[u] {
            indegree[v] -= 1;
            if indegree[v] == 0 {
                order.push(v);
            }
        }
    }
    if order.len() != vertex_count {
        invalid("the arrows contain a cycle");
    }

    let fair = Fair { arrows, set, kinds };
    let piles_small = start.iter().zip(&fair.kinds).all(|(&a, kind)| matches!(kind, Kind::Token) || a <= 6);
    let first_wins = if c <= 3 && vertex_count <= 8 && piles_small {
        wins(&fair, &mut start.clone(), &mut HashMap::new())
    } else {
        let largest = start
            .iter()
            .zip(&fair.kinds)
            .filter(|(_, kind)| !matches!(kind, Kind::Token))
            .map(|(&a, _)| a)
            .max()
            .unwrap_or(0);
        if largest > 2_000 {
            too_large("a pile exceeds 2 000");
        }
        let mut vertex_value = vec![0u64; vertex_count + 1];
        for &u in order.iter().rev() {
            let options: Vec<u64> = fair.arrows[u].iter().map(|&v| vertex_value[v]).collect();
            vertex_value[u] = mex(&options);
        }
        // Pile tables per pile kind (a Take table per distinct k), from 0 up to the largest pile.
        let mut tables: HashMap<(u8, u64), Vec<u64>> = HashMap::new();
        let mut xor = 0;
        for (game, &state) in start.iter().enumerate() {
            let key = match fair.kinds[game] {
                Kind::Nim => (0, 0),
                Kind::Take(k) => (1, k),
                Kind::Sub => (2, 0),
                Kind::Token => {
                    xor ^= vertex_value[state as usize];
                    continue;
                }
            };
            let table = tables.entry(key).or_insert_with(|| {
                let mut table: Vec<u64> = Vec::new();
                for a in 0..=largest {
                    let options: Vec<u64> = fair.moves(game, a).iter().map(|&b| table[b as usize]).collect();
                    table.push(mex(&options));
                }
                table
            });
            xor ^= table[state as usize];
        }
        xor != 0
    };
    println!("{}", if first_wins { "First" } else { "Second" });
}
