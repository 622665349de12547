//! The file system as a launcher's programs see it: every mount read-only, but for the run's
//! own folder, the files the judge names, a private tmpfs on /dev/shm, and what the launcher
//! itself must write (/proc, the cgroup file systems). Landlock already keeps a program's writes
//! in its folder, but not the metadata of other files: without this view a program could
//! `chmod 000` a test or `touch` a source. The view is a mount namespace the launcher enters
//! once and keeps for all its runs, so a run pays only for a bind mount of a folder it has not
//! seen before (folders serve run after run).

use std::collections::HashSet;
use std::ffi::{CStr, CString};
use std::fs;
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

/// `struct mount_attr` of `mount_setattr(2)`.
#[repr(C)]
struct MountAttr {
    attr_set: u64,
    attr_clr: u64,
    propagation: u64,
    userns_fd: u64,
}

const MOUNT_ATTR_RDONLY: u64 = 0x1;
const AT_RECURSIVE: libc::c_uint = 0x8000;
const STATX_ATTR_MOUNT_ROOT: u64 = 0x2000;
/// Where the view's own tmpfs goes.
const SHARED_MEMORY: &str = "/dev/shm";
/// Where, in it, the message queues of the launcher's IPC namespace are shown.
const MESSAGE_QUEUES: &str = "/dev/shm/.mqueue";
/// Mounts the launcher itself writes to, left writable (with those below them).
const LAUNCHER_WRITES: [&CStr; 2] = [c"/proc", c"/sys/fs/cgroup"];
/// The device nodes of the view's own /dev (see [`own_dev`]), bound from the machine's.
const DEVICES: [&str; 6] = ["/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom", "/dev/tty"];
/// The links of the view's own /dev.
const DEVICE_LINKS: [(&str, &str); 4] = [
    ("/dev/fd", "/proc/self/fd"),
    ("/dev/stdin", "/proc/self/fd/0"),
    ("/dev/stdout", "/proc/self/fd/1"),
    ("/dev/stderr", "/proc/self/fd/2"),
];
/// Below /proc, the kernel's settings: read-only all the same.
const KERNEL_SETTINGS: [&str; 2] = ["/proc/sys", "/proc/sysrq-trigger"];
/// How many writable paths are remembered; past it the list starts afresh (a path the judge
/// removed has lost its mount anyway: the kernel detaches mounts on deleted files).
const REMEMBERED: usize = 4096;

fn c_path(path: &Path) -> io::Result<CString> {
    CString::new(path.as_os_str().as_bytes())
        .map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "a NUL byte in a path"))
}

fn check(result: libc::c_long) -> io::Result<()> {
    if result < 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
}

/// Sets (`read_only`) or clears the read-only flag of the mount at `path`, and with `recursive`
/// of every mount below it.
fn set_read_only(path: &Path, read_only: bool, recursive: bool) -> io::Result<()> {
    let path = c_path(path)?;
    let attr = MountAttr {
        attr_set: if read_only { MOUNT_ATTR_RDONLY } else { 0 },
        attr_clr: if read_only { 0 } else { MOUNT_ATTR_RDONLY },
        propagation: 0,
        userns_fd: 0,
    };
    let flags = if recursive { AT_RECURSIVE } else { 0 };
    // SAFETY: a NUL-terminated path and a live, correctly sized mount_attr.
    check(unsafe {
        libc::syscall(
            libc::SYS_mount_setattr,
            libc::AT_FDCWD,
            path.as_ptr(),
            flags,
            &attr as *const MountAttr,
            std::mem::size_of::<MountAttr>(),
        )
    })
}

/// Makes what the launcher writes ([`LAUNCHER_WRITES`]: /proc, the cgroup file systems),
/// every mount below included, read-only in the calling process's mount namespace: a
/// program's own, copied from the view (see the launcher's `exec_child`). Their files answer to
/// uid 0 alone: without Landlock a root program moved itself out of its memory and pids
/// cgroups (its pid written to a root cgroup's `cgroup.procs`) or could raise their limits.
/// Async-signal-safe: static paths, one syscall each; what the kernel refuses stays.
pub(super) fn close_launcher_writes() {
    let attr = MountAttr { attr_set: MOUNT_ATTR_RDONLY, attr_clr: 0, propagation: 0, userns_fd: 0 };
    for path in LAUNCHER_WRITES {
        // SAFETY: a NUL-terminated path and a live, correctly sized mount_attr.
        unsafe {
            libc::syscall(
                libc::SYS_mount_setattr,
                libc::AT_FDCWD,
                path.as_ptr(),
                AT_RECURSIVE,
                &attr as *const MountAttr,
                std::mem::size_of::<MountAttr>(),
            )
        };
    }
}

