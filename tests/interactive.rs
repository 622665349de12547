//! Interactive judging end to end: `nimkit test --interactor` with juries in Python and Rust,
//! against players that win, lose, mumble, deadlock, quit early, crash or flood; a jury that
//! crashes or floods; the verdict precedence; the dialogue in the report and the transcript.

use crate::common;

use std::fs;
use std::path::Path;
use std::process::{Command, Output};
use std::time::{Duration, Instant};

fn nimkit() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_nimkit"));
    command.env("NIMKIT_CACHE", Path::new(env!("CARGO_TARGET_TMPDIR")).join("nimkit-cache"));
    command.env("NO_COLOR", "1");
    // A solved problem is recorded here, not in the user's ~/.local/share/nimkit.
    command.env("NIMKIT_PROGRESS", Path::new(env!("CARGO_TARGET_TMPDIR")).join("nimkit-progress/solved.txt"));
    command
}

/// A guessing game: the secret is in INPUT; the player asks `? x` and hears `<`, `>` or `=`
/// (then the game is won); at most 30 questions. Invalid INPUT is the jury's FAIL (exit 3).
const GUESS_JURY: &str = r#"
import sys
try:
    secret = int(open(sys.argv[1]).read().split()[0])
    assert 1 <= secret <= 10**6
except Exception as e:
    print("invalid input:", e, file=sys.stderr); sys.exit(3)
out = open(sys.argv[2], "w")
for asked in range(1, 31):
    line = sys.stdin.readline()
    if not line:
        print("the player stopped after", asked - 1, "questions", file=sys.stderr); sys.exit(1)
    words = line.split()
    if len(words) != 2 or words[0] != "?" or not words[1].isdigit():
        print("not a question:", line.strip()[:40], file=sys.stderr); sys.exit(2)
    x = int(words[1])
    if x == secret:
        print("="); sys.stdout.flush(); out.write("found in %d\n" % asked); sys.exit(0)
    print("<" if secret < x else ">"); sys.stdout.flush()
print("more than 30 questions", file=sys.stderr); sys.exit(1)
"#;

const BINARY_SEARCH: &str = r#"
lo, hi = 1, 10**6
while True:
    mid = (lo + hi) // 2
    print("?", mid, flush=True)
    reply = input().strip()
    if reply == "=": break
    if reply == "<": hi = mid - 1
    else: lo = mid + 1
"#;

/// Asks 1, 2, 3, ...: loses (too many questions) unless the secret is tiny.
const COUNTING: &str = r#"
x = 1
while True:
    print("?", x, flush=True)
    if input().strip() == "=": break
    x += 1
"#;

struct Game {
    dir: tempfile::TempDir,
}

