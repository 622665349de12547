//! The containment layer against hostile programs: each case runs in several modes, and
//! asserts the verdict, the judge's wall time (limit + 1 s) and that no process of the run is
//! left (found by a unique marker in its command line). The modes: the mechanisms this kernel
//! grants; `NIMKIT_SANDBOX=fallback` (subreaper, RSS polling, no Landlock); and, where the
//! kernel grants what they exercise (else skipped, saying so on stderr), the middle paths: no
//! PID namespace (`cgroup.kill` empties the room), cgroups without Landlock nor `cgroup.kill`
//! (the subreaper with cgroup limits), and a PID namespace with polling instead of cgroups.

use crate::common;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use common::{assert_none_left, marker, one_test, processes_with, script, Judged};

const LIMIT: f64 = 0.5;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Mode {
    Default,
    /// No PID namespace: `cgroup.kill` empties the room; memory and processes by cgroup.
    NoPidNamespace,
    /// Neither a PID namespace, `cgroup.kill` nor Landlock: the subreaper empties the room,
    /// cgroups still limit memory and processes.
    CgroupsOnly,
    /// A PID namespace, with polling for memory and processes instead of cgroups.
    NamespacePolling,
    Fallback,
}

const ALL_MODES: [Mode; 5] =
    [Mode::Default, Mode::NoPidNamespace, Mode::CgroupsOnly, Mode::NamespacePolling, Mode::Fallback];

impl Mode {
    fn variable(self) -> Option<&'static str> {
        match self {
            Mode::Default => None,
            Mode::NoPidNamespace => Some("no-pid-namespace"),
            Mode::CgroupsOnly => Some("no-landlock,no-pid-namespace,no-kill-cgroup"),
            Mode::NamespacePolling => Some("no-memory-cgroup,no-pids-cgroup"),
            Mode::Fallback => Some("fallback"),
        }
    }

    /// The `"sandbox"` of this mode's `--json` report (isolation, memory, processes), from one
    /// run of `true`, once per mode.
    fn sandbox(self) -> &'static serde_json::Value {
        static FOUND: [OnceLock<serde_json::Value>; ALL_MODES.len()] =
            [OnceLock::new(), OnceLock::new(), OnceLock::new(), OnceLock::new(), OnceLock::new()];
        let index = ALL_MODES.iter().position(|&m| m == self).unwrap();
        FOUND[index].get_or_init(|| {
            let dir = one_test(b"", b"");
            let output = nimkit(self)
                .arg("test")
                .arg(dir.path())
                .args(["--command", "true", "--json"])
                .output()
                .unwrap();
            let stdout = String::from_utf8_lossy(&output.stdout);
            let report: serde_json::Value = serde_json::from_str(stdout.trim()).unwrap_or_else(|e| {
                panic!(
                    "{self:?}: not JSON ({e}): {stdout}\nstderr: {}",
                    String::from_utf8_lossy(&output.stderr)
                )
            });
            report["sandbox"].clone()
        })
    }

    fn describes(self, part: &str, what: &str) -> bool {
        self.sandbox()[part].as_str().unwrap_or_default().contains(what)
    }

    /// Why this machine cannot exercise the mode (the kernel does not grant the mechanism it
    /// is meant to exercise); `None` when it can. Each mode's report must say what the mode
    /// means to be in effect, so a variable nimkit did not understand fails here.
    fn unavailable(self) -> Option<String> {
        let default = Mode::Default.sandbox();
        let mine = self.sandbox();
        let isolation = mine["isolation"].as_str().unwrap_or_default();
        let by_cgroup = self.describes("memory", "cgroup") || self.describes("processes", "cgroup");
        match self {
            Mode::Default => None,
            Mode::Fallback => {
                assert!(isolation.starts_with("subreaper (fallback), no landlock"), "{self:?}: {mine}");
                assert!(!by_cgroup, "{self:?}: {mine}");
                None
            }
            Mode::NoPidNamespace => {
                assert!(!isolation.contains("pid-namespace"), "{self:?}: {mine}");
                if !Mode::Default.describes("isolation", "pid-namespace") {
                    Some(format!("no PID namespace to turn off ({default})"))
                } else if !isolation.starts_with("cgroup.kill") {
                    Some(format!("no cgroup with cgroup.kill ({mine})"))
                } else {
                    None
                }
            }
            Mode::CgroupsOnly => {
                assert!(isolation.starts_with("subreaper (fallback), no landlock"), "{self:?}: {mine}");
                (!by_cgroup).then(|| format!("no memory or pids cgroup ({mine})"))
            }
            Mode::NamespacePolling => {
                assert!(!by_cgroup, "{self:?}: {mine}");
                let by_cgroup_by_default = Mode::Default.describes("memory", "cgroup")
                    || Mode::Default.describes("processes", "cgroup");
                if !isolation.starts_with("pid-namespace") {
                    Some(format!("no PID namespace ({mine})"))
                } else if !by_cgroup_by_default {
                    Some(format!("no cgroup to turn off ({default})"))
                } else {
                    None
                }
            }
        }
    }
}

