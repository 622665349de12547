//! `nimkit test` end to end: hostile solutions get the right verdict and the judge
//! returns within the time limit plus one second; malformed input gives one clear line.

mod common;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use common::{one_test, processes_with};

/// Time limit given to hostile solutions, and the slack the judge may take beyond it.
const LIMIT: f64 = 0.5;

/// nimkit with the mechanisms this kernel grants, a cache shared by all tests and kept between
/// runs (compiled binaries, crates), no colours.
fn nimkit() -> Command {
    common::nimkit(None)
}

struct Judged {
    output: Output,
    elapsed: Duration,
}

impl Judged {
    fn stdout(&self) -> String {
        String::from_utf8_lossy(&self.output.stdout).into_owned()
    }
    fn stderr(&self) -> String {
        String::from_utf8_lossy(&self.output.stderr).into_owned()
    }
    fn code(&self) -> i32 {
        self.output.status.code().expect("nimkit exited normally")
    }
    /// The verdict of the only test, from `--json`.
    fn verdict(&self) -> (String, String) {
        let value: serde_json::Value = serde_json::from_str(self.stdout().trim())
            .unwrap_or_else(|e| panic!("not JSON ({e}): {}\nstderr: {}", self.stdout(), self.stderr()));
        let case = &value["cases"][0];
        (case["verdict"].as_str().unwrap().to_string(), case["message"].as_str().unwrap().to_string())
    }
}

fn judge(dir: &Path, solution: &[&str], extra: &[&str]) -> Judged {
    let start = Instant::now();
    let output = nimkit()
        .arg("test")
        .arg(dir)
        .args(solution)
        .args(if extra.contains(&"--time-limit") {
            vec![]
        } else {
            vec!["--time-limit".to_string(), LIMIT.to_string()]
        })
        .args(["-j", "1", "--json"])
        .args(extra)
        .output()
        .unwrap();
    Judged { output, elapsed: start.elapsed() }
}

/// Judges `--command CMD` on one test and checks verdict and the time bound.
fn hostile_command(command: &str, input: &[u8], answer: &[u8], extra: &[&str]) -> (String, String) {
    let dir = one_test(input, answer);
    let judged = judge(dir.path(), &["--command", command], extra);
    assert_within_limit(&judged);
    judged.verdict()
}

fn assert_within_limit(judged: &Judged) {
    let bound = common::hang_bound(Duration::from_secs_f64(LIMIT));
    assert!(judged.elapsed < bound, "judge took {:?} (bound {bound:?}): {}", judged.elapsed, judged.stdout());
}

/// Small Rust programs compiled once (unoptimised: they only misbehave).
fn hostile_binary(name: &str) -> PathBuf {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    let dir = BUILT.get_or_init(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("hostile");
        fs::create_dir_all(&dir).unwrap();
        let programs = [
            ("spin", "fn main() { let mut x = 0u64; loop { x = std::hint::black_box(x + 1); } }"),
            (
                "hog",
                "fn main() { let v = vec![1u8; 1 << 30]; println!(\"{}\", v.iter().map(|&b| b as u64).sum::<u64>()); }",
            ),
            (
                "grow",
                "fn main() { let mut all = Vec::new(); loop { all.push(vec![7u8; 1 << 20]); \
                 if all.len() == usize::MAX { break; } } println!(\"{}\", all.len()); }",
            ),
            (
                "deep",
                // On a thread with a 1 MiB stack: the main thread's may grow to the memory limit
                // (as on Codeforces and Kattis), where endless recursion may end in TLE first.
                "fn f(n: u64) -> u64 { if n == 0 { 0 } else { std::hint::black_box(f(n - 1)) + 1 } } \
                 fn main() { let deep = std::thread::Builder::new().stack_size(1 << 20) \
                 .spawn(|| f(std::hint::black_box(1u64 << 40))).unwrap(); println!(\"{}\", deep.join().unwrap()); }",
            ),
            ("panics", "fn main() { panic!(\"boom at the fence\"); }"),
            ("aborts", "fn main() { std::process::abort(); }"),
        ];
        let handles: Vec<_> = programs
            .iter()
            .map(|(name, source)| {
                let src = dir.join(format!("{name}.rs"));
                let bin = dir.join(name);
                let (source, name) = (source.to_string(), name.to_string());
                std::thread::spawn(move || {
                    if fs::read_to_string(&src).ok().as_deref() == Some(source.as_str()) && bin.exists() {
                        return;
                    }
                    fs::write(&src, &source).unwrap();
                    let status =
                        Command::new("rustc").args(["--edition", "2021", "-o"]).arg(&bin).arg(&src).status();
                    assert!(status.unwrap().success(), "{name} compiles");
                })
            })
            .collect();
        for handle in handles {
            handle.join().unwrap();
        }
        dir
    });
    dir.join(name)
}

fn hostile_rust(name: &str, extra: &[&str]) -> (String, String) {
    let binary = hostile_binary(name);
    let dir = one_test(b"1\n", b"1\n");
    let judged = judge(dir.path(), &[binary.to_str().unwrap()], extra);
    assert_within_limit(&judged);
    judged.verdict()
}

#[test]
fn infinite_loop_is_tle() {
    assert_eq!(hostile_rust("spin", &[]).0, "TLE");
}

#[test]
fn sleeping_is_tle() {
    let (verdict, message) = hostile_command("sleep 10", b"", b"x\n", &[]);
    assert_eq!(verdict, "TLE");
    // On a CPU for almost none of its time: the message says it waited, not that it was slow.
    assert!(message.contains("it waited most of that time"), "{message}");
}

fn assert_none_left(marker: &str) {
    common::assert_none_left(marker, &"the judge");
}

