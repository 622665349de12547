//! Round-trip cost of interactive judging: one game of 100 000 moves (the jury sends a number,
//! the player answers with the next one) between two compiled Rust programs, judged by
//! `nimkit test --interactor` (with the mechanisms this kernel grants, and with
//! `NIMKIT_SANDBOX=fallback`), by `oj test-reactive` (online-judge-tools) on the same game in the
//! same run, and played over two bare pipes with no judge at all (the floor: what the kernel's
//! pipe wake-ups cost).
//!
//! Run: `cargo bench --bench interactive_games`. Without `oj` (`pip install
//! online-judge-tools`), its row is skipped.

use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const MOVES: u64 = 100_000;
const ROUNDS: usize = 3;

const JURY: &str = r#"
use std::io::{BufRead, Write};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let moves: u64 = std::fs::read_to_string(&args[1]).unwrap().trim().parse().unwrap();
    let mut input = std::io::stdin().lock();
    let mut out = std::io::stdout().lock();
    let mut line = String::new();
    for i in 0..moves {
        writeln!(out, "{i}").unwrap();
        out.flush().unwrap();
        line.clear();
        if input.read_line(&mut line).unwrap() == 0 { std::process::exit(1) }
        if line.trim().parse::<u64>().ok() != Some(i + 1) { std::process::exit(1) }
    }
    writeln!(out, "-1").unwrap();
}
"#;

const PLAYER: &str = r#"
use std::io::{BufRead, Write};
fn main() {
    let mut input = std::io::stdin().lock();
    let mut out = std::io::stdout().lock();
    let mut line = String::new();
    loop {
        line.clear();
        if input.read_line(&mut line).unwrap() == 0 { break }
        let x: i64 = line.trim().parse().unwrap();
        if x < 0 { break }
        writeln!(out, "{}", x + 1).unwrap();
        out.flush().unwrap();
    }
}
"#;

fn compile(dir: &Path, name: &str, source: &str) {
    let file = dir.join(format!("{name}.rs"));
    fs::write(&file, source).unwrap();
    let status =
        Command::new("rustc").args(["-O", "--edition", "2021", "-o"]).arg(dir.join(name)).arg(&file).status();
    assert!(status.is_ok_and(|s| s.success()), "rustc {name}.rs failed");
}

/// Median wall time of `ROUNDS` runs of `command`, which must succeed.
fn median(label: &str, mut make: impl FnMut() -> Command) -> Duration {
    let mut times = Vec::new();
    for _ in 0..ROUNDS {
        let start = Instant::now();
        let output = make().stdin(Stdio::null()).output();
        let elapsed = start.elapsed();
        match output {
            Ok(o) if o.status.success() => times.push(elapsed),
            other => panic!("{label} failed: {other:?}"),
        }
    }
    times.sort();
    times[ROUNDS / 2]
}

fn row(label: &str, total: Duration) {
    let per_move = total.as_secs_f64() * 1e6 / MOVES as f64;
    println!(
        "{label:<34} {:>8.0} ms total {:>7.2} µs per round trip",
        total.as_secs_f64() * 1000.0,
        per_move
    );
}

fn main() {
    let dir = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let root = dir.path();
    compile(root, "jury", JURY);
    compile(root, "player", PLAYER);
    fs::create_dir(root.join("tests")).unwrap();
    let input = root.join("tests/game.in");
    fs::write(&input, format!("{MOVES}\n")).unwrap();
    println!("one game of {MOVES} round trips between two Rust programs, median of {ROUNDS} runs");

    let bare = median("bare pipes", || {
        let mut command = Command::new("sh");
        command
            .current_dir(root)
            .arg("-c")
            .arg("rm -f p && mkfifo p && ./player < p | ./jury tests/game.in /dev/null > p");
        command
    });
    row("bare pipes, no judge", bare);
    let nimkit_with = |fallback: bool| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_nimkit"));
        command.current_dir(root).env("NIMKIT_CACHE", cache.path());
        command.args(["test", "tests", "./player", "--interactor", "./jury", "-t", "60"]);
        if fallback {
            command.env("NIMKIT_SANDBOX", "fallback");
        } else {
            command.env_remove("NIMKIT_SANDBOX");
        }
        command
    };
    let nimkit = median("nimkit", || nimkit_with(false));
    row("nimkit test --interactor", nimkit);
    let fallback = median("nimkit fallback", || nimkit_with(true));
    row("nimkit test --interactor, fallback", fallback);
    let oj_found = Command::new("oj").arg("--version").output().is_ok_and(|o| o.status.success());
    if !oj_found {
        println!(
            "oj test-reactive                   skipped (`oj` not found; pip install online-judge-tools)"
        );
        return;
    }
    let oj = median("oj test-reactive", || {
        let mut command = Command::new("oj");
        command.current_dir(root).args(["test-reactive", "-c", "./player", "./jury tests/game.in /dev/null"]);
        command
    });
    row("oj test-reactive", oj);
    println!(
        "nimkit vs oj test-reactive: {:.2}x; the relay's cost over bare pipes: {:.2} µs per round trip",
        oj.as_secs_f64() / nimkit.as_secs_f64(),
        (nimkit.as_secs_f64() - bare.as_secs_f64()) * 1e6 / MOVES as f64
    );
}
