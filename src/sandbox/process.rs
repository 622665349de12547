//! Runs one program under limits in a room of its own ([`super`]: the whole tree
//! killed, resident memory limited and measured from a clean start, writes confined to a
//! private folder), feeds its stdin, captures its output under a cap, and reports what the
//! launcher saw (exit, CPU time, peak memory, which limit ended it).
//!
//! Everything that touches processes lives here so that `test`, `stress` and `verify`
//! share one implementation of "run this and tell me what happened".

use std::ffi::{CString, OsString};
use std::fs::File;
use std::io::{self, Read, Write};
use std::os::fd::{AsRawFd, OwnedFd};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::sync::{Once, RwLock};
use std::time::{Duration, Instant};

/// How much of stderr is kept (the head; the rest is drained and dropped).
pub const STDERR_KEPT_BYTES: usize = 64 * 1024;

/// How long to wait for the output pipes to reach end-of-file once the program is gone.
/// Only a descendant that escaped the process group can keep them open that long.
const PIPE_GRACE: Duration = Duration::from_millis(300);

/// Something that can be started: an executable with arguments, or a shell command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Program {
    /// An executable file and its arguments.
    Exec { path: PathBuf, args: Vec<OsString> },
    /// A command line for `sh -c`. A simple command is `exec`-ed so that the judged
    /// process is the command itself and its exit status and signals are seen.
    Shell { command: String, args: Vec<OsString> },
}

impl Program {
    /// An executable without arguments.
    pub fn executable(path: impl Into<PathBuf>) -> Program {
        Program::Exec { path: path.into(), args: Vec::new() }
    }

    /// A shell command line.
    pub fn shell(command: impl Into<String>) -> Program {
        Program::Shell { command: command.into(), args: Vec::new() }
    }

    /// The same program with `extra` appended to its arguments (a generator's `SEED SIZE`,
    /// a checker's `INPUT OUTPUT ANSWER`).
    pub fn with_args<I, S>(&self, extra: I) -> Program
    where
        I: IntoIterator<Item = S>,
        S: Into<OsString>,
    {
        let mut program = self.clone();
        let args = match &mut program {
            Program::Exec { args, .. } | Program::Shell { args, .. } => args,
        };
        args.extend(extra.into_iter().map(Into::into));
        program
    }

    /// A short human description for messages.
    pub fn describe(&self) -> String {
        match self {
            Program::Exec { path, .. } => path.display().to_string(),
            Program::Shell { command, .. } => command.clone(),
        }
    }

    /// The command to start. Programs run in a private folder, so paths relative to the
    /// user's folder (the executable, and the words of a plain command line that name
    /// existing files, as in `python3 a.py`) are made absolute first.
    pub(crate) fn command(&self) -> Command {
        match self {
            Program::Exec { path, args } => {
                let mut command = Command::new(absolute_if_relative(path.as_os_str(), true));
                command.args(args);
                command
            }
            Program::Shell { command, args } => {
                if let Some(words) = plain_words(command) {
                    // What `sh -c 'exec CMD'` would run, without paying for the shell.
                    // The first word is looked up in PATH unless it holds a `/`.
                    let first = std::ffi::OsStr::new(words[0]);
                    let first = if words[0].contains('/') {
                        absolute_if_relative(first, true)
                    } else {
                        first.to_owned()
                    };
                    let mut direct = Command::new(first);
                    direct
                        .args(words[1..].iter().map(|w| absolute_if_relative(w.as_ref(), false)))
                        .args(args);
                    return direct;
                }
                let script = if is_simple_command(command) {
                    // `"$@"` forwards the extra arguments; `exec` replaces the shell.
                    format!("exec {command} \"$@\"")
                } else {
                    command.clone()
                };
                let mut shell = Command::new("/bin/sh");
                shell.arg("-c").arg(script).arg("nimkit-sh").args(args);
                shell
            }
        }
    }
}

/// `word` as an absolute path from the user's folder when it is a relative path that must be
/// kept: an executable path (`executable`: a file, or anything with a `/`, which cannot mean a
/// `PATH` lookup) or an argument naming an existing file; else unchanged.
fn absolute_if_relative(word: &std::ffi::OsStr, executable: bool) -> OsString {
    let path = Path::new(word);
    let has_slash = word.as_encoded_bytes().contains(&b'/');
    let keep = if executable {
        has_slash || path.is_file()
    } else {
        word.as_encoded_bytes().first() != Some(&b'-') && path.exists()
    };
    match std::env::current_dir() {
        Ok(folder) if path.is_relative() && keep => folder.join(path).into_os_string(),
        _ => word.to_owned(),
    }
}

/// The words of a command line that the shell would pass on unchanged (no quotes,
/// expansions, globs, redirections or assignments), or `None`.
fn plain_words(command: &str) -> Option<Vec<&str>> {
    let plain = |c: char| c.is_ascii_alphanumeric() || "_./+-:,@%^".contains(c);
    let words: Vec<&str> = command.split_ascii_whitespace().collect();
    let first = words.first()?;
    let ok = command.chars().all(|c| plain(c) || c == ' ' || c == '\t')
        && !first.contains('=')
        && is_simple_command(command);
    ok.then_some(words)
}

/// A command line without control operators or compound syntax can be prefixed by `exec`.
fn is_simple_command(command: &str) -> bool {
    let first_word = command.split_whitespace().next().unwrap_or("");
    // Compound syntax and builtins that `exec` cannot replace the shell with.
    let keywords = [
        "if", "for", "while", "until", "case", "{", "!", "exec", "function", "exit", "return", "cd",
        "export", "set", "unset", "read", ".", "source", "eval", ":", "shift", "trap", "ulimit", "umask",
        "wait",
    ];
    !command.trim().is_empty()
        && !unquoted(command).contains([';', '&', '|', '\n', '(', ')', '`'])
        && !keywords.contains(&first_word)
        && !first_word.contains('=')
}

/// The command line with quoted regions removed (quotes hide control operators).
fn unquoted(command: &str) -> String {
    let mut kept = String::new();
    let mut quote: Option<char> = None;
    let mut escaped = false;
    for c in command.chars() {
        match quote {
            _ if escaped => escaped = false,
            Some(q) if c == q => quote = None,
            Some('"') if c == '\\' => escaped = true,
            Some(_) => {}
            None if c == '\\' => escaped = true,
            None if c == '\'' || c == '"' => quote = Some(c),
            None => kept.push(c),
        }
    }
    kept
}

/// Resource limits for one run.
#[derive(Clone, Debug, PartialEq)]
pub struct Limits {
    /// Wall-clock limit; the whole process tree is killed when it passes.
    pub time: Duration,
    /// Resident-memory limit of the whole tree in bytes, if any.
    pub memory_bytes: Option<u64>,
    /// Address-space limit (`RLIMIT_AS`) in bytes, only on request.
    pub address_space_bytes: Option<u64>,
    /// Processes the run may have at once.
    pub processes: u32,
    /// Bytes of stdout kept (the judge never holds more for one run).
    pub output_bytes: usize,
    /// What happens past `output_bytes`.
    pub overflow: Overflow,
    /// When set, the limit on the tree's CPU time, as Codeforces and Kattis judge: over it is
    /// TLE, and `time` is only the wall-clock bound that ends an idle or starved run. Each
    /// process also gets `RLIMIT_CPU` a second above it, so a busy one ends without waiting
    /// for the wall-clock bound.
    pub cpu_time: Option<Duration>,
}