#[test]
fn background_children_do_not_survive_the_judge() {
    let marker = format!("nimkit-bg-{}", std::process::id());
    // The child keeps stdout open and outlives its parent, which answers correctly.
    let command = format!("sh -c '(sleep 30; echo late) & echo 1' {marker}");
    let (verdict, _) = hostile_command(&command, b"", b"1\n", &[]);
    assert_eq!(verdict, "AC");
    assert_none_left(&marker);
}

#[test]
fn daemons_in_their_own_session_do_not_survive_the_judge() {
    let marker = format!("nimkit-daemon-{}", std::process::id());
    // `setsid` puts the daemon in a new session, out of reach of a process-group kill; the
    // solution answers once the daemon has marked its start in the shared working folder.
    let command = format!(
        r#"sh -c 'setsid sh -c "touch started; while :; do sleep 1; done" {marker} > /dev/null & while [ ! -e started ]; do sleep 0.01; done; echo 1'"#
    );
    let (verdict, _) = hostile_command(&command, b"", b"1\n", &[]);
    assert_eq!(verdict, "AC");
    assert_none_left(&marker);
}

/// Solutions run in sessions of their own, out of reach of the terminal's Ctrl-C: an interrupted
/// `nimkit test` or `stress` must kill them itself, daemons they started in yet another session
/// included, and exit with 128 + the signal as a shell reports it. The solution must not inherit
/// the blocked signals of nimkit's threads.
#[test]
fn an_interrupted_judge_kills_what_it_started() {
    for (command_name, signal) in [("test", libc::SIGINT), ("test", libc::SIGTERM), ("stress", libc::SIGINT)]
    {
        let dir = one_test(b"", b"1\n");
        let marker = format!("nimkit-interrupted-{}-{command_name}-{signal}", std::process::id());
        let solution = format!(
            r#"sh -c 'setsid sh -c "while :; do sleep 1; done" {marker}-daemon > /dev/null & while :; do sleep 1; done' {marker}-solution"#
        );
        let mut nimkit = nimkit();
        match command_name {
            "test" => nimkit.args([
                "test",
                dir.path().to_str().unwrap(),
                "--command",
                &solution,
                "--time-limit",
                "50",
            ]),
            _ => {
                nimkit.args(["stress", "--gen", "echo 1", "--sol", &solution, "--brute", "echo 1", "-j", "1"])
            }
        };
        let mut judge =
            nimkit.stdout(std::process::Stdio::null()).stderr(std::process::Stdio::null()).spawn().unwrap();
        let started = Instant::now();
        // The solution itself (its command line holds the marker and its program is `sh`).
        let pid = loop {
            let solution_pids: Vec<i32> = processes_with(&format!("{marker}-solution"))
                .into_iter()
                .filter(|pid| fs::read_to_string(format!("/proc/{pid}/comm")).is_ok_and(|c| c.trim() == "sh"))
                .collect();
            if let (Some(&pid), false) =
                (solution_pids.first(), processes_with(&format!("{marker}-daemon")).is_empty())
            {
                break pid;
            }
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "{command_name}: the solution never started"
            );
            std::thread::sleep(Duration::from_millis(10));
        };
        // The shell blocks signals while it waits; what it starts gets the mask it was given.
        let sleeper = loop {
            let child = fs::read_dir("/proc").unwrap().flatten().find_map(|entry| {
                let child: i32 = entry.file_name().to_str()?.parse().ok()?;
                let stat = fs::read_to_string(format!("/proc/{child}/stat")).ok()?;
                let parent: i32 = stat.rsplit_once(')')?.1.split_whitespace().nth(1)?.parse().ok()?;
                (parent == pid && stat.contains("(sleep)")).then_some(child)
            });
            if let Some(child) = child {
                break child;
            }
            assert!(started.elapsed() < Duration::from_secs(30), "{command_name}: no sleep started");
            std::thread::sleep(Duration::from_millis(10));
        };
        let status = fs::read_to_string(format!("/proc/{sleeper}/status")).unwrap();
        let blocked = status.lines().find(|l| l.starts_with("SigBlk:")).unwrap();
        assert!(blocked.trim_start_matches("SigBlk:").trim().trim_start_matches('0').is_empty(), "{blocked}");
        // SAFETY: a signal to the nimkit we started.
        unsafe { libc::kill(judge.id() as i32, signal) };
        let exit = wait_bounded(&mut judge, common::hang_bound(Duration::from_secs(1)));
        assert_eq!(exit.code(), Some(128 + signal), "{command_name} must exit with 128 + {signal}: {exit:?}");
        assert_none_left(&marker);
    }
}

