//! Per-test overhead of `nimkit test` on a trivial program (`cat`), side by side with
//! `oj test` (online-judge-tools) on the same 100 tests in the same run. Also the cost of the
//! containment layer per run: nimkit with the mechanisms this kernel grants and with
//! `NIMKIT_SANDBOX=fallback`, against a bare spawn of `cat` from this process.
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

/// `ROUNDS` medians of spawning `cat` on each test from this process and waiting for it: what a
/// run costs with no judge and no containment at all.
fn bare_spawns(dir: &Path) -> Duration {
    let mut times = Vec::new();
    for _ in 0..ROUNDS {
        let start = Instant::now();
        for i in 1..=TESTS {
            let input = fs::File::open(dir.join(format!("sample-{i}.in"))).unwrap();
            let output = Command::new("cat").stdin(input).stdout(Stdio::piped()).output().unwrap();
            assert!(output.status.success());
        }
        times.push(start.elapsed());
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
    let nimkit_in = |jobs: &str, fallback: bool| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_nimkit"));
        command.env("NIMKIT_CACHE", cache.path()).arg("test").arg(dir.path());
        command.args(["--command", "cat", "-j", jobs]);
        if fallback {
            command.env("NIMKIT_SANDBOX", "fallback");
        } else {
            command.env_remove("NIMKIT_SANDBOX");
        }
        command
    };
    let nimkit = |jobs: &str| nimkit_in(jobs, false);
    println!("{TESTS} tests of `cat`, median of {ROUNDS} runs");
    let sequential = median("nimkit -j 1", || nimkit("1"));
    row("nimkit test -j 1", sequential);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get()).to_string();
    let parallel = median("nimkit", || nimkit(&cores));
    row(&format!("nimkit test -j {cores}"), parallel);
    let fallback = median("nimkit fallback", || nimkit_in("1", true));
    row("nimkit test -j 1, fallback", fallback);
    let bare = bare_spawns(dir.path());
    row("bare spawn of cat (no judge)", bare);
    let per_run = |total: Duration| (total.as_secs_f64() - bare.as_secs_f64()) * 1000.0 / TESTS as f64;
    println!(
        "containment + judging cost per run over a bare spawn: {:.2} ms default, {:.2} ms fallback",
        per_run(sequential),
        per_run(fallback)
    );
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
