//! Generator for "dag-tokens": `gen SEED SIZE` prints one input.
//! SIZE 1..=6: at most SIZE + 2 platforms and 3 marbles (for the exhaustive brute force);
//! larger: min(SIZE, 200 000) platforms, slides and marbles. Slides go from earlier to later
//! platforms of a hidden random order, mostly to nearby ones so that paths are long.
//! About half the inputs are P-positions.
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
    fn index(&mut self, len: usize) -> usize {
        self.range(0, len as u64 - 1) as usize
    }
}

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().expect("gen SEED SIZE")).collect();
    assert!(args.len() == 2, "usage: gen SEED SIZE");
    let (seed, size) = (args[0], args[1].max(1));
    let mut rng = SplitMix64(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0xda6);
    let (n, m, k) = if size <= 6 {
        let n = rng.range(1, size + 2) as usize;
        (n, rng.range(n as u64 / 2, 3 * n as u64) as usize, rng.range(1, 3) as usize)
    } else {
        let n = size.min(200_000) as usize;
        (n, n, n)
    };
    // order[i] is the platform at position i of the hidden topological order.
    let mut order: Vec<usize> = (1..=n).collect();
    for i in (1..n).rev() {
        order.swap(i, rng.index(i + 1));
    }
    let mut edges = Vec::with_capacity(m);
    if n >= 2 {
        for _ in 0..m {
            let from = rng.index(n - 1);
            let reach = if rng.range(0, 3) == 0 { n - 1 - from } else { (n - 1 - from).min(5) };
            let to = from + 1 + rng.index(reach);
            edges.push((from, to));
        }
    }
    // Grundy values by position, from the last position backwards.
    let mut successors = vec![Vec::new(); n];
    for &(from, to) in &edges {
        successors[from].push(to);
    }
    let mut grundy = vec![0u32; n];
    for p in (0..n).rev() {
        let mut seen = vec![false; successors[p].len() + 1];
        for &q in &successors[p] {
            if (grundy[q] as usize) < seen.len() {
                seen[grundy[q] as usize] = true;
            }
        }
        grundy[p] = seen.iter().position(|&s| !s).unwrap() as u32;
    }
    let mut marbles: Vec<usize> = (0..k).map(|_| rng.index(n)).collect();
    // Small inputs are mostly P-positions anyway (many marbles on sinks); balance for big ones.
    if size > 6 && rng.range(0, 1) == 0 {
        let target = marbles[..k - 1].iter().fold(0, |x, &p| x ^ grundy[p]);
        let candidates: Vec<usize> = (0..n).filter(|&p| grundy[p] == target).collect();
        if !candidates.is_empty() {
            marbles[k - 1] = candidates[rng.index(candidates.len())];
        }
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{} {}", n, edges.len()).unwrap();
    for &(from, to) in &edges {
        writeln!(out, "{} {}", order[from], order[to]).unwrap();
    }
    let line: Vec<String> = marbles.iter().map(|&p| order[p].to_string()).collect();
    writeln!(out, "{}\n{}", k, line.join(" ")).unwrap();
}
