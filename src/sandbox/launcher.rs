//! The launcher: it starts a run's program in its room, enforces the time, memory and process
//! limits, empties the room when the run ends, and writes one JSON report on the run's report
//! pipe. The run's control pipe carries the judge's word: a byte or end-of-file (the judge died)
//! means "kill everything now". A single-threaded process, so it may enter namespaces and build
//! a Landlock ruleset freely, and the program it clones starts with a few MiB of peak memory,
//! not the judge's heap.
//!
//! Usually the launcher is a zygote (see [`super::zygote`]) that serves run after run, so a run
//! costs no fork and no exec of nimkit; where none can start, the judge execs nimkit as
//! `nimkit __room CONFIG PROGRAM ARGS...` with the program's stdio on 0-2, the report pipe on 3
//! and the control pipe on 4, for one run. Both go through [`Launcher::launch`].

use std::ffi::{CString, OsStr, OsString};
use std::fs::{self, File};
use std::io::{self, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicI32, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use super::cgroup::{RunCgroup, Slot, SlotState};
use super::probe::{self, Mechanisms};
use super::tree;
use super::view::View;

/// The hidden first argument that turns nimkit into a launcher.
pub const ROOM_ARG: &str = "__room";
/// The hidden first argument that turns nimkit into the mechanism probe.
pub const PROBE_ARG: &str = "__room-probe";
/// The launcher's report pipe and control pipe, as set up by the judge.
pub const REPORT_FD: i32 = 3;
pub const CONTROL_FD: i32 = 4;

/// How often the tree is sampled when no cgroup measures it.
const POLL_TICK: Duration = Duration::from_millis(5);
/// How often the machine's task count is read when only polling caps the processes: a fork
/// bomb doubles every few milliseconds, and that one-file read spots it long before a scan.
const TASK_TICK: Duration = Duration::from_millis(1);

/// How often the program's CPU time is read when it has a CPU-time limit: a run is ended at
/// most this much CPU time (a tick per thread) past it.
const CPU_TICK: Duration = Duration::from_millis(10);

/// How often the program's folder is measured against its file limit: a disk writes a few
/// hundred megabytes in this time at most, and an empty folder costs one `getdents` a tick.
const FILES_TICK: Duration = Duration::from_millis(50);

/// What the files below `folder` take, each counted as at least a block (an inode and its entry
/// cost the disk even when empty), summed until the total reaches `cap` (where `RLIMIT_FSIZE`
/// stops a single file). Links are not followed; folders that cannot be read are passed over
/// (each file in them is still capped by `RLIMIT_FSIZE`).
fn folder_bytes(folder: &Path, cap: u64) -> u64 {
    use std::os::unix::fs::MetadataExt;
    let mut total = 0u64;
    let mut folders = vec![folder.to_path_buf()];
    while let Some(folder) = folders.pop() {
        let Ok(entries) = fs::read_dir(&folder) else { continue };
        for entry in entries.flatten() {
            let Ok(metadata) = entry.metadata() else { continue };
            total = total.saturating_add((metadata.blocks() * 512).max(4096));
            if total >= cap {
                return total;
            }
            if metadata.is_dir() {
                folders.push(entry.path());
            }
        }
    }
    total
}

/// The CPU time so far of process `pid` (every thread; its children not until reaped), from
/// its CPU-time clock; `None` once it is gone.
fn process_cpu_us(pid: libc::pid_t) -> Option<u64> {
    let mut clock: libc::clockid_t = 0;
    let mut time = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: out-pointers to locals.
    let read = unsafe {
        libc::clock_getcpuclockid(pid, &mut clock) == 0 && libc::clock_gettime(clock, &mut time) == 0
    };
    read.then(|| time.tv_sec.max(0) as u64 * 1_000_000 + time.tv_nsec.max(0) as u64 / 1000)
}

/// Tasks on the whole machine (the 4th field of /proc/loadavg, `running/total`).
fn system_tasks() -> Option<u64> {
    let text = fs::read_to_string("/proc/loadavg").ok()?;
    text.split_whitespace().nth(3)?.split_once('/')?.1.parse().ok()
}

/// What the judge asks of one run.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RoomConfig {
    pub time_limit_us: u64,
    /// Resident-memory limit of the whole tree.
    pub memory_bytes: Option<u64>,
    /// `RLIMIT_AS`, only on request.
    pub address_space_bytes: Option<u64>,
    pub processes: u32,
    /// The private working folder (also `TMPDIR`), the only place the program may write.
    pub workdir: PathBuf,
    /// Files the program may write besides its folder (a checker's output file).
    pub writable: Vec<PathBuf>,
    /// Files and folders the program must not read (the expected answers), hidden in the
    /// read-only view; readable where there is none (`describe` says so).
    #[serde(default)]
    pub hidden: Vec<PathBuf>,
    /// The program's stack may grow to its memory limit ([`stack_for`]).
    #[serde(default)]
    pub stack_grows_to_memory: bool,
    /// The program's CPU time (its process, all threads) at which the run is ended, polled
    /// every [`CPU_TICK`]. `RLIMIT_CPU` backs it up (where the clock cannot be read, and for
    /// the processes it starts) at the next whole second: it counts whole seconds only.
    #[serde(default)]
    pub cpu_limit_us: Option<u64>,
    /// The most the program may write to files: each file (`RLIMIT_FSIZE`, SIGXFSZ past it)
    /// and all that its folder holds together, looked at every [`FILES_TICK`].
    #[serde(default)]
    pub file_bytes: Option<u64>,
    pub mechanisms: Mechanisms,
    /// The cgroups this run joins.
    pub slot: Slot,
    /// Variables the judge sets (or, `None`, removes) on top of the fixed environment, for an
    /// exec'd launcher (a zygote gets them with the request): its own environment is the
    /// judge's, not the program's.
    #[serde(default)]
    pub env_changes: Vec<(OsString, Option<OsString>)>,
}

/// What happened, as the launcher saw it.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct RoomReport {
    /// The program could not be started (missing executable, no permission, ...).
    pub error: Option<String>,
    /// The raw wait status of the program.
    pub status: i32,
    pub wall_us: u64,
    pub cpu_us: u64,
    pub peak_rss_kib: u64,
    pub timed_out: bool,
    pub memory_exceeded: bool,
    pub processes_exceeded: bool,
    /// The program's folder came to hold more than `file_bytes`, and the run was ended.
    #[serde(default)]
    pub files_exceeded: bool,
    /// The launcher died without reporting (killed by the program or past the judge's deadline).
    #[serde(default)]
    pub supervisor_lost: bool,
    /// What the run left in its slot's cgroups, for the next run in that slot.
    #[serde(default)]
    pub slot_state: SlotState,
    /// The launcher can serve no other run (a zygote then ends: the judge must not send it one).
    #[serde(default)]
    pub launcher_spent: bool,
    /// Why a path the judge asked to hide stayed readable in the view (a mount refused).
    #[serde(default)]
    pub hiding_failed: Option<String>,
}

/// Runs the launcher or the probe when nimkit was started as one; `None` otherwise.
pub fn dispatch() -> Option<i32> {
    let args: Vec<OsString> = std::env::args_os().collect();
    match args.get(1).and_then(|a| a.to_str()) {
        Some(PROBE_ARG) => {
            let found = probe::probe_here();
            println!("{}", serde_json::to_string(&found).unwrap_or_default());
            Some(0)
        }
        Some(ROOM_ARG) if args.len() >= 4 => {
            run_once(&args[2].to_string_lossy(), &args[3], &args[4..]);
            Some(0)
        }
        Some(super::zygote::ZYGOTE_ARG) => Some(super::zygote::serve()),
        _ => None,
    }
}