/// Waits for `child` at most `bound` (then kills it and fails): an interrupted judge must
/// never hang.
fn wait_bounded(child: &mut std::process::Child, bound: Duration) -> std::process::ExitStatus {
    let started = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        if started.elapsed() > bound {
            let _ = child.kill();
            panic!("nimkit still running {bound:?} after the signal");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Polls until a `sleep` whose command line holds `marker` runs, and returns its pid (nimkit's
/// own command line holds the marker too).
fn wait_for_process(marker: &str) -> i32 {
    let started = Instant::now();
    let is_sleep =
        |pid: &i32| fs::read_to_string(format!("/proc/{pid}/comm")).is_ok_and(|c| c.trim() == "sleep");
    loop {
        if let Some(pid) = processes_with(marker).into_iter().find(is_sleep) {
            return pid;
        }
        assert!(started.elapsed() < Duration::from_secs(60), "no process with `{marker}` appeared");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Ctrl-C in the middle of a run: the tests judged before it keep their verdicts, the test
/// whose checker the interrupt killed gets none (not FAIL, not WA), the others are not
/// judged; the report says so, `--json` too, the exit code is 130 (143 for SIGTERM), and
/// neither the sleeping checker nor its temporary folder is left behind.
#[test]
fn an_interrupted_test_reports_only_the_verdicts_it_obtained() {
    for (signal, json) in [(libc::SIGINT, false), (libc::SIGTERM, true)] {
        let dir = tempfile::tempdir().unwrap();
        let tests = dir.path().join("tests");
        fs::create_dir(&tests).unwrap();
        for i in 1..=6 {
            fs::write(tests.join(format!("t{i}.in")), format!("{i}\n")).unwrap();
            fs::write(tests.join(format!("t{i}.out")), format!("{i}\n")).unwrap();
        }
        // Tests 1 and 2 pass at once; test 3's checker sleeps until the interrupt kills it. A
        // room cannot write outside its folder, so the sleeper is found by its command line.
        let marker = format!("60.{}{signal}", std::process::id());
        let checker = format!(
            r#"sh -c 'if [ $(cat "$1") -ge 3 ]; then exec sleep {marker}; fi; cmp -s "$2" "$3"' checker"#
        );
        let scratch = dir.path().join("tmp");
        fs::create_dir(&scratch).unwrap();
        let mut command = nimkit();
        command
            .env("TMPDIR", &scratch)
            .args(["test", tests.to_str().unwrap(), "--command", "cat", "-j", "1", "-t", "50"])
            .args(["--checker", &checker])
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped());
        if json {
            command.arg("--json");
        }
        let mut judge = command.spawn().unwrap();
        let pid = wait_for_process(&marker);
        // SAFETY: a signal to the nimkit we started.
        unsafe { libc::kill(judge.id() as i32, signal) };
        let exit = wait_bounded(&mut judge, common::hang_bound(Duration::from_secs(1)));
        let output = judge.wait_with_output().unwrap();
        let (stdout, stderr) =
            (String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
        assert_eq!(exit.code(), Some(128 + signal), "stdout:\n{stdout}\nstderr:\n{stderr}");
        if json {
            let value: serde_json::Value = serde_json::from_str(stdout.trim()).unwrap();
            assert_eq!(value["verdict"], "interrupted", "{stdout}");
            assert_eq!(value["tests"], 6, "{stdout}");
            let cases: Vec<(&str, &str)> = value["cases"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| (c["name"].as_str().unwrap(), c["verdict"].as_str().unwrap()))
                .collect();
            assert_eq!(cases, [("t1", "AC"), ("t2", "AC")], "{stdout}");
        } else {
            let lines: Vec<&str> = stdout.lines().collect();
            assert!(lines[0].starts_with("t1  AC") && lines[1].starts_with("t2  AC"), "{stdout}");
            assert_eq!(lines.len(), 3, "only the judged tests and the last line: {stdout}");
            assert!(lines[2].starts_with("interrupted (SIGINT) after 2 of 6 tests: 2/2 AC"), "{stdout}");
            for false_verdict in ["t3", "WA", "RE", "TLE", "FAIL", "killed"] {
                assert!(!stdout.contains(false_verdict), "{false_verdict} in:\n{stdout}");
            }
        }
        let gone = Instant::now();
        while common::is_alive(pid) && gone.elapsed() < common::hang_bound(Duration::from_secs(1)) {
            std::thread::sleep(Duration::from_millis(10));
        }
        assert!(!common::is_alive(pid), "the interrupted checker {pid} survived");
        let left: Vec<_> = fs::read_dir(&scratch).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert!(left.is_empty(), "temporary files left behind: {left:?}");
    }
}

/// Ctrl-C while the solution compiles: no CE (the killed compiler is no verdict), exit 130,
/// and the compiler's build folder is removed.
#[test]
fn an_interrupt_while_compiling_leaves_no_build_folder_and_no_verdict() {
    let dir = one_test(b"1\n", b"1\n");
    let cache = dir.path().join("cache");
    let solution = dir.path().join("sol.rs");
    // Enough code that rustc -O takes a while; a fresh cache, so it really compiles.
    let mut source = String::from("fn main() { let mut s = String::new(); std::io::stdin().read_line(&mut s).unwrap(); print!(\"{s}\"); }\n");
    for i in 0..300 {
        source.push_str(&format!(
            "pub fn f{i}(x: u64) -> u64 {{ (0..x).map(|y| y * {i} % 7).filter(|y| y % 3 == 1).sum() }}\n"
        ));
    }
    fs::write(&solution, source).unwrap();
    let mut judge = nimkit()
        .env("NIMKIT_CACHE", &cache)
        .args(["test", dir.path().to_str().unwrap(), solution.to_str().unwrap(), "--json"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let builds = |cache: &Path| -> Vec<String> {
        fs::read_dir(cache.join("bin"))
            .map(|entries| {
                entries
                    .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                    .filter(|n| n.contains(".build-"))
                    .collect()
            })
            .unwrap_or_default()
    };
    let started = Instant::now();
    while builds(&cache).is_empty() {
        assert!(started.elapsed() < Duration::from_secs(60), "the compiler never started");
        std::thread::sleep(Duration::from_millis(5));
    }
    std::thread::sleep(Duration::from_millis(50));
    // SAFETY: a signal to the nimkit we started.
    unsafe { libc::kill(judge.id() as i32, libc::SIGINT) };
    let exit = wait_bounded(&mut judge, common::hang_bound(Duration::from_secs(1)));
    let output = judge.wait_with_output().unwrap();
    let (stdout, stderr) = (String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert_eq!(exit.code(), Some(130), "stdout:\n{stdout}\nstderr:\n{stderr}");
    assert!(
        stderr.contains("interrupted (SIGINT) while preparing the solution; no test was judged"),
        "{stderr}"
    );
    let value: serde_json::Value = serde_json::from_str(stdout.trim()).unwrap();
    assert_eq!(value["verdict"], "interrupted", "{stdout}");
    assert_eq!(value["cases"].as_array().unwrap().len(), 0, "{stdout}");
    assert!(!stdout.contains("CE") && !stderr.contains("compile error"), "{stdout}{stderr}");
    assert_eq!(builds(&cache), Vec::<String>::new(), "build folders left behind");
}

/// A FIFO, a directory or a device named like a test would hang the judge or read forever:
/// it is refused before anything runs, with exit code 2 and one line naming it.
#[test]
fn tests_that_are_not_regular_files_are_refused_at_once() {
    let dir = one_test(b"1\n", b"1\n");
    let fifo = dir.path().join("x.in");
    let c_path = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    // SAFETY: mkfifo on a valid C string.
    assert_eq!(unsafe { libc::mkfifo(c_path.as_ptr(), 0o644) }, 0);
    fs::write(dir.path().join("x.out"), "1\n").unwrap();
    let started = Instant::now();
    let error = one_line_error(&[".", "--command", "cat"], dir.path());
    assert!(started.elapsed() < common::hang_bound(Duration::from_secs(1)), "took {:?}", started.elapsed());
    assert_eq!(error.trim(), "nimkit test: ./x.in: not a regular file (a FIFO)");

    fs::remove_file(&fifo).unwrap();
    fs::create_dir(&fifo).unwrap();
    let error = one_line_error(&[".", "--command", "cat"], dir.path());
    assert_eq!(error.trim(), "nimkit test: ./x.in: not a regular file (a directory)");

    fs::remove_dir(&fifo).unwrap();
    std::os::unix::fs::symlink("/dev/zero", &fifo).unwrap();
    let error = one_line_error(&[".", "--command", "cat"], dir.path());
    assert_eq!(error.trim(), "nimkit test: ./x.in: not a regular file (a character device)");

    fs::remove_file(&fifo).unwrap();
    fs::write(&fifo, "1\n").unwrap();
    fs::remove_file(dir.path().join("x.out")).unwrap();
    std::os::unix::fs::symlink("/dev/null", dir.path().join("x.out")).unwrap();
    let error = one_line_error(&[".", "--command", "cat"], dir.path());
    assert_eq!(error.trim(), "nimkit test: ./x.out: not a regular file (a character device)");
}

/// Runs nimkit to the end and returns its output with its peak resident memory in KiB
/// (`wait4` on its pid: nimkit itself, not the other tests of this process).
fn run_measured(command: &mut Command) -> (Output, u64) {
    use std::os::unix::process::ExitStatusExt;
    let child =
        command.stdout(std::process::Stdio::piped()).stderr(std::process::Stdio::piped()).spawn().unwrap();
    let pid = child.id() as i32;
    // The pipes are drained by threads while this one waits for the exit with its usage.
    let mut child = child;
    let mut out_pipe = child.stdout.take().unwrap();
    let mut err_pipe = child.stderr.take().unwrap();
    let out = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut out_pipe, &mut bytes).unwrap();
        bytes
    });
    let err = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut err_pipe, &mut bytes).unwrap();
        bytes
    });
    let mut status = 0;
    // SAFETY: zeroed rusage is valid; wait4 on our own child.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    assert_eq!(unsafe { libc::wait4(pid, &mut status, 0, &mut usage) }, pid);
    let output = Output {
        status: std::process::ExitStatus::from_raw(status),
        stdout: out.join().unwrap(),
        stderr: err.join().unwrap(),
    };
    (output, usage.ru_maxrss as u64)
}

/// A checker that floods 300 MB of messages keeps its verdict (WA: it exits 1); the judge
/// keeps 64 KiB of the message, says it was cut, and its memory stays small.
#[test]
fn a_flooding_checker_gives_a_small_report_and_keeps_the_judge_small() {
    let dir = one_test(b"1\n", b"1\n");
    let checker = "sh -c 'yes flood | head -c 300000000; exit 1' checker";
    let (output, peak_kib) = run_measured(nimkit().arg("test").arg(dir.path()).args([
        "--command",
        "cat",
        "--checker",
        checker,
        "--json",
    ]));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{}", String::from_utf8_lossy(&output.stderr));
    assert!(stdout.len() < 100 * 1024, "a report of {} bytes", stdout.len());
    let value: serde_json::Value = serde_json::from_str(stdout.trim()).unwrap();
    assert_eq!(value["cases"][0]["verdict"], "WA");
    let message = value["cases"][0]["message"].as_str().unwrap();
    assert!(message.starts_with("flood\nflood\n"), "{}", &message[..40]);
    assert!(
        message.ends_with("(checker message cut: only its first 64 KiB are kept)"),
        "{}",
        &message[message.len() - 80..]
    );
    assert!(peak_kib < 64 * 1024, "the judge peaked at {peak_kib} KiB");
}

/// A solution printing without end is OLE; the judge holds at most the output limit for it
/// (here 24 MiB, not a power of two, where a Vec left to double would reserve 32 MiB, and a
/// copy of it would double that again).
#[test]
fn endless_output_costs_the_judge_at_most_the_output_limit() {
    let dir = one_test(b"", b"1\n");
    let (output, peak_kib) = run_measured(nimkit().arg("test").arg(dir.path()).args([
        "--command",
        "yes",
        "--output-limit",
        "24",
        "--json",
    ]));
    let value: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(value["cases"][0]["verdict"], "OLE");
    assert!(peak_kib < (24 + 16) * 1024, "the judge peaked at {peak_kib} KiB for a 24 MiB limit");
}

/// The memory limit is on resident memory: the program must touch the limit's worth of pages
/// first, which takes a few hundred milliseconds (seconds on a loaded machine), so these get 10 s.
fn memory_hog(name: &str, limit_mib: &str) -> (String, String) {
    let binary = hostile_binary(name);
    let dir = one_test(b"1\n", b"1\n");
    let judged =
        judge(dir.path(), &[binary.to_str().unwrap()], &["--memory-limit", limit_mib, "--time-limit", "10"]);
    assert!(judged.elapsed < common::hang_bound(Duration::from_secs(10)), "judge took {:?}", judged.elapsed);
    judged.verdict()
}

#[test]
fn a_gigabyte_at_once_is_mle() {
    let (verdict, message) = memory_hog("hog", "256");
    assert_eq!(verdict, "MLE", "{message}");
}

#[test]
fn growing_memory_is_mle() {
    let (verdict, message) = memory_hog("grow", "128");
    assert_eq!(verdict, "MLE", "{message}");
}

#[test]
fn endless_output_is_ole() {
    let (verdict, message) = hostile_command("yes", b"", b"y\n", &["--output-limit", "1"]);
    assert_eq!(verdict, "OLE", "{message}");
}

#[test]
fn stack_overflow_is_re() {
    let (verdict, message) = hostile_rust("deep", &[]);
    assert_eq!(verdict, "RE", "{message}");
    assert!(message.contains("stack overflow") || message.contains("SIGSEGV"), "{message}");
}

#[test]
fn panic_is_re_with_its_message() {
    let (verdict, message) = hostile_rust("panics", &[]);
    assert_eq!(verdict, "RE");
    assert!(message.contains("exit code 101") && message.contains("boom at the fence"), "{message}");
}

#[test]
fn abort_is_re_sigabrt() {
    let (verdict, message) = hostile_rust("aborts", &[]);
    assert_eq!(verdict, "RE");
    assert!(message.contains("SIGABRT"), "{message}");
}

#[test]
fn kill_by_signal_names_the_signal() {
    let (verdict, message) = hostile_command("sh -c 'kill -SEGV $$'", b"", b"x\n", &[]);
    assert_eq!(verdict, "RE");
    assert!(message.contains("SIGSEGV"), "{message}");
}

#[test]
fn non_utf8_output_is_judged_not_fatal() {
    let (verdict, message) = hostile_command(r"printf '\377\376\n'", b"", b"ok\n", &[]);
    assert_eq!(verdict, "WA");
    assert!(message.contains("\\xff"), "{message}");
    assert_eq!(hostile_command(r"printf '\377\376\n'", b"", b"\xff\xfe\n", &[]).0, "AC");
}

#[test]
fn no_output_is_wa() {
    assert_eq!(hostile_command("true", b"1\n", b"1\n", &[]).0, "WA");
}

#[test]
fn closing_stdin_early_is_fine() {
    let input = vec![b'7'; 4 << 20];
    assert_eq!(hostile_command("echo ok", &input, b"ok\n", &[]).0, "AC");
}

#[test]
fn exit_code_is_re() {
    let (verdict, message) = hostile_command("sh -c 'exit 42'", b"", b"", &[]);
    assert_eq!(verdict, "RE");
    assert!(message.contains("exit code 42"), "{message}");
}

#[test]
fn right_answers_pass_and_wrong_ones_fail_with_exit_codes() {
    let dir = tempfile::tempdir().unwrap();
    for (name, input) in [("sample-1", "3 4\n"), ("sample-2", "10 -2\n"), ("big", "1000000 1000000\n")] {
        fs::write(dir.path().join(format!("{name}.in")), input).unwrap();
        let sum: i64 = input.split_whitespace().map(|t| t.parse::<i64>().unwrap()).sum();
        fs::write(dir.path().join(format!("{name}.out")), format!("{sum}\n")).unwrap();
    }
    let add = "sh -c 'read a b; echo $((a + b))'";
    let judged = judge(dir.path(), &["--command", add], &[]);
    assert_eq!(judged.code(), 0, "{}", judged.stdout());
    let value: serde_json::Value = serde_json::from_str(&judged.stdout()).unwrap();
    assert_eq!(value["verdict"], "AC");
    let names: Vec<&str> =
        value["cases"].as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["sample-1", "sample-2", "big"]);

    let multiply = "sh -c 'read a b; echo $((a * b))'";
    let judged = judge(dir.path(), &["--command", multiply], &[]);
    assert_eq!(judged.code(), 1);
    assert_eq!(serde_json::from_str::<serde_json::Value>(&judged.stdout()).unwrap()["verdict"], "WA");

    // The human report: a line per test in order, details, and the summary.
    let human =
        nimkit().arg("test").arg(dir.path()).args(["--command", multiply, "-j", "3"]).output().unwrap();
    let text = String::from_utf8_lossy(&human.stdout);
    let sample_1 = text.find("sample-1  WA").expect(&text);
    let sample_2 = text.find("sample-2  WA").expect(&text);
    assert!(sample_1 < sample_2, "{text}");
    assert!(text.contains(">   1 │ 12"), "{text}");
    assert!(text.contains("0/3 AC (WA 3)"), "{text}");
    assert!(!text.contains('\x1b'), "NO_COLOR is respected: {text}");
}

#[test]
fn checker_exit_codes_map_to_verdicts_and_exit_status() {
    let dir = one_test(b"5\n", b"5\n");
    for (code, verdict, exit) in [(0, "AC", 0), (1, "WA", 1), (2, "PE", 1), (3, "FAIL", 3), (9, "FAIL", 3)] {
        let checker = format!("sh -c 'echo checker says {code} >&2; exit {code}' checker");
        let judged = judge(dir.path(), &["--command", "cat"], &["--checker", &checker]);
        let (got, message) = judged.verdict();
        assert_eq!(got, verdict, "checker exit {code}");
        assert_eq!(judged.code(), exit, "checker exit {code}");
        if code != 0 {
            assert!(message.contains(&format!("checker says {code}")), "{message}");
        }
    }
    // The checker really receives INPUT OUTPUT ANSWER in that order.
    let checker = r#"sh -c 'test "$(cat "$1")" = 5 && test "$(cat "$2")" = 6 && test "$(cat "$3")" = 5' c"#;
    let judged = judge(dir.path(), &["--command", "echo 6"], &["--checker", checker]);
    assert_eq!(judged.verdict().0, "AC");
}

#[test]
fn whitespace_only_differences_are_pe_and_float_tolerance_works() {
    assert_eq!(hostile_command("echo '1  2'", b"", b"1 2\n", &[]).0, "PE");
    assert_eq!(hostile_command("echo '1  2'", b"", b"1 2\n", &["--compare", "tokens"]).0, "AC");
    let (verdict, message) = hostile_command("echo 0.3333333", b"", b"0.33333333\n", &[]);
    assert_eq!(verdict, "WA");
    assert!(message.contains("--compare float"), "{message}");
    assert_eq!(hostile_command("echo 0.3333333", b"", b"0.33333333\n", &["--compare", "float"]).0, "AC");
    assert_eq!(
        hostile_command("echo 0.3333", b"", b"0.33333333\n", &["--compare", "float", "--abs-error", "1e-3"])
            .0,
        "AC"
    );
}

#[test]
fn rust_solutions_compile_with_proconio_and_itertools() {
    let dir = one_test(b"3\n1 2 3\n", b"1 2 3 6\n");
    let source = dir.path().join("sol.rs");
    fs::write(
        &source,
        "use itertools::Itertools;\nuse proconio::input;\n\
         fn main() { input! { n: usize, a: [u64; n] } println!(\"{} {}\", a.iter().join(\" \"), a.iter().sum::<u64>()); }\n",
    )
    .unwrap();
    let judged = judge(dir.path(), &[source.to_str().unwrap()], &["--time-limit", "5"]);
    assert_eq!(judged.verdict(), ("AC".to_string(), String::new()), "{}", judged.stderr());

    fs::write(&source, "fn main() { let x: u32 = \"no\"; }\n").unwrap();
    let judged = judge(dir.path(), &[source.to_str().unwrap()], &[]);
    let (verdict, message) = judged.verdict();
    assert_eq!(verdict, "CE");
    assert!(message.contains("mismatched types"), "{message}");
    assert_eq!(judged.code(), 1);
}

fn one_line_error(args: &[&str], cwd: &Path) -> String {
    let output = nimkit().arg("test").args(args).current_dir(cwd).output().unwrap();
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(stderr.trim().lines().count(), 1, "one line: {stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    stderr
}

#[test]
fn malformed_inputs_get_one_clear_line() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    fs::write(root.join("a.in"), "1").unwrap();
    let error = one_line_error(&[".", "--command", "cat"], root);
    assert!(error.contains("a.in") && error.contains("a.out"), "{error}");

    fs::create_dir_all(root.join("problems/p")).unwrap();
    fs::write(root.join("problems/p/problem.toml"), "title = \"x\"\ntime_limit = = 1\n").unwrap();
    let error = one_line_error(&["p", "--command", "cat"], root);
    assert!(error.contains("problem.toml:2"), "{error}");

    fs::write(root.join("problems/p/problem.toml"), "title = \"x\"\n").unwrap();
    fs::write(root.join("problems/p/tests"), "not a folder").unwrap();
    let error = one_line_error(&["p", "--command", "cat"], root);
    assert!(error.contains("tests") && error.contains("cannot read test folder"), "{error}");

    let error = one_line_error(&["no-such-problem", "--command", "cat"], root);
    assert!(error.contains("no-such-problem"), "{error}");

    fs::create_dir_all(root.join("empty")).unwrap();
    let error = one_line_error(&["empty", "--command", "cat"], root);
    assert!(error.contains("no tests"), "{error}");

    let error = one_line_error(&["empty", "missing.rs"], root);
    assert!(error.contains("missing.rs"), "{error}");

    fs::write(root.join("a.out"), "1").unwrap();
    fs::write(root.join("notes.txt"), "not a program").unwrap();
    let error = one_line_error(&[".", "notes.txt"], root);
    assert!(error.contains("notes.txt") && error.contains("not executable"), "{error}");
}

fn fnv1a64(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3))
}

