//! Library hot routines against the textbook versions of the theory texts (written here from
//! their pseudocode: a hash set per position and a mex loop; an early-exit O(n²) period scan).
//! Prints a table `routine | ours | textbook | ratio` after the criterion output.
//!
//! Run: `cargo bench --bench library` (about a minute on 2 busy cores).

use std::cell::RefCell;
use std::collections::HashSet;
use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::Criterion;
use nimkit::grundy::grundy_of_dag;
use nimkit::subtraction::{certified_periodicity, grundy_table, SubtractionGame};

// ---- textbook baselines ----

fn textbook_mex(reachable: &HashSet<u32>) -> u32 {
    let mut m = 0;
    while reachable.contains(&m) {
        m += 1;
    }
    m
}

/// The texts' Grundy table: a fresh set of reachable values per position.
fn textbook_grundy_table(take: &[u64], len: usize) -> Vec<u32> {
    let mut g = vec![0u32; len];
    for s in 1..len {
        let reachable: HashSet<u32> =
            take.iter().filter(|&&t| t as usize <= s).map(|&t| g[s - t as usize]).collect();
        g[s] = textbook_mex(&reachable);
    }
    g
}

/// The texts' period scan: the smallest p with seq[i] = seq[i + p] everywhere (assumes no
/// preperiod, certifies nothing).
fn textbook_detect_period(seq: &[u32]) -> Option<usize> {
    let n = seq.len();
    (1..=n / 2).find(|&p| (0..n - p).all(|i| seq[i] == seq[i + p]))
}

/// The texts' DAG Grundy: positions in reverse topological order (handed over for free), a set
/// of successor values per vertex.
fn textbook_grundy_of_dag(adj: &[Vec<usize>]) -> Vec<u32> {
    let mut g = vec![0u32; adj.len()];
    for v in (0..adj.len()).rev() {
        let reachable: HashSet<u32> = adj[v].iter().map(|&w| g[w]).collect();
        g[v] = textbook_mex(&reachable);
    }
    g
}

// ---- harness ----

/// Benchmarks `routine` with criterion and returns its median time per call in seconds.
fn measure<T>(c: &mut Criterion, name: &str, mut routine: impl FnMut() -> T) -> f64 {
    let samples = RefCell::new(Vec::new());
    c.bench_function(name, |b| {
        b.iter_custom(|iters| {
            let start = Instant::now();
            for _ in 0..iters {
                black_box(routine());
            }
            let elapsed = start.elapsed();
            samples.borrow_mut().push(elapsed.as_secs_f64() / iters as f64);
            elapsed
        })
    });
    let mut samples = samples.into_inner();
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}

fn pretty(seconds: f64) -> String {
    if seconds >= 1e-3 {
        format!("{:.2} ms", seconds * 1e3)
    } else {
        format!("{:.1} µs", seconds * 1e6)
    }
}

fn main() {
    let mut c = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(2))
        .configure_from_args();
    let mut rows: Vec<(String, f64, f64)> = Vec::new();

    // (a) Grundy table, 10^6 positions, 20 takes (the first 20 primes).
    let primes = [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71];
    assert_eq!(grundy_table(&primes, 2000), textbook_grundy_table(&primes, 2000));
    let ours = measure(&mut c, "grundy_table 1e6 x 20 takes / ours", || grundy_table(&primes, 1_000_000));
    let book = measure(&mut c, "grundy_table 1e6 x 20 takes / textbook", || {
        textbook_grundy_table(&primes, 1_000_000)
    });
    rows.push(("grundy_table, 10^6 positions, 20 takes".into(), ours, book));

    // (b) Period detection on 10^5 values. {10000}: runs of 10^4 equal values, the early-exit
    // scan's bad case. {3, 5000}: a typical set, where it exits early at most lags.
    for take in [vec![10_000u64], vec![3, 5000]] {
        let table = grundy_table(&take, 100_000);
        let window = *take.iter().max().unwrap() as usize;
        let certified = certified_periodicity(&table, window).unwrap();
        assert_eq!(certified.preperiod, 0, "the textbook scan only handles a zero preperiod");
        assert_eq!(textbook_detect_period(&table), Some(certified.period));
        let label = format!("period of 10^5 values, S = {take:?}");
        let ours = measure(&mut c, &format!("{label} / ours"), || certified_periodicity(&table, window));
        let book = measure(&mut c, &format!("{label} / textbook"), || textbook_detect_period(&table));
        rows.push((label, ours, book));
    }

    // (b') End to end, what a solver does for g(huge): ours builds just enough of the table to
    // certify; the texts build a "generous prefix" (10^5 here) with set-based mex, then scan.
    let take = [3u64, 5000];
    let ours = measure(&mut c, "g(huge) setup, S = [3, 5000] / ours", || SubtractionGame::new(&take));
    let book = measure(&mut c, "g(huge) setup, S = [3, 5000] / textbook", || {
        textbook_detect_period(&textbook_grundy_table(&take, 100_000))
    });
    rows.push(("g(huge) setup (table + period), S = [3, 5000]".into(), ours, book));

    // (c) DAG Grundy: 2·10^5 vertices, 4 edges each to one of the next 1000 (xorshift).
    let n = 200_000;
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let adj: Vec<Vec<usize>> = (0..n)
        .map(|v| (0..4).map(|_| v + 1 + (next() % 1000) as usize).filter(|&w| w < n).collect())
        .collect();
    assert_eq!(grundy_of_dag(&adj), textbook_grundy_of_dag(&adj));
    let ours = measure(&mut c, "grundy_of_dag 2e5 vertices / ours", || grundy_of_dag(&adj));
    let book = measure(&mut c, "grundy_of_dag 2e5 vertices / textbook", || textbook_grundy_of_dag(&adj));
    rows.push(("grundy_of_dag, 2·10^5 vertices, 8·10^5 edges".into(), ours, book));

    c.final_summary();
    println!("\n| routine | ours | textbook | ratio |\n|---|---|---|---|");
    for (name, ours, book) in rows {
        println!("| {name} | {} | {} | {:.1}x |", pretty(ours), pretty(book), book / ours);
    }
}
