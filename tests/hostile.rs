//! More hostile programs against the judge's rooms, beyond `tests/containment.rs`: daemons that
//! hide, programs that close their output or ignore signals, writes outside the room's folder,
//! memory the RSS poller cannot see, thread bombs, `kill(-1, SIGKILL)`, attacks on the judge
//! through /proc, descriptors inherited from the judge's caller.
//!
//! Each case runs with the mechanisms this kernel grants and, where it makes sense, with
//! `NIMKIT_SANDBOX=fallback` (subreaper, RSS polling, no Landlock); what the fallback does not
//! promise (README, "How programs are contained") is not asserted there. Every judge is also
//! checked to leave none of its own processes (zygote, launchers) behind: they inherit a
//! marker in their environment.

use crate::common;

use std::fs;
use std::os::unix::fs::MetadataExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use common::{assert_gone, assert_none_left, is_alive, marker, one_test, processes_with_in, script, Judged};

const LIMIT: f64 = 0.5;
/// The environment variable that marks every process a judge of these tests starts.
const MARK_VAR: &str = "NIMKIT_HOSTILE_MARK";

#[derive(Clone, Copy, Debug, PartialEq)]
enum Mode {
    Default,
    Fallback,
}

const MODES: [Mode; 2] = [Mode::Default, Mode::Fallback];

impl Mode {
    fn sandbox(self) -> Option<&'static str> {
        match self {
            Mode::Default => None,
            Mode::Fallback => Some("fallback"),
        }
    }
}

fn nimkit(mode: Mode) -> Command {
    common::nimkit(mode.sandbox())
}

fn judge(mode: Mode, tests: &Path, solution: &[&str], extra: &[&str]) -> Judged {
    judge_within(LIMIT, mode, tests, solution, extra)
}

fn judge_within(limit: f64, mode: Mode, tests: &Path, solution: &[&str], extra: &[&str]) -> Judged {
    judge_with(limit, mode, tests, solution, extra, |_| {})
}

/// Judges with time limit `limit` (`--json`, one job), `adjust`ing the judge's command first;
/// asserts the judge returned within `limit` + 1 s and left none of its own processes.
fn judge_with(
    limit: f64,
    mode: Mode,
    tests: &Path,
    solution: &[&str],
    extra: &[&str],
    adjust: impl FnOnce(&mut Command),
) -> Judged {
    let mark = marker("judge");
    let mut command = nimkit(mode);
    command
        .env(MARK_VAR, &mark)
        .arg("test")
        .arg(tests)
        .args(solution)
        .args(["--time-limit", &limit.to_string(), "-j", "1", "--json"])
        .args(extra);
    adjust(&mut command);
    let start = Instant::now();
    let output = command.output().unwrap();
    let elapsed = start.elapsed();
    let bound = common::hang_bound(Duration::from_secs_f64(limit));
    assert!(elapsed < bound, "{mode:?}: the judge took {elapsed:?} (bound {bound:?})");
    assert_gone("the judge's own processes", &mode, || {
        processes_with_in("environ", &format!("{MARK_VAR}={mark}"))
    });
    Judged { output }
}

