//! Generator for `turning-corners`: `gen SEED SIZE [MODE]` prints one input on stdout.
//!
//! SIZE bounds the total number of heads coins (capped at 2·10^5). SIZE < 1000: games whose
//! coins fit in a box of at most 16 tiles (the brute plays them out). Otherwise MODE:
//! - none: many games of up to 50 coins, coordinates of every magnitude up to 10^18 (some in
//!   row or column 1); half of them are lost by construction (every coin paired with its
//!   mirror image (c, r), worth the same), the others get one more unpaired coin;
//! - `single-first` / `single-second`: one game of SIZE coins, mirror pairs listed first-half /
//!   second-half (so a scan cancels them only at the end), plus for `single-first` one unpaired
//!   coin, last;
//! - `width`: games whose coins pair up only in the low 32 bits of r − 1 and c − 1 (won, but
//!   lost for a program that truncates to 32 bits), alternating with truly mirrored games;
//! - `field`: games of 2 to 8 coins of every magnitude, no mirror pairs; every other game is
//!   lost through the nim field itself (the last coin (x + 1, y + 1) has y = S ⊗ x⁻¹, S the
//!   XOR of the other coins' values), the others are one such game with y changed in its last
//!   bit. A product that is commutative, or right only on small values, does not cancel them.
use std::collections::HashSet;
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
    /// A coordinate in 1..=10^18 of random magnitude, sometimes 1 or tiny.
    fn coordinate(&mut self) -> u64 {
        match self.below(10) {
            0 => 1,
            1 => 1 + self.below(5),
            _ => 1 + (self.next() >> self.below(64)) % 1_000_000_000_000_000_000,
        }
    }
}

/// `pairs` mirror pairs (r, c) / (c, r) with r ≠ c, distinct; firsts then mirrors if `split`.
fn mirrored(rng: &mut SplitMix, pairs: usize, split: bool, used: &mut HashSet<(u64, u64)>) -> Vec<(u64, u64)> {
    let (mut firsts, mut seconds) = (Vec::new(), Vec::new());
    while firsts.len() < pairs {
        let (r, c) = (rng.coordinate(), rng.coordinate());
        if r == c || used.contains(&(r, c)) || used.contains(&(c, r)) {
            continue;
        }
        used.insert((r, c));
        used.insert((c, r));
        firsts.push((r, c));
        seconds.push((c, r));
    }
    if split {
        firsts.extend(seconds);
        firsts
    } else {
        firsts.iter().zip(&seconds).flat_map(|(&a, &b)| [a, b]).collect()
    }
}

fn unpaired(rng: &mut SplitMix, used: &mut HashSet<(u64, u64)>) -> (u64, u64) {
    loop {
        let (r, c) = (1 + rng.coordinate(), 1 + rng.coordinate());
        if r != c && !used.contains(&(r, c)) && !used.contains(&(c, r)) {
            used.insert((r, c));
            return (r, c);
        }
    }
}

/// Nim products of values below 2^8, for `NimField::mul`.
struct NimField {
    small: Vec<u64>,
}

impl NimField {
    fn new() -> NimField {
        let mut field = NimField { small: Vec::new() };
        let small: Vec<u64> = (0..256 * 256).map(|i| field.slow(i >> 8, i & 255, 8)).collect();
        field.small = small;
        field
    }
    /// a ⊗ b for a, b < 2^bits (bits a power of two), by halves: with X = 2^(bits/2),
    /// (a1 X + a0)(b1 X + b0) = ((a1 + a0)(b1 + b0) + a0 b0) X + a0 b0 + a1 b1 (X/2).
    fn slow(&self, a: u64, b: u64, bits: u32) -> u64 {
        if a < 2 || b < 2 {
            return a * b;
        }
        if bits <= 8 && !self.small.is_empty() {
            return self.small[(a << 8 | b) as usize];
        }
        let h = bits / 2;
        let mask = (1u64 << h) - 1;
        let (a1, a0, b1, b0) = (a >> h, a & mask, b >> h, b & mask);
        let low = self.slow(a0, b0, h);
        let mid = self.slow(a1 ^ a0, b1 ^ b0, h);
        let high = self.slow(self.slow(a1, b1, h), 1 << (h - 1), h);
        ((mid ^ low) << h) ^ low ^ high
    }
    fn mul(&self, a: u64, b: u64) -> u64 {
        self.slow(a, b, 64)
    }
    /// x⁻¹ = x^(2^64 − 2): the non-zero nimbers below 2^64 form a group of order 2^64 − 1.
    fn inv(&self, x: u64) -> u64 {
        let (mut result, mut base, mut e) = (1u64, x, u64::MAX - 1);
        while e > 0 {
            if e & 1 == 1 {
                result = self.mul(result, base);
            }
            base = self.mul(base, base);
            e >>= 1;
        }
        result
    }
}

