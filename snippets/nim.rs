//! Nim (normal play): the nim-sum decides, and every winning move is found in one pass.
//!
//! Bouton: the player to move loses iff the XOR of the pile sizes is 0. A winning move
//! lowers a pile `p` to `p ^ s` (s the nim-sum), which is possible exactly when that
//! value is below `p`, i.e. when `p` has the top bit of `s` set.
//!
//! # Complexity
//! O(number of piles) for every function.
//!
//! # Example
//! ```
//! use nimkit::nim::{first_player_wins, winning_move, winning_moves, Move};
//! assert!(!first_player_wins(&[1, 2, 3]));
//! assert_eq!(winning_move(&[3, 4, 5]), Some(Move { pile: 0, to: 1 }));
//! assert_eq!(winning_moves(&[3, 4, 5]).len(), 1);
//! ```

/// A move: pile `pile` is lowered to size `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// Index of the pile that changes.
    pub pile: usize,
    /// Its size after the move (strictly below the size before).
    pub to: u64,
}

/// XOR of all pile sizes.
pub fn nim_sum(piles: &[u64]) -> u64 {
    piles.iter().fold(0, |acc, &p| acc ^ p)
}

/// Whether the player to move wins: the nim-sum is non-zero.
pub fn first_player_wins(piles: &[u64]) -> bool {
    nim_sum(piles) != 0
}

/// One winning move (the first in pile order), or `None` iff the position is a P-position.
pub fn winning_move(piles: &[u64]) -> Option<Move> {
    let sum = nim_sum(piles);
    if sum == 0 {
        return None;
    }
    piles.iter().enumerate().find_map(|(pile, &p)| {
        let to = p ^ sum;
        if to < p {
            Some(Move { pile, to })
        } else {
            None
        }
    })
}

/// Every winning move, in pile order (at most one per pile); empty iff a P-position.
pub fn winning_moves(piles: &[u64]) -> Vec<Move> {
    let sum = nim_sum(piles);
    if sum == 0 {
        return Vec::new();
    }
    piles
        .iter()
        .enumerate()
        .filter(|&(_, &p)| p ^ sum < p)
        .map(|(pile, &p)| Move { pile, to: p ^ sum })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn p_positions_have_no_move() {
        assert_eq!(winning_move(&[]), None);
        assert_eq!(winning_move(&[0, 0]), None);
        assert_eq!(winning_move(&[5, 5]), None);
        assert!(winning_moves(&[1, 2, 3]).is_empty());
    }

    #[test]
    fn moves_restore_a_zero_nim_sum() {
        let piles = [7, 11, 13, 2];
        let moves = winning_moves(&piles);
        assert!(!moves.is_empty());
        for m in moves {
            let mut after = piles.to_vec();
            assert!(m.to < after[m.pile]);
            after[m.pile] = m.to;
            assert_eq!(nim_sum(&after), 0);
        }
    }

    #[test]
    fn works_at_u64_max() {
        let m = winning_move(&[u64::MAX, 1]).unwrap();
        assert_eq!(m, Move { pile: 0, to: 1 });
        assert_eq!(winning_moves(&[u64::MAX, u64::MAX, u64::MAX]).len(), 3);
    }
}
