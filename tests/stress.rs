//! `nimkit stress` end to end on small games where a known-wrong solution differs from a
//! brute force: the failure is found, shrunk to one or two tiny piles, saved without
//! overwriting, and the saved case really is valid (the brute accepts it) and really fails
//! (`nimkit test` rejects the wrong solution on it). Helper crashes are never blamed on
//! the solution.

use crate::common;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

fn nimkit() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_nimkit"));
    // Shared with tests/judge.rs: compiled fixtures are reused between tests and runs.
    command.env("NIMKIT_CACHE", Path::new(env!("CARGO_TARGET_TMPDIR")).join("nimkit-cache"));
    command.env("NO_COLOR", "1");
    // A solved problem is recorded here, not in the user's ~/.local/share/nimkit.
    command.env("NIMKIT_PROGRESS", Path::new(env!("CARGO_TARGET_TMPDIR")).join("nimkit-progress/solved.txt"));
    command
}

fn fixture(name: &str) -> String {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "fixtures", "stress", name].iter().collect();
    path.to_string_lossy().into_owned()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn code(output: &Output) -> i32 {
    output.status.code().expect("nimkit exited normally")
}

/// `nimkit stress --gen G --sol S --brute B EXTRA...`, by default `--seed 1 -j 2 --count 400`.
fn stress(game: &str, sol: &str, extra: &[&str]) -> Output {
    let mut command = nimkit();
    command
        .arg("stress")
        .args(["--gen", &fixture(&format!("{game}_gen.rs"))])
        .args(["--sol", &fixture(sol)])
        .args(["--brute", &fixture(&format!("{game}_brute.rs"))])
        .args(extra);
    for (flag, value) in [("--seed", "1"), ("-j", "2"), ("--count", "400")] {
        if !extra.contains(&flag) {
            command.args([flag, value]);
        }
    }
    command.output().unwrap()
}

/// The numbers of a saved input.
fn numbers(path: &Path) -> Vec<u64> {
    let input = fs::read_to_string(path).unwrap();
    input.split_whitespace().map(|t| t.parse().unwrap()).collect()
}

/// Runs the wrong solution to a failure, saves it, and checks the saved case: the brute
/// accepts it (`nimkit test` with the brute as solution: AC, so it exits 0 and its answer
/// is the saved one) and the wrong solution fails on it. Returns the saved numbers.
fn find_save_and_recheck(game: &str, wrong: &str, extra: &[&str]) -> Vec<u64> {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().to_string_lossy().into_owned();
    let mut args = vec!["--save", save.as_str()];
    args.extend_from_slice(extra);
    let output = stress(game, wrong, &args);
    let stdout = text(&output.stdout);
    assert_eq!(code(&output), 1, "stdout:\n{stdout}\nstderr:\n{}", text(&output.stderr));
    assert!(stdout.contains("found: the solution gets WA"), "{stdout}");
    assert!(stdout.contains("shrunk: "), "{stdout}");
    assert!(stdout.contains("candidate run(s)"), "{stdout}");
    let saved = dir.path().join("stress-1.in");
    assert!(dir.path().join("stress-1.out").is_file(), "{stdout}");

    let brute =
        nimkit().arg("test").arg(dir.path()).arg(fixture(&format!("{game}_brute.rs"))).output().unwrap();
    assert_eq!(code(&brute), 0, "the brute must accept the shrunk input:\n{}", text(&brute.stdout));
    let wrong_run = nimkit().arg("test").arg(dir.path()).arg(fixture(wrong)).output().unwrap();
    assert_eq!(code(&wrong_run), 1, "the shrunk input must still fail:\n{}", text(&wrong_run.stdout));
    assert!(text(&wrong_run.stdout).contains("WA"), "{}", text(&wrong_run.stdout));
    numbers(&saved)
}

#[test]
fn xor_of_sizes_on_a_bounded_take_game_shrinks_to_one_small_pile() {
    let numbers = find_save_and_recheck("take", "take_xor.rs", &[]);
    // `n k` then n piles: one or two piles of a few stones, with a small k.
    let (n, k, piles) = (numbers[0], numbers[1], &numbers[2..]);
    assert!(n <= 2 && piles.len() as u64 == n, "{numbers:?}");
    assert!(k <= 3 && piles.iter().all(|&a| a <= 4), "{numbers:?}");
}

