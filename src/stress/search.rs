//! The search for a failing case: case `i` is generated with seed `base + i` at the size
//! given by [`size_of_case`], and runs gen -> (validator) -> brute -> solution -> judge on
//! every core. The first event by case number wins, so a run is reproducible from its seed.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use super::parallel::first_hit;
use super::progress::Progress;
use super::trial::{Bench, Helper, Trial};
use crate::judge::verdict::CaseResult;

/// The size schedule: `1 + floor(sqrt(i))`, capped by `max_size`.
///
/// Size `s` gets `2s - 1` cases (seeds), so sizes 1, 2, 3 are tried 1, 3, 5 times, the
/// first 100 cases stay at size 10 or below and the first 10 000 at 100 or below: the
/// first failure found is a small one, and bigger inputs still come with time.
pub fn size_of_case(index: u64, max_size: u64) -> u64 {
    (1 + isqrt(index)).min(max_size.max(1))
}

/// The seed of case `index`.
pub fn seed_of_case(base: u64, index: u64) -> u64 {
    base.wrapping_add(index)
}

fn isqrt(n: u64) -> u64 {
    let mut root = (n as f64).sqrt() as u64;
    while root.checked_mul(root).map_or(true, |square| square > n) {
        root -= 1;
    }
    while (root + 1).checked_mul(root + 1).is_some_and(|square| square <= n) {
        root += 1;
    }
    root
}

/// Why the search stopped early.
#[derive(Clone, Debug)]
pub enum Event {
    /// The solution was rejected.
    Failure { input: Vec<u8>, result: Box<CaseResult>, answer: Vec<u8> },
    /// The generator crashed, timed out or printed too much.
    GeneratorFailed(String),
    /// The validator rejected or the brute failed on a generated input.
    HelperFailed { input: Vec<u8>, helper: Helper, reason: String },
    /// The judge could not decide (checker FAIL).
    Undecided { input: Vec<u8>, reason: String },
}

/// The case that stopped the search.
#[derive(Clone, Debug)]
pub struct Found {
    pub index: u64,
    pub seed: u64,
    pub size: u64,
    pub event: Event,
}

/// How much the search may do.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    pub count: Option<u64>,
    pub time: Option<Duration>,
}

/// What the search did.
#[derive(Debug)]
pub struct Searched {
    pub found: Option<Found>,
    pub cases: u64,
    /// Cases whose input the brute declined as too large to answer (not compared).
    pub declined: u64,
    pub elapsed: Duration,
}

/// Runs cases until one fails or the budget is spent.
pub fn search(
    bench: &Bench,
    budget: Budget,
    base_seed: u64,
    max_size: u64,
    jobs: usize,
    progress: &Progress,
) -> Searched {
    let start = Instant::now();
    let declined = AtomicU64::new(0);
    let keep_going = || budget.time.map_or(true, |limit| start.elapsed() < limit);
    let (hit, cases) = first_hit(jobs, budget.count, keep_going, |index| {
        let seed = seed_of_case(base_seed, index);
        let size = size_of_case(index, max_size);
        let event = run_case(bench, seed, size, &declined);
        progress.case_done(size);
        event.map(|event| Found { index, seed, size, event })
    });
    let declined = declined.into_inner();
    Searched { found: hit.map(|(_, found)| found), cases, declined, elapsed: start.elapsed() }
}

/// One case; `None` when the solution is accepted or the brute declined the input as too
/// large (counted in `declined`).
fn run_case(bench: &Bench, seed: u64, size: u64, declined: &AtomicU64) -> Option<Event> {
    let input = match bench.generate(seed, size) {
        Ok(input) => input,
        Err(reason) => return Some(Event::GeneratorFailed(reason)),
    };
    match bench.try_input(&case_name(seed, size), &input) {
        Trial::Pass => None,
        Trial::TooLarge => {
            declined.fetch_add(1, Ordering::Relaxed);
            None
        }
        Trial::Fail { result, answer } => Some(Event::Failure { input, result, answer }),
        Trial::Invalid { helper, reason } => Some(Event::HelperFailed { input, helper, reason }),
        Trial::Undecided(reason) => Some(Event::Undecided { input, reason }),
    }
}

/// The name a case carries in messages.
pub fn case_name(seed: u64, size: u64) -> String {
    format!("seed {seed} size {size}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_start_at_one_and_grow_like_a_square_root() {
        let sizes: Vec<u64> = (0..10).map(|i| size_of_case(i, u64::MAX)).collect();
        assert_eq!(sizes, [1, 2, 2, 2, 3, 3, 3, 3, 3, 4]);
        assert_eq!(size_of_case(99, u64::MAX), 10);
        assert_eq!(size_of_case(9_999, u64::MAX), 100);
        assert_eq!(size_of_case(u64::MAX, u64::MAX), 1 << 32);
        assert_eq!(size_of_case(1_000, 5), 5);
        assert_eq!(size_of_case(1_000, 0), 1);
    }

    #[test]
    fn seeds_follow_the_case_number() {
        assert_eq!(seed_of_case(10, 5), 15);
        assert_eq!(seed_of_case(u64::MAX, 1), 0);
    }
}