/// Whether `path` is the root of a mount (not a folder inside another one).
fn is_mount_root(path: &Path) -> bool {
    let Ok(path) = c_path(path) else { return false };
    // SAFETY: a NUL-terminated path and a zeroed statx buffer for the kernel to fill.
    unsafe {
        let mut info: libc::statx = std::mem::zeroed();
        libc::statx(
            libc::AT_FDCWD,
            path.as_ptr(),
            libc::AT_SYMLINK_NOFOLLOW,
            libc::STATX_BASIC_STATS,
            &mut info,
        ) == 0
            && info.stx_attributes_mask & STATX_ATTR_MOUNT_ROOT != 0
            && info.stx_attributes & STATX_ATTR_MOUNT_ROOT != 0
    }
}

/// Covers `path` in this mount namespace: a folder with an empty, read-only tmpfs, anything else
/// with `/dev/null` (reads as empty), read-only. The path is resolved as the judge gave it
/// (symbolic links followed): the file itself is covered, whatever name the program uses.
fn hide_one(path: &Path) -> io::Result<()> {
    let target = c_path(path)?;
    let folder = fs::metadata(path)?.is_dir();
    cover(&target, folder)?;
    if folder {
        return Ok(());
    }
    let sealed = set_read_only(path, true, false);
    if sealed.is_err() {
        // SAFETY: a NUL-terminated path.
        unsafe { libc::umount2(target.as_ptr(), libc::MNT_DETACH) };
    }
    sealed
}

/// Covers `target` in this mount namespace: a `folder` with an empty, read-only tmpfs, a file
/// with `/dev/null` bound over it (writable until sealed: see [`hide_one`]). Only
/// async-signal-safe calls, so a forked child may cover paths before its exec (a compiler kept
/// from the answers).
pub(super) fn cover(target: &CStr, folder: bool) -> io::Result<()> {
    // SAFETY: NUL-terminated strings; null data where a bind mount allows it.
    unsafe {
        if folder {
            check(
                libc::mount(
                    c"tmpfs".as_ptr(),
                    target.as_ptr(),
                    c"tmpfs".as_ptr(),
                    libc::MS_RDONLY | libc::MS_NOSUID | libc::MS_NODEV | libc::MS_NOEXEC,
                    c"size=4k,mode=555".as_ptr().cast(),
                )
                .into(),
            )
        } else {
            check(
                libc::mount(
                    c"/dev/null".as_ptr(),
                    target.as_ptr(),
                    std::ptr::null(),
                    libc::MS_BIND,
                    std::ptr::null(),
                )
                .into(),
            )
        }
    }
}

/// A bind mount of `source` (a path, or `/proc/self/fd/N`) over `target`, with the mounts below.
fn bind(source: &str, target: &str) -> io::Result<()> {
    let (source, target) = (c_path(Path::new(source))?, c_path(Path::new(target))?);
    // SAFETY: NUL-terminated strings; null data where a bind mount allows it.
    check(
        unsafe {
            libc::mount(
                source.as_ptr(),
                target.as_ptr(),
                std::ptr::null(),
                libc::MS_BIND | libc::MS_REC,
                std::ptr::null(),
            )
        }
        .into(),
    )
}

