//! Octal engine figures (manual timing, one run each; the machine may be shared, so ratios within
//! one run are what count).
//!
//! `cargo bench --bench octal`: Grundy's game to 10^5 values, sparse vs naive (ratio; the target is
//! ≥ 20); the sweep of all 512 codes 0.ddd for 3000 values, sparse vs naive, checked equal.
//! `cargo bench --bench octal -- --minute`: how far the sparse engine gets on Grundy's game,
//! timing 10^6 then 10^7 values.
//! `cargo bench --bench octal -- --contest`: CSES 2207's need: Grundy's game to 10^6 values
//! (sparse) against the textbook quadratic mex to 10^5 (the target is sparse ≤ half of it), in
//! CPU time of this thread; `-- --contest --ten-million` adds 10^7 values.
//! `cargo bench --bench octal -- --check-0.56`: the certificate of 0.56 checked heap by heap
//! (about 80 s on two cores; see `check_0_56`).

use nimkit::octal::OctalGame;
use std::time::{Duration, Instant};

fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let start = Instant::now();
    let result = f();
    (result, start.elapsed())
}

/// OEIS A071436 gives 0.56's last exception as n = 326637 (offset 1), which would be preperiod
/// 326638; the engine certifies (326640, 144): g(326639) = 26 but g(326783) = 16. This checks the
/// engine's table at every heap the certificate uses (2·326640 + 2·144 + 2 values) against the
/// mex of its options written out from the rules (take 1 leaving no heap or two; take 2 leaving
/// one heap or two), so the table is the true sequence and the certificate stands. Too slow for
/// `cargo test` (Θ(n²) by nature), hence a benchmark mode; it panics on any disagreement.
fn check_0_56() {
    let game = OctalGame::new("0.56").with_limit(1 << 20);
    let p = game.periodicity().expect("0.56 certified within 2^20 values");
    assert_eq!((p.preperiod, p.period), (326_640, 144));
    let len = 2 * p.preperiod + 2 * p.period + 2;
    let (g, _) = timed(|| game.values(len));
    let ((), took) = timed(|| {
        std::thread::scope(|scope| {
            for half in 0..2 {
                let g = &g;
                scope.spawn(move || {
                    let mut seen = vec![0usize; 4096];
                    for n in (half..len).step_by(2) {
                        let stamp = n + 1;
                        let mut mark = |v: u32| seen[v as usize] = stamp;
                        if n == 1 {
                            mark(0);
                        }
                        if n > 2 {
                            mark(g[n - 2]);
                        }
                        for take in [1, 2] {
                            if n >= take + 2 {
                                let m = n - take;
                                (1..=m / 2).for_each(|a| mark(g[a] ^ g[m - a]));
                            }
                        }
                        let mex = seen.iter().position(|&s| s != stamp).unwrap() as u32;
                        assert_eq!(g[n], mex, "0.56 at heap {n}");
                    }
                });
            }
        })
    });
    println!(
        "0.56: certified (326640, 144); all {len} heaps equal the mex of their options ({:.1} s)",
        took.as_secs_f64()
    );
}

/// CPU time consumed by this thread so far (load from other processes does not count).
fn thread_cpu_time() -> Duration {
    let mut now = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `now` is a valid timespec for the call to fill.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut now) };
    assert_eq!(status, 0, "clock_gettime(CLOCK_THREAD_CPUTIME_ID) failed");
    Duration::new(now.tv_sec as u64, now.tv_nsec as u32)
}

fn cpu_timed<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let start = thread_cpu_time();
    let result = f();
    (result, thread_cpu_time() - start)
}

fn contest() {
    let grundy = OctalGame::grundys_game();
    let (naive, naive_time) = cpu_timed(|| grundy.values_naive(100_000));
    let (sparse, sparse_time) = cpu_timed(|| grundy.values(1_000_000));
    assert_eq!(sparse[..naive.len()], naive[..], "sparse and naive differ on Grundy's game");
    println!(
        "grundy's game: sparse 10^6 values {:.3} s CPU, naive 10^5 values {:.3} s CPU; sparse / naive = {:.2} (target <= 0.5)",
        sparse_time.as_secs_f64(),
        naive_time.as_secs_f64(),
        sparse_time.as_secs_f64() / naive_time.as_secs_f64()
    );
    if std::env::args().any(|a| a == "--ten-million") {
        let (values, took) = cpu_timed(|| grundy.values(10_000_000));
        assert_eq!(values[..sparse.len()], sparse[..], "10^7 run disagrees with the 10^6 run");
        println!("grundy's game: sparse 10^7 values {:.2} s CPU", took.as_secs_f64());
    }
}

fn main() {
    if std::env::args().any(|a| a == "--contest") {
        contest();
        return;
    }
    if std::env::args().any(|a| a == "--check-0.56") {
        check_0_56();
        return;
    }
    if std::env::args().any(|a| a == "--minute") {
        let grundy = OctalGame::grundys_game();
        for len in [1_000_000, 10_000_000] {
            let (values, took) = timed(|| grundy.values(len));
            let max = values.iter().max().unwrap();
            println!(
                "grundy's game sparse {len:>9} values: {:>8.2} s (largest value {max})",
                took.as_secs_f64()
            );
        }
        return;
    }
    let grundy = OctalGame::grundys_game();
    let (sparse, sparse_time) = timed(|| grundy.values(100_000));
    let (naive, naive_time) = timed(|| grundy.values_naive(100_000));
    assert_eq!(sparse, naive, "sparse and naive differ on Grundy's game");
    let ratio = naive_time.as_secs_f64() / sparse_time.as_secs_f64();
    println!(
        "grundy's game 1e5 values: sparse {:.3} s, naive {:.3} s, ratio {ratio:.1}x",
        sparse_time.as_secs_f64(),
        naive_time.as_secs_f64()
    );

    let (mut sparse_total, mut naive_total) = (Duration::ZERO, Duration::ZERO);
    for code in 0..512u32 {
        let text = format!("0.{}{}{}", code >> 6, (code >> 3) & 7, code & 7);
        let game = OctalGame::new(&text);
        let (sparse, s) = timed(|| game.values(3000));
        let (naive, n) = timed(|| game.values_naive(3000));
        assert_eq!(sparse, naive, "sparse and naive differ on {text}");
        sparse_total += s;
        naive_total += n;
    }
    println!(
        "all 512 codes 0.ddd, 3000 values each: sparse = naive; sparse {:.3} s, naive {:.3} s",
        sparse_total.as_secs_f64(),
        naive_total.as_secs_f64()
    );
}