/// A game of `n` ≥ 2 coins whose values XOR to 0 in the nim field (or to 1 when `won`).
fn field_game(rng: &mut SplitMix, field: &NimField, n: usize, won: bool) -> Vec<(u64, u64)> {
    const LIMIT: u64 = 1_000_000_000_000_000_000;
    loop {
        let mut used = HashSet::new();
        let mut coins = Vec::new();
        let mut sum = 0;
        while coins.len() < n - 2 {
            let coin = (rng.coordinate(), rng.coordinate());
            if used.insert(coin) {
                sum ^= field.mul(coin.0 - 1, coin.1 - 1);
                coins.push(coin);
            }
        }
        let x = 1 + rng.below(LIMIT - 1);
        let x_inv = field.inv(x);
        for _ in 0..1000 {
            let coin = (rng.coordinate(), rng.coordinate());
            if used.contains(&coin) || coin.0 == x + 1 {
                continue;
            }
            let target = sum ^ field.mul(coin.0 - 1, coin.1 - 1);
            let y = field.mul(target, x_inv) ^ u64::from(won);
            if target != 0 && y + 1 < LIMIT && y > 1 && !used.contains(&(x + 1, y + 1)) {
                debug_assert_eq!(field.mul(x, y ^ u64::from(won)), target);
                coins.push(coin);
                coins.push((x + 1, y + 1));
                return coins;
            }
        }
    }
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
    let field = if mode == "field" { Some(NimField::new()) } else { None };
    while left > 0 {
        let mut used = HashSet::new();
        let game: Vec<(u64, u64)> = if size < 1000 {
            let rows = 1 + rng.below(4);
            let cols = 1 + rng.below(16 / rows);
            let mut coins: Vec<(u64, u64)> = Vec::new();
            for r in 1..=rows {
                for c in 1..=cols {
                    if rng.below(2) == 0 {
                        coins.push((r, c));
                    }
                }
            }
            if coins.is_empty() {
                coins.push((rows, cols));
            }
            coins.truncate(left);
            coins
        } else {
            match mode {
                "" => {
                    let n = 1 + rng.below(left.min(50) as u64) as usize;
                    let split = rng.below(2) == 0;
                    let mut coins = mirrored(&mut rng, n / 2, split, &mut used);
                    if coins.len() < n {
                        coins.push(unpaired(&mut rng, &mut used));
                    }
                    coins
                }
                "single-first" | "single-second" => {
                    let mut coins = mirrored(&mut rng, (left - 1) / 2, true, &mut used);
                    if mode == "single-first" {
                        coins.push(unpaired(&mut rng, &mut used));
                    }
                    left = coins.len();
                    coins
                }
                "width" => {
                    let n = (2 * (1 + rng.below(20) as usize)).min(left);
                    let n = if n % 2 == 1 { 1 } else { n };
                    if n == 1 {
                        vec![unpaired(&mut rng, &mut used)]
                    } else if games.len() % 2 == 1 {
                        mirrored(&mut rng, n / 2, false, &mut used)
                    } else {
                        // (x, y) and (y + 2^32·a, x + 2^32·b): mirrors in the low 32 bits only.
                        let mut coins = Vec::new();
                        while coins.len() < n {
                            let (x, y) = (rng.below(1 << 32), rng.below(1 << 32));
                            let (a, b) = (1 + rng.below(1 << 27), rng.below(1 << 27));
                            let (p, q) = ((x + 1, y + 1), (y + (a << 32) + 1, x + (b << 32) + 1));
                            if x != y && !used.contains(&p) && !used.contains(&q) {
                                used.insert(p);
                                used.insert(q);
                                coins.push(p);
                                coins.push(q);
                            }
                        }
                        coins
                    }
                }
                "field" => {
                    let n = (2 + rng.below(7) as usize).min(left);
                    if n < 2 {
                        vec![unpaired(&mut rng, &mut used)]
                    } else {
                        let won = games.len() % 2 == 1;
                        field_game(&mut rng, field.as_ref().unwrap(), n, won)
                    }
                }
                other => panic!("unknown MODE {:?}: expected single-first, single-second, width or field", other),
            }
        };
        left -= game.len();
        games.push(game);
    }
    let mut out = format!("{}\n", games.len());
    for g in &games {
        out.push_str(&format!("{}\n", g.len()));
        for (r, c) in g {
            out.push_str(&format!("{} {}\n", r, c));
        }
    }
    print!("{}", out);
}