/// Puts a /dev of the view's own over the machine's: a small tmpfs holding only [`DEVICES`],
/// each bound from the machine's node, the usual links to /proc/self/fd, and a /dev/shm (the
/// machine's, bound, when `machines_shared_memory`: the rooms are below it). The machine's /dev
/// holds what no program may open: a disk, which uid 0 reads whole without any capability
/// (every file's content, the answers the view covers too) and, without Landlock, writes; the
/// kernel log; consoles and the user's own terminals (escape sequences, past the report's
/// quoting); a watchdog, which reboots the machine when opened and left. Whether it was done:
/// where the kernel refuses a step, the machine's /dev stays.
fn own_dev(machines_shared_memory: bool) -> bool {
    let handle = |path: &str| -> Option<OwnedFd> {
        let path = c_path(Path::new(path)).ok()?;
        // SAFETY: a NUL-terminated path; a non-negative result is a fresh fd we own.
        let fd = unsafe { libc::open(path.as_ptr(), libc::O_PATH | libc::O_CLOEXEC) };
        // SAFETY: as above.
        (fd >= 0).then(|| unsafe { OwnedFd::from_raw_fd(fd) })
    };
    // Handles on what stays, taken before the cover hides it.
    let devices: Vec<(&str, OwnedFd)> =
        DEVICES.iter().filter_map(|&path| handle(path).map(|fd| (path, fd))).collect();
    let shared_memory = match machines_shared_memory {
        true => match handle(SHARED_MEMORY) {
            Some(fd) => Some(fd),
            None => return false,
        },
        false => None,
    };
    // SAFETY: NUL-terminated strings.
    let covered = unsafe {
        libc::mount(
            c"tmpfs".as_ptr(),
            c"/dev".as_ptr(),
            c"tmpfs".as_ptr(),
            libc::MS_NOSUID | libc::MS_NOEXEC,
            c"mode=755,size=64k".as_ptr().cast(),
        )
    } == 0;
    if !covered {
        return false;
    }
    let from = |fd: &OwnedFd| format!("/proc/self/fd/{}", fd.as_raw_fd());
    let made = (|| -> io::Result<()> {
        for (path, fd) in &devices {
            fs::File::create(path)?;
            bind(&from(fd), path)?;
        }
        for (link, target) in DEVICE_LINKS {
            std::os::unix::fs::symlink(target, link)?;
        }
        fs::create_dir(SHARED_MEMORY)?;
        if let Some(fd) = &shared_memory {
            bind(&from(fd), SHARED_MEMORY)?;
        }
        Ok(())
    })();
    if made.is_err() {
        // SAFETY: a NUL-terminated path.
        unsafe { libc::umount2(c"/dev".as_ptr(), libc::MNT_DETACH) };
    }
    made.is_ok()
}

/// The folders where the machine's services keep their UNIX sockets: /run (and /var/run where it
/// is a folder of its own: docker's socket, D-Bus and systemd's, the user's runtime folder), the
/// X server's and ICE's in /tmp, and every `ssh-*` folder of /tmp (ssh-agent's). A program may
/// connect to a socket by its path, which nothing else here refuses (Landlock scopes abstract
/// sockets only): in the view they are covered. Resolved (/var/run is mostly a link to /run),
/// each once, and never one holding a path of `needed` (a TMPDIR below /run/user/UID).
fn service_socket_folders(needed: &[PathBuf]) -> Vec<PathBuf> {
    let mut candidates: Vec<PathBuf> =
        ["/run", "/var/run", "/tmp/.X11-unix", "/tmp/.ICE-unix"].iter().map(PathBuf::from).collect();
    if let Ok(entries) = fs::read_dir("/tmp") {
        candidates.extend(
            entries
                .flatten()
                .filter(|entry| entry.file_name().as_encoded_bytes().starts_with(b"ssh-"))
                .map(|entry| entry.path()),
        );
    }
    let mut folders: Vec<PathBuf> = Vec::new();
    for candidate in candidates {
        let Ok(folder) = fs::canonicalize(&candidate) else { continue };
        let holds_needed = needed.iter().any(|path| path.starts_with(&folder));
        if folder.is_dir() && !holds_needed && !folders.iter().any(|f| folder.starts_with(f)) {
            folders.push(folder);
        }
    }
    folders
}

/// Moves this process into a mount namespace of its own, whose mounts do not propagate back
/// out (the machine's later mounts still come in). Only async-signal-safe calls (see [`cover`]).
pub(super) fn enter_own_mount_namespace() -> io::Result<()> {
    // SAFETY: plain syscalls with NUL-terminated strings or nulls where allowed.
    unsafe {
        check(libc::unshare(libc::CLONE_NEWNS).into())?;
        check(
            libc::mount(
                std::ptr::null(),
                c"/".as_ptr(),
                std::ptr::null(),
                libc::MS_REC | libc::MS_SLAVE,
                std::ptr::null(),
            )
            .into(),
        )
    }
}

/// The read-only view of a launcher, entered once.
pub struct View {
    /// The root as it was before the view: folders the view cannot remove are removed through
    /// it (a path resolved from it crosses the mounts of the outer namespace, all writable).
    outer_root: OwnedFd,
    /// Paths made writable so far.
    writable: HashSet<PathBuf>,
    /// Whether /dev/shm is the view's own tmpfs.
    private_shared_memory: bool,
    /// Whether the message queues of the launcher's IPC namespace are shown in it.
    message_queues: bool,
    /// The paths writable for the run in progress.
    open_now: Vec<PathBuf>,
    /// The paths hidden from the run in progress (see [`View::hide`]).
    hidden_now: Vec<PathBuf>,
    /// /proc/self/mountinfo, polled for changes to the mount table (reading it costs ~40 µs).
    mount_table: Option<OwnedFd>,
    /// The service socket folders covered (see [`service_socket_folders`]).
    services: Vec<PathBuf>,
}