/// The exec'd launcher's one run: the program's stdio on 0-2, the report pipe on 3, the
/// control pipe on 4, the program's environment its own.
fn run_once(config: &str, program: &OsString, args: &[OsString]) {
    let copy = |fd: RawFd| {
        // SAFETY: a duplicate of our own descriptor, else /dev/null; fresh fds we own.
        unsafe {
            let mut copy = libc::fcntl(fd, libc::F_DUPFD_CLOEXEC, 3);
            if copy < 0 {
                copy = libc::open(c"/dev/null".as_ptr(), libc::O_RDWR | libc::O_CLOEXEC);
            }
            (copy >= 0).then(|| OwnedFd::from_raw_fd(copy))
        }
    };
    let (Some(stdin), Some(stdout), Some(stderr)) = (copy(0), copy(1), copy(2)) else { return };
    // SAFETY: fds 3 and 4 are the pipes the judge handed over, ours to own.
    let fds = unsafe {
        RunFds::new(
            [stdin, stdout, stderr],
            OwnedFd::from_raw_fd(REPORT_FD),
            OwnedFd::from_raw_fd(CONTROL_FD),
        )
    };
    // The launcher's own 0-2 are the program's too: let go of them, so that the judge sees the
    // end of the program's output when the program's tree dies, not when the launcher exits.
    release_stdio();
    match serde_json::from_str::<RoomConfig>(config) {
        Ok(config) => Launcher::new().launch(&config, program, args, &config.env_changes, fds),
        Err(_) => fds.report_error("malformed room configuration".into()),
    }
}

/// The descriptors of one run: the program's stdin, stdout and stderr, the report pipe and
/// the judge's control pipe. All close-on-exec and numbered 3 or above, so the program's
/// process can put the first three on 0-2 in any order.
pub struct RunFds {
    stdio: [OwnedFd; 3],
    report: OwnedFd,
    control: OwnedFd,
}

impl RunFds {
    pub fn new(stdio: [OwnedFd; 3], report: OwnedFd, control: OwnedFd) -> RunFds {
        let high = |fd: OwnedFd| -> OwnedFd {
            set_cloexec(fd.as_raw_fd());
            if fd.as_raw_fd() >= 3 {
                return fd;
            }
            // SAFETY: a fresh duplicate we own; the low original closes with `fd`.
            match unsafe { libc::fcntl(fd.as_raw_fd(), libc::F_DUPFD_CLOEXEC, 3) } {
                copy if copy >= 0 => unsafe { OwnedFd::from_raw_fd(copy) },
                _ => fd,
            }
        };
        RunFds { stdio: stdio.map(high), report: high(report), control: high(control) }
    }

    /// Reports that the run could not be started, and closes its descriptors.
    pub fn report_error(self, error: String) {
        write_report(self.report, &RoomReport { error: Some(error), ..RoomReport::default() });
    }
}

/// Writes `report` on the run's report pipe, and closes it: the judge reads to its end.
fn write_report(pipe: OwnedFd, report: &RoomReport) {
    let _ = writeln!(File::from(pipe), "{}", serde_json::to_string(report).unwrap_or_default());
}

/// A launcher process: one run after another (a zygote) or a single one (exec'd).
pub struct Launcher {
    namespaces: Option<PidNamespaces>,
    /// The read-only view, once entered (`Err` where it cannot be: not tried again).
    view: Option<Result<View, String>>,
    /// Whether this launcher keeps its IPC namespace from run to run (see `enter_private_ipc`).
    ipc_kept: bool,
    /// Whether it can serve no other run (it could not go back to its own PID namespace).
    spent: bool,
    /// Whether this launcher is a zygote's forked child for one run: the zygote serves the
    /// next run whatever became of this one, so its report never says spent.
    forked_for_one_run: bool,
    /// The environment the programs start from (the launcher's own).
    environment: Vec<(OsString, OsString)>,
    /// Whether it runs as root, asked before any user namespace: in one where uid 0 could not
    /// be mapped, root reads as nobody but is still root to the kernel.
    root: bool,
    /// /proc/self/clear_refs, opened before the launcher made itself unreachable to its
    /// programs (see [`Launcher::keep_out_of_reach`]): a process that is not dumpable has its
    /// /proc files owned by root, so it could no longer open it.
    clear_refs: Option<File>,
}

impl Default for Launcher {
    fn default() -> Self {
        Launcher::new()
    }
}

impl Launcher {
    pub fn new() -> Launcher {
        Launcher {
            namespaces: None,
            view: None,
            ipc_kept: false,
            spent: false,
            forked_for_one_run: false,
            environment: std::env::vars_os().collect(),
            root: probe::is_root(),
            clear_refs: None,
        }
    }

    /// The launcher of a zygote's forked child, which serves one run and exits (see
    /// `zygote::launch_in_child`). Its report never marks the zygote spent: with it, an
    /// unprivileged judge dropped and restarted its zygote after every run.
    pub fn forked_for_one_run() -> Launcher {
        Launcher { forked_for_one_run: true, ..Launcher::new() }
    }

    /// Runs the program of `config` with `env_changes` applied to the environment, in its
    /// room, and writes the report on the report pipe, which is then closed.
    pub fn launch(
        &mut self,
        config: &RoomConfig,
        program: &OsString,
        args: &[OsString],
        env_changes: &[(OsString, Option<OsString>)],
        fds: RunFds,
    ) {
        let RunFds { stdio, report: report_pipe, control } = fds;
        let mut report = self.run(config, program, args, env_changes, stdio, control.as_raw_fd());
        report.launcher_spent = self.spent && !self.forked_for_one_run;
        write_report(report_pipe, &report);
    }

    /// Whether it can serve no other run: its last run's PID namespace stays the one its next
    /// child would be born in (see [`PidNamespaces::leave`]).
    pub fn is_spent(&self) -> bool {
        self.spent
    }

    /// Puts this launcher in a private IPC namespace for its next run. With the read-only view,
    /// one of its own, entered once before the view (whose /dev/shm then shows its message
    /// queues) and emptied after each run; else a fresh one per run (about 0.1 ms). Whether
    /// the run has one.
    fn enter_private_ipc(&mut self, with_view: bool) -> bool {
        if with_view && self.ipc_kept {
            return true;
        }
        // SAFETY: plain syscall in this single-threaded process.
        let entered = unsafe { libc::unshare(libc::CLONE_NEWIPC) } == 0;
        // Kept only if entered before the view (checked once the view is there).
        self.ipc_kept = entered && with_view && self.view.is_none();
        entered
    }

    /// The read-only view for this launcher's runs, entered on first use.
    fn view(&mut self, rooms: &Path) -> Result<&mut View, String> {
        let view = self.view.get_or_insert_with(|| View::enter(rooms).map_err(|e| e.to_string()));
        view.as_mut().map_err(|e| e.clone())
    }

    /// PID namespaces for this launcher's runs, set up on first use.
    fn namespaces(&mut self) -> io::Result<&mut PidNamespaces> {
        if self.namespaces.is_none() {
            self.namespaces = Some(PidNamespaces::new()?);
        }
        Ok(self.namespaces.as_mut().expect("set above"))
    }
}

/// Starts a run's PID namespaces, one after another, from the same process: the namespace's
/// init is cloned into a new one (`CLONE_NEWPID`), the launcher joins it for its next child
/// only (`setns`), clones the program there, then goes back to its own namespace so that the
/// next init can be made. Unlike `unshare`, this can be repeated, so one launcher serves many
/// runs. Without privilege it first enters a user namespace of its own (once per process).
pub struct PidNamespaces {
    /// Our own PID namespace, to go back to after each program's start.
    own: OwnedFd,
    /// Whether this process has entered a user namespace of its own (at most once).
    in_user_namespace: bool,
}

