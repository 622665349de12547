//! Loopy games on 10^5 and 10^6 positions: `outcomes`, `game_lengths` and `smith_values`
//! against the textbook fixpoints (on 10^5 only: they take minutes on 10^6), in the same run on
//! the same graph, results checked equal. The baselines
//! are the definitions swept over every position until nothing changes (what a contestant
//! writes first: no reverse edges, no counters); Smith's values by the definition straight
//! (each round swept to its fixpoint, every option's options looked at).
//!
//! Graph: n positions, each with 0 to 5 moves (a tenth of them dead ends), half to one of the
//! next few positions round a circle (long cycles and long chains), half anywhere (xorshift).
//! Times are CPU time of this process (the machine is shared), best of three.
//!
//! Run: `cargo bench --bench loopy` (about a minute on 2 busy cores). Prints a table
//! `routine | ours | textbook | ratio`, each time the best of three runs.

use std::hint::black_box;

use nimkit::loopy::{game_lengths, outcomes, smith_values, LoopyValue, Outcome};

fn random_graph(n: usize, seed: u64) -> Vec<Vec<usize>> {
    let mut state = seed;
    let mut next = move |bound: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % bound as u64) as usize
    };
    (0..n)
        .map(|v| {
            let count = if next(10) == 0 { 0 } else { 1 + next(5) };
            (0..count).map(|_| if next(2) == 0 { (v + 1 + next(3)) % n } else { next(n) }).collect()
        })
        .collect()
}

/// 0 -> 1 -> ... -> n-2 -> 0, and n-2 -> n-1, a dead end.
fn cycle_with_exit(n: usize) -> Vec<Vec<usize>> {
    let mut graph: Vec<Vec<usize>> = (0..n - 1).map(|v| vec![(v + 1) % (n - 1)]).collect();
    graph[n - 2].push(n - 1);
    graph.push(Vec::new());
    graph
}

/// Win/lose by sweeping the definition over all positions until a sweep changes nothing.
fn textbook_outcomes(moves: &[Vec<usize>]) -> Vec<Outcome> {
    let mut outcome: Vec<Outcome> =
        moves.iter().map(|m| if m.is_empty() { Outcome::Lose } else { Outcome::Draw }).collect();
    loop {
        let mut changed = false;
        for v in 0..moves.len() {
            if outcome[v] != Outcome::Draw {
                continue;
            }
            if moves[v].iter().any(|&u| outcome[u] == Outcome::Lose) {
                outcome[v] = Outcome::Win;
                changed = true;
            } else if moves[v].iter().all(|&u| outcome[u] == Outcome::Win) {
                outcome[v] = Outcome::Lose;
                changed = true;
            }
        }
        if !changed {
            return outcome;
        }
    }
}

/// Lengths by rounds: round r decides the positions whose game lasts r moves, rescanning all.
fn textbook_lengths(moves: &[Vec<usize>]) -> Vec<Option<u64>> {
    let mut verdict: Vec<Option<(bool, u64)>> =
        moves.iter().map(|m| if m.is_empty() { Some((false, 0)) } else { None }).collect();
    let mut round = 0;
    loop {
        round += 1;
        let mut found = Vec::new();
        for v in 0..moves.len() {
            if verdict[v].is_some() {
                continue;
            }
            let earlier = |u: usize| verdict[u].filter(|&(_, k)| k < round);
            if moves[v].iter().any(|&u| matches!(earlier(u), Some((false, _)))) {
                found.push((v, (true, round)));
            } else if moves[v].iter().all(|&u| matches!(earlier(u), Some((true, _)))) {
                found.push((v, (false, round)));
            }
        }
        if found.is_empty() {
            return verdict.into_iter().map(|v| v.map(|(_, k)| k)).collect();
        }
        for (v, d) in found {
            verdict[v] = Some(d);
        }
    }
}

