//! Octal engine figures (manual timing, one run each; the machine may be shared, so ratios within
//! one run are what count).
//!
//! `cargo bench --bench octal`: Grundy's game to 10^5 values, sparse vs naive (ratio; the target is
//! ≥ 20); the sweep of all 512 codes 0.ddd for 3000 values, sparse vs naive, checked equal.
//! `cargo bench --bench octal -- --minute`: how far the sparse engine gets on Grundy's game,
//! timing 10^6 then 10^7 values.

use nimkit::octal::OctalGame;
use std::time::{Duration, Instant};

fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let start = Instant::now();
    let result = f();
    (result, start.elapsed())
}

fn main() {
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
