// Wrong: a 32-bit nim product (the usual template), coordinates cast to u32: the high bits are lost.
use std::io::{self, Read, Write};

// Nim product: byte table, then Karatsuba over halves (F ⊗ F = F ⊕ F/2).
struct Nim {
    byte: Vec<u8>,
}

impl Nim {
    fn new() -> Nim {
        fn slow(a: u64, b: u64, half: u32) -> u64 {
            if half == 0 {
                return a & b;
            }
            let m = (1u64 << half) - 1;
            let (hh, ll, mid) = (slow(a >> half, b >> half, half / 2), slow(a & m, b & m, half / 2), slow((a >> half) ^ (a & m), (b >> half) ^ (b & m), half / 2));
            ((mid ^ ll) << half) ^ ll ^ slow(hh, 1 << (half - 1), half / 2)
        }
        let mut byte = vec![0u8; 65536];
        for a in 0..256u64 {
            for b in 0..256u64 {
                byte[(a * 256 + b) as usize] = slow(a, b, 4) as u8;
            }
        }
        Nim { byte }
    }
    fn mul(&self, a: u64, b: u64, half: u32) -> u64 {
        if half == 4 {
            return self.byte[(a * 256 + b) as usize] as u64;
        }
        let m = (1u64 << half) - 1;
        let hh = self.mul(a >> half, b >> half, half / 2);
        let ll = self.mul(a & m, b & m, half / 2);
        let mid = self.mul((a >> half) ^ (a & m), (b >> half) ^ (b & m), half / 2);
        ((mid ^ ll) << half) ^ ll ^ self.mul(hh, 1 << (half - 1), half / 2)
    }
}

fn main() {
    let mut s = String::new();
    io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());
    let nim = Nim::new();
    let t = it.next().unwrap();
    let mut out = String::new();
    for _ in 0..t {
        let n = it.next().unwrap();
        let mut value = 0u64;
        for _ in 0..n {
            let (r, c) = (it.next().unwrap(), it.next().unwrap());
            value ^= nim.mul((r - 1) as u32 as u64, (c - 1) as u32 as u64, 16);
        }
        out.push_str(if value != 0 { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}

