//! Staircase Nim: coins on numbered stairs, a move slides c ≥ 1 coins from stair i ≥ 1 down
//! to stair i − 1; stair 0 is the floor, where coins rest for good. Last mover wins.
//!
//! Only the odd stairs count: the game is Nim on stairs 1, 3, 5, ... (coins pushed from an
//! odd stair onto an even one are out of that Nim; coins pushed from an even stair onto an
//! odd one can be pushed straight on by the opponent, so they change nothing). The
//! classic "coins on a line" game reduces to it through [`coins_to_stairs`].
//!
//! # Complexity
//! O(number of stairs) per call; [`coins_to_stairs`] is O(n log n) (it sorts).
//!
//! # Panics
//! [`coins_to_stairs`] panics when two coins share a cell. The other functions never panic
//! (they never add coins, so any `u64` counts are fine).
//!
//! # Example
//! ```
//! use nimkit::staircase::{coins_to_stairs, first_player_wins, winning_move, StairMove};
//! assert!(first_player_wins(&[0, 3, 0, 4])); // odd stairs: 3 ^ 4 = 7
//! assert_eq!(winning_move(&[0, 3, 0, 4]), Some(StairMove { stair: 3, count: 1 }));
//! assert!(!first_player_wins(&[9, 2, 5, 2])); // stairs 0 and 2 never matter
//! // Coins at cells 2, 3 and 7 (cells 0, 1, 4, 5, 6 empty): gaps from the right 3, 0, 2.
//! assert_eq!(coins_to_stairs(&[7, 2, 3]), vec![0, 3, 0, 2]);
//! ```

/// A move: `count` coins slide from stair `stair` (≥ 1) to stair `stair - 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StairMove {
    /// The stair the coins leave.
    pub stair: usize,
    /// How many coins move (at least 1, at most the coins on `stair`).
    pub count: u64,
}

/// XOR of the coin counts on the odd stairs (0 exactly for P-positions).
pub fn odd_stair_xor(stairs: &[u64]) -> u64 {
    stairs.iter().skip(1).step_by(2).fold(0, |acc, &c| acc ^ c)
}

/// Whether the player to move wins: the odd-stair XOR is non-zero.
pub fn first_player_wins(stairs: &[u64]) -> bool {
    odd_stair_xor(stairs) != 0
}

/// One winning move, always from an odd stair (lowest such stair first); `None` iff the
/// position is a P-position.
pub fn winning_move(stairs: &[u64]) -> Option<StairMove> {
    let x = odd_stair_xor(stairs);
    if x == 0 {
        return None;
    }
    (1..stairs.len())
        .step_by(2)
        .find(|&i| stairs[i] ^ x < stairs[i])
        .map(|stair| StairMove { stair, count: stairs[stair] - (stairs[stair] ^ x) })
}

/// Every winning move, by stair. From an odd stair i the move lowers stair i as in Nim; from
/// an even stair i ≥ 2 it RAISES the odd stair i − 1 to `stairs[i-1] ^ x`, which wins when
/// stair i holds enough coins for that.
pub fn winning_moves(stairs: &[u64]) -> Vec<StairMove> {
    let x = odd_stair_xor(stairs);
    if x == 0 {
        return Vec::new();
    }
    let mut moves = Vec::new();
    for (stair, &coins) in stairs.iter().enumerate().skip(1) {
        if stair % 2 == 1 && coins ^ x < coins {
            moves.push(StairMove { stair, count: coins - (coins ^ x) });
        } else if stair % 2 == 0 {
            let below = stairs[stair - 1];
            let target = below ^ x;
            if target > below && target - below <= coins {
                moves.push(StairMove { stair, count: target - below });
            }
        }
    }
    moves
}

/// Staircase form of "coins on a line": cells 0, 1, 2, ...; a move shifts one coin any
/// positive distance to the left onto an empty cell, never onto or past another coin; last
/// mover wins. `positions` are the occupied cells, in any order.
///
/// The empty cells between consecutive coins (and before the leftmost coin) become the
/// stairs, counted from the RIGHT: stair j ≥ 1 is the gap to the left of the j-th coin from
/// the right, stair 0 (always 0) is the floor. Moving that coin left by c cells is the
/// stair move `StairMove { stair: j, count: c }`. For a line that starts at cell 1 with a
/// wall at 0, subtract 1 from every position first.
///
/// # Panics
/// If two coins share a cell.
#[track_caller]
pub fn coins_to_stairs(positions: &[u64]) -> Vec<u64> {
    let mut sorted = positions.to_vec();
    sorted.sort_unstable();
    let mut stairs = vec![0];
    for i in (0..sorted.len()).rev() {
        let first_free = if i == 0 {
            0
        } else {
            assert!(
                sorted[i - 1] < sorted[i],
                "coins_to_stairs: two coins on cell {} (each cell holds at most one coin)",
                sorted[i]
            );
            sorted[i - 1] + 1
        };
        stairs.push(sorted[i] - first_free);
    }
    stairs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_odd_stairs_count() {
        assert!(!first_player_wins(&[]));
        assert!(!first_player_wins(&[5]));
        assert!(!first_player_wins(&[0, 0, 7]));
        assert!(first_player_wins(&[0, 1, 7]));
        assert_eq!(winning_move(&[4, 0, 7]), None);
    }

    #[test]
    fn an_even_stair_can_win_by_feeding_the_odd_stair_below() {
        // Odd stairs 1 and 5 hold 1 and 3: x = 2; stair 2 can lift stair 1 from 1 to 3.
        let moves = winning_moves(&[0, 1, 2, 0, 0, 3]);
        assert!(moves.contains(&StairMove { stair: 2, count: 2 }));
        assert!(moves.contains(&StairMove { stair: 5, count: 2 }));
        assert_eq!(winning_move(&[0, 1, 2, 0, 0, 3]), Some(StairMove { stair: 5, count: 2 }));
    }

    #[test]
    fn works_at_u64_max() {
        let m = winning_move(&[u64::MAX, u64::MAX, 0, 1]).unwrap();
        assert_eq!(m, StairMove { stair: 1, count: u64::MAX - 1 });
    }

    #[test]
    fn coins_become_gaps_from_the_right() {
        assert_eq!(coins_to_stairs(&[]), vec![0]);
        assert_eq!(coins_to_stairs(&[0, 1, 2]), vec![0, 0, 0, 0]);
        assert_eq!(coins_to_stairs(&[u64::MAX, 0]), vec![0, u64::MAX - 1, 0]);
        assert_eq!(coins_to_stairs(&[u64::MAX, u64::MAX - 1]), vec![0, 0, u64::MAX - 1]);
    }

    #[test]
    #[should_panic(expected = "two coins on cell 4")]
    fn a_shared_cell_is_refused() {
        coins_to_stairs(&[4, 1, 4]);
    }

    #[test]
    #[should_panic(expected = "two coins on cell 18446744073709551615")]
    fn a_shared_last_cell_is_refused_without_overflow() {
        coins_to_stairs(&[u64::MAX, u64::MAX]);
    }
}
