//! What the hostile-program suites (`tests/containment.rs`, `tests/hostile.rs`) share: the
//! judge's command with a sandbox mode, unique markers and the processes that carry them, the
//! `--json` report, one-test folders.

#![allow(dead_code)] // each suite uses its part

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The nimkit binary with this test binary's cache and no colours, its sandbox mode set by
/// `NIMKIT_SANDBOX` = `sandbox` (`None`: every mechanism this kernel grants).
pub fn nimkit(sandbox: Option<&str>) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_nimkit"));
    command.env("NIMKIT_CACHE", Path::new(env!("CARGO_TARGET_TMPDIR")).join("nimkit-cache"));
    command.env("NO_COLOR", "1");
    // A solved problem is recorded here, not in the user's ~/.local/share/nimkit.
    command.env("NIMKIT_PROGRESS", Path::new(env!("CARGO_TARGET_TMPDIR")).join("nimkit-progress/solved.txt"));
    match sandbox {
        None => command.env_remove("NIMKIT_SANDBOX"),
        Some(value) => command.env("NIMKIT_SANDBOX", value),
    };
    command
}

/// The part of the problem set `cargo test` verifies and bundles (the whole set, ten minutes on
/// two cores, is `.ci/run`'s own steps: `nimkit verify`, and tests/bundle.rs with
/// `NIMKIT_ALL_PROBLEMS=1`): every library module, every core mistake class,
/// every verdict a wrong solution must get (WA, TLE, RE), interactive and checker problems.
/// Interactive problems with a 1 s limit (duel-kayles) are left out: on a loaded machine their
/// many round trips can reach the wall-clock limit, and that is `nimkit verify`'s to judge.
/// For `octal` and `hackenbush` the quicker problem of each pair serves (warm cache, idle
/// 2-core machine: kayles 2.5 s against grundys-game-large 26 s, hackenbush-forest 9 s against
/// hackenbush-graph 44 s): the slow ones are verified by `.ci/run`'s own `nimkit verify`.
pub const REPRESENTATIVE: [&str; 12] = [
    "call-sign-chain",
    "duel-misere",
    "duel-moore",
    "hackenbush-forest",
    "kayles",
    "misere-boards",
    "misere-bounded-take",
    "staircase-move",
    "sum-of-games",
    "turning-corners",
    "wide-span",
    "wythoff-queries",
];

/// How long a run may take before a test calls it a hang: `expected` scaled for a loaded
/// 2-core machine (×10, plus 30 s), times `NIMKIT_TEST_SLOWDOWN` when set. Bounds on time in
/// tests only catch hangs; speed is measured in benches/, never asserted in a test.
pub fn hang_bound(expected: Duration) -> Duration {
    let slowdown = std::env::var("NIMKIT_TEST_SLOWDOWN").ok().and_then(|v| v.parse::<f64>().ok());
    (expected * 10 + Duration::from_secs(30)).mul_f64(slowdown.unwrap_or(1.0).max(1.0))
}

/// A marker no other process on the machine has in its command line.
pub fn marker(what: &str) -> String {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    format!("nimkit-mark-{what}-{}-{}", std::process::id(), NEXT.fetch_add(1, Ordering::Relaxed))
}

/// Live processes (zombies excluded: nobody may reap orphans in a container) whose `file` in
/// /proc (`cmdline`, `environ`) contains `marker`.
pub fn processes_with_in(file: &str, marker: &str) -> Vec<i32> {
    let mut found = Vec::new();
    for entry in fs::read_dir("/proc").unwrap().flatten() {
        let Some(pid) = entry.file_name().to_str().and_then(|n| n.parse::<i32>().ok()) else { continue };
        let Ok(text) = fs::read(format!("/proc/{pid}/{file}")) else { continue };
        if text.windows(marker.len()).any(|w| w == marker.as_bytes()) && is_alive(pid) {
            found.push(pid);
        }
    }
    found
}

/// Live processes whose command line contains `marker`.
pub fn processes_with(marker: &str) -> Vec<i32> {
    processes_with_in("cmdline", marker)
}

pub fn is_alive(pid: i32) -> bool {
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let state = stat.rsplit(')').next().and_then(|rest| rest.split_whitespace().next());
    !matches!(state, None | Some("Z") | Some("X"))
}

/// Waits up to a second for `find` to come back empty (killed processes take a few
/// milliseconds to go); kills and reports what is left, `context` first.
pub fn assert_gone(what: &str, context: &dyn std::fmt::Debug, find: impl Fn() -> Vec<i32>) {
    let start = Instant::now();
    while !find().is_empty() && start.elapsed() < hang_bound(Duration::from_secs(1)) {
        std::thread::sleep(Duration::from_millis(10));
    }
    let left = find();
    for &pid in &left {
        // SAFETY: cleaning up after a failed test.
        unsafe { libc::kill(pid, libc::SIGKILL) };
    }
    let described: Vec<String> = left
        .iter()
        .map(|pid| {
            let cmdline = fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default();
            format!("{pid}: {}", String::from_utf8_lossy(&cmdline).replace('\0', " "))
        })
        .collect();
    assert!(left.is_empty(), "{context:?}: {what} survived: {described:?}");
}

/// No process with `marker` in its command line is left.
pub fn assert_none_left(marker: &str, context: &dyn std::fmt::Debug) {
    assert_gone("processes of the run", context, || processes_with(marker));
}

/// What `nimkit test --json` printed.
pub struct Judged {
    pub output: Output,
}

impl Judged {
    pub fn json(&self) -> serde_json::Value {
        let stdout = String::from_utf8_lossy(&self.output.stdout);
        serde_json::from_str(stdout.trim()).unwrap_or_else(|e| {
            panic!("not JSON ({e}): {stdout}\nstderr: {}", String::from_utf8_lossy(&self.output.stderr))
        })
    }

    /// The first test's verdict and message.
    pub fn verdict(&self) -> (String, String) {
        let value = self.json();
        let case = &value["cases"][0];
        (case["verdict"].as_str().unwrap().to_string(), case["message"].as_str().unwrap().to_string())
    }

    pub fn verdicts(&self) -> Vec<String> {
        let value = self.json();
        value["cases"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["verdict"].as_str().unwrap().to_string())
            .collect()
    }

    /// The first test's peak memory.
    pub fn memory_kib(&self) -> u64 {
        self.json()["cases"][0]["memory_kib"].as_u64().unwrap()
    }

    pub fn isolation(&self) -> String {
        self.json()["sandbox"]["isolation"].as_str().unwrap().to_string()
    }
}

/// A folder with one test `t.in` / `t.out`.
pub fn one_test(input: &[u8], answer: &[u8]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("t.in"), input).unwrap();
    fs::write(dir.path().join("t.out"), answer).unwrap();
    dir
}

/// A file `name` (a path relative to `dir`, its folders made) holding `text`: a package's file.
pub fn write(dir: &Path, name: &str, text: &str) {
    let path = dir.join(name);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
}

/// A file `name` in `dir` holding `text` (a script, run as `sh SCRIPT ARGS` or the like).
pub fn script(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    fs::write(&path, text).unwrap();
    path
}
