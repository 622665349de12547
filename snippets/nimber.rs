//! Nim multiplication on u64 (the field of nimbers below 2^64): product, power, inverse, square root.
//! Karatsuba over the Fermat 2-power split 64 → 32 → 16 bits, GF(2^16) by log/exp tables: 16 lookups-and-adds per product.
//!
//! Nim addition is XOR. Nim multiplication is the unique product making the nimbers below
//! 2^(2^n) a field in which a Fermat 2-power F = 2^(2^k) satisfies F ⊗ F = F ⊕ F/2 and
//! a ⊗ F = a·F for a < F. It is the value of product games (Tartan theorem, Turning Corners:
//! a head at (x, y) is worth x ⊗ y). The tables (384 KiB) are built once, on first use, from
//! the powers of one generator, in under a millisecond.
//!
//! # Panics
//! `nim_inv(0)`: zero has no inverse.
//!
//! # Example
//! ```
//! use nimkit::nimber::{nim_inv, nim_mul, nim_pow, nim_sqrt};
//! assert_eq!((nim_mul(2, 2), nim_mul(2, 3), nim_mul(4, 4), nim_mul(8, 8)), (3, 1, 6, 13));
//! assert_eq!(nim_mul(nim_inv(123_456_789), 123_456_789), 1);
//! assert_eq!(nim_pow(5, 3), nim_mul(5, nim_mul(5, 5)));
//! let r = nim_sqrt(1 << 40);
//! assert_eq!(nim_mul(r, r), 1 << 40);
//! ```

use std::sync::OnceLock;

struct Tables {
    log: Vec<u16>,
    /// exp[i] = g^i for 0 ≤ i < 2·65535, so exp[log a + log b] needs no reduction.
    exp: Vec<u16>,
}

/// Nim product by the definition's recursion on halves; used only to build the tables.
fn mul_slow(a: u64, b: u64, half: u32) -> u64 {
    if half == 0 {
        return a & b; // one-bit nimbers: 0 and 1
    }
    let mask = (1u64 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let hh = mul_slow(a1, b1, half / 2);
    let ll = mul_slow(a0, b0, half / 2);
    let mid = mul_slow(a1 ^ a0, b1 ^ b0, half / 2);
    // (a1F + a0)(b1F + b0) = (a1b1 ⊕ cross)F ⊕ a0b0 ⊕ a1b1 ⊗ F/2, with cross = mid ⊕ hh ⊕ ll.
    ((mid ^ ll) << half) ^ ll ^ mul_slow(hh, 1 << (half - 1), half / 2)
}

/// 258 = 2^8 + 2 generates GF(2^16)* (its powers take all 65535 non-zero values; the table
/// build checks it). Elements below 2^8 cannot: they form the subfield GF(2^8).
const GENERATOR: u64 = 258;

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        // x ⊗ g for 16-bit x by Karatsuba on bytes, with g's four byte-rows precomputed.
        let (g1, g0) = (GENERATOR >> 8, GENERATOR & 0xff);
        let row = |c: u64| -> Vec<u64> { (0..256).map(|b| mul_slow(b, c, 4)).collect() };
        let (r1, r0, rm, rh) = (row(g1), row(g0), row(g1 ^ g0), row(1 << 7));
        let times_g = |x: u64| {
            let (x1, x0) = (x >> 8, x & 0xff);
            let ll = r0[x0 as usize];
            ((rm[(x1 ^ x0) as usize] ^ ll) << 8) ^ ll ^ rh[r1[x1 as usize] as usize]
        };
        let mut exp = vec![0u16; 2 * 65535];
        let mut log = vec![0u16; 1 << 16];
        let mut x = 1u64;
        for i in 0..65535 {
            assert!(i == 0 || x != 1, "nimber: 258 must generate GF(2^16)*");
            exp[i] = x as u16;
            exp[i + 65535] = x as u16;
            log[x as usize] = i as u16;
            x = times_g(x);
        }
        Tables { log, exp }
    })
}

fn mul16(t: &Tables, a: u32, b: u32) -> u32 {
    if a == 0 || b == 0 {
        return 0;
    }
    t.exp[t.log[a as usize] as usize + t.log[b as usize] as usize] as u32
}

fn mul32(t: &Tables, a: u32, b: u32) -> u32 {
    let (a1, a0, b1, b0) = (a >> 16, a & 0xffff, b >> 16, b & 0xffff);
    let hh = mul16(t, a1, b1);
    let ll = mul16(t, a0, b0);
    let mid = mul16(t, a1 ^ a0, b1 ^ b0);
    ((mid ^ ll) << 16) ^ ll ^ mul16(t, hh, 1 << 15)
}

/// a ⊗ b, the nim product.
///
/// # Complexity
/// O(1): 16 products in GF(2^16), each two table lookups; the first call builds the tables.
pub fn nim_mul(a: u64, b: u64) -> u64 {
    let t = tables();
    let (a1, a0, b1, b0) = ((a >> 32) as u32, a as u32, (b >> 32) as u32, b as u32);
    let hh = mul32(t, a1, b1);
    let ll = mul32(t, a0, b0);
    let mid = mul32(t, a1 ^ a0, b1 ^ b0);
    (((mid ^ ll) as u64) << 32) ^ ll as u64 ^ mul32(t, hh, 1 << 31) as u64
}

/// a ⊗ a ⊗ … ⊗ a (e factors); `nim_pow(a, 0) = 1`, including for a = 0.
///
/// # Complexity
/// O(log e) products.
pub fn nim_pow(mut a: u64, mut e: u64) -> u64 {
    let mut result = 1;
    while e > 0 {
        if e & 1 == 1 {
            result = nim_mul(result, a);
        }
        a = nim_mul(a, a);
        e >>= 1;
    }
    result
}

/// The nim inverse: `nim_mul(a, nim_inv(a)) == 1`, as a^(2^64 − 2) (the group has order 2^64 − 1).
///
/// # Panics
/// If a = 0.
///
/// # Complexity
/// O(64) products.
#[track_caller]
pub fn nim_inv(a: u64) -> u64 {
    assert!(a != 0, "nimber::nim_inv: 0 has no nim inverse");
    nim_pow(a, u64::MAX - 1)
}

/// The nim square root: the unique r with r ⊗ r = a (squaring is a bijection in
/// characteristic 2), as a^(2^63).
///
/// # Complexity
/// 63 products.
pub fn nim_sqrt(a: u64) -> u64 {
    (0..63).fold(a, |r, _| nim_mul(r, r))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fermat_powers_square_to_three_halves() {
        for k in 0..6 {
            let f = 1u64 << (1 << k);
            if f.checked_mul(2).is_some() {
                assert_eq!(nim_mul(f, f), f ^ (f / 2), "F = 2^{}", 1 << k);
            }
        }
        assert_eq!(nim_mul(1 << 32, 1 << 32), (1 << 32) ^ (1 << 31));
        assert_eq!(nim_mul(0xffff, 1 << 16), 0xffff << 16, "a ⊗ F = aF when a < F");
    }

    #[test]
    fn table_product_equals_the_halving_recursion() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..1000 {
            x = x.rotate_left(17).wrapping_mul(0xbf58_476d_1ce4_e5b9) ^ 0x94d0_49bb;
            let y = x.rotate_left(29).wrapping_add(12345);
            assert_eq!(nim_mul(x, y), mul_slow(x, y, 32), "{x} ⊗ {y}");
        }
    }

    #[test]
    #[should_panic(expected = "no nim inverse")]
    fn zero_has_no_inverse() {
        nim_inv(0);
    }
}