impl Game {
    /// A folder with the guessing jury, the two players above and tests (input only).
    fn new(secrets: &[u32]) -> Game {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join("jury.py"), GUESS_JURY).unwrap();
        fs::write(dir.path().join("search.py"), BINARY_SEARCH).unwrap();
        fs::write(dir.path().join("count.py"), COUNTING).unwrap();
        fs::create_dir(dir.path().join("tests")).unwrap();
        for (i, secret) in secrets.iter().enumerate() {
            fs::write(dir.path().join(format!("tests/t{}.in", i + 1)), format!("{secret}\n")).unwrap();
        }
        Game { dir }
    }

    fn path(&self, name: &str) -> String {
        self.dir.path().join(name).display().to_string()
    }

    /// `nimkit test tests -c PLAYER --interactor JURY EXTRA...`, timed.
    fn play(&self, player: &str, jury: &str, extra: &[&str]) -> (Output, Duration) {
        self.play_contained(player, jury, extra, false)
    }

    /// [`Game::play`], with every containment mechanism forced to its fallback when asked.
    fn play_contained(&self, player: &str, jury: &str, extra: &[&str], fallback: bool) -> (Output, Duration) {
        let start = Instant::now();
        let mut command = nimkit();
        if fallback {
            command.env("NIMKIT_SANDBOX", "fallback");
        }
        // Without a limit of its own, a test gets a hang bound: the 2 s default once stood a
        // dialogue of two Python programs still on a busy two-core CI machine.
        command.current_dir(self.dir.path()).args(["test", "tests", "-c", player, "--interactor", jury]);
        if !extra.contains(&"-t") {
            command.args(["-t", "10"]);
        }
        let output = command.args(extra).output().unwrap();
        (output, start.elapsed())
    }

    /// The verdicts and messages of every test, from `--json`.
    fn verdicts(&self, player: &str, jury: &str, extra: &[&str]) -> Vec<(String, String, String)> {
        let mut args = vec!["--json"];
        args.extend_from_slice(extra);
        let (output, _) = self.play(player, jury, &args);
        let text = String::from_utf8_lossy(&output.stdout);
        let value: serde_json::Value = serde_json::from_str(text.trim()).unwrap_or_else(|e| {
            panic!("not JSON ({e}): {text}\nstderr: {}", String::from_utf8_lossy(&output.stderr))
        });
        value["cases"]
            .as_array()
            .unwrap()
            .iter()
            .map(|case| {
                (
                    case["verdict"].as_str().unwrap().to_string(),
                    case["message"].as_str().unwrap().to_string(),
                    case["dialogue"].as_str().unwrap_or("").to_string(),
                )
            })
            .collect()
    }

    fn only_verdict(&self, player: &str, jury: &str, extra: &[&str]) -> (String, String, String) {
        let mut all = self.verdicts(player, jury, extra);
        assert_eq!(all.len(), 1, "{all:?}");
        all.remove(0)
    }
}

const JURY: &str = "python3 jury.py";

#[test]
fn a_winning_player_is_accepted_and_a_losing_one_gets_the_jurys_wa_with_the_dialogue() {
    let game = Game::new(&[777, 1, 999_999]);
    let (output, _) = game.play("python3 search.py", JURY, &[]);
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{stdout}\n{}", String::from_utf8_lossy(&output.stderr));
    assert!(stdout.contains("3/3 AC"), "{stdout}");

    let results = game.verdicts("python3 count.py", JURY, &[]);
    assert_eq!(results[1].0, "AC", "secret 1 is found at once: {results:?}");
    for (verdict, message, dialogue) in [&results[0], &results[2]] {
        assert_eq!(verdict, "WA");
        assert!(message.contains("more than 30 questions"), "{message}");
        // 30 replies, and 31 questions (the last one sent as the jury gave up): the last 20
        // lines of each side, in order.
        assert!(dialogue.starts_with("… 21 earlier line(s)\n"), "{dialogue}");
        assert!(dialogue.ends_with("> ? 30\n< >\n> ? 31\n"), "{dialogue}");
        assert!(!dialogue.contains("> ? 11\n"), "the 11th question is beyond the last 20: {dialogue}");
        assert!(dialogue.contains("> ? 12\n"), "{dialogue}");
    }
}

/// The game's input is the jury's secret: a player that opens it by name (the path is on its
/// command line here; the jury's command line in /proc tells it as well) finds it empty where the
/// read-only view hides it, and asks nothing. Where nothing can hide it, the report says so.
#[test]
fn a_player_cannot_read_the_jurys_input() {
    let game = Game::new(&[654_321]);
    let cheat = "import sys\nsecret = open(sys.argv[1]).read().split()\nif secret:\n    print('?', secret[0], flush=True)\n    input()\n";
    fs::write(game.dir.path().join("cheat.py"), cheat).unwrap();
    let player = format!("python3 cheat.py {}", game.path("tests/t1.in"));
    for fallback in [false, true] {
        let (output, _) = game.play_contained(&player, JURY, &["--json"], fallback);
        let text = String::from_utf8_lossy(&output.stdout);
        let value: serde_json::Value =
            serde_json::from_str(text.trim()).unwrap_or_else(|e| panic!("{e}: {text}"));
        let verdict = value["cases"][0]["verdict"].as_str().unwrap();
        match value["sandbox"]["answers"].as_str().unwrap() {
            "hidden (read-only view)" => assert_eq!(verdict, "WA", "fallback {fallback}: {text}"),
            readable => {
                assert_eq!(readable, "readable (no read-only view)");
                assert_eq!(verdict, "AC", "fallback {fallback}: said readable, and it is: {text}");
            }
        }
        if fallback {
            assert_eq!(value["sandbox"]["answers"], "readable (no read-only view)");
        }
    }
}