/// The modes this machine can exercise; each skipped one is named on stderr.
fn modes() -> Vec<Mode> {
    static AVAILABLE: OnceLock<Vec<Mode>> = OnceLock::new();
    AVAILABLE
        .get_or_init(|| {
            ALL_MODES
                .into_iter()
                .filter(|mode| match mode.unavailable() {
                    None => true,
                    Some(why) => {
                        eprintln!("containment: mode {mode:?} skipped on this machine: {why}");
                        false
                    }
                })
                .collect()
        })
        .clone()
}

fn nimkit(mode: Mode) -> Command {
    common::nimkit(mode.variable())
}

fn judge(mode: Mode, tests: &Path, solution: &[&str], extra: &[&str]) -> Judged {
    judge_within(LIMIT, mode, tests, solution, extra)
}

/// Judges with time limit `limit` and asserts the judge returned within `limit` + 1 s.
fn judge_within(limit: f64, mode: Mode, tests: &Path, solution: &[&str], extra: &[&str]) -> Judged {
    let start = Instant::now();
    let output = nimkit(mode)
        .arg("test")
        .arg(tests)
        .args(solution)
        .args(["--time-limit", &limit.to_string(), "-j", "1", "--json"])
        .args(extra)
        .output()
        .unwrap();
    let elapsed = start.elapsed();
    let bound = common::hang_bound(Duration::from_secs_f64(limit));
    assert!(elapsed < bound, "{mode:?}: the judge took {elapsed:?} (bound {bound:?})");
    Judged { output }
}

#[test]
fn a_setsid_chain_fifty_deep_dies_with_the_run() {
    for mode in modes() {
        let dir = one_test(b"", b"1\n");
        let mark = marker("chain");
        // Each level starts the next in a new session, then lingers; the first answers once the
        // fiftieth exists (their shared working folder is the room's).
        let chain = script(
            dir.path(),
            "chain.sh",
            "if [ \"$1\" -gt 0 ]; then setsid sh \"$0\" $(($1 - 1)) \"$2\" </dev/null >/dev/null 2>&1 & fi\n\
             touch level-$1\n\
             if [ \"$1\" -eq 50 ]; then while [ ! -e level-0 ]; do sleep 0.01; done; echo 1; exit 0; fi\n\
             while :; do sleep 1; done\n",
        );
        let command = format!("sh {} 50 {mark}", chain.display());
        // Fifty shells started one after the other take a while on a loaded machine.
        let judged = judge_within(5.0, mode, dir.path(), &["--command", &command], &[]);
        assert_eq!(judged.verdict().0, "AC", "{mode:?}: {:?}", judged.verdict());
        assert_none_left(&mark, &mode);
    }
}

#[test]
fn a_setsid_fork_bomb_ends_in_time_and_leaves_nothing() {
    for mode in modes().into_iter().filter(|&mode| mode != Mode::CgroupsOnly) {
        fork_bomb(mode);
    }
}

/// The exponential bomb that stays in its process group, the real thing in every mode. Where only
/// polling caps the processes (root without cgroups) the launcher, once past the cap, kills the
/// group at once: killing it process by process, one /proc scan a round, lost the race (the
/// launcher was still at it when the judge's grace ran out, 3 s for a 1 s limit, with some ten
/// thousand tasks on the machine).
#[test]
fn a_fork_bomb_in_its_own_group_ends_at_once_in_every_mode() {
    for mode in modes() {
        let dir = one_test(b"", b"1\n");
        let mark = marker("group-bomb");
        let bomb = hostile_binary("fork_bomb");
        let start = Instant::now();
        let judged = judge(mode, dir.path(), &["--command", &format!("{} {mark}", bomb.display())], &[]);
        let elapsed = start.elapsed();
        let (verdict, message) = judged.verdict();
        assert!(verdict == "RE" || verdict == "TLE", "{mode:?}: {verdict} {message}");
        assert!(!message.contains("launcher"), "{mode:?}: {message}");
        if mode.describes("processes", "polling") {
            assert!(message.contains("processes"), "{mode:?}: {message}");
        }
        // The time limit, the launcher's report and the judge's own work; not the grace.
        assert!(
            elapsed < Duration::from_secs_f64(LIMIT) + Duration::from_millis(1500),
            "{mode:?}: {elapsed:?}"
        );
        assert_none_left(&mark, &mode);
    }
}

