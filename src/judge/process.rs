//! Runs one program under limits: its own session (so the whole process group can be
//! killed), a wall-clock limit, an address-space limit, a cap on captured output, and
//! the CPU time and peak memory the kernel reports for it (`wait4`).
//!
//! Everything that touches processes lives here so that `test`, `stress` and `verify`
//! share one implementation of "run this and tell me what happened".

use std::ffi::OsString;
use std::io::{self, Read, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::process::CommandExt;
use std::path::PathBuf;
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

    fn command(&self) -> Command {
        match self {
            Program::Exec { path, args } => {
                let mut command = Command::new(path);
                command.args(args);
                command
            }
            Program::Shell { command, args } => {
                if let Some(words) = plain_words(command) {
                    // What `sh -c 'exec CMD'` would run, without paying for the shell.
                    let mut direct = Command::new(words[0]);
                    direct.args(&words[1..]).args(args);
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
    /// Wall-clock limit; the process group is killed when it passes.
    pub time: Duration,
    /// Address-space limit in bytes (`RLIMIT_AS`), if any.
    pub memory_bytes: Option<u64>,
    /// Bytes of stdout kept (the judge never holds more for one run).
    pub output_bytes: usize,
    /// What happens past `output_bytes`.
    pub overflow: Overflow,
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

impl Limits {
    /// Generous but bounded limits for helper programs (generators, checkers, reference
    /// solutions): 2 GiB of address space, 256 MiB of output.
    pub fn generous(time: Duration) -> Limits {
        Limits {
            time,
            memory_bytes: Some(HELPER_MEMORY_BYTES),
            output_bytes: 256 << 20,
            overflow: Overflow::Kill,
        }
    }
}

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
}

/// What happened during one run.
#[derive(Clone, Debug)]
pub struct RunOutcome {
    pub termination: Termination,
    /// From start to exit (or to the kill, when the limit passed).
    pub wall: Duration,
    /// User + system CPU time of the program and its waited-for descendants.
    pub cpu: Duration,
    /// Peak resident set size in KiB (`ru_maxrss`).
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
}

/// Runs `program` with `input` on stdin under `limits`.
///
/// Everything happens on the calling thread: one `poll` loop feeds stdin, drains stdout
/// and stderr, and watches the process through a pidfd, so a run costs no thread
/// hand-offs. Errors only when the program cannot be started at all (missing
/// executable, no permission); everything the program does is reported in the outcome.
pub fn run(program: &Program, input: &[u8], limits: &Limits) -> io::Result<RunOutcome> {
    let mut command = program.command();
    command.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    let memory = limits.memory_bytes;
    // SAFETY: only async-signal-safe syscalls run between fork and exec.
    with_default_signals(&mut command);
    unsafe {
        command.pre_exec(move || {
            // A new session makes the program the leader of its own process group.
            if libc::setsid() == -1 {
                return Err(io::Error::last_os_error());
            }
            let no_core = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
            libc::setrlimit(libc::RLIMIT_CORE, &no_core);
            if let Some(bytes) = memory {
                let limit = libc::rlimit { rlim_cur: bytes as libc::rlim_t, rlim_max: bytes as libc::rlim_t };
                if libc::setrlimit(libc::RLIMIT_AS, &limit) == -1 {
                    return Err(io::Error::last_os_error());
                }
            }
            Ok(())
        });
    }

    let start = Instant::now();
    let mut child = {
        // Held from the check through the fork, so an interrupt either stops this start or
        // waits for the child to exist before it kills every child.
        let _starting = STARTING.read().unwrap_or_else(|poisoned| poisoned.into_inner());
        if INTERRUPTED.load(Ordering::SeqCst) {
            return Err(io::Error::new(io::ErrorKind::Interrupted, "nimkit is being interrupted"));
        }
        command.spawn()?
    };
    let mut session = Session::new(child.id() as libc::pid_t);
    let mut stdin = child.stdin.take();
    let mut stdout = child.stdout.take();
    let mut stderr = child.stderr.take();
    let pipes = [
        stdin.as_ref().map(|f| f.as_raw_fd()),
        stdout.as_ref().map(|f| f.as_raw_fd()),
        stderr.as_ref().map(|f| f.as_raw_fd()),
    ];
    for fd in pipes.into_iter().flatten() {
        set_nonblocking(fd);
    }
    let deadline = start + limits.time;
    let mut written = 0;
    if input.is_empty() {
        stdin = None;
    }
    let mut out = Vec::new();
    let mut err = Vec::new();
    let (mut out_dropped, mut err_dropped) = (0u64, 0u64);
    let mut timed_out = false;
    let mut output_limit_exceeded = false;
    let mut ended: Option<Instant> = None;
    let mut chunk = vec![0u8; 64 * 1024];

    loop {
        let now = Instant::now();
        if ended.is_none() && session.has_exited() {
            ended = Some(now);
            // The leader is a zombie until reaped, so its group id cannot be recycled yet:
            // kill whatever it left behind (background children included).
            session.kill_group();
        }
        if ended.is_none() && now >= deadline && !timed_out {
            timed_out = true;
            session.kill_group();
        }
        let pipes_open = stdout.is_some() || stderr.is_some();
        let timeout = match ended {
            Some(at) if !pipes_open || now >= at + PIPE_GRACE => break,
            Some(at) => at + PIPE_GRACE - now,
            None if timed_out => Duration::from_millis(5),
            None => deadline - now,
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
        let exit_fd = if ended.is_none() { session.exit_fd() } else { None };
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
            session.kill_group();
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
                        session.kill_group();
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

    let (status, usage) = session.reap()?;
    let ended = ended.unwrap_or_else(Instant::now);
    let wall = ended.duration_since(start);
    let termination = if libc::WIFSIGNALED(status) {
        Termination::Signaled(libc::WTERMSIG(status))
    } else {
        Termination::Exited(libc::WEXITSTATUS(status))
    };
    Ok(RunOutcome {
        termination,
        wall,
        cpu: timeval(usage.ru_utime) + timeval(usage.ru_stime),
        peak_rss_kib: usage.ru_maxrss.max(0) as u64,
        stdout: out,
        stderr: err,
        stdout_dropped: out_dropped,
        stderr_dropped: err_dropped,
        timed_out: timed_out || wall > limits.time,
        output_limit_exceeded,
    })
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

/// Runs a tool (a compiler, cargo) to completion like [`Command::output`] (stdin empty), but
/// never starts it once an interrupt is being handled: it could outlive the kill.
pub fn tool_output(command: &mut Command) -> io::Result<std::process::Output> {
    let child = {
        let _starting = STARTING.read().unwrap_or_else(|poisoned| poisoned.into_inner());
        if interrupted() {
            return Err(io::Error::new(io::ErrorKind::Interrupted, "nimkit is being interrupted"));
        }
        command.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn()?
    };
    child.wait_with_output()
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
    adopt_orphans();
    handle_interrupts();
    let result = body();
    kill_children(true);
    if let Some((_, code)) = interruption() {
        let _ = io::stdout().flush();
        std::process::exit(code.into());
    }
    result
}

/// Blocks the interrupts in this thread, and so in every thread it starts afterwards (the
/// programs they start get an empty mask back: [`with_default_signals`]), and leaves them to
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

/// Gives a started program an empty signal mask: nimkit's threads block the interrupts (see
/// [`supervised`]) and a child inherits its mask across exec. Async-signal-safe.
fn unblock_all_signals() {
    // SAFETY: sigemptyset and pthread_sigmask on a local set; both async-signal-safe.
    unsafe {
        let mut none: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut none);
        libc::pthread_sigmask(libc::SIG_SETMASK, &none, std::ptr::null_mut());
    }
}

/// For tools started with a plain [`Command`] (compilers, cargo): the same empty signal mask.
pub fn with_default_signals(command: &mut Command) -> &mut Command {
    // SAFETY: the closure only calls async-signal-safe functions.
    unsafe {
        command.pre_exec(|| {
            unblock_all_signals();
            Ok(())
        })
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
        for pid in children {
            unsafe {
                let group = libc::getpgid(pid);
                if group > 1 && group != own_group {
                    libc::killpg(group, libc::SIGKILL);
                }
                libc::kill(pid, libc::SIGKILL);
                if reap {
                    libc::waitpid(pid, std::ptr::null_mut(), 0);
                }
            }
        }
        if !reap {
            std::thread::sleep(Duration::from_millis(2));
        }
    }
}

/// Pids whose parent is this process, from /proc; without zombies if `live_only`.
fn child_pids(live_only: bool) -> Vec<libc::pid_t> {
    let me = std::process::id().to_string();
    let Ok(entries) = std::fs::read_dir("/proc") else { return Vec::new() };
    entries
        .filter_map(|entry| {
            let name = entry.ok()?.file_name().into_string().ok()?;
            let pid: libc::pid_t = name.parse().ok()?;
            let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
            // `pid (comm) state ppid ...`; comm may hold spaces and parentheses.
            let mut fields = stat.rsplit_once(')')?.1.split_whitespace();
            let (state, parent) = (fields.next()?, fields.next()?);
            (parent == me && !(live_only && state == "Z")).then_some(pid)
        })
        .collect()
}

/// The judged program's session: its leader's pid and, where the kernel offers one, a
/// pidfd that becomes readable when the leader exits.
struct Session {
    pid: libc::pid_t,
    pidfd: Option<OwnedFd>,
    exited: bool,
    reaped: bool,
}

impl Session {
    fn new(pid: libc::pid_t) -> Session {
        // SAFETY: plain syscall; a non-negative result is a fresh fd we now own.
        let fd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid, 0) };
        let pidfd = (fd >= 0).then(|| unsafe { OwnedFd::from_raw_fd(fd as i32) });
        Session { pid, pidfd, exited: false, reaped: false }
    }

    fn exit_fd(&self) -> Option<i32> {
        self.pidfd.as_ref().map(|fd| fd.as_raw_fd())
    }

    /// Whether the leader has exited, without reaping it (`WNOWAIT`).
    fn has_exited(&mut self) -> bool {
        if !self.exited {
            // SAFETY: `info` is a valid out-pointer; WNOWAIT leaves the child waitable.
            let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
            let rc = unsafe {
                libc::waitid(
                    libc::P_PID,
                    self.pid as libc::id_t,
                    &mut info,
                    libc::WEXITED | libc::WNOWAIT | libc::WNOHANG,
                )
            };
            // With WNOHANG, si_pid stays 0 while the child runs.
            self.exited = rc == 0 && unsafe { info.si_pid() } == self.pid;
        }
        self.exited
    }

    /// SIGKILL to the whole group; never after the leader is reaped (its pid could be reused).
    fn kill_group(&self) {
        if !self.reaped {
            // SAFETY: plain syscall on a group whose leader is not yet reaped.
            unsafe {
                libc::killpg(self.pid, libc::SIGKILL);
            }
        }
    }

    /// Kills what is left of the group, then reaps the leader with its resource usage.
    fn reap(&mut self) -> io::Result<(libc::c_int, libc::rusage)> {
        self.kill_group();
        let mut status: libc::c_int = 0;
        // SAFETY: zeroed rusage is a valid value; pointers are to live locals.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        loop {
            let rc = unsafe { libc::wait4(self.pid, &mut status, 0, &mut usage) };
            if rc == self.pid {
                self.reaped = true;
                return Ok((status, usage));
            }
            let error = io::Error::last_os_error();
            if error.kind() != io::ErrorKind::Interrupted {
                return Err(error);
            }
        }
    }
}

impl Drop for Session {
    /// An early return must not leave the program running or unreaped.
    fn drop(&mut self) {
        if !self.reaped {
            let _ = self.reap();
        }
    }
}

#[derive(Debug, PartialEq, Eq)]
enum Drained {
    /// Nothing more to read right now.
    Open,
    /// End of file.
    Closed,
    /// More than the budget arrived; `kept` holds exactly the budget.
    OverBudget,
}

/// Reads everything available from a non-blocking pipe into `kept`, up to `budget` bytes;
/// past it, stops ([`Overflow::Kill`]) or drops and counts the rest in `dropped`.
fn drain(
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

fn set_nonblocking(fd: i32) {
    // SAFETY: fcntl on a descriptor we own.
    unsafe {
        let flags = libc::fcntl(fd, libc::F_GETFL);
        if flags >= 0 {
            libc::fcntl(fd, libc::F_SETFL, flags | libc::O_NONBLOCK);
        }
    }
}

fn timeval(tv: libc::timeval) -> Duration {
    Duration::from_secs(tv.tv_sec.max(0) as u64) + Duration::from_micros(tv.tv_usec.max(0) as u64)
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
        Limits {
            time: Duration::from_secs(5),
            memory_bytes: None,
            output_bytes: 1 << 20,
            overflow: Overflow::Kill,
        }
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
