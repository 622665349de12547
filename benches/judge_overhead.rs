//! Per-test overhead of `nimkit test` on a trivial program (`cat`), side by side with
//! `oj test` (online-judge-tools) on the same 100 tests in the same run.
//!
//! Run: `cargo bench --bench judge_overhead`. When `oj` is not installed
//! (`pip install online-judge-tools`), only nimkit is measured.

use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const TESTS: usize = 100;
const ROUNDS: usize = 5;

fn write_tests(dir: &Path) {
    for i in 1..=TESTS {
        let text = format!("{i} {}\n", i * i);
        fs::write(dir.join(format!("sample-{i}.in")), &text).unwrap();
        fs::write(dir.join(format!("sample-{i}.out")), &text).unwrap();
    }
}

/// Median wall time of `ROUNDS` runs of `command`, which must succeed.
fn median(label: &str, mut make: impl FnMut() -> Command) -> Duration {
    let mut times = Vec::new();
    for _ in 0..ROUNDS {
        let start = Instant::now();
        let status = make().stdout(Stdio::null()).stderr(Stdio::null()).status();
        let elapsed = start.elapsed();
        match status {
            Ok(s) if s.success() => times.push(elapsed),
            other => panic!("{label} failed: {other:?}"),
        }
    }
    times.sort();
    times[ROUNDS / 2]
}

fn oj_available() -> bool {
    Command::new("oj")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

fn row(label: &str, total: Duration) {
    let per_test = total.as_secs_f64() * 1000.0 / TESTS as f64;
    println!("{label:<28} {:>8.1} ms total {:>7.2} ms/test", total.as_secs_f64() * 1000.0, per_test);
}

fn main() {
    let dir = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    write_tests(dir.path());
    let nimkit = |jobs: &str| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_nimkit"));
        command.env("NIMKIT_CACHE", cache.path()).arg("test").arg(dir.path());
        command.args(["--command", "cat", "-j", jobs]);
        command
    };
    println!("{TESTS} tests of `cat`, median of {ROUNDS} runs");
    let sequential = median("nimkit -j 1", || nimkit("1"));
    row("nimkit test -j 1", sequential);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get()).to_string();
    let parallel = median("nimkit", || nimkit(&cores));
    row(&format!("nimkit test -j {cores}"), parallel);
    if !oj_available() {
        println!("oj test                      skipped (`oj` not found; pip install online-judge-tools)");
        return;
    }
    let oj = median("oj test", || {
        let mut command = Command::new("oj");
        command.args(["test", "-c", "cat", "-d"]).arg(dir.path());
        command
    });
    row("oj test", oj);
    println!(
        "speed-up: {:.1}x sequential, {:.1}x with -j {cores}",
        oj.as_secs_f64() / sequential.as_secs_f64(),
        oj.as_secs_f64() / parallel.as_secs_f64()
    );
}