#[test]
fn garbage_is_pe_and_a_player_that_quits_or_crashes_gets_the_jurys_verdict() {
    let game = Game::new(&[500]);
    let (verdict, message, _) = game.only_verdict("echo 'hello jury'", JURY, &[]);
    assert_eq!((verdict.as_str(), message.contains("not a question")), ("PE", true), "{message}");
    // Quits without a word: the jury hears end of input and says WA.
    let (verdict, message, _) = game.only_verdict("true", JURY, &[]);
    assert_eq!((verdict.as_str(), message.contains("stopped after 0")), ("WA", true), "{message}");
    // Crashes after one question: the jury's WA comes before the player's RE.
    let crash = "python3 -c 'print(\"? 1\", flush=True); input(); raise SystemExit(7)'";
    let (verdict, message, dialogue) = game.only_verdict(crash, JURY, &[]);
    assert_eq!(verdict, "WA", "{message}");
    assert!(dialogue.contains("> ? 1\n< >\n"), "{dialogue}");
    // Wins, then crashes: nothing the jury can blame, so the player's RE stands.
    let win_then_crash = "python3 -c 'print(\"? 500\", flush=True); input(); raise SystemExit(7)'";
    let (verdict, message, _) = game.only_verdict(win_then_crash, JURY, &[]);
    assert_eq!(verdict, "RE", "{message}");
    assert!(message.contains('7'), "{message}");
}

#[test]
fn a_deadlock_ends_as_tle_at_the_players_limit_and_nothing_survives() {
    deadlock_is_tle_and_nothing_survives(false);
}

#[test]
fn the_fallback_mechanisms_judge_games_the_same_way() {
    let game = Game::new(&[777]);
    let (output, _) = game.play_contained("python3 search.py", JURY, &[], true);
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stdout));
    assert!(String::from_utf8_lossy(&output.stdout).contains("subreaper (fallback)"));
    deadlock_is_tle_and_nothing_survives(true);
}

fn deadlock_is_tle_and_nothing_survives(fallback: bool) {
    let game = Game::new(&[500]);
    let marker = format!("31.{}{}4159", std::process::id(), u8::from(fallback));
    // Both wait to read; the player also leaves a child behind.
    let player = format!("sh -c 'sleep {marker} & read x'");
    let (output, elapsed) = game.play_contained(&player, JURY, &["-t", "0.5", "--json"], fallback);
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains("\"verdict\":\"TLE\""), "{text}");
    assert!(elapsed < common::hang_bound(Duration::from_secs_f64(0.5)), "took {elapsed:?}");
    let survivors: Vec<String> = fs::read_dir("/proc")
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| fs::read_to_string(e.path().join("comm")).is_ok_and(|c| c.trim() == "sleep"))
        .filter_map(|e| fs::read(e.path().join("cmdline")).ok())
        .map(|c| String::from_utf8_lossy(&c).replace('\0', " "))
        .filter(|c| c.contains(&marker))
        .collect();
    assert!(survivors.is_empty(), "left running: {survivors:?}");
}

#[test]
fn the_players_limits_come_before_the_jurys_verdict() {
    let game = Game::new(&[500]);
    // Floods: OLE, though the jury (reading garbage) would say PE.
    let (verdict, message, _) = game.only_verdict("yes '? 1'", JURY, &["--output-limit", "1"]);
    assert_eq!(verdict, "OLE", "{message}");
    // Asks once, then spins: TLE, though the jury waits forever too.
    let spin = "python3 -c 'print(\"? 1\", flush=True)\nwhile True: pass'";
    let (verdict, message, _) = game.only_verdict(spin, JURY, &["-t", "0.5"]);
    assert_eq!(verdict, "TLE", "{message}");
}