/// What happens to a program that prints more than [`Limits::output_bytes`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overflow {
    /// It is killed (the output limit, OLE).
    Kill,
    /// It runs on; the rest is read and dropped, and counted (a checker's message).
    Discard,
}

/// The least address space a helper gets (more when the solution's limit is higher): a brute
/// force may need more than the solution, but not without bound.
pub const HELPER_MEMORY_BYTES: u64 = 2 << 30;

/// A positive number set in the environment variable `name` (a limit nimkit lets the user
/// change); `None` when unset or anything else.
pub fn positive_setting(name: &str) -> Option<f64> {
    std::env::var(name)
        .ok()
        .and_then(|value| value.trim().parse::<f64>().ok())
        .filter(|value| value.is_finite() && *value > 0.0)
}

/// What a run may write to files by default, each file and its folder all told: more than a
/// test or an answer ever needs, far less than a disk (a run that fills the disk fails the
/// judge and everything else on the machine). `NIMKIT_FILE_LIMIT` sets it in MiB.
pub const FILE_BYTES: u64 = 1 << 30;

impl Limits {
    /// The most a run may write to files: [`FILE_BYTES`] or `NIMKIT_FILE_LIMIT` MiB, and never
    /// less than the output limit (a solution's named output file is judged by that).
    pub fn file_bytes(&self) -> u64 {
        static SETTING: std::sync::OnceLock<u64> = std::sync::OnceLock::new();
        let setting = *SETTING.get_or_init(|| {
            positive_setting("NIMKIT_FILE_LIMIT").map_or(FILE_BYTES, |mib| (mib * 1048576.0) as u64)
        });
        setting.max(self.output_bytes as u64 + 1)
    }

    /// Generous but bounded limits for helper programs (generators, checkers, reference
    /// solutions): 2 GiB of address space, 256 MiB of output.
    pub fn generous(time: Duration) -> Limits {
        Limits {
            time,
            memory_bytes: Some(HELPER_MEMORY_BYTES),
            address_space_bytes: None,
            processes: super::DEFAULT_PROCESS_CAP,
            output_bytes: 256 << 20,
            overflow: Overflow::Kill,
            cpu_time: None,
        }
    }

    /// [`Limits::generous`] for the programs that make a package's tests (generators, the
    /// reference solution writing answers): up to [`TEST_DATA_BYTES`] of output, since some
    /// packages' largest inputs pass 256 MiB (Library Checker's `convolution_mod_large`: 332 MB).
    pub fn making_tests(time: Duration) -> Limits {
        Limits { output_bytes: TEST_DATA_BYTES, ..Limits::generous(time) }
    }
}

/// The most a test-making program may print: the largest test a package is expected to have.
pub const TEST_DATA_BYTES: usize = 1 << 30;

/// How the program ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Termination {
    /// Normal exit with this code.
    Exited(i32),
    /// Killed by this signal (also when the judge killed it).
    Signaled(i32),
}

impl Termination {
    /// Exit code 0.
    pub fn success(self) -> bool {
        self == Termination::Exited(0)
    }

    fn from_wait_status(status: i32) -> Termination {
        if libc::WIFSIGNALED(status) {
            Termination::Signaled(libc::WTERMSIG(status))
        } else {
            Termination::Exited(libc::WEXITSTATUS(status))
        }
    }
}

/// What happened during one run.
#[derive(Clone, Debug)]
pub struct RunOutcome {
    pub termination: Termination,
    /// From start to exit (or to the kill, when the limit passed).
    pub wall: Duration,
    /// User + system CPU time of the program and its waited-for descendants.
    pub cpu: Duration,
    /// Peak resident set size in KiB, measured from a clean start.
    pub peak_rss_kib: u64,
    /// Captured stdout, at most `Limits::output_bytes`.
    pub stdout: Vec<u8>,
    /// The head of stderr (at most [`STDERR_KEPT_BYTES`]).
    pub stderr: Vec<u8>,
    /// Bytes of stdout read past `Limits::output_bytes` and dropped ([`Overflow::Discard`]).
    pub stdout_dropped: u64,
    /// Bytes of stderr read past its kept head and dropped.
    pub stderr_dropped: u64,
    /// The wall-clock limit passed and the judge killed the program.
    pub timed_out: bool,
    /// The program printed more than `Limits::output_bytes` and the judge killed it.
    pub output_limit_exceeded: bool,
    /// The tree's resident memory reached `Limits::memory_bytes` and it was killed.
    pub memory_limit_exceeded: bool,
    /// The tree tried to hold more than `Limits::processes` processes.
    pub process_limit_exceeded: bool,
    /// The program wrote more than [`Limits::file_bytes`] to files (one file, or its folder
    /// all told) and was killed.
    pub file_limit_exceeded: bool,
    /// The run's launcher ended or stopped without reporting: killed or stopped by the program
    /// (possible only where no PID namespace hides it), or starved by it past the judge's
    /// grace. The figures are the judge's own guesses; the run is judged by this alone.
    pub launcher_lost: bool,
}

/// What a program reads on stdin.
#[derive(Clone, Copy, Debug)]
pub enum Input<'a> {
    /// These bytes, fed through a pipe.
    Bytes(&'a [u8]),
    /// This file, opened and handed over as the descriptor itself (never copied through the
    /// judge).
    File(&'a Path),
}

/// Runs `program` with `input` on stdin under `limits`, in a room of its own.
pub fn run(program: &Program, input: &[u8], limits: &Limits) -> io::Result<RunOutcome> {
    run_in_room(program, Input::Bytes(input), limits, &[])
}

/// What one run gets besides its program, input and limits.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoomExtras {
    /// Files it may write besides its private folder (a checker's output file).
    pub writable: Vec<PathBuf>,
    /// Variables set on top of the fixed environment (`RUST_BACKTRACE=1` for a diagnosis).
    pub env: Vec<(OsString, OsString)>,
    /// Files and folders it must not read (the test's expected answer): hidden where the kernel
    /// allows ([`super::answers_hidden_by`]).
    pub hidden: Vec<PathBuf>,
    /// Files placed in its folder before the start and read back after the end.
    pub files: RoomFiles,
    /// Its stack may grow to its memory limit (`RLIMIT_STACK` lifted to the hard limit, the
    /// memory limit bounding it), as foreign judges allow; else it keeps the inherited one.
    pub stack_grows_to_memory: bool,
}

/// Runs `program` on `input` under `limits`; it may write only its private folder and
/// `writable`. One `poll` loop on the calling thread feeds stdin, drains stdout and stderr and
/// watches the launcher. Errors only when the program cannot be started at all (missing
/// executable, no permission); everything the program does is reported in the outcome.
pub fn run_in_room(
    program: &Program,
    input: Input,
    limits: &Limits,
    writable: &[PathBuf],
) -> io::Result<RunOutcome> {
    run_with(program, input, limits, &RoomExtras { writable: writable.to_vec(), ..RoomExtras::default() })
}