/// Smith's values by the definition: for k = 0, 1, ..., sweep the unlabelled positions until
/// none can take k (no option k, every unlabelled or ∞ option has an option k), then make ∞
/// those without an option k.
fn textbook_smith(moves: &[Vec<usize>]) -> Vec<LoopyValue> {
    const FREE: u32 = u32::MAX;
    const INFINITE: u32 = u32::MAX - 1;
    let n = moves.len();
    let mut label = vec![FREE; n];
    let mut k = 0;
    while label.contains(&FREE) {
        loop {
            let mut changed = false;
            for u in 0..n {
                let has = |v: usize| moves[v].iter().any(|&w| label[w] == k);
                if label[u] == FREE && !has(u) && moves[u].iter().all(|&v| label[v] < INFINITE || has(v)) {
                    label[u] = k;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        for u in 0..n {
            if label[u] == FREE && !moves[u].iter().any(|&v| label[v] == k) {
                label[u] = INFINITE;
            }
        }
        k += 1;
    }
    (0..n)
        .map(|v| {
            if label[v] == INFINITE {
                let mut a: Vec<u32> = moves[v].iter().map(|&w| label[w]).filter(|&l| l < INFINITE).collect();
                a.sort_unstable();
                a.dedup();
                LoopyValue::Infinite(a)
            } else {
                LoopyValue::Finite(label[v])
            }
        })
        .collect()
}

/// CPU time of this process so far, in seconds (wall time would count the other builds).
fn cpu_seconds() -> f64 {
    let mut t = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes one timespec into the valid, exclusively borrowed `t`.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut t) };
    assert_eq!(rc, 0, "clock_gettime(CLOCK_PROCESS_CPUTIME_ID) failed");
    t.tv_sec as f64 + t.tv_nsec as f64 * 1e-9
}

/// Best of three CPU times, in seconds, and the last result.
fn best_of_three<T>(mut routine: impl FnMut() -> T) -> (f64, T) {
    let mut best = f64::INFINITY;
    let mut result = None;
    for _ in 0..3 {
        let start = cpu_seconds();
        let r = black_box(routine());
        best = best.min(cpu_seconds() - start);
        result = Some(r);
    }
    (best, result.unwrap())
}

fn main() {
    // The textbook fixpoints sweep once per step of the longest chain of decisions: on 10^6
    // positions they take minutes, so they run on 10^5 (with ours on the same graph for the
    // ratio), and ours alone on 10^6.
    // The long cycle is the sweeps' worst case (one position settled per sweep): quadratic,
    // so its baseline runs on 10^4 positions.
    let mut rows = Vec::new();
    let graphs = [
        ("random", random_graph(100_000, 0x2545_f491_4f6c_dd1d), true),
        ("cycle with one exit", cycle_with_exit(10_000), true),
        ("random", random_graph(1_000_000, 0x2545_f491_4f6c_dd1d), false),
        ("cycle with one exit", cycle_with_exit(1_000_000), false),
    ];
    for (kind, graph, with_baseline) in graphs {
        let n = graph.len();
        let edges: usize = graph.iter().map(Vec::len).sum();
        println!("graph: {kind}, {n} positions, {edges} moves");
        let n = format!("{kind}, {n} positions");

        let (ours, found) = best_of_three(|| outcomes(&graph));
        let draws = found.iter().filter(|&&o| o == Outcome::Draw).count();
        let book = with_baseline.then(|| {
            let (book, expected) = best_of_three(|| textbook_outcomes(&graph));
            assert_eq!(found, expected, "outcomes differ from the textbook fixpoint");
            book
        });
        rows.push((format!("outcomes, {n} ({draws} draws)"), ours, book));

        let (ours, found) = best_of_three(|| game_lengths(&graph));
        let longest = found.iter().flatten().max().copied().unwrap_or(0);
        let book = with_baseline.then(|| {
            let (book, expected) = best_of_three(|| textbook_lengths(&graph));
            assert_eq!(found, expected, "game_lengths differ from the rounds");
            book
        });
        rows.push((format!("game_lengths, {n} (longest game {longest})"), ours, book));

        let (ours, found) = best_of_three(|| smith_values(&graph));
        let largest =
            found.iter().filter_map(|v| if let LoopyValue::Finite(k) = v { Some(*k) } else { None }).max();
        let infinite = found.iter().filter(|v| matches!(v, LoopyValue::Infinite(_))).count();
        let book = with_baseline.then(|| {
            let (book, expected) = best_of_three(|| textbook_smith(&graph));
            assert_eq!(found, expected, "smith_values differ from the definition");
            book
        });
        rows.push((
            format!("smith_values, {n} (largest finite {}, {infinite} infinite)", largest.unwrap_or(0)),
            ours,
            book,
        ));
    }

    println!("\n| routine | ours | textbook | ratio |\n|---|---|---|---|");
    for (name, ours, book) in rows {
        match book {
            Some(book) => {
                println!("| {name} | {:.1} ms | {:.1} ms | {:.1}x |", ours * 1e3, book * 1e3, book / ours)
            }
            None => println!("| {name} | {:.1} ms | | |", ours * 1e3),
        }
    }
}
