//! # The sandbox
//!
//! Runs one program tree contained and measured, and says what happened. Every program nimkit
//! runs (solutions, checkers, interactors, generators, brute forces, validators) runs here, in a
//! "room" of its own. The sandbox knows nothing of tests, verdicts, problems or compilers, and
//! uses nothing of the rest of nimkit but `fsutil`: it could be a crate of its own.
//!
//! ## Using it
//!
//! Three types say it all:
//!
//! - what to run: [`process::Program`], an executable with arguments or a shell command line;
//! - the limits: [`process::Limits`], wall-clock time, resident memory of the whole tree
//!   (optionally the address space), processes, and output kept ([`process::Overflow`]: kill
//!   the run past it, or drain and drop);
//! - the report: [`process::RunOutcome`], how it ended ([`process::Termination`]: exit code or
//!   signal), wall and CPU time, peak resident memory, which limit ended it, the output kept.
//!
//! [`process::run`] runs a program on bytes, [`process::run_in_room`] on a file given as its
//! stdin. A command that starts programs runs inside [`process::supervised`], so that nothing
//! it started outlives it, even when it is interrupted ([`process::interruption`] tells the
//! command). To wire two programs together (an interactive judge), [`pipe`] and
//! [`spawn_with_fds`] start one with any descriptors, and [`RunningProgram::wait`] collects the
//! launcher's [`RoomReport`]. Programs are started by nimkit itself re-executed as their
//! launcher, so `main` calls [`dispatch`] before anything else. [`describe`] and
//! [`mechanisms`] say which mechanisms are in effect; tools that are not contained (rustc,
//! cargo) start through [`process::tool_output`] (bounded in time and output kept, their process
//! group killed at the end) and [`signals::with_default_signals`].
//!
//! ## How it works
//!
//! A launcher ([`launcher`], usually served by a long-lived [`zygote`]) starts the program with
//! a private working folder ([`folders`]), its whole process tree kept in a PID namespace (else
//! a cgroup, else a child subreaper, see [`tree`]), Landlock limiting writes to that folder, a
//! read-only view of the file system ([`view`]), resident memory measured from a clean start
//! and limited by a cgroup ([`cgroup`], else by polling), and a process cap. Each mechanism is
//! probed once per nimkit process ([`probe`]) and has a fallback. README's section "How
//! programs are contained" lists them with what each guarantees and what its fallback loses.
//!
//! ## Where to start reading
//!
//! `process.rs` (the API above), then this file (rooms started, pooled, killed), then
//! `launcher.rs` (what happens inside a room) and `zygote.rs`.

mod cgroup;
mod environment;
mod folders;
mod launcher;
mod probe;
pub mod process;
pub mod signals;
mod tree;
mod view;
mod zygote;

use std::fs::File;
use std::io::{self, Read};
use std::os::fd::{AsFd, AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

use cgroup::Slot;
use folders::Workdir;
pub use launcher::{dispatch, RoomReport};
use launcher::{RoomConfig, CONTROL_FD, PROBE_ARG, REPORT_FD, ROOM_ARG};
pub use probe::Mechanisms;
use probe::TurnedOff;

/// Default cap on the processes of one run.
pub const DEFAULT_PROCESS_CAP: u32 = 256;

/// Beyond the time limit, how long the judge gives the launcher before killing it itself.
const LAUNCHER_GRACE: Duration = Duration::from_secs(2);

/// What one run may use.
#[derive(Clone, Debug)]
pub struct RoomLimits {
    pub time: Duration,
    pub memory_bytes: Option<u64>,
    pub address_space_bytes: Option<u64>,
    pub processes: u32,
    /// Files the program may write besides its own folder.
    pub writable: Vec<PathBuf>,
    /// Files and folders the program must not read (hidden in the read-only view).
    pub hidden: Vec<PathBuf>,
    /// The program's stack may grow to the memory limit (else the inherited limit stays).
    pub stack_grows_to_memory: bool,
    /// The CPU time of the program's process (all its threads) at which the launcher ends the
    /// run, within a few milliseconds; `RLIMIT_CPU` of each process backs it up at the next
    /// whole second (SIGXCPU, then SIGKILL a second later).
    pub cpu_limit: Option<Duration>,
    /// The most the program may write to files, each and all in its folder together (a disk
    /// filled by a run would fail the judge and everything else on the machine).
    pub file_bytes: Option<u64>,
    /// Files copied into its folder before it starts, by name (`input.txt`) and source: a judge
    /// that hands the test over as a named file.
    pub placed: Vec<(String, PathBuf)>,
}

/// A file a run left in its folder, read back once its room is empty.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LeftFile {
    /// Not there.
    Missing,
    /// A regular file's bytes (at most the cap asked for).
    Contents(Vec<u8>),
    /// A regular file longer than the cap.
    TooLarge(u64),
    /// Something else by that name (a folder, a FIFO, a symbolic link): never opened to read.
    NotAFile,
}

