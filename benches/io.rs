//! Reading integers: `nimkit::io::Input` against proconio (what AtCoder offers), a plain
//! `split_ascii_whitespace` + `parse` reader, and nimkit's line-based `Scanner`; then writing them:
//! `nimkit::io::Output` against `BufWriter` + `writeln!`. All in one run, ratios printed.
//!
//! `cargo bench --bench io`: "N a_1..a_N" with N = 10^6 and 10^7 random u64 (up to 10^18, so
//! about 18 digits each, and small ones too); every reader's sum is checked equal. The input is in
//! memory for all of them (reading the file is the same cost whoever parses it); each figure is
//! the best of three, in CPU time of this thread (`CLOCK_THREAD_CPUTIME_ID`), so that other
//! processes loading the machine do not count.

use nimkit::io::{Input, Output, Scanner};
use proconio::input;
use proconio::source::once::OnceSource;
use std::io::{BufWriter, Write};
use std::time::Duration;

/// CPU time consumed by this thread so far.
fn thread_cpu_time() -> Duration {
    let mut now = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `now` is a valid timespec for the call to fill.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut now) };
    assert_eq!(status, 0, "clock_gettime(CLOCK_THREAD_CPUTIME_ID) failed");
    Duration::new(now.tv_sec as u64, now.tv_nsec as u32)
}

fn best_of_three<T: PartialEq + std::fmt::Debug>(mut f: impl FnMut() -> T) -> (T, Duration) {
    let mut best = Duration::MAX;
    let mut result = None;
    for _ in 0..3 {
        let start = thread_cpu_time();
        let value = f();
        best = best.min(thread_cpu_time() - start);
        if let Some(previous) = &result {
            assert_eq!(*previous, value, "a reader is not deterministic");
        }
        result = Some(value);
    }
    (result.unwrap(), best)
}

fn workload(n: usize) -> (Vec<u64>, String) {
    let mut state = 0x2545_f491_4f6c_dd1d_u64 ^ n as u64;
    let values: Vec<u64> = (0..n)
        .map(|i| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            // Mostly 18-digit values, one in four below 1000, as in typical tests.
            if i % 4 == 0 {
                state % 1000
            } else {
                state % 1_000_000_000_000_000_000
            }
        })
        .collect();
    let mut text = format!("{n}\n");
    for (i, v) in values.iter().enumerate() {
        text.push_str(&v.to_string());
        text.push(if i % 10 == 9 { '\n' } else { ' ' });
    }
    (values, text)
}

fn sum(values: &[u64]) -> u64 {
    values.iter().fold(0, |acc, &v| acc.wrapping_add(v))
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn reading(n: usize) {
    let (values, text) = workload(n);
    let expected = sum(&values);
    let bytes = text.as_bytes();
    let (nimkit, nimkit_time) = best_of_three(|| {
        let mut input = Input::new(bytes.to_vec());
        let n: usize = input.next();
        (0..n).fold(0u64, |acc, _| acc.wrapping_add(input.next::<u64>()))
    });
    let (proconio, proconio_time) = best_of_three(|| {
        let source = OnceSource::from(text.as_str());
        input! { from source, n: usize, a: [u64; n] }
        sum(&a)
    });
    let (split, split_time) = best_of_three(|| {
        let owned = String::from_utf8(bytes.to_vec()).expect("ASCII");
        let mut tokens = owned.split_ascii_whitespace();
        let n: usize = tokens.next().unwrap().parse().unwrap();
        (0..n).fold(0u64, |acc, _| acc.wrapping_add(tokens.next().unwrap().parse::<u64>().unwrap()))
    });
    let (scanner, scanner_time) = best_of_three(|| {
        let mut sc = Scanner::new(bytes);
        let n: usize = sc.next();
        (0..n).fold(0u64, |acc, _| acc.wrapping_add(sc.next::<u64>()))
    });
    for (who, got) in [("Input", nimkit), ("proconio", proconio), ("split", split), ("Scanner", scanner)] {
        assert_eq!(got, expected, "{who} read wrong values");
    }
    let ratio = |other: Duration| other.as_secs_f64() / nimkit_time.as_secs_f64();
    println!(
        "read {n} u64 ({:.1} MB): Input {:.1} ms | proconio {:.1} ms ({:.2}x) | split_ascii_whitespace {:.1} ms ({:.2}x) | Scanner {:.1} ms ({:.2}x)",
        bytes.len() as f64 / 1e6,
        ms(nimkit_time),
        ms(proconio_time),
        ratio(proconio_time),
        ms(split_time),
        ratio(split_time),
        ms(scanner_time),
        ratio(scanner_time),
    );
}

fn writing(n: usize) {
    let (values, _) = workload(n);
    let (ours, ours_time) = best_of_three(|| {
        let mut out = Output::new(Vec::with_capacity(20 * n));
        values.iter().for_each(|&v| {
            out.put(v).newline();
        });
        out.into_inner()
    });
    let (theirs, theirs_time) = best_of_three(|| {
        let mut out = BufWriter::new(Vec::with_capacity(20 * n));
        values.iter().for_each(|&v| writeln!(out, "{v}").unwrap());
        out.into_inner().unwrap()
    });
    assert!(ours == theirs, "Output and writeln! wrote different bytes");
    println!(
        "write {n} u64: Output {:.1} ms | BufWriter + writeln! {:.1} ms ({:.2}x)",
        ms(ours_time),
        ms(theirs_time),
        theirs_time.as_secs_f64() / ours_time.as_secs_f64()
    );
}

fn main() {
    for n in [1_000_000, 10_000_000] {
        reading(n);
        writing(n);
    }
}
