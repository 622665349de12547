//! Subtraction games: a move removes t tokens for some t in a finite set S ⊂ Z⁺. Grundy tables,
//! the exact (certified) preperiod and period, and g(n) for any u64 n in O(1).
//!
//! With t_max = max S, g(n) depends only on the window g(n − t_max .. n), and g ≤ |S|, so the
//! window sequence must repeat: from the first repeat on, g is periodic. A pair (λ, π) is
//! *certified* when g(λ + i) = g(λ + π + i) for t_max consecutive i; then g(n + π) = g(n) for all
//! n ≥ λ, by induction on n. [`SubtractionGame::new`] returns the minimal such pair, exactly.
//!
//! # Complexity
//! [`grundy_table`]: O(len · |S|), allocation-free mex. [`SubtractionGame::new`]: O((λ + π + t_max)
//! · |S|) time and O(λ + π + t_max) memory (the table is grown by doubling until certified);
//! then [`SubtractionGame::grundy`] is O(1). Worst-case bound: λ + π ≤ (|S| + 1)^t_max (the number
//! of windows), which is astronomically loose. In practice λ + π is a few times t_max (at most
//! 26 · t_max for every S ⊆ {1..16} ∋ 16), but a few sets go far beyond: {109, 2879, 7937} has
//! λ = 4 816 000, π = 2 (0.2 s and about 35 MB at peak to certify), and large random sets are
//! often wild: of 14 sets of 60–110 takes up to 400, 4 were not certified within 2·10^7 values
//! (an audit's count). Untrusted or large sets belong to [`SubtractionGame::with_limit`].
//!
//! # Panics
//! A take of 0 (the game would not end). [`SubtractionGame::new`] also refuses an empty S and a
//! take above [`MAX_TAKE_UNBOUNDED`] ([`SubtractionGame::with_limit`] bounds the work instead of
//! trusting the set to be tame).
//!
//! # Example
//! ```
//! use nimkit::subtraction::{grundy_table, Periodicity, SubtractionGame};
//! assert_eq!(grundy_table(&[1, 3, 4], 8), vec![0, 1, 0, 1, 2, 3, 2, 0]);
//! let game = SubtractionGame::new(&[2, 3]);
//! assert_eq!(game.periodicity(), Periodicity { preperiod: 0, period: 5 });
//! assert_eq!(game.grundy(1_000_000_000_000_000_000), 0); // 10^18 ≡ 0 (mod 5), g(0) = 0
//! ```

use super::grundy::MexScratch;

/// g(n) is periodic with period `period` from `preperiod` on: g(n + period) = g(n), n ≥ preperiod.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Periodicity {
    /// Smallest index from which the sequence is periodic.
    pub preperiod: usize,
    /// Smallest period (every eventual period is a multiple of it).
    pub period: usize,
}

/// g(0..len) of the subtraction game with take set `take` (duplicates and takes above len ignored).
///
/// # Panics
/// If `take` contains 0.
#[track_caller]
pub fn grundy_table(take: &[u64], len: usize) -> Vec<u32> {
    let takes = distinct_takes(take, "grundy_table");
    let mut table = Vec::with_capacity(len);
    extend_table(&mut table, &takes, &mut MexScratch::new(takes.len()), len);
    table
}

/// Sorted distinct takes as usize, refusing 0.
#[track_caller]
fn distinct_takes(take: &[u64], who: &str) -> Vec<usize> {
    assert!(!take.contains(&0), "{who}: a take of 0 is not a move (the game would never end)");
    // Takes beyond usize cannot fit any table index, so they never apply to a tabled position.
    let mut takes: Vec<usize> = take.iter().map(|&t| usize::try_from(t).unwrap_or(usize::MAX)).collect();
    takes.sort_unstable();
    takes.dedup();
    takes
}

fn extend_table(table: &mut Vec<u32>, takes: &[usize], scratch: &mut MexScratch, len: usize) {
    let largest = *takes.last().unwrap_or(&0);
    for n in table.len()..len {
        let usable = if n >= largest { takes } else { &takes[..takes.partition_point(|&t| t <= n)] };
        // Values are at most |S|; below 64 takes a bitmask of the seen values is the fastest set.
        let g = if takes.len() < 64 {
            (!usable.iter().fold(0u64, |seen, &t| seen | 1 << table[n - t])).trailing_zeros()
        } else {
            scratch.mex(usable.iter().map(|&t| table[n - t]))
        };
        table.push(g);
    }
}

/// The minimal periodicity certified by a prefix `table` of a subtraction game whose largest
/// take is at most `window`, or `None` if the prefix is too short to certify any.
///
/// A period p is certified iff the last `window` values also occur p positions earlier; the
/// smallest such p is the minimal period, and the preperiod is where the agreement at lag p
/// starts. O(period + window) to find p (KMP), O(len) to find the preperiod; O(window) memory.
///
/// # Panics
/// If `window` is 0.
#[track_caller]
pub fn certified_periodicity(table: &[u32], window: usize) -> Option<Periodicity> {
    assert!(window >= 1, "certified_periodicity: the window (largest take) must be at least 1");
    let len = table.len();
    let back = |i: usize| table[len - 1 - i]; // the table read backwards
                                              // KMP borders of the backward table; the first border reaching `window` ends the first
                                              // earlier occurrence of the last `window` values (a border grows by at most one per step).
                                              // Borders stay below `window`, so only the first `window` entries are ever read back.
    let mut border = vec![0usize];
    let mut k = 0;
    for j in 1..len {
        while k > 0 && back(j) != back(k) {
            k = border[k - 1];
        }
        if back(j) == back(k) {
            k += 1;
        }
        if k >= window {
            let period = j + 1 - window;
            let agree_from =
                (0..len - period).rev().find(|&i| table[i] != table[i + period]).map_or(0, |i| i + 1);
            return Some(Periodicity { preperiod: agree_from, period });
        }
        if j < window {
            border.push(k);
        }
    }
    None
}

