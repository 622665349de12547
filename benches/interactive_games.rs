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
/// The short game whose time is subtracted, so that start-up costs cancel.
const SHORT: u64 = 10_000;
const ROUNDS: usize = 5;

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

/// Wall time of one run of `command`, which must succeed.
fn timed(label: &str, mut command: Command) -> Duration {
    let start = Instant::now();
    let output = command.stdin(Stdio::null()).output();
    let elapsed = start.elapsed();
    match output {
        Ok(o) if o.status.success() => elapsed,
        other => panic!("{label} failed: {other:?}"),
    }
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

/// One way of playing a game of `moves` round trips.
type Player<'a> = Box<dyn Fn(u64) -> Command + 'a>;

fn main() {
    let dir = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let root = dir.path();
    compile(root, "jury", JURY);
    compile(root, "player", PLAYER);
    for moves in [SHORT, MOVES] {
        let folder = root.join(format!("tests-{moves}"));
        fs::create_dir(&folder).unwrap();
        fs::write(folder.join("game.in"), format!("{moves}\n")).unwrap();
    }
    let nimkit_with = |fallback: bool| -> Player {
        let cache = cache.path().to_path_buf();
        Box::new(move |moves: u64| {
            let mut command = Command::new(env!("CARGO_BIN_EXE_nimkit"));
            command.current_dir(root).env("NIMKIT_CACHE", &cache);
            command.args([
                "test",
                &format!("tests-{moves}"),
                "./player",
                "--interactor",
                "./jury",
                "-t",
                "60",
            ]);
            if fallback {
                command.env("NIMKIT_SANDBOX", "fallback");
            } else {
                command.env_remove("NIMKIT_SANDBOX");
            }
            command
        })
    };
    let mut players: Vec<(&str, Player)> = vec![
        (
            "bare pipes, no judge",
            Box::new(|moves: u64| {
                let mut command = Command::new("sh");
                let script = format!("p=$(mktemp -u) && mkfifo $p && ./player < $p | ./jury tests-{moves}/game.in /dev/null > $p; rm -f $p");
                command.current_dir(root).arg("-c").arg(script);
                command
            }),
        ),
        ("nimkit test --interactor", nimkit_with(false)),
        ("nimkit test --interactor, fallback", nimkit_with(true)),
    ];
    if Command::new("oj").arg("--version").output().is_ok_and(|o| o.status.success()) {
        players.push((
            "oj test-reactive",
            Box::new(|moves: u64| {
                let mut command = Command::new("oj");
                let jury = format!("./jury tests-{moves}/game.in /dev/null");
                command.current_dir(root).args(["test-reactive", "-c", "./player", &jury]);
                command
            }),
        ));
    } else {
        println!("oj test-reactive skipped (`oj` not found; pip install online-judge-tools)");
    }
    // The configurations take turns within each round, so a passing load weighs on all alike.
    let mut times: Vec<[Vec<Duration>; 2]> = players.iter().map(|_| [Vec::new(), Vec::new()]).collect();
    for _ in 0..ROUNDS {
        for (index, (label, player)) in players.iter().enumerate() {
            times[index][0].push(timed(label, player(SHORT)));
            times[index][1].push(timed(label, player(MOVES)));
        }
    }
    println!("games of {SHORT} and {MOVES} round trips between two Rust programs, median of {ROUNDS} interleaved rounds");
    println!(
        "per round trip = (time of the long game - time of the short one) / {}: start-up costs cancel",
        MOVES - SHORT
    );
    let mut per_move = Vec::new();
    for ((label, _), [short, long]) in players.iter().zip(times) {
        let (short, long) = (median(short), median(long));
        let slope = (long.as_secs_f64() - short.as_secs_f64()) * 1e6 / (MOVES - SHORT) as f64;
        println!(
            "{label:<36} {:>7.0} ms for {MOVES} {:>7.2} µs per round trip",
            long.as_secs_f64() * 1000.0,
            slope
        );
        per_move.push((*label, long, slope));
    }
    let find = |name: &str| per_move.iter().find(|(label, _, _)| label.starts_with(name)).copied();
    if let (Some((_, nimkit, nimkit_slope)), Some((_, oj, oj_slope))) =
        (find("nimkit test --interactor"), find("oj test-reactive"))
    {
        println!(
            "oj test-reactive / nimkit: {:.2}x for the whole {MOVES}-move game, {:.2}x per round trip",
            oj.as_secs_f64() / nimkit.as_secs_f64(),
            oj_slope / nimkit_slope
        );
    }
}
