//! Generator for `wythoff-queries`: `gen SEED SIZE [MODE]` prints one input on stdout.
//!
//! Q = min(SIZE, 10^5) carts. SIZE < 1000 keeps every sack ≤ 3000 (the brute decides them).
//! Otherwise MODE picks the shape:
//! - none: a mix of P-positions (k of every magnitude up to 3.8·10^17, so b ≤ 10^18), carts one
//!   cup away from a P-position, random carts up to 10^18, and carts with an empty sack,
//!   including (0, 0);
//! - `width`: P-positions and their neighbours with k in [2^31, 2^34], where 5k² needs more
//!   than 64 bits;
//! - `float-trap`: k ≤ 3.8·10^17 for which kφ lies so little above an integer that both an f64
//!   φ and a 64-bit fixed-point φ floor it one too low: each such P-position, and the cart one
//!   cup below it in both sacks, which those programs take for the P-position;
//! - `float-trap-high`: k ≤ 3.8·10^17 for which kφ lies so little below an integer that a
//!   fixed-point φ rounded up, ⌈φ·2^64⌉, floors it one too high: each such P-position, and the
//!   cart one cup above it in both sacks, which that program takes for the P-position.
//! The P-positions are computed exactly here (integer square root of 5k²), never in floating point.
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

fn isqrt(n: u128) -> u128 {
    let mut r = (n as f64).sqrt() as u128;
    if r > 0 {
        r = (r + n / r) / 2;
    }
    while r * r > n {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= n {
        r += 1;
    }
    r
}

/// ⌊kφ⌋ exactly.
fn lower(k: u64) -> u64 {
    let k = k as u128;
    ((k + isqrt(5 * k * k)) / 2) as u64
}

/// ⌊kφ⌋ as the 64-bit fixed-point trick computes it.
fn lower_fixed(k: u64) -> u64 {
    ((k as u128 * 29_847_458_893_032_750_101u128) >> 64) as u64
}

/// ⌊kφ⌋ as the 64-bit fixed-point trick computes it with φ·2^64 rounded up.
fn lower_fixed_up(k: u64) -> u64 {
    ((k as u128 * 29_847_458_893_032_750_102u128) >> 64) as u64
}

const MAX: u64 = 1_000_000_000_000_000_000;
const MAX_K: u64 = 380_000_000_000_000_000;

fn oriented(rng: &mut SplitMix, a: u64, b: u64) -> (u64, u64) {
    if rng.below(2) == 0 {
        (a, b)
    } else {
        (b, a)
    }
}

fn cart(rng: &mut SplitMix, max_k: u64, max_value: u64) -> (u64, u64) {
    let k = if max_k > 4000 { (rng.next() >> rng.below(64)) % (max_k + 1) } else { rng.below(max_k + 1) };
    let (a, b) = (lower(k), lower(k) + k);
    match rng.below(10) {
        0..=3 => oriented(rng, a, b),
        4..=6 => {
            let (a, b) = match rng.below(4) {
                0 => (a + 1, b),
                1 => (a, b + 1),
                2 => (a.saturating_sub(1), b),
                _ => (a, b.saturating_sub(1)),
            };
            oriented(rng, a.min(max_value), b.min(max_value))
        }
        7 | 8 => (rng.below(max_value + 1), rng.below(max_value + 1)),
        _ => {
            let x = if rng.below(3) == 0 { 0 } else { rng.below(max_value + 1) };
            oriented(rng, 0, x)
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
    let q = size.clamp(1, 100_000);
    let mut carts = Vec::with_capacity(q as usize);
    while (carts.len() as u64) < q {
        if size < 1000 {
            carts.push(cart(&mut rng, 1100, 3000));
            continue;
        }
        match mode {
            "" => carts.push(cart(&mut rng, MAX_K, MAX)),
            "width" => {
                let k = (1 << 31) + rng.below((1 << 34) - (1 << 31));
                let (a, b) = (lower(k), lower(k) + k);
                let (a, b) = if rng.below(2) == 0 { (a, b) } else { (a - rng.below(2), b + rng.below(2)) };
                carts.push(oriented(&mut rng, a, b));
            }
            "float-trap" => {
                let k = MAX_K / 4 + rng.below(MAX_K - MAX_K / 4);
                let phi = (1.0 + 5f64.sqrt()) / 2.0;
                let a = lower(k);
                if lower_fixed(k) == a || (k as f64 * phi).floor() as u64 == a {
                    continue;
                }
                let (a, b) = if rng.below(2) == 0 { (a, a + k) } else { (a - 1, a - 1 + k) };
                carts.push(oriented(&mut rng, a, b));
            }
            "float-trap-high" => {
                let k = MAX_K / 4 + rng.below(MAX_K - MAX_K / 4);
                let a = lower(k);
                if lower_fixed_up(k) == a {
                    continue;
                }
                let (a, b) = if rng.below(2) == 0 { (a, a + k) } else { (a + 1, a + 1 + k) };
                carts.push(oriented(&mut rng, a, b));
            }
            other => panic!("unknown MODE {:?}: expected width, float-trap or float-trap-high", other),
        }
    }
    let mut out = format!("{}\n", carts.len());
    for (a, b) in carts {
        out.push_str(&format!("{} {}\n", a, b));
    }
    print!("{}", out);
}
