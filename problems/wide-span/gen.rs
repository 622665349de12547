//! Generator for wide-span: `gen SEED SIZE [MODE]` prints one input (n, k, q ≤ SIZE ≤ 3000).
//! Without MODE: rows drawn from a few hidden generators (so dependencies, repeated rows and
//! zero rows are common), queries mixing sums of rows, random patterns and the zero pattern;
//! below SIZE 16 the counts stay brute-checkable. Modes (n = k - 1 or k, q = SIZE):
//!   full-rank   k - 1 independent rows (hidden by mixing): the zero pattern is No;
//!   dependent   rows from k/2 generators, repeats and zero rows: the zero pattern is Yes;
//!   high-bits   rows whose last 128 lamps are all off or copies of one pattern, so only the
//!               first lamps tell them apart; queries too (truncating a row loses them).
use std::io::Write;

struct SplitMix(u64);
impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn pattern(&mut self, k: usize) -> Vec<bool> {
        (0..k).map(|_| self.below(2) == 1).collect()
    }
}

fn xor_into(a: &mut [bool], b: &[bool]) {
    a.iter_mut().zip(b).for_each(|(x, y)| *x ^= y);
}

/// A random subset sum of `rows` (possibly empty).
fn subset_sum(rng: &mut SplitMix, rows: &[Vec<bool>], k: usize) -> Vec<bool> {
    let mut sum = vec![false; k];
    for r in rows {
        if rng.below(2) == 1 {
            xor_into(&mut sum, r);
        }
    }
    sum
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    assert!(args.len() == 2 || args.len() == 3, "usage: gen SEED SIZE [MODE]");
    let seed: u64 = args[0].parse().expect("SEED is a number");
    let size: usize = args[1].parse::<usize>().expect("SIZE is a number").clamp(1, 3000);
    let mut rng = SplitMix(seed ^ 0x7769_6465_7370_616e);
    let (rows, queries, k): (Vec<Vec<bool>>, Vec<Vec<bool>>, usize);
    match args.get(2).map(String::as_str) {
        None => {
            let k = 1 + rng.below(if size < 16 { 70 } else { size });
            let n = 1 + rng.below(size.min(if size < 16 { 14 } else { size }));
            let q = 1 + rng.below(size);
            let generators: Vec<Vec<bool>> = (0..1 + rng.below(n + 1)).map(|_| rng.pattern(k)).collect();
            rows = (0..n).map(|_| subset_sum(&mut rng, &generators, k)).collect();
            queries = (0..q)
                .map(|_| match rng.below(4) {
                    0 => vec![false; k],
                    1 => rng.pattern(k),
                    _ => subset_sum(&mut rng, &rows, k),
                })
                .collect();
            print_input(&rows, &queries, k);
            return;
        }
        Some("full-rank") => {
            k = size;
            // Unit lower-triangular rows (row i has lamp i on, lamps above i off), then mixed.
            let mut r: Vec<Vec<bool>> = (0..k - 1)
                .map(|i| {
                    let mut row = rng.pattern(k);
                    row[i] = true;
                    row[i + 1..].iter_mut().for_each(|b| *b = false);
                    row
                })
                .collect();
            for i in (1..r.len()).rev() {
                let j = rng.below(i);
                let add = r[j].clone();
                xor_into(&mut r[i], &add);
                r.swap(i, rng.below(i + 1));
            }
            rows = r;
        }
        Some("dependent") => {
            k = size;
            let generators: Vec<Vec<bool>> = (0..k / 2).map(|_| rng.pattern(k)).collect();
            let mut r: Vec<Vec<bool>> = Vec::new();
            while r.len() < k {
                r.push(match rng.below(8) {
                    0 => vec![false; k],
                    1 if !r.is_empty() => r[rng.below(r.len())].clone(),
                    _ => subset_sum(&mut rng, &generators, k),
                });
            }
            rows = r;
        }
        Some("high-bits") => {
            k = size;
            let tail = rng.pattern(128.min(k));
            rows = (0..k - 1)
                .map(|i| {
                    let mut row = rng.pattern(k);
                    row[i] = true;
                    row[i + 1..].iter_mut().for_each(|b| *b = false);
                    if rng.below(2) == 1 && i + 128 < k {
                        row[k - 128..].copy_from_slice(&tail);
                    }
                    row
                })
                .collect();
        }
        Some(other) => panic!("unknown mode {other}: full-rank, dependent or high-bits"),
    }
    let q = size;
    queries = (0..q)
        .map(|i| match (i, rng.below(3)) {
            (0, _) | (_, 0) if i % 97 == 0 => vec![false; k],
            (_, 1) => rng.pattern(k),
            _ => subset_sum(&mut rng, &rows, k),
        })
        .collect();
    print_input(&rows, &queries, k);
}

fn print_input(rows: &[Vec<bool>], queries: &[Vec<bool>], k: usize) {
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{} {} {}", rows.len(), k, queries.len()).unwrap();
    for r in rows.iter().chain(queries) {
        let line: String = r.iter().map(|&b| if b { '1' } else { '0' }).collect();
        writeln!(out, "{line}").unwrap();
    }
}
