//! Generator for "sum-of-games": `gen SEED SIZE` prints one input.
//! SIZE 1..=6: a tiny map, set and at most 3 games with tiny piles (for the exhaustive brute
//! force); 7..=1000: SIZE games with piles up to 2 000; larger: up to 100 000 games with piles
//! up to 10^18. About half the inputs are P-positions (the last game then is a Nim pile whose
//! size cancels the others). Never more than MAX_LOADS = 6 subtraction sizes (the constraint).
//! `gen SEED SIZE MODE` makes an anti-test for period guessing: MODE is `longest-period-first`,
//! `longest-period-second`, `longest-preperiod-first` or `longest-preperiod-second`; the set is
//! the Grundy record within the constraints (the exhaustive ../subtraction-huge/search_periods.rs),
//! and SIZE `sub` games come in pairs of equal value but different size near 10^18 (for the
//! preperiod also in 5000..λ); the answer is the mode's.
//! MODE `deep-path-first` or `deep-path-second` makes an anti-test for recursion depth: a map of
//! min(SIZE, 100 000) vertices, one path through all of them (numbered in a random order) plus
//! one shortcut arrow, a token on the path's first vertex (the value is 100 000 calls deep for
//! a recursive search) and a few other games; the answer is the mode's.
use std::io::{BufWriter, Write};

struct SplitMix64(u64);
impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.next() % (hi - lo + 1)
    }
}

/// The constraint on m.
const MAX_LOADS: usize = 6;

enum Game {
    Nim(u64),
    Take(u64, u64),
    Sub(u64),
    Token(usize),
}

fn subtraction_values(set: &[u64]) -> (Vec<u64>, u64, u64) {
    let largest = *set.iter().max().unwrap() as usize;
    let mut len = 4096;
    loop {
        let mut g = vec![0u64; len];
        for n in 0..len {
            let mut seen = 0u64;
            for &t in set {
                if t as usize <= n {
                    seen |= 1 << g[n - t as usize];
                }
            }
            g[n] = (!seen).trailing_zeros() as u64;
        }
        for period in 1..len / 2 {
            let pre = (0..len - period).rev().find(|&i| g[i] != g[i + period]).map_or(0, |i| i + 1);
            if len - period - pre >= largest {
                return (g, pre as u64, period as u64);
            }
        }
        len *= 2;
    }
}

