//! Moore's Nim_k: a move takes stones from at least 1 and at most k piles (at least one
//! stone from each); last mover wins. k = 1 is Nim.
//!
//! Moore (1910): the mover loses iff, for every bit b, the number of piles with bit b set
//! is a multiple of k + 1. The winning move is built bit by bit from the top (see
//! [`winning_move`]); it changes at most k piles and lowers each of them.
//!
//! # Complexity
//! O(64 · number of piles) for both functions.
//!
//! # Panics
//! If `k == 0` (a move must touch at least one pile, so Nim_0 has no moves at all).
//!
//! # Example
//! ```
//! use nimkit::moore::{first_player_wins, winning_move};
//! use nimkit::nim::Move;
//! assert!(first_player_wins(&[3, 5, 6], 2)); // every column holds two 1s: 2 mod 3 ≠ 0
//! assert!(!first_player_wins(&[3, 5, 6], 1)); // ... but the nim-sum is 0
//! assert!(!first_player_wins(&[1, 1, 1], 2));
//! assert_eq!(winning_move(&[1, 1, 1, 1], 2), Some(vec![Move { pile: 0, to: 0 }]));
//! ```

use super::nim::Move;

/// `count mod (k + 1)` without overflowing when `k == usize::MAX`.
fn residue(count: usize, k: usize) -> usize {
    if count > k {
        count % (k + 1)
    } else {
        count
    }
}

fn column_count(piles: &[u64], bit: u32) -> usize {
    piles.iter().filter(|&&p| (p >> bit) & 1 == 1).count()
}

/// Whether the player to move wins Moore's Nim_k: some bit column's count of 1s is not a
/// multiple of k + 1.
///
/// # Panics
/// If `k == 0`.
#[track_caller]
pub fn first_player_wins(piles: &[u64], k: usize) -> bool {
    assert!(k >= 1, "Moore's Nim_k: k must be at least 1 (k = 0 allows no move)");
    (0..64).any(|bit| residue(column_count(piles, bit), k) != 0)
}

/// A winning move as 1..=k single-pile decreases on distinct piles (sorted by pile), or
/// `None` iff the position is a P-position.
///
/// Bits are fixed from the highest down. A pile is "touched" once one of its 1 bits has
/// been turned to 0 with all higher bits kept: it is then already smaller, so its lower
/// bits are free. At each bit, with t touched piles and u untouched piles holding a 1
/// there, let r = u mod (k+1). If k+1−r ≤ t (or r = 0), set that bit in k+1−r (or 0)
/// touched piles; otherwise r + t ≤ k, so touch r more piles that hold a 1 by clearing it.
/// Either way the column becomes a multiple of k+1 and at most k piles are ever touched.
///
/// # Panics
/// If `k == 0`.
#[track_caller]
pub fn winning_move(piles: &[u64], k: usize) -> Option<Vec<Move>> {
    assert!(k >= 1, "Moore's Nim_k: k must be at least 1 (k = 0 allows no move)");
    let mut after = piles.to_vec();
    let mut touched: Vec<usize> = Vec::new();
    let mut is_touched = vec![false; piles.len()];
    for bit in (0..64).rev() {
        let mask = 1u64 << bit;
        let untouched_ones = piles.iter().zip(&is_touched).filter(|&(&p, &t)| !t && p & mask != 0).count();
        let r = residue(untouched_ones, k);
        let ones_to_add = if r == 0 { 0 } else { k - r + 1 };
        let set_in_touched = if ones_to_add <= touched.len() {
            ones_to_add
        } else {
            let fresh: Vec<usize> =
                (0..piles.len()).filter(|&i| !is_touched[i] && piles[i] & mask != 0).take(r).collect();
            for &i in &fresh {
                is_touched[i] = true;
                touched.push(i);
            }
            0
        };
        for (j, &i) in touched.iter().enumerate() {
            if j < set_in_touched {
                after[i] |= mask;
            } else {
                after[i] &= !mask;
            }
        }
    }
    if touched.is_empty() {
        return None;
    }
    touched.sort_unstable();
    Some(touched.into_iter().map(|pile| Move { pile, to: after[pile] }).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn apply(piles: &[u64], moves: &[Move], k: usize) -> Vec<u64> {
        assert!((1..=k).contains(&moves.len()));
        let mut after = piles.to_vec();
        for m in moves {
            assert!(m.to < piles[m.pile]);
            after[m.pile] = m.to;
        }
        after
    }

    #[test]
    fn k_1_is_nim() {
        assert!(!first_player_wins(&[1, 2, 3], 1));
        assert_eq!(winning_move(&[3, 4, 5], 1), Some(vec![Move { pile: 0, to: 1 }]));
    }

    #[test]
    fn a_second_pile_is_touched_when_the_first_cannot_fix_a_column() {
        // k = 2: bit 1 forces pile 0 (2 -> 0 or 1); bit 0 then has four untouched 1s, and
        // one free pile can only make that 4 or 5, so a 1-pile must be emptied too.
        let piles = [2, 1, 1, 1, 1];
        let moves = winning_move(&piles, 2).unwrap();
        assert_eq!(moves.len(), 2);
        assert!(!first_player_wins(&apply(&piles, &moves, 2), 2));
    }

    #[test]
    fn huge_piles_and_huge_k() {
        let piles = [u64::MAX, u64::MAX, u64::MAX - 1, 7];
        for k in [1, 2, 3, usize::MAX] {
            let moves = winning_move(&piles, k).unwrap();
            assert!(!first_player_wins(&apply(&piles, &moves, k), k));
        }
        assert!(!first_player_wins(&[u64::MAX; 3], 2));
        assert_eq!(winning_move(&[u64::MAX; 3], 2), None);
    }

    #[test]
    #[should_panic(expected = "k must be at least 1")]
    fn k_0_is_refused() {
        winning_move(&[1], 0);
    }
}
