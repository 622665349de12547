//! Misère Nim (whoever takes the last stone loses): the verdict and a winning move.
//!
//! While some pile holds at least 2 stones, misère play is decided exactly as normal play
//! (nim-sum ≠ 0 wins). Once every pile holds at most 1 stone, play is forced and the mover
//! wins iff the number of 1-piles is even. The winning move follows normal play except at
//! the switch: when a single pile of 2+ stones is left, cut it to 0 or 1 so that an ODD
//! number of 1-piles remains. Piles of size 0 count as absent.
//!
//! # Complexity
//! O(number of piles) for both functions.
//!
//! # Panics
//! Never.
//!
//! # Example
//! ```
//! use nimkit::misere::{first_player_wins, winning_move};
//! use nimkit::nim::Move;
//! assert!(!first_player_wins(&[1, 1, 1])); // forced to take the last stone
//! assert!(first_player_wins(&[1, 1]));
//! // Normal play would empty pile 0; misère leaves (1, 1, 1) instead.
//! assert_eq!(winning_move(&[2, 1, 1]), Some(Move { pile: 0, to: 1 }));
//! ```

use super::nim::Move;

/// Whether the player to move wins misère Nim. With no stones left the player to move has
/// already won (the opponent took the last stone), so `first_player_wins(&[])` is `true`.
pub fn first_player_wins(piles: &[u64]) -> bool {
    if piles.iter().any(|&p| p >= 2) {
        super::nim::nim_sum(piles) != 0
    } else {
        piles.iter().filter(|&&p| p == 1).count() % 2 == 0
    }
}

/// A move that leaves the opponent lost, or `None` when there is none: either the mover
/// loses, or no stone is left (the mover has already won and has nothing to play).
pub fn winning_move(piles: &[u64]) -> Option<Move> {
    let mut large = piles.iter().enumerate().filter(|&(_, &p)| p >= 2).map(|(i, _)| i);
    let ones = piles.iter().filter(|&&p| p == 1).count();
    match (large.next(), large.next()) {
        // All piles ≤ 1: taking a 1-pile is the only kind of move; it wins iff `ones` is even.
        (None, _) => {
            if ones % 2 == 1 {
                return None;
            }
            piles.iter().position(|&p| p == 1).map(|pile| Move { pile, to: 0 })
        }
        // The switch: the only large pile decides the parity of the forced endgame.
        (Some(pile), None) => Some(Move { pile, to: if ones % 2 == 1 { 0 } else { 1 } }),
        // Two or more large piles: the normal move keeps one of them, so it is also misère-P.
        (Some(_), Some(_)) => super::nim::winning_move(piles),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn endgame_parity_decides_when_all_piles_are_small() {
        assert!(first_player_wins(&[]));
        assert!(!first_player_wins(&[1]));
        assert!(first_player_wins(&[1, 0, 1]));
        assert_eq!(winning_move(&[0, 1, 1]), Some(Move { pile: 1, to: 0 }));
        assert_eq!(winning_move(&[1, 1, 1]), None);
        assert_eq!(winning_move(&[0, 0]), None);
    }

    #[test]
    fn the_switch_leaves_an_odd_number_of_ones() {
        assert_eq!(winning_move(&[5]), Some(Move { pile: 0, to: 1 }));
        assert_eq!(winning_move(&[1, 7]), Some(Move { pile: 1, to: 0 }));
        assert_eq!(winning_move(&[1, 1, u64::MAX]), Some(Move { pile: 2, to: 1 }));
    }

    #[test]
    fn with_two_large_piles_it_plays_like_normal_nim() {
        assert!(!first_player_wins(&[2, 2]));
        assert_eq!(winning_move(&[2, 3]), Some(Move { pile: 1, to: 2 }));
        // Nim-sum 1: the first odd pile drops its lowest bit, and both large piles stay.
        assert_eq!(winning_move(&[u64::MAX, u64::MAX, 1]), Some(Move { pile: 0, to: u64::MAX - 1 }));
        assert_eq!(winning_move(&[u64::MAX, u64::MAX - 1, 1]), None);
    }
}