/// Files a run finds in its working folder and the one read back from it: a judge that hands a
/// test over as a named file and reads the answer from another (Codeforces' `input.txt` and
/// `output.txt`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoomFiles {
    /// Copied into the folder before the start: (name, source).
    pub placed: Vec<(String, PathBuf)>,
    /// Read back after the end, at most `Limits::output_bytes` of it: the first of these names
    /// that the run left (one name; or several spellings of one, as `7`, `07`, `007`).
    pub collected: Vec<String>,
}

/// [`run_in_room`] with everything a run may get besides its limits.
pub fn run_with(
    program: &Program,
    input: Input,
    limits: &Limits,
    extras: &RoomExtras,
) -> io::Result<RunOutcome> {
    run_collecting(program, input, limits, extras).map(|(outcome, _)| outcome)
}

/// [`run_in_room`] with `files` placed in the program's folder first and `files.collected` read
/// back from it once the room is empty ([`super::LeftFile::Missing`] when none is asked for).
pub fn run_with_files(
    program: &Program,
    input: Input,
    limits: &Limits,
    writable: &[PathBuf],
    files: &RoomFiles,
) -> io::Result<(RunOutcome, super::LeftFile)> {
    let extras = RoomExtras { writable: writable.to_vec(), files: files.clone(), ..RoomExtras::default() };
    run_collecting(program, input, limits, &extras)
}

/// [`run_with`], also returning the file `extras.files.collected` names as the run left it.
pub fn run_collecting(
    program: &Program,
    input: Input,
    limits: &Limits,
    extras: &RoomExtras,
) -> io::Result<(RunOutcome, super::LeftFile)> {
    let files = &extras.files;
    let mut command = program.command();
    for (key, value) in &extras.env {
        command.env(key, value);
    }
    let (stdin_fd, mut stdin, input): (OwnedFd, _, _) = match input {
        Input::Bytes([]) => (File::open("/dev/null")?.into(), None, &[][..]),
        Input::Bytes(bytes) => {
            let (read, write) = super::pipe()?;
            (read, Some(File::from(write)), bytes)
        }
        Input::File(path) => (File::open(path)?.into(), None, &[][..]),
    };
    let (stdout_read, stdout_write) = super::pipe()?;
    let (stderr_read, stderr_write) = super::pipe()?;
    let mut running = start_with_files(&command, [stdin_fd, stdout_write, stderr_write], limits, extras)?;
    let mut stdout = Some(File::from(stdout_read));
    let mut stderr = Some(File::from(stderr_read));
    let pipes = [
        stdin.as_ref().map(|f| f.as_raw_fd()),
        stdout.as_ref().map(|f| f.as_raw_fd()),
        stderr.as_ref().map(|f| f.as_raw_fd()),
    ];
    for fd in pipes.into_iter().flatten() {
        set_nonblocking(fd);
    }
    let mut written = 0;
    let mut out = Vec::new();
    let mut err = Vec::new();
    let (mut out_dropped, mut err_dropped) = (0u64, 0u64);
    let mut output_limit_exceeded = false;
    let mut ended: Option<Instant> = None;
    let mut chunk = vec![0u8; 64 * 1024];

    loop {
        let now = Instant::now();
        if ended.is_none() && running.has_ended() {
            ended = Some(now);
        }
        let pipes_open = stdout.is_some() || stderr.is_some();
        let timeout = match ended {
            Some(at) if !pipes_open || now >= at + PIPE_GRACE => break,
            Some(at) => at + PIPE_GRACE - now,
            // The launcher enforces the limits; past its own deadline `wait` kills it.
            None if now >= running.deadline() => break,
            None => running.deadline() - now,
        };

        let mut fds = Vec::with_capacity(4);
        let mut push = |fd: Option<i32>, events: libc::c_short| {
            if let Some(fd) = fd {
                fds.push(libc::pollfd { fd, events, revents: 0 });
            }
        };
        push(stdin.as_ref().map(|f| f.as_raw_fd()), libc::POLLOUT);
        push(stdout.as_ref().map(|f| f.as_raw_fd()), libc::POLLIN);
        push(stderr.as_ref().map(|f| f.as_raw_fd()), libc::POLLIN);
        let exit_fd = if ended.is_none() { running.exit_fd() } else { None };
        push(exit_fd, libc::POLLIN);
        // Without a pidfd the exit is noticed by polling waitid every millisecond.
        let timeout = if ended.is_none() && exit_fd.is_none() {
            timeout.min(Duration::from_millis(1))
        } else {
            timeout
        };
        let millis = timeout.as_micros().div_ceil(1000).min(i32::MAX as u128) as i32;
        // SAFETY: `fds` is a live, correctly sized array of pollfd.
        let ready = unsafe { libc::poll(fds.as_mut_ptr(), fds.len() as libc::nfds_t, millis) };
        if ready < 0 {
            let error = io::Error::last_os_error();
            if error.kind() == io::ErrorKind::Interrupted {
                continue;
            }
            running.kill();
            return Err(error);
        }
        let revents =
            |fd: Option<i32>| fd.and_then(|fd| fds.iter().find(|p| p.fd == fd)).map_or(0, |p| p.revents);

        if revents(stdin.as_ref().map(|f| f.as_raw_fd())) != 0 {
            if let Some(pipe) = stdin.as_mut() {
                match pipe.write(&input[written..]) {
                    Ok(n) => written += n,
                    Err(e) if e.kind() == io::ErrorKind::WouldBlock => {}
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    // Closed early (EPIPE): the program need not read all its input.
                    Err(_) => written = input.len(),
                }
            }
            if written >= input.len() {
                stdin = None;
            }
        }
        if revents(stdout.as_ref().map(|f| f.as_raw_fd())) != 0 {
            if let Some(pipe) = stdout.as_mut() {
                match drain(
                    pipe,
                    &mut chunk,
                    &mut out,
                    limits.output_bytes,
                    limits.overflow,
                    &mut out_dropped,
                ) {
                    Drained::Open => {}
                    Drained::Closed => stdout = None,
                    Drained::OverBudget => {
                        output_limit_exceeded = true;
                        running.kill();
                        stdout = None;
                    }
                }
            }
        }
        if revents(stderr.as_ref().map(|f| f.as_raw_fd())) != 0 {
            if let Some(pipe) = stderr.as_mut() {
                // Past the kept head, stderr is read and dropped so it never blocks the program.
                let drained =
                    drain(pipe, &mut chunk, &mut err, STDERR_KEPT_BYTES, Overflow::Discard, &mut err_dropped);
                if drained == Drained::Closed {
                    stderr = None;
                }
            }
        }
    }

    drop(stdin);
    let (report, left) = running.wait_collecting(&files.collected, limits.output_bytes)?;
    let mut outcome = outcome_of(&report, limits, out, err);
    outcome.stdout_dropped = out_dropped;
    outcome.stderr_dropped = err_dropped;
    outcome.output_limit_exceeded = output_limit_exceeded;
    Ok((outcome, left))
}

