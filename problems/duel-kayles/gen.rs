//! Generator for duel-kayles: `gen SEED SIZE [MODE]` prints one INPUT: n, the n row lengths and
//! the jury's seed. SIZE <= 6: at most 3 rows and at most 4 SIZE pins (the brute force plays these
//! out). Larger SIZE: about SIZE pins in all (at most 10 000). MODE `many-p|n`: rows of at most 80
//! pins (the irregular values below 71) and a few empty rows; `long-p|n`: at most 3 rows, one of
//! them with most of the pins; `mixed-p|n`. The last row is chosen so the nim-sum is 0 (`-p`, the
//! solution should answer Second) or not (`-n`, First). Without MODE: a random one.
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

const MAX_PINS: u64 = 10_000;

/// Kayles values g(0..1000) by the mex over every knock (1 or 2 pins, leaving two rows).
fn kayles_prefix() -> Vec<u32> {
    let mut g = vec![0u32; 1000];
    for n in 1..g.len() {
        let mut seen = 0u64;
        for count in 1..=n.min(2) {
            for left in 0..=n - count {
                seen |= 1 << (g[left] ^ g[n - count - left]);
            }
        }
        g[n] = (!seen).trailing_zeros();
    }
    g
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    assert!(args.len() == 2 || args.len() == 3, "usage: gen SEED SIZE [MODE]");
    let seed: u64 = args[0].parse().expect("gen SEED SIZE [MODE]: SEED is a number");
    let size: u64 =
        args[1].parse::<u64>().expect("gen SEED SIZE [MODE]: SIZE is a number").clamp(1, MAX_PINS);
    let mut rng = SplitMix64(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ size.rotate_left(29) ^ 0x77);
    let g = kayles_prefix();
    // Past 71 the values repeat with period 12 (certified by the library; the generator only
    // needs them to aim at a nim-sum).
    let value = |n: u64| if n < 1000 { g[n as usize] } else { g[(900 + (n - 900) % 12) as usize] };
    let kinds = ["many", "long", "mixed"];
    let (kind, want_zero) = match args.get(2) {
        Some(mode) => match mode.rsplit_once('-') {
            Some((kind, "p")) if kinds.contains(&kind) => (kind.to_string(), true),
            Some((kind, "n")) if kinds.contains(&kind) => (kind.to_string(), false),
            _ => panic!("gen: unknown MODE {mode:?} (many, long or mixed, then -p or -n)"),
        },
        None if size <= 6 => ("tiny".to_string(), rng.range(0, 1) == 0),
        None => (kinds[rng.range(0, 2) as usize].to_string(), rng.range(0, 1) == 0),
    };
    let mut rows: Vec<u64> = Vec::new();
    let mut left = if kind == "tiny" { 4 * size } else { size };
    let draw = |rng: &mut SplitMix64, left: u64, count: usize| -> u64 {
        let most = match kind.as_str() {
            "tiny" => size + 2,
            "many" if rng.range(0, 9) == 0 => 0,
            "many" => 80,
            "long" if count == 0 => size * 9 / 10,
            "long" => size / 10,
            _ if rng.range(0, 3) == 0 => 2000,
            _ => 120,
        };
        rng.range(0, most.min(left))
    };
    let rows_wanted = match kind.as_str() {
        "tiny" => rng.range(1, 3) as usize,
        // One row alone is never lost for the player to move: a P-position needs two.
        "long" => rng.range(if want_zero { 2 } else { 1 }, 3) as usize,
        _ => usize::MAX,
    };
    while rows.len() + 1 < rows_wanted && left > 0 {
        let len = draw(&mut rng, left, rows.len());
        rows.push(len);
        left -= len;
    }
    // The last row: a length whose value makes the nim-sum 0 (or not), the longest such that fits.
    let rest = rows.iter().fold(0, |x, &a| x ^ value(a));
    let last = (0..=left).rev().find(|&a| (rest ^ value(a) == 0) == want_zero).unwrap_or(left);
    rows.push(last);
    let line: Vec<String> = rows.iter().map(u64::to_string).collect();
    println!("{}\n{}\n{}", rows.len(), line.join(" "), rng.next());
}
