//! Generator for "circle-duel": `gen SEED SIZE [MODE]` prints one input.
//! SIZE 1..=6: n between 2 and SIZE + 5 and small step sets (for the brute force). Larger:
//! n = min(SIZE, 1500), each player's set of 1 to n − 1 distinct steps, often small sets of
//! large steps so that the ball circles many times and draws are common.
//! MODE `short`: n = min(SIZE, 1500), 1 to 4 steps of at most 12 each: the ball creeps round
//! the circle and wins, losses and draws alternate in long patterns.
//! MODE `dense`: n = min(SIZE, 1500) and both sets of about n / 2 steps: the most moves, and
//! answers that a fresh search per starting cell recomputes n times.
//! MODE `far`: n = min(SIZE, 1500), each player has 1 to 3 steps that are all multiples of one
//! number d > 1 dividing n, plus one step that is not: long chains of forced answers.
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
    fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + (self.next() % (hi - lo + 1) as u64) as usize
    }
}

/// `count` distinct steps in 1..n drawn by `pick`.
fn steps(rng: &mut SplitMix64, n: usize, count: usize, mut pick: impl FnMut(&mut SplitMix64) -> usize) -> Vec<usize> {
    let mut chosen = vec![false; n];
    let mut out = Vec::new();
    let mut tries = 0;
    while out.len() < count.min(n - 1) && tries < 100 * n {
        tries += 1;
        let x = pick(rng);
        if (1..n).contains(&x) && !chosen[x] {
            chosen[x] = true;
            out.push(x);
        }
    }
    if out.is_empty() {
        out.push(1);
    }
    out
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    assert!(args.len() == 2 || args.len() == 3, "usage: gen SEED SIZE [MODE]");
    let seed: u64 = args[0].parse().expect("gen SEED SIZE [MODE]: SEED is a number");
    let size = args[1].parse::<usize>().expect("gen SEED SIZE [MODE]: SIZE is a number").max(1);
    let mut rng = SplitMix64(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0xbe25);
    let mode = args.get(2).map(String::as_str);
    let n = if size <= 6 { rng.range(2, size + 5) } else { size.clamp(2, 1500) };
    let sets: Vec<Vec<usize>> = (0..2)
        .map(|_| match mode {
            None if size <= 6 => {
                let k = rng.range(1, 3.min(n - 1));
                steps(&mut rng, n, k, |r| r.range(1, n - 1))
            }
            None => {
                let k = if rng.range(0, 2) == 0 { rng.range(1, n - 1) } else { rng.range(1, 4) };
                steps(&mut rng, n, k, |r| r.range(1, n - 1))
            }
            Some("short") => {
                let k = rng.range(1, 4);
                steps(&mut rng, n, k, |r| r.range(1, 12))
            }
            Some("dense") => steps(&mut rng, n, n / 2, |r| r.range(1, n - 1)),
            Some("far") => {
                let divisors: Vec<usize> = (2..n).filter(|d| n % d == 0).collect();
                let d = if divisors.is_empty() { 1 } else { divisors[rng.range(0, divisors.len() - 1)] };
                let k = rng.range(1, 3);
                let mut s = steps(&mut rng, n, k, |r| d * r.range(1, (n - 1) / d.max(1)));
                if let Some(odd) = (1..n).rev().find(|x| x % d != 0 && !s.contains(x)) {
                    s.push(odd);
                }
                s
            }
            Some(other) => panic!("unknown MODE {:?}: expected short, dense or far", other),
        })
        .collect();
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", n).unwrap();
    for s in &sets {
        let line: Vec<String> = s.iter().map(|x| x.to_string()).collect();
        writeln!(out, "{} {}", s.len(), line.join(" ")).unwrap();
    }
}