#[test]
fn problem_packages_use_their_limits_checker_and_generated_tests() {
    let dir = tempfile::tempdir().unwrap();
    let problem = dir.path().join("problems/sum");
    fs::create_dir_all(problem.join("tests")).unwrap();
    fs::write(problem.join("tests/sample-1.in"), "2 3\n").unwrap();
    fs::write(problem.join("tests/sample-1.out"), "5\n").unwrap();
    // gen.rs SEED SIZE prints "SEED SIZE"; the reference adds.
    fs::write(
        problem.join("gen.rs"),
        "fn main() { let a: Vec<String> = std::env::args().skip(1).collect(); println!(\"{} {}\", a[0], a[1]); }\n",
    )
    .unwrap();
    fs::write(
        problem.join("solution.rs"),
        "fn main() { let mut s = String::new(); std::io::stdin().read_line(&mut s).unwrap(); \
         let t: u64 = s.split_whitespace().map(|x| x.parse::<u64>().unwrap()).sum(); println!(\"{t}\"); }\n",
    )
    .unwrap();
    let hash = format!("fnv1a64:{:016x}", fnv1a64(b"7 100\n"));
    let answer_hash = format!("fnv1a64:{:016x}", fnv1a64(b"107\n"));
    let toml = format!(
        "title = \"Sum\"\ntime_limit = 3.0\nmemory_limit = 64\n\n[[generated]]\nname = \"gen-1\"\nseed = 7\nsize = 100\ninput_hash = \"{hash}\"\nanswer_hash = \"{answer_hash}\"\n"
    );
    fs::write(problem.join("problem.toml"), &toml).unwrap();

    let run = |args: &[&str]| nimkit().arg("test").args(args).current_dir(dir.path()).output().unwrap();
    let output = run(&["sum", "--command", "sh -c 'read a b; echo $((a + b))'", "--json"]);
    let text = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{text} {}", String::from_utf8_lossy(&output.stderr));
    // Solved problems are recorded in the tests' own folder, never in ~/.local/share/nimkit.
    let progress = Path::new(env!("CARGO_TARGET_TMPDIR")).join("nimkit-progress/solved.txt");
    let solved = fs::read_to_string(&progress).unwrap_or_default();
    assert!(solved.lines().any(|id| id == "sum"), "{} holds {solved:?}", progress.display());
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(value["cases"][1]["name"], "gen-1");

    // A generator that no longer matches the recorded hash is refused, naming problem.toml.
    fs::write(problem.join("problem.toml"), toml.replace(&hash, "fnv1a64:0000000000000000")).unwrap();
    let output = run(&["problems/sum", "--command", "cat"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("problem.toml") && stderr.contains("gen-1"), "{stderr}");

    // So is a reference solution whose answer no longer matches the recorded hash.
    let cache = tempfile::tempdir().unwrap();
    fs::write(problem.join("problem.toml"), toml.replace(&answer_hash, "fnv1a64:1111111111111111")).unwrap();
    let output = nimkit()
        .env("NIMKIT_CACHE", cache.path())
        .args(["test", "sum", "--command", "cat"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("answer_hash") && stderr.contains("gen-1"), "{stderr}");

    // The problem's checker is used when present.
    fs::write(problem.join("problem.toml"), "checker = \"check.sh\"\n").unwrap();
    fs::write(problem.join("check.sh"), "#!/bin/sh\necho 'any output is fine' >&2\nexit 0\n").unwrap();
    Command::new("chmod").arg("+x").arg(problem.join("check.sh")).status().unwrap();
    let output = run(&["sum", "--command", "echo 12345"]);
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stdout));
}