#[test]
fn normal_rule_on_misere_nim_shrinks_to_one_stone() {
    let numbers = find_save_and_recheck("misere", "misere_normal.rs", &[]);
    // The generator always prints two piles or more; the brute accepts one: `1 1` is minimal.
    assert_eq!(numbers, [1, 1]);
}

#[test]
fn a_validator_keeps_the_shrunk_input_within_its_constraints() {
    let validator = fixture("at_least_two_piles.rs");
    let numbers = find_save_and_recheck("misere", "misere_normal.rs", &["--validator", &validator]);
    // At least two piles are demanded: misère and normal play first differ on two single stones.
    assert_eq!(numbers, [2, 1, 1]);
}

#[test]
fn even_stairs_on_staircase_nim_shrinks_to_a_few_coins() {
    let numbers = find_save_and_recheck("stairs", "stairs_even.rs", &[]);
    let (n, stairs) = (numbers[0], &numbers[1..]);
    assert!(n <= 2 && stairs.len() as u64 == n, "{numbers:?}");
    assert!(stairs.iter().sum::<u64>() <= 2, "{numbers:?}");
}

#[test]
fn a_correct_solution_runs_its_whole_budget() {
    let output = stress("take", "take_mod.rs", &["--count", "200"]);
    let stdout = text(&output.stdout);
    assert_eq!(code(&output), 0, "stdout:\n{stdout}\nstderr:\n{}", text(&output.stderr));
    assert!(stdout.contains("no failure in 200 cases (sizes 1..=15)"), "{stdout}");
}

#[test]
fn the_reported_case_does_not_depend_on_the_number_of_threads() {
    let found = |jobs: &str| {
        // With seed 14 the first failing case is not among the first few, and several
        // later ones fail too: threads finish them in any order.
        let output = stress("take", "take_xor.rs", &["-j", jobs, "--seed", "14", "--shrink-time", "0"]);
        assert_eq!(code(&output), 1, "{}", text(&output.stderr));
        let stdout = text(&output.stdout);
        stdout.lines().find(|l| l.starts_with("found:")).unwrap().split(", after").next().unwrap().to_string()
    };
    let sequential = found("1");
    let index: u64 = sequential.split("case #").nth(1).unwrap().split(' ').next().unwrap().parse().unwrap();
    assert!(index >= 4, "the test needs a failure that is not the first case: {sequential}");
    assert_eq!(found("2"), sequential);
    assert_eq!(found("4"), sequential);
}

#[test]
fn saving_never_overwrites_and_takes_the_next_number() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("stress-1.in"), "mine\n").unwrap();
    fs::write(dir.path().join("stress-1.out"), "kept\n").unwrap();
    let save = dir.path().to_string_lossy().into_owned();
    for _ in 0..2 {
        let output = stress("misere", "misere_normal.rs", &["--save", &save, "--shrink-time", "0"]);
        assert_eq!(code(&output), 1, "{}", text(&output.stderr));
    }
    assert_eq!(fs::read_to_string(dir.path().join("stress-1.in")).unwrap(), "mine\n");
    assert_eq!(fs::read_to_string(dir.path().join("stress-1.out")).unwrap(), "kept\n");
    for n in [2, 3] {
        let answer = fs::read_to_string(dir.path().join(format!("stress-{n}.out"))).unwrap();
        assert!(answer == "First\n" || answer == "Second\n", "{answer:?}");
        assert!(dir.path().join(format!("stress-{n}.in")).is_file());
    }
    assert!(!dir.path().join("stress-4.in").exists());
}

/// Runs stress with explicit programs (command lines allowed) and returns (code, stderr).
fn stress_with(gen: &str, sol: &str, brute: &str, extra: &[&str]) -> (i32, String, String) {
    let output = nimkit()
        .arg("stress")
        .args(["--gen", gen, "--sol", sol, "--brute", brute, "--seed", "1", "--count", "20"])
        .args(extra)
        .output()
        .unwrap();
    (code(&output), text(&output.stdout), text(&output.stderr))
}

#[test]
fn a_crashing_brute_is_reported_as_such() {
    let (code, stdout, stderr) =
        stress_with(&fixture("take_gen.rs"), &fixture("take_xor.rs"), "sh -c 'kill -SEGV $$'", &[]);
    assert_eq!(code, 5, "stdout:\n{stdout}\nstderr:\n{stderr}");
    assert!(stderr.contains("the brute failed") && stderr.contains("SIGSEGV"), "{stderr}");
    assert!(stderr.contains("not judged"), "{stderr}");
    assert!(!stdout.contains("WA"), "{stdout}");
}