/// The subreaper's kill loop against a bomb that a pids cgroup caps: every process it kills
/// would free a pid that a live bomb process forks into before the next scan (emptying the
/// room took 0.3 to 2 s). The launcher seals the room first (`pids.max` 0), so the loop wins.
#[test]
fn a_setsid_fork_bomb_capped_by_a_pids_cgroup_is_emptied_in_time_by_the_subreaper() {
    if modes().contains(&Mode::CgroupsOnly) {
        fork_bomb(Mode::CgroupsOnly);
    }
}

fn fork_bomb(mode: Mode) {
    let dir = one_test(b"", b"1\n");
    let mark = marker("bomb");
    // Where a cgroup or RLIMIT_NPROC caps the processes, the real thing: every process forks
    // forever. Where only polling does (root without cgroups), a bomb of a thousand lingering
    // daemons: an exponential one outruns a scan of /proc and takes the machine's pids with it
    // (see README).
    let text = if mode.describes("processes", "polling") {
        "for i in $(seq 1000); do setsid sh -c 'while :; do sleep 1; done' \"$1\" & done; wait\n"
    } else {
        "while :; do setsid sh \"$0\" \"$1\" & done\n"
    };
    let bomb = script(dir.path(), "bomb.sh", text);
    let command = format!("sh {} {mark}", bomb.display());
    let judged = judge(mode, dir.path(), &["--command", &command], &[]);
    let (verdict, message) = judged.verdict();
    assert!(verdict == "RE" || verdict == "TLE", "{mode:?}: {verdict} {message}");
    assert_none_left(&mark, &mode);
}

#[test]
fn tests_and_user_files_cannot_be_changed_by_a_program() {
    for mode in modes() {
        let dir = one_test(b"2\n", b"4\n");
        let user = tempfile::tempdir().unwrap();
        fs::write(user.path().join("notes.txt"), "mine\n").unwrap();
        let (input, answer) = (dir.path().join("t.in"), dir.path().join("t.out"));
        // Absolute paths at the tests, a relative one at the user's folder (where nimkit runs);
        // then the answer the rewritten test would expect.
        let command = format!(
            "sh -c 'rm -f {a}; echo 1 > {a}; echo 1 > {i}; rm -f notes.txt; echo 1'",
            a = answer.display(),
            i = input.display()
        );
        let start = Instant::now();
        let output = nimkit(mode)
            .current_dir(user.path())
            .arg("test")
            .arg(dir.path())
            .args(["--command", &command, "--time-limit", &LIMIT.to_string(), "--json"])
            .output()
            .unwrap();
        let elapsed = start.elapsed();
        assert!(elapsed < common::hang_bound(Duration::from_secs_f64(LIMIT)), "{mode:?}: {elapsed:?}");
        let judged = Judged { output };
        // The room is a private folder: the relative path never reaches the user's files.
        assert_eq!(fs::read_to_string(user.path().join("notes.txt")).unwrap(), "mine\n", "{mode:?}");
        if judged.isolation().contains("no landlock") {
            // Without Landlock, absolute paths are the user's to protect; the report says so.
            assert!(
                matches!(mode, Mode::Fallback | Mode::CgroupsOnly)
                    || Mode::Default.describes("isolation", "no landlock"),
                "{mode:?}: this kernel has Landlock: {}",
                judged.isolation()
            );
        } else {
            assert_eq!(fs::read_to_string(&input).unwrap(), "2\n", "{mode:?}: the input was rewritten");
            assert_eq!(fs::read_to_string(&answer).unwrap(), "4\n", "{mode:?}: the answer was rewritten");
            assert_eq!(judged.verdict().0, "WA", "{mode:?}: {:?}", judged.verdict());
        }
    }
}

