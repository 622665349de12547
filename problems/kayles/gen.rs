//! Generator for `kayles`: `gen SEED SIZE` prints one input on stdout.
//!
//! SIZE bounds the total number of rows (capped at 2·10^5). While SIZE < 1000 rows are
//! shorter than min(SIZE, 90) + 2 (the brute force tabulates them); beyond, a third of the
//! rows lie below 200 (where Kayles is not yet periodic), the others spread up to 10^18.
//! About half of the games are made second-player wins by choosing the last row.
use std::env;

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
}

const MAX_LEN: u64 = 1_000_000_000_000_000_000;

/// Kayles values g(0..300) by the plain mex (a knock of 1 or 2 leaves rows a and b).
fn kayles_table() -> Vec<u8> {
    let mut g: Vec<u8> = Vec::new();
    for n in 0..300usize {
        let mut seen = [false; 64];
        for take in 1..=2.min(n) {
            for a in 0..=(n - take) / 2 {
                seen[(g[a] ^ g[n - take - a]) as usize] = true;
            }
        }
        g.push(seen.iter().position(|&s| !s).unwrap() as u8);
    }
    g
}

fn main() {
    let args: Vec<u64> = env::args().skip(1).map(|a| a.parse().expect("usage: gen SEED SIZE")).collect();
    assert!(args.len() == 2 && args[1] >= 1, "usage: gen SEED SIZE (SIZE >= 1)");
    let (seed, size) = (args[0], args[1]);
    let mut rng = SplitMix(seed);
    let table = kayles_table();
    // Period 12 from 71 on (checked against the table here, not assumed).
    assert!((71..288).all(|n| table[n] == table[n + 12]));
    let value = |len: u64| if len < 300 { table[len as usize] } else { table[(71 + (len - 71) % 12) as usize] };
    let small = size < 1000;
    let mut left = size.min(200_000);
    let mut games: Vec<Vec<u64>> = Vec::new();
    while left > 0 && games.len() < 100_000 {
        let n = match seed % 3 {
            _ if small => 1 + rng.below(left.min(4)),
            0 => left,
            1 => left.min(2),
            _ => 1 + rng.below(left.min(5_000)),
        };
        left -= n;
        let mut rows: Vec<u64> = (0..n)
            .map(|_| match (small, rng.below(3)) {
                (true, _) => rng.below(size.min(90) + 2),
                (false, 0) => rng.below(200),
                (false, 1) => MAX_LEN - rng.below(1000),
                _ => {
                    let shift = rng.below(60);
                    rng.below(MAX_LEN >> shift) + 1
                }
            })
            .collect();
        if rng.below(2) == 0 {
            let rest = rows[..n as usize - 1].iter().fold(0, |acc, &r| acc ^ value(r));
            let limit = if small { size.min(90) + 2 } else { 300 };
            let fits: Vec<u64> = (0..limit).filter(|&len| value(len) == rest).collect();
            if !fits.is_empty() {
                rows[n as usize - 1] = fits[rng.below(fits.len() as u64) as usize];
            }
        }
        games.push(rows);
    }
    let mut out = format!("{}\n", games.len());
    for rows in &games {
        let line: Vec<String> = rows.iter().map(u64::to_string).collect();
        out.push_str(&format!("{}\n{}\n", rows.len(), line.join(" ")));
    }
    print!("{out}");
}