impl PidNamespaces {
    pub fn new() -> io::Result<PidNamespaces> {
        // SAFETY: a NUL-terminated path; a non-negative result is a fresh fd we own.
        let own = unsafe { libc::open(c"/proc/self/ns/pid".as_ptr(), libc::O_RDONLY | libc::O_CLOEXEC) };
        if own < 0 {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: as above.
        Ok(PidNamespaces { own: unsafe { OwnedFd::from_raw_fd(own) }, in_user_namespace: false })
    }

    /// Clones the init of a new PID namespace (sharing our memory, on `stack`) and makes that
    /// namespace the one our next child is born in. Its pid, in our namespace.
    pub fn start_init(&mut self, stack: &mut ChildStack) -> io::Result<libc::pid_t> {
        let clone_init = |stack: &mut ChildStack| {
            // SAFETY: `init_main` runs raw syscalls on `stack`, which the caller keeps until
            // the init is reaped; the launcher is single-threaded.
            unsafe {
                libc::clone(
                    init_main,
                    stack.top(),
                    libc::CLONE_VM | libc::CLONE_NEWPID | libc::SIGCHLD,
                    std::ptr::null_mut(),
                )
            }
        };
        let mut init = clone_init(stack);
        if init < 0
            && io::Error::last_os_error().raw_os_error() == Some(libc::EPERM)
            && !self.in_user_namespace
        {
            self.in_user_namespace = true;
            if enter_user_namespace() {
                init = clone_init(stack);
            }
        }
        if init < 0 {
            return Err(io::Error::last_os_error());
        }
        if let Err(e) = join_pid_namespace_of(init) {
            kill_init(Some(init));
            return Err(e);
        }
        Ok(init)
    }

    /// Back to our own PID namespace for our next child; whether it worked (not from a user
    /// namespace of our own, which has no say over the namespace we came from).
    pub fn leave(&self) -> bool {
        // SAFETY: our own namespace's fd.
        unsafe { libc::setns(self.own.as_raw_fd(), libc::CLONE_NEWPID) == 0 }
    }
}

/// Makes the PID namespace of `pid` the one our next child is born in (through a pidfd, else
/// through /proc).
fn join_pid_namespace_of(pid: libc::pid_t) -> io::Result<()> {
    // SAFETY: plain syscalls; descriptors opened here are closed here.
    unsafe {
        let pidfd = libc::syscall(libc::SYS_pidfd_open, pid, 0) as i32;
        if pidfd >= 0 {
            let joined = libc::setns(pidfd, libc::CLONE_NEWPID) == 0;
            libc::close(pidfd);
            if joined {
                return Ok(());
            }
        }
        let path = CString::new(format!("/proc/{pid}/ns/pid")).expect("no NUL");
        let fd = libc::open(path.as_ptr(), libc::O_RDONLY | libc::O_CLOEXEC);
        if fd < 0 {
            return Err(io::Error::last_os_error());
        }
        let joined = libc::setns(fd, libc::CLONE_NEWPID);
        let error = io::Error::last_os_error();
        libc::close(fd);
        if joined != 0 {
            return Err(error);
        }
    }
    Ok(())
}

/// Enters a new user namespace that maps only our own ids, where we may make PID namespaces
/// without privilege; whether it worked. Access checks on files are unchanged.
///
/// Root without CAP_SETFCAP (a container's root with every capability dropped) may make the
/// namespace but not map uid 0 into it (Linux 5.12 on). It still serves: the program's ids stay
/// root's outside, so its folder and files work as before, but nothing can be created on the
/// namespace's own mounts (the view's /dev/shm, message queues: EOVERFLOW), as in the fallback
/// (where Landlock refuses them), and root stays exempt from RLIMIT_NPROC (the launcher polls).
fn enter_user_namespace() -> bool {
    // SAFETY: plain syscalls in a single-threaded process.
    let (uid, gid) = unsafe { (libc::geteuid(), libc::getegid()) };
    if unsafe { libc::unshare(libc::CLONE_NEWUSER) } != 0 {
        return false;
    }
    // Without a mapping our files would look like nobody's.
    let _ = fs::write("/proc/self/setgroups", "deny");
    let _ = fs::write("/proc/self/uid_map", format!("{uid} {uid} 1"));
    let _ = fs::write("/proc/self/gid_map", format!("{gid} {gid} 1"));
    true
}

/// The stack of a process started with `CLONE_VM`. Left uninitialised on purpose: the child
/// touches a page or two of it, and zeroing all of it cost the launcher 16 page faults a run.
pub struct ChildStack(Vec<u8>);

impl ChildStack {
    const SIZE: usize = 64 << 10;

    pub fn new() -> ChildStack {
        ChildStack(Vec::with_capacity(Self::SIZE))
    }

    /// The stack's top (it grows down), 16-byte aligned as the ABI wants.
    fn top(&mut self) -> *mut libc::c_void {
        let end = self.0.as_mut_ptr() as usize + self.0.capacity();
        (end & !15) as *mut libc::c_void
    }
}

impl Default for ChildStack {
    fn default() -> Self {
        ChildStack::new()
    }
}

/// The namespace's init: it only reaps orphans, and dies with the launcher, which takes every
/// process of the namespace with it. It shares the launcher's memory (`CLONE_VM`) and touches
/// nothing but its stack: starting it copies no page table, and the launcher then writes its
/// own pages without copy-on-write faults. It keeps no descriptor of the launcher's.
extern "C" fn init_main(_: *mut libc::c_void) -> libc::c_int {
    // SAFETY: raw syscalls on locals; descriptors are this process's own copies.
    unsafe {
        libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
        if libc::syscall(libc::SYS_close_range, 0u32, u32::MAX, 0u32) != 0 {
            for fd in 0..1024 {
                libc::close(fd);
            }
        }
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        libc::sigaddset(&mut set, libc::SIGCHLD);
        libc::sigprocmask(libc::SIG_BLOCK, &set, std::ptr::null_mut());
        loop {
            while libc::waitpid(-1, std::ptr::null_mut(), libc::WNOHANG) > 0 {}
            let mut info: libc::siginfo_t = std::mem::zeroed();
            libc::sigwaitinfo(&set, &mut info);
        }
    }
}

/// The Landlock domain: read and execute anywhere, write only below `writable` (but make no
/// device node there); no TCP (ABI ≥ 4), no signals to processes outside the domain (ABI ≥ 6).
/// Best effort on older kernels.
fn landlock_ruleset(writable: &[&Path]) -> Result<landlock::RulesetCreated, landlock::RulesetError> {
    use landlock::{
        path_beneath_rules, Access, AccessFs, AccessNet, Ruleset, RulesetAttr, RulesetCreatedAttr, Scope, ABI,
    };
    let abi = ABI::V6;
    let devices = AccessFs::MakeChar | AccessFs::MakeBlock;
    Ruleset::default()
        .handle_access(AccessFs::from_all(abi))?
        // Handled with no rule: no TCP port may be bound or connected to.
        .handle_access(AccessNet::from_all(abi))?
        .scope(Scope::from_all(abi))?
        .create()?
        .add_rules(path_beneath_rules(["/"], AccessFs::from_read(abi)))?
        .add_rules(path_beneath_rules(writable, AccessFs::from_all(abi) & !devices))
}

fn set_cloexec(fd: i32) {
    // SAFETY: fcntl on a descriptor the judge handed us.
    unsafe { libc::fcntl(fd, libc::F_SETFD, libc::FD_CLOEXEC) };
}

/// The stack a program may grow to: as much as its memory limit, as Codeforces, Kattis and
/// DOMjudge give it (a solution with a 16 MB local array crashes under a shell's 8 MiB but
/// passes there). As DOMjudge's runguard and Library Checker (`ulimit -s unlimited`) do it, the
/// limit is lifted (`RLIM_INFINITY`, else the hard limit) and the memory limit bounds what the
/// stack touches: a limit equal to the memory limit would also be every thread's default stack
/// size in glibc (2 GiB reserved a thread, where judges give 2 MiB; DOMjudge's example
/// `test-multithread.c` checks for it). `None`: no memory limit, or nothing to raise.
fn stack_for(memory_bytes: Option<u64>) -> Option<libc::rlimit> {
    memory_bytes?;
    let mut current = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
    // SAFETY: a valid rlimit struct to fill.
    if unsafe { libc::getrlimit(libc::RLIMIT_STACK, &mut current) } != 0 {
        return None;
    }
    (current.rlim_cur != current.rlim_max)
        .then_some(libc::rlimit { rlim_cur: current.rlim_max, rlim_max: current.rlim_max })
}

fn rlimit(resource: libc::__rlimit_resource_t, value: u64) {
    let limit = libc::rlimit { rlim_cur: value as libc::rlim_t, rlim_max: value as libc::rlim_t };
    // SAFETY: a valid rlimit struct.
    unsafe { libc::setrlimit(resource, &limit) };
}

/// The cgroups of this run, from the judge's slot: v1 has one hierarchy per controller, v2
/// one cgroup for everything.
#[derive(Default)]
struct Cgroups {
    memory: Option<RunCgroup>,
    pids: Option<RunCgroup>,
    /// The v2 cgroup, when `cgroup.kill` empties the room.
    kill: Option<RunCgroup>,
}

impl Cgroups {
    /// The run's cgroups with its limits written, and what the slot holds then.
    fn prepare(config: &RoomConfig, kill_needed: bool) -> (Cgroups, SlotState) {
        let m = &config.mechanisms;
        let slot = &config.slot;
        let mut state = slot.state;
        let v1 = |dir: &Option<PathBuf>| dir.clone().map(|dir| RunCgroup { dir, v2: false });
        let unified = slot.unified.clone().map(|dir| RunCgroup { dir, v2: true });
        let mut cgroups = Cgroups::default();
        match &m.memory_cgroup {
            Some(parent) if parent.v2 => {
                // A v2 slot serves every run, so a run without a limit clears the last one.
                if let Some(unified) = &unified {
                    let limit = config.memory_bytes.map_or("max".to_string(), |b| b.to_string());
                    if unified.write("memory.max", &limit).is_ok() && config.memory_bytes.is_some() {
                        cgroups.memory = Some(unified.clone());
                    }
                }
            }
            Some(_) if config.memory_bytes.is_some() => cgroups.memory = v1(&slot.memory),
            _ => {}
        }
        if let (Some(memory), Some(bytes)) = (&cgroups.memory, config.memory_bytes) {
            if memory.v2 || state.memory_limit != Some(bytes) {
                state.memory_limit = None;
                if memory.limit_memory(bytes).is_err() {
                    cgroups.memory = None;
                } else if !memory.v2 {
                    state.memory_limit = Some(bytes);
                }
            }
        }
        cgroups.pids = match &m.pids_cgroup {
            Some(parent) if parent.v2 => unified.clone(),
            Some(_) => v1(&slot.pids),
            None => None,
        };
        if let Some(pids) = &cgroups.pids {
            if state.processes_limit != Some(config.processes) {
                state.processes_limit = None;
                if pids.limit_processes(config.processes).is_err() {
                    cgroups.pids = None;
                } else {
                    state.processes_limit = Some(config.processes);
                }
            }
        }
        if kill_needed && m.kill_cgroup.is_some() {
            cgroups.kill = unified;
        }
        (cgroups, state)
    }