#[test]
fn a_crashing_or_hanging_generator_is_reported_as_such() {
    let sol = fixture("take_xor.rs");
    let brute = fixture("take_brute.rs");
    let (code, _, stderr) = stress_with("sh -c 'echo oops >&2; exit 3'", &sol, &brute, &[]);
    assert_eq!(code, 4, "{stderr}");
    assert!(stderr.contains("the generator failed") && stderr.contains("exit code 3"), "{stderr}");
    assert!(stderr.contains("oops"), "{stderr}");

    let (code, _, stderr) = stress_with("sleep 5", &sol, &brute, &["--helper-time-limit", "0.3"]);
    assert_eq!(code, 4, "{stderr}");
    assert!(stderr.contains("the generator failed") && stderr.contains("timed out"), "{stderr}");
}

/// A generator that prints nothing is the generator's failure (exit 4), not the brute's or the
/// solution's; a brute that declines every case (exit code 4: too large) leaves nothing tested
/// (exit 5), not "no failure".
#[test]
fn an_empty_generator_or_a_brute_declining_everything_is_said() {
    let sol = fixture("take_xor.rs");
    let brute = fixture("take_brute.rs");
    let (code, _, stderr) = stress_with("sh -c 'printf \"\\n \"'", &sol, &brute, &[]);
    assert_eq!(code, 4, "{stderr}");
    assert!(stderr.contains("the generator failed") && stderr.contains("printed nothing"), "{stderr}");

    let (code, stdout, stderr) = stress_with(&fixture("take_gen.rs"), &sol, "sh -c 'exit 4'", &[]);
    assert_eq!(code, 5, "stdout:\n{stdout}\nstderr:\n{stderr}");
    let said = format!("{stdout}{stderr}");
    assert!(said.contains("nothing was compared") && !said.contains("no failure"), "{said}");
}

#[test]
fn usage_errors_exit_2_with_one_line() {
    let (code, _, stderr) = stress_with(&fixture("missing_gen.rs"), "cat", "cat", &[]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("missing_gen.rs: no such file"), "{stderr}");
    // A missing solution is the user's error as in `test`, not a judge FAIL (exit 3) on every run.
    let (code, _, stderr) = stress_with(&fixture("take_gen.rs"), "./nosuch", "cat", &[]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("--sol ./nosuch: no such file"), "{stderr}");
    let (code, _, stderr) = stress_with("cat", "cat", "cat", &["--time", "0"]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("--time"), "{stderr}");
    let without_brute = nimkit().args(["stress", "--gen", "cat", "--sol", "cat"]).output().unwrap();
    assert_eq!(without_brute.status.code(), Some(2));
}

#[test]
fn a_checker_judges_with_or_without_a_brute() {
    let gen = fixture("take_gen.rs");
    let sol = fixture("take_xor.rs");
    // With a brute, the checker gets its answer as ANSWER (here: a strict byte compare).
    let strict = r#"sh -c 'cmp -s "$2" "$3" || { echo outputs differ; exit 1; }' checker"#;
    let output = nimkit()
        .args(["stress", "--gen", &gen, "--sol", &sol, "--brute", &fixture("take_brute.rs")])
        .args(["--checker", strict, "--seed", "3", "--count", "100"])
        .output()
        .unwrap();
    let stdout = text(&output.stdout);
    assert_eq!(code(&output), 1, "{stdout}{}", text(&output.stderr));
    assert!(stdout.contains("outputs differ"), "{stdout}");

    // Without one, the checker decides alone, and only the generator can shrink the case.
    let first_only = r#"sh -c 'grep -qx First "$2" || { echo wants First; exit 1; }' checker"#;
    let output = nimkit()
        .args([
            "stress",
            "--gen",
            &gen,
            "--sol",
            &sol,
            "--checker",
            first_only,
            "--seed",
            "3",
            "--count",
            "100",
        ])
        .output()
        .unwrap();
    let stdout = text(&output.stdout);
    assert_eq!(code(&output), 1, "{stdout}{}", text(&output.stderr));
    assert!(stdout.contains("wants First"), "{stdout}");
    assert!(stdout.contains("the input itself was not shrunk"), "{stdout}");
}