impl View {
    /// Enters a mount namespace of this process's own (it needs the privilege to, as root or in
    /// a user namespace of its own) and makes it the read-only view. Mounts made outside later
    /// still appear in it; none made in it leaves it. `rooms` is where the rooms' folders are
    /// made: below /dev/shm (a `TMPDIR` there), the machine's /dev/shm stays.
    pub fn enter(rooms: &Path) -> io::Result<View> {
        // SAFETY: a NUL-terminated path; a non-negative result is a fresh fd we own.
        let outer_root =
            unsafe { libc::open(c"/".as_ptr(), libc::O_PATH | libc::O_DIRECTORY | libc::O_CLOEXEC) };
        if outer_root < 0 {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: as above.
        let outer_root = unsafe { OwnedFd::from_raw_fd(outer_root) };
        enter_own_mount_namespace()?;
        own_dev(rooms.starts_with(SHARED_MEMORY));
        // What the launcher itself needs stays: the rooms, the temporary folder (the games'
        // folders), its own folder and program. A run's program (a compiled one in the cache)
        // or files below a covered folder uncover it (`uncover_services_holding`).
        let needed: Vec<PathBuf> = [
            Some(rooms.to_path_buf()),
            Some(std::env::temp_dir()),
            std::env::current_dir().ok(),
            std::env::current_exe().ok(),
        ]
        .into_iter()
        .flatten()
        .map(|path| fs::canonicalize(&path).unwrap_or(path))
        .collect();
        let services: Vec<PathBuf> = service_socket_folders(&needed)
            .into_iter()
            .filter(|folder| c_path(folder).is_ok_and(|c| cover(&c, true).is_ok()))
            .collect();
        // A tmpfs of the view's own on /dev/shm: POSIX shared memory and semaphores (Python's
        // multiprocessing locks) work, charged to the run's memory, and leave nothing outside.
        let private_shared_memory = Path::new(SHARED_MEMORY).is_dir()
            && !rooms.starts_with(SHARED_MEMORY)
            // SAFETY: NUL-terminated strings.
            && unsafe {
                libc::mount(
                    c"tmpfs".as_ptr(),
                    c"/dev/shm".as_ptr(),
                    c"tmpfs".as_ptr(),
                    libc::MS_NOSUID | libc::MS_NODEV,
                    c"mode=1777".as_ptr().cast(),
                )
            } == 0;
        // The POSIX message queues of the IPC namespace the launcher is in now, to be removed
        // after each run like the rest of /dev/shm.
        let message_queues = private_shared_memory
            && fs::create_dir(MESSAGE_QUEUES).is_ok()
            // SAFETY: NUL-terminated strings.
            && unsafe {
                libc::mount(
                    c"mqueue".as_ptr(),
                    c"/dev/shm/.mqueue".as_ptr(),
                    c"mqueue".as_ptr(),
                    libc::MS_NOSUID | libc::MS_NODEV | libc::MS_NOEXEC,
                    std::ptr::null(),
                )
            } == 0;
        let mut view = View {
            outer_root,
            writable: HashSet::new(),
            private_shared_memory,
            message_queues,
            open_now: Vec::new(),
            hidden_now: Vec::new(),
            mount_table: None,
            services,
        };
        view.seal()?;
        // SAFETY: a NUL-terminated path; a non-negative result is a fresh fd we own.
        let table = unsafe { libc::open(c"/proc/self/mountinfo".as_ptr(), libc::O_RDONLY | libc::O_CLOEXEC) };
        // SAFETY: as above.
        view.mount_table = (table >= 0).then(|| unsafe { OwnedFd::from_raw_fd(table) });
        view.table_changed();
        Ok(view)
    }

    /// Whether the mount table changed since the last call (each call takes note of it); true
    /// when that cannot be known.
    fn table_changed(&self) -> bool {
        let Some(table) = &self.mount_table else { return true };
        let mut poll = libc::pollfd { fd: table.as_raw_fd(), events: libc::POLLPRI, revents: 0 };
        // SAFETY: one live pollfd.
        let ready = unsafe { libc::poll(&mut poll, 1, 0) };
        ready != 0 && (ready < 0 || poll.revents & (libc::POLLPRI | libc::POLLERR) != 0)
    }

    /// Makes every mount read-only but those the launcher writes and /dev/shm, and keeps the
    /// kernel's settings (/proc/sys, /proc/sysrq-trigger) read-only below /proc: uid 0 may
    /// write them without any capability. Again whenever a mount appears that is writable.
    fn seal(&mut self) -> io::Result<()> {
        set_read_only(Path::new("/"), true, true)?;
        for path in self.kept_writable().into_iter().map(Path::new).filter(|p| is_mount_root(p)) {
            // A mount below it that stays read-only (a container's /proc/sys) refuses the
            // recursive change; the mount itself is what the launcher needs.
            if set_read_only(path, false, true).is_err() {
                let _ = set_read_only(path, false, false);
            }
        }
        for settings in KERNEL_SETTINGS.map(Path::new).into_iter().filter(|p| p.exists()) {
            if !is_mount_root(settings) {
                if let Ok(c) = c_path(settings) {
                    // SAFETY: NUL-terminated paths; a bind mount of a path over itself.
                    unsafe {
                        libc::mount(c.as_ptr(), c.as_ptr(), std::ptr::null(), libc::MS_BIND, std::ptr::null())
                    };
                }
            }
            let _ = set_read_only(settings, true, true);
        }
        // Every folder made writable is read-only again (the recursive change reached them);
        // each run opens its own anew.
        self.open_now.clear();
        Ok(())
    }

    /// The mounts left writable: what the launcher itself writes, and the view's /dev/shm.
    fn kept_writable(&self) -> Vec<&'static str> {
        let mut kept: Vec<&'static str> =
            LAUNCHER_WRITES.iter().map(|path| path.to_str().expect("ASCII paths")).collect();
        if self.private_shared_memory {
            kept.push(SHARED_MEMORY);
        }
        kept
    }