    /// The files the program writes `0` to, to join before exec (each directory once).
    fn join_files(&self) -> Vec<PathBuf> {
        let mut files: Vec<PathBuf> = [&self.memory, &self.pids, &self.kill]
            .iter()
            .filter_map(|c| c.as_ref().map(RunCgroup::procs_file))
            .collect();
        files.sort();
        files.dedup();
        files
    }
}

impl Launcher {
    /// Where neither a PID namespace nor Landlock keeps the program from its launcher (the
    /// fallback), the same user's program opened the launcher's descriptors through
    /// /proc/PID/fd: a copy of the report pipe, into which it wrote a made-up report (an AC of
    /// 1 ms for a program that ran past its limit) before killing or stopping the launcher.
    /// A process that is not dumpable is out of ptrace reach of the same user's processes
    /// without CAP_SYS_PTRACE: /proc/PID/fd, mem, root, environ, and ptrace itself. Its own
    /// clear_refs is opened first.
    fn keep_out_of_reach(&mut self) {
        if self.clear_refs.is_none() {
            self.clear_refs = File::options().write(true).open("/proc/self/clear_refs").ok();
        }
        keep_out_of_reach();
    }

    /// Runs the program in its room and reports.
    fn run(
        &mut self,
        config: &RoomConfig,
        program: &OsString,
        args: &[OsString],
        env_changes: &[(OsString, Option<OsString>)],
        stdio: [OwnedFd; 3],
        control: RawFd,
    ) -> RoomReport {
        let m = &config.mechanisms;
        if m.programs_reach_the_judge() {
            self.keep_out_of_reach();
        }
        // cgroups before the namespaces: their files belong to the outer user.
        let (cgroups, slot_state) = Cgroups::prepare(config, !m.pid_namespace);
        let oom_kills_before =
            cgroups.memory.as_ref().map_or(0, |c| slot_state.oom_kills.unwrap_or_else(|| c.oom_kills()));
        let refused_forks_before = cgroups
            .pids
            .as_ref()
            .map_or(0, |c| slot_state.refused_forks.unwrap_or_else(|| c.refused_forks()));
        if !m.pid_namespace {
            // Orphans of the program come back to us, so the kill loop can find them.
            // SAFETY: plain prctl.
            unsafe { libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) };
        }
        // Declared before the init starts, so it is freed only after the init is reaped.
        let mut init_stack = ChildStack::new();
        let init = if m.pid_namespace {
            match self.namespaces().and_then(|namespaces| namespaces.start_init(&mut init_stack)) {
                Ok(pid) => Some(pid),
                Err(e) => {
                    return RoomReport {
                        error: Some(format!("cannot start the namespace's init: {e}")),
                        ..RoomReport::default()
                    }
                }
            }
        } else {
            None
        };
        let in_user_namespace = self.namespaces.as_ref().is_some_and(|n| n.in_user_namespace);
        // System V objects and POSIX message queues live in an IPC namespace, not in a process:
        // each run has a private one, emptied before the next run, so nothing it makes there
        // outlives it. Where PID namespaces work, so do these (the same privilege).
        let private_ipc = init.is_some() && self.enter_private_ipc(m.read_only_view);
        // Which of the run's files exist is asked once, after the view's hiding changed (a file
        // the last run had hidden, in a folder under its cover, does not exist until then).
        let existing =
            || -> Vec<PathBuf> { config.writable.iter().filter(|p| p.exists()).cloned().collect() };
        let mut writable_files = None;
        // After the PID namespace: without privilege, its user namespace gives the view's.
        let mut shared_memory = [None, None];
        let mut hiding_failed = None;
        let mut in_view = false;
        if m.read_only_view && init.is_some() {
            let made = self.view(&config.workdir).and_then(|view| {
                // Hidden first: what the last run hid comes off before this run's folders are
                // made writable (a folder the last run hid and this one writes, as a multi-pass
                // validator's feedback folder, was left under its read-only cover).
                let program_path = Path::new(program);
                let run_paths: Vec<&Path> = [config.workdir.as_path(), program_path]
                    .into_iter()
                    .chain(config.writable.iter().map(PathBuf::as_path))
                    .chain(config.hidden.iter().map(PathBuf::as_path))
                    .collect();
                view.uncover_services_holding(&run_paths);
                hiding_failed = view.hide(&config.hidden).err().map(|e| e.to_string());
                let files = writable_files.insert(existing());
                let paths: Vec<&Path> = std::iter::once(config.workdir.as_path())
                    .chain(files.iter().map(PathBuf::as_path))
                    .collect();
                view.open(&paths).map_err(|e| format!("{}: {e}", config.workdir.display()))?;
                Ok([view.shared_memory(), view.message_queues()])
            });
            if !made.as_ref().is_ok_and(|[_, message_queues]| message_queues.is_some()) {
                // Its message queues cannot be removed: the next run gets a fresh namespace.
                self.ipc_kept = false;
            }
            match made {
                Ok(shm) => {
                    shared_memory = shm;
                    in_view = true;
                }
                Err(e) => {
                    kill_init(init);
                    // Broken here: the judge starts another launcher for the next run.
                    self.spent = true;
                    if let Some(namespaces) = &self.namespaces {
                        namespaces.leave();
                    }
                    return RoomReport {
                        error: Some(format!("cannot make the room writable in its read-only view: {e}")),
                        ..RoomReport::default()
                    };
                }
            }
        }
        let ruleset = if m.landlock_abi > 0 {
            let mut writable: Vec<&Path> = vec![config.workdir.as_path(), Path::new("/dev/null")];
            writable.extend(shared_memory.iter().flatten());
            let writable_files = writable_files.get_or_insert_with(existing);
            writable.extend(writable_files.iter().map(PathBuf::as_path));
            landlock_ruleset(&writable).ok()
        } else {
            None
        };
        let join_files = cgroups.join_files();
        // RLIMIT_NPROC counts every process of the user: afresh in a user namespace of our
        // own, else on top of what runs already (the machine's task count bounds that). Root
        // ignores it, in a user namespace too (the kernel exempts uid 0 itself, capabilities
        // or not: a capability-less root's thread bomb went uncapped there).
        let nproc = if self.root {
            None
        } else if in_user_namespace {
            Some(config.processes as u64)
        } else {
            system_tasks().map(|tasks| tasks + config.processes as u64)
        };
        let address_space = config.address_space_bytes;
        let stack = if config.stack_grows_to_memory { stack_for(config.memory_bytes) } else { None };
        let environment = super::environment::for_program(&self.environment, &config.workdir, env_changes);