/// Starts `command` in a room under `limits` (writing only its folder and `writable`, not
/// reading `hidden` where the kernel allows), unless an interrupt is being handled: the one way
/// every run of nimkit starts.
pub(crate) fn start_in_room(
    command: &Command,
    stdin: OwnedFd,
    stdout: OwnedFd,
    stderr: OwnedFd,
    limits: &Limits,
    writable: &[PathBuf],
    hidden: &[PathBuf],
) -> io::Result<super::RunningProgram> {
    let extras = RoomExtras { writable: writable.to_vec(), hidden: hidden.to_vec(), ..RoomExtras::default() };
    start_with_files(command, [stdin, stdout, stderr], limits, &extras)
}

/// [`start_in_room`] with `extras`: files placed in the room's folder first, hidden files, the
/// stack.
pub(crate) fn start_with_files(
    command: &Command,
    [stdin, stdout, stderr]: [OwnedFd; 3],
    limits: &Limits,
    extras: &RoomExtras,
) -> io::Result<super::RunningProgram> {
    let room_limits = super::RoomLimits {
        time: limits.time,
        memory_bytes: limits.memory_bytes,
        address_space_bytes: limits.address_space_bytes,
        processes: limits.processes,
        writable: extras.writable.clone(),
        hidden: extras.hidden.clone(),
        placed: extras.files.placed.clone(),
        stack_grows_to_memory: extras.stack_grows_to_memory,
        cpu_limit: limits.cpu_time,
        file_bytes: Some(limits.file_bytes()),
    };
    // Held from the check through the start, so an interrupt either stops this start or
    // waits for the room to exist before it empties every room.
    let _starting = STARTING.read().unwrap_or_else(|poisoned| poisoned.into_inner());
    if INTERRUPTED.load(Ordering::SeqCst) {
        return Err(io::Error::new(io::ErrorKind::Interrupted, "nimkit is being interrupted"));
    }
    // Done first thing by a supervised command; here for any other that starts a program.
    keep_inherited_descriptors();
    super::spawn_with_fds(command, stdin, stdout, stderr, &room_limits)
}

/// The outcome the launcher's `report` describes, with the output the judge kept (nothing
/// dropped, no output limit hit: the caller says otherwise).
pub(crate) fn outcome_of(
    report: &super::RoomReport,
    limits: &Limits,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
) -> RunOutcome {
    if let Some(reason) = &report.hiding_failed {
        static WARNED: Once = Once::new();
        WARNED.call_once(|| {
            eprintln!("nimkit: warning: an expected answer stays readable by the program: {reason}");
        });
    }
    let wall = Duration::from_micros(report.wall_us);
    RunOutcome {
        termination: Termination::from_wait_status(report.status),
        wall,
        cpu: Duration::from_micros(report.cpu_us),
        peak_rss_kib: report.peak_rss_kib,
        stdout,
        stderr,
        stdout_dropped: 0,
        stderr_dropped: 0,
        timed_out: report.timed_out || wall > limits.time,
        output_limit_exceeded: false,
        memory_limit_exceeded: report.memory_exceeded,
        process_limit_exceeded: report.processes_exceeded,
        // SIGXFSZ comes only from the file limit the launcher sets (its default would end the
        // program with a core dump, which RLIMIT_CORE 0 already forbids).
        file_limit_exceeded: report.files_exceeded
            || Termination::from_wait_status(report.status) == Termination::Signaled(libc::SIGXFSZ),
        launcher_lost: report.supervisor_lost,
    }
}

/// Set once an interrupt is being handled: no program may start any more.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// The signal being handled (0 before any).
static INTERRUPT_SIGNAL: AtomicI32 = AtomicI32::new(0);

/// How long the command has, once everything it started is killed, to print its honest
/// report and clean up before nimkit dies of the signal anyway.
const REPORT_DEADLINE: Duration = Duration::from_secs(2);

/// Whether an interrupt is being handled. It is set before any program is killed, so a run
/// that ends after it may have been killed by the judge itself: its ending is no verdict.
pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::SeqCst)
}

/// The interrupt, as `(signal name, exit code)`: the exit code is 128 + the signal, what a
/// shell reports for a command killed by it (130 for Ctrl-C, 143 for SIGTERM, 129 for SIGHUP).
pub fn interruption() -> Option<(String, u8)> {
    let signal = INTERRUPT_SIGNAL.load(Ordering::SeqCst);
    (interrupted() && signal > 0).then(|| (signal_name(signal), (128 + signal) as u8))
}

/// How much of a tool's stdout, and of its stderr, is kept (the head; the rest is read and
/// dropped, and a last line says how much): a template bomb makes g++ write tens of megabytes
/// of errors a second, which must neither fill memory nor block the compiler on a full pipe.
pub const TOOL_OUTPUT_KEPT_BYTES: usize = 1 << 20;

/// What a tool may use: wall-clock time, and data memory per process (`RLIMIT_DATA`: the heap
/// and private writable mappings, so a JVM's reserved but untouched heap is free). Without the
/// latter, `#include "/dev/zero"` has cc1 take the machine's memory until the kernel's OOM
/// killer picks something (24 GB here, measured).
#[derive(Clone, Copy, Debug)]
pub struct ToolLimits {
    pub time: Duration,
    pub data_bytes: Option<u64>,
}

/// What a tool run to completion left: as [`std::process::Output`], and whether its time ran
/// out.
#[derive(Debug)]
pub struct ToolOutput {
    pub status: std::process::ExitStatus,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    /// The time limit, when the tool was still running at it and was killed (with everything
    /// it started); `status` is then SIGKILL's.
    pub stopped_after: Option<Duration>,
}

/// Files and folders no tool started from now on may read (the judged tests' answers: a source
/// could otherwise `include_str!` them at compile time), each with whether it is a folder. Set
/// by [`hide_from_tools`].
static HIDDEN_FROM_TOOLS: RwLock<Vec<(CString, bool)>> = RwLock::new(Vec::new());

/// Keeps `paths` (the judged tests' answers, or folders holding only tests) from every tool
/// started from now on, compilers above all: a source that reads a file at compile time
/// (`include_str!`, `#include`) would otherwise carry the answers into its run. Done where the
/// read-only view works (the same privilege), as the solution's runs hide them; else nothing
/// changes, and the report's `answers: readable` already says so. Paths that no longer exist
/// are skipped.
pub fn hide_from_tools(paths: &[PathBuf]) {
    use std::os::unix::ffi::OsStrExt;
    if !super::mechanisms().read_only_view {
        return;
    }
    let hidden = paths
        .iter()
        .filter_map(|path| {
            let resolved = std::fs::canonicalize(path).ok()?;
            let folder = resolved.is_dir();
            Some((CString::new(resolved.as_os_str().as_bytes()).ok()?, folder))
        })
        .collect();
    *HIDDEN_FROM_TOOLS.write().unwrap_or_else(|poisoned| poisoned.into_inner()) = hidden;
}