/// The player is charged its own CPU time, as Codeforces and Kattis charge it, not the
/// wall-clock time of a game in which the jury thinks: a jury spending 80 ms of CPU before each
/// reply makes a twenty-question game last over 1.5 s, and a player using a few milliseconds is
/// accepted under a 1 s limit.
#[test]
fn the_player_is_charged_its_own_cpu_time_not_the_jurys_thinking() {
    let game = Game::new(&[777]);
    let reply = "    print(\"<\" if secret < x";
    let thinking =
        "    spent = time.process_time()\n    while time.process_time() - spent < 0.08:\n        pass\n";
    assert!(GUESS_JURY.contains(reply));
    let slow = format!("import time\n{}", GUESS_JURY.replace(reply, &format!("{thinking}{reply}")));
    fs::write(game.dir.path().join("slow.py"), slow).unwrap();
    let (verdict, message, _) = game.only_verdict("python3 search.py", "python3 slow.py", &["-t", "1"]);
    assert_eq!(verdict, "AC", "{message}");
}

#[test]
fn a_jury_that_crashes_floods_or_fails_is_fail_never_a_verdict_on_the_player() {
    let game = Game::new(&[500]);
    let player = "python3 search.py";
    let (verdict, message, _) = game.only_verdict(player, "sh -c 'kill -SEGV $$'", &[]);
    assert_eq!(verdict, "FAIL", "{message}");
    assert!(message.contains("SIGSEGV"), "{message}");
    let (verdict, message, _) = game.only_verdict(player, "sh -c 'echo broken >&2; exit 3'", &[]);
    assert_eq!((verdict.as_str(), message.contains("broken")), ("FAIL", true), "{message}");
    let (verdict, message, _) = game.only_verdict(player, "sh -c 'exit 9'", &[]);
    assert_eq!((verdict.as_str(), message.contains("unexpected code 9")), ("FAIL", true), "{message}");
    // Floods a player that has stopped reading: bounded, and the jury's fault.
    let (verdict, message, _) = game.only_verdict("true", "yes x", &[]);
    assert_eq!((verdict.as_str(), message.contains("printed more than")), ("FAIL", true), "{message}");
    // An INPUT the jury refuses (exit 3) is a FAIL with its words.
    fs::write(game.dir.path().join("tests/t1.in"), "zero\n").unwrap();
    let (verdict, message, _) = game.only_verdict(player, JURY, &[]);
    assert_eq!((verdict.as_str(), message.contains("invalid input")), ("FAIL", true), "{message}");
}

/// A jury that spins instead of answering: the player, waiting, is stopped at its wall-clock
/// bound, and the verdict is the jury's FAIL, not the player's TLE. A jury that hangs after a
/// player is gone is stopped its time limit and a second later, not at the end of its own
/// limit (twice the player's bound and 5 s). A deadlock stays the player's TLE: its jury hears
/// the end of input then and ends (`deadlock_is_tle_and_nothing_survives`).
#[test]
fn a_jury_that_spins_or_hangs_is_fail_and_is_not_waited_for_past_the_game() {
    let game = Game::new(&[500]);
    let spinning = "python3 -c 'import sys\nsys.stdin.readline()\nwhile True: pass'";
    let (verdict, message, _) = game.only_verdict("python3 search.py", spinning, &["-t", "0.5"]);
    assert_eq!(verdict, "FAIL", "{message}");
    assert!(message.contains("still running 1.5 s after the solution ended"), "{message}");
    assert!(message.contains("the solution was waiting"), "{message}");
    let hanging = "python3 -c 'import time\ntime.sleep(1000)'";
    let (verdict, message, _) = game.only_verdict("true", hanging, &["-t", "0.5"]);
    assert_eq!(verdict, "FAIL", "{message}");
    assert!(message.contains("still running 1.5 s after the solution ended"), "{message}");
}

#[test]
fn a_jury_writing_to_a_player_that_is_gone_gets_no_sigpipe_and_decides() {
    let game = Game::new(&[500]);
    // Writes 1 MiB to a player that has already exited, then waits for an answer.
    let jury = "python3 -c 'import sys\nsys.stdout.write(\"x\" * (1 << 20)); sys.stdout.flush()\n\
                if not sys.stdin.readline(): print(\"no answer\", file=sys.stderr); sys.exit(1)'";
    let (verdict, message, _) = game.only_verdict("true", jury, &[]);
    assert_eq!(verdict, "WA", "{message}");
    assert!(message.contains("no answer"), "{message}");
}