#[test]
fn a_program_that_stops_itself_is_tle() {
    for mode in modes() {
        let dir = one_test(b"", b"1\n");
        let mark = marker("stop");
        let command = format!("sh -c 'kill -STOP $$; echo 1' {mark}");
        let judged = judge(mode, dir.path(), &["--command", &command], &[]);
        assert_eq!(judged.verdict().0, "TLE", "{mode:?}: {:?}", judged.verdict());
        assert_none_left(&mark, &mode);
    }
}

/// The program kills its parent (the launcher, outside its namespace where there is one) and
/// then every process named like the judge: the judge survives and gives a sane verdict.
#[test]
fn a_program_that_signals_its_parent_and_the_judge_does_not_stop_the_judge() {
    for mode in modes() {
        let mark = marker("parricide");
        // The judge's command line carries the marker through the test folder's name.
        let dir = tempfile::Builder::new().prefix(&format!("{mark}-judge")).tempdir().unwrap();
        fs::write(dir.path().join("t.in"), "").unwrap();
        fs::write(dir.path().join("t.out"), "1\n").unwrap();
        // `[n]imkit...` matches the judge but not this shell's own command line.
        let pattern = format!("[{}]{}-judge", &mark[..1], &mark[1..]);
        // Without a namespace or Landlock scoping, any process of the user may signal the
        // judge (README says so); only the parent is attacked there.
        let judge_out_of_reach =
            mode.describes("isolation", "pid-namespace") || mode.describes("isolation", "signal scoping");
        let attack_judge = if judge_out_of_reach {
            format!("pkill -STOP -f {pattern}; pkill -KILL -f {pattern};")
        } else {
            String::new()
        };
        let command = format!("sh -c '{attack_judge} kill -KILL $PPID; sleep 0.2; echo 1' {mark}");
        // Room for the shells and the sleep on a loaded 2-core CI machine (0.5 s was once TLE
        // there, with 8 ms of CPU: it waited for a core).
        let judged = judge_within(2.0, mode, dir.path(), &["--command", &command], &[]);
        assert!(
            judged.output.status.code().is_some(),
            "{mode:?}: the judge was killed: {:?}",
            judged.output.status
        );
        let (verdict, message) = judged.verdict();
        // The shell dies with its parent (or its own group, where the parent is out of reach).
        assert!(verdict == "RE" || verdict == "AC", "{mode:?}: {verdict} {message}");
        assert_none_left(&mark, &mode);
    }
}

/// Small Rust programs compiled once.
fn hostile_binary(name: &str) -> PathBuf {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    let dir = BUILT.get_or_init(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("containment");
        fs::create_dir_all(&dir).unwrap();
        let programs = [
            // The recursion thread of many Rust solutions: 256 MiB of stack reserved, little used.
            (
                "big_stack",
                "fn depth(n: u64) -> u64 { if n == 0 { 0 } else { std::hint::black_box(depth(n - 1)) + 1 } } \
                 fn main() { let t = std::thread::Builder::new().stack_size(256 << 20) \
                 .spawn(|| depth(10_000)).unwrap(); println!(\"{}\", t.join().unwrap() / 10_000); }",
            ),
            // Capacity reserved, never touched.
            (
                "reserve",
                "fn main() { let mut v: Vec<u8> = Vec::with_capacity(2 << 30); v.push(1); \
                 println!(\"{}\", std::hint::black_box(&v).len()); }",
            ),
            // As many MiB as its input says, really touched.
            (
                "touch_input",
                "fn main() { let mut s = String::new(); std::io::stdin().read_line(&mut s).unwrap(); \
                 let n: usize = s.trim().parse().unwrap(); let v = vec![1u8; n << 20]; \
                 println!(\"{}\", v.iter().map(|&b| b as u64).sum::<u64>() >> 20 >= n as u64); }",
            ),
            // The classic bomb: every process forks forever, all in the program's process group.
            ("fork_bomb", "extern \"C\" { fn fork() -> i32; } fn main() { loop { unsafe { fork(); } } }"),
            // 2 GiB really touched.
            (
                "touch_2g",
                "fn main() { let v = vec![1u8; 2 << 30]; println!(\"{}\", v.iter().map(|&b| b as u64).sum::<u64>()); }",
            ),
        ];
        for (name, source) in programs {
            let src = dir.join(format!("{name}.rs"));
            let bin = dir.join(name);
            if fs::read_to_string(&src).ok().as_deref() == Some(source) && bin.exists() {
                continue;
            }
            fs::write(&src, source).unwrap();
            let status = Command::new("rustc").args(["--edition", "2021", "-O", "-o"]).arg(&bin).arg(&src).status();
            assert!(status.unwrap().success(), "{name} compiles");
        }
        dir
    });
    dir.join(name)
}