/// A subtraction game with its certified periodicity, answering g(n) for any n in O(1).
#[derive(Clone, Debug)]
pub struct SubtractionGame {
    table: Vec<u32>,
    periodicity: Periodicity,
}

/// The largest take [`SubtractionGame::new`] accepts: its first table, four times the take,
/// is then 1 GiB of u32 values.
pub const MAX_TAKE_UNBOUNDED: u64 = 1 << 26;

impl SubtractionGame {
    /// Computes g until the minimal preperiod and period are certified.
    ///
    /// # Panics
    /// If `take` is empty or contains 0, or its largest take passes [`MAX_TAKE_UNBOUNDED`] (the
    /// table holds at least four times it); the table then grows until certified, without bound:
    /// for large or unusual sets use [`SubtractionGame::with_limit`].
    #[track_caller]
    pub fn new(take: &[u64]) -> Self {
        let largest = take.iter().copied().max().unwrap_or(0);
        assert!(
            largest <= MAX_TAKE_UNBOUNDED,
            "SubtractionGame::new: take {largest} needs a table of more than {} values; use with_limit",
            largest.saturating_mul(4)
        );
        Self::with_limit(take, usize::MAX).unwrap()
    }

    /// Like [`SubtractionGame::new`], but `None` if certifying needs a table of more than
    /// `max_len` values (a guard against the rare sets with a huge preperiod or period).
    ///
    /// # Panics
    /// If `take` is empty or contains 0.
    #[track_caller]
    pub fn with_limit(take: &[u64], max_len: usize) -> Option<Self> {
        assert!(!take.is_empty(), "SubtractionGame: the take set is empty (no move at all)");
        let takes = distinct_takes(take, "SubtractionGame");
        let window = *takes.last().unwrap();
        let mut scratch = MexScratch::new(takes.len());
        let mut table = Vec::new();
        let mut len = window.saturating_mul(4).saturating_add(64);
        loop {
            table.reserve_exact(len.min(max_len) - table.len());
            extend_table(&mut table, &takes, &mut scratch, len.min(max_len));
            if let Some(periodicity) = certified_periodicity(&table, window) {
                table.truncate(periodicity.preperiod + periodicity.period);
                table.shrink_to_fit();
                return Some(SubtractionGame { table, periodicity });
            }
            if len >= max_len {
                return None;
            }
            len = len.saturating_mul(2);
        }
    }

    /// The minimal preperiod and period.
    pub fn periodicity(&self) -> Periodicity {
        self.periodicity
    }

    /// g(0..preperiod + period): every value the sequence ever takes, in order.
    pub fn table(&self) -> &[u32] {
        &self.table
    }

    /// g(n), for any n.
    pub fn grundy(&self, n: u64) -> u32 {
        let Periodicity { preperiod, period } = self.periodicity;
        if n < self.table.len() as u64 {
            return self.table[n as usize];
        }
        self.table[preperiod + ((n - preperiod as u64) % period as u64) as usize]
    }

    /// Whether the player to move wins the sum of one such game per pile (XOR of the values).
    pub fn first_player_wins(&self, piles: &[u64]) -> bool {
        piles.iter().fold(0, |acc, &p| acc ^ self.grundy(p)) != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[should_panic(expected = "use with_limit")]
    fn a_huge_take_is_refused_by_new_with_a_pointer_to_with_limit() {
        SubtractionGame::new(&[u64::MAX]);
    }

    #[test]
    fn with_limit_declines_a_huge_take_without_allocating_it() {
        assert!(SubtractionGame::with_limit(&[1 << 40], 1 << 20).is_none());
    }

    #[test]
    fn take_one_to_m_is_n_mod_m_plus_one() {
        for m in 1..8u64 {
            let take: Vec<u64> = (1..=m).collect();
            let game = SubtractionGame::new(&take);
            assert_eq!(game.periodicity(), Periodicity { preperiod: 0, period: m as usize + 1 });
            for n in [0, 1, 17, 12_345, u64::MAX] {
                assert_eq!(game.grundy(n) as u64, n % (m + 1));
            }
        }
    }

    #[test]
    fn a_preperiod_is_found() {
        // {2, 4, 7}: g = 0 0 1 1 2 2 0 3 1 0 2 1 0 2 ...: the 3 at n = 7 never recurs.
        let game = SubtractionGame::new(&[2, 4, 7]);
        let table = grundy_table(&[2, 4, 7], 200);
        let Periodicity { preperiod, period } = game.periodicity();
        assert!(preperiod > 0);
        for n in preperiod..200 - period {
            assert_eq!(table[n], table[n + period]);
        }
        assert_ne!(table[preperiod - 1], table[preperiod - 1 + period]);
    }

    #[test]
    fn certification_needs_a_full_window() {
        // g for {1} is 0 1 0 1 ...: 3 values certify period 2 with window 1, 2 values do not.
        assert_eq!(certified_periodicity(&[0, 1, 0], 1), Some(Periodicity { preperiod: 0, period: 2 }));
        assert_eq!(certified_periodicity(&[0, 1], 1), None);
    }

    #[test]
    #[should_panic(expected = "SubtractionGame: a take of 0 is not a move")]
    fn zero_take_is_refused() {
        SubtractionGame::new(&[3, 0]);
    }

    #[test]
    #[should_panic(expected = "empty")]
    fn empty_set_is_refused() {
        SubtractionGame::new(&[]);
    }
}