/// In a forked child before its exec: a mount namespace of its own (inside a user namespace
/// mapping only its ids when not root) in which each of `hidden` is covered, a folder by an
/// empty read-only tmpfs, a file by `/dev/null`, as a solution's read-only view covers them.
/// Whatever the kernel refuses is left as it is: the tool still runs, seeing the files.
/// Only async-signal-safe calls: everything was allocated before the fork.
fn hide_in_child(hidden: &[(CString, bool)], id_maps: &[(CString, CString); 3]) {
    // SAFETY: plain syscalls on NUL-terminated strings made before the fork.
    let entered = unsafe {
        // A cover hides a path in this mount namespace only: the same file is reached through
        // another process's root (`include_str!("/proc/PID/root/...")`, the judge's PID
        // guessed), which needs CAP_SYS_PTRACE, or `ptrace` access as a peer. Root's tools
        // keep every capability but that one (the judge and the machine's root processes,
        // which hold more, are then out of reach); other users' are in a user namespace, out
        // of reach of every process outside it.
        let root = libc::geteuid() == 0;
        if root {
            const CAP_SYS_PTRACE: libc::c_ulong = 19;
            libc::prctl(libc::PR_CAPBSET_DROP, CAP_SYS_PTRACE, 0, 0, 0);
        }
        // Root without CAP_SYS_ADMIN (a container's root with every capability dropped) makes
        // no mount namespace of its own: it goes through a user namespace too, as its runs do.
        (root && super::view::enter_own_mount_namespace().is_ok())
            || (libc::unshare(libc::CLONE_NEWUSER) == 0 && {
                // Without a mapping our files would look like nobody's (root without
                // CAP_SETFCAP may not map uid 0: its files still work as root's).
                for (file, line) in id_maps {
                    let fd = libc::open(file.as_ptr(), libc::O_WRONLY | libc::O_CLOEXEC);
                    if fd >= 0 {
                        libc::write(fd, line.as_ptr().cast(), line.as_bytes().len());
                        libc::close(fd);
                    }
                }
                super::view::enter_own_mount_namespace().is_ok()
            })
    };
    if !entered {
        return;
    }
    for (path, folder) in hidden {
        let _ = super::view::cover(path, *folder);
    }
}

/// Runs a tool (a compiler, cargo, a package's `build` script) to completion like
/// [`Command::output`] (stdin empty), but within `limits`, in a process group of its own that
/// is killed whole when it ends or when its time is up (a compiler's helpers, a build script's
/// background jobs), keeping at most [`TOOL_OUTPUT_KEPT_BYTES`] of each output; and never
/// starts it once an interrupt is being handled: it could outlive the kill. Tools are not
/// contained like judged programs (they must write the cache and read the system's headers),
/// but none may hang nimkit or eat its memory.
pub fn tool_output(command: &mut Command, limits: ToolLimits) -> io::Result<ToolOutput> {
    use std::os::unix::process::CommandExt;
    let time = limits.time;
    let hidden = HIDDEN_FROM_TOOLS.read().unwrap_or_else(|poisoned| poisoned.into_inner()).clone();
    if !hidden.is_empty() {
        // SAFETY: plain getters.
        let (uid, gid) = unsafe { (libc::geteuid(), libc::getegid()) };
        let line = |text: String| CString::new(text).expect("no NUL in a number");
        let id_maps = [
            (line("/proc/self/setgroups".into()), line("deny".into())),
            (line("/proc/self/uid_map".into()), line(format!("{uid} {uid} 1"))),
            (line("/proc/self/gid_map".into()), line(format!("{gid} {gid} 1"))),
        ];
        // SAFETY: the closure makes only async-signal-safe calls (see hide_in_child).
        unsafe {
            command.pre_exec(move || {
                hide_in_child(&hidden, &id_maps);
                Ok(())
            });
        }
    }
    if let Some(bytes) = limits.data_bytes {
        let bytes = bytes as libc::rlim_t;
        // SAFETY: getrlimit and setrlimit are async-signal-safe; the closure touches nothing else.
        unsafe {
            command.pre_exec(move || {
                let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
                if libc::getrlimit(libc::RLIMIT_DATA, &mut limit) == 0 && limit.rlim_max > bytes {
                    limit = libc::rlimit { rlim_cur: bytes, rlim_max: bytes };
                    libc::setrlimit(libc::RLIMIT_DATA, &limit);
                }
                Ok(())
            });
        }
    }
    let mut child = {
        let _starting = STARTING.read().unwrap_or_else(|poisoned| poisoned.into_inner());
        if interrupted() {
            return Err(io::Error::new(io::ErrorKind::Interrupted, "nimkit is being interrupted"));
        }
        command.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped()).process_group(0).spawn()?
    };
    let group = child.id() as libc::pid_t;
    let kill_group = || {
        // SAFETY: a signal to the tool's own process group, whose leader is not yet reaped (so
        // the group id cannot have been reused).
        unsafe { libc::killpg(group, libc::SIGKILL) };
    };
    let mut pipes = [
        child.stdout.take().map(|pipe| File::from(OwnedFd::from(pipe))),
        child.stderr.take().map(|pipe| File::from(OwnedFd::from(pipe))),
    ];
    for pipe in pipes.iter().flatten() {
        set_nonblocking(pipe.as_raw_fd());
    }
    let mut kept = [Vec::new(), Vec::new()];
    let mut dropped = [0u64; 2];
    let mut chunk = vec![0u8; 64 * 1024];
    let deadline = Instant::now() + time;
    let mut stopped_after = None;
    let mut ended: Option<Instant> = None;
    loop {
        let now = Instant::now();
        if ended.is_none() {
            if has_exited(group) {
                ended = Some(now);
                kill_group();
            } else if now >= deadline {
                ended = Some(now);
                stopped_after = Some(time);
                kill_group();
            }
        }
        let open = pipes.iter().any(Option::is_some);
        if let Some(at) = ended {
            // Only a descendant that left the group can hold the pipes open past the grace.
            if !open || now >= at + PIPE_GRACE {
                break;
            }
        }
        let mut fds: Vec<libc::pollfd> = pipes
            .iter()
            .flatten()
            .map(|pipe| libc::pollfd { fd: pipe.as_raw_fd(), events: libc::POLLIN, revents: 0 })
            .collect();
        // The exit is noticed by asking every few milliseconds: a compile takes far longer.
        // SAFETY: `fds` is a live, correctly sized array of pollfd (possibly empty).
        unsafe { libc::poll(fds.as_mut_ptr(), fds.len() as libc::nfds_t, 5) };
        for (i, pipe) in pipes.iter_mut().enumerate() {
            if let Some(file) = pipe {
                let drained = drain(
                    file,
                    &mut chunk,
                    &mut kept[i],
                    TOOL_OUTPUT_KEPT_BYTES,
                    Overflow::Discard,
                    &mut dropped[i],
                );
                if drained == Drained::Closed {
                    *pipe = None;
                }
            }
        }
    }
    drop(pipes);
    let status = child.wait()?;
    reap_group(group);
    for (text, &more) in kept.iter_mut().zip(&dropped) {
        if more > 0 {
            text.extend_from_slice(format!("\n[... {more} more bytes dropped by nimkit]\n").as_bytes());
        }
    }
    let [stdout, stderr] = kept;
    Ok(ToolOutput { status, stdout, stderr, stopped_after })
}

