//! The one parallel loop of `stress`: probe indices 0, 1, 2, ... on several threads and
//! return the smallest index whose probe hits, whatever thread finished first.
//!
//! Indices are claimed in increasing order and every claimed index is probed to the end,
//! so when the smallest hit is `i`, every index below `i` has been probed: the answer is
//! the same as a sequential loop's, only sooner. The search for a failing case and every
//! batch of shrinking candidates go through here, which makes both deterministic.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::thread;

use crate::sandbox::process;

/// Probes `0..end` (unbounded when `end` is `None`) on `jobs` threads until a hit is found
/// or `keep_going` says stop (checked before claiming each index). Returns the smallest
/// hit among the indices claimed, and how many indices were probed.
///
/// An interrupt ([`process::interrupted`]) stops the probing, and a probe that ends after it
/// counts for nothing: its programs may have been killed by the interrupt, which would look
/// like a failure that never happened.
pub fn first_hit<T, P, K>(jobs: usize, end: Option<u64>, keep_going: K, probe: P) -> (Option<(u64, T)>, u64)
where
    T: Send,
    P: Fn(u64) -> Option<T> + Sync,
    K: Fn() -> bool + Sync,
{
    let next = AtomicU64::new(0);
    let probed = AtomicU64::new(0);
    // Read without the lock to stop claiming early; written only under it.
    let best_index = AtomicU64::new(u64::MAX);
    let best: Mutex<Option<(u64, T)>> = Mutex::new(None);
    let end = end.unwrap_or(u64::MAX);
    let workers = match end {
        0 => 0,
        n => jobs.max(1).min(usize::try_from(n).unwrap_or(usize::MAX)),
    };
    thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| loop {
                if !keep_going() || process::interrupted() {
                    break;
                }
                let index = next.fetch_add(1, Ordering::SeqCst);
                if index >= end || index >= best_index.load(Ordering::SeqCst) {
                    break;
                }
                let hit = probe(index);
                if process::interrupted() {
                    break;
                }
                probed.fetch_add(1, Ordering::Relaxed);
                if let Some(value) = hit {
                    let mut best = best.lock().unwrap_or_else(|e| e.into_inner());
                    if best.as_ref().map_or(true, |(i, _)| index < *i) {
                        *best = Some((index, value));
                        best_index.store(index, Ordering::SeqCst);
                    }
                }
            });
        }
    });
    (best.into_inner().unwrap_or_else(|e| e.into_inner()), probed.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn the_smallest_hit_wins_even_when_a_later_one_finishes_first() {
        for jobs in [1, 2, 4, 8] {
            let (hit, probed) = first_hit(
                jobs,
                Some(100),
                || true,
                |i| {
                    // Index 3 is slow: later hits are found first on several threads.
                    if i == 3 {
                        thread::sleep(Duration::from_millis(50));
                    }
                    (i == 3 || i >= 5).then_some(i * 10)
                },
            );
            assert_eq!(hit, Some((3, 30)), "jobs {jobs}");
            assert!((4..100).contains(&probed), "jobs {jobs}: probed {probed}");
        }
    }

    #[test]
    fn no_hit_probes_everything_once() {
        let seen = Mutex::new(Vec::new());
        let (hit, probed) = first_hit(
            3,
            Some(50),
            || true,
            |i| -> Option<()> {
                seen.lock().unwrap().push(i);
                None
            },
        );
        assert!(hit.is_none());
        assert_eq!(probed, 50);
        let mut seen = seen.into_inner().unwrap();
        seen.sort();
        assert_eq!(seen, (0..50).collect::<Vec<_>>());
    }

    #[test]
    fn keep_going_stops_an_unbounded_search() {
        let calls = AtomicU64::new(0);
        let (hit, probed) = first_hit(
            2,
            None,
            || calls.load(Ordering::SeqCst) < 20,
            |_| -> Option<()> {
                calls.fetch_add(1, Ordering::SeqCst);
                None
            },
        );
        assert!(hit.is_none());
        assert!((20..=22).contains(&probed), "probed {probed}");
    }
}