fn anti_guess(seed: u64, size: u64, mode: &str) {
    // The Grundy records of the exhaustive search_periods.rs (see editorial.md):
    // λ = 350, π = 394 814 and λ = 20 855, π = 1134.
    let (set, want_first): (&[u64], bool) = match mode {
        "longest-period-first" => (&[6, 23, 27, 44, 50], true),
        "longest-period-second" => (&[6, 23, 27, 44, 50], false),
        "longest-preperiod-first" => (&[3, 5, 42, 44, 47, 48], true),
        "longest-preperiod-second" => (&[3, 5, 42, 44, 47, 48], false),
        _ => panic!("unknown MODE {:?}: expected longest-period-first, longest-period-second, longest-preperiod-first or longest-preperiod-second", mode),
    };
    assert!(set.len() <= MAX_LOADS, "gen: {} sizes exceed the constraint m <= {}", set.len(), MAX_LOADS);
    let mut rng = SplitMix64(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0x7e1);
    let (table, pre, period) = subtraction_values(set);
    let value = |a: u64| if a < pre { table[a as usize] } else { table[(pre + (a - pre) % period) as usize] };
    let top = 1_000_000_000_000_000_000u64;
    let pick = |early: bool, rng: &mut SplitMix64| {
        if early && pre > 5000 {
            rng.range(5000, pre - 1)
        } else {
            rng.range(top - 1_000_000_000_000, top)
        }
    };
    let c = (size.clamp(2, 100_000) / 2 * 2) as usize;
    let mut piles = Vec::with_capacity(c);
    for i in 0..c / 2 {
        let a = pick(i % 2 == 1, &mut rng);
        let b = (0..10_000).map(|_| pick(i % 2 == 1, &mut rng)).find(|&b| b != a && value(b) == value(a)).unwrap_or(a);
        piles.push(a);
        piles.push(b);
    }
    if want_first {
        let partner = value(piles[c - 2]);
        piles[c - 1] = loop {
            let b = pick(false, &mut rng);
            if value(b) != partner {
                break b;
            }
        };
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    let line: Vec<String> = set.iter().map(|s| s.to_string()).collect();
    writeln!(out, "1 0\n{}\n{}\n{}", set.len(), line.join(" "), c).unwrap();
    for a in piles {
        writeln!(out, "sub {}", a).unwrap();
    }
}

/// A map that is one long path (plus one shortcut arrow), with a token at the path's start.
fn deep_path(seed: u64, size: u64, want_first: bool) {
    let mut rng = SplitMix64(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0xdee9);
    let vertices = size.clamp(3, 100_000) as usize;
    let mut order: Vec<usize> = (1..=vertices).collect();
    for i in (1..vertices).rev() {
        order.swap(i, rng.range(0, i as u64) as usize);
    }
    let mut edges: Vec<(usize, usize)> = (0..vertices - 1).map(|p| (p, p + 1)).collect();
    let from = rng.range(0, vertices as u64 - 3) as usize;
    edges.push((from, from + 2));
    for i in (1..edges.len()).rev() {
        edges.swap(i, rng.range(0, i as u64) as usize);
    }
    let mut successors = vec![Vec::new(); vertices];
    for &(from, to) in &edges {
        successors[from].push(to);
    }
    let mut vertex_value = vec![0u64; vertices];
    for p in (0..vertices).rev() {
        let options: Vec<u64> = successors[p].iter().map(|&q| vertex_value[q]).collect();
        vertex_value[p] = (0..).find(|g| !options.contains(g)).unwrap();
    }
    let set = [1u64, 3];
    let (sub_table, pre, period) = subtraction_values(&set);
    let sub_value =
        |a: u64| if a < pre { sub_table[a as usize] } else { sub_table[(pre + (a - pre) % period) as usize] };
    let mut list = vec![Game::Token(0), Game::Token(rng.range(1, vertices as u64 - 1) as usize)];
    list.push(Game::Sub(rng.range(0, 1_000_000_000_000_000_000)));
    list.push(Game::Take(rng.range(0, 1_000_000_000_000_000_000), rng.range(1, 1000)));
    let value = |game: &Game| match *game {
        Game::Nim(a) => a,
        Game::Take(a, k) => a % (k + 1),
        Game::Sub(a) => sub_value(a),
        Game::Token(p) => vertex_value[p],
    };
    let others = list.iter().fold(0, |x, g| x ^ value(g));
    list.push(Game::Nim(if want_first { others ^ (1 + rng.range(0, 2)) } else { others }));

    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{} {}", vertices, edges.len()).unwrap();
    for &(from, to) in &edges {
        writeln!(out, "{} {}", order[from], order[to]).unwrap();
    }
    let set_line: Vec<String> = set.iter().map(|s| s.to_string()).collect();
    writeln!(out, "{}\n{}\n{}", set.len(), set_line.join(" "), list.len()).unwrap();
    for game in &list {
        match *game {
            Game::Nim(a) => writeln!(out, "nim {}", a),
            Game::Take(a, k) => writeln!(out, "take {} {}", a, k),
            Game::Sub(a) => writeln!(out, "sub {}", a),
            Game::Token(p) => writeln!(out, "token {}", order[p]),
        }
        .unwrap();
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    assert!(args.len() == 2 || args.len() == 3, "usage: gen SEED SIZE [MODE]");
    let seed: u64 = args[0].parse().expect("gen SEED SIZE [MODE]: SEED is a number");
    let size: u64 = args[1].parse::<u64>().expect("gen SEED SIZE [MODE]: SIZE is a number").max(1);
    if let Some(mode) = args.get(2) {
        match mode.as_str() {
            "deep-path-first" => deep_path(seed, size, true),
            "deep-path-second" => deep_path(seed, size, false),
            _ => anti_guess(seed, size, mode),
        }
        return;
    }
    let mut rng = SplitMix64(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0x50f);
    let small = size <= 6;
    let (vertices, arrows, games, max_pile, max_take) = if small {
        (rng.range(1, 4) as usize, rng.range(0, 5) as usize, rng.range(1, 3) as usize, size + 1, 3)
    } else if size <= 1000 {
        (size as usize, size as usize, size as usize, 2_000, 2_000)
    } else {
        let n = size.min(100_000) as usize;
        (n, n, n, 1_000_000_000_000_000_000, 1_000_000_000_000_000_000)
    };
    // Arrows go from lower to higher positions of a hidden random order: no cycle.
    let mut order: Vec<usize> = (1..=vertices).collect();
    for i in (1..vertices).rev() {
        order.swap(i, rng.range(0, i as u64) as usize);
    }
    let mut edges = Vec::new();
    if vertices >= 2 {
        for _ in 0..arrows {
            let from = rng.range(0, vertices as u64 - 2) as usize;
            let to = from + 1 + rng.range(0, ((vertices - 2 - from) as u64).min(4)) as usize;
            edges.push((from, to));
        }
    }
    let mut successors = vec![Vec::new(); vertices];
    for &(from, to) in &edges {
        successors[from].push(to);
    }
    let mut vertex_value = vec![0u64; vertices];
    for p in (0..vertices).rev() {
        let options: Vec<u64> = successors[p].iter().map(|&q| vertex_value[q]).collect();
        vertex_value[p] = (0..).find(|g| !options.contains(g)).unwrap();
    }
    let set_size = if small { rng.range(1, 2) } else { rng.range(1, MAX_LOADS as u64) };
    let largest_load = if small { 4 } else { 50 };
    let mut set: Vec<u64> = (0..set_size).map(|_| rng.range(1, largest_load)).collect();
    set.sort_unstable();
    set.dedup();
    assert!(set.len() <= MAX_LOADS, "gen: {} sizes exceed the constraint m <= {}", set.len(), MAX_LOADS);
    let (sub_table, pre, period) = subtraction_values(&set);
    let sub_value =
        |a: u64| if a < pre { sub_table[a as usize] } else { sub_table[(pre + (a - pre) % period) as usize] };

    let mut list: Vec<Game> = (0..games)
        .map(|_| match rng.range(0, 3) {
            0 => Game::Nim(rng.range(0, max_pile)),
            1 => {
                let k = if rng.range(0, 1) == 0 {
                    rng.range(1, 10.min(max_take))
                } else {
                    rng.range(1, max_take)
                };
                Game::Take(rng.range(0, max_pile), k)
            }
            2 => Game::Sub(rng.range(0, max_pile)),
            _ => Game::Token(rng.range(0, vertices as u64 - 1) as usize),
        })
        .collect();
    if rng.range(0, 1) == 0 {
        let value = |game: &Game| match *game {
            Game::Nim(a) => a,
            Game::Take(a, k) => a % (k + 1),
            Game::Sub(a) => sub_value(a),
            Game::Token(p) => vertex_value[p],
        };
        let others = list[..games - 1].iter().fold(0, |x, g| x ^ value(g));
        if others <= max_pile {
            list[games - 1] = Game::Nim(others);
        }
    }

    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{} {}", vertices, edges.len()).unwrap();
    for &(from, to) in &edges {
        writeln!(out, "{} {}", order[from], order[to]).unwrap();
    }
    let set_line: Vec<String> = set.iter().map(|s| s.to_string()).collect();
    writeln!(out, "{}\n{}\n{}", set.len(), set_line.join(" "), games).unwrap();
    for game in &list {
        match *game {
            Game::Nim(a) => writeln!(out, "nim {}", a),
            Game::Take(a, k) => writeln!(out, "take {} {}", a, k),
            Game::Sub(a) => writeln!(out, "sub {}", a),
            Game::Token(p) => writeln!(out, "token {}", order[p]),
        }
        .unwrap();
    }
}