#[test]
fn the_transcript_keeps_every_line_of_every_test_in_order() {
    let game = Game::new(&[3, 1]);
    let file = game.path("dialogue.txt");
    let (output, _) = game.play("python3 count.py", JURY, &["--transcript", &file]);
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stdout));
    let text = fs::read_to_string(&file).unwrap();
    assert_eq!(text, "=== t1 (AC)\n> ? 1\n< >\n> ? 2\n< >\n> ? 3\n< =\n=== t2 (AC)\n> ? 1\n< =\n");
    // Without an interactor there is no dialogue to save.
    let output = nimkit()
        .current_dir(game.dir.path())
        .args(["test", "tests", "-c", "cat", "--transcript", &file])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn inputs_alone_are_tests_only_with_an_interactor() {
    let game = Game::new(&[5]);
    let output = nimkit().current_dir(game.dir.path()).args(["test", "tests", "-c", "cat"]).output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("t1.in: no expected output") && stderr.contains("--interactor"), "{stderr}");
}

/// A Rust jury (compiled by nimkit like a checker) against a Rust player that reads with
/// nimkit's line scanner and writes through its flushing output.
#[test]
fn rust_jury_and_rust_player_with_nimkit_io() {
    let dir = tempfile::tempdir().unwrap();
    // Echo game: the jury sends k numbers one at a time; the player must answer each with its
    // double before the next one comes.
    fs::write(
        dir.path().join("jury.rs"),
        r#"
use std::io::{BufRead, Write};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let rounds: u64 = match std::fs::read_to_string(&args[1]).ok().and_then(|t| t.trim().parse().ok()) {
        Some(k) => k,
        None => { eprintln!("bad input"); std::process::exit(3) }
    };
    let mut input = std::io::stdin().lock();
    let mut out = std::io::stdout().lock();
    let mut line = String::new();
    writeln!(out, "{rounds}").unwrap();
    for i in 1..=rounds {
        if writeln!(out, "{i}").and_then(|_| out.flush()).is_err() {
            eprintln!("the player stopped reading"); std::process::exit(1)
        }
        line.clear();
        if input.read_line(&mut line).unwrap_or(0) == 0 { eprintln!("no answer to {i}"); std::process::exit(1) }
        match line.trim().parse::<u64>() {
            Ok(x) if x == 2 * i => {}
            Ok(x) => { eprintln!("{x} is not the double of {i}"); std::process::exit(1) }
            Err(_) => { eprintln!("not a number: {}", line.trim()); std::process::exit(2) }
        }
    }
}
"#,
    )
    .unwrap();
    fs::write(
        dir.path().join("player.rs"),
        r#"
use nimkit::io::{interactive_output, stdin_scanner};
fn main() {
    let mut sc = stdin_scanner();
    let mut out = interactive_output();
    let rounds: u64 = sc.next();
    for _ in 0..rounds {
        let x: u64 = sc.next();
        out.put(2 * x).newline();
    }
}
"#,
    )
    .unwrap();
    // The same player with the plain buffered Output: its answers never leave, a deadlock.
    fs::write(
        dir.path().join("buffered.rs"),
        r#"
use nimkit::io::{stdin_scanner, stdout_output};
fn main() {
    let mut sc = stdin_scanner();
    let mut out = stdout_output();
    let rounds: u64 = sc.next();
    for _ in 0..rounds {
        let x: u64 = sc.next();
        out.put(2 * x).newline();
    }
}
"#,
    )
    .unwrap();
    fs::create_dir(dir.path().join("tests")).unwrap();
    fs::write(dir.path().join("tests/short.in"), "3\n").unwrap();
    fs::write(dir.path().join("tests/long.in"), "20000\n").unwrap();
    // The time limit is a hang bound for the flushing player (speed is benches/'s business) and
    // short for the deadlocked one, which never finishes whatever the limit.
    let run = |player: &str, time_limit: &str| {
        nimkit()
            .current_dir(dir.path())
            .args(["test", "tests", player, "--interactor", "jury.rs", "-t", time_limit, "--json"])
            .output()
            .unwrap()
    };
    let output = run("player.rs", "60");
    let text = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{text}\n{}", String::from_utf8_lossy(&output.stderr));
    assert_eq!(text.matches("\"verdict\":\"AC\"").count(), 3, "{text}");
    let output = run("buffered.rs", "1");
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains("\"verdict\":\"TLE\""), "{text}");
}