/// Reads `name` in `dir` without following a link or blocking on a FIFO.
fn read_left_file(dir: &Path, name: &str, cap: usize) -> LeftFile {
    use std::os::unix::fs::OpenOptionsExt;
    let Ok(metadata) = dir.join(name).symlink_metadata() else { return LeftFile::Missing };
    if !metadata.file_type().is_file() {
        return LeftFile::NotAFile;
    }
    if metadata.len() > cap as u64 {
        return LeftFile::TooLarge(metadata.len());
    }
    let opened = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK)
        .open(dir.join(name));
    let Ok(file) = opened else { return LeftFile::NotAFile };
    let mut bytes = Vec::new();
    match file.take(cap as u64 + 1).read_to_end(&mut bytes) {
        Ok(_) if bytes.len() > cap => LeftFile::TooLarge(bytes.len() as u64),
        Ok(_) => LeftFile::Contents(bytes),
        Err(_) => LeftFile::NotAFile,
    }
}

/// A name a file may be placed or read under: one plain component.
fn is_plain_name(name: &str) -> bool {
    !name.is_empty() && name != "." && name != ".." && !name.contains('/') && !name.contains('\0')
}

/// The executable that serves as launcher and zygote: nimkit itself, as `/proc/self/exe`, which
/// names the running image even after its file was replaced (a `cargo build` during a long
/// `verify`): the path `current_exe` reads then ends in " (deleted)" and every later start of a
/// zygote failed with ENOENT, reported as the solution's "cannot start". Unit tests run inside
/// the test harness, so they use the nimkit binary cargo builds next to it.
fn launcher_exe() -> io::Result<PathBuf> {
    let me = std::env::current_exe()?;
    if cfg!(test) {
        let built = me.parent().and_then(Path::parent).map(|dir| dir.join("nimkit"));
        return built.filter(|p| p.is_file()).ok_or_else(|| {
            io::Error::new(
                io::ErrorKind::NotFound,
                "the nimkit binary is not built next to the tests (cargo build)",
            )
        });
    }
    let running_image = Path::new("/proc/self/exe");
    Ok(if running_image.exists() { running_image.to_path_buf() } else { me })
}

/// The mechanisms in effect for this nimkit process: probed on first use, less those
/// `NIMKIT_SANDBOX` turns off (see [`turned_off`]).
pub fn mechanisms() -> &'static Mechanisms {
    static FOUND: OnceLock<Mechanisms> = OnceLock::new();
    let found = FOUND.get_or_init(|| {
        let off = turned_off();
        if off == TurnedOff::all() {
            // Nothing probed would be used.
            return Mechanisms::fallback();
        }
        probed().without(off)
    });
    // Where programs can reach the judge (no PID namespace hides it, no Landlock domain keeps
    // them out), they could open its descriptors through /proc/PID/fd, every run's report pipe
    // among them, and write a made-up report there (see `launcher::keep_out_of_reach`).
    static KEPT_OUT: OnceLock<()> = OnceLock::new();
    if found.programs_reach_the_judge() {
        KEPT_OUT.get_or_init(launcher::keep_out_of_reach);
    }
    found
}

/// What `NIMKIT_SANDBOX` turns off. A value with an unknown word (a typo) turns nothing off:
/// it is reported on stderr, once, since this is read once per process.
fn turned_off() -> TurnedOff {
    let Some(value) = std::env::var_os(probe::SANDBOX_VAR) else { return TurnedOff::default() };
    match TurnedOff::parse(&value.to_string_lossy()) {
        Ok(off) => off,
        Err(error) => {
            eprintln!("nimkit: error: {error}; the whole value is ignored: every mechanism this kernel grants is in effect");
            TurnedOff::default()
        }
    }
}