#[test]
fn a_checker_that_cannot_decide_stops_the_search_with_exit_3() {
    let output = nimkit()
        .args(["stress", "--gen", &fixture("take_gen.rs"), "--sol", &fixture("take_mod.rs")])
        .args(["--checker", "sh -c 'echo broken; exit 3'", "--seed", "1", "--count", "20"])
        .output()
        .unwrap();
    let stderr = text(&output.stderr);
    assert_eq!(code(&output), 3, "{stderr}");
    assert!(stderr.contains("could not decide") && stderr.contains("broken"), "{stderr}");
}

#[test]
fn a_problem_folder_provides_the_generator_the_brute_and_the_limits() {
    let problem = tempfile::tempdir().unwrap();
    fs::write(problem.path().join("problem.toml"), "time_limit = 1.0\ncompare = \"tokens\"\n").unwrap();
    fs::copy(fixture("take_gen.rs"), problem.path().join("gen.rs")).unwrap();
    fs::copy(fixture("take_brute.rs"), problem.path().join("brute.rs")).unwrap();
    let run = |sol: &str| {
        nimkit()
            .args(["stress", "--problem", &problem.path().to_string_lossy(), "--sol", &fixture(sol)])
            .args(["--seed", "1", "--count", "100"])
            .output()
            .unwrap()
    };
    let wrong = run("take_xor.rs");
    let stdout = text(&wrong.stdout);
    assert_eq!(code(&wrong), 1, "{stdout}{}", text(&wrong.stderr));
    assert!(stdout.contains("gen.rs 3 2"), "{stdout}");
    // The comparison is the problem's (tokens), so the judge's message says so.
    assert!(stdout.contains("token"), "{stdout}");
    let right = run("take_mod.rs");
    assert_eq!(code(&right), 0, "{}", text(&right.stderr));

    fs::remove_file(problem.path().join("gen.rs")).unwrap();
    let no_generator = run("take_mod.rs");
    assert_eq!(code(&no_generator), 2);
    assert!(text(&no_generator.stderr).contains("no gen.rs"), "{}", text(&no_generator.stderr));
}

/// A problem of the bundled set: its reference solution uses nimkit, so stress must bundle
/// it exactly like `nimkit test` does.
#[test]
fn a_bundled_reference_solution_survives_and_a_known_wrong_one_is_caught() {
    let problem: PathBuf = [env!("CARGO_MANIFEST_DIR"), "problems", "misere-winner"].iter().collect();
    let run = |sol: &str, extra: &[&str]| {
        nimkit()
            .args(["stress", "--problem", &problem.to_string_lossy(), "--sol"])
            .arg(problem.join(sol))
            .args(["--seed", "1", "--count", "150", "-j", "2"])
            .args(extra)
            .output()
            .unwrap()
    };
    let reference = run("solution.rs", &[]);
    assert_eq!(code(&reference), 0, "{}{}", text(&reference.stdout), text(&reference.stderr));

    let dir = tempfile::tempdir().unwrap();
    let wrong = run("wrong/normal_rule.rs", &["--save", &dir.path().to_string_lossy()]);
    assert_eq!(code(&wrong), 1, "{}{}", text(&wrong.stdout), text(&wrong.stderr));
    let judged = nimkit().arg("test").arg(dir.path()).arg(problem.join("solution.rs")).output().unwrap();
    assert_eq!(
        code(&judged),
        0,
        "the reference solution agrees with the saved answer:\n{}",
        text(&judged.stdout)
    );
}