/// Reaps the killed members of process group `group` that became our children (nimkit adopts
/// orphans: a compiler's `cc1` once `gcc` is gone), so that they do not stay zombies until
/// nimkit ends; gives up after a second (a member that left the group is not waited for).
fn reap_group(group: libc::pid_t) {
    let deadline = Instant::now() + Duration::from_secs(1);
    loop {
        // SAFETY: reaping our own children of that group; a null status pointer is allowed.
        match unsafe { libc::waitpid(-group, std::ptr::null_mut(), libc::WNOHANG) } {
            pid if pid > 0 => continue,
            0 if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(1)),
            // None of ours is left in the group (ECHILD), or the time is up.
            _ => return,
        }
    }
}

/// Whether our child `pid` has ended (or is no child of ours any more), leaving it unreaped:
/// its pid, and so its process group's id, stays taken until it is reaped.
fn has_exited(pid: libc::pid_t) -> bool {
    peek_child(pid) != Some(false)
}

/// Read-held by every start of a program; the interrupt takes it for writing once to wait for
/// the starts already past the check above.
static STARTING: RwLock<()> = RwLock::new(());

/// The signals after which nimkit cleans up and dies.
const INTERRUPTS: [libc::c_int; 3] = [libc::SIGINT, libc::SIGTERM, libc::SIGHUP];

/// Runs `body` (a command that starts programs) as the supervisor of everything they start:
/// orphans are adopted ([`adopt_orphans`]) and killed at the end, and an interrupt kills them
/// all. Judged programs live in sessions of their own, where the terminal's Ctrl-C does not
/// reach them: without this, an endless loop would outlive nimkit with no one left to enforce
/// its time limit. Call it before any thread is started.
///
/// After an interrupt, `body` is expected to notice ([`interrupted`]), stop, print what it
/// really found and return; nimkit then exits with 128 + the signal. If it has not returned
/// within [`REPORT_DEADLINE`] (or a second interrupt comes), nimkit dies of the signal.
pub fn supervised<T>(body: impl FnOnce() -> T) -> T {
    keep_inherited_descriptors();
    adopt_orphans();
    handle_interrupts();
    super::start_pooling();
    // The zygote's start and the kernel probe (about 2 ms) overlap with reading the tests
    // and compiling; the first run waits for them only if they are not done by then.
    std::thread::spawn(|| {
        super::mechanisms();
    });
    let result = body();
    kill_children(true);
    super::remove_pools();
    if let Some((_, code)) = interruption() {
        let _ = io::stdout().flush();
        std::process::exit(code.into());
    }
    result
}

/// Blocks the interrupts in this thread, and so in every thread it starts afterwards (the
/// programs they start get an empty mask back: [`super::signals::with_default_signals`]), and leaves them to
/// one thread that, on the first one, stops new starts and kills every child with its process
/// group and every adopted orphan; then it gives the command [`REPORT_DEADLINE`] to report
/// and exit (see [`supervised`]) before dying of the signal itself.
fn handle_interrupts() {
    static INSTALL: Once = Once::new();
    INSTALL.call_once(|| {
        // SAFETY: plain signal-mask calls on a zeroed, then initialised, sigset_t.
        let set = unsafe {
            let mut set: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut set);
            for signal in INTERRUPTS {
                libc::sigaddset(&mut set, signal);
            }
            libc::pthread_sigmask(libc::SIG_BLOCK, &set, std::ptr::null_mut());
            set
        };
        std::thread::spawn(move || {
            let mut signal: libc::c_int = 0;
            // SAFETY: `set` and `signal` are valid for the call.
            while unsafe { libc::sigwait(&set, &mut signal) } != 0 {}
            INTERRUPT_SIGNAL.store(signal, Ordering::SeqCst);
            INTERRUPTED.store(true, Ordering::SeqCst);
            drop(STARTING.write());
            super::kill_all_rooms();
            kill_children(false);
            // The command reports and exits meanwhile; a second interrupt cuts this short.
            let deadline = Instant::now() + REPORT_DEADLINE;
            while let Some(left) = deadline.checked_duration_since(Instant::now()) {
                let timeout = libc::timespec {
                    tv_sec: left.as_secs() as libc::time_t,
                    tv_nsec: left.subsec_nanos() as _,
                };
                // SAFETY: valid set and timeout; a null info pointer is allowed.
                if unsafe { libc::sigtimedwait(&set, std::ptr::null_mut(), &timeout) } > 0 {
                    break;
                }
            }
            super::remove_pools();
            // SAFETY: restoring the default action, unblocking the signal in this thread and
            // raising it there is the documented way to die of a signal.
            unsafe {
                libc::signal(signal, libc::SIG_DFL);
                let mut only: libc::sigset_t = std::mem::zeroed();
                libc::sigemptyset(&mut only);
                libc::sigaddset(&mut only, signal);
                libc::pthread_sigmask(libc::SIG_UNBLOCK, &only, std::ptr::null_mut());
                libc::raise(signal);
            }
        });
    });
}

/// Marks close-on-exec every descriptor above stderr that nimkit inherited from its caller (a
/// shell's `9>file`, a build tool's pipes): the zygote, the launchers and so the judged
/// programs would inherit them too, and a write to an open file is beyond Landlock's reach.
/// nimkit opens its own descriptors close-on-exec and hands the programs theirs explicitly.
fn keep_inherited_descriptors() {
    static ONCE: Once = Once::new();
    ONCE.call_once(mark_inherited_descriptors);
}

fn mark_inherited_descriptors() {
    let listed: Option<Vec<i32>> = std::fs::read_dir("/proc/self/fd")
        .ok()
        .map(|entries| entries.filter_map(|entry| entry.ok()?.file_name().to_str()?.parse().ok()).collect());
    for fd in listed.unwrap_or_else(|| (3..1024).collect()) {
        // SAFETY: fcntl on a descriptor number; an unused one only fails with EBADF.
        unsafe {
            let flags = libc::fcntl(fd, libc::F_GETFD);
            if fd > 2 && flags >= 0 && flags & libc::FD_CLOEXEC == 0 {
                libc::fcntl(fd, libc::F_SETFD, flags | libc::FD_CLOEXEC);
            }
        }
    }
}

/// Makes this process the reaper of its orphaned descendants: a daemon that a solution
/// started in a session of its own (out of reach of the group kill) is reparented here
/// when its parent dies, so that [`kill_children`] can find it.
fn adopt_orphans() {
    // SAFETY: plain prctl; failure only means orphans go to init as usual.
    unsafe {
        libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
    }
}

