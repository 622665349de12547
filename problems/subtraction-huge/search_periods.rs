//! Search for the subtraction sets S ⊆ {1..=50}, 1 ≤ |S| ≤ 10 (the constraints of
//! subtraction-huge, subtraction-first-moves and sum-of-games) whose values have the longest
//! certified preperiod, the longest period and the largest preperiod + period, both for the
//! Grundy sequence g and for the win/loss sequence [g = 0].
//!
//! Run: `rustc -O search_periods.rs && ./search_periods [MAX_EXHAUSTIVE_SIZE [CLIMBS]]`
//! (defaults 4 and 3000). Every set with |S| ≤ MAX_EXHAUSTIVE_SIZE is enumerated; the larger
//! sizes (5..=10, about 1.3·10^10 sets, beyond this machine) are explored by CLIMBS seeded hill
//! climbs from random sets, one element changed at a time, so the run is reproducible.
//!
//! Semantics are those of `nimkit::subtraction`: (λ, π) minimal with g(n + π) = g(n) for all
//! n ≥ λ, certified by max(S) consecutive equal values from λ.
//!
//! Results (the climbs are heuristic, so runs with other arguments find different records; the
//! best of each is kept; times on a loaded 2-core machine):
//! `./search_periods 6 0` (every set of at most 6 loads: 18 260 635 sets, 2 min 51 s):
//!   grundy    longest preperiod {3, 5, 42, 44, 47, 48}: λ = 20855, π = 1134
//!   grundy    longest period    {6, 23, 27, 44, 50}: λ = 350, π = 394814 (also largest λ + π)
//!   win/loss  longest preperiod {3, 5, 42, 44, 47, 48}: λ = 20852, π = 1134
//!   win/loss  longest period    {6, 23, 27, 44, 50}: λ = 0, π = 394814 (also largest λ + π)
//! `./search_periods 5 3000` (every set of at most 5 loads, climbs above: 4.46 million sets):
//!   grundy    longest preperiod {3, 4, 12, 21, 23, 25, 36, 44, 45, 48}: λ = 25600, π = 3606
//!   win/loss  longest preperiod {3, 20, 25, 30, 47, 48, 50}: λ = 27291, π = 277
//!   longest period again {6, 23, 27, 44, 50}
//! `./search_periods 4 1000` (every set of at most 4 loads, climbs above: 0.9 million sets):
//!   grundy    longest preperiod {6, 7, 13, 20, 24, 29, 36, 42, 47, 49}: λ = 29192, π = 7733
//! So among sets of at most 6 loads these are the exact maxima; for 7 to 10 loads (about
//! 1.3·10^10 sets, out of reach here) they are the best found, not proven maxima.
//! `nimkit grundy --subtraction 6,23,27,44,50 --count 1000000` certifies the same pair.
use std::collections::HashSet;

#[derive(Clone, Copy, Default, Debug)]
struct Periodicity {
    preperiod: usize,
    period: usize,
}

/// Certified minimal (λ, π) of the sequence `seq(g)` for the set `take` (sorted).
fn periodicity(take: &[usize], win_loss: bool, g: &mut Vec<u32>) -> Periodicity {
    let largest = *take.last().expect("subtraction set must be non-empty");
    let mut len = 8 * largest + 64;
    g.clear();
    loop {
        while g.len() < len {
            let n = g.len();
            let mut seen = 0u64;
            for &t in take.iter().take_while(|&&t| t <= n) {
                seen |= 1 << g[n - t];
            }
            g.push((!seen).trailing_zeros());
        }
        let value = |i: usize| if win_loss { u32::from(g[i] == 0) } else { g[i] };
        // The smallest certified period is the true one, and its preperiod the true one.
        for period in 1..len / 2 {
            let mut start = len - period;
            while start > 0 && value(start - 1) == value(start - 1 + period) {
                start -= 1;
            }
            if len - period - start >= largest {
                return Periodicity { preperiod: start, period };
            }
        }
        len *= 2;
    }
}