    /// Whether a writable mount is there that the view does not mean to be (one made outside
    /// after the view was entered: mounts outside still appear here), from /proc/self/mountinfo.
    fn has_stray_writable_mount(&self) -> bool {
        let Ok(table) = fs::read_to_string("/proc/self/mountinfo") else { return false };
        let kept = self.kept_writable();
        table.lines().any(|line| {
            let fields: Vec<&str> = line.split(' ').collect();
            let (Some(point), Some(options)) = (fields.get(4), fields.get(5)) else { return false };
            let writable = options.split(',').next() == Some("rw");
            let below = |root: &str| {
                point.strip_prefix(root).is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
            };
            let settings = KERNEL_SETTINGS.iter().any(|s| below(s));
            writable && (settings || !kept.iter().any(|root| below(root)))
        })
    }

    /// Opens `paths` (the run's folder, files the judge names) for writing in the view for one
    /// run: a bind mount of each over itself, made once and then made writable for each run
    /// only (see [`View::close`]), so that no run can touch another's folder. A writable mount
    /// made outside meanwhile is sealed first.
    pub fn open(&mut self, paths: &[&Path]) -> io::Result<()> {
        if self.table_changed() && self.has_stray_writable_mount() {
            self.seal()?;
        }
        for &path in paths {
            self.make_writable(path)?;
            self.open_now.push(path.to_path_buf());
        }
        // Its own changes are no news.
        self.table_changed();
        Ok(())
    }

    /// Makes the paths [`View::open`] opened read-only again, once the run is over.
    pub fn close(&mut self) {
        for path in self.open_now.drain(..) {
            let _ = set_read_only(&path, true, false);
        }
        self.table_changed();
    }

    /// Hides exactly `paths` (the test's expected answer, or its folder) from the next run: an
    /// empty read-only tmpfs over a folder, `/dev/null` bound over a file. Asked per run, not
    /// once per launcher: a checker's run in the same launcher asks for nothing and reads the
    /// answer. What the previous run hid stays when the same is asked (a solution's runs back to
    /// back pay no mount). Every path is tried; the first failure is returned (the run then goes
    /// on with that path readable).
    pub fn hide(&mut self, paths: &[PathBuf]) -> io::Result<()> {
        if self.hidden_now == paths {
            return Ok(());
        }
        self.show_hidden();
        let mut first_error = None;
        for path in paths {
            match hide_one(path) {
                Ok(()) => self.hidden_now.push(path.clone()),
                Err(e) => {
                    first_error
                        .get_or_insert_with(|| io::Error::new(e.kind(), format!("{}: {e}", path.display())));
                }
            }
        }
        self.table_changed();
        first_error.map_or(Ok(()), Err)
    }

