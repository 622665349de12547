//! Generator for duel-moore: `gen SEED SIZE [MODE]` prints one INPUT: `n k`, the n heaps, and
//! the jury's seed. SIZE <= 6: at most 3 heaps of at most SIZE + 1 pebbles (the brute force
//! plays these out). Larger SIZE: min(SIZE, 100) heaps up to 10^18.
//! MODE `p`: a P-position (every bit column's count a multiple of k + 1, the solution should
//! answer Second); `n`: such a position with one bit flipped (First); `wide`: a P-position on
//! the 32 low bits whose single unbalanced column is at bit 32 or above; `nim-trap`: k >= 2 and
//! a position whose XOR is 0 while Moore's rule says First. Without MODE: any of these, or
//! random heaps.
struct SplitMix64(u64);
impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// Heaps whose every bit column below `bits` holds a multiple of k + 1 ones.
fn p_position(n: usize, k: usize, bits: u32, rng: &mut SplitMix64) -> Vec<u64> {
    let mut heaps = vec![0u64; n];
    let mut order: Vec<usize> = (0..n).collect();
    for bit in 0..bits {
        let groups = rng.below((n / (k + 1)) as u64 + 1) as usize;
        for j in 0..groups * (k + 1) {
            let pick = j + rng.below((n - j) as u64) as usize;
            order.swap(j, pick);
            heaps[order[j]] |= 1 << bit;
        }
    }
    heaps
}

fn xor(heaps: &[u64]) -> u64 {
    heaps.iter().fold(0, |x, &a| x ^ a)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    assert!(args.len() == 2 || args.len() == 3, "usage: gen SEED SIZE [MODE]");
    let seed: u64 = args[0].parse().expect("gen SEED SIZE [MODE]: SEED is a number");
    let size: u64 = args[1].parse::<u64>().expect("gen SEED SIZE [MODE]: SIZE is a number").max(1);
    let mut rng = SplitMix64(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ size.rotate_left(17) ^ 0x33);
    let mode = match args.get(2) {
        Some(mode) => mode.clone(),
        None => ["p", "n", "wide", "nim-trap", "random"][rng.below(5) as usize].to_string(),
    };
    // `wide` needs columns above bit 32, so it is always large.
    let small = size <= 6 && mode != "wide";
    let (n, bits) = if small {
        (1 + rng.below(3) as usize, 64 - (size + 1).leading_zeros())
    } else {
        (size.min(100) as usize, 59)
    };
    let n = if mode == "nim-trap" { n.max(3) } else { n };
    // Mostly small k, where a P-position needs real balancing; sometimes Nim (k = 1) or any k.
    let mut k = match (n, rng.below(10)) {
        (1, _) | (_, 0) => 1,
        (_, 1) => 1 + rng.below(n as u64) as usize,
        _ => 2 + rng.below(n.min(5) as u64 - 1) as usize,
    };
    let heaps = loop {
        let heaps = match mode.as_str() {
            "p" => p_position(n, k, bits, &mut rng),
            "n" => {
                let mut heaps = p_position(n, k, bits, &mut rng);
                heaps[rng.below(n as u64) as usize] ^= 1 << rng.below(bits as u64);
                heaps
            }
            "wide" => {
                let mut heaps = p_position(n, k, bits, &mut rng);
                heaps[rng.below(n as u64) as usize] ^= 1 << (32 + rng.below(bits as u64 - 32));
                heaps
            }
            "nim-trap" => {
                k = k.max(2);
                let mut heaps: Vec<u64> = (0..n).map(|_| rng.below(1 << bits)).collect();
                let last = xor(&heaps[..n - 1]);
                heaps[n - 1] = last;
                heaps
            }
            "random" => (0..n).map(|_| rng.below(1 << bits)).collect(),
            other => panic!("gen: unknown MODE {other:?} (p, n, wide, nim-trap or random)"),
        };
        let limit = if small { size + 1 } else { 1_000_000_000_000_000_000 };
        let moore_first = (0..64).any(|b| heaps.iter().filter(|&&a| a >> b & 1 == 1).count() % (k + 1) != 0);
        let fits = heaps.iter().all(|&a| a <= limit);
        if fits && (mode != "nim-trap" || moore_first) {
            break heaps;
        }
    };
    let line: Vec<String> = heaps.iter().map(u64::to_string).collect();
    println!("{n} {k}\n{}\n{}", line.join(" "), rng.next());
}