/// Kills every child with its process group, and `reap`s them. With no run in progress any
/// child left is a solution's escaped descendant; without reaping (runs still in progress wait
/// for their own programs), children already dead are passed over.
fn kill_children(reap: bool) {
    // SAFETY: plain syscalls on processes that are our own children.
    let own_group = unsafe { libc::getpgrp() };
    // Killing a daemon can orphan its own children onto us again: repeat, a bounded number of times.
    for _ in 0..20 {
        let children = child_pids(!reap);
        if children.is_empty() {
            return;
        }
        for &pid in &children {
            unsafe {
                let group = libc::getpgid(pid);
                if group > 1 && group != own_group {
                    libc::killpg(group, libc::SIGKILL);
                }
                libc::kill(pid, libc::SIGKILL);
            }
        }
        if reap {
            reap_any_child_until_gone(&children);
        } else {
            std::thread::sleep(Duration::from_millis(2));
        }
    }
}

/// Reaps whichever children end, until none of `killed` is left (bounded). Not each in turn:
/// the init of a run's PID namespace ends only once every process of its namespace is reaped,
/// and the run's program, whose launcher was killed, is then our child too (we adopt orphans).
fn reap_any_child_until_gone(killed: &[libc::pid_t]) {
    let deadline = Instant::now() + Duration::from_secs(2);
    loop {
        // SAFETY: reaping our own children; a null status pointer is allowed.
        match unsafe { libc::waitpid(-1, std::ptr::null_mut(), libc::WNOHANG) } {
            pid if pid > 0 => continue,
            0 if Instant::now() < deadline => {
                if killed.iter().all(|&pid| !is_our_child(pid)) {
                    return;
                }
                std::thread::sleep(Duration::from_millis(1));
            }
            _ => return,
        }
    }
}

/// Whether `pid` is still our child, live or not yet reaped.
fn is_our_child(pid: libc::pid_t) -> bool {
    peek_child(pid).is_some()
}

/// Our child `pid` as `waitid` sees it without reaping it: `Some(true)` ended, `Some(false)`
/// running, `None` no child of ours (reaped, or never ours).
fn peek_child(pid: libc::pid_t) -> Option<bool> {
    // SAFETY: `info` is a valid out-pointer; WNOWAIT leaves the child as it is.
    let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
    let rc = unsafe {
        libc::waitid(libc::P_PID, pid as libc::id_t, &mut info, libc::WEXITED | libc::WNOHANG | libc::WNOWAIT)
    };
    // SAFETY: `si_pid` is set by a successful waitid (0 while the child runs).
    (rc == 0).then(|| unsafe { info.si_pid() } != 0)
}

/// Pids whose parent is this process; without zombies if `live_only`. From each thread's
/// `/proc/self/task/T/children` (a few files, where a scan of /proc reads one per process of
/// the machine), else from that scan where the kernel lacks those files.
fn child_pids(live_only: bool) -> Vec<libc::pid_t> {
    let state_and_parent = |pid: libc::pid_t| -> Option<(String, String)> {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
        // `pid (comm) state ppid ...`; comm may hold spaces and parentheses.
        let mut fields = stat.rsplit_once(')')?.1.split_whitespace();
        Some((fields.next()?.to_owned(), fields.next()?.to_owned()))
    };
    let me = std::process::id().to_string();
    let listed = std::fs::read_dir("/proc/self/task").ok().and_then(|tasks| {
        let mut pids = Vec::new();
        for task in tasks {
            let children = std::fs::read_to_string(task.ok()?.path().join("children")).ok()?;
            pids.extend(children.split_whitespace().filter_map(|pid| pid.parse::<libc::pid_t>().ok()));
        }
        Some(pids)
    });
    let candidates = listed.unwrap_or_else(|| {
        let Ok(entries) = std::fs::read_dir("/proc") else { return Vec::new() };
        entries.filter_map(|entry| entry.ok()?.file_name().into_string().ok()?.parse().ok()).collect()
    });
    candidates
        .into_iter()
        .filter(|&pid| {
            state_and_parent(pid).is_some_and(|(state, parent)| parent == me && !(live_only && state == "Z"))
        })
        .collect()
}

#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Drained {
    /// Nothing more to read right now.
    Open,
    /// End of file.
    Closed,
    /// More than the budget arrived; `kept` holds exactly the budget.
    OverBudget,
}