    /// Uncovers, for good, each service socket folder that holds one of `paths` (a run's
    /// program, folder or files, given below /run by the user): the run needs it.
    pub fn uncover_services_holding(&mut self, paths: &[&Path]) {
        let before = self.services.len();
        self.services.retain(|folder| {
            let holds = paths.iter().any(|path| path.starts_with(folder));
            if holds {
                if let Ok(c) = c_path(folder) {
                    // SAFETY: a NUL-terminated path.
                    unsafe { libc::umount2(c.as_ptr(), libc::MNT_DETACH) };
                }
            }
            !holds
        });
        if self.services.len() != before {
            self.table_changed();
        }
    }

    /// Takes away what [`View::hide`] put over the hidden paths.
    fn show_hidden(&mut self) {
        if self.hidden_now.is_empty() {
            return;
        }
        for path in self.hidden_now.drain(..) {
            if let Ok(c) = c_path(&path) {
                // SAFETY: a NUL-terminated path.
                unsafe { libc::umount2(c.as_ptr(), libc::MNT_DETACH) };
            }
        }
    }

    /// Makes `path` (a folder or a file) writable in the view: a bind mount of itself, made
    /// once, its read-only flag cleared.
    fn make_writable(&mut self, path: &Path) -> io::Result<()> {
        // Its mount may be gone (the kernel detaches a mount when the judge removes its
        // folder, and a new one may come to the same path): clearing the flag then would make
        // the mount around it writable instead, so it is bound anew.
        if self.writable.contains(path) && is_mount_root(path) {
            return set_read_only(path, false, false);
        }
        if self.writable.len() >= REMEMBERED {
            self.writable.clear();
        }
        let c = c_path(path)?;
        // SAFETY: NUL-terminated paths; null fstype and data are allowed for a bind mount.
        check(
            unsafe { libc::mount(c.as_ptr(), c.as_ptr(), std::ptr::null(), libc::MS_BIND, std::ptr::null()) }
                .into(),
        )?;
        set_read_only(path, false, false)?;
        self.writable.insert(path.to_path_buf());
        Ok(())
    }

    /// Where programs may also write: the view's own /dev/shm.
    pub fn shared_memory(&self) -> Option<&'static Path> {
        self.private_shared_memory.then(|| Path::new(SHARED_MEMORY))
    }

    /// The message queues of the IPC namespace the launcher was in when it entered the view,
    /// shown in /dev/shm (and removed by [`View::empty_shared_memory`]): Landlock must grant
    /// writing there for `mq_open` to make a queue (the kernel's own mount of them shares that
    /// folder).
    pub fn message_queues(&self) -> Option<&'static Path> {
        self.message_queues.then(|| Path::new(MESSAGE_QUEUES))
    }

    /// Empties the view's /dev/shm after a run, and removes the message queues it shows:
    /// nothing reaches the next run, and the memory leaves the run's cgroup slot at once.
    pub fn empty_shared_memory(&self) {
        let Some(folder) = self.shared_memory() else { return };
        let Ok(entries) = fs::read_dir(folder) else { return };
        for entry in entries.flatten() {
            let path = entry.path();
            let removed = match entry.file_type() {
                _ if path == Path::new(MESSAGE_QUEUES) => continue,
                Ok(kind) if kind.is_dir() => fs::remove_dir_all(&path),
                _ => fs::remove_file(&path),
            };
            let _ = removed;
        }
        if self.message_queues {
            for queue in fs::read_dir(MESSAGE_QUEUES).into_iter().flatten().flatten() {
                let _ = fs::remove_file(queue.path());
            }
        }
    }

    /// Removes a room's `folder` for good: its contents through the view, the folder itself (a
    /// mount point here, on a read-only mount) through the outer root.
    pub fn remove_folder(&mut self, folder: &Path) {
        if self.writable.contains(folder) {
            let _ = set_read_only(folder, false, false);
        }
        let _ = fs::remove_dir_all(folder);
        if let Ok(c) = c_path(folder) {
            // SAFETY: a NUL-terminated path.
            unsafe { libc::umount2(c.as_ptr(), libc::MNT_DETACH) };
        }
        self.writable.remove(folder);
        let Ok(relative) = c_path(folder.strip_prefix("/").unwrap_or(folder)) else { return };
        // SAFETY: our own directory fd and a NUL-terminated relative path.
        unsafe { libc::unlinkat(self.outer_root.as_raw_fd(), relative.as_ptr(), libc::AT_REMOVEDIR) };
    }
}