#[test]
fn real_judge_memory_idioms_are_accepted_and_touching_too_much_is_mle() {
    for mode in modes() {
        let dir = one_test(b"", b"1\n");
        for (name, expected) in [("big_stack", "AC"), ("reserve", "AC"), ("touch_2g", "MLE")] {
            let binary = hostile_binary(name);
            // Touching 256 MiB takes a few hundred milliseconds on a loaded machine.
            let judged =
                judge_within(2.0, mode, dir.path(), &[binary.to_str().unwrap()], &["--memory-limit", "256"]);
            let (verdict, message) = judged.verdict();
            assert_eq!(verdict, expected, "{mode:?} {name}: {message}");
            // Stopped near the limit, never far past it.
            assert!(judged.memory_kib() < 400 << 10, "{mode:?} {name}: peak {} KiB", judged.memory_kib());
        }
    }
}

/// One judge, one cgroup slot reused test after test: an MLE is not carried over to the next
/// test, and a later one is still seen (the slot's counters are remembered between runs).
#[test]
fn memory_verdicts_are_per_test_when_runs_share_a_slot() {
    for mode in modes() {
        let dir = tempfile::tempdir().unwrap();
        for (name, mib) in [("1", 512), ("2", 1), ("3", 512), ("4", 2)] {
            fs::write(dir.path().join(format!("{name}.in")), format!("{mib}\n")).unwrap();
            fs::write(dir.path().join(format!("{name}.out")), "true\n").unwrap();
        }
        let binary = hostile_binary("touch_input");
        let judged =
            judge_within(4.0, mode, dir.path(), &[binary.to_str().unwrap()], &["--memory-limit", "256"]);
        let json = judged.json();
        let verdicts: Vec<&str> =
            json["cases"].as_array().unwrap().iter().map(|case| case["verdict"].as_str().unwrap()).collect();
        assert_eq!(verdicts, ["MLE", "AC", "MLE", "AC"], "{mode:?}");
    }
}

#[test]
fn a_one_byte_reader_of_a_big_input_has_a_small_peak() {
    let dir = tempfile::tempdir().unwrap();
    let input = vec![b'7'; 200 << 20];
    fs::write(dir.path().join("t.in"), &input).unwrap();
    drop(input);
    fs::write(dir.path().join("t.out"), "7").unwrap();
    for mode in modes() {
        let judged = judge(mode, dir.path(), &["--command", "head -c 1"], &[]);
        assert_eq!(judged.verdict().0, "AC", "{mode:?}: {:?}", judged.verdict());
        assert!(judged.memory_kib() < 16 << 10, "{mode:?}: peak {} KiB for one byte", judged.memory_kib());
    }
}

#[test]
fn killing_the_judge_kills_its_runs() {
    for mode in modes() {
        let dir = one_test(b"", b"1\n");
        let mark = marker("orphaned");
        let tree = script(
            dir.path(),
            "tree.sh",
            "setsid sh -c 'while :; do sleep 1; done' \"$1-daemon\" </dev/null >/dev/null 2>&1 &\n\
             while :; do sleep 1; done\n",
        );
        let command = format!("sh {} {mark}", tree.display());
        let temp = tempfile::tempdir().unwrap();
        let mut judge = nimkit(mode)
            .env("TMPDIR", temp.path())
            .arg("test")
            .arg(dir.path())
            .args(["--command", &command, "--time-limit", "60"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let started = Instant::now();
        while processes_with(&format!("{mark}-daemon")).is_empty() {
            assert!(started.elapsed() < Duration::from_secs(30), "{mode:?}: the program never started");
            std::thread::sleep(Duration::from_millis(10));
        }
        judge.kill().unwrap();
        judge.wait().unwrap();
        assert_none_left(&mark, &mode);
        // The run's launcher removes its folder, which the killed judge cannot.
        let folders = || fs::read_dir(temp.path()).unwrap().count();
        while folders() > 0 && started.elapsed() < Duration::from_secs(30) {
            std::thread::sleep(Duration::from_millis(10));
        }
        assert_eq!(folders(), 0, "{mode:?}: the killed judge's folders stayed");
    }
}