/// `$RUSTC` names the compiler, as for `bundle --check`: a wrapper that logs its calls sees the
/// judge's compilation (a fresh cache, so nothing is reused), and a missing one is a judge
/// failure (exit 3) naming it, not a verdict.
#[test]
fn rustc_from_the_environment_compiles_the_solution() {
    let dir = one_test(b"", b"42\n");
    let tools = tempfile::tempdir().unwrap();
    let log = tools.path().join("calls.log");
    let wrapper = tools.path().join("rustc-wrapper");
    fs::write(&wrapper, format!("#!/bin/sh\necho \"$@\" >> '{}'\nexec rustc \"$@\"\n", log.display()))
        .unwrap();
    fs::set_permissions(&wrapper, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    let solution = tools.path().join("answer.rs");
    fs::write(&solution, "fn main() { println!(\"42\"); }\n").unwrap();
    let run = |rustc: &Path| {
        nimkit()
            .env("NIMKIT_CACHE", tools.path().join("cache"))
            .env("RUSTC", rustc)
            .args(["test", dir.path().to_str().unwrap(), solution.to_str().unwrap(), "--json"])
            .output()
            .unwrap()
    };
    let output = run(&wrapper);
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
    let calls = fs::read_to_string(&log).unwrap_or_default();
    assert!(calls.lines().any(|l| l.contains("-vV")), "the toolchain was not asked: {calls}");
    assert!(calls.lines().any(|l| l.contains("answer.rs") && l.contains("-O")), "no compilation: {calls}");

    let missing = tools.path().join("no-such-rustc");
    let output = run(&missing);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(3), "{stderr}");
    assert!(stderr.contains("no-such-rustc"), "{stderr}");
}

