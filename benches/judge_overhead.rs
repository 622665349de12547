//! Per-test overhead of `nimkit test` on a trivial program (`cat`), side by side with
//! `oj test` (online-judge-tools) on the same 100 tests in the same run. Also the cost of the
//! containment layer per run: nimkit with the mechanisms this kernel grants and with
//! `NIMKIT_SANDBOX=fallback`, against a bare spawn of `cat` from this process.
//!
//! The configurations take turns round after round, and each is reported by its median and
//! its fastest round. Every program starts without the `LD_LIBRARY_PATH` that `cargo bench`
//! adds (its folders would be searched before the system's by every dynamically linked `cat`,
//! which a user's shell does not do), the same for all configurations.
//!
//! Run: `cargo bench --bench judge_overhead`. When `oj` is not installed
//! (`pip install online-judge-tools`), only nimkit is measured.

use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const TESTS: usize = 100;
const ROUNDS: usize = 9;
/// Set by cargo for the bench; removed for the programs it measures.
const CARGO_LIBRARY_PATH: &str = "LD_LIBRARY_PATH";

fn write_tests(dir: &Path) {
    for i in 1..=TESTS {
        let text = format!("{i} {}\n", i * i);
        fs::write(dir.join(format!("sample-{i}.in")), &text).unwrap();
        fs::write(dir.join(format!("sample-{i}.out")), &text).unwrap();
    }
}

/// Wall time of one run of `command`, which must succeed.
fn timed(label: &str, mut command: Command) -> Duration {
    let start = Instant::now();
    let status = command.stdout(Stdio::null()).stderr(Stdio::null()).status();
    let elapsed = start.elapsed();
    match status {
        Ok(s) if s.success() => elapsed,
        other => panic!("{label} failed: {other:?}"),
    }
}

/// Spawning `cat` on each test from this process and waiting for it: what a run costs with no
/// judge and no containment at all.
fn bare_spawns(dir: &Path) -> Duration {
    let start = Instant::now();
    for i in 1..=TESTS {
        let input = fs::File::open(dir.join(format!("sample-{i}.in"))).unwrap();
        let output = Command::new("cat")
            .env_remove(CARGO_LIBRARY_PATH)
            .stdin(input)
            .stdout(Stdio::piped())
            .output()
            .unwrap();
        assert!(output.status.success());
    }
    start.elapsed()
}

/// The median and the fastest of a configuration's rounds.
fn median_and_min(times: &mut [Duration]) -> (Duration, Duration) {
    times.sort();
    (times[times.len() / 2], times[0])
}

fn oj_available() -> bool {
    Command::new("oj")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

fn row(label: &str, (median, fastest): (Duration, Duration)) {
    let per_test = |d: Duration| d.as_secs_f64() * 1000.0 / TESTS as f64;
    println!(
        "{label:<28} {:>8.1} ms total {:>7.2} ms/test (fastest round {:.2})",
        median.as_secs_f64() * 1000.0,
        per_test(median),
        per_test(fastest)
    );
}

fn main() {
    let dir = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    write_tests(dir.path());
    let nimkit = |jobs: &str, fallback: bool| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_nimkit"));
        command.env("NIMKIT_CACHE", cache.path()).env_remove(CARGO_LIBRARY_PATH).arg("test").arg(dir.path());
        command.args(["--command", "cat", "-j", jobs]);
        if fallback {
            command.env("NIMKIT_SANDBOX", "fallback");
        } else {
            command.env_remove("NIMKIT_SANDBOX");
        }
        command
    };
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get()).to_string();
    let with_oj = oj_available();
    // The configurations take turns within each round, so that the load of a shared machine,
    // which comes and goes, weighs on all of them alike.
    let mut times: [Vec<Duration>; 5] = Default::default();
    for _ in 0..ROUNDS {
        times[0].push(timed("nimkit -j 1", nimkit("1", false)));
        times[1].push(timed("nimkit", nimkit(&cores, false)));
        times[2].push(timed("nimkit fallback", nimkit("1", true)));
        times[3].push(bare_spawns(dir.path()));
        if with_oj {
            let mut oj = Command::new("oj");
            oj.env_remove(CARGO_LIBRARY_PATH).args(["test", "-c", "cat", "-d"]).arg(dir.path());
            times[4].push(timed("oj test", oj));
        }
    }
    let [sequential, parallel, fallback, bare, oj] =
        times.map(|mut t| if t.is_empty() { None } else { Some(median_and_min(&mut t)) });
    let (sequential, parallel, fallback, bare) =
        (sequential.unwrap(), parallel.unwrap(), fallback.unwrap(), bare.unwrap());
    println!("{TESTS} tests of `cat`, median of {ROUNDS} rounds, configurations interleaved");
    row("nimkit test -j 1", sequential);
    row(&format!("nimkit test -j {cores}"), parallel);
    row("nimkit test -j 1, fallback", fallback);
    row("bare spawn of cat (no judge)", bare);
    let per_run = |total: Duration| (total.as_secs_f64() - bare.0.as_secs_f64()) * 1000.0 / TESTS as f64;
    println!(
        "containment + judging cost per run over a bare spawn: {:.2} ms default, {:.2} ms fallback",
        per_run(sequential.0),
        per_run(fallback.0)
    );
    let Some(oj) = oj else {
        println!("oj test                      skipped (`oj` not found; pip install online-judge-tools)");
        return;
    };
    row("oj test", oj);
    let ratio = |ours: (Duration, Duration)| {
        (oj.0.as_secs_f64() / ours.0.as_secs_f64(), oj.1.as_secs_f64() / ours.1.as_secs_f64())
    };
    let ((seq_median, seq_fastest), (par_median, par_fastest)) = (ratio(sequential), ratio(parallel));
    println!(
        "speed-up (medians): {seq_median:.1}x sequential, {par_median:.1}x with -j {cores}; \
         fastest rounds: {seq_fastest:.1}x, {par_fastest:.1}x"
    );
}
