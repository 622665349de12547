//! The zygote: `nimkit __zygote`, exec'd by the judge when it needs a launcher and none is
//! idle, and then kept. It is a small single-threaded process that serves as the launcher of
//! one run after another ([`launcher::Launcher`]): the judge sends each run's request with its
//! five descriptors over a socket, and the zygote runs it and writes the report on the run's
//! report pipe. A run costs neither a fork of the judge nor an exec of nimkit (dynamic loading
//! and CPU-feature detection, which traps to the hypervisor on a virtual machine), nor a fork
//! of a launcher and its exit (page tables copied, then torn down): only the program's own
//! start. The judge keeps a zygote per run in progress, so parallel runs run in parallel.
//!
//! A zygote has no death signal, so the judge's death cannot cut short the emptying of a room:
//! it watches the run's control pipe, whose end-of-file means the judge died, empties the room
//! and removes its folder; then it finds the judge's socket closed and ends.

use std::ffi::OsString;
use std::io;
use std::os::fd::{AsRawFd, BorrowedFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::process::CommandExt;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

use serde::{Deserialize, Serialize};

use super::launcher::{self, RoomConfig, RunFds};
use super::probe::{self, Mechanisms};

/// The hidden first argument that turns nimkit into the zygote.
pub const ZYGOTE_ARG: &str = "__zygote";
/// Its second argument, when it is to probe the kernel's mechanisms first.
const PROBE_FIRST_ARG: &str = "probe";
/// The zygote's end of the request socket.
const SOCKET_FD: RawFd = 3;
/// Descriptors per request: the program's stdin, stdout, stderr, the report and control pipes.
const FDS_PER_RUN: usize = 5;
/// Largest request (a room configuration, a command line and its environment).
const MAX_REQUEST: usize = 1 << 20;
/// Largest reply (the probe's findings, or the acknowledgement of a first request).
const REPLY_CAPACITY: usize = 4096;

/// One run to start.
#[derive(Serialize, Deserialize)]
pub struct Request {
    /// The [`launcher::RoomConfig`] as JSON, as an exec'd launcher gets it on its command line.
    pub config: String,
    pub program: OsString,
    pub args: Vec<OsString>,
    /// Changes to the environment (`None` removes the variable).
    pub env: Vec<(OsString, Option<OsString>)>,
}

/// Sends `bytes` with `fds` attached in one datagram.
fn send(socket: RawFd, bytes: &[u8], fds: &[RawFd]) -> io::Result<()> {
    // SAFETY: a pure size computation.
    let space = unsafe { libc::CMSG_SPACE(std::mem::size_of_val(fds) as u32) } as usize;
    let mut control = vec![0u8; space.max(1)];
    let mut iov = libc::iovec { iov_base: bytes.as_ptr() as *mut libc::c_void, iov_len: bytes.len() };
    // SAFETY: a zeroed msghdr pointing at live buffers; the control buffer is CMSG_SPACE-sized
    // for `fds`, and the header is written through the CMSG macros within it.
    unsafe {
        let mut message: libc::msghdr = std::mem::zeroed();
        message.msg_iov = &mut iov;
        message.msg_iovlen = 1;
        if !fds.is_empty() {
            message.msg_control = control.as_mut_ptr().cast();
            message.msg_controllen = space as _;
            let header = libc::CMSG_FIRSTHDR(&message);
            (*header).cmsg_level = libc::SOL_SOCKET;
            (*header).cmsg_type = libc::SCM_RIGHTS;
            (*header).cmsg_len = libc::CMSG_LEN(std::mem::size_of_val(fds) as u32) as _;
            std::ptr::copy_nonoverlapping(fds.as_ptr(), libc::CMSG_DATA(header).cast::<RawFd>(), fds.len());
        }
        if libc::sendmsg(socket, &message, libc::MSG_NOSIGNAL) < 0 {
            return Err(io::Error::last_os_error());
        }
    }
    Ok(())
}

/// Receives one datagram into `bytes` (cleared first; its capacity is the largest message
/// accepted) and the descriptors attached to it (close-on-exec). An empty message means the
/// other end closed. The buffer is reused, never zeroed: in the zygote every page written
/// after a fork is a copy-on-write fault.
fn receive(socket: RawFd, bytes: &mut Vec<u8>) -> io::Result<Vec<OwnedFd>> {
    bytes.clear();
    // SAFETY: a pure size computation.
    let space = unsafe { libc::CMSG_SPACE((FDS_PER_RUN * std::mem::size_of::<RawFd>()) as u32) } as usize;
    let mut control = vec![0u8; space];
    let mut iov = libc::iovec { iov_base: bytes.as_mut_ptr().cast(), iov_len: bytes.capacity() };
    // SAFETY: as in `send`; the kernel writes at most the lengths given (so `set_len` covers
    // initialised bytes only), and every descriptor it attached is taken over exactly once.
    unsafe {
        let mut message: libc::msghdr = std::mem::zeroed();
        message.msg_iov = &mut iov;
        message.msg_iovlen = 1;
        message.msg_control = control.as_mut_ptr().cast();
        message.msg_controllen = space as _;
        let length = loop {
            let n = libc::recvmsg(socket, &mut message, libc::MSG_CMSG_CLOEXEC);
            if n >= 0 {
                break n as usize;
            }
            let error = io::Error::last_os_error();
            if error.kind() != io::ErrorKind::Interrupted {
                return Err(error);
            }
        };
        let mut fds = Vec::new();
        let mut header = libc::CMSG_FIRSTHDR(&message);
        while !header.is_null() {
            if (*header).cmsg_level == libc::SOL_SOCKET && (*header).cmsg_type == libc::SCM_RIGHTS {
                let count =
                    ((*header).cmsg_len as usize - libc::CMSG_LEN(0) as usize) / std::mem::size_of::<RawFd>();
                let data = libc::CMSG_DATA(header).cast::<RawFd>();
                for i in 0..count {
                    fds.push(OwnedFd::from_raw_fd(data.add(i).read_unaligned()));
                }
            }
            header = libc::CMSG_NXTHDR(&message, header);
        }
        if message.msg_flags & (libc::MSG_TRUNC | libc::MSG_CTRUNC) != 0 {
            return Err(io::Error::other("truncated message on the zygote's socket"));
        }
        bytes.set_len(length);
        Ok(fds)
    }
}

/// The judge's side: a running zygote and its socket.
pub struct Zygote {
    process: Child,
    socket: OwnedFd,
    /// Whether it has acknowledged a request: a zygote that ends before its first
    /// acknowledgement cannot serve here (say, a nimkit binary of another version).
    proven: bool,
    /// Runs sent whose receipt it has not acknowledged yet.
    unacknowledged: usize,
}

impl Zygote {
    /// Starts a zygote; with `probe`, it first probes the kernel's mechanisms in a child of
    /// its own and sends them as its first message (see [`start_probing`]).
    fn start(probe: bool) -> io::Result<Zygote> {
        let mut pair = [0; 2];
        // SAFETY: a valid two-int array.
        if unsafe {
            libc::socketpair(libc::AF_UNIX, libc::SOCK_SEQPACKET | libc::SOCK_CLOEXEC, 0, pair.as_mut_ptr())
        } != 0
        {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: fresh descriptors we own.
        let (ours, theirs) = unsafe { (OwnedFd::from_raw_fd(pair[0]), OwnedFd::from_raw_fd(pair[1])) };
        let mut command = Command::new(super::launcher_exe()?);
        command.arg(ZYGOTE_ARG).stdin(Stdio::null()).stdout(Stdio::null()).stderr(Stdio::null());
        if probe {
            command.arg(PROBE_FIRST_ARG);
        }
        super::signals::with_default_signals(&mut command);
        let fd = theirs.as_raw_fd();
        // SAFETY: only async-signal-safe syscalls between fork and exec.
        unsafe {
            command.pre_exec(move || {
                // Its own session: the terminal's Ctrl-C is the judge's to handle.
                libc::setsid();
                if libc::dup2(fd, SOCKET_FD) < 0 {
                    return Err(io::Error::last_os_error());
                }
                Ok(())
            });
        }
        let process = command.spawn()?;
        Ok(Zygote { process, socket: ours, proven: false, unacknowledged: 0 })
    }

    /// The zygote's pid.
    pub fn pid(&self) -> libc::pid_t {
        self.process.id() as libc::pid_t
    }

    /// Hands one run over; the first time, waits for the zygote to acknowledge it. Later
    /// acknowledgements are collected without waiting (see [`Zygote::received_last_run`]).
    fn send_run(&mut self, request: &[u8], fds: &[RawFd]) -> io::Result<()> {
        self.collect_acknowledgements();
        send(self.socket.as_raw_fd(), request, fds)?;
        self.unacknowledged += 1;
        if !self.proven {
            let mut reply = Vec::with_capacity(REPLY_CAPACITY);
            receive(self.socket.as_raw_fd(), &mut reply)?;
            if reply.is_empty() {
                return Err(io::Error::new(io::ErrorKind::BrokenPipe, "the zygote has ended"));
            }
            self.unacknowledged -= 1;
            self.proven = true;
        }
        Ok(())
    }

    /// Takes the acknowledgements that have come, without waiting.
    fn collect_acknowledgements(&mut self) {
        let mut byte = [0u8; 16];
        while self.unacknowledged > 0 {
            // SAFETY: a non-blocking read into a local buffer.
            let n = unsafe {
                libc::recv(self.socket.as_raw_fd(), byte.as_mut_ptr().cast(), byte.len(), libc::MSG_DONTWAIT)
            };
            if n <= 0 {
                return;
            }
            self.unacknowledged -= 1;
        }
    }

    /// Whether the zygote received the last run sent to it (it acknowledges each on receipt):
    /// one that ended without a report and without it never started that run.
    pub fn received_last_run(&mut self) -> bool {
        self.collect_acknowledgements();
        self.unacknowledged == 0
    }

    /// Kills the zygote (and so the run it serves: its init and program die with it).
    pub fn kill(&mut self) {
        let _ = self.process.kill();
    }

    /// Back to the idle zygotes once its run has reported (it then waits for the next).
    pub fn release(self) {
        IDLE.lock().unwrap_or_else(|p| p.into_inner()).push(self);
    }
}

impl Drop for Zygote {
    fn drop(&mut self) {
        // Closing the socket ends it; a zygote that was killed is reaped here.
        let _ = self.process.kill();
        let _ = self.process.wait();
    }
}

/// The idle zygotes of this judge process. A run takes one until it has reported, or starts
/// one when all are busy. A zygote found dead is replaced.
static IDLE: Mutex<Vec<Zygote>> = Mutex::new(Vec::new());

fn take_idle() -> Option<Zygote> {
    IDLE.lock().unwrap_or_else(|p| p.into_inner()).pop()
}

/// Hands the run of `request` with `fds` (stdin, stdout, stderr, report, control) to a zygote,
/// which the caller gives back with [`Zygote::release`] once the run has reported; `None`
/// when no zygote can be started here (the judge then execs the launcher).
pub fn start_run(request: &Request, fds: [BorrowedFd<'_>; FDS_PER_RUN]) -> io::Result<Option<Zygote>> {
    let bytes = serde_json::to_vec(request).map_err(io::Error::other)?;
    let raw: Vec<RawFd> = fds.iter().map(AsRawFd::as_raw_fd).collect();
    while let Some(mut idle) = take_idle() {
        // One found ended (killed while idle) is reaped and dropped, never sent a run.
        if !matches!(idle.process.try_wait(), Ok(None)) {
            continue;
        }
        match idle.send_run(&bytes, &raw) {
            Ok(()) => return Ok(Some(idle)),
            // Killed (a program may kill any process of the user where nothing scopes its
            // signals): the next one, else a fresh one, serves.
            Err(e) if is_gone(&e) => drop(idle),
            Err(e) => {
                idle.release();
                // Too large for one message (a huge environment): an exec'd launcher takes it.
                return if too_large(&e) { Ok(None) } else { Err(e) };
            }
        }
    }
    if UNAVAILABLE.load(Ordering::Relaxed) {
        return Ok(None);
    }
    let Ok(mut fresh) = Zygote::start(false) else { return Ok(None) };
    match fresh.send_run(&bytes, &raw) {
        Ok(()) => Ok(Some(fresh)),
        // A zygote that ends before its first answer cannot serve here: the judge execs its
        // launchers from now on.
        Err(e) if is_gone(&e) => {
            UNAVAILABLE.store(true, Ordering::Relaxed);
            Ok(None)
        }
        Err(e) if too_large(&e) => {
            fresh.release();
            Ok(None)
        }
        Err(e) => Err(e),
    }
}

fn too_large(error: &io::Error) -> bool {
    error.raw_os_error() == Some(libc::EMSGSIZE)
}

/// Starts this judge process's first zygote and returns the mechanisms it probed first: one
/// exec of nimkit serves both (an exec costs about a millisecond). `None` when no zygote starts
/// or it cannot probe; the caller then probes another way.
pub fn start_probing() -> Option<Mechanisms> {
    let fresh = Zygote::start(true).ok()?;
    let mut bytes = Vec::with_capacity(REPLY_CAPACITY);
    receive(fresh.socket.as_raw_fd(), &mut bytes).ok()?;
    let found = serde_json::from_slice(&bytes).ok()?;
    fresh.release();
    Some(found)
}

/// Set once a fresh zygote has failed to serve.
static UNAVAILABLE: AtomicBool = AtomicBool::new(false);

fn is_gone(error: &io::Error) -> bool {
    matches!(error.kind(), io::ErrorKind::BrokenPipe | io::ErrorKind::ConnectionReset)
}

/// The zygote's main loop: one run per request, until the judge's socket closes. With
/// [`PROBE_FIRST_ARG`], it first sends the mechanisms a child of its own probed.
pub fn serve() -> i32 {
    if std::env::args_os().nth(2).is_some_and(|a| a == PROBE_FIRST_ARG) {
        let found = probe_in_child().unwrap_or_else(Mechanisms::fallback);
        let text = serde_json::to_vec(&found).unwrap_or_default();
        if send(SOCKET_FD, &text, &[]).is_err() {
            return 1;
        }
    }
    // SAFETY: our own socket; no program may inherit it.
    unsafe { libc::fcntl(SOCKET_FD, libc::F_SETFD, libc::FD_CLOEXEC) };
    let mut launcher = launcher::Launcher::new();
    let mut bytes = Vec::with_capacity(MAX_REQUEST);
    loop {
        let fds = match receive(SOCKET_FD, &mut bytes) {
            Ok(_) if bytes.is_empty() => return 0,
            Ok(fds) => fds,
            Err(_) => return 1,
        };
        // Each run is acknowledged on receipt: the judge waits for the first only, and tells a
        // run this zygote never received from one it lost.
        if send(SOCKET_FD, b"+", &[]).is_err() {
            return 1;
        }
        let Ok([stdin, stdout, stderr, report, control]) = <[OwnedFd; FDS_PER_RUN]>::try_from(fds) else {
            // Not a run: nothing to report on. The judge never sends such a request.
            continue;
        };
        let fds = RunFds::new([stdin, stdout, stderr], report, control);
        let parsed = serde_json::from_slice::<Request>(&bytes).ok().and_then(|request| {
            let config = serde_json::from_str::<RoomConfig>(&request.config).ok()?;
            Some((request, config))
        });
        let Some((request, config)) = parsed else {
            fds.report_error("malformed request to the zygote".into());
            continue;
        };
        // A PID namespace made in a user namespace of its own (not root) is one per process:
        // the run needs a launcher process of its own.
        if config.mechanisms.pid_namespace && config.mechanisms.one_pid_namespace_per_process {
            launch_in_child(&config, &request, fds);
            continue;
        }
        launcher.launch(&config, &request.program, &request.args, &request.env, fds);
        if launcher.is_spent() {
            // The judge drops it (the report says so) and starts another.
            return 0;
        }
    }
}

/// Runs `request` in a forked launcher of its own, and waits for it: the zygote serves one run
/// at a time either way. The launcher dies with the zygote (a judge that kills the zygote past
/// the run's deadline kills the run), and watches the judge's control pipe as always.
fn launch_in_child(config: &RoomConfig, request: &Request, fds: RunFds) {
    // SAFETY: plain getter.
    let zygote = unsafe { libc::getpid() };
    // SAFETY: the zygote is single-threaded, so the child may run any code; it ends in _exit.
    let pid = unsafe { libc::fork() };
    if pid == 0 {
        // SAFETY: plain syscalls; `_exit` never returns into the zygote's loop.
        unsafe {
            libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
            // The zygote died before the death signal was set: nobody wants this run.
            if libc::getppid() != zygote {
                libc::_exit(1);
            }
        }
        launcher::Launcher::forked_for_one_run().launch(
            config,
            &request.program,
            &request.args,
            &request.env,
            fds,
        );
        // SAFETY: as above.
        unsafe { libc::_exit(0) };
    }
    if pid < 0 {
        fds.report_error(format!("cannot fork a launcher: {}", io::Error::last_os_error()));
        return;
    }
    // Its copies of the run's descriptors are the child's alone now.
    drop(fds);
    {
        let mut status = 0;
        // SAFETY: waiting for our own child.
        while unsafe { libc::waitpid(pid, &mut status, 0) } < 0
            && io::Error::last_os_error().kind() == io::ErrorKind::Interrupted
        {}
    }
}

/// Probes in a forked child, which makes and removes cgroups and namespaces of its own: the
/// zygote starts its runs clean. The child's findings come back through a pipe.
fn probe_in_child() -> Option<Mechanisms> {
    let (read, write) = super::pipe().ok()?;
    // SAFETY: the zygote is single-threaded, so the child may run any code; it only exits.
    let pid = unsafe { libc::fork() };
    if pid < 0 {
        return None;
    }
    if pid == 0 {
        drop(read);
        let text = serde_json::to_vec(&probe::probe_here()).unwrap_or_default();
        let mut file = std::fs::File::from(write);
        let written = std::io::Write::write_all(&mut file, &text).is_ok();
        // SAFETY: `_exit` never returns; the child must not go back into the zygote's code.
        unsafe { libc::_exit(if written { 0 } else { 1 }) };
    }
    drop(write);
    let mut text = Vec::new();
    let read_ok = std::io::Read::read_to_end(&mut std::fs::File::from(read), &mut text).is_ok();
    let mut status = 0;
    // SAFETY: reaping our own child.
    unsafe { libc::waitpid(pid, &mut status, 0) };
    if !read_ok || !libc::WIFEXITED(status) || libc::WEXITSTATUS(status) != 0 {
        return None;
    }
    serde_json::from_slice(&text).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs::File;
    use std::io::{Read, Write};
    use std::time::Duration;

    fn parent_of(pid: libc::pid_t) -> libc::pid_t {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
        stat.rsplit(')').next().and_then(|rest| rest.split_whitespace().nth(1)).unwrap().parse().unwrap()
    }

    /// Set in the test process that runs [`zygotes_serve_run_after_run`] alone.
    const ALONE_VAR: &str = "NIMKIT_ZYGOTE_TEST_ALONE";
    const ALONE_TEST: &str =
        "sandbox::zygote::tests::zygotes_launch_run_after_run_and_are_replaced_when_killed";

    /// The zygote is the judge's child and the program's launcher, the program talks through
    /// the descriptors handed over, the zygote outlives the run to serve the next one, and a
    /// killed zygote is replaced at the next run. Run alone in a test process of its own: the
    /// idle zygotes are the process's, and a test running beside it could take one the moment
    /// it is idle again (and end it), or take one this test has just killed.
    #[test]
    fn zygotes_launch_run_after_run_and_are_replaced_when_killed() {
        if std::env::var_os(ALONE_VAR).is_some() {
            zygotes_serve_run_after_run();
            return;
        }
        let output = alone(Command::new(std::env::current_exe().unwrap()))
            .output()
            .expect("cannot run the test binary again");
        assert_alone_passed(&output, "alone");
    }

    /// This test binary, to run [`ALONE_TEST`] by itself.
    fn alone(mut command: Command) -> Command {
        command.args(["--exact", ALONE_TEST, "--nocapture"]).env(ALONE_VAR, "1").current_dir("/");
        command
    }

    fn assert_alone_passed(output: &std::process::Output, how: &str) {
        let text = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success() && text.contains("1 passed"),
            "{how}: {text}{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }

    /// What became of a zygote that should have outlived its run, for the failure message.
    fn fate_of(zygote: libc::pid_t) -> String {
        let mut idle = IDLE.lock().unwrap();
        match idle.iter_mut().find(|z| z.pid() == zygote) {
            Some(found) => format!("back among the idle, {:?}", found.process.try_wait()),
            None => "not among the idle (the judge dropped it)".to_string(),
        }
    }

    fn zygotes_serve_run_after_run() {
        let limits = super::super::RoomLimits {
            time: Duration::from_secs(5),
            memory_bytes: None,
            address_space_bytes: None,
            processes: super::super::DEFAULT_PROCESS_CAP,
            writable: Vec::new(),
            hidden: Vec::new(),
            placed: Vec::new(),
            stack_grows_to_memory: false,
            cpu_limit: None,
            file_bytes: None,
        };
        let mut zygotes = Vec::new();
        for round in 0..2 {
            let (read, write) = super::super::pipe().unwrap();
            // The program waits for its input, so its launcher is alive while it is looked at.
            let (input_read, input_write) = super::super::pipe().unwrap();
            let null = OwnedFd::from(File::options().write(true).open("/dev/null").unwrap());
            let mut command = Command::new("/bin/sh");
            command.arg("-c").arg("read line; echo round $line");
            let running = super::super::spawn_with_fds(&command, input_read, write, null, &limits).unwrap();
            assert!(
                matches!(running.launcher, super::super::Launcher::Zygote(_)),
                "round {round}: the run was not given to a zygote (zygotes unavailable: {})",
                UNAVAILABLE.load(Ordering::Relaxed)
            );
            let zygote = running.launcher.pid();
            assert_eq!(parent_of(zygote), std::process::id() as libc::pid_t, "round {round}");
            zygotes.push(zygote);
            File::from(input_write).write_all(format!("{round}\n").as_bytes()).unwrap();
            let report = running.wait().unwrap();
            assert_eq!(report.status, 0, "round {round}");
            assert!(!report.launcher_spent, "round {round}: the launcher reported itself spent");
            let mut text = String::new();
            File::from(read).read_to_string(&mut text).unwrap();
            assert_eq!(text, format!("round {round}\n"));
            assert!(
                super::super::is_alive(zygote),
                "round {round}: the zygote ended with its run: {}",
                fate_of(zygote)
            );
            // Killed while idle, and left among the idle: the next run must find it ended and
            // start another.
            let killed: Vec<libc::pid_t> = IDLE
                .lock()
                .unwrap()
                .iter_mut()
                .map(|idle| {
                    idle.process.kill().unwrap();
                    idle.pid()
                })
                .collect();
            // A zygote killed while idle is replaced once it has ended: between the signal
            // and its end, a run sent to it would be lost (the run's report says so).
            while killed.iter().any(|&pid| super::super::is_alive(pid)) {
                std::thread::sleep(Duration::from_millis(1));
            }
        }
        assert_ne!(zygotes[0], zygotes[1], "the killed zygote was not replaced");
    }

    /// The same, run by an unprivileged judge (`nobody`, when the tests run as root): its
    /// zygote forks a launcher per run (one PID namespace per process in a user namespace of
    /// its own), and that launcher's report once said "spent", so the judge killed and
    /// restarted its zygote after every run.
    #[test]
    fn an_unprivileged_judge_keeps_its_zygotes() {
        // SAFETY: plain getter.
        if unsafe { libc::geteuid() } != 0 {
            // Not root: the test above is already the unprivileged one.
            return;
        }
        let mut command = alone(Command::new(std::env::current_exe().unwrap()));
        // SAFETY: plain syscalls between fork and exec.
        unsafe {
            command.pre_exec(|| {
                if libc::setgroups(0, std::ptr::null()) != 0
                    || libc::setgid(65534) != 0
                    || libc::setuid(65534) != 0
                {
                    return Err(io::Error::last_os_error());
                }
                Ok(())
            });
        }
        let output = match command.output() {
            Ok(output) => output,
            // Root without CAP_SETUID (a container's): there is no other user to be.
            Err(e) if e.kind() == io::ErrorKind::PermissionDenied => {
                eprintln!("skipped: cannot become nobody here ({e})");
                return;
            }
            Err(e) => panic!("cannot run the test binary as nobody: {e}"),
        };
        assert_alone_passed(&output, "as nobody");
    }

    /// A run the zygote acknowledged was received; one it did not was never started (the
    /// judge then reports its own failure, not a verdict). Checked on a stand-in zygote.
    #[test]
    fn runs_are_received_once_acknowledged() {
        let mut pair = [0; 2];
        // SAFETY: a valid two-int array.
        let made = unsafe {
            libc::socketpair(libc::AF_UNIX, libc::SOCK_SEQPACKET | libc::SOCK_CLOEXEC, 0, pair.as_mut_ptr())
        };
        assert_eq!(made, 0);
        // SAFETY: fresh descriptors we own.
        let (ours, theirs) = unsafe { (OwnedFd::from_raw_fd(pair[0]), OwnedFd::from_raw_fd(pair[1])) };
        let process = Command::new("sleep").arg("30").spawn().unwrap();
        let mut zygote = Zygote { process, socket: ours, proven: true, unacknowledged: 0 };
        zygote.send_run(b"run 1", &[]).unwrap();
        assert!(!zygote.received_last_run(), "nothing acknowledged yet");
        send(theirs.as_raw_fd(), b"+", &[]).unwrap();
        assert!(zygote.received_last_run());
        zygote.send_run(b"run 2", &[]).unwrap();
        assert!(!zygote.received_last_run(), "the first acknowledgement does not count for the second run");
        send(theirs.as_raw_fd(), b"+", &[]).unwrap();
        assert!(zygote.received_last_run());
    }
}
