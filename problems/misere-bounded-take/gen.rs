//! Generator for `misere-bounded-take`: `gen SEED SIZE [MODE]` prints one input on stdout.
//!
//! SIZE bounds the total number of bowls (capped at 2·10^5). Each bowl is built from the
//! Grundy value v it should have: a spoon k ≥ max(v, 1) and a = v + m(k+1). SIZE < 1000:
//! games of at most 4 bowls with a ≤ 12 and k ≤ 6 (the brute plays them out). Otherwise MODE:
//! - none: many games of up to 50 bowls: random values, endgames (every value 0 or 1 in
//!   bowls of any size), XOR-zero games, some empty bowls;
//! - `single-first` / `single-second`: one game of SIZE bowls whose last bowl sets the XOR
//!   (non-zero / zero), with values above 1 elsewhere;
//! - `endgame`: many games in which every value is 0 or 1 but the bowls are huge;
//! - `width`: values whose XOR vanishes in the low 32 bits only (won, lost when truncated),
//!   alternating with games of equal values that are multiples of 2^32 (lost, won when truncated).
use std::env;

const MAX: u64 = 1_000_000_000_000_000_000;
/// Values stay below 2^59 < 10^18, so an XOR of values is a value too.
const VALUE_MAX: u64 = (1 << 59) - 1;

struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, bound: u64) -> u64 {
        self.next() % bound
    }
    /// A number in 0..=max of random magnitude.
    fn magnitude(&mut self, max: u64) -> u64 {
        (self.next() >> self.below(64)) % (max + 1)
    }
}

/// A bowl (a, k) of Grundy value v; `big` allows any size up to 10^18.
fn bowl(rng: &mut SplitMix, v: u64, big: bool) -> (u64, u64) {
    if !big {
        let k = v.max(1) + rng.below(3);
        let m = rng.below((12 - v) / (k + 1) + 1);
        return (v + m * (k + 1), k);
    }
    let k = v.max(1) + rng.magnitude(MAX - v.max(1));
    let m = rng.magnitude((MAX - v) / (k + 1));
    (v + m * (k + 1), k)
}

fn game(rng: &mut SplitMix, values: &[u64], big: bool) -> Vec<(u64, u64)> {
    values.iter().map(|&v| bowl(rng, v, big)).collect()
}

fn main() {
    let args: Vec<String> = env::args().skip(1).collect();
    assert!(args.len() == 2 || args.len() == 3, "usage: gen SEED SIZE [MODE]");
    let seed: u64 = args[0].parse().expect("SEED is a number");
    let size: u64 = args[1].parse().expect("SIZE is a number");
    let mode = args.get(2).map(String::as_str).unwrap_or("");
    let mut rng = SplitMix(seed);
    let total = size.clamp(1, 200_000) as usize;
    let mut games: Vec<Vec<(u64, u64)>> = Vec::new();
    let mut left = total;
    while left > 0 {
        let g = if size < 1000 {
            let n = 1 + rng.below(left.min(4) as u64) as usize;
            let kind = rng.below(3);
            let values: Vec<u64> = (0..n).map(|_| if kind == 0 { rng.below(2) } else { rng.below(5) }).collect();
            game(&mut rng, &values, false)
        } else {
            match mode {
                "" => {
                    let n = 1 + rng.below(left.min(50) as u64) as usize;
                    let mut values: Vec<u64> = match rng.below(4) {
                        0 => (0..n).map(|_| rng.below(2)).collect(),
                        _ => (0..n).map(|_| rng.magnitude(VALUE_MAX)).collect(),
                    };
                    if n >= 2 && rng.below(2) == 0 {
                        values[n - 1] = values[..n - 1].iter().fold(0, |x, &v| x ^ v);
                    }
                    let mut g = game(&mut rng, &values, true);
                    for b in g.iter_mut() {
                        if rng.below(20) == 0 {
                            b.0 = 0;
                        }
                    }
                    g
                }
                "single-first" | "single-second" => {
                    let n = left;
                    let mut values: Vec<u64> = (0..n).map(|_| 2 + rng.magnitude(VALUE_MAX - 2)).collect();
                    let rest = values[..n - 1].iter().fold(0, |x, &v| x ^ v);
                    let target = if mode == "single-first" { 1 + rng.below(1000) } else { 0 };
                    values[n - 1] = rest ^ target;
                    game(&mut rng, &values, true)
                }
                "endgame" => {
                    let n = 1 + rng.below(left.min(50) as u64) as usize;
                    let values: Vec<u64> = (0..n).map(|_| rng.below(2)).collect();
                    game(&mut rng, &values, true)
                }
                "width" => {
                    let n = left.min(2 + rng.below(4) as usize);
                    let mut values = vec![0u64; n];
                    if games.len() % 2 == 0 {
                        // v + 2^32·u next to v (v ≥ 2): the XOR is 2^32·u, its low 32 bits are 0.
                        let v = 2 + rng.below((1 << 32) - 2);
                        values[0] = v + ((1 + rng.below(1 << 27)) << 32);
                        if n >= 2 {
                            values[1] = v;
                        }
                    } else {
                        let u = (1 + rng.below(1 << 27)) << 32;
                        values[0] = u;
                        if n >= 2 {
                            values[1] = u;
                        }
                    }
                    for x in values.iter_mut().skip(2) {
                        *x = 0;
                    }
                    game(&mut rng, &values, true)
                }
                other => panic!("unknown MODE {:?}: expected single-first, single-second, endgame or width", other),
            }
        };
        left -= g.len();
        games.push(g);
    }
    let mut out = format!("{}\n", games.len());
    for g in &games {
        let a: Vec<String> = g.iter().map(|b| b.0.to_string()).collect();
        let k: Vec<String> = g.iter().map(|b| b.1.to_string()).collect();
        out.push_str(&format!("{}\n{}\n{}\n", g.len(), a.join(" "), k.join(" ")));
    }
    print!("{}", out);
}