/// Test folders as other judges publish them: a Library Checker problem (`in/X.in`,
/// `out/X.out`) and an ICPC/Kattis package (`data/sample`, `data/secret/<group>`), judged
/// with `cat`: every test in order under its name, each input paired with its own answer
/// (the one answer that differs is the one test WA), and `--samples`/`--only` on the names.
#[test]
fn library_checker_and_kattis_layouts_are_judged_with_their_names() {
    let write = |path: PathBuf, text: &str| {
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    };
    let cases = |judged: &Judged| -> (String, Vec<(String, String)>) {
        let value: serde_json::Value = serde_json::from_str(judged.stdout().trim())
            .unwrap_or_else(|e| panic!("not JSON ({e}): {}\nstderr: {}", judged.stdout(), judged.stderr()));
        let cases = value["cases"].as_array().unwrap().iter();
        let cases =
            cases.map(|c| (c["name"].as_str().unwrap().into(), c["verdict"].as_str().unwrap().into()));
        (value["verdict"].as_str().unwrap().to_string(), cases.collect())
    };
    let pairs = |list: &[(&str, &str)]| -> Vec<(String, String)> {
        list.iter().map(|&(n, v)| (n.to_string(), v.to_string())).collect()
    };

    let checker = tempfile::tempdir().unwrap();
    for name in ["random_10", "example_01", "random_2", "example_00"] {
        write(checker.path().join(format!("in/{name}.in")), &format!("{name}\n"));
        write(checker.path().join(format!("out/{name}.out")), &format!("{name}\n"));
    }
    write(checker.path().join("info.toml"), "timelimit = 2.0\n");
    let judged = judge(checker.path(), &["--command", "cat"], &[]);
    assert_eq!(judged.code(), 0, "{}", judged.stderr());
    assert_eq!(
        cases(&judged),
        (
            "AC".into(),
            pairs(&[("example_00", "AC"), ("example_01", "AC"), ("random_2", "AC"), ("random_10", "AC")])
        )
    );
    // A wrong answer shows on its own test only: inputs are paired with their own answers.
    write(checker.path().join("out/random_2.out"), "something else\n");
    let judged = judge(checker.path(), &["--command", "cat"], &[]);
    assert_eq!(judged.code(), 1, "{}", judged.stderr());
    assert_eq!(
        cases(&judged),
        (
            "WA".into(),
            pairs(&[("example_00", "AC"), ("example_01", "AC"), ("random_2", "WA"), ("random_10", "AC")])
        )
    );

    let kattis = tempfile::tempdir().unwrap();
    for name in ["secret/group2/01", "sample/2", "secret/group1/10", "sample/1", "secret/group1/03"] {
        write(kattis.path().join(format!("data/{name}.in")), &format!("{name}\n"));
        write(kattis.path().join(format!("data/{name}.ans")), &format!("{name}\n"));
    }
    write(kattis.path().join("data/secret/group1/10.ans"), "wrong\n");
    write(kattis.path().join("data/invalid_input/huge.in"), "not a test\n");
    write(kattis.path().join("problem.yaml"), "name: t\n");
    let judged = judge(kattis.path(), &["--command", "cat"], &[]);
    assert_eq!(judged.code(), 1, "{}", judged.stderr());
    assert_eq!(
        cases(&judged),
        (
            "WA".into(),
            pairs(&[
                ("sample/1", "AC"),
                ("sample/2", "AC"),
                ("secret/group1/03", "AC"),
                ("secret/group1/10", "WA"),
                ("secret/group2/01", "AC"),
            ])
        )
    );
    let judged = judge(&kattis.path().join("data"), &["--command", "cat"], &["--samples"]);
    assert_eq!(judged.code(), 0, "{}", judged.stderr());
    assert_eq!(cases(&judged), ("AC".into(), pairs(&[("sample/1", "AC"), ("sample/2", "AC")])));
    let judged = judge(kattis.path(), &["--command", "cat"], &["--only", "secret/group1/*"]);
    assert_eq!(
        cases(&judged),
        ("WA".into(), pairs(&[("secret/group1/03", "AC"), ("secret/group1/10", "WA")]))
    );

    // Both layouts in one folder: one line naming it, exit code 2, nothing judged.
    fs::rename(kattis.path().join("data"), checker.path().join("data")).unwrap();
    let judged = judge(checker.path(), &["--command", "cat"], &[]);
    assert_eq!(judged.code(), 2, "{}", judged.stdout());
    let stderr = judged.stderr();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains(&format!("{}: ambiguous", checker.path().display())), "{stderr}");
    assert!(judged.stdout().is_empty(), "{}", judged.stdout());
}