        // Without Landlock, whose domain refuses the program ptrace access to every process
        // outside its run, a /proc of its own (see `exec_child`). Not with it: the mount
        // namespace that takes cost 1-2 ms a run (its teardown), measured here.
        let private_proc = in_view && ruleset.is_none();
        let program_exec = ProgramExec::new(
            program,
            args,
            environment,
            &stdio,
            &config.workdir,
            &join_files,
            ProgramLimits {
                processes: nproc,
                address_space,
                stack,
                cpu_seconds: config.cpu_limit_us.map(|us| us / 1_000_000 + 1),
                file_bytes: config.file_bytes,
                drop_capabilities: probe::is_root(),
            },
            ruleset.and_then(Option::<OwnedFd>::from),
            private_proc,
        );
        // The program's peak memory starts from the launcher's, whose memory it shares until
        // its exec: count from the launcher's resident memory now, not its peak of any
        // earlier run.
        match &self.clear_refs {
            Some(file) => {
                let _ = (&*file).write_all(b"5");
            }
            None => {
                let _ = fs::write("/proc/self/clear_refs", "5");
            }
        }
        let start = Instant::now();
        let spawned = match program_exec {
            Ok(program_exec) => program_exec.spawn(),
            Err(e) => Err(e),
        };
        if init.is_some() && !self.namespaces.as_ref().is_some_and(PidNamespaces::leave) {
            // Its next child would be born in this run's namespace: no other run here.
            self.spent = true;
        }
        // The program has its copies: the judge sees the end of its output when its tree dies.
        drop(stdio);
        let pid = match spawned {
            Ok(pid) => pid,
            Err(e) => {
                kill_init(init);
                return RoomReport { error: Some(e.to_string()), ..RoomReport::default() };
            }
        };
        let (report, seal) = watch_and_empty(config, &cgroups, pid, init, nproc, start, control);
        // Now, not when the namespace is freed in the background: their memory is charged to
        // the slot's memory cgroup, which the next run may get at once.
        if private_ipc {
            remove_ipc_objects();
        }
        if let Some(Ok(view)) = &mut self.view {
            if shared_memory[0].is_some() {
                view.empty_shared_memory();
            }
            view.close();
        }
        if judge_is_gone(control) {
            // Nobody is left to give the folder back to: a killed judge cannot remove it.
            match &mut self.view {
                Some(Ok(view)) => view.remove_folder(&config.workdir),
                _ => {
                    let _ = fs::remove_dir_all(&config.workdir);
                }
            }
        }
        let mut report =
            finish_report(report, &cgroups, slot_state, oom_kills_before, refused_forks_before, seal);
        report.hiding_failed = hiding_failed;
        report
    }
}

/// Makes this process not dumpable: the same user's processes without CAP_SYS_PTRACE cannot
/// open its /proc/PID/fd, mem, root or environ, nor trace it. An exec makes it dumpable again.
pub fn keep_out_of_reach() {
    // SAFETY: plain prctl.
    unsafe { libc::prctl(libc::PR_SET_DUMPABLE, 0, 0, 0, 0) };
}

/// Kills and reaps the namespace's init, when there is one.
pub fn kill_init(init: Option<libc::pid_t>) {
    if let Some(init) = init {
        // SAFETY: our own child.
        unsafe {
            libc::kill(init, libc::SIGKILL);
            libc::waitpid(init, std::ptr::null_mut(), 0);
        }
    }
}

/// Reaps every child, whatever its exit signal, until `init` is reaped (or none is left).
fn reap_until(init: libc::pid_t) {
    loop {
        // SAFETY: blocking wait for our own children; a null status pointer is allowed.
        let reaped = unsafe { libc::waitpid(-1, std::ptr::null_mut(), libc::__WALL) };
        if reaped == init || (reaped < 0 && io::Error::last_os_error().kind() != io::ErrorKind::Interrupted) {
            return;
        }
    }
}

/// Removes every System V shared memory segment, semaphore set and message queue of the
/// launcher's IPC namespace (the run's private one: never call it in another).
fn remove_ipc_objects() {
    const SHM_STAT: i32 = 13;
    const SHM_INFO: i32 = 14;
    // SAFETY: each `*_INFO` and `*_STAT` call writes at most its `*_ds` struct into a zeroed one
    // of that type; IPC_RMID takes no buffer.
    unsafe {
        let mut shm: libc::shmid_ds = std::mem::zeroed();
        let highest = libc::shmctl(0, SHM_INFO, &mut shm);
        for index in 0..=highest.max(0) {
            let id = libc::shmctl(index, SHM_STAT, &mut shm);
            if id >= 0 {
                libc::shmctl(id, libc::IPC_RMID, std::ptr::null_mut());
            }
        }
        let mut sem: libc::semid_ds = std::mem::zeroed();
        let highest = libc::semctl(0, 0, libc::SEM_INFO, &mut sem as *mut libc::semid_ds);
        for index in 0..=highest.max(0) {
            let id = libc::semctl(index, 0, libc::SEM_STAT, &mut sem as *mut libc::semid_ds);
            if id >= 0 {
                libc::semctl(id, 0, libc::IPC_RMID);
            }
        }
        let mut msg: libc::msqid_ds = std::mem::zeroed();
        let highest = libc::msgctl(0, libc::MSG_INFO, &mut msg);
        for index in 0..=highest.max(0) {
            let id = libc::msgctl(index, libc::MSG_STAT, &mut msg);
            if id >= 0 {
                libc::msgctl(id, libc::IPC_RMID, std::ptr::null_mut());
            }
        }
    }
}