struct Best {
    label: &'static str,
    score: fn(Periodicity) -> usize,
    set: Vec<usize>,
    found: Periodicity,
}

fn record(bests: &mut [Best], set: &[usize], p: Periodicity) {
    for best in bests.iter_mut() {
        let (new, old) = ((best.score)(p), (best.score)(best.found));
        // Ties go to the lexicographically smallest set, so the result does not depend on order.
        if new > old || (new == old && !best.set.is_empty() && set < best.set.as_slice()) || best.set.is_empty() {
            best.set = set.to_vec();
            best.found = p;
        }
    }
}

fn new_bests() -> Vec<Best> {
    vec![
        Best { label: "longest preperiod", score: |p| p.preperiod * 1_000_000 + p.period, set: vec![], found: Default::default() },
        Best { label: "longest period", score: |p| p.period * 1_000_000 + p.preperiod, set: vec![], found: Default::default() },
        Best { label: "largest preperiod + period", score: |p| p.preperiod + p.period, set: vec![], found: Default::default() },
    ]
}

/// Calls `visit` on every k-subset of 1..=50 in lexicographic order (iteratively).
fn for_each_subset(k: usize, mut visit: impl FnMut(&[usize])) {
    let mut set: Vec<usize> = (1..=k).collect();
    loop {
        visit(&set);
        let mut i = k;
        while i > 0 && set[i - 1] == 50 - (k - i) {
            i -= 1;
        }
        if i == 0 {
            return;
        }
        set[i - 1] += 1;
        for j in i..k {
            set[j] = set[j - 1] + 1;
        }
    }
}

struct SplitMix64(u64);
impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn main() {
    let args: Vec<usize> = std::env::args().skip(1).map(|a| a.parse().expect("search_periods [MAX_EXHAUSTIVE_SIZE [CLIMBS]]")).collect();
    let exhaustive = args.first().copied().unwrap_or(4);
    let climbs = args.get(1).copied().unwrap_or(3000);
    let mut g = Vec::new();
    for win_loss in [false, true] {
        let mut bests = new_bests();
        let mut count = 0u64;
        for k in 1..=exhaustive.min(10) {
            for_each_subset(k, |set| {
                count += 1;
                let p = periodicity(set, win_loss, &mut g);
                record(&mut bests, set, p);
            });
        }
        // Hill climbs over the sizes not enumerated: each objective gets its own climbs.
        let mut rng = SplitMix64(2024 + u64::from(win_loss));
        let mut seen = HashSet::new();
        for objective in 0..3 {
            for climb in 0..climbs {
                let size = (exhaustive + 1).max(climb % 10 + 1).min(10);
                if size <= exhaustive {
                    continue;
                }
                let mut set: Vec<usize> = Vec::new();
                while set.len() < size {
                    let t = 1 + rng.below(50);
                    if !set.contains(&t) {
                        set.push(t);
                    }
                }
                set.sort_unstable();
                let score = bests[objective].score;
                let mut current = score(periodicity(&set, win_loss, &mut g));
                let mut stale = 0;
                while stale < 200 {
                    let mut next = set.clone();
                    let i = rng.below(size);
                    next[i] = 1 + rng.below(50);
                    next.sort_unstable();
                    next.dedup();
                    if next.len() != size {
                        stale += 1;
                        continue;
                    }
                    let p = periodicity(&next, win_loss, &mut g);
                    if seen.insert(next.clone()) {
                        count += 1;
                        record(&mut bests, &next, p);
                    }
                    if score(p) >= current {
                        stale = if score(p) > current { 0 } else { stale + 1 };
                        current = score(p);
                        set = next;
                    } else {
                        stale += 1;
                    }
                }
            }
        }
        let name = if win_loss { "win/loss" } else { "grundy" };
        println!("{name}: {count} sets examined (every set of size <= {exhaustive}, {climbs} hill climbs per objective above)");
        for best in &bests {
            println!(
                "  {:<27} {:?} preperiod {} period {}",
                best.label, best.set, best.found.preperiod, best.found.period
            );
        }
    }
}