/// The mechanisms the kernel grants, found by the first zygote, else by an exec'd probe.
fn probed() -> Mechanisms {
    if let Some(found) = zygote::start_probing() {
        return found;
    }
    let probed = launcher_exe().and_then(|exe| {
        let mut command = Command::new(exe);
        command.arg(PROBE_ARG).stdin(Stdio::null()).stderr(Stdio::null());
        signals::with_default_signals(&mut command);
        command.output()
    });
    probed
        .ok()
        .filter(|o| o.status.success())
        .and_then(|o| serde_json::from_slice(&o.stdout).ok())
        .unwrap_or_else(Mechanisms::fallback)
}

/// One line naming the mechanisms, for reports.
pub fn describe() -> String {
    let m = mechanisms();
    format!(
        "isolation: {}; memory: {}; processes: {}; answers: {}",
        m.isolation(),
        m.memory(),
        m.processes(),
        answers_hidden_by()
    )
}

/// How the judge's secret files (expected answers; an interactive test's input) are kept from the
/// program: hidden in the read-only view (a mount namespace), else readable, which Landlock
/// cannot prevent (its rules grant, and reading must be granted everywhere: libraries, tools).
pub fn answers_hidden_by() -> &'static str {
    let m = mechanisms();
    if m.read_only_view && m.pid_namespace {
        "hidden (read-only view)"
    } else {
        "readable (no read-only view)"
    }
}

/// Printed once per nimkit process, on the first run, when a weaker fallback is in effect.
fn warn_if_weakened() {
    static WARNED: OnceLock<()> = OnceLock::new();
    WARNED.get_or_init(|| {
        if mechanisms().is_weakened() {
            eprintln!(
                "nimkit: warning: weaker containment ({}); see README, \"How programs are contained\"",
                describe()
            );
        }
    });
}

/// Free cgroup slots, and every slot made (an interrupt removes those still in use too, once
/// their rooms are emptied).
static SLOTS: Mutex<(Vec<Slot>, Vec<Slot>)> = Mutex::new((Vec::new(), Vec::new()));

fn acquire_slot() -> Slot {
    let m = mechanisms();
    if m.memory_cgroup.is_none() && m.pids_cgroup.is_none() && m.kill_cgroup.is_none() {
        return Slot::default();
    }
    let mut slots = SLOTS.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(slot) = slots.0.pop() {
        return slot;
    }
    if slots.1.is_empty() {
        cgroup::remove_stale(m);
    }
    let slot = Slot::create(m, slots.1.len() + 1);
    slots.1.push(slot.clone());
    slot
}

/// Whether `name` is `{prefix}PID-...` with a PID that no longer runs: a cgroup or folder
/// left by a nimkit process that was killed before it could remove it.
fn made_by_a_gone_process(name: &str, prefix: &str) -> bool {
    let Some(pid) = name.strip_prefix(prefix).and_then(|rest| rest.split('-').next()) else { return false };
    pid.parse::<u32>().is_ok() && !Path::new("/proc").join(pid).exists()
}

/// From now on, the rooms' folders serve run after run; [`remove_pools`] removes them.
pub fn start_pooling() {
    folders::start_pooling();
}

/// Removes the cgroups and folders this process kept for its runs (call when no run is left).
pub fn remove_pools() {
    folders::remove_all();
    let mut slots = SLOTS.lock().unwrap_or_else(|p| p.into_inner());
    slots.0.clear();
    for slot in slots.1.drain(..) {
        slot.remove();
    }
}

/// The running rooms: each one's launcher, control pipe and report pipe, so that an interrupt
/// can empty them all.
static RUNNING: Mutex<Vec<Registered>> = Mutex::new(Vec::new());

#[derive(Clone, Copy)]
struct Registered {
    launcher: libc::pid_t,
    control: RawFd,
    report: RawFd,
}

