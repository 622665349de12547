//! Exhaustive search over the whole constraint space of subtraction-huge,
//! subtraction-first-moves and sum-of-games: every subtraction set S ⊆ {1..=50} with
//! 1 ≤ |S| ≤ 6 (18 260 635 sets). For the Grundy sequence g and for the win/loss sequence
//! [g = 0] it reports the set with the longest certified preperiod, the one with the longest
//! period and the one with the largest preperiod + period (ties: the lexicographically smallest
//! set). The anti-tests for period guessing in the three problems use exactly these sets.
//!
//! Run: `rustc -O search_periods.rs && ./search_periods [MAX_LOADS]` (std only). MAX_LOADS
//! defaults to 6, the constraint; a smaller value searches only the sets of at most that many
//! loads (a quick check: `./search_periods 4` takes seconds).
//!
//! Semantics are those of `nimkit::subtraction`: (λ, π) minimal with seq(n + π) = seq(n) for
//! every n ≥ λ, certified by max(S) consecutive equal values from λ. Both g and [g = 0] are
//! determined by their previous max(S) values (n is lost iff every n − s is won), so the same
//! certificate proves both.
//!
//! Result of `./search_periods` (every set of the constraints, 18 260 635 sets; 97 s wall,
//! 52 s CPU on a loaded 2-core machine; an earlier version that computed g twice, once per
//! sequence, took 2 min 51 s):
//!   grundy    longest preperiod          {3, 5, 42, 44, 47, 48}: λ = 20855, π = 1134
//!   grundy    longest period             {6, 23, 27, 44, 50}:    λ = 350,   π = 394814
//!   grundy    largest preperiod + period {6, 23, 27, 44, 50}:    λ = 350,   π = 394814
//!   win/loss  longest preperiod          {3, 5, 42, 44, 47, 48}: λ = 20852, π = 1134
//!   win/loss  longest period             {6, 23, 27, 44, 50}:    λ = 0,     π = 394814
//!   win/loss  largest preperiod + period {6, 23, 27, 44, 50}:    λ = 0,     π = 394814
//! Smaller spaces (the generators' further hard sets): `./search_periods 4` finds
//! {1, 18, 44, 45} (g: λ = 7270, π = 502) and {6, 23, 43, 49} (π = 19060); `./search_periods 5`
//! finds {14, 16, 29, 45, 47} (g: λ = 19843, π = 275), {9, 11, 39, 48, 49} (win/loss: λ = 8933,
//! π = 684) and again {6, 23, 27, 44, 50}.
//! `nimkit grundy --subtraction 6,23,27,44,50 --count 1000000` certifies the same pair.
use std::time::Instant;

/// The constraints of the three problems.
const LARGEST_LOAD: usize = 50;
const MAX_LOADS: usize = 6;

#[derive(Clone, Copy, Default, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Periodicity {
    preperiod: usize,
    period: usize,
}

/// Fills `g` with the Grundy values of the set `take` (sorted) far enough to certify their
/// period, then returns the certified minimal (λ, π) of g and of [g = 0], in that order.
fn periodicities(take: &[usize], g: &mut Vec<u32>) -> (Periodicity, Periodicity) {
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
        // A certificate for g is one for [g = 0] too, so once g is certified both are.
        if let Some(grundy) = certified(g.len(), largest, |i| g[i]) {
            let win_loss = certified(g.len(), largest, |i| u32::from(g[i] == 0))
                .expect("a Grundy certificate certifies the win/loss sequence too");
            return (grundy, win_loss);
        }
        len *= 2;
    }
}

/// The smallest period certified within `value(0..len)`, with its preperiod. Every certified
/// period is a true one, hence a multiple of the minimal period π, so the first one found is
/// π, and walking back from the end while the values agree stops exactly at λ.
fn certified(len: usize, largest: usize, value: impl Fn(usize) -> u32) -> Option<Periodicity> {
    for period in 1..len / 2 {
        let mut start = len - period;
        while start > 0 && value(start - 1) == value(start - 1 + period) {
            start -= 1;
        }
        if len - period - start >= largest {
            return Some(Periodicity { preperiod: start, period });
        }
    }
    None
}

struct Record {
    label: &'static str,
    score: fn(Periodicity) -> (usize, usize),
    set: Vec<usize>,
    found: Periodicity,
}

impl Record {
    fn all() -> Vec<Record> {
        let empty = |label, score| Record { label, score, set: Vec::new(), found: Periodicity::default() };
        vec![
            empty("longest preperiod", |p| (p.preperiod, p.period)),
            empty("longest period", |p| (p.period, p.preperiod)),
            empty("largest preperiod + period", |p| (p.preperiod + p.period, p.period)),
        ]
    }

    /// Ties go to the lexicographically smallest set, so the result does not depend on the
    /// order of the enumeration.
    fn offer(&mut self, set: &[usize], p: Periodicity) {
        let (new, old) = ((self.score)(p), (self.score)(self.found));
        if self.set.is_empty() || new > old || (new == old && set < self.set.as_slice()) {
            self.set = set.to_vec();
            self.found = p;
        }
    }
}

/// Calls `visit` on every k-subset of 1..=LARGEST_LOAD in lexicographic order (iteratively).
fn for_each_subset(k: usize, mut visit: impl FnMut(&[usize])) {
    let mut set: Vec<usize> = (1..=k).collect();
    loop {
        visit(&set);
        let mut i = k;
        while i > 0 && set[i - 1] == LARGEST_LOAD - (k - i) {
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

fn main() {
    let max_loads = match std::env::args().nth(1) {
        None => MAX_LOADS,
        Some(arg) => arg.parse().ok().filter(|&k| (1..=MAX_LOADS).contains(&k)).unwrap_or_else(|| {
            eprintln!("usage: search_periods [MAX_LOADS]: MAX_LOADS is 1..={MAX_LOADS} (got {arg:?})");
            std::process::exit(2);
        }),
    };
    let started = Instant::now();
    let (mut grundy, mut win_loss) = (Record::all(), Record::all());
    let mut g = Vec::new();
    let mut count = 0u64;
    for k in 1..=max_loads {
        for_each_subset(k, |set| {
            count += 1;
            let (pg, pw) = periodicities(set, &mut g);
            grundy.iter_mut().for_each(|r| r.offer(set, pg));
            win_loss.iter_mut().for_each(|r| r.offer(set, pw));
        });
        eprintln!("sets of {k} loads done, {count} sets so far, {:.0?}", started.elapsed());
    }
    println!(
        "{count} sets examined: every S ⊆ {{1..={LARGEST_LOAD}}} with 1 ≤ |S| ≤ {max_loads}, in {:.0?}",
        started.elapsed()
    );
    for (name, records) in [("grundy", &grundy), ("win/loss", &win_loss)] {
        for r in records {
            let set: Vec<String> = r.set.iter().map(|t| t.to_string()).collect();
            println!(
                "  {name:<9} {:<27} {{{}}}: preperiod {}, period {}",
                r.label,
                set.join(", "),
                r.found.preperiod,
                r.found.period
            );
        }
    }
}