/// Reads everything available from a non-blocking pipe into `kept`, up to `budget` bytes;
/// past it, stops ([`Overflow::Kill`]) or drops and counts the rest in `dropped`.
pub(crate) fn drain(
    pipe: &mut impl Read,
    chunk: &mut [u8],
    kept: &mut Vec<u8>,
    budget: usize,
    overflow: Overflow,
    dropped: &mut u64,
) -> Drained {
    loop {
        match pipe.read(chunk) {
            Ok(0) => return Drained::Closed,
            Ok(n) => {
                let taken = n.min(budget.saturating_sub(kept.len()));
                reserve_within(kept, taken, budget);
                kept.extend_from_slice(&chunk[..taken]);
                if taken < n {
                    *dropped += (n - taken) as u64;
                    if overflow == Overflow::Kill {
                        return Drained::OverBudget;
                    }
                }
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => return Drained::Open,
            Err(_) => return Drained::Closed,
        }
    }
}

/// Grows `kept` for `more` bytes by doubling, but never past `budget`: a Vec left to itself
/// could reserve twice the output limit.
fn reserve_within(kept: &mut Vec<u8>, more: usize, budget: usize) {
    let needed = kept.len() + more;
    if needed > kept.capacity() {
        let target = (kept.capacity() * 2).max(needed).min(budget.max(needed));
        kept.reserve_exact(target - kept.len());
    }
}

pub(crate) fn set_nonblocking(fd: i32) {
    // SAFETY: fcntl on a descriptor we own.
    unsafe {
        let flags = libc::fcntl(fd, libc::F_GETFL);
        if flags >= 0 {
            libc::fcntl(fd, libc::F_SETFL, flags | libc::O_NONBLOCK);
        }
    }
}

/// `SIGSEGV`-style name of a signal number.
pub fn signal_name(signal: i32) -> String {
    let name = match signal {
        libc::SIGHUP => "SIGHUP",
        libc::SIGINT => "SIGINT",
        libc::SIGQUIT => "SIGQUIT",
        libc::SIGILL => "SIGILL",
        libc::SIGTRAP => "SIGTRAP",
        libc::SIGABRT => "SIGABRT",
        libc::SIGBUS => "SIGBUS",
        libc::SIGFPE => "SIGFPE",
        libc::SIGKILL => "SIGKILL",
        libc::SIGUSR1 => "SIGUSR1",
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGUSR2 => "SIGUSR2",
        libc::SIGPIPE => "SIGPIPE",
        libc::SIGALRM => "SIGALRM",
        libc::SIGTERM => "SIGTERM",
        libc::SIGXCPU => "SIGXCPU",
        libc::SIGXFSZ => "SIGXFSZ",
        libc::SIGSYS => "SIGSYS",
        _ => return format!("signal {signal}"),
    };
    name.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn quick() -> Limits {
        Limits { memory_bytes: None, output_bytes: 1 << 20, ..Limits::generous(Duration::from_secs(5)) }
    }

    /// A tool's output past the cap is dropped and counted; a job it left in the background,
    /// holding the pipes, neither keeps it waiting nor outlives it; a tool past its time is
    /// stopped with everything it started.
    #[test]
    fn a_tool_is_bounded_in_output_and_time_and_leaves_nothing() {
        let pid_file = tempfile::NamedTempFile::new().unwrap();
        let flood = format!(
            "sleep 1000 & echo $! > {}; head -c 3000000 /dev/zero; echo done >&2",
            pid_file.path().display()
        );
        let start = Instant::now();
        let output = tool_output(
            Command::new("sh").args(["-c", &flood]),
            ToolLimits { time: Duration::from_secs(60), data_bytes: None },
        )
        .unwrap();
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "waited for the background job: {:?}",
            start.elapsed()
        );
        assert!(output.status.success() && output.stopped_after.is_none(), "{output:?}");
        assert_eq!(&output.stdout[..TOOL_OUTPUT_KEPT_BYTES], &vec![0u8; TOOL_OUTPUT_KEPT_BYTES][..]);
        let note = String::from_utf8_lossy(&output.stdout[TOOL_OUTPUT_KEPT_BYTES..]).into_owned();
        assert_eq!(
            note,
            format!("\n[... {} more bytes dropped by nimkit]\n", 3_000_000 - TOOL_OUTPUT_KEPT_BYTES)
        );
        assert_eq!(output.stderr, b"done\n");
        let background: libc::pid_t =
            std::fs::read_to_string(pid_file.path()).unwrap().trim().parse().unwrap();
        // SAFETY: signal 0 only asks whether the process exists.
        let alive = |pid| unsafe { libc::kill(pid, 0) } == 0 && !is_zombie(pid);
        let deadline = Instant::now() + Duration::from_secs(5);
        while alive(background) && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(10));
        }
        assert!(!alive(background), "the background job {background} outlived the tool");

        let start = Instant::now();
        let endless = "sleep 1000 & while :; do :; done";
        let output = tool_output(
            Command::new("sh").args(["-c", endless]),
            ToolLimits { time: Duration::from_millis(300), data_bytes: None },
        )
        .unwrap();
        let took = start.elapsed();
        assert_eq!(output.stopped_after, Some(Duration::from_millis(300)));
        assert!(!output.status.success());
        assert!(took >= Duration::from_millis(300) && took < Duration::from_secs(5), "{took:?}");
    }

    /// Whether `pid` is a zombie (dead, waiting for a parent that may never reap it).
    fn is_zombie(pid: libc::pid_t) -> bool {
        std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
            stat.rsplit_once(')').is_some_and(|(_, rest)| rest.trim_start().starts_with('Z'))
        })
    }

    #[test]
    fn simple_commands_are_recognised() {
        assert!(is_simple_command("python3 sol.py"));
        assert!(is_simple_command("./a.out 2>/dev/null"));
        assert!(!is_simple_command("cd x && ./a"));
        assert!(!is_simple_command("a | b"));
        assert!(!is_simple_command("X=1 ./a"));
        assert!(!is_simple_command("while true; do :; done"));
        assert!(is_simple_command("sh -c 'a; b' x"));
        assert!(!is_simple_command("echo 'a' ; b"));
    }

    #[test]
    fn plain_commands_skip_the_shell() {
        assert_eq!(plain_words("python3 -O sol.py"), Some(vec!["python3", "-O", "sol.py"]));
        assert_eq!(plain_words("./a.out"), Some(vec!["./a.out"]));
        assert_eq!(plain_words("echo $HOME"), None);
        assert_eq!(plain_words("echo 'a b'"), None);
        assert_eq!(plain_words("ls *.rs"), None);
        assert_eq!(plain_words("a 2>/dev/null"), None);
        assert_eq!(plain_words("exit 3"), None);
        assert_eq!(plain_words("   "), None);
    }

    #[test]
    fn echoes_input_and_reports_exit_code() {
        let out = run(&Program::shell("cat"), b"hello\n", &quick()).unwrap();
        assert_eq!(out.stdout, b"hello\n");
        assert!(out.termination.success());
        let out = run(&Program::shell("exit 3"), b"", &quick()).unwrap();
        assert_eq!(out.termination, Termination::Exited(3));
    }

    #[test]
    fn extra_arguments_reach_a_shell_command() {
        let program = Program::shell("printf '%s-%s'").with_args(["a", "b"]);
        let out = run(&program, b"", &quick()).unwrap();
        assert_eq!(out.stdout, b"a-b");
    }

    #[test]
    fn output_beyond_the_budget_is_cut_and_flagged() {
        let mut limits = quick();
        limits.output_bytes = 1000;
        let out = run(&Program::shell("yes"), b"", &limits).unwrap();
        assert!(out.output_limit_exceeded);
        assert_eq!(out.stdout.len(), 1000);
        assert!(out.stdout.capacity() <= 1000, "capacity {}", out.stdout.capacity());
    }

    #[test]
    fn discarded_output_is_counted_and_the_program_runs_on() {
        let mut limits = quick();
        limits.output_bytes = 1000;
        limits.overflow = Overflow::Discard;
        let program = Program::shell("sh -c 'head -c 5000000 /dev/zero; exit 1'");
        let out = run(&program, b"", &limits).unwrap();
        assert!(!out.output_limit_exceeded);
        assert_eq!(out.termination, Termination::Exited(1), "the exit code is still seen");
        assert_eq!(out.stdout.len(), 1000);
        assert_eq!(out.stdout_dropped, 5_000_000 - 1000);
        assert!(out.stdout.capacity() <= 1000, "capacity {}", out.stdout.capacity());
    }

    #[test]
    fn a_stderr_flood_is_drained_and_only_its_head_kept() {
        let program = Program::shell("sh -c 'head -c 10000000 /dev/zero >&2; echo done'");
        let out = run(&program, b"", &quick()).unwrap();
        assert_eq!(out.stdout, b"done\n");
        assert_eq!(out.stderr.len(), STDERR_KEPT_BYTES);
        assert_eq!(out.stderr_dropped, 10_000_000 - STDERR_KEPT_BYTES as u64);
        assert!(!out.timed_out);
    }

    #[test]
    fn a_big_input_reaches_the_program_whole() {
        let input: Vec<u8> = (0..3_000_000u32).map(|i| b'a' + (i % 26) as u8).collect();
        let mut limits = quick();
        limits.output_bytes = 4 << 20;
        let out = run(&Program::shell("cat"), &input, &limits).unwrap();
        assert_eq!(out.stdout, input);
    }

    #[test]
    fn the_time_limit_kills_the_program() {
        let mut limits = quick();
        limits.time = Duration::from_millis(200);
        let out = run(&Program::shell("sleep 5"), b"", &limits).unwrap();
        assert!(out.timed_out);
        assert_eq!(out.termination, Termination::Signaled(libc::SIGKILL));
        assert!(out.wall < Duration::from_secs(2), "{:?}", out.wall);
    }

    #[test]
    fn missing_executable_is_an_error() {
        assert!(run(&Program::executable("/nonexistent/x"), b"", &quick()).is_err());
    }

    #[test]
    fn signal_names() {
        assert_eq!(signal_name(libc::SIGSEGV), "SIGSEGV");
        assert_eq!(signal_name(99), "signal 99");
    }
}
