//! Wythoff's game (take from one pile, or the same amount from both): P-positions and winning moves.
//! Exact integers: ⌊kφ⌋ = (k + ⌊√(5k²)⌋) / 2 in u128, so every answer is right up to 8·10^18; O(1) per call.
//!
//! The P-positions are (⌊kφ⌋, ⌊kφ⌋ + k) for k = 0, 1, 2, … and their mirror images; every
//! n ≥ 1 is a coordinate of exactly one of them. Floating point breaks near 10^15 (an f64 has 53
//! bits, ⌊kφ⌋ needs all of them and more); here nothing is rounded.
//!
//! # Panics
//! When a pile exceeds [`MAX_PILE`] (√(5n²) would not fit in u128).
//!
//! # Example
//! ```
//! use nimkit::wythoff::{is_p_position, p_position, winning_moves};
//! assert_eq!(p_position(3), (4, 7));
//! assert!(is_p_position(7, 4) && !is_p_position(4, 6));
//! assert_eq!(winning_moves(4, 6), vec![(3, 5)]); // the same amount from both piles
//! assert_eq!(winning_moves(5, 9), vec![(5, 3)]); // from one pile
//! assert_eq!(p_position(1_000_000_000_000_000_000).0, 1_618_033_988_749_894_848);
//! ```

/// Largest pile size (and k) accepted: 5·n² must fit in u128.
pub const MAX_PILE: u64 = 8_000_000_000_000_000_000;

fn isqrt(n: u128) -> u128 {
    // The f64 guess is off by up to a few hundred units near 2^128; one Newton step brings it
    // within one, and the loops make it exact.
    let mut r = (n as f64).sqrt() as u128;
    if r > 0 {
        r = (r + n / r) / 2;
    }
    while r.checked_mul(r).map_or(true, |sq| sq > n) {
        r -= 1;
    }
    while (r + 1).checked_mul(r + 1).is_some_and(|sq| sq <= n) {
        r += 1;
    }
    r
}

#[track_caller]
fn check(n: u64, what: &str) {
    assert!(
        n <= MAX_PILE,
        "wythoff: {what} = {n} exceeds MAX_PILE = {MAX_PILE} (exact √(5n²) needs 5n² < 2^128)"
    );
}

/// ⌊kφ⌋ for k ≤ MAX_PILE, exactly: ⌊(k + √5·k)/2⌋ = ⌊(k + ⌊√(5k²)⌋)/2⌋ because k is an integer.
fn lower(k: u64) -> u128 {
    let k = k as u128;
    (k + isqrt(5 * k * k)) / 2
}

/// The k-th P-position (⌊kφ⌋, ⌊kφ⌋ + k); k = 0 gives (0, 0).
///
/// # Panics
/// If k > MAX_PILE or the upper coordinate exceeds u64.
///
/// # Complexity
/// O(1).
#[track_caller]
pub fn p_position(k: u64) -> (u64, u64) {
    check(k, "k");
    let a = lower(k);
    let b = u64::try_from(a + k as u128).expect("wythoff::p_position: ⌊kφ⌋ + k does not fit in u64");
    (a as u64, b)
}

/// Whether (a, b) (in either order) is a P-position: the player to move loses.
///
/// # Panics
/// If a or b exceeds [`MAX_PILE`].
///
/// # Complexity
/// O(1).
#[track_caller]
pub fn is_p_position(a: u64, b: u64) -> bool {
    check(a, "a");
    check(b, "b");
    let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
    lower(hi - lo) == lo as u128
}

/// The other coordinate of the unique P-position that has n as a coordinate (partner(0) = 0).
fn partner(n: u64) -> u64 {
    // n/φ = n(√5 − 1)/2, so k0 = ⌊n/φ⌋ is exact by the same floor argument as `lower`.
    let k0 = ((isqrt(5 * (n as u128) * (n as u128)) - n as u128) / 2) as u64;
    for k in k0.saturating_sub(1)..=k0 + 1 {
        if lower(k) == n as u128 {
            return n + k; // n = ⌊kφ⌋, a lower coordinate
        }
    }
    // n is an upper coordinate ⌊kφ⌋ + k, with k ≈ n/φ² = n − n/φ.
    let j = n - k0;
    for k in j.saturating_sub(2)..=j + 1 {
        if lower(k) + k as u128 == n as u128 {
            return lower(k) as u64;
        }
    }
    unreachable!("wythoff: every n is a coordinate of exactly one P-position (Beatty)")
}

/// Every P-position reachable from (a, b) in one move, as (new a, new b), sorted and without
/// repeats; empty iff (a, b) is a P-position.
///
/// # Panics
/// If a or b exceeds [`MAX_PILE`].
///
/// # Complexity
/// O(1): at most one target per kind of move (lower a, lower b, lower both).
#[track_caller]
pub fn winning_moves(a: u64, b: u64) -> Vec<(u64, u64)> {
    check(a, "a");
    check(b, "b");
    let mut moves = Vec::new();
    if partner(b) < a {
        moves.push((partner(b), b));
    }
    if partner(a) < b {
        moves.push((a, partner(a)));
    }
    let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
    let target = lower(hi - lo) as u64; // the P-position with the same difference
    if target < lo {
        let d = lo - target;
        moves.push((a - d, b - d));
    }
    moves.sort_unstable();
    moves.dedup();
    moves
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_p_positions_and_mirrors() {
        let firsts: Vec<(u64, u64)> = (0..6).map(p_position).collect();
        assert_eq!(firsts, vec![(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]);
        assert!(is_p_position(0, 0) && is_p_position(2, 1) && !is_p_position(0, 1));
        assert_eq!(winning_moves(0, 0), vec![]);
        assert_eq!(winning_moves(0, 5), vec![(0, 0)]);
    }

    #[test]
    fn partner_is_exact_near_the_limit() {
        for k in [MAX_PILE / 3, MAX_PILE / 3 - 1, 10u64.pow(18), 999_999_999_999_999_999] {
            let (a, b) = p_position(k);
            assert_eq!((partner(a), partner(b)), (b, a), "k = {k}");
            assert!(is_p_position(a, b) && !is_p_position(a, b + 1) && !is_p_position(a + 1, b));
        }
    }

    #[test]
    #[should_panic(expected = "MAX_PILE")]
    fn piles_beyond_the_limit_are_refused() {
        is_p_position(u64::MAX, 0);
    }
}
