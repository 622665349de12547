//! Generator for `turning-coins`: `gen SEED SIZE` prints one input on stdout.
//!
//! SIZE bounds the total length of the rows (capped at 2·10^5). While SIZE < 1000 the
//! rows are at most min(SIZE, 12) coins long (small enough for the brute force); beyond,
//! the shape follows SEED % 3: one long row, many rows of up to 3 coins, or a random
//! split. About half of the rows are made P-positions by turning the coin at the XOR of
//! the heads' positions; heads are sparse in some rows and dense in others.
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

fn main() {
    let args: Vec<u64> = env::args().skip(1).map(|a| a.parse().expect("usage: gen SEED SIZE")).collect();
    assert!(args.len() == 2 && args[1] >= 1, "usage: gen SEED SIZE (SIZE >= 1)");
    let (seed, size) = (args[0], args[1]);
    let mut rng = SplitMix(seed);
    let small = size < 1000;
    let mut rows: Vec<Vec<u8>> = Vec::new();
    let mut left = size.min(200_000);
    while left > 0 && rows.len() < 100_000 {
        let n = match seed % 3 {
            _ if small => 1 + rng.below(left.min(size.min(12))),
            0 => left,
            1 => left.min(1 + rng.below(3)),
            _ => 1 + rng.below(left.min(5_000)),
        };
        left -= n;
        let n = n as usize;
        // Chance of heads in 1/16ths: from very sparse to almost all heads.
        let density = 1 + rng.below(15);
        let mut row: Vec<u8> = (0..n).map(|_| if rng.below(16) < density { b'H' } else { b'T' }).collect();
        if rng.below(2) == 0 {
            let x = (1..).zip(&row).filter(|&(_, &c)| c == b'H').fold(0, |acc, (p, _)| acc ^ p);
            if 1 <= x && x <= n {
                row[x - 1] = if row[x - 1] == b'H' { b'T' } else { b'H' };
            }
        }
        rows.push(row);
    }
    let mut out = format!("{}\n", rows.len());
    for row in &rows {
        out.push_str(std::str::from_utf8(row).unwrap());
        out.push('\n');
    }
    print!("{}", out);
}