/// Asks every running room to kill its tree, and waits (bounded) for each to report or its
/// launcher to end.
pub fn kill_all_rooms() {
    let rooms: Vec<Registered> = {
        let running = RUNNING.lock().unwrap_or_else(|p| p.into_inner());
        for room in running.iter() {
            // SAFETY: the fd stays open while registered (removed under this lock before closing).
            unsafe { libc::write(room.control, b"k".as_ptr().cast(), 1) };
        }
        running.clone()
    };
    let start = std::time::Instant::now();
    let over = |room: &Registered| {
        // Under the lock, a registered room's report pipe is open; one no longer registered
        // has been waited for by its judge (no run starts once an interrupt is handled).
        let running = RUNNING.lock().unwrap_or_else(|p| p.into_inner());
        !running.iter().any(|r| r.report == room.report && r.launcher == room.launcher)
            || wait_readable(room.report, Duration::ZERO)
            || !is_alive(room.launcher)
    };
    while start.elapsed() < LAUNCHER_GRACE && !rooms.iter().all(over) {
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// Waits up to `timeout` for `fd` to become readable; whether it is.
fn wait_readable(fd: RawFd, timeout: Duration) -> bool {
    let mut poll = libc::pollfd { fd, events: libc::POLLIN, revents: 0 };
    let millis = timeout.as_micros().div_ceil(1000).min(i32::MAX as u128) as i32;
    // SAFETY: one live pollfd.
    unsafe { libc::poll(&mut poll, 1, millis) > 0 }
}

fn is_alive(pid: libc::pid_t) -> bool {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let state = stat.rsplit(')').next().and_then(|rest| rest.split_whitespace().next());
    !matches!(state, None | Some("Z") | Some("X"))
}

/// A program running in its room.
pub struct RunningProgram {
    launcher: Launcher,
    control: Option<OwnedFd>,
    report: File,
    /// The private working folder, given back when the run is over.
    workdir: Option<Workdir>,
    /// Whether the launcher reported its room empty (so nothing can still use the folder).
    emptied: bool,
    /// The cgroups it runs in, back to the pool once the room is empty.
    slot: Option<Slot>,
    deadline: std::time::Instant,
    started: std::time::Instant,
    reaped: bool,
    /// The launcher's report, once read before [`RunningProgram::wait`] (by
    /// [`RunningProgram::ended_status`]).
    report_text: Option<String>,
}

/// The launcher of a run.
enum Launcher {
    /// Exec'd by the judge for this run: its child, waited for as such.
    Exec(Child),
    /// A zygote, taken from the idle ones for this run and given back once the run reported
    /// (`None` then).
    Zygote(Option<zygote::Zygote>),
}

impl Launcher {
    #[cfg(test)]
    fn pid(&self) -> libc::pid_t {
        match self {
            Launcher::Exec(child) => child.id() as libc::pid_t,
            Launcher::Zygote(zygote) => zygote.as_ref().map_or(0, zygote::Zygote::pid),
        }
    }
}

/// A pipe (read end, write end), both close-on-exec.
pub fn pipe() -> io::Result<(OwnedFd, OwnedFd)> {
    let mut fds = [0; 2];
    // SAFETY: a valid two-int array.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: fresh descriptors we own.
    Ok(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
}

/// Starts `command` (its program and arguments; its stdio as given) in a room under `limits`.
/// Errors only when the launcher cannot be started; a program that cannot be started is
/// reported by [`RunningProgram::wait`]. The launcher is exec'd; [`spawn_with_fds`] starts it
/// faster, from the zygote.
pub fn spawn(
    command: &Command,
    stdin: Stdio,
    stdout: Stdio,
    stderr: Stdio,
    limits: &RoomLimits,
) -> io::Result<RunningProgram> {
    let room = Room::prepare(limits)?;
    room.exec_launcher(command, [stdin, stdout, stderr])
}

/// [`spawn`] with the program's stdio as descriptors, which a zygote can take over: it serves
/// as the launcher (a fraction of a millisecond) instead of an exec'd one (see [`zygote`]).
pub fn spawn_with_fds(
    command: &Command,
    stdin: OwnedFd,
    stdout: OwnedFd,
    stderr: OwnedFd,
    limits: &RoomLimits,
) -> io::Result<RunningProgram> {
    let room = Room::prepare(limits)?;
    let (report_read, report_write) = pipe()?;
    let (control_read, control_write) = pipe()?;
    let request = zygote::Request {
        config: serde_json::to_string(&room.config).map_err(io::Error::other)?,
        program: command.get_program().to_owned(),
        args: command.get_args().map(ToOwned::to_owned).collect(),
        env: command.get_envs().map(|(k, v)| (k.to_owned(), v.map(ToOwned::to_owned))).collect(),
    };
    let fds = [stdin.as_fd(), stdout.as_fd(), stderr.as_fd(), report_write.as_fd(), control_read.as_fd()];
    // An interrupt cannot come between the start and the registration: the judge holds the
    // start lock of `process` meanwhile, and the interrupt waits for it before emptying rooms.
    let Some(zygote) = zygote::start_run(&request, fds)? else {
        room.release();
        return spawn(command, stdin.into(), stdout.into(), stderr.into(), limits);
    };
    register(zygote.pid(), &control_write, &report_read);
    Ok(room.running(Launcher::Zygote(Some(zygote)), control_write, report_read))
}

fn register(launcher: libc::pid_t, control: &OwnedFd, report: &OwnedFd) {
    let room = Registered { launcher, control: control.as_raw_fd(), report: report.as_raw_fd() };
    RUNNING.lock().unwrap_or_else(|p| p.into_inner()).push(room);
}

/// A run's folder and configuration, before its launcher starts.
struct Room {
    workdir: Workdir,
    config: RoomConfig,
    limits_time: Duration,
}

impl Room {
    fn prepare(limits: &RoomLimits) -> io::Result<Room> {
        warn_if_weakened();
        let workdir = Workdir::acquire()?;
        for (name, source) in &limits.placed {
            if !is_plain_name(name) {
                workdir.release(false);
                return Err(io::Error::other(format!("`{name}` is no file name to place in a room")));
            }
            if let Err(error) = std::fs::copy(source, workdir.path().join(name)) {
                workdir.release(false);
                return Err(io::Error::other(format!(
                    "cannot place {} as {name}: {error}",
                    source.display()
                )));
            }
        }
        let config = RoomConfig {
            time_limit_us: limits.time.as_micros().min(u64::MAX as u128) as u64,
            memory_bytes: limits.memory_bytes,
            address_space_bytes: limits.address_space_bytes,
            processes: limits.processes,
            workdir: workdir.path().to_path_buf(),
            writable: limits.writable.clone(),
            hidden: limits.hidden.clone(),
            stack_grows_to_memory: limits.stack_grows_to_memory,
            cpu_limit_us: limits.cpu_limit.map(|cpu| cpu.as_micros().min(u64::MAX as u128) as u64),
            file_bytes: limits.file_bytes,
            mechanisms: mechanisms().clone(),
            slot: acquire_slot(),
            env_changes: Vec::new(),
        };
        Ok(Room { workdir, config, limits_time: limits.time })
    }

    /// Gives the cgroup slot back and removes the folder: the run starts another way.
    fn release(self) {
        SLOTS.lock().unwrap_or_else(|p| p.into_inner()).0.push(self.config.slot);
        self.workdir.release(true);
    }

    /// Execs nimkit as the launcher, with the report and control pipes on fds 3 and 4.
    fn exec_launcher(
        self,
        command: &Command,
        [stdin, stdout, stderr]: [Stdio; 3],
    ) -> io::Result<RunningProgram> {
        let (report_read, report_write) = pipe()?;
        let (control_read, control_write) = pipe()?;
        let mut launcher = Command::new(launcher_exe()?);
        let mut config = self.config.clone();
        config.env_changes =
            command.get_envs().map(|(k, v)| (k.to_owned(), v.map(ToOwned::to_owned))).collect();
        launcher
            .arg(ROOM_ARG)
            .arg(serde_json::to_string(&config).map_err(io::Error::other)?)
            .arg(command.get_program())
            .args(command.get_args())
            .stdin(stdin)
            .stdout(stdout)
            .stderr(stderr);
        let (report_fd, control_fd) = (report_write.as_raw_fd(), control_read.as_raw_fd());
        signals::with_default_signals(&mut launcher);
        // SAFETY: only async-signal-safe syscalls between fork and exec.
        unsafe {
            launcher.pre_exec(move || {
                // Its own session: the terminal's Ctrl-C is the judge's to handle.
                libc::setsid();
                // Both pipes move above the fixed numbers first: either may itself be fd 3 or 4
                // (numbers are reused as other threads close files), and a dup2 onto it would
                // replace the other pipe. dup2 clears close-on-exec on the final copies, which the
                // launcher then inherits; the temporary copies close at exec.
                let report_high = libc::fcntl(report_fd, libc::F_DUPFD_CLOEXEC, 10);
                let control_high = libc::fcntl(control_fd, libc::F_DUPFD_CLOEXEC, 10);
                if report_high < 0
                    || control_high < 0
                    || libc::dup2(report_high, REPORT_FD) < 0
                    || libc::dup2(control_high, CONTROL_FD) < 0
                {
                    return Err(io::Error::last_os_error());
                }
                Ok(())
            });
        }
        // An interrupt cannot come between the start and the registration (as above).
        let launcher = launcher.spawn()?;
        register(launcher.id() as libc::pid_t, &control_write, &report_read);
        drop((report_write, control_read));
        Ok(self.running(Launcher::Exec(launcher), control_write, report_read))
    }

    fn running(self, launcher: Launcher, control: OwnedFd, report: OwnedFd) -> RunningProgram {
        let now = std::time::Instant::now();
        RunningProgram {
            launcher,
            control: Some(control),
            report: File::from(report),
            workdir: Some(self.workdir),
            emptied: false,
            slot: Some(self.config.slot),
            deadline: now + self.limits_time + LAUNCHER_GRACE,
            started: now,
            reaped: false,
            report_text: None,
        }
    }
}

impl RunningProgram {
    /// A descriptor that becomes readable when the run is over: the launcher's report pipe,
    /// written once the room is empty, or closed by the launcher's death.
    pub fn exit_fd(&self) -> Option<RawFd> {
        Some(self.report.as_raw_fd())
    }

    /// Whether the run is over (the launcher reported or died).
    pub fn has_ended(&mut self) -> bool {
        self.reaped || wait_readable(self.report.as_raw_fd(), Duration::ZERO)
    }

    /// The program's wait status once the run is over and the launcher reported it; `None`
    /// before, or when the launcher could not report (killed, or the program never started).
    /// The report is kept for [`RunningProgram::wait`].
    pub fn ended_status(&mut self) -> Option<i32> {
        if self.report_text.is_none() {
            if self.reaped || !self.has_ended() {
                return None;
            }
            // Readable means reported or the launcher gone: the pipe ends with the report. What
            // was read is kept: `wait` must not find half of it.
            let text = self.read_report();
            self.report_text = Some(text);
        }
        let report = serde_json::from_str::<RoomReport>(self.report_text.as_deref()?.trim()).ok()?;
        report.error.is_none().then_some(report.status)
    }

    /// The latest moment the launcher may still be running; past it the judge kills it.
    pub fn deadline(&self) -> std::time::Instant {
        self.deadline
    }

    /// Kills the whole tree now (the launcher empties the room and reports).
    pub fn kill(&mut self) {
        if let Some(control) = &self.control {
            // SAFETY: writing one byte to our own pipe.
            unsafe { libc::write(control.as_raw_fd(), b"k".as_ptr().cast(), 1) };
        }
    }

    /// Waits for the run to end and returns the launcher's report. Past the deadline the
    /// launcher itself is killed (its init and program die with it).
    pub fn wait(self) -> io::Result<RoomReport> {
        self.wait_collecting(&[], 0).map(|(report, _)| report)
    }

    /// [`wait`](Self::wait), then the first of the files `names` that the run left in its folder
    /// (read once the room is empty, at most `cap` bytes), before the folder is given back.
    pub fn wait_collecting(mut self, names: &[String], cap: usize) -> io::Result<(RoomReport, LeftFile)> {
        let result = self.wait_inner();
        self.unregister();
        let mut left = LeftFile::Missing;
        // Only an emptied room: nothing of the run can still write the files.
        if let (true, Some(dir)) = (self.emptied, &self.workdir) {
            for name in names.iter().filter(|n| is_plain_name(n)) {
                left = read_left_file(dir.path(), name, cap);
                if left != LeftFile::Missing {
                    break;
                }
            }
        }
        result.map(|report| (report, left))
    }

    fn wait_inner(&mut self) -> io::Result<RoomReport> {
        let mut launcher_killed = false;
        loop {
            if self.has_ended() {
                break;
            }
            let now = std::time::Instant::now();
            if now >= self.deadline {
                self.kill_launcher();
                launcher_killed = true;
                break;
            }
            wait_readable(self.report.as_raw_fd(), self.deadline - now);
        }
        let text = match self.report_text.take() {
            Some(text) => text,
            // Killed at the deadline, it reports nothing that counts (see `read_report`).
            None if launcher_killed => String::new(),
            None => self.read_report(),
        };
        // A zygote lives on; where it left no report, it was killed.
        let status = match &mut self.launcher {
            Launcher::Exec(child) => {
                use std::os::unix::process::ExitStatusExt;
                child.wait()?.into_raw()
            }
            Launcher::Zygote(_) => libc::SIGKILL,
        };
        self.reaped = true;
        let slot = self.slot.take();
        let parsed = serde_json::from_str::<RoomReport>(text.trim());
        let mut never_received = false;
        if let Launcher::Zygote(zygote) = &mut self.launcher {
            never_received = parsed.is_err() && zygote.as_mut().is_some_and(|z| !z.received_last_run());
            // One that reported serves the next run; any other is killed and reaped (one killed
            // at the deadline reported nothing that counts).
            let serves_again = !launcher_killed && parsed.as_ref().is_ok_and(|report| !report.launcher_spent);
            match (zygote.take(), serves_again) {
                (Some(zygote), true) => zygote.release(),
                (Some(zygote), false) => drop(zygote),
                (None, _) => {}
            }
        }
        match parsed {
            Ok(report) => {
                self.emptied = true;
                // The launcher emptied its room: the cgroups can serve another run once the
                // folder is given back too (files the run left on a tmpfs are charged to them).
                if let Some(mut slot) = slot {
                    slot.state = report.slot_state;
                    self.slot = Some(slot);
                }
                match &report.error {
                    Some(error) => Err(io::Error::other(error.clone())),
                    None => Ok(report),
                }
            }
            // A zygote that ended before it received the run (killed from outside while idle):
            // no verdict, the judge's own failure.
            Err(_) if never_received => {
                Err(io::Error::other("its launcher ended before it received the run (killed from outside)"))
            }
            // Killed before it could report: by the judge past its deadline, or by the program
            // (where no namespace hides it). Its status stands for the program's.
            Err(_) => Ok(RoomReport {
                status,
                wall_us: self.started.elapsed().as_micros() as u64,
                timed_out: std::time::Instant::now() >= self.deadline,
                supervisor_lost: true,
                ..RoomReport::default()
            }),
        }
    }

    /// The launcher's report: the report pipe read to its end, which comes once the launcher
    /// wrote it and closed the pipe, or died. Never past the run's deadline: a program that
    /// reached the pipe (where neither a PID namespace nor Landlock keeps it from the
    /// launcher's and the judge's descriptors, as another user's processes are kept from
    /// them) wrote into it and stopped its launcher, which kept its end open: the judge,
    /// finding the pipe readable, waited for its end for ever. Past the deadline the launcher
    /// is killed, and nothing read counts: the program may have written it. Where a PID
    /// namespace or Landlock keeps programs from the pipe, the report is the launcher's alone
    /// and is waited for whenever it comes: on a loaded machine a launcher that stopped its
    /// program at the deadline may report a little after it (an honest TLE was taken for a
    /// killed launcher, RE).
    fn read_report(&mut self) -> String {
        let mut text = Vec::new();
        if !mechanisms().programs_reach_the_judge() {
            let _ = self.report.read_to_end(&mut text);
            return String::from_utf8_lossy(&text).into_owned();
        }
        let mut chunk = [0u8; 4096];
        loop {
            let now = std::time::Instant::now();
            if now >= self.deadline {
                self.kill_launcher();
                return String::new();
            }
            if !wait_readable(self.report.as_raw_fd(), self.deadline - now) {
                continue;
            }
            match self.report.read(&mut chunk) {
                Ok(0) => return String::from_utf8_lossy(&text).into_owned(),
                Ok(n) => text.extend_from_slice(&chunk[..n]),
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(_) => return String::from_utf8_lossy(&text).into_owned(),
            }
        }
    }

    /// Kills the launcher itself (its init and program die with it).
    fn kill_launcher(&mut self) {
        match &mut self.launcher {
            Launcher::Exec(child) => {
                let _ = child.kill();
            }
            Launcher::Zygote(Some(zygote)) => zygote.kill(),
            Launcher::Zygote(None) => {}
        }
    }

    fn unregister(&mut self) {
        let mut running = RUNNING.lock().unwrap_or_else(|p| p.into_inner());
        let report = self.report.as_raw_fd();
        running.retain(|room| room.report != report);
        self.control = None;
    }
}

impl Drop for RunningProgram {
    /// An early return must not leave the program running or the launcher unreaped.
    fn drop(&mut self) {
        if !self.reaped {
            self.kill();
            let _ = self.wait_inner();
        }
        self.unregister();
        if let Some(dir) = self.workdir.take() {
            dir.release(self.emptied);
        }
        if let Some(slot) = self.slot.take().filter(|_| self.emptied) {
            SLOTS.lock().unwrap_or_else(|p| p.into_inner()).0.push(slot);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    fn limits() -> RoomLimits {
        RoomLimits {
            time: Duration::from_secs(5),
            memory_bytes: None,
            address_space_bytes: None,
            processes: DEFAULT_PROCESS_CAP,
            writable: Vec::new(),
            hidden: Vec::new(),
            placed: Vec::new(),
            stack_grows_to_memory: false,
            cpu_limit: None,
            file_bytes: None,
        }
    }

    #[test]
    fn leftovers_of_gone_judges_and_probes_are_told_from_live_ones() {
        let gone = u32::MAX - 1;
        let me = std::process::id();
        assert!(made_by_a_gone_process(&format!("nimkit-{gone}-3"), "nimkit-"));
        assert!(made_by_a_gone_process(&format!("nimkit-probe-{gone}"), "nimkit-probe-"));
        assert!(!made_by_a_gone_process(&format!("nimkit-{me}-3"), "nimkit-"));
        assert!(!made_by_a_gone_process(&format!("nimkit-probe-{me}"), "nimkit-probe-"));
        assert!(!made_by_a_gone_process(&format!("nimkit-probe-{gone}"), "nimkit-"), "not a PID");
        assert!(!made_by_a_gone_process("nimkit-cache", "nimkit-"));
    }

    fn shell(script: &str) -> Command {
        let mut command = Command::new("/bin/sh");
        command.arg("-c").arg(script);
        command
    }

    /// What an interactor needs: two rooms whose stdin and stdout are pipes between them,
    /// started, then waited on together.
    #[test]
    fn two_rooms_talk_through_pipes() {
        let (to_second, from_first) = pipe().unwrap();
        let (result_read, result_write) = pipe().unwrap();
        let first = spawn(
            &shell("echo 20; echo 22"),
            Stdio::null(),
            Stdio::from(from_first),
            Stdio::null(),
            &limits(),
        )
        .unwrap();
        let second = spawn(
            &shell("read a; read b; echo $((a + b))"),
            Stdio::from(to_second),
            Stdio::from(result_write),
            Stdio::null(),
            &limits(),
        )
        .unwrap();
        let (first, second) = (first.wait().unwrap(), second.wait().unwrap());
        assert_eq!((first.status, second.status), (0, 0));
        let mut sum = String::new();
        File::from(result_read).read_to_string(&mut sum).unwrap();
        assert_eq!(sum, "42\n");
    }

    /// The working folder is fresh, is also TMPDIR, and is gone once the run is over.
    #[test]
    fn each_run_has_a_private_folder_removed_afterwards() {
        let (read, write) = pipe().unwrap();
        let script = "test -z \"$(ls -A)\" && test \"$TMPDIR\" = \"$(pwd)\" && echo made > f && pwd";
        let running =
            spawn(&shell(script), Stdio::null(), Stdio::from(write), Stdio::null(), &limits()).unwrap();
        let report = running.wait().unwrap();
        let mut folder = String::new();
        File::from(read).read_to_string(&mut folder).unwrap();
        assert_eq!(report.status, 0, "{folder}");
        assert!(folder.contains("nimkit-room-"), "{folder}");
        assert!(!Path::new(folder.trim()).exists(), "{folder} was left behind");
    }

    #[test]
    fn a_kill_request_ends_the_run_at_once() {
        let mut running =
            spawn(&shell("sleep 30"), Stdio::null(), Stdio::null(), Stdio::null(), &limits()).unwrap();
        let start = std::time::Instant::now();
        running.kill();
        let report = running.wait().unwrap();
        assert!(libc::WIFSIGNALED(report.status) && libc::WTERMSIG(report.status) == libc::SIGKILL);
        assert!(!report.timed_out);
        // A hang bound (the sleep lasts 30 s), generous for a loaded machine.
        assert!(start.elapsed() < Duration::from_secs(20), "{:?}", start.elapsed());
    }

    /// The program is found in PATH by the launcher, yet gets argv[0] as written.
    #[test]
    fn a_program_from_path_sees_its_name_as_given() {
        let (read, write) = pipe().unwrap();
        let mut command = Command::new("head");
        command.args(["-c", "5", "/proc/self/cmdline"]);
        let running = spawn(&command, Stdio::null(), Stdio::from(write), Stdio::null(), &limits()).unwrap();
        assert_eq!(running.wait().unwrap().status, 0);
        let mut name = String::new();
        File::from(read).read_to_string(&mut name).unwrap();
        assert_eq!(name, "head\0");
    }

    #[test]
    fn a_missing_program_is_an_error_not_a_verdict() {
        let missing = Command::new("/nonexistent/program");
        let running = spawn(&missing, Stdio::null(), Stdio::null(), Stdio::null(), &limits()).unwrap();
        let error = running.wait().unwrap_err().to_string();
        // The step and the path: an errno alone could be the folder's or a cgroup file's.
        assert!(error.contains("cannot execute /nonexistent/program"), "{error}");
    }
}