/// Watches the program's run until it ends, breaks a limit or the judge asks, then empties the
/// room (nothing the program started is left) and reports what happened.
fn watch_and_empty(
    config: &RoomConfig,
    cgroups: &Cgroups,
    pid: libc::pid_t,
    init: Option<libc::pid_t>,
    nproc: Option<u64>,
    start: Instant,
    control: RawFd,
) -> (RoomReport, Option<Seal>) {
    let mut seal = None;
    // SAFETY: plain syscall; a non-negative result is a fresh fd we own.
    let pidfd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid, 0) };
    let pidfd = (pidfd >= 0).then(|| unsafe { OwnedFd::from_raw_fd(pidfd as i32) });

    let mut report = RoomReport::default();
    let watch_memory = config.memory_bytes.filter(|_| cgroups.memory.is_none());
    let watch_processes = cgroups.pids.is_none() && nproc.is_none();
    // Only polling needs the machine's task count as a baseline.
    let tasks_before = if watch_processes { system_tasks().unwrap_or(0) } else { 0 };
    if watch_processes {
        // Only polling stands between a fork bomb and the machine, and hundreds of runnable
        // bomb processes would starve an ordinary launcher: it runs real-time (it sleeps in
        // poll almost always), and its children go back to the normal policy.
        let param = libc::sched_param { sched_priority: 1 };
        // SAFETY: a valid sched_param for this process.
        unsafe { libc::sched_setscheduler(0, libc::SCHED_RR | libc::SCHED_RESET_ON_FORK, &param) };
    }
    let deadline = start + Duration::from_micros(config.time_limit_us);
    let mut peak_polled = 0u64;
    let mut last_scan = start;
    let mut last_files_look = start;
    let mut wall = None;
    loop {
        let now = Instant::now();
        if now >= deadline {
            report.timed_out = true;
            break;
        }
        let mut timeout = deadline - now;
        if watch_processes || pidfd.is_none() {
            timeout = timeout.min(TASK_TICK);
        } else if watch_memory.is_some() {
            timeout = timeout.min(POLL_TICK);
        } else if config.cpu_limit_us.is_some() {
            timeout = timeout.min(CPU_TICK);
        }
        if config.file_bytes.is_some() {
            timeout = timeout.min(FILES_TICK);
        }
        let mut fds = vec![libc::pollfd { fd: control, events: libc::POLLIN, revents: 0 }];
        if let Some(fd) = &pidfd {
            use std::os::fd::AsRawFd;
            fds.push(libc::pollfd { fd: fd.as_raw_fd(), events: libc::POLLIN, revents: 0 });
        }
        let millis = timeout.as_micros().div_ceil(1000).min(i32::MAX as u128) as i32;
        // SAFETY: a live, correctly sized pollfd array.
        unsafe { libc::poll(fds.as_mut_ptr(), fds.len() as libc::nfds_t, millis) };
        if has_exited(pid) {
            wall = Some(start.elapsed());
            break;
        }
        if fds[0].revents != 0 {
            break;
        }
        // Over its CPU time: the judge calls it TLE from the CPU time measured at the end.
        if config.cpu_limit_us.is_some_and(|limit| process_cpu_us(pid).is_some_and(|used| used > limit)) {
            break;
        }
        if let Some(cap) = config.file_bytes.filter(|_| last_files_look.elapsed() >= FILES_TICK) {
            last_files_look = Instant::now();
            if folder_bytes(&config.workdir, cap) >= cap {
                report.files_exceeded = true;
                break;
            }
        }
        let suspicious = watch_processes
            && system_tasks().is_some_and(|tasks| tasks > tasks_before + config.processes as u64 / 2);
        if suspicious || ((watch_memory.is_some() || watch_processes) && last_scan.elapsed() >= POLL_TICK) {
            last_scan = Instant::now();
            // SAFETY: plain getter.
            let sample = tree::snapshot(unsafe { libc::getpid() }, init);
            // The summed resident memory counts pages shared by a fork once per process: it is
            // the peak only where nothing better measures memory. Where a memory cgroup does
            // (polling here for the process cap alone, as root without a pids cgroup), a forked
            // copy of a big process was MLE on the sum.
            if watch_memory.is_some() {
                peak_polled = peak_polled.max(sample.resident_bytes);
            }
            // Processes first: a thousand shells of a fork bomb also sum past a memory limit
            // (each one's resident pages counted, shared or not), and the bomb is the cause.
            if watch_processes && sample.pids.len() > config.processes as usize + usize::from(init.is_some())
            {
                report.processes_exceeded = true;
                break;
            }
            if watch_memory.is_some_and(|limit| sample.resident_bytes > limit) {
                report.memory_exceeded = true;
                break;
            }
        }
    }
    let wall = wall.unwrap_or_else(|| start.elapsed());
    // A process of the tree stopped at the file limit may not be the program itself (a shell's
    // child, whose SIGXFSZ the shell shrugs off), and a run shorter than a tick was never looked
    // at: its folder at the limit says it.
    if let (Some(cap), false) = (config.file_bytes, report.files_exceeded) {
        report.files_exceeded = folder_bytes(&config.workdir, cap) >= cap;
    }

    // The run is over: nothing it started may stay.
    // SAFETY: signals to our own children; wait4 with valid out-pointers.
    let (status, usage) = unsafe {
        libc::kill(pid, libc::SIGKILL);
        // Its process group at once, atomically: a fork bomb that made no group of its own dies
        // here whole, where the rounds below would race its forks one /proc scan at a time.
        libc::kill(-pid, libc::SIGKILL);
        if let Some(init) = init {
            libc::kill(init, libc::SIGKILL);
        }
        if let Some(kill) = &cgroups.kill {
            let _ = kill.kill_all();
        }
        let mut status = 0;
        let mut usage: libc::rusage = std::mem::zeroed();
        while libc::wait4(pid, &mut status, 0, &mut usage) < 0
            && io::Error::last_os_error().kind() == io::ErrorKind::Interrupted
        {}
        (status, usage)
    };
    if let Some(init) = init {
        // The kernel kills the whole namespace when its init dies; init's exit waits for them,
        // until each is reaped. A process the program cloned with `CLONE_PARENT` is a child of
        // ours, not of init, so only we can reap it: waiting for init alone, we waited for
        // ever (the judge killed the launcher past its grace: RE, nothing measured). Every
        // child is reaped until init is, whatever its exit signal (`__WALL`).
        reap_until(init);
    } else if cgroups.kill.is_some() {
        // SAFETY: blocking waits for our own children until none is left.
        while unsafe { libc::waitpid(-1, std::ptr::null_mut(), 0) } > 0 {}
    } else {
        // A fork bomb replaces each process the loop kills; with a pids cgroup the room is
        // sealed first (no fork can succeed), its refusals counted before: they are the kill's.
        let refused_before_seal = cgroups.pids.as_ref().map(RunCgroup::refused_forks);
        let sealed = cgroups.pids.as_ref().is_some_and(|pids| pids.limit_processes(0).is_ok());
        tree::freeze_and_kill_descendants();
        if let (true, Some(pids), Some(refused_forks)) = (sealed, &cgroups.pids, refused_before_seal) {
            let restored = pids.limit_processes(config.processes).is_ok();
            seal = Some(Seal { refused_forks, restored });
        }
    }

    if watch_processes {
        // Back to the normal policy for the next run (a zygote serves many).
        let param = libc::sched_param { sched_priority: 0 };
        // SAFETY: a valid sched_param for this process.
        unsafe { libc::sched_setscheduler(0, libc::SCHED_OTHER, &param) };
    }
    report.status = status;
    report.wall_us = wall.as_micros() as u64;
    let tv = |t: libc::timeval| t.tv_sec.max(0) as u64 * 1_000_000 + t.tv_usec.max(0) as u64;
    report.cpu_us = tv(usage.ru_utime) + tv(usage.ru_stime);
    report.peak_rss_kib = (usage.ru_maxrss.max(0) as u64).max(peak_polled / 1024);
    (report, seal)
}

/// A room sealed for its emptying (`pids.max` 0): the forks refused before, and whether its
/// process cap was written back.
#[derive(Clone, Copy)]
struct Seal {
    refused_forks: u64,
    restored: bool,
}

/// `report` completed with what the run's cgroups counted: OOM kills and refused forks since
/// the slot's previous run.
fn finish_report(
    mut report: RoomReport,
    cgroups: &Cgroups,
    mut slot_state: SlotState,
    oom_kills_before: u64,
    refused_forks_before: u64,
    seal: Option<Seal>,
) -> RoomReport {
    if let Some(memory) = &cgroups.memory {
        let oom_kills = memory.oom_kills();
        report.memory_exceeded |= oom_kills > oom_kills_before;
        slot_state.oom_kills = Some(oom_kills);
    }
    if let Some(pids) = &cgroups.pids {
        let refused_forks = pids.refused_forks();
        let refused_by_the_run = seal.map_or(refused_forks, |seal| seal.refused_forks);
        report.processes_exceeded |= refused_by_the_run > refused_forks_before;
        slot_state.refused_forks = Some(refused_forks);
        if seal.is_some_and(|seal| !seal.restored) {
            // The next run in the slot writes its cap again.
            slot_state.processes_limit = None;
        }
    }
    report.slot_state = slot_state;
    report
}

