//! Generator for "call-sign-chain": `gen SEED SIZE [MODE]` prints one input.
//! SIZE 1..=6: at most SIZE + 4 call signs over the letters a, b (three-letter codes collide
//! often, so the small inputs have cycles, dead ends and draws for the brute force). Larger:
//! min(SIZE, 200 000) call signs over about ∛SIZE letters, so that every code is followed by a
//! couple of call signs: many cycles, many dead ends.
//! MODE `chain`: one long chain of distinct codes (up to 140 000 links) listed from its start,
//! so that anything relaxing the call signs in input order settles one link per pass, and a
//! recursive search goes as deep as the chain; the chain ends in a loop with an exit.
//! MODE `cycles`: many short cycles (up to 140 000 codes), each with none, one or two exits to
//! a dead end: a cycle without exit is drawn, one with an exit is decided all around, partly
//! through positions that a search meets on its own path.
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
    fn index(&mut self, len: usize) -> usize {
        (self.next() % len as u64) as usize
    }
}

const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/// The three letters of code number `c` (below 52^3).
fn letters(c: usize) -> String {
    [c / 2704, c / 52 % 52, c % 52].iter().map(|&d| LETTERS[d] as char).collect()
}

/// A shuffled list of `count` distinct codes.
fn distinct_codes(rng: &mut SplitMix64, count: usize) -> Vec<usize> {
    let mut all: Vec<usize> = (0..52 * 52 * 52).collect();
    for i in 0..count {
        let j = i + rng.index(all.len() - i);
        all.swap(i, j);
    }
    all.truncate(count);
    all
}

/// A call sign from code `from` to code `to`, with 0 to 2 filler letters in between.
fn word(rng: &mut SplitMix64, from: usize, to: usize) -> String {
    let middle: String = (0..rng.index(3)).map(|_| LETTERS[rng.index(52)] as char).collect();
    format!("{}{}{}", letters(from), middle, letters(to))
}

fn chain(rng: &mut SplitMix64, size: usize) -> Vec<String> {
    let links = size.clamp(3, 140_000);
    let codes = distinct_codes(rng, links + 2);
    let mut words: Vec<String> = (0..links).map(|i| word(rng, codes[i], codes[i + 1])).collect();
    // The end loops on itself and can also step to a dead end.
    words.push(word(rng, codes[links], codes[links]));
    words.push(word(rng, codes[links], codes[links + 1]));
    words
}

fn cycles(rng: &mut SplitMix64, size: usize) -> Vec<String> {
    let total = size.clamp(4, 140_000);
    let codes = distinct_codes(rng, total);
    let mut words = Vec::new();
    let mut next = 0;
    while next + 3 <= total && words.len() + 12 <= total {
        let len = 2 + rng.index(8.min(total - next - 1));
        let ring = &codes[next..next + len];
        for i in 0..len {
            words.push(word(rng, ring[i], ring[(i + 1) % len]));
        }
        // None, one or two exits to the dead end right after the ring.
        for _ in 0..rng.index(3) {
            let exit = ring[rng.index(len)];
            words.push(word(rng, exit, codes[next + len]));
        }
        next += len + 1;
    }
    for i in (1..words.len()).rev() {
        words.swap(i, rng.index(i + 1));
    }
    words
}

fn random(rng: &mut SplitMix64, size: usize) -> Vec<String> {
    let (n, alphabet) = if size <= 6 {
        (1 + rng.index(size + 4), 2)
    } else {
        let n = size.min(200_000);
        let mut a = 2;
        while a * a * a < n {
            a += 1;
        }
        (n, a.min(52))
    };
    (0..n)
        .map(|_| {
            let len = if size <= 6 { 3 + rng.index(2) } else { 3 + rng.index(6) };
            (0..len).map(|_| LETTERS[rng.index(alphabet)] as char).collect()
        })
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    assert!(args.len() == 2 || args.len() == 3, "usage: gen SEED SIZE [MODE]");
    let seed: u64 = args[0].parse().expect("gen SEED SIZE [MODE]: SEED is a number");
    let size = args[1].parse::<usize>().expect("gen SEED SIZE [MODE]: SIZE is a number").max(1);
    let mut rng = SplitMix64(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0x5817);
    let words = match args.get(2).map(String::as_str) {
        None => random(&mut rng, size),
        Some("chain") => chain(&mut rng, size),
        Some("cycles") => cycles(&mut rng, size),
        Some(other) => panic!("unknown MODE {:?}: expected chain or cycles", other),
    };
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", words.len()).unwrap();
    for w in &words {
        writeln!(out, "{}", w).unwrap();
    }
}
