//! Generator for `turning-coins`: `gen SEED SIZE` prints one input on stdout.
//!
//! SIZE bounds the total length of the rows (capped at 2·10^5). While SIZE < 1000 the
//! rows are at most min(SIZE, 12) coins long (small enough for the brute force); beyond,
//! the shape follows SEED % 3: one long row, many rows of up to 3 coins, or a random
//! split. About half of the rows are made P-positions by turning the coin at the XOR of
//! the heads' positions; heads are sparse in some rows and dense in others.
//!
//! `gen SEED SIZE MODE` prints one row of min(SIZE, 2·10^5) coins (at least 4), an
//! anti-test for scans that try every head expensively: MODE `far-end` puts heads at random
//! below position 2^k (the largest power of two below n) and one head on the last coin, the
//! only head holding the top bit of the XOR, so the only winning move turns the last coin;
//! MODE `second` makes a dense random row a P-position.
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

/// XOR of the (1-based) positions of the heads.
fn heads_xor(row: &[u8]) -> usize {
    (1..).zip(row).filter(|&(_, &c)| c == b'H').fold(0, |acc, (p, _)| acc ^ p)
}

/// One long row whose winning move (if any) a scan from coin 1 reaches last.
fn one_far_row(rng: &mut SplitMix, size: u64, far_end: bool) -> Vec<u8> {
    let n = size.clamp(4, 200_000) as usize;
    let coin = |rng: &mut SplitMix| if rng.below(8) < 7 { b'H' } else { b'T' };
    if far_end {
        let low = 1usize << (usize::BITS - 1 - (n - 1).leading_zeros());
        let mut row: Vec<u8> = (0..n).map(|p| if p + 1 < low { coin(rng) } else { b'T' }).collect();
        row[n - 1] = b'H';
        return row;
    }
    loop {
        let mut row: Vec<u8> = (0..n).map(|_| coin(rng)).collect();
        let x = heads_xor(&row);
        if x <= n {
            if x >= 1 {
                row[x - 1] = if row[x - 1] == b'H' { b'T' } else { b'H' };
            }
            return row;
        }
    }
}

fn main() {
    let args: Vec<String> = env::args().skip(1).collect();
    let usage = "usage: gen SEED SIZE [far-end|second]";
    assert!(args.len() == 2 || args.len() == 3, "{}", usage);
    let seed: u64 = args[0].parse().expect(usage);
    let size: u64 = args[1].parse().expect(usage);
    assert!(size >= 1, "{} (SIZE >= 1)", usage);
    let mut rng = SplitMix(seed);
    if let Some(mode) = args.get(2) {
        let row = match mode.as_str() {
            "far-end" => one_far_row(&mut rng, size, true),
            "second" => one_far_row(&mut rng, size, false),
            other => panic!("unknown MODE {:?}; {}", other, usage),
        };
        print_rows(&[row]);
        return;
    }
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
            let x = heads_xor(&row);
            if 1 <= x && x <= n {
                row[x - 1] = if row[x - 1] == b'H' { b'T' } else { b'H' };
            }
        }
        rows.push(row);
    }
    print_rows(&rows);
}

fn print_rows(rows: &[Vec<u8>]) {
    let mut out = format!("{}\n", rows.len());
    for row in rows {
        out.push_str(std::str::from_utf8(row).unwrap());
        out.push('\n');
    }
    print!("{}", out);
}