#[test]
fn stress_plays_generated_games_until_the_player_loses_then_shrinks_and_saves_the_input() {
    let game = Game::new(&[]);
    fs::write(
        game.dir.path().join("gen.py"),
        "import sys, random\nr = random.Random(int(sys.argv[1]) * 1000 + int(sys.argv[2]))\nprint(r.randint(1, 10**6))\n",
    )
    .unwrap();
    // Searches only up to 500 000: loses on every larger secret.
    fs::write(game.dir.path().join("capped.py"), BINARY_SEARCH.replace("10**6", "500000")).unwrap();
    let saved = game.dir.path().join("saved");
    // The time limit is a hang bound: two Python programs in a dialogue on a busy two-core CI
    // machine once stood still for 2 s (stress judges such a TLE again, but the second run may
    // be starved too).
    let output = nimkit()
        .current_dir(game.dir.path())
        .args(["stress", "--gen", "python3 gen.py", "--sol", "python3 capped.py", "--interactor", JURY])
        .args(["--count", "200", "--seed", "1", "-j", "2", "--shrink-time", "5", "-t", "10", "--save"])
        .arg(&saved)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{stdout}\n{}", String::from_utf8_lossy(&output.stderr));
    assert!(stdout.contains("found: the solution gets WA"), "{stdout}");
    assert!(stdout.contains("dialogue (the last 20 lines each way"), "{stdout}");
    // The input alone is saved, and it still beats the player: a secret above its range.
    let input = fs::read_to_string(saved.join("stress-1.in")).unwrap();
    assert!(!saved.join("stress-1.out").exists());
    let secret: u32 = input.trim().parse().unwrap();
    assert!(secret > 500_000 && secret <= 1_000_000, "{secret}\n{stdout}");
    // The solution that searches the whole range survives the same search.
    let output = nimkit()
        .current_dir(game.dir.path())
        .args(["stress", "--gen", "python3 gen.py", "--sol", "python3 search.py", "--interactor", JURY])
        .args(["--count", "20", "--seed", "1", "-j", "2", "-t", "10"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stdout));
}

#[test]
fn with_answers_and_a_checker_the_checker_judges_the_interactors_output_file() {
    let game = Game::new(&[1, 3]);
    // The jury writes `found in N` to OUTPUT; the answers ask for one question and for three.
    fs::write(game.dir.path().join("tests/t1.out"), "found in 1\n").unwrap();
    fs::write(game.dir.path().join("tests/t2.out"), "found in 2\n").unwrap();
    let checker = r#"sh -c 'cmp -s "$2" "$3" || { echo "output file differs"; exit 1; }' checker"#;
    let results = game.verdicts("python3 count.py", JURY, &["--checker", checker]);
    assert_eq!(results[0].0, "AC", "{results:?}");
    assert_eq!(results[1].0, "WA", "the game was won, but in 3 questions: {results:?}");
    assert!(results[1].1.contains("output file differs"), "{results:?}");
}

/// Without answer files the checker still judges every game the jury accepted (as on Polygon),
/// given an empty answer: it reads what it needs from the interactor's OUTPUT.
#[test]
fn without_answers_the_checker_still_judges_the_interactors_output_file() {
    let game = Game::new(&[1, 3]);
    let checker = r#"sh -c 'test ! -s "$3" && grep -q "found in 1$" "$2" || { echo "not found at once"; exit 1; }' checker"#;
    let results = game.verdicts("python3 count.py", JURY, &["--checker", checker]);
    assert_eq!(results[0].0, "AC", "{results:?}");
    assert_eq!(results[1].0, "WA", "the jury accepted, the checker did not: {results:?}");
    assert!(results[1].1.contains("not found at once"), "{results:?}");
}