/// Makes `command` run as `nobody` when the tests run as root.
fn as_nobody_when_root(command: &mut Command) {
    // SAFETY: plain syscalls between fork and exec.
    unsafe {
        command.pre_exec(|| {
            if libc::geteuid() == 0
                && (libc::setgroups(0, std::ptr::null()) != 0
                    || libc::setgid(65534) != 0
                    || libc::setuid(65534) != 0)
            {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
}

/// Whether a process of ours may run as `nobody` (not so for root without CAP_SETUID, as in
/// some containers); says so on stderr when not.
fn can_run_as_nobody() -> bool {
    let mut command = Command::new("true");
    as_nobody_when_root(&mut command);
    let can = command.status().is_ok();
    if !can {
        eprintln!("skipped: root without CAP_SETUID here, no other user to run the judge as");
    }
    can
}

/// `python3 SCRIPT ARGS...` as a command line.
fn python(script: &Path, args: &[&str]) -> String {
    format!("python3 {} {}", script.display(), args.join(" "))
}

/// The `sandbox` part of the JSON report: the mechanisms the default mode has here.
fn default_sandbox() -> serde_json::Value {
    let dir = one_test(b"", b"1\n");
    judge(Mode::Default, dir.path(), &["--command", "echo 1"], &[]).json()["sandbox"].clone()
}

/// Whether `part` of the default sandbox (`isolation`, `memory`, `processes`) says `word`;
/// if not, the caller skips (the case needs that mechanism), saying so.
fn default_has(part: &str, word: &str) -> bool {
    let sandbox = default_sandbox();
    let has = sandbox[part].as_str().is_some_and(|text| text.contains(word) && !text.contains("no landlock"));
    if !has {
        eprintln!("skipped: needs {word} ({part}: {})", sandbox[part]);
    }
    has
}

// ---------------------------------------------------------------------------------------------
// Processes that try to outlive the run.

/// A double-fork daemon in a session of its own that closes every descriptor and replaces its
/// command line (no marker left to find it by): it is found by the pid it printed.
#[test]
fn a_hidden_double_fork_daemon_dies_with_the_run() {
    let daemon = "import os, sys, time\n\
                  r, w = os.pipe()\n\
                  if os.fork() == 0:\n\
                  \x20   os.setsid()\n\
                  \x20   if os.fork() == 0:\n\
                  \x20       # Its pid as the judge's /proc sees it, then nothing of the run's.\n\
                  \x20       os.write(w, os.readlink('/proc/self').encode())\n\
                  \x20       os.closerange(0, 4096)\n\
                  \x20       os.chdir('/')\n\
                  \x20       os.execve('/bin/sleep', ['hidden', '30'], {})\n\
                  \x20   os._exit(0)\n\
                  os.close(w)\n\
                  print(os.read(r, 64).decode())\n";
    for mode in MODES {
        let dir = one_test(b"", b"");
        let program = script(dir.path(), "daemon.py", daemon);
        let mark = marker("hidden");
        let start = Instant::now();
        let output = nimkit(mode)
            .arg("test")
            .arg(dir.path())
            .args(["--command", &python(&program, &[&mark]), "--input"])
            .arg(dir.path().join("t.in"))
            .args(["--time-limit", "2"])
            .output()
            .unwrap();
        assert!(
            start.elapsed() < common::hang_bound(Duration::from_secs(2)),
            "{mode:?}: {:?}",
            start.elapsed()
        );
        let printed = String::from_utf8_lossy(&output.stdout).trim().to_string();
        let pid: i32 = printed.parse().unwrap_or_else(|_| panic!("{mode:?}: no pid printed: {output:?}"));
        let hidden = || {
            let cmdline = fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default();
            if cmdline == b"hidden\x0030\x00" && is_alive(pid) {
                vec![pid]
            } else {
                Vec::new()
            }
        };
        assert_gone("the hidden daemon", &mode, hidden);
        assert_none_left(&mark, &mode);
    }
}

/// A program that closes stdout and stderr and runs on is TLE at the limit: the end of its
/// output is not the end of the run.
#[test]
fn a_program_that_closes_its_output_and_runs_on_is_tle() {
    for mode in MODES {
        let dir = one_test(b"", b"1\n");
        for (name, body) in [("spin", "while :; do :; done"), ("sleep", "sleep 30")] {
            let mark = marker("closed");
            let command = format!("sh -c 'echo 1; exec >&- 2>&- <&-; {body}' {mark}");
            let judged = judge(mode, dir.path(), &["--command", &command], &[]);
            assert_eq!(judged.verdict().0, "TLE", "{mode:?} {name}: {:?}", judged.verdict());
            assert_none_left(&mark, &mode);
        }
    }
}

/// Ignoring SIGTERM, SIGINT and SIGHUP and lowering its own limits changes nothing: TLE, and
/// the whole tree goes.
#[test]
fn a_program_that_ignores_signals_and_sets_its_own_limits_is_killed_at_the_limit() {
    for mode in MODES {
        let dir = one_test(b"", b"1\n");
        let mark = marker("stubborn");
        let command = format!(
            "sh -c 'trap \"\" TERM INT HUP QUIT USR1; ulimit -n 16; ulimit -c 0; \
             (trap \"\" TERM INT HUP; while :; do sleep 1; done) & while :; do :; done' {mark}"
        );
        let judged = judge(mode, dir.path(), &["--command", &command], &[]);
        assert_eq!(judged.verdict().0, "TLE", "{mode:?}: {:?}", judged.verdict());
        assert_none_left(&mark, &mode);
    }
}

/// The judged process replaces itself by another program: still judged, still killed.
#[test]
fn a_program_that_execs_into_another_is_still_judged() {
    for mode in MODES {
        let dir = one_test(b"", b"1\n");
        let mark = marker("exec");
        let judged = judge(mode, dir.path(), &["--command", &format!("sh -c 'exec sleep 30' {mark}")], &[]);
        assert_eq!(judged.verdict().0, "TLE", "{mode:?}: {:?}", judged.verdict());
        assert_none_left(&mark, &mode);
        let judged =
            judge(mode, dir.path(), &["--command", &format!("sh -c 'exec sh -c \"echo 1\"' {mark}")], &[]);
        assert_eq!(judged.verdict().0, "AC", "{mode:?}: {:?}", judged.verdict());
    }
}

/// A child that outlives its parent and prints after the parent's exit: the run ends with the
/// judged process, so what the child would have said later is not part of the output, and the
/// child is gone.
#[test]
fn output_after_the_program_exits_is_not_the_programs() {
    for mode in MODES {
        let dir = one_test(b"", b"1\n");
        let mark = marker("late");
        let command = format!("sh -c '(trap \"\" TERM HUP; sleep 0.3; echo 1; sleep 30) & exit 0' {mark}");
        let judged = judge(mode, dir.path(), &["--command", &command], &[]);
        assert_eq!(judged.verdict().0, "WA", "{mode:?}: {:?}", judged.verdict());
        assert_none_left(&mark, &mode);
        // Said in time by the child, it counts.
        let command = format!("sh -c '(echo 1; sleep 30) & sleep 0.2; exit 0' {mark}");
        let judged = judge(mode, dir.path(), &["--command", &command], &[]);
        assert_eq!(judged.verdict().0, "AC", "{mode:?}: {:?}", judged.verdict());
        assert_none_left(&mark, &mode);
    }
}

/// Processes cloned with `CLONE_PARENT` are siblings of the program: children of its launcher,
/// inside the run's PID namespace. The namespace's end waits until each is reaped, which only
/// their parent can do: the launcher waited for its init alone and hung until the judge killed
/// it past its grace (RE "the run's launcher was stopped or killed", nothing measured, for an
/// honest answer). One sibling ends at once, two wait for ever, one of them with no exit signal
/// (only a wait for every kind of child sees it): AC, and none is left.
#[test]
fn siblings_cloned_with_clone_parent_neither_hang_the_launcher_nor_survive() {
    let program = "import ctypes, sys\n\
                   libc = ctypes.CDLL(None, use_errno=True)\n\
                   libc.clone.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p]\n\
                   CLONE_PARENT, SIGCHLD = 0x8000, 17\n\
                   stacks = []\n\
                   for entry, flags in [(libc._exit, CLONE_PARENT | SIGCHLD), (libc.pause, CLONE_PARENT | SIGCHLD), (libc.pause, CLONE_PARENT)]:\n\
                   \x20   stack = ctypes.create_string_buffer(1 << 16)\n\
                   \x20   stacks.append(stack)\n\
                   \x20   top = (ctypes.addressof(stack) + len(stack)) & ~15\n\
                   \x20   if libc.clone(ctypes.cast(entry, ctypes.c_void_p), top, flags, None) < 0:\n\
                   \x20       sys.exit('clone: %d' % ctypes.get_errno())\n\
                   print(1)\n";
    for mode in MODES {
        let dir = one_test(b"", b"1\n");
        let script = script(dir.path(), "siblings.py", program);
        let mark = marker("clone-parent");
        // A time limit a loaded machine's Python start-up stays far within.
        let judged = judge_within(5.0, mode, dir.path(), &["--command", &python(&script, &[&mark])], &[]);
        assert_eq!(judged.verdict().0, "AC", "{mode:?}: {:?}", judged.verdict());
        assert_none_left(&mark, &mode);
    }
}

// ---------------------------------------------------------------------------------------------
// Output and input.

/// One endless line without a newline is OLE at the output limit.
#[test]
fn a_huge_single_line_is_ole() {
    for mode in MODES {
        let dir = one_test(b"", b"1\n");
        let mark = marker("line");
        let command = format!("sh -c 'head -c 100000000 /dev/zero | tr \"\\0\" x' {mark}");
        let judged = judge_within(2.0, mode, dir.path(), &["--command", &command], &["--output-limit", "1"]);
        assert_eq!(judged.verdict().0, "OLE", "{mode:?}: {:?}", judged.verdict());
        assert_none_left(&mark, &mode);
    }
}

/// Files are capped like the output, each (`RLIMIT_FSIZE`) and all in the run's folder
/// together (a run that fills the disk fails the judge and the machine): one huge file and many
/// small ones are OLE at `NIMKIT_FILE_LIMIT`, a scratch file under it is no one's business.
#[test]
fn files_past_the_file_limit_are_ole_one_big_or_many_small() {
    for mode in MODES {
        let dir = one_test(b"", b"1\n");
        let mark = marker("files");
        let cases = [
            ("head -c 50000000 /dev/zero > big; echo 1", "OLE"),
            ("for i in $(seq 40); do head -c 1000000 /dev/zero > f$i; done; sleep 5; echo 1", "OLE"),
            ("head -c 3000000 /dev/zero > scratch; echo 1", "AC"),
        ];
        for (script, expected) in cases {
            let command = format!("sh -c '{script}' {mark}");
            // The file limit is never below the output limit (64 MiB by default).
            let extra = ["--output-limit", "1"];
            let judged = judge_with(2.0, mode, dir.path(), &["--command", &command], &extra, |command| {
                command.env("NIMKIT_FILE_LIMIT", "8");
            });
            let (verdict, message) = judged.verdict();
            assert_eq!(verdict, expected, "{mode:?} {script}: {message}");
            if expected == "OLE" {
                assert!(message.contains("to files"), "{mode:?} {script}: {message}");
            }
        }
        assert_none_left(&mark, &mode);
    }
}

/// A flood on stderr is drained (the program never blocks on it) and ends at the time limit.
#[test]
fn a_stderr_flood_is_tle_and_the_judge_keeps_up() {
    for mode in MODES {
        let dir = one_test(b"", b"1\n");
        let mark = marker("stderr");
        let judged = judge(mode, dir.path(), &["--command", &format!("sh -c 'yes >&2' {mark}")], &[]);
        assert_eq!(judged.verdict().0, "TLE", "{mode:?}: {:?}", judged.verdict());
        assert_none_left(&mark, &mode);
    }
}

/// A program that wants a terminal finds none, and one that follows its stdin forever is TLE.
#[test]
fn a_program_reading_a_terminal_or_stdin_forever_does_not_hang_the_judge() {
    for mode in MODES {
        let dir = one_test(b"5\n", b"1\n");
        let mark = marker("tty");
        let command = format!("sh -c 'cat /dev/tty; read x < /dev/tty; echo 1' {mark}");
        let judged = judge(mode, dir.path(), &["--command", &command], &[]);
        assert_eq!(judged.verdict().0, "AC", "{mode:?}: {:?}", judged.verdict());
        let command = format!("sh -c 'tail -f /dev/stdin' {mark}");
        let judged = judge(mode, dir.path(), &["--command", &command], &[]);
        assert_eq!(judged.verdict().0, "TLE", "{mode:?}: {:?}", judged.verdict());
        assert_none_left(&mark, &mode);
    }
}

/// A build that takes memory without bound (cc1 on `#include "/dev/zero"` took 24 GB here, until
/// the kernel's OOM killer stepped in) is stopped at the compile memory limit: CE, naming it.
#[test]
fn a_build_that_eats_memory_is_a_compile_error_at_the_compile_memory_limit() {
    // 600 MiB in one piece: far below this machine's memory, far above the limit set here. The
    // marker makes the folder new to the build cache (a build that succeeded is reused).
    let mark = marker("eater");
    let build = format!("# {mark}\nexec python3 -c 'x = bytearray(600 << 20); print(len(x))'\n");
    let (verdict, message) = judge_built_by(&build, ("NIMKIT_COMPILE_MEMORY_LIMIT", "256"));
    assert_eq!(verdict, "CE", "{message}");
    assert!(message.contains("MemoryError"), "{message}");
    let (verdict, message) = judge_built_by(&build, ("NIMKIT_COMPILE_MEMORY_LIMIT", "2048"));
    assert_eq!(verdict, "AC", "{message}");
}

/// The verdict and message of a program folder that `build`s with the script `build` and
/// runs `echo 1` (on a test whose answer is 1), judged with the environment variable `name`
/// set to `value`.
fn judge_built_by(build: &str, (name, value): (&str, &str)) -> (String, String) {
    let dir = one_test(b"", b"1\n");
    let programs = tempfile::tempdir().unwrap();
    let folder = programs.path().join("program");
    fs::create_dir_all(&folder).unwrap();
    script(&folder, "run", "echo 1\n");
    script(&folder, "build", build);
    let judged = judge_with(LIMIT, Mode::Default, dir.path(), &[folder.to_str().unwrap()], &[], |command| {
        command.env(name, value);
    });
    judged.verdict()
}

/// A build that never ends (g++ on a template bomb runs for ever, writing tens of megabytes of
/// errors a second), floods its output and leaves a background job holding the pipes is a
/// compile error at the compile time limit: the judge neither hangs nor keeps the flood, and
/// nothing the build started is left.
#[test]
fn a_build_that_never_ends_is_a_compile_error_at_the_compile_time_limit() {
    let mark = marker("build");
    let build = format!(
        "sh -c 'sleep 1000' {mark} &\n\
         yes {mark} | head -c 5000000 >&2\n\
         exec sh -c 'while :; do :; done' {mark}\n"
    );
    let start = Instant::now();
    let (verdict, message) = judge_built_by(&build, ("NIMKIT_COMPILE_TIME_LIMIT", "2"));
    let elapsed = start.elapsed();
    assert_eq!(verdict, "CE", "{message}");
    assert!(message.starts_with("error: the compiler was still running after 2 s"), "{}", &message[..200]);
    assert!(message.len() < 64 << 10, "the flood was kept: {} bytes", message.len());
    assert!(
        message.contains("more lines of the compiler's output not shown"),
        "{}",
        &message[message.len() - 200..]
    );
    assert!(elapsed < common::hang_bound(Duration::from_secs(1)), "took {elapsed:?}");
    assert!(elapsed >= Duration::from_secs(2), "stopped before its limit: {elapsed:?}");
    assert_none_left(&mark, &"the build");
}

// ---------------------------------------------------------------------------------------------
// Writes outside the room's folder.

/// Writes by absolute path to the shared temporary folders, the home folder, the tests' folder
/// and the solution's own source, and a hard link to the test's answer made in the room's
/// folder and written through: with Landlock none gets through, and the program still runs to
/// its answer. Without Landlock (the fallback) the README promises nothing about absolute
/// paths; the test only cleans up there.
#[test]
fn writes_outside_the_room_are_refused() {
    let home = PathBuf::from(std::env::var_os("HOME").unwrap_or_else(|| "/root".into()));
    for mode in MODES {
        let dir = one_test(b"", b"1\n");
        let mark = marker("writes");
        let targets = [
            PathBuf::from(format!("/tmp/{mark}")),
            PathBuf::from(format!("/dev/shm/{mark}")),
            home.join(&mark),
            dir.path().join(format!("{mark}.out")),
        ];
        let source_text = "echo 1\n";
        let solution = script(dir.path(), "solution.sh", source_text);
        let mut body = String::new();
        for target in &targets {
            body += &format!("echo x > {} 2>/dev/null\n", target.display());
        }
        body += &format!("echo 'echo 2' >> {} 2>/dev/null\n", solution.display());
        body += &format!(
            "ln {} link 2>/dev/null && echo 2 > link 2>/dev/null\n",
            dir.path().join("t.out").display()
        );
        body += "echo 1\n";
        let program = script(dir.path(), "writer.sh", &body);
        let judged =
            judge(mode, dir.path(), &["--command", &format!("sh {} {mark}", program.display())], &[]);
        let written: Vec<String> =
            targets.iter().filter(|t| t.exists()).map(|t| t.display().to_string()).collect();
        for target in &targets {
            let _ = fs::remove_file(target);
        }
        let source_now = fs::read_to_string(&solution).unwrap();
        let answer_now = fs::read_to_string(dir.path().join("t.out")).unwrap();
        assert_none_left(&mark, &mode);
        if judged.isolation().contains("no landlock") {
            // Without Landlock, absolute paths are the user's to protect; the report says so.
            eprintln!("{mode:?}: no Landlock here, nothing promised for absolute paths");
            continue;
        }
        assert_eq!(mode, Mode::Default, "the fallback claims Landlock: {}", judged.isolation());
        assert!(written.is_empty(), "{mode:?}: written: {written:?}");
        assert_eq!(source_now, source_text, "{mode:?}: the solution's source was changed");
        assert_eq!(answer_now, "1\n", "{mode:?}: the answer was changed through a hard link");
        assert_eq!(judged.verdict().0, "AC", "{mode:?}: {:?}", judged.verdict());
    }
}

/// A run's folder, left empty and unchanged, serves the next run; an extended attribute set on
/// it (`user.*`, as any owner may) stayed, and the next test's run read it: a channel from test
/// to test. Each of three runs in a row finds none and sets one.
#[test]
fn an_attribute_left_on_the_rooms_folder_does_not_reach_the_next_run() {
    let program = "import os\n\
                   try:\n\
                   \x20   print('left by the run before:', os.getxattr('.', 'user.channel'))\n\
                   except OSError:\n\
                   \x20   print(1)\n\
                   os.setxattr('.', 'user.channel', b'from a run before')\n";
    for mode in MODES {
        let tests = tempfile::tempdir().unwrap();
        for name in ["1", "2", "3"] {
            fs::write(tests.path().join(format!("{name}.in")), "").unwrap();
            fs::write(tests.path().join(format!("{name}.out")), "1\n").unwrap();
        }
        let programs = tempfile::tempdir().unwrap();
        let script = script(programs.path(), "channel.py", program);
        let mark = marker("attribute");
        let judged = judge_within(5.0, mode, tests.path(), &["--command", &python(&script, &[&mark])], &[]);
        let verdicts = judged.verdicts();
        if verdicts[0] == "RE" {
            eprintln!("skipped: no user attributes on this file system ({:?})", judged.verdict());
            return;
        }
        assert_eq!(verdicts, ["AC", "AC", "AC"], "{mode:?}: {}", judged.json());
        assert_none_left(&mark, &mode);
    }
}

/// Landlock governs writes to a file's content, not its metadata: without the read-only view
/// a program could change the mode and times of the tests and the user's files (and, as root,
/// their owner). The judge's promise is that those files cannot be changed.
#[test]
fn the_mode_and_times_of_user_files_cannot_be_changed() {
    if !default_has("isolation", "read-only view") {
        return;
    }
    let dir = one_test(b"", b"1\n");
    let input = dir.path().join("t.in");
    let before = fs::metadata(&input).unwrap();
    let mark = marker("chmod");
    let command =
        format!("sh -c 'chmod 600 {i}; touch -d 2001-01-01 {i}; echo 1' {mark}", i = input.display());
    let judged = judge(Mode::Default, dir.path(), &["--command", &command], &[]);
    let after = fs::metadata(&input).unwrap();
    assert_eq!(judged.verdict().0, "AC", "{:?}", judged.verdict());
    assert_eq!(after.mode(), before.mode(), "the mode of the test was changed");
    assert_eq!(after.mtime(), before.mtime(), "the time of the test was changed");
}

/// Device nodes made in the room's folder would lead anywhere: a raw disk (any file's content),
/// the kernel log, memory. A root judge's program has no CAP_MKNOD, and Landlock grants every
/// access right in the folder but making devices.
#[test]
fn a_program_cannot_make_device_nodes() {
    let dir = one_test(b"", b"1\n");
    let mark = marker("mknod");
    // A copy of /dev/null: harmless if made, and proof that it could be any device.
    let command = format!("sh -c 'if mknod null c 1 3 2>/dev/null; then echo made; else echo 1; fi' {mark}");
    let judged = judge(Mode::Default, dir.path(), &["--command", &command], &[]);
    assert_eq!(judged.verdict().0, "AC", "{:?}", judged.verdict());
}

/// A root judge's program starts with no capability: it cannot rename the machine, take the CPU
/// with a real-time policy, reconfigure the network. Probed harmlessly (the hostname would be
/// set to what it is; the real-time policy held for no time at all).
#[test]
fn a_program_has_no_root_privileges() {
    let dir = one_test(b"", b"1\n");
    let probe = script(
        dir.path(),
        "privileges.py",
        "import os, socket, sys\n\
         got = []\n\
         try:\n\
         \x20   socket.sethostname(socket.gethostname()); got.append('sethostname')\n\
         except OSError: pass\n\
         try:\n\
         \x20   os.sched_setscheduler(0, os.SCHED_FIFO, os.sched_param(1)); got.append('SCHED_FIFO')\n\
         \x20   os.sched_setscheduler(0, os.SCHED_OTHER, os.sched_param(0))\n\
         except OSError: pass\n\
         print(' '.join(got) or 1)\n",
    );
    let judged = judge_within(2.0, Mode::Default, dir.path(), &["--command", &python(&probe, &[])], &[]);
    assert_eq!(judged.verdict().0, "AC", "{:?}", judged.verdict());
}

/// Descriptors the judge inherited from its caller (a shell's `9>file`, a build tool's pipes)
/// are not handed on to the programs it judges: Landlock cannot stop writes to an open file.
#[test]
fn descriptors_inherited_by_the_judge_do_not_reach_programs() {
    for mode in MODES {
        let dir = one_test(b"", b"1\n");
        let user = tempfile::tempdir().unwrap();
        let file = user.path().join("log");
        fs::write(&file, "mine\n").unwrap();
        let open = fs::OpenOptions::new().append(true).open(&file).unwrap();
        let mark = marker("inherited");
        let command = format!("sh -c 'echo pwned >&9; echo 1' {mark}");
        let judged = judge_with(LIMIT, mode, dir.path(), &["--command", &command], &[], |command| {
            use std::os::fd::AsRawFd;
            let fd = open.as_raw_fd();
            // SAFETY: dup2 is async-signal-safe; it leaves fd 9 open across the exec.
            unsafe {
                command.pre_exec(move || {
                    if libc::dup2(fd, 9) < 0 {
                        return Err(std::io::Error::last_os_error());
                    }
                    Ok(())
                });
            }
        });
        drop(open);
        assert_eq!(fs::read_to_string(&file).unwrap(), "mine\n", "{mode:?}: written through fd 9");
        assert_eq!(judged.verdict().0, "AC", "{mode:?}: {:?}", judged.verdict());
        assert_none_left(&mark, &mode);
    }
}

// ---------------------------------------------------------------------------------------------
// Memory.

/// Memory the program holds outside its address space: a memfd written with write(2), never
/// mapped, and files in a room folder on tmpfs. Neither is resident memory of any process, so
/// RSS polling (the fallback) cannot see them and the README promises nothing there; a memory
/// cgroup charges both to the run: MLE.
#[test]
fn memory_held_in_tmpfs_or_a_memfd_is_mle() {
    if !default_has("memory", "cgroup") {
        return;
    }

    let memfd = "import os, sys\n\
                 fd = os.memfd_create('hog')\n\
                 chunk = b'x' * (1 << 20)\n\
                 for _ in range(int(sys.argv[1])):\n\
                 \x20   os.write(fd, chunk)\n\
                 print(1)\n";
    let dir = one_test(b"", b"1\n");
    let program = script(dir.path(), "memfd.py", memfd);
    for (mib, expected) in [("512", "MLE"), ("64", "AC")] {
        let mark = marker("memfd");
        let judged = judge_within(
            3.0,
            Mode::Default,
            dir.path(),
            &["--command", &python(&program, &[mib, &mark])],
            &["--memory-limit", "256"],
        );
        assert_eq!(judged.verdict().0, expected, "memfd of {mib} MiB: {:?}", judged.verdict());
        assert_none_left(&mark, &Mode::Default);
    }
    // The rooms' folders on tmpfs (TMPDIR there): a file of 512 MiB left in the folder is MLE,
    // and the next run in the same cgroup slot starts afresh once the folder is removed.
    let shm = Path::new("/dev/shm");
    if !shm.is_dir() || fs::metadata(shm).map(|m| m.permissions().readonly()).unwrap_or(true) {
        return;
    }
    let temp = tempfile::tempdir_in(shm).unwrap();
    let tests = tempfile::tempdir().unwrap();
    for (name, mib) in [("1", 512), ("2", 64), ("3", 512), ("4", 64)] {
        fs::write(tests.path().join(format!("{name}.in")), format!("{mib}\n")).unwrap();
        fs::write(tests.path().join(format!("{name}.out")), "1\n").unwrap();
    }
    let mark = marker("tmpfs");
    let command = format!("sh -c 'read n; head -c ${{n}}M /dev/zero > big; echo 1' {mark}");
    let judged = judge_with(
        6.0,
        Mode::Default,
        tests.path(),
        &["--command", &command],
        &["--memory-limit", "256"],
        |command| {
            command.env("TMPDIR", temp.path());
        },
    );
    assert_eq!(judged.verdicts(), ["MLE", "AC", "MLE", "AC"]);
    assert_none_left(&mark, &Mode::Default);
    assert_eq!(fs::read_dir(temp.path()).unwrap().count(), 0, "the rooms' folders were left on tmpfs");
}

/// Memory touched by many threads of one process, and by several processes of one tree, is
/// summed: over the limit it is MLE, under it AC. A child killed for memory while its parent
/// waits for it is MLE too, not the TLE the parent's wait would become.
#[test]
fn memory_of_threads_and_children_is_summed() {
    let threads = "import threading, sys\n\
                   n, mib = int(sys.argv[1]), int(sys.argv[2])\n\
                   held = []\n\
                   def work():\n\
                   \x20   held.append(b'x' * (mib << 20))\n\
                   ts = [threading.Thread(target=work) for _ in range(n)]\n\
                   for t in ts: t.start()\n\
                   for t in ts: t.join()\n\
                   print(1)\n";
    // Each child touches its share, reports, and lingers; the parent answers once all reported.
    let children = "import os, sys, time\n\
                    n, mib = int(sys.argv[1]), int(sys.argv[2])\n\
                    r, w = os.pipe()\n\
                    for _ in range(n):\n\
                    \x20   if os.fork() == 0:\n\
                    \x20       held = b'x' * (mib << 20)\n\
                    \x20       os.write(w, b'k')\n\
                    \x20       time.sleep(30)\n\
                    \x20       os._exit(0)\n\
                    got = 0\n\
                    while got < n:\n\
                    \x20   got += len(os.read(r, n))\n\
                    print(1)\n";
    let dir = one_test(b"", b"1\n");
    let threads = script(dir.path(), "threads.py", threads);
    let children = script(dir.path(), "children.py", children);
    for mode in MODES {
        for (program, n, mib, expected) in [
            (&threads, "8", "64", "MLE"),
            (&threads, "8", "8", "AC"),
            (&children, "4", "100", "MLE"),
            (&children, "4", "16", "AC"),
        ] {
            let mark = marker("summed");
            let judged = judge_within(
                3.0,
                mode,
                dir.path(),
                &["--command", &python(program, &[n, mib, &mark])],
                &["--memory-limit", "256"],
            );
            let what = format!("{} × {mib} MiB ({})", n, program.file_name().unwrap().to_string_lossy());
            assert_eq!(judged.verdict().0, expected, "{mode:?} {what}: {:?}", judged.verdict());
            assert_none_left(&mark, &mode);
        }
    }
}

/// A forked copy of a big process shares its pages until it writes them: the tree holds them
/// once. A memory cgroup counts them once (AC); RSS polling counts them once per process (the
/// README says so), so the fallback is not asserted. Also with the memory cgroup but neither
/// PID namespace nor pids cgroup, where root's process cap is polled: that poll's summed
/// memory once became the peak, and this run MLE (root in a container without capabilities).
#[test]
fn pages_shared_by_fork_count_once() {
    if !default_has("memory", "cgroup") {
        return;
    }

    let dir = one_test(b"", b"1\n");
    let program = script(
        dir.path(),
        "cow.py",
        "import os, time\n\
         held = b'x' * (150 << 20)\n\
         kids = []\n\
         for _ in range(2):\n\
         \x20   pid = os.fork()\n\
         \x20   if pid == 0:\n\
         \x20       time.sleep(0.3)\n\
         \x20       os._exit(len(held) & 1)\n\
         \x20   kids.append(pid)\n\
         for pid in kids: os.waitpid(pid, 0)\n\
         print(1)\n",
    );
    let mark = marker("cow");
    let judged = judge_within(
        3.0,
        Mode::Default,
        dir.path(),
        &["--command", &python(&program, &[&mark])],
        &["--memory-limit", "256"],
    );
    assert_eq!(judged.verdict().0, "AC", "{:?}", judged.verdict());
    assert_none_left(&mark, &Mode::Default);
    let judged = judge_with(
        3.0,
        Mode::Default,
        dir.path(),
        &["--command", &python(&program, &[&mark])],
        &["--memory-limit", "256"],
        |command| {
            command.env("NIMKIT_SANDBOX", "no-pid-namespace,no-pids-cgroup");
        },
    );
    assert_eq!(judged.verdict().0, "AC", "memory cgroup, processes polled: {:?}", judged.verdict());
    assert_none_left(&mark, &Mode::Default);
}

// ---------------------------------------------------------------------------------------------
// Processes and threads.

/// Starts up to 2000 sleeping threads and says whether it was stopped short; ends by itself.
const COUNTED_THREADS: &str = "import threading, time\n\
    n = 0\n\
    try:\n\
    \x20   while n < 2000:\n\
    \x20       threading.Thread(target=time.sleep, args=(1,), daemon=True).start()\n\
    \x20       n += 1\n\
    except RuntimeError:\n\
    \x20   pass\n\
    print('capped' if n < 2000 else 'not capped')\n";

/// Thousands of threads: the process cap counts threads (a pids cgroup counts tasks), so the
/// bomb is refused early; the run ends in time either way and nothing is left.
#[test]
fn a_thread_bomb_is_capped_and_ends_in_time() {
    let dir = one_test(b"", b"capped\n");
    let program = script(
        dir.path(),
        "threads.py",
        "import threading, time\n\
         n = 0\n\
         try:\n\
         \x20   while n < 2000:\n\
         \x20       threading.Thread(target=time.sleep, args=(30,), daemon=True).start()\n\
         \x20       n += 1\n\
         except RuntimeError:\n\
         \x20   pass\n\
         print('capped' if n < 2000 else 'not capped', flush=True)\n\
         time.sleep(30)\n",
    );
    for mode in MODES {
        let mark = marker("threads");
        let judged = judge_within(2.0, mode, dir.path(), &["--command", &python(&program, &[&mark])], &[]);
        let (verdict, message) = judged.verdict();
        assert!(["TLE", "RE"].contains(&verdict.as_str()), "{mode:?}: {verdict} {message}");
        assert_none_left(&mark, &mode);
    }
    // The threads it got, judged by a run that ends by itself: never 2000 (WA). A pids cgroup
    // refuses the 257th task (RE: it tried to run more); polling counts threads as tasks and
    // kills the tree past 256 (RE); RLIMIT_NPROC refuses threads too (the program then answers).
    let program = script(dir.path(), "count.py", COUNTED_THREADS);
    for mode in MODES {
        let mark = marker("threads");
        let judged = judge_within(3.0, mode, dir.path(), &["--command", &python(&program, &[&mark])], &[]);
        let (verdict, message) = judged.verdict();
        assert!(verdict == "RE" || verdict == "AC", "{mode:?}: {verdict} {message}");
        if verdict == "RE" {
            assert!(message.contains("processes"), "{mode:?}: {message}");
        }
        assert_none_left(&mark, &mode);
    }
}

/// `kill(-1, SIGKILL)` kills every process the program may signal: with a PID namespace or
/// Landlock's signal scoping, only its own run. The judge gives a verdict and a process of the
/// user's outside the run lives on. (Not run in the fallback: there it would kill the machine's
/// processes, the README says a program may signal anything there.)
#[test]
fn kill_minus_one_kills_only_the_run() {
    // Where neither a PID namespace nor Landlock's scoping contains signals, this would kill
    // every process of the user.
    if !default_has("isolation", "pid-namespace") && !default_has("isolation", "signal scoping") {
        return;
    }
    let dir = one_test(b"", b"1\n");
    let mut canary = Command::new("sleep").arg("30").spawn().unwrap();
    let mark = marker("killall");
    // A sibling to kill, then everything; the caller itself is spared by the kernel.
    let program = script(
        dir.path(),
        "killall.py",
        "import os, signal, time\n\
         child = os.fork()\n\
         if child == 0:\n\
         \x20   time.sleep(30)\n\
         \x20   os._exit(0)\n\
         os.kill(-1, signal.SIGCONT)\n\
         os.kill(-1, signal.SIGKILL)\n\
         _, status = os.waitpid(child, 0)\n\
         print(1 if os.WIFSIGNALED(status) else 'the sibling lived')\n",
    );
    let judged =
        judge_within(2.0, Mode::Default, dir.path(), &["--command", &python(&program, &[&mark])], &[]);
    let canary_alive = canary.try_wait().unwrap().is_none();
    let _ = canary.kill();
    let _ = canary.wait();
    assert!(judged.output.status.code().is_some(), "the judge was killed: {:?}", judged.output.status);
    assert!(canary_alive, "a process outside the run was killed");
    assert_eq!(judged.verdict().0, "AC", "{:?}", judged.verdict());
    assert_none_left(&mark, &Mode::Default);
}

/// The program finds the judge in /proc (its command line names the tests' folder) and tries
/// to trace it, open its memory, write to its stdout through /proc/PID/fd/1 (which would
/// corrupt the JSON report) and change its /proc files. All refused: the report is intact.
/// (Not run in the fallback: as the same user without Landlock, tracing the judge stops it.)
#[test]
fn the_judge_cannot_be_traced_or_reached_through_proc() {
    // Without Landlock, tracing the judge would stop it.
    if !default_has("isolation", "landlock") {
        return;
    }

    let mark = marker("ptrace");
    let dir = tempfile::Builder::new().prefix(&format!("{mark}-judge")).tempdir().unwrap();
    fs::write(dir.path().join("t.in"), "").unwrap();
    fs::write(dir.path().join("t.out"), "1\n").unwrap();
    let program = script(
        dir.path(),
        "attack.py",
        "import ctypes, os, sys\n\
         libc = ctypes.CDLL(None, use_errno=True)\n\
         target = sys.argv[1] + '-judge'\n\
         me = os.readlink('/proc/self')\n\
         got = []\n\
         for p in os.listdir('/proc'):\n\
         \x20   if not p.isdigit() or p == me: continue\n\
         \x20   try: cmd = open('/proc/%s/cmdline' % p, 'rb').read()\n\
         \x20   except OSError: continue\n\
         \x20   if target.encode() not in cmd or b'python' in cmd: continue\n\
         \x20   pid = int(p)\n\
         \x20   for request in (16, 0x4206):  # PTRACE_ATTACH, PTRACE_SEIZE\n\
         \x20       if libc.ptrace(request, pid, None, None) == 0: got.append('ptrace %d' % request)\n\
         \x20   for name, flags in (('mem', os.O_RDWR), ('fd/1', os.O_WRONLY), ('fd/2', os.O_WRONLY),\n\
         \x20                       ('comm', os.O_WRONLY), ('oom_score_adj', os.O_WRONLY), ('ns/pid', os.O_RDONLY)):\n\
         \x20       try: fd = os.open('/proc/%d/%s' % (pid, name), flags)\n\
         \x20       except OSError: continue\n\
         \x20       got.append(name)\n\
         \x20       if name.startswith('fd/'): os.write(fd, b'garbage\\n')\n\
         \x20       os.close(fd)\n\
         print(' '.join(got) or 1)\n",
    );
    let command = format!("python3 {} {}", program.display(), &mark);
    let judged = judge_within(2.0, Mode::Default, dir.path(), &["--command", &command], &[]);
    assert!(judged.output.status.code().is_some(), "the judge was killed: {:?}", judged.output.status);
    assert_eq!(judged.verdict().0, "AC", "{:?}", judged.verdict());
}

/// A program may leave folders in its room that it made unreadable (`chmod 000`): for any user
/// but root that stopped the removal of the room's folder, and the folder stayed in the
/// temporary folder forever (the next judge's scan for stale folders failed the same way).
/// Run as `nobody` when the tests run as root.
#[test]
fn a_room_left_unreadable_is_still_removed() {
    if !can_run_as_nobody() {
        return;
    }
    for mode in MODES {
        let dir = one_test(b"", b"1\n");
        let temp = tempfile::tempdir().unwrap();
        let cache = tempfile::tempdir().unwrap();
        for path in [dir.path(), temp.path(), cache.path()] {
            use std::os::unix::fs::PermissionsExt;
            fs::set_permissions(path, fs::Permissions::from_mode(0o777)).unwrap();
        }
        let mark = marker("unreadable");
        let command = format!("sh -c 'mkdir -p a/b; touch a/b/f; chmod 000 a/b a; echo 1' {mark}");
        let judged = judge_with(LIMIT, mode, dir.path(), &["--command", &command], &[], |command| {
            command.env("TMPDIR", temp.path()).env("NIMKIT_CACHE", cache.path());
            as_nobody_when_root(command);
        });
        assert_eq!(judged.verdict().0, "AC", "{mode:?}: {:?}", judged.verdict());
        let left: Vec<_> = fs::read_dir(temp.path()).unwrap().flatten().map(|e| e.file_name()).collect();
        if !left.is_empty() {
            // Root removes what nobody could not.
            let _ = Command::new("chmod").arg("-R").arg("u+rwx").arg(temp.path()).status();
        }
        assert!(left.is_empty(), "{mode:?}: room folders left: {left:?}");
        assert_none_left(&mark, &mode);
    }
}

/// An unprivileged judge (here `nobody`, when the tests run as root) keeps its runs in PID
/// namespaces too, through a user namespace of its own, where one process can make only one:
/// each run then has a launcher of its own. Several runs in a row, a hidden daemon each, and
/// a `chmod` of the test that the read-only view refuses.
#[test]
fn an_unprivileged_judge_contains_run_after_run() {
    // SAFETY: plain getter.
    if unsafe { libc::geteuid() } != 0 {
        eprintln!("skipped: the other tests already run unprivileged here");
        return;
    }
    if !can_run_as_nobody() {
        return;
    }
    let tests = tempfile::tempdir().unwrap();
    let temp = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    for path in [tests.path(), temp.path(), cache.path()] {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(path, fs::Permissions::from_mode(0o777)).unwrap();
    }
    for name in ["1", "2", "3"] {
        fs::write(tests.path().join(format!("{name}.in")), "").unwrap();
        fs::write(tests.path().join(format!("{name}.out")), "1\n").unwrap();
    }
    let input = tests.path().join("1.in");
    let before = fs::metadata(&input).unwrap().mode();
    let mark = marker("unprivileged");
    let command = format!(
        "sh -c 'setsid sh -c \"sleep 30\" {mark}-daemon </dev/null >/dev/null 2>&1 & chmod 600 {} 2>/dev/null; echo 1' {mark}",
        input.display()
    );
    let judged = judge_with(LIMIT, Mode::Default, tests.path(), &["--command", &command], &[], |command| {
        command.env("TMPDIR", temp.path()).env("NIMKIT_CACHE", cache.path());
        as_nobody_when_root(command);
    });
    assert_none_left(&mark, &"unprivileged");
    let isolation = judged.isolation();
    if !isolation.contains("pid-namespace") {
        eprintln!("skipped: no unprivileged PID namespace on this kernel ({isolation})");
        return;
    }
    assert_eq!(judged.verdicts(), ["AC", "AC", "AC"], "{}", judged.json());
    if isolation.contains("read-only view") {
        assert_eq!(fs::metadata(&input).unwrap().mode(), before, "the test's mode was changed");
    }
}

/// Below /proc (writable for the launcher), the kernel's settings answer to uid 0 without any
/// capability: a root program without Landlock could set the host name or `core_pattern`
/// there. The view keeps them read-only. Probed harmlessly (the host name as it is).
#[test]
fn the_kernel_settings_stay_read_only_without_landlock() {
    // SAFETY: plain getter.
    if unsafe { libc::geteuid() } != 0 || !default_has("isolation", "read-only view") {
        return;
    }
    let dir = one_test(b"", b"1\n");
    let mark = marker("sysctl");
    let command = format!(
        "sh -c 'if cat /proc/sys/kernel/hostname > /proc/sys/kernel/hostname 2>/dev/null; then echo written; else echo 1; fi' {mark}"
    );
    let output = common::nimkit(Some("no-landlock"))
        .arg("test")
        .arg(dir.path())
        .args(["--command", &command, "--time-limit", "2", "--json"])
        .output()
        .unwrap();
    let judged = Judged { output };
    assert_eq!(judged.verdict().0, "AC", "{:?}", judged.verdict());
    assert_none_left(&mark, &"no-landlock");
}

/// A System V shared memory segment lives in an IPC namespace, not in any process: made by a
/// run and never removed, it would outlive the run (its memory with it, charged to the run's
/// memory cgroup slot, so the next tests in that slot would be MLE far below the limit). Each
/// run has an IPC namespace of its own, emptied before the next run starts.
#[test]
fn a_system_v_segment_does_not_outlive_the_run() {
    if !default_has("isolation", "pid-namespace") {
        return;
    }
    let tests = tempfile::tempdir().unwrap();
    for (name, what) in [("1", "segment"), ("2", "plain")] {
        fs::write(tests.path().join(format!("{name}.in")), format!("{what}\n")).unwrap();
        fs::write(tests.path().join(format!("{name}.out")), "1\n").unwrap();
    }
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let key = 0x4e4b_0000
        ^ ((std::process::id() as i32 & 0xfff) << 4)
        ^ NEXT.fetch_add(1, Ordering::Relaxed) as i32;
    // Test 1 leaves a segment of 200 MiB, touched; test 2 touches 100 MiB of its own.
    let program = script(
        tests.path(),
        "segment.py",
        "import ctypes, sys\n\
         libc = ctypes.CDLL(None, use_errno=True)\n\
         libc.shmget.argtypes = [ctypes.c_int, ctypes.c_size_t, ctypes.c_int]\n\
         libc.shmat.restype = ctypes.c_void_p\n\
         if sys.stdin.readline().strip() == 'segment':\n\
         \x20   size = 200 << 20\n\
         \x20   sid = libc.shmget(int(sys.argv[1]), size, 0o1600)\n\
         \x20   ctypes.memset(libc.shmat(sid, None, 0), 1, size)\n\
         else:\n\
         \x20   held = b'x' * (100 << 20)\n\
         print(1)\n",
    );
    let mark = marker("sysv");
    let command = python(&program, &[&key.to_string(), &mark]);
    let judged =
        judge_within(3.0, Mode::Default, tests.path(), &["--command", &command], &["--memory-limit", "256"]);
    // SAFETY: looking the key up, and removing what the run left.
    let left = unsafe { libc::shmget(key, 0, 0) };
    if left >= 0 {
        unsafe { libc::shmctl(left, libc::IPC_RMID, std::ptr::null_mut()) };
    }
    assert_none_left(&mark, &Mode::Default);
    assert!(left < 0, "the run's segment outlived it");
    assert_eq!(judged.verdicts(), ["AC", "AC"]);
}

/// A POSIX message queue lives in the IPC namespace too: made by one run, it must not be there
/// for the next (a channel from test to test). Each run makes the same queue exclusively.
#[test]
fn a_message_queue_does_not_reach_the_next_run() {
    if !default_has("isolation", "pid-namespace") {
        return;
    }
    // Root without capabilities cannot map itself into the user namespace its PID namespaces
    // are made in, where no queue can then be made (EOVERFLOW): README says so.
    let status = fs::read_to_string("/proc/self/status").unwrap_or_default();
    // SAFETY: plain getter.
    if unsafe { libc::geteuid() } == 0
        && status.lines().any(|l| l.split_whitespace().eq(["CapEff:", "0000000000000000"]))
    {
        eprintln!("skipped: root without capabilities makes no message queue in its user namespace");
        return;
    }
    let tests = tempfile::tempdir().unwrap();
    for name in ["1", "2", "3"] {
        fs::write(tests.path().join(format!("{name}.in")), "").unwrap();
        fs::write(tests.path().join(format!("{name}.out")), "1\n").unwrap();
    }
    let program = script(
        tests.path(),
        "queue.py",
        "import ctypes, os\n\
         libc = ctypes.CDLL(None, use_errno=True)\n\
         libc.mq_open.argtypes = [ctypes.c_char_p, ctypes.c_int, ctypes.c_uint, ctypes.c_void_p]\n\
         made = libc.mq_open(b'/nimkit-test-queue', os.O_CREAT | os.O_EXCL | os.O_RDWR, 0o600, None)\n\
         print(1 if made >= 0 else 'left by an earlier run: ' + os.strerror(ctypes.get_errno()))\n",
    );
    let mark = marker("mqueue");
    let judged =
        judge_within(3.0, Mode::Default, tests.path(), &["--command", &python(&program, &[&mark])], &[]);
    assert_eq!(judged.verdicts(), ["AC", "AC", "AC"], "{}", judged.json());
}

/// Real judges run solutions without a network: no TCP service of the machine is reached
/// (this test's own listener on the loopback), where Landlock handles TCP (ABI ≥ 4).
#[test]
fn a_program_cannot_reach_the_network() {
    if !default_has("isolation", "signal scoping") {
        return;
    }
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let dir = one_test(b"", b"1\n");
    let mark = marker("net");
    let command = format!(
        "python3 -c 'import socket\ntry: socket.create_connection((\"127.0.0.1\", {port}), timeout=1); print(\"connected\")\nexcept OSError: print(1)' {mark}"
    );
    let judged = judge_within(2.0, Mode::Default, dir.path(), &["--command", &command], &[]);
    assert_eq!(judged.verdict().0, "AC", "{:?}", judged.verdict());
}

/// As root a program may make its room's folder, or a file in it, immutable or append-only
/// (`chattr`): the folder then looked unchanged (empty, same mode), served the next tests, which
/// could not write there (RE), and could not be removed at the end.
#[test]
fn a_room_made_immutable_serves_no_other_run_and_is_removed() {
    for mode in MODES {
        let tests = tempfile::tempdir().unwrap();
        let temp = tempfile::tempdir().unwrap();
        let mark = marker("chattr");
        let steps = [
            "chattr +i . 2>/dev/null; echo 1",
            "echo x > f && rm f && echo 1",
            "chattr +a . 2>/dev/null; echo 1",
            "echo x > f && rm f && echo 1",
            "touch g && chattr +i g 2>/dev/null; echo 1",
            "echo x > f && rm f && echo 1",
        ];
        for (i, step) in steps.iter().enumerate() {
            fs::write(tests.path().join(format!("{i}.in")), step).unwrap();
            fs::write(tests.path().join(format!("{i}.out")), "1\n").unwrap();
        }
        let command = format!("sh -c 'eval \"$(cat)\"' {mark}");
        let judged = judge_with(LIMIT, mode, tests.path(), &["--command", &command], &[], |command| {
            command.env("TMPDIR", temp.path());
        });
        let left: Vec<_> = fs::read_dir(temp.path()).unwrap().flatten().map(|e| e.path()).collect();
        if !left.is_empty() {
            let _ = Command::new("chattr").arg("-R").arg("-ia").args(&left).status();
        }
        assert_eq!(
            judged.verdicts(),
            ["AC"; 6],
            "{mode:?}: {}",
            String::from_utf8_lossy(&judged.output.stdout)
        );
        assert!(left.is_empty(), "{mode:?}: room folders left: {left:?}");
        assert_none_left(&mark, &mode);
    }
}

/// Python's `multiprocessing` makes its locks as POSIX semaphores in /dev/shm, where Landlock
/// forbids writing the machine's: the read-only view has a /dev/shm of its own, emptied after
/// each run, so an honest solution is AC and leaves nothing there.
#[test]
fn posix_semaphores_work_in_a_private_dev_shm() {
    if !default_has("isolation", "read-only view") {
        return;
    }
    let dir = one_test(b"", b"1\n");
    let mark = marker("semaphore");
    let command =
        format!("python3 -c 'open(\"scratch\", \"w\").write(\"1\"); print(open(\"scratch\").read())' {mark}");
    let judged = judge_within(2.0, Mode::Default, dir.path(), &["--command", &command], &[]);
    assert_eq!(judged.verdict().0, "AC", "{:?}", judged.verdict());
}

/// Root with every capability dropped (a container's `--cap-drop=ALL`) makes its PID namespaces
/// in a user namespace, where (Linux 5.12 on) uid 0 cannot be mapped: root then reads as nobody
/// there, and the launcher took it for an ordinary user whose RLIMIT_NPROC caps the run, which
/// the kernel never applies to uid 0: a thread bomb went uncapped ("not capped", WA). Judged by
/// such a root, an honest program that writes a file is AC and the bomb is capped.
#[test]
fn a_root_judge_without_capabilities_still_judges_right() {
    // SAFETY: plain getter.
    if unsafe { libc::geteuid() } != 0 {
        return;
    }
    let without_capabilities = |command: &mut Command| {
        // SAFETY: plain syscalls between fork and exec; `capset` gets a version-3 header and
        // two zeroed data structs, as the ABI wants.
        unsafe {
            command.pre_exec(|| {
                for capability in 0..64 {
                    libc::prctl(libc::PR_CAPBSET_DROP, capability, 0, 0, 0);
                }
                let mut header: [u32; 2] = [0x2008_0522, 0];
                let data = [0u32; 6];
                if libc::syscall(libc::SYS_capset, header.as_mut_ptr(), data.as_ptr()) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
    };
    let dir = one_test(b"", b"1\n");
    let mark = marker("capless");
    let command =
        format!("python3 -c 'open(\"scratch\", \"w\").write(\"1\"); print(open(\"scratch\").read())' {mark}");
    let judged =
        judge_with(2.0, Mode::Default, dir.path(), &["--command", &command], &[], without_capabilities);
    assert_eq!(judged.verdict().0, "AC", "{:?}", judged.verdict());
    // The threads it got, in a run that ends by itself: never 2000 (that was WA here).
    let counted = one_test(b"", b"capped\n");
    let bomb = script(counted.path(), "count.py", COUNTED_THREADS);
    let judged = judge_with(
        3.0,
        Mode::Default,
        counted.path(),
        &["--command", &python(&bomb, &[&mark])],
        &[],
        without_capabilities,
    );
    let (verdict, message) = judged.verdict();
    assert!(verdict == "RE" || verdict == "AC", "{verdict} {message}");
    if verdict == "RE" {
        assert!(message.contains("processes"), "{message}");
    }
    assert_none_left(&mark, &Mode::Default);
}

/// The program's stdin is the test's input file itself, so `/proc/self/fd/0` names it, and the
/// answer lies next to it. Where the kernel gives the read-only view (a mount namespace), the
/// judge hides the answers from the solution (the tests' folder under an empty tmpfs, or each
/// answer under /dev/null), and the report says so; where it does not, the report says they are
/// readable, and they are. The checker still reads the answer, and a solution next to its tests
/// still runs.
#[test]
fn a_program_cannot_read_the_expected_answer() {
    let dir = one_test(b"2\n", b"42\n");
    let mark = marker("answer");
    let cheat = format!("sh -c 'i=$(readlink /proc/self/fd/0); cat \"${{i%.in}}.out\"' {mark}");
    let hidden = judge(Mode::Default, dir.path(), &["--command", &cheat], &[]);
    let answers = hidden.json()["sandbox"]["answers"].as_str().unwrap().to_string();
    if answers.starts_with("hidden") {
        // The folder is covered: no such file (RE), not the answer.
        assert_eq!(hidden.verdict().0, "RE", "{:?}", hidden.verdict());
        // A folder that also holds the solution keeps it; the answer alone is covered.
        let script =
            common::script(dir.path(), "cheat.sh", "i=$(readlink /proc/self/fd/0)\ncat \"${i%.in}.out\"\n");
        let next_to_it =
            judge(Mode::Default, dir.path(), &["--command", &format!("sh {} {mark}", script.display())], &[]);
        // The answer alone is covered: it reads as empty (WA), and the script ran.
        assert_eq!(next_to_it.verdict().0, "WA", "{:?}", next_to_it.verdict());
        fs::remove_file(&script).unwrap();
        // The checker reads the answer it is given: an honest solution is accepted.
        let tools = tempfile::tempdir().unwrap();
        let checker = common::script(tools.path(), "checker.sh", "cmp -s \"$2\" \"$3\"\n");
        let checked = judge(
            Mode::Default,
            dir.path(),
            &["--command", &format!("sh -c 'echo 42' {mark}")],
            &["--checker", &format!("sh {}", checker.display())],
        );
        assert_eq!(checked.verdict().0, "AC", "{:?}", checked.verdict());
    } else {
        assert_eq!(answers, "readable (no read-only view)");
    }
    // Without a mount namespace nothing can hide them (Landlock only grants): said, and true.
    let readable = judge(Mode::Fallback, dir.path(), &["--command", &cheat], &[]);
    assert_eq!(readable.json()["sandbox"]["answers"], "readable (no read-only view)");
    assert_eq!(
        readable.verdict().0,
        "AC",
        "the fallback says the answers are readable: {:?}",
        readable.verdict()
    );
    assert_none_left(&mark, &Mode::Default);
}

/// Without Landlock the read-only view hid the answers from the solution's own mount namespace
/// only: the view's /proc was the machine's, and as root every capability-less program (a
/// checker, an interactor, a solution of another run, of this judge or another) is open to
/// another one's ptrace-read access, so `/proc/PID/root` of a checker, run in a view that hides
/// nothing, opened the solution's own answer (AC). Test `a` ends at once and its checker stays
/// a second; the solution of test `b`, beside it (`-j 2`), looks for its answer through every
/// process's root meanwhile. Without Landlock the program now has a /proc of its own run.
#[test]
fn without_landlock_a_program_cannot_read_its_answer_through_another_runs_root() {
    if !default_has("isolation", "read-only view") {
        return;
    }
    let tests = tempfile::tempdir().unwrap();
    for (name, input, answer) in [("a", "quick\n", "a\n"), ("b", "slow\n", "secret-b\n")] {
        fs::write(tests.path().join(format!("{name}.in")), input).unwrap();
        fs::write(tests.path().join(format!("{name}.out")), answer).unwrap();
    }
    let programs = tempfile::tempdir().unwrap();
    let checker = script(programs.path(), "checker.sh", "sleep 1\ncmp -s \"$2\" \"$3\"\n");
    let looker = script(
        programs.path(),
        "looker.py",
        "import os, sys, time\n\
         if sys.stdin.read().startswith('quick'):\n\
         \x20   print('a')\n\
         \x20   sys.exit()\n\
         answer = os.readlink('/proc/self/fd/0')[:-3] + '.out'\n\
         deadline = time.time() + 1.5\n\
         while time.time() < deadline:\n\
         \x20   for pid in filter(str.isdigit, os.listdir('/proc')):\n\
         \x20       try:\n\
         \x20           text = open('/proc/%s/root%s' % (pid, answer)).read()\n\
         \x20       except OSError:\n\
         \x20           continue\n\
         \x20       if text:\n\
         \x20           print(text, end='')\n\
         \x20           sys.exit()\n\
         \x20   time.sleep(0.005)\n\
         print('not found')\n",
    );
    let mark = marker("looker");
    let output = common::nimkit(Some("no-landlock"))
        .env(MARK_VAR, &mark)
        .arg("test")
        .arg(tests.path())
        .args(["--command", &python(&looker, &[&mark]), "--checker"])
        .arg(format!("sh {}", checker.display()))
        .args(["--time-limit", "4", "-j", "2", "--json"])
        .output()
        .unwrap();
    let judged = Judged { output };
    assert_eq!(judged.verdicts(), ["AC", "WA"], "{:?}", judged.json());
    assert_none_left(&mark, &"no-landlock");
}

/// The cgroup file systems are writable in the read-only view, for the launcher; their files
/// answer to uid 0 alone, so without Landlock a root program wrote its pid into a root cgroup's
/// `cgroup.procs` and left its memory and pids cgroups (a bomb or a hog no longer capped). Its
/// mount namespace now has them read-only: the program stays where it was put.
#[test]
fn without_landlock_a_program_cannot_leave_its_cgroups() {
    let sandbox = default_sandbox();
    let cgroups =
        ["memory", "processes"].iter().any(|part| sandbox[part].as_str().unwrap_or("").contains("cgroup"));
    if !cgroups || !default_has("isolation", "read-only view") {
        eprintln!("skipped: no cgroup or no read-only view here ({sandbox})");
        return;
    }
    let dir = one_test(b"", b"1\n");
    let mark = marker("cgroups");
    let command = format!(
        "sh -c 'before=$(cat /proc/self/cgroup); \
         for f in /sys/fs/cgroup/cgroup.procs /sys/fs/cgroup/*/cgroup.procs; do echo $$ > $f; done 2>/dev/null; \
         if [ \"$(cat /proc/self/cgroup)\" = \"$before\" ]; then echo 1; else cat /proc/self/cgroup; fi' {mark}"
    );
    let judged = judge_with(2.0, Mode::Default, dir.path(), &["--command", &command], &[], |command| {
        command.env("NIMKIT_SANDBOX", "no-landlock");
    });
    assert_eq!(judged.verdict().0, "AC", "{:?}", judged.verdict());
    assert_none_left(&mark, &"no-landlock");
}

/// In the fallback (no PID namespace, no Landlock scoping) the program can reach its launcher:
/// stopped, the launcher misses the judge's deadline; killed, it leaves no report. Either way
/// nothing was measured, and the verdict says so (RE naming the launcher), not a made-up TLE
/// of 0 ms CPU or a SIGKILL the program never got.
#[test]
fn a_program_that_stops_or_kills_its_launcher_is_re_naming_it() {
    for signal in ["STOP", "KILL"] {
        let dir = one_test(b"", b"1\n");
        let mark = marker("launcher");
        let command = format!("sh -c 'kill -{signal} $PPID; echo 1' {mark}");
        let judged = judge(Mode::Fallback, dir.path(), &["--command", &command], &[]);
        let (verdict, message) = judged.verdict();
        assert_eq!(verdict, "RE", "{signal}: {message}");
        assert!(message.contains("launcher was stopped or killed"), "{signal}: {message}");
        assert_none_left(&mark, &Mode::Fallback);
    }
}

/// In the fallback as an ordinary user (no PID namespace, no Landlock), the program could open
/// the descriptors of its launcher and of the judge through /proc/PID/fd, the run's report
/// pipe among them, write a made-up report into it (exit 0 in 1 ms) and stop its launcher:
/// the judge, finding the report pipe readable, waited for its end for ever; or kill it: the
/// judge took the made-up report (AC for a run the launcher never measured). Both are RE now,
/// in time: launcher and judge are not dumpable there, so out of the program's reach, and a
/// report whose pipe has not ended by the deadline does not count. Run as `nobody` when the
/// tests run as root (root's programs have no capability to reach root's processes).
#[test]
fn a_program_cannot_forge_its_launchers_report() {
    if !can_run_as_nobody() {
        return;
    }
    let forger = "import os, signal, sys, time\n\
                  launcher = os.getppid()\n\
                  status = open('/proc/%d/status' % launcher).read().split('PPid:')[1]\n\
                  judge = int(status.split()[0])\n\
                  pipes, seen = [], set()\n\
                  for pid in (launcher, judge):\n\
                  \x20   try:\n\
                  \x20       names = os.listdir('/proc/%d/fd' % pid)\n\
                  \x20   except OSError:\n\
                  \x20       continue\n\
                  \x20   for name in names:\n\
                  \x20       path = '/proc/%d/fd/%s' % (pid, name)\n\
                  \x20       try:\n\
                  \x20           pipe = os.readlink(path)\n\
                  \x20           if pipe.startswith('pipe:') and pipe not in seen:\n\
                  \x20               seen.add(pipe)\n\
                  \x20               pipes.append(os.open(path, os.O_WRONLY | os.O_NONBLOCK))\n\
                  \x20       except OSError:\n\
                  \x20           pass\n\
                  print(1, flush=True)\n\
                  os.kill(launcher, signal.SIGSTOP)\n\
                  forged = b'{\"error\":null,\"status\":0,\"wall_us\":1000,\"cpu_us\":1000,\"peak_rss_kib\":1024,\"timed_out\":false,\"memory_exceeded\":false,\"processes_exceeded\":false}\\n'\n\
                  for fd in pipes:\n\
                  \x20   try:\n\
                  \x20       os.write(fd, forged)\n\
                  \x20   except OSError:\n\
                  \x20       pass\n\
                  \x20   os.close(fd)\n\
                  if sys.argv[1] == 'kill':\n\
                  \x20   os.kill(launcher, signal.SIGKILL)\n\
                  time.sleep(2)\n";
    let tests = tempfile::tempdir().unwrap();
    let temp = tempfile::tempdir().unwrap();
    let cache = tempfile::tempdir().unwrap();
    for path in [tests.path(), temp.path(), cache.path()] {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(path, fs::Permissions::from_mode(0o777)).unwrap();
    }
    fs::write(tests.path().join("t.in"), "").unwrap();
    fs::write(tests.path().join("t.out"), "1\n").unwrap();
    let program = script(temp.path(), "forger.py", forger);
    for then in ["stop", "kill"] {
        let mark = marker("forger");
        let mut command = nimkit(Mode::Fallback);
        command
            .env(MARK_VAR, &mark)
            .env("TMPDIR", temp.path())
            .env("NIMKIT_CACHE", cache.path())
            .arg("test")
            .arg(tests.path())
            .args(["--command", &python(&program, &[then, &mark]), "--time-limit", &LIMIT.to_string()])
            .args(["-j", "1", "--json"])
            .stdout(std::process::Stdio::piped());
        as_nobody_when_root(&mut command);
        // Not `output()`: the judge that waited for ever must fail the test, not hang it.
        let mut child = command.spawn().unwrap();
        let start = Instant::now();
        let bound = common::hang_bound(Duration::from_secs_f64(LIMIT));
        while child.try_wait().unwrap().is_none() && start.elapsed() < bound {
            std::thread::sleep(Duration::from_millis(20));
        }
        let hung = child.try_wait().unwrap().is_none();
        if hung {
            let _ = child.kill();
            for pid in processes_with_in("environ", &format!("{MARK_VAR}={mark}")) {
                // SAFETY: cleaning up after a failed test: our judge's own processes.
                unsafe { libc::kill(pid, libc::SIGKILL) };
            }
        }
        let output = child.wait_with_output().unwrap();
        assert!(!hung, "{then}: the judge still waited after {bound:?}");
        let judged = Judged { output };
        let (verdict, message) = judged.verdict();
        assert_eq!(verdict, "RE", "{then}: {message}");
        assert!(message.contains("launcher was stopped or killed"), "{then}: {message}");
        assert_none_left(&mark, &then);
        assert_gone("the judge's own processes", &then, || {
            processes_with_in("environ", &format!("{MARK_VAR}={mark}"))
        });
    }
}

/// The answer read at compile time instead (`include_str!`, as `#include` would in C++): where
/// the read-only view hides answers from runs, the compiler does not see them either (the
/// source does not compile: CE); in the fallback it does, as the report says.
#[test]
fn a_source_cannot_compile_the_expected_answer_in() {
    let dir = one_test(b"2\n", b"42\n");
    let answer = fs::canonicalize(dir.path().join("t.out")).unwrap();
    let source = tempfile::tempdir().unwrap();
    // The folder's unique name keeps the compile cache from serving another run's binary.
    let cheat = source.path().join("cheat.rs");
    fs::write(
        &cheat,
        format!(
            "// {}\nfn main() {{ print!(\"{{}}\", include_str!({:?})); }}\n",
            source.path().display(),
            answer
        ),
    )
    .unwrap();
    let cheat = cheat.to_str().unwrap();
    let contained = judge_within(5.0, Mode::Default, dir.path(), &[cheat], &[]);
    let answers = contained.json()["sandbox"]["answers"].as_str().unwrap().to_string();
    if answers.starts_with("hidden") {
        let (verdict, message) = contained.verdict();
        assert_eq!(verdict, "CE", "{message}");
        assert!(message.contains("t.out"), "{message}");
    } else {
        assert_eq!(contained.verdict().0, "AC");
    }
    // The fallback hides nothing (and says so): the answer is compiled in.
    fs::write(source.path().join("cheat.rs"), fs::read_to_string(cheat).unwrap() + "// fallback\n").unwrap();
    let readable = judge_within(5.0, Mode::Fallback, dir.path(), &[cheat], &[]);
    assert_eq!(readable.json()["sandbox"]["answers"], "readable (no read-only view)");
    assert_eq!(readable.verdict().0, "AC", "{:?}", readable.verdict());
}

/// The compiler's covers hid the answers in its own mount namespace only: the same files are
/// reached through another process's root, `include_str!("/proc/PID/root/...")` with the
/// judge's PID (guessed, or tried with `__has_include` in C), and as root every process was open
/// to the compiler. And a root without capabilities (a container's `--cap-drop=ALL`) could make
/// no mount namespace, so its compiler read the answers as they are, while the report said
/// `answers: hidden`. Both are CE now where the answers are hidden.
#[test]
fn a_source_cannot_compile_the_answer_in_through_the_judges_root_or_as_a_capless_root() {
    let dir = one_test(b"2\n", b"42\n");
    let answer = fs::canonicalize(dir.path().join("t.out")).unwrap();
    let source = tempfile::tempdir().unwrap();
    let cheat = source.path().join("cheat.rs");
    // The judge's PID is the shell's, which execs it; the folder's unique name keeps the compile
    // cache from serving another run's binary.
    let base = common::nimkit(None);
    let mut command = Command::new("sh");
    command
        .arg("-c")
        .arg(
            "printf 'fn main() { print!(\"{}\", include_str!(\"/proc/%s/root%s\")); }\\n// %s\\n' \"$$\" \"$1\" \"$2\" >\"$2\" \
             && exec \"$0\" test \"$3\" \"$2\" --json -j 1 --time-limit 5",
        )
        .arg(base.get_program())
        .arg(&answer)
        .arg(&cheat)
        .arg(dir.path());
    for (key, value) in base.get_envs() {
        match value {
            Some(value) => command.env(key, value),
            None => command.env_remove(key),
        };
    }
    let judged = Judged { output: command.output().unwrap() };
    let answers = judged.json()["sandbox"]["answers"].as_str().unwrap().to_string();
    let (verdict, message) = judged.verdict();
    if answers.starts_with("hidden") {
        assert_eq!(verdict, "CE", "{message}");
        assert!(message.contains("/root"), "{message}");
    } else {
        assert_eq!(verdict, "AC", "{message}");
    }
    // SAFETY: plain getter.
    if unsafe { libc::geteuid() } != 0 {
        return;
    }
    let plain = source.path().join("plain.rs");
    fs::write(
        &plain,
        format!(
            "// {}\nfn main() {{ print!(\"{{}}\", include_str!({:?})); }}\n",
            source.path().display(),
            answer
        ),
    )
    .unwrap();
    let judged = judge_with(5.0, Mode::Default, dir.path(), &[plain.to_str().unwrap()], &[], |command| {
        // SAFETY: plain syscalls between fork and exec, as in the test of a capless root above.
        unsafe {
            command.pre_exec(|| {
                for capability in 0..64 {
                    libc::prctl(libc::PR_CAPBSET_DROP, capability, 0, 0, 0);
                }
                let mut header: [u32; 2] = [0x2008_0522, 0];
                let data = [0u32; 6];
                if libc::syscall(libc::SYS_capset, header.as_mut_ptr(), data.as_ptr()) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
    });
    let answers = judged.json()["sandbox"]["answers"].as_str().unwrap().to_string();
    let (verdict, message) = judged.verdict();
    if answers.starts_with("hidden") {
        assert_eq!(verdict, "CE", "capless root: {message}");
        assert!(message.contains("t.out"), "capless root: {message}");
    } else {
        assert_eq!(verdict, "AC", "capless root: {message}");
    }
}

/// The view's /dev was the machine's, read-only: a mount's flag that no device open heeds. A
/// root program, capabilities or not, read a disk whole (every file's content, the answers the
/// view covers too: Landlock grants reading everywhere) and, without Landlock, wrote it; it
/// reached the kernel log, consoles, the user's terminals and a watchdog. The view's /dev now
/// holds the usual harmless nodes and links, and /dev/shm.
#[test]
fn a_program_finds_no_device_but_the_harmless_ones() {
    if !default_has("isolation", "read-only view") {
        return;
    }
    let lister = "import os, stat\n\
                  allowed = {'/dev/null', '/dev/zero', '/dev/full', '/dev/random', '/dev/urandom', '/dev/tty'}\n\
                  found = []\n\
                  for folder, folders, files in os.walk('/dev'):\n\
                  \x20   for name in folders + files:\n\
                  \x20       path = os.path.join(folder, name)\n\
                  \x20       try:\n\
                  \x20           mode = os.lstat(path).st_mode\n\
                  \x20       except OSError:\n\
                  \x20           continue\n\
                  \x20       if (stat.S_ISBLK(mode) or stat.S_ISCHR(mode)) and path not in allowed:\n\
                  \x20           found.append(path)\n\
                  print(' '.join(found) or 1)\n\
                  print(open('/dev/urandom', 'rb').read(1) is not None, file=open('/dev/null', 'w'))\n";
    let dir = one_test(b"", b"1\n");
    let programs = tempfile::tempdir().unwrap();
    let lister = script(programs.path(), "devices.py", lister);
    let mark = marker("devices");
    let judged =
        judge_within(5.0, Mode::Default, dir.path(), &["--command", &python(&lister, &[&mark])], &[]);
    assert_eq!(judged.verdict().0, "AC", "{:?}", judged.verdict());
    assert_none_left(&mark, &Mode::Default);
}

/// A program's stderr is quoted in the report (the RE message, the details): escape sequences
/// in it reached the user's terminal, free to clear it, set its clipboard (OSC 52) or, after a
/// carriage return, print a forged `AC` over the real verdict line. The report shows them as
/// `\xNN` instead.
#[test]
fn escape_sequences_in_a_programs_words_do_not_reach_the_terminal() {
    let dir = one_test(b"", b"1\n");
    let mark = marker("escapes");
    let command = format!(
        "sh -c 'printf \"\\033]52;c;cHduZWQ=\\007\\033[2Jboom\\r\\033[Kt  AC\\n\" >&2; printf \"\\033[31m2\\n\"; exit 1' {mark}"
    );
    for mode in MODES {
        let output = nimkit(mode)
            .arg("test")
            .arg(dir.path())
            .args(["--command", &command, "--time-limit", "2"])
            .output()
            .unwrap();
        let text = [output.stdout.as_slice(), output.stderr.as_slice()].concat();
        let shown = String::from_utf8_lossy(&text);
        assert!(shown.contains("RE"), "{mode:?}: {shown}");
        let raw = text.iter().filter(|&&b| b == 0x1b || b == 0x07 || b == b'\r').count();
        assert_eq!(raw, 0, "{mode:?}: control bytes reached the terminal:\n{shown}");
        assert_none_left(&mark, &mode);
    }
}

/// A UNIX socket is reached by its path, which no mechanism refuses (Landlock scopes abstract
/// sockets only): docker's, D-Bus's, systemd's, an ssh-agent's. In the read-only view the
/// folders where services keep them (/run, /tmp/ssh-*, ...) are covered: the program finds none.
#[test]
fn a_program_cannot_reach_a_services_unix_socket() {
    if !default_has("isolation", "read-only view") {
        eprintln!("skipped: no read-only view here");
        return;
    }
    let path = Path::new("/run").join(format!("nimkit-hostile-{}.sock", std::process::id()));
    let Ok(listener) = std::os::unix::net::UnixListener::bind(&path) else {
        eprintln!("skipped: cannot make a socket in /run (not root here)");
        return;
    };
    let program = format!(
        "import socket, os\n\
         s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)\n\
         try:\n\
         \x20   s.connect({path:?})\n\
         \x20   print('connected')\n\
         except OSError:\n\
         \x20   print(1)\n\
         print(len(os.listdir('/run')))\n",
        path = path.display().to_string()
    );
    let tests = tempfile::tempdir().unwrap();
    fs::write(tests.path().join("1.in"), "").unwrap();
    fs::write(tests.path().join("1.out"), "1\n0\n").unwrap();
    let programs = tempfile::tempdir().unwrap();
    let script = script(programs.path(), "reach.py", &program);
    let judged = judge_within(5.0, Mode::Default, tests.path(), &["--command", &python(&script, &[])], &[]);
    drop(listener);
    let _ = fs::remove_file(&path);
    assert_eq!(judged.verdicts(), ["AC"], "{}", judged.json());
}