/// SIGTERM while `verify` judges a submission: that submission was judged on part of the tests
/// only, so it is skipped and says so (it neither failed nor passed them all), not reported as
/// "never WA" on the tests it did; the exit code is 143 and the sleeper is gone.
#[test]
fn an_interrupted_verify_skips_the_submission_it_was_judging_rather_than_failing_it() {
    let dir = tempfile::tempdir().unwrap();
    let package = dir.path();
    let write = |name: &str, text: &str| common::write(package, name, text);
    write("problem.yaml", "name: Halves\n");
    write(".timelimit", "2\n");
    for (name, n) in [("sample/1", 3), ("secret/1", 5), ("secret/2", 7)] {
        write(&format!("data/{name}.in"), &format!("{n}\n"));
        write(&format!("data/{name}.ans"), &format!("{}.5 Yes\n", n / 2));
    }
    write("submissions/accepted/right.sh", "read n\necho \"$((n / 2)).5 Yes\"\n");
    // Right on the first two tests; on the third it sleeps until the interrupt.
    let marker = format!("60.{}77", std::process::id());
    write(
        "submissions/wrong_answer/stalls.sh",
        &format!("read n\nif [ \"$n\" -ge 7 ]; then exec sleep {marker}; fi\necho \"$((n / 2)).5 Yes\"\n"),
    );
    let mut judge = nimkit()
        .args(["verify", package.to_str().unwrap(), "-j", "1"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let pid = wait_for_process(&marker);
    // SAFETY: a signal to the nimkit we started.
    unsafe { libc::kill(judge.id() as i32, libc::SIGTERM) };
    let exit = wait_bounded(&mut judge, common::hang_bound(Duration::from_secs(1)));
    let output = judge.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(exit.code(), Some(128 + libc::SIGTERM), "{stdout}");
    assert!(stdout.contains("OK    accepted/right.sh: AC on all 3 tests"), "{stdout}");
    assert!(stdout.contains("SKIP  wrong_answer/stalls.sh: interrupted after 2 of 3 tests"), "{stdout}");
    assert!(!stdout.contains("FAIL"), "{stdout}");
    assert!(!common::is_alive(pid), "the interrupted submission {pid} survived");
}