#[test]
fn input_with_an_interactor_plays_one_game_and_prints_the_whole_dialogue() {
    let game = Game::new(&[2]);
    fs::write(game.path("mine.in"), "3\n").unwrap();
    let (output, _) = game.play("python3 count.py", JURY, &["--input", "mine.in"]);
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
    assert_eq!(String::from_utf8_lossy(&output.stdout), "> ? 1\n< >\n> ? 2\n< >\n> ? 3\n< =\n");
    assert!(String::from_utf8_lossy(&output.stderr).contains("── AC"));
    fs::write(game.path("far.in"), "40\n").unwrap();
    let (output, _) = game.play("python3 count.py", JURY, &["--input", "far.in"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stderr).contains("── WA interactor: more than 30 questions"));
}

/// `--transcript` never replaces a file of the user's (the audit's case: the solution itself),
/// only an earlier transcript, or any file with `--force`; a refusal judges nothing.
#[test]
fn the_transcript_never_overwrites_a_file_that_is_not_an_earlier_transcript() {
    let game = Game::new(&[1]);
    let notes = game.path("notes.txt");
    fs::write(&notes, "mine\n").unwrap();
    let (output, _) = game.play("python3 count.py", JURY, &["--transcript", &notes]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("refusing to overwrite") && stderr.contains("--force"), "{stderr}");
    assert_eq!(fs::read_to_string(&notes).unwrap(), "mine\n");
    let solution = game.path("count.py");
    let source = fs::read_to_string(&solution).unwrap();
    let output = nimkit()
        .current_dir(game.dir.path())
        .args(["test", "tests", "count.py", "--interactor", JURY, "-t", "10"])
        .args(["--transcript", &solution, "--force"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2), "{}", String::from_utf8_lossy(&output.stderr));
    assert_eq!(fs::read_to_string(&solution).unwrap(), source, "the solution is never overwritten");
    // An earlier transcript is replaced, and --force replaces the notes.
    for _ in 0..2 {
        let (output, _) = game.play("python3 count.py", JURY, &["--transcript", &notes, "--force"]);
        assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
        assert!(fs::read_to_string(&notes).unwrap().starts_with("=== t1 (AC)\n"));
    }
    let (output, _) = game.play("python3 count.py", JURY, &["--transcript", &notes]);
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
}

/// The games' folders are the jury's too: a testlib jury that writes the secret into its OUTPUT
/// file before asking anything, and a player that looks for it in every game folder under the
/// temporary folder (its own game's and those played beside it), finds nothing where the
/// read-only view hides them.
#[test]
fn a_player_cannot_read_the_jurys_output_file() {
    let game = Game::new(&[654_321]);
    let jury = GUESS_JURY.replace(
        "out = open(sys.argv[2], \"w\")",
        "out = open(sys.argv[2], \"w\"); out.write(str(secret) + \"\\n\"); out.flush()",
    );
    assert_ne!(jury, GUESS_JURY, "the jury tells its OUTPUT file the secret");
    fs::write(game.dir.path().join("telling_jury.py"), jury).unwrap();
    // It looks for two seconds: the jury may not have written yet when it starts.
    let cheat = "import glob, sys, time\nfound = []\nend = time.time() + 2\nwhile not found and time.time() < end:\n\
                 \x20   found = [w for f in glob.glob(sys.argv[1] + '/nimkit-game*/**/output.txt', recursive=True) for w in open(f).read().split()]\n\
                 if found:\n    print('?', found[0], flush=True)\n    input()\n";
    fs::write(game.dir.path().join("cheat.py"), cheat).unwrap();
    let player = format!("python3 cheat.py {}", std::env::temp_dir().display());
    let (output, _) = game.play_contained(&player, "python3 telling_jury.py", &["--json"], false);
    let text = String::from_utf8_lossy(&output.stdout);
    let value: serde_json::Value =
        serde_json::from_str(text.trim()).unwrap_or_else(|e| panic!("{e}: {text}"));
    if value["sandbox"]["answers"] == "hidden (read-only view)" {
        assert_eq!(value["cases"][0]["verdict"], "WA", "{text}");
    }
}