/// Ctrl-C or SIGTERM while the solution is still passing: the cases the interrupt killed are
/// no failure, so there is no "found" line, `--save` writes nothing, and the exit code is 130
/// (143 for SIGTERM).
#[test]
fn an_interrupted_stress_reports_no_failure_it_did_not_find_and_saves_nothing() {
    for signal in [libc::SIGINT, libc::SIGTERM] {
        let dir = tempfile::tempdir().unwrap();
        let save = dir.path().join("saved");
        // A correct but slow solution: every case passes, each takes 0.2 s. A room cannot write
        // outside its folder, so a running case is seen by its sleep's command line.
        let marker = format!("0.2000{}{signal}", std::process::id());
        let sol = format!("sh -c 'read x; sleep {marker}; echo $x'");
        let mut stress = nimkit()
            .args(["stress", "--gen", "sh -c 'echo $1' gen", "--sol", &sol, "--brute", "cat"])
            .args(["--time", "60", "-j", "2", "--seed", "5", "--save", save.to_str().unwrap()])
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let started = Instant::now();
        while processes_with(&marker).is_empty() {
            assert!(started.elapsed() < Duration::from_secs(60), "the solution never ran");
            std::thread::sleep(Duration::from_millis(10));
        }
        // Some cases pass, and some are in progress when the signal comes.
        std::thread::sleep(Duration::from_millis(700));
        // SAFETY: a signal to the nimkit we started.
        unsafe { libc::kill(stress.id() as i32, signal) };
        let signalled = Instant::now();
        while stress.try_wait().unwrap().is_none() {
            assert!(
                signalled.elapsed() < common::hang_bound(Duration::from_secs(3)),
                "stress still running after the signal"
            );
            std::thread::sleep(Duration::from_millis(10));
        }
        let output = stress.wait_with_output().unwrap();
        let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
        assert_eq!(output.status.code(), Some(128 + signal), "stdout:\n{stdout}\nstderr:\n{stderr}");
        let both = format!("{stdout}{stderr}");
        assert!(!both.lines().any(|l| l.starts_with("found")), "stdout:\n{stdout}\nstderr:\n{stderr}");
        assert!(!both.contains("saved as"), "{both}");
        // Whole words: the containment warning of an unprivileged judge says "see README".
        let words: Vec<&str> = both.split(|c: char| !c.is_alphanumeric()).collect();
        for false_verdict in ["RE", "WA", "TLE", "killed", "failed"] {
            assert!(!words.contains(&false_verdict), "{false_verdict} in:\n{both}");
        }
        assert!(stdout.contains("interrupted") && stdout.contains("nothing saved"), "{stdout}");
        let saved: Vec<_> = fs::read_dir(&save).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert!(saved.is_empty(), "saved after an interrupt: {saved:?}");
    }
}

/// A generator that reads /dev/urandom or the clock instead of its seed is refused (exit 4):
/// its counterexamples could not be regenerated. The seconds clock differs only across a
/// second, so it is caught by the check after the search.
#[test]
fn a_generator_that_ignores_its_seed_is_refused() {
    for gen in ["sh -c 'od -An -N8 -tu8 /dev/urandom' gen", "sh -c 'date +%s' gen"] {
        let (code, stdout, stderr) = stress_with(gen, "cat", "cat", &[]);
        assert_eq!(code, 4, "{gen}: stdout:\n{stdout}\nstderr:\n{stderr}");
        assert!(
            stderr.contains(&format!(
                "the generator ignores its seed (two runs of `{gen} 1 1` printed different inputs"
            )),
            "{stderr}"
        );
        assert!(stderr.contains("a saved counterexample could not be reproduced"), "{stderr}");
        assert!(!stdout.contains("no failure"), "{stdout}");
    }
}

