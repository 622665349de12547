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

/// `gen SEED SIZE MODE`: a deep map, a path through all min(SIZE, 200 000) platforms in a hidden
/// order plus short forward slides up to 200 000 in all, so that a recursive search goes
/// SIZE deep. `deep-path-second`: the marbles come in pairs on the same platform (the XOR
/// cancels). `deep-path-first`: the same, with one pair broken so that the XOR is not 0.
fn deep_path(seed: u64, size: u64, mode: &str) {
    let want_first = match mode {
        "deep-path-first" => true,
        "deep-path-second" => false,
        _ => panic!("unknown MODE {:?}: expected deep-path-first or deep-path-second", mode),
    };
    let mut rng = SplitMix64(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0xdee9);
    let n = size.clamp(2, 200_000) as usize;
    let mut order: Vec<usize> = (1..=n).collect();
    for i in (1..n).rev() {
        order.swap(i, rng.index(i + 1));
    }
    let mut edges: Vec<(usize, usize)> = (0..n - 1).map(|p| (p, p + 1)).collect();
    while edges.len() < 200_000 {
        let from = rng.index(n - 1);
        edges.push((from, from + 1 + rng.index((n - 1 - from).min(5))));
    }
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
    // Pairs on one platform; the first marble sits at the top of the path (depth n).
    let mut marbles: Vec<usize> = vec![0, 0];
    while marbles.len() < 200_000 {
        let p = rng.index(n);
        marbles.push(p);
        marbles.push(p);
    }
    if want_first {
        let k = marbles.len();
        let other = marbles[k - 2];
        let candidates: Vec<usize> = (0..n).filter(|&p| grundy[p] != grundy[other]).collect();
        marbles[k - 1] = candidates[rng.index(candidates.len())];
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{} {}", n, edges.len()).unwrap();
    for &(from, to) in &edges {
        writeln!(out, "{} {}", order[from], order[to]).unwrap();
    }
    let line: Vec<String> = marbles.iter().map(|&p| order[p].to_string()).collect();
    writeln!(out, "{}\n{}", marbles.len(), line.join(" ")).unwrap();
}

/// `gen SEED SIZE MODE` with MODE `zero-hub-first` or `zero-hub-second`: platform 1 has slides to
/// SIZE / 2 platforms (capped at 10^5) that each slide to the sink 2, so platform 1 has value 0,
/// and 2·10^5 marbles sit on it (the XOR cancels); `zero-hub-first` moves one of them to a
/// platform of value 1. A search that treats value 0 as "not computed" redoes platform 1 each time.
fn zero_hub(seed: u64, size: u64, mode: &str) {
    let want_first = match mode {
        "zero-hub-first" => true,
        "zero-hub-second" => false,
        _ => panic!("unknown MODE {:?}: expected zero-hub-first or zero-hub-second", mode),
    };
    let mut rng = SplitMix64(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0x2e80);
    let spokes = (size / 2).clamp(1, 100_000) as usize;
    let n = spokes + 2;
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{} {}", n, 2 * spokes).unwrap();
    for spoke in 3..=n {
        writeln!(out, "1 {}\n{} 2", spoke, spoke).unwrap();
    }
    let mut marbles = vec![1usize; 200_000];
    if want_first {
        marbles[rng.index(200_000)] = 3 + rng.index(spokes);
    }
    let line: Vec<String> = marbles.iter().map(|p| p.to_string()).collect();
    writeln!(out, "{}\n{}", marbles.len(), line.join(" ")).unwrap();
}

/// `gen SEED SIZE MODE`: Grundy values far past 64 (a mex taken in a 64-bit mask merges them):
/// V = SIZE platforms, clamped to 130..=632 (V(V − 1)/2 ≤ 200 000 slides), each with a slide to every
/// platform below it in a hidden order, so the one at position i has value i; numbers and slides
/// shuffled. `wide-mex-first`: marbles on two platforms of distinct values of at least 64;
/// `wide-mex-second`: on three, of values a, b and a ⊕ b, all at least 64 (the XOR cancels).
fn wide_mex(seed: u64, size: u64, mode: &str) {
    let want_first = match mode {
        "wide-mex-first" => true,
        "wide-mex-second" => false,
        _ => panic!("unknown MODE {:?}: expected wide-mex-first or wide-mex-second", mode),
    };
    let v = size.clamp(130, 632) as usize;
    let mut rng = SplitMix64(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x3de);
    // label[i]: the platform at position i (value i).
    let mut label: Vec<usize> = (1..=v).collect();
    for i in (1..v).rev() {
        label.swap(i, rng.index(i + 1));
    }
    let mut slides: Vec<(usize, usize)> = Vec::with_capacity(v * (v - 1) / 2);
    for i in 0..v {
        for j in 0..i {
            slides.push((label[i], label[j]));
        }
    }
    for i in (1..slides.len()).rev() {
        slides.swap(i, rng.index(i + 1));
    }
    let value = |rng: &mut SplitMix64| 64 + rng.index(v - 64);
    let marbles: Vec<usize> = loop {
        let (a, b) = (value(&mut rng), value(&mut rng));
        if a == b {
            continue;
        }
        if want_first {
            break vec![a, b];
        }
        let c = a ^ b;
        if (64..v).contains(&c) && c != a && c != b {
            break vec![a, b, c];
        }
    };
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    writeln!(out, "{} {}", v, slides.len()).unwrap();
    for (from, to) in &slides {
        writeln!(out, "{} {}", from, to).unwrap();
    }
    let line: Vec<String> = marbles.iter().map(|&value| label[value].to_string()).collect();
    writeln!(out, "{}\n{}", marbles.len(), line.join(" ")).unwrap();
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    assert!(args.len() == 2 || args.len() == 3, "usage: gen SEED SIZE [MODE]");
    let seed: u64 = args[0].parse().expect("gen SEED SIZE [MODE]: SEED is a number");
    let size: u64 = args[1].parse::<u64>().expect("gen SEED SIZE [MODE]: SIZE is a number").max(1);
    match args.get(2).map(String::as_str) {
        Some(mode) if mode.starts_with("zero-hub") => return zero_hub(seed, size, mode),
        Some(mode) if mode.starts_with("wide-mex") => return wide_mex(seed, size, mode),
        Some(mode) => return deep_path(seed, size, mode),
        None => {}
    }
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
