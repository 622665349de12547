//! Generator for "grundys-game-million": `gen SEED SIZE [MODE]` prints one input.
//!
//! Random (no MODE): SIZE 1..=6: at most 3 tables of at most 3 balls of weight at most
//! 3·SIZE + 2. SIZE up to 3000: up to 30 tables of up to 5 balls of weight at most
//! min(20·SIZE, 3000) (the brute force checks these). Larger: min(SIZE, 100 000) tables holding
//! 200 000 balls in all (one to three each) of weight up to min(SIZE, 10^6), a tenth of them in the
//! top tenth and the heaviest weight always present.
//! `top-singles`: one ball per table, every weight from SIZE − q + 1 to SIZE (q = min(SIZE, 10^5)),
//! shuffled: the exact values of the heaviest balls, one by one.
//! `zero-pairs`: tables of two different balls of equal Grundy value (value 0 each), weights in
//! SIZE/2..=SIZE (SIZE at most 400 000), from the generator's own table of values.
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

const MAX_Q: u64 = 100_000;
const MAX_BALLS: u64 = 200_000;
const MAX_WEIGHT: u64 = 1_000_000;
const MAX_ZERO_PAIRS_SIZE: u64 = 400_000;

/// Values with an even number of ones above the lowest bit are rare in Grundy's game.
fn is_rare(v: u32) -> bool {
    (v & !1).count_ones() % 2 == 0
}

/// Grundy's game g(0..len), written independently of the library's engine: splits with a part of
/// rare value give every common option; the rare options below the least missing common value
/// are then sought among all splits in order, stopping once each is found. Exact for any mask.
fn grundy_table(len: usize) -> Vec<u32> {
    let mut g = vec![0u32; len];
    let mut rare_heaps: Vec<usize> = Vec::new();
    let mut seen = vec![false; 1024];
    for h in 1..len {
        seen.iter_mut().for_each(|s| *s = false);
        for &a in &rare_heaps {
            if 2 * a != h {
                seen[(g[a] ^ g[h - a]) as usize] = true;
            }
        }
        let common = (0..512).find(|&v| !is_rare(v) && !seen[v as usize]).expect("values below 512");
        let mut missing = (0..common).filter(|&v| is_rare(v) && !seen[v as usize]).count();
        let mut a = 1;
        while missing > 0 && a < h - a {
            let v = (g[a] ^ g[h - a]) as usize;
            if !seen[v] {
                seen[v] = true;
                if is_rare(v as u32) && (v as u32) < common {
                    missing -= 1;
                }
            }
            a += 1;
        }
        g[h] = seen.iter().position(|&s| !s).unwrap() as u32;
        if is_rare(g[h]) {
            rare_heaps.push(h);
        }
    }
    g
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    assert!(args.len() == 2 || args.len() == 3, "usage: gen SEED SIZE [top-singles|zero-pairs]");
    let seed: u64 = args[0].parse().expect("SEED: a whole number");
    let size: u64 = args[1].parse::<u64>().expect("SIZE: a whole number").max(1);
    let mut rng = SplitMix64(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0x3d);
    let tables: Vec<Vec<u64>> = match args.get(2).map(String::as_str) {
        None => random_tables(&mut rng, size),
        Some("top-singles") => {
            let top = size.min(MAX_WEIGHT);
            let q = top.min(MAX_Q);
            let mut weights: Vec<u64> = (top - q + 1..=top).collect();
            for i in (1..weights.len()).rev() {
                weights.swap(i, rng.range(0, i as u64) as usize);
            }
            weights.into_iter().map(|w| vec![w]).collect()
        }
        Some("zero-pairs") => {
            let top = size.clamp(4, MAX_ZERO_PAIRS_SIZE) as usize;
            let g = grundy_table(top + 1);
            // Weights of the upper half, by value.
            let mut by_value: Vec<Vec<u64>> = vec![Vec::new(); 512];
            for w in top / 2..=top {
                by_value[g[w] as usize].push(w as u64);
            }
            let values: Vec<usize> = (0..512).filter(|&v| by_value[v].len() >= 2).collect();
            (0..MAX_Q)
                .map(|_| {
                    let weights = &by_value[values[rng.range(0, values.len() as u64 - 1) as usize]];
                    let i = rng.range(0, weights.len() as u64 - 1) as usize;
                    let j = (i + rng.range(1, weights.len() as u64 - 1) as usize) % weights.len();
                    vec![weights[i], weights[j]]
                })
                .collect()
        }
        Some(other) => panic!("unknown mode {other:?}: top-singles or zero-pairs"),
    };
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", tables.len()).unwrap();
    for table in &tables {
        let line: Vec<String> = std::iter::once(table.len() as u64).chain(table.iter().copied()).map(|x| x.to_string()).collect();
        writeln!(out, "{}", line.join(" ")).unwrap();
    }
}

fn random_tables(rng: &mut SplitMix64, size: u64) -> Vec<Vec<u64>> {
    if size <= 3000 {
        let (q, most, heaviest) = if size <= 6 { (rng.range(1, 3), 3, 3 * size + 2) } else { (rng.range(2, 30), 5, (20 * size).min(3000)) };
        return (0..q).map(|_| (0..rng.range(1, most)).map(|_| rng.range(1, heaviest)).collect()).collect();
    }
    let heaviest = size.min(MAX_WEIGHT);
    let q = size.min(MAX_Q);
    let mut budget = MAX_BALLS;
    let mut tables: Vec<Vec<u64>> = (0..q)
        .map(|i| {
            // Leave one ball for each table still to come.
            let k = rng.range(1, 3).min(budget - (q - 1 - i));
            budget -= k;
            (0..k)
                .map(|_| if rng.range(0, 9) == 0 { rng.range(heaviest - heaviest / 10, heaviest) } else { rng.range(1, heaviest) })
                .collect()
        })
        .collect();
    let pick = rng.range(0, q - 1) as usize;
    tables[pick][0] = heaviest;
    tables
}