/// An interrupt while shrinking: the failure was real and is shown (the smallest input judged
/// before the interrupt), but nothing is saved and the exit code is 143 for SIGTERM.
#[test]
fn an_interrupt_while_shrinking_shows_the_real_failure_and_saves_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("saved");
    // Wrong on every non-empty input, slowly: shrinking has many candidates to judge. Each run
    // is seen by its sleep's command line (a room cannot write outside its folder).
    let marker = format!("0.2000{}", std::process::id());
    let sol = format!(r#"sh -c 'read x; sleep {marker}; if [ -n "$x" ]; then echo wrong; fi'"#);
    let mut stress = nimkit()
        .args(["stress", "--gen", "sh -c 'seq $1 $(($1 + 40))' gen", "--sol", &sol, "--brute", "cat"])
        .args(["-j", "2", "--seed", "1000", "--save", save.to_str().unwrap()])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // stdout is read as it comes: shrinking has started once the `found` line is out.
    let found_line = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let reader = {
        let mut pipe = stress.stdout.take().unwrap();
        let found_line = found_line.clone();
        std::thread::spawn(move || {
            use std::io::Read;
            let (mut all, mut chunk) = (Vec::new(), [0u8; 4096]);
            while let Ok(n) = pipe.read(&mut chunk) {
                if n == 0 {
                    break;
                }
                all.extend_from_slice(&chunk[..n]);
                if all.starts_with(b"found:") {
                    found_line.store(true, std::sync::atomic::Ordering::SeqCst);
                }
            }
            all
        })
    };
    let started = Instant::now();
    while !found_line.load(std::sync::atomic::Ordering::SeqCst) {
        assert!(started.elapsed() < Duration::from_secs(60), "no failure found");
        std::thread::sleep(Duration::from_millis(10));
    }
    // A few shrinking candidates judged, then the interrupt.
    let mut runs = std::collections::HashSet::new();
    while runs.len() < 4 {
        assert!(started.elapsed() < Duration::from_secs(60), "shrinking never started");
        runs.extend(processes_with(&marker));
        std::thread::sleep(Duration::from_millis(10));
    }
    // SAFETY: a signal to the nimkit we started.
    unsafe { libc::kill(stress.id() as i32, libc::SIGTERM) };
    let signalled = Instant::now();
    while stress.try_wait().unwrap().is_none() {
        assert!(
            signalled.elapsed() < common::hang_bound(Duration::from_secs(3)),
            "stress still running after the signal"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    let stdout_bytes = reader.join().unwrap();
    let output = stress.wait_with_output().unwrap();
    let (stdout, stderr) = (text(&stdout_bytes), text(&output.stderr));
    assert_eq!(output.status.code(), Some(143), "stdout:\n{stdout}\nstderr:\n{stderr}");
    assert!(stdout.starts_with("found: the solution gets WA on case #0"), "{stdout}");
    assert!(stdout.contains("note: shrinking was interrupted"), "{stdout}");
    assert!(stdout.contains("found `wrong`"), "the case shown really fails:\n{stdout}");
    assert!(
        stdout.contains("interrupted (SIGTERM) while shrinking") && stdout.contains("nothing saved"),
        "{stdout}"
    );
    assert!(!stdout.contains("saved as"), "{stdout}");
    assert_eq!(fs::read_dir(&save).unwrap().count(), 0, "saved after an interrupt");
}

/// The running `sleep` processes whose command line holds `marker` (nimkit's own command line
/// holds it too, so the program's name is checked).
fn processes_with(marker: &str) -> Vec<i32> {
    let mut found = Vec::new();
    for entry in fs::read_dir("/proc").unwrap().flatten() {
        let Some(pid) = entry.file_name().to_str().and_then(|n| n.parse::<i32>().ok()) else { continue };
        let Ok(cmdline) = fs::read(format!("/proc/{pid}/cmdline")) else { continue };
        let is_sleep = fs::read_to_string(format!("/proc/{pid}/comm")).is_ok_and(|c| c.trim() == "sleep");
        if is_sleep && cmdline.windows(marker.len()).any(|w| w == marker.as_bytes()) {
            found.push(pid);
        }
    }
    found
}

#[test]
fn a_timeout_that_the_second_judgement_does_not_repeat_is_no_failure_but_a_note() {
    // Without Landlock (the fallback) a solution may leave a mark: this one stands still on its
    // first run only, as a run starved by a busy machine does, and is right otherwise.
    let dir = tempfile::tempdir().unwrap();
    let mark = dir.path().join("stood-still");
    let sol = format!("sh -c 'mkdir \"{}\" 2>/dev/null && sleep 5; cat'", mark.display());
    let run = |sol: &str| {
        nimkit()
            .env("NIMKIT_SANDBOX", "fallback")
            .arg("stress")
            .args(["--gen", "printf '%s %s'", "--sol", sol, "--brute", "cat", "--seed", "1"])
            .args(["--count", "3", "-j", "1", "-t", "0.5"])
            .output()
            .unwrap()
    };
    let output = run(&sol);
    let stdout = text(&output.stdout);
    assert_eq!(code(&output), 0, "{stdout}\n{}", text(&output.stderr));
    assert!(mark.is_dir(), "the first run never stood still: {stdout}");
    assert!(stdout.contains("note: 1 TLE(s) of runs that stood still"), "{stdout}");
    // A solution that always stands still is TLE, and no note blames the machine.
    let output = run("sh -c 'sleep 5'");
    let stdout = text(&output.stdout);
    assert_eq!(code(&output), 1, "{stdout}\n{}", text(&output.stderr));
    assert!(stdout.contains("found: the solution gets TLE on case #0"), "{stdout}");
    assert!(!stdout.contains("stood still"), "{stdout}");
}
