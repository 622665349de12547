//! Runs one program under limits: its own session (so the whole process group can be
//! killed), a wall-clock limit, an address-space limit, a cap on captured output, and
//! the CPU time and peak memory the kernel reports for it (`wait4`).
//!
//! Everything that touches processes lives here so that `test`, `stress` and `verify`
//! share one implementation of "run this and tell me what happened".

use std::ffi::OsString;
use std::io::{self, Read, Write};
use std::os::unix::process::CommandExt;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// How much of stderr is kept (the head; the rest is drained and dropped).
const STDERR_KEPT_BYTES: usize = 64 * 1024;

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
    /// Bytes of stdout kept; one byte more and the program is killed (output limit).
    pub output_bytes: usize,
}

impl Limits {
    /// Generous limits for helper programs (generators, checkers, reference solutions).
    pub fn generous(time: Duration) -> Limits {
        Limits { time, memory_bytes: None, output_bytes: 1 << 30 }
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
    /// The head of stderr.
    pub stderr: Vec<u8>,
    /// The wall-clock limit passed and the judge killed the program.
    pub timed_out: bool,
    /// The program printed more than `Limits::output_bytes` and the judge killed it.
    pub output_limit_exceeded: bool,
}

/// The process group of a running program. Killing is refused once the leader is
/// reaped, so a recycled pid can never be hit.
struct Group {
    pid: libc::pid_t,
    reaped: Mutex<bool>,
}

impl Group {
    fn kill(&self) {
        let reaped = self.reaped.lock().unwrap_or_else(|e| e.into_inner());
        if !*reaped {
            // SAFETY: plain syscall; the group exists at least as long as its unreaped leader.
            unsafe {
                libc::killpg(self.pid, libc::SIGKILL);
            }
        }
    }

    /// Waits for the leader to exit without reaping it, kills whatever is left of its
    /// group (background children included), then reaps it with its resource usage.
    fn wait_kill_reap(&self) -> io::Result<(libc::c_int, libc::rusage)> {
        loop {
            // SAFETY: `info` is a valid out-pointer; WNOWAIT leaves the child waitable.
            let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
            let rc = unsafe {
                libc::waitid(libc::P_PID, self.pid as libc::id_t, &mut info, libc::WEXITED | libc::WNOWAIT)
            };
            if rc == 0 {
                break;
            }
            let error = io::Error::last_os_error();
            if error.kind() != io::ErrorKind::Interrupted {
                return Err(error);
            }
        }
        let mut reaped = self.reaped.lock().unwrap_or_else(|e| e.into_inner());
        let mut status: libc::c_int = 0;
        // SAFETY: zeroed rusage is a valid value; pointers are to live locals.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        unsafe {
            libc::killpg(self.pid, libc::SIGKILL);
        }
        loop {
            let rc = unsafe { libc::wait4(self.pid, &mut status, 0, &mut usage) };
            if rc == self.pid {
                break;
            }
            let error = io::Error::last_os_error();
            if error.kind() != io::ErrorKind::Interrupted {
                return Err(error);
            }
        }
        *reaped = true;
        Ok((status, usage))
    }
}

/// Runs `program` with `input` on stdin under `limits`.
///
/// Errors only when the program cannot be started at all (missing executable,
/// no permission); everything the program does is reported in the outcome.
pub fn run(program: &Program, input: &[u8], limits: &Limits) -> io::Result<RunOutcome> {
    let mut command = program.command();
    command.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    let memory = limits.memory_bytes;
    // SAFETY: only async-signal-safe syscalls run between fork and exec.
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
    let mut child = command.spawn()?;
    let group = Arc::new(Group { pid: child.id() as libc::pid_t, reaped: Mutex::new(false) });

    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input: Arc<[u8]> = Arc::from(input);
    // A program may exit or close stdin without reading it all: write errors are expected.
    thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });

    let (stdout_tx, stdout_rx) = mpsc::channel();
    let mut stdout = child.stdout.take().expect("stdout is piped");
    let output_budget = limits.output_bytes;
    let stdout_group = Arc::clone(&group);
    thread::spawn(move || {
        let captured = read_capped(&mut stdout, output_budget);
        if captured.1 {
            stdout_group.kill();
        }
        let _ = stdout_tx.send(captured);
    });

    let (stderr_tx, stderr_rx) = mpsc::channel();
    let mut stderr = child.stderr.take().expect("stderr is piped");
    thread::spawn(move || {
        let (head, _) = read_capped(&mut stderr, STDERR_KEPT_BYTES);
        // Keep draining so a program flooding stderr never blocks on a full pipe.
        let _ = io::copy(&mut stderr, &mut io::sink());
        let _ = stderr_tx.send(head);
    });

    let (exit_tx, exit_rx) = mpsc::channel();
    let waiter_group = Arc::clone(&group);
    thread::spawn(move || {
        let result = waiter_group.wait_kill_reap();
        let _ = exit_tx.send((result, Instant::now()));
    });

    let mut timed_out = false;
    let (result, ended) = match exit_rx.recv_timeout(limits.time) {
        Ok(done) => done,
        Err(_) => {
            timed_out = true;
            group.kill();
            exit_rx.recv().map_err(|_| io::Error::other("the process waiter thread vanished"))?
        }
    };
    let (status, usage) = result?;
    let wall = ended.duration_since(start);

    let (stdout, output_limit_exceeded) = stdout_rx.recv_timeout(PIPE_GRACE).unwrap_or((Vec::new(), false));
    let stderr = stderr_rx.recv_timeout(PIPE_GRACE).unwrap_or_default();

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
        stdout,
        stderr,
        timed_out: timed_out || wall > limits.time,
        output_limit_exceeded,
    })
}

/// Reads until end of file or until more than `budget` bytes arrived.
/// Returns the first `budget` bytes and whether the budget was exceeded.
fn read_capped(reader: &mut impl Read, budget: usize) -> (Vec<u8>, bool) {
    let mut kept = Vec::new();
    let mut chunk = vec![0u8; 64 * 1024];
    loop {
        match reader.read(&mut chunk) {
            Ok(0) => return (kept, false),
            Ok(n) => {
                if kept.len() + n > budget {
                    let room = budget - kept.len();
                    kept.extend_from_slice(&chunk[..room]);
                    return (kept, true);
                }
                kept.extend_from_slice(&chunk[..n]);
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(_) => return (kept, false),
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
        Limits { time: Duration::from_secs(5), memory_bytes: None, output_bytes: 1 << 20 }
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
