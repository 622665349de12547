//! Nim multiplication: nimkit's `nim_mul` (Karatsuba over Fermat halves, GF(2^16) log tables)
//! against the definition (mex over a'⊗b ⊕ a⊗b' ⊕ a'⊗b') where that is feasible, and against
//! two precomputed-table versions on 10^6 random 64-bit products: the 64×64 table of 2^i ⊗ 2^j
//! (XOR over bit pairs) and Library Checker's 8×8×256×256 byte-pair tables (32 MiB, 64
//! lookups per product). Every baseline's results are checked equal to nim_mul's.
//!
//! Run: `cargo bench --bench nimber` (about 10 s). End to end with I/O against Library
//! Checker's C++: `benches/nim_product_64.sh`.

use std::hint::black_box;
use std::time::Instant;

use nimkit::nimber::nim_mul;

/// All products a ⊗ b for a, b < n by the definition.
fn by_definition(n: usize) -> Vec<Vec<u64>> {
    let mut table = vec![vec![0u64; n]; n];
    let mut seen = vec![false; 2 * n.next_power_of_two()];
    for a in 0..n {
        for b in 0..n {
            seen.iter_mut().for_each(|s| *s = false);
            for x in 0..a {
                for y in 0..b {
                    seen[(table[x][b] ^ table[a][y] ^ table[x][y]) as usize] = true;
                }
            }
            table[a][b] = seen.iter().position(|&s| !s).unwrap() as u64;
        }
    }
    table
}

struct PowerTable([[u64; 64]; 64]);

impl PowerTable {
    fn new() -> Self {
        let mut t = [[0u64; 64]; 64];
        for (i, row) in t.iter_mut().enumerate() {
            for (j, cell) in row.iter_mut().enumerate() {
                *cell = nim_mul(1 << i, 1 << j);
            }
        }
        PowerTable(t)
    }
    fn mul(&self, a: u64, b: u64) -> u64 {
        let mut r = 0;
        let mut x = a;
        while x != 0 {
            let i = x.trailing_zeros() as usize;
            x &= x - 1;
            let mut y = b;
            while y != 0 {
                r ^= self.0[i][y.trailing_zeros() as usize];
                y &= y - 1;
            }
        }
        r
    }
}

struct BytePairTables(Vec<u64>); // [e][f][x][y], e, f byte positions

impl BytePairTables {
    fn new(p: &PowerTable) -> Self {
        let mut t = vec![0u64; 64 * 65536];
        for e in 0..8 {
            for f in 0..8 {
                let base = (e * 8 + f) * 65536;
                for x in 1..256usize {
                    let low = x.trailing_zeros() as usize;
                    for y in 0..256usize {
                        let single = (0..8)
                            .filter(|q| y >> q & 1 == 1)
                            .fold(0, |acc, q| acc ^ p.0[e * 8 + low][f * 8 + q]);
                        t[base + x * 256 + y] = t[base + (x & (x - 1)) * 256 + y] ^ single;
                    }
                }
            }
        }
        BytePairTables(t)
    }
    fn mul(&self, a: u64, b: u64) -> u64 {
        let mut r = 0;
        for e in 0..8 {
            let x = (a >> (8 * e)) as usize & 255;
            for f in 0..8 {
                r ^= self.0[(e * 8 + f) * 65536 + x * 256 + ((b >> (8 * f)) as usize & 255)];
            }
        }
        r
    }
}

fn seconds<T>(f: impl FnOnce() -> T) -> (T, f64) {
    let start = Instant::now();
    let r = f();
    (r, start.elapsed().as_secs_f64())
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return; // cargo bench -- --list
    }
    let (_, setup) = seconds(|| nim_mul(3, 5));
    let n = 128;
    let (definition, t_def) = seconds(|| by_definition(n));
    let (ours, t_ours) = seconds(|| {
        (0..n as u64)
            .map(|a| (0..n as u64).map(|b| black_box(nim_mul(a, b))).collect::<Vec<_>>())
            .collect::<Vec<_>>()
    });
    assert_eq!(definition, ours, "nim_mul disagrees with the definition below {n}");

    let mut s = 1u64;
    let mut next = || {
        s = s.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = s;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    let pairs: Vec<(u64, u64)> = (0..1_000_000).map(|_| (next(), next())).collect();
    let run = |f: &dyn Fn(u64, u64) -> u64| {
        pairs.iter().fold(0u64, |acc, &(a, b)| acc.wrapping_add(black_box(f(a, b))))
    };
    let (sum_ours, t_mul) = seconds(|| run(&nim_mul));
    let (power, t_power_setup) = seconds(PowerTable::new);
    let (sum_power, t_power) = seconds(|| run(&|a, b| power.mul(a, b)));
    let (bytes, t_bytes_setup) = seconds(|| BytePairTables::new(&power));
    let (sum_bytes, t_bytes) = seconds(|| run(&|a, b| bytes.mul(a, b)));
    assert!(sum_ours == sum_power && sum_ours == sum_bytes, "a table version disagrees with nim_mul");

    println!("nimkit nim_mul: tables built on first use in {:.2} ms", setup * 1e3);
    println!("| what | nimkit | baseline | ratio |");
    println!("|---|---|---|---|");
    println!(
        "| all {n}×{n} products vs the mex definition | {:.3} ms | {:.1} ms | {:.0}× |",
        t_ours * 1e3,
        t_def * 1e3,
        t_def / t_ours
    );
    println!(
        "| 10^6 random 64-bit products vs the 64×64 table of 2^i ⊗ 2^j (setup {:.1} ms) | {:.1} ms | {:.1} ms | {:.1}× |",
        t_power_setup * 1e3,
        t_mul * 1e3,
        t_power * 1e3,
        t_power / t_mul
    );
    println!(
        "| 10^6 random 64-bit products vs byte-pair tables, 32 MiB (setup {:.1} ms) | {:.1} ms | {:.1} ms | {:.1}× |",
        t_bytes_setup * 1e3,
        t_mul * 1e3,
        t_bytes * 1e3,
        t_bytes / t_mul
    );
}