/// Whether the judge died: its end of the control pipe is closed and it asked for nothing.
fn judge_is_gone(control: RawFd) -> bool {
    let mut poll = libc::pollfd { fd: control, events: libc::POLLIN, revents: 0 };
    let mut byte = 0u8;
    // SAFETY: one live pollfd; a one-byte read into a local, which cannot block once readable.
    unsafe { libc::poll(&mut poll, 1, 0) == 1 && libc::read(control, (&mut byte as *mut u8).cast(), 1) == 0 }
}

/// Points the launcher's stdin, stdout and stderr at /dev/null.
fn release_stdio() {
    // SAFETY: plain syscalls on the launcher's own descriptors.
    unsafe {
        let null = libc::open(c"/dev/null".as_ptr(), libc::O_RDWR | libc::O_CLOEXEC);
        if null >= 0 {
            for fd in 0..3 {
                libc::dup2(null, fd);
            }
            libc::close(null);
        }
    }
}

/// The limits the program's process sets on itself before exec.
struct ProgramLimits {
    processes: Option<u64>,
    address_space: Option<u64>,
    /// `RLIMIT_STACK` to set, when the memory limit is above the inherited one.
    stack: Option<libc::rlimit>,
    /// `RLIMIT_CPU`: SIGXCPU at this many seconds of CPU time, SIGKILL a second later.
    cpu_seconds: Option<u64>,
    /// `RLIMIT_FSIZE`: no file may grow past this (SIGXFSZ, or EFBIG where it is ignored).
    file_bytes: Option<u64>,
    /// Whether the program must start without root's capabilities (the judge runs as root).
    drop_capabilities: bool,
}

/// Leaves this process no capability to take through its exec, even as root: root is then a
/// user like any other, who may not set the host name or the clock, load modules, make
/// devices, reconfigure the network or override permissions. Root's exec grants no
/// capability (`SECBIT_NOROOT`, locked), the permitted, effective, inheritable and ambient
/// sets are emptied, and no exec may grant more (`PR_SET_NO_NEW_PRIVS`: no set-user-ID bit, no
/// file capability). A few calls, where emptying the bounding set took one per capability
/// (0.1 ms a run). Raw syscalls only (it runs between clone and exec). Best effort: a root
/// without CAP_SETPCAP (a stripped container) keeps what it has.
///
/// # Safety
/// Only in the program's process before its exec.
unsafe fn drop_capabilities() {
    let bits = libc::SECBIT_NOROOT
        | libc::SECBIT_NOROOT_LOCKED
        | libc::SECBIT_NO_SETUID_FIXUP
        | libc::SECBIT_NO_SETUID_FIXUP_LOCKED
        | libc::SECBIT_NO_CAP_AMBIENT_RAISE
        | libc::SECBIT_NO_CAP_AMBIENT_RAISE_LOCKED;
    libc::prctl(libc::PR_SET_SECUREBITS, bits as libc::c_ulong, 0, 0, 0);
    libc::prctl(libc::PR_CAP_AMBIENT, libc::PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
    libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
    #[repr(C)]
    struct Header {
        version: u32,
        pid: i32,
    }
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct Data {
        effective: u32,
        permitted: u32,
        inheritable: u32,
    }
    const VERSION_3: u32 = 0x2008_0522;
    let mut header = Header { version: VERSION_3, pid: 0 };
    let none = [Data { effective: 0, permitted: 0, inheritable: 0 }; 2];
    libc::syscall(libc::SYS_capset, &mut header, none.as_ptr());
}

/// Everything the program's process needs between its clone and its exec, made beforehand:
/// it is cloned with `CLONE_VM | CLONE_VFORK` (as `posix_spawn` does), so it shares the
/// launcher's memory and may not allocate, and the launcher waits until it has exec'd. No
/// page table is copied and no page is copied on write, which a fork of the launcher costs.
struct ProgramExec {
    path: CString,
    argv_pointers: Vec<*const libc::c_char>,
    envp_pointers: Vec<*const libc::c_char>,
    /// The strings of argv and envp, which their pointers point into.
    _strings: [Vec<CString>; 2],
    /// The program's stdin, stdout and stderr, to be put on 0-2 (all numbered 3 or above).
    stdio: [RawFd; 3],
    workdir: CString,
    join_files: Vec<CString>,
    limits: ProgramLimits,
    /// The Landlock domain to enter, when Landlock is enforced.
    ruleset: Option<OwnedFd>,
    /// Whether the program gets a mount namespace of its own, with a read-only /proc of its PID
    /// namespace and read-only cgroup file systems (see [`exec_child`]).
    private_proc: bool,
    /// The errno of the step that failed in the child; 0 once it exec'd.
    error: AtomicI32,
    /// Which step failed (a [`Step`] as a number; the join file's index past `Step::Join`):
    /// an errno alone, such as ENOENT, does not say whether the folder, a cgroup file or the
    /// program was missing.
    failed_step: AtomicUsize,
}

/// The steps of the program's process between its clone and its exec that can fail.
#[derive(Clone, Copy)]
enum Step {
    Stdio = 0,
    EnterFolder = 1,
    Landlock = 2,
    Exec = 3,
    /// Joining the run's cgroups: `Join as usize + i` for the i-th join file.
    Join = 4,
}

fn c_string(text: &OsStr) -> io::Result<CString> {
    CString::new(text.as_bytes())
        .map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "a NUL byte in an argument"))
}

impl ProgramExec {
    #[allow(clippy::too_many_arguments)]
    fn new(
        program: &OsString,
        args: &[OsString],
        environment: Vec<(OsString, OsString)>,
        stdio: &[OwnedFd; 3],
        workdir: &Path,
        join_files: &[PathBuf],
        limits: ProgramLimits,
        ruleset: Option<OwnedFd>,
        private_proc: bool,
    ) -> io::Result<ProgramExec> {
        // argv[0] stays as the user wrote it, as the exec family would pass it.
        let argv = std::iter::once(program.as_os_str())
            .chain(args.iter().map(OsString::as_os_str))
            .map(c_string)
            .collect::<io::Result<Vec<_>>>()?;
        let envp = environment
            .iter()
            .map(|(key, value)| {
                let mut pair = key.clone();
                pair.push("=");
                pair.push(value);
                c_string(&pair)
            })
            .collect::<io::Result<Vec<_>>>()?;
        let pointers = |strings: &[CString]| {
            strings.iter().map(|s| s.as_ptr()).chain(std::iter::once(std::ptr::null())).collect()
        };
        Ok(ProgramExec {
            path: c_string(in_path(program).as_os_str())?,
            argv_pointers: pointers(&argv),
            envp_pointers: pointers(&envp),
            _strings: [argv, envp],
            stdio: [0, 1, 2].map(|i| stdio[i].as_raw_fd()),
            workdir: c_string(workdir.as_os_str())?,
            join_files: join_files.iter().map(|f| c_string(f.as_os_str())).collect::<io::Result<_>>()?,
            limits,
            ruleset,
            private_proc,
            error: AtomicI32::new(0),
            failed_step: AtomicUsize::new(Step::Exec as usize),
        })
    }

    /// Starts the program; its pid once it has exec'd, or why it could not.
    fn spawn(self) -> io::Result<libc::pid_t> {
        let mut stack = ChildStack::new();
        // SAFETY: the child runs `exec_child` on its own stack with `self`, which outlives it
        // (CLONE_VFORK: clone returns once the child has exec'd or exited).
        let pid = unsafe {
            libc::clone(
                exec_child,
                stack.top(),
                libc::CLONE_VM | libc::CLONE_VFORK | libc::SIGCHLD,
                &self as *const ProgramExec as *mut libc::c_void,
            )
        };
        if pid < 0 {
            return Err(io::Error::last_os_error());
        }
        match self.error.load(Ordering::SeqCst) {
            0 => Ok(pid),
            errno => {
                // SAFETY: reaping our own child, which exited.
                unsafe { libc::waitpid(pid, std::ptr::null_mut(), 0) };
                let error = io::Error::from_raw_os_error(errno);
                Err(io::Error::new(error.kind(), self.describe_failure(&error)))
            }
        }
    }

    /// What failed in the child, naming the step and its path: the errno alone (ENOENT) could
    /// be the program, the run's folder or a cgroup file.
    fn describe_failure(&self, error: &io::Error) -> String {
        let shown = |path: &CString| path.to_string_lossy().into_owned();
        match self.failed_step.load(Ordering::SeqCst) {
            s if s == Step::Stdio as usize => format!("cannot set up its standard streams: {error}"),
            s if s == Step::EnterFolder as usize => {
                format!("cannot enter its folder {}: {error}", shown(&self.workdir))
            }
            s if s == Step::Landlock as usize => format!("cannot enter its Landlock domain: {error}"),
            s if s == Step::Exec as usize => format!("cannot execute {}: {error}", shown(&self.path)),
            join => match self.join_files.get(join - Step::Join as usize) {
                Some(file) => format!("cannot join its cgroup through {}: {error}", shown(file)),
                None => error.to_string(),
            },
        }
    }
}

/// The program's process until exec: async-signal-safe calls only, on prepared data.
extern "C" fn exec_child(argument: *mut libc::c_void) -> libc::c_int {
    // SAFETY: `argument` is the launcher's ProgramExec, alive while the launcher waits; every
    // pointer handed to the kernel comes from its CStrings.
    unsafe {
        let exec = &*(argument as *const ProgramExec);
        let fail = |exec: &ProgramExec, step: usize| -> libc::c_int {
            exec.error.store(*libc::__errno_location(), Ordering::SeqCst);
            exec.failed_step.store(step, Ordering::SeqCst);
            libc::_exit(127)
        };
        let mut none: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut none);
        libc::sigprocmask(libc::SIG_SETMASK, &none, std::ptr::null_mut());
        // The Rust runtime ignores SIGPIPE; a program gets the default, as from a shell.
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
        // A process group of its own, so that a signal to its group (`kill(0, ..)`) reaches
        // only its tree. No new session: the launcher is already outside the terminal's, and
        // `setsid` costs a scheduler group (autogroup) per call.
        libc::setpgid(0, 0);
        libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
        for (target, &fd) in exec.stdio.iter().enumerate() {
            if libc::dup2(fd, target as i32) < 0 {
                return fail(exec, Step::Stdio as usize);
            }
        }
        if libc::chdir(exec.workdir.as_ptr()) != 0 {
            return fail(exec, Step::EnterFolder as usize);
        }
        for (index, file) in exec.join_files.iter().enumerate() {
            let fd = libc::open(file.as_ptr(), libc::O_WRONLY | libc::O_CLOEXEC);
            if fd < 0 || libc::write(fd, b"0".as_ptr().cast(), 1) != 1 {
                return fail(exec, Step::Join as usize + index);
            }
            libc::close(fd);
        }
        rlimit(libc::RLIMIT_CORE, 0);
        if let Some(count) = exec.limits.processes {
            rlimit(libc::RLIMIT_NPROC, count);
        }
        if let Some(bytes) = exec.limits.address_space {
            rlimit(libc::RLIMIT_AS, bytes);
        }
        if let Some(bytes) = exec.limits.file_bytes {
            rlimit(libc::RLIMIT_FSIZE, bytes);
        }
        if let Some(stack) = &exec.limits.stack {
            libc::setrlimit(libc::RLIMIT_STACK, stack);
        }
        if let Some(seconds) = exec.limits.cpu_seconds {
            let cpu =
                libc::rlimit { rlim_cur: seconds as libc::rlim_t, rlim_max: seconds as libc::rlim_t + 1 };
            libc::setrlimit(libc::RLIMIT_CPU, &cpu);
        }
        // The view's /proc is the machine's: every process of the machine is there, and one
        // the program may ptrace-read (as root, any capability-less root process: another
        // run's checker, interactor or solution, of this judge or another) opens the files of
        // its own mount namespace through /proc/PID/root, where this run's answers are not
        // hidden, and its memory through /proc/PID/mem. Landlock's domain refuses that; without
        // it, a mount namespace of the program's own, copied from the view, gets a /proc of the
        // run's PID namespace, read-only: no process outside has a name there. Where the
        // kernel refuses it, the view's /proc stays. The cgroup file systems, writable in the
        // view for the launcher, are read-only there too (see `view::close_launcher_writes`):
        // the program has joined its cgroups above.
        if exec.private_proc && libc::unshare(libc::CLONE_NEWNS) == 0 {
            libc::mount(
                c"proc".as_ptr(),
                c"/proc".as_ptr(),
                c"proc".as_ptr(),
                libc::MS_NOSUID | libc::MS_NODEV | libc::MS_NOEXEC | libc::MS_RDONLY,
                std::ptr::null(),
            );
            super::view::close_launcher_writes();
        }
        if exec.limits.drop_capabilities {
            drop_capabilities();
        }
        if let Some(ruleset) = &exec.ruleset {
            if libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0
                || libc::syscall(libc::SYS_landlock_restrict_self, ruleset.as_raw_fd(), 0) != 0
            {
                return fail(exec, Step::Landlock as usize);
            }
        }
        libc::execve(exec.path.as_ptr(), exec.argv_pointers.as_ptr(), exec.envp_pointers.as_ptr());
        fail(exec, Step::Exec as usize)
    }
}

/// `program` found in PATH as the exec family would, once here, instead of by one failed
/// `execve` per earlier PATH entry in the child (eight for `cat` on a usual PATH). Unchanged
/// when it holds a `/` or is not found (the child then reports the error).
fn in_path(program: &OsString) -> PathBuf {
    use std::os::unix::ffi::OsStrExt;
    if program.as_bytes().contains(&b'/') {
        return PathBuf::from(program);
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    // A relative entry would name a folder below the program's fresh, empty working folder.
    std::env::split_paths(&path)
        .filter(|dir| dir.is_absolute())
        .map(|dir| dir.join(program))
        .find(|candidate| is_executable_file(candidate))
        .unwrap_or_else(|| PathBuf::from(program))
}

fn is_executable_file(path: &Path) -> bool {
    use std::os::unix::ffi::OsStrExt;
    let Ok(c_path) = std::ffi::CString::new(path.as_os_str().as_bytes()) else { return false };
    // SAFETY: a valid NUL-terminated path.
    path.is_file() && unsafe { libc::access(c_path.as_ptr(), libc::X_OK) } == 0
}

/// Whether `pid` has ended, without reaping it.
fn has_exited(pid: libc::pid_t) -> bool {
    // SAFETY: `info` is a valid out-pointer; WNOWAIT leaves the child waitable.
    let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
    let rc = unsafe {
        libc::waitid(libc::P_PID, pid as libc::id_t, &mut info, libc::WEXITED | libc::WNOWAIT | libc::WNOHANG)
    };
    rc == 0 && unsafe { info.si_pid() } == pid
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn programs_are_found_in_path_once_and_paths_are_kept() {
        let sh = in_path(&OsString::from("sh"));
        assert!(sh.is_absolute() && sh.ends_with("sh") && sh.is_file(), "{}", sh.display());
        assert_eq!(in_path(&OsString::from("./a.out")), PathBuf::from("./a.out"));
        let missing = OsString::from("nimkit-no-such-program");
        assert_eq!(in_path(&missing), PathBuf::from(&missing));
    }

    #[test]
    fn a_programs_cpu_time_is_read_while_it_runs_and_not_once_it_is_gone() {
        let mut child = std::process::Command::new("sh").args(["-c", "while :; do :; done"]).spawn().unwrap();
        let pid = child.id() as libc::pid_t;
        let first = process_cpu_us(pid).expect("a running child's CPU clock");
        let mut later = first;
        let start = Instant::now();
        // It spins: its CPU time grows (however busy the machine, within seconds).
        while later == first && start.elapsed() < Duration::from_secs(20) {
            std::thread::sleep(Duration::from_millis(20));
            later = process_cpu_us(pid).expect("still running");
        }
        child.kill().unwrap();
        child.wait().unwrap();
        assert!(later > first, "CPU time stood at {first} µs");
        // Reaped: nothing to read, and the run falls back on RLIMIT_CPU.
        assert_eq!(process_cpu_us(pid), None);
    }
}
