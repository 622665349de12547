//! The runs' private working folders. Under [`super::process::supervised`] a folder
//! that a run left as it found it (empty, same mode and inode flags) serves the next run, and all are removed
//! when judging ends: making and removing a folder on ext4 cost the judge about 0.1 ms a run,
//! a tenth of a trivial test. Elsewhere each run gets a folder of its own, removed after it.
//!
//! A folder's name carries the judge's pid (`nimkit-room-PID-XXXXXX`). A judge that is killed
//! cannot remove its folders: the launcher of a run removes its own folder when it sees the
//! judge die, and the next judge to pool removes free folders of judges that are gone.

use std::fs;
use std::io;
use std::os::fd::AsRawFd;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// Folders kept for later runs.
#[derive(Default)]
struct Pool {
    /// Whether folders are kept at all (someone removes them at the end: [`remove_all`]).
    enabled: bool,
    /// Free folders, with what each was made as.
    free: Vec<(PathBuf, Stamp)>,
    /// Every folder made for the pool and not yet removed.
    made: Vec<PathBuf>,
    /// Whether this process has started its scan for stale folders (once: a run that leaves
    /// files behind empties `made` again, and must not start a scan of its own).
    scanned: bool,
}

static POOL: Mutex<Pool> =
    Mutex::new(Pool { enabled: false, free: Vec::new(), made: Vec::new(), scanned: false });

/// A run's working folder.
pub enum Workdir {
    /// Removed when the run is over.
    Own(tempfile::TempDir),
    /// From the pool, with what it was made as.
    Pooled(PathBuf, Stamp),
}

impl Workdir {
    /// A fresh, empty folder: a free one from the pool, else a new one.
    pub fn acquire() -> io::Result<Workdir> {
        Workdir::acquire_from(&POOL)
    }

    fn acquire_from(pool: &Mutex<Pool>) -> io::Result<Workdir> {
        let mut pool = pool.lock().unwrap_or_else(|p| p.into_inner());
        if !pool.enabled {
            return Ok(Workdir::Own(make()?));
        }
        if let Some((path, made)) = pool.free.pop() {
            return Ok(Workdir::Pooled(path, made));
        }
        if !std::mem::replace(&mut pool.scanned, true) {
            // In the background: a temporary folder may hold thousands of entries (1,131 here,
            // 1.2 ms to read), and nothing waits for the removal.
            std::thread::spawn(|| remove_stale(&std::env::temp_dir()));
        }
        let path = make()?.keep();
        let made = Stamp::of(&path)?;
        pool.made.push(path.clone());
        Ok(Workdir::Pooled(path, made))
    }

    pub fn path(&self) -> &Path {
        match self {
            Workdir::Own(dir) => dir.path(),
            Workdir::Pooled(path, _) => path,
        }
    }

    /// Gives the folder back once nothing of its run is left: to the pool when the run left
    /// it as it was (and `reusable`: its room was reported empty), else removes it.
    pub fn release(self, reusable: bool) {
        self.release_to(&POOL, reusable);
    }

    fn release_to(self, pool: &Mutex<Pool>, reusable: bool) {
        match self {
            Workdir::Own(dir) => {
                let _ = remove_tree(&dir.keep());
            }
            Workdir::Pooled(path, made) => {
                let keep = reusable && is_untouched(&path, made);
                let mut pool = pool.lock().unwrap_or_else(|p| p.into_inner());
                if keep && pool.enabled {
                    pool.free.push((path, made));
                } else if remove_tree(&path).is_ok() {
                    pool.made.retain(|p| p != &path);
                }
            }
        }
    }
}

const PREFIX: &str = "nimkit-room-";

fn make() -> io::Result<tempfile::TempDir> {
    tempfile::Builder::new().prefix(&format!("{PREFIX}{}-", std::process::id())).tempdir()
}

/// Removes the folders in `temp` of judges that are gone: named by a pid that no longer runs,
/// owned by this user, and untouched for a minute (a judge in another pid namespace that
/// shares this folder has pids that look dead from here; its free folders are hardly that old
/// and still, but in-use ones are not touched by this anyway: their runs write in them).
fn remove_stale(temp: &Path) {
    // SAFETY: plain getter.
    let uid = unsafe { libc::geteuid() };
    let Ok(entries) = fs::read_dir(temp) else { return };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if !super::made_by_a_gone_process(&name, PREFIX) {
            continue;
        }
        let Ok(meta) = entry.path().symlink_metadata() else { continue };
        let idle = meta.modified().ok().and_then(|m| m.elapsed().ok()).is_some_and(|age| age.as_secs() >= 60);
        if meta.is_dir() && meta.uid() == uid && idle {
            let _ = remove_tree(&entry.path());
        }
    }
}

/// Removes a room's folder and everything in it. A program may leave folders it made unreadable
/// or unwritable (`chmod 000`), which stops `remove_dir_all` of anyone but root, or, as root,
/// files and folders immutable or append-only (`chattr +i`), which stops root too: their owner
/// (the judge's user, as the program ran with its uid) gives folders back read, write and search
/// permission and clears those flags, without following links, and the removal is tried again.
pub(crate) fn remove_tree(path: &Path) -> io::Result<()> {
    let Err(first) = fs::remove_dir_all(path) else { return Ok(()) };
    if !fs::symlink_metadata(path).is_ok_and(|m| m.is_dir()) {
        return Err(first);
    }
    let mut stack = vec![path.to_path_buf()];
    while let Some(dir) = stack.pop() {
        clear_stubborn_flags(&dir);
        let Ok(meta) = fs::symlink_metadata(&dir) else { continue };
        if !meta.is_dir() {
            continue;
        }
        if meta.mode() & 0o700 != 0o700 {
            use std::os::unix::fs::PermissionsExt;
            let _ = fs::set_permissions(&dir, fs::Permissions::from_mode(meta.mode() | 0o700));
        }
        if let Ok(entries) = fs::read_dir(&dir) {
            stack.extend(entries.flatten().map(|entry| entry.path()));
        }
    }
    fs::remove_dir_all(path)
}

/// What a pooled folder was made as, and must still be to serve another run: its mode, its
/// inode flags (`chattr`): an immutable or append-only folder (root may set those) refuses the
/// next run's files, a synchronous one (any owner may set it) makes its writes slow; and its
/// extended attributes: a run's `user.*` attribute on its folder was read by the next test's
/// run (a channel from test to test), a default ACL set the next run's files' permissions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stamp {
    mode: u32,
    flags: Option<libc::c_int>,
    attributes: Option<u64>,
}

impl Stamp {
    fn of(path: &Path) -> io::Result<Stamp> {
        let meta = fs::symlink_metadata(path)?;
        if !meta.is_dir() {
            return Err(io::Error::other("not a folder"));
        }
        Ok(Stamp { mode: meta.mode(), flags: inode_flags(path), attributes: attributes_digest(path) })
    }
}

/// A digest of the extended attributes of `path` (not followed), names and values (a file
/// system's own labels, as SELinux's, are there from the start); `None` where they cannot be
/// listed.
fn attributes_digest(path: &Path) -> Option<u64> {
    use std::hash::{Hash, Hasher};
    use std::os::unix::ffi::OsStrExt;
    let c_path = std::ffi::CString::new(path.as_os_str().as_bytes()).ok()?;
    // SAFETY: a NUL-terminated path; a null buffer of size 0 asks for the list's size.
    let size = unsafe { libc::llistxattr(c_path.as_ptr(), std::ptr::null_mut(), 0) };
    if size <= 0 {
        return (size == 0).then_some(0);
    }
    let mut names = vec![0u8; size as usize];
    // SAFETY: a buffer of `names.len()` bytes.
    let size = unsafe { libc::llistxattr(c_path.as_ptr(), names.as_mut_ptr().cast(), names.len()) };
    // Grown in between (the run still writing): a folder to replace.
    let names = names.get(..usize::try_from(size).ok()?)?;
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    let mut names: Vec<&[u8]> = names.split(|&b| b == 0).filter(|n| !n.is_empty()).collect();
    names.sort_unstable();
    for name in names {
        let c_name = std::ffi::CString::new(name).ok()?;
        let mut value = vec![0u8; 64 << 10];
        // SAFETY: NUL-terminated strings and a buffer of `value.len()` bytes.
        let length = unsafe {
            libc::lgetxattr(c_path.as_ptr(), c_name.as_ptr(), value.as_mut_ptr().cast(), value.len())
        };
        (name, value.get(..usize::try_from(length).ok()?)?).hash(&mut hasher);
    }
    Some(hasher.finish())
}

/// Immutable and append-only, the inode flags that stop a removal.
const STUBBORN_FLAGS: libc::c_int = 0x10 | 0x20;

/// The inode flags of a folder or regular file (`FS_IOC_GETFLAGS`), where the file system has them.
fn inode_flags(path: &Path) -> Option<libc::c_int> {
    let file = open_without_following(path)?;
    let mut flags: libc::c_int = 0;
    // SAFETY: the ioctl writes one int (the kernel's actual size for these flags).
    let rc = unsafe { libc::ioctl(file.as_raw_fd(), libc::FS_IOC_GETFLAGS, &mut flags) };
    (rc == 0).then_some(flags)
}

/// Clears the immutable and append-only flags of `path` if it has them (root only).
fn clear_stubborn_flags(path: &Path) {
    let Some(flags) = inode_flags(path).filter(|f| f & STUBBORN_FLAGS != 0) else { return };
    let Some(file) = open_without_following(path) else { return };
    let cleared = flags & !STUBBORN_FLAGS;
    // SAFETY: the ioctl reads one int.
    unsafe { libc::ioctl(file.as_raw_fd(), libc::FS_IOC_SETFLAGS, &cleared) };
}

/// A folder or regular file opened read-only, never a link, a FIFO or a device (whose open
/// may block or act).
fn open_without_following(path: &Path) -> Option<fs::File> {
    use std::os::unix::fs::OpenOptionsExt;
    let kind = fs::symlink_metadata(path).ok()?.file_type();
    if !kind.is_dir() && !kind.is_file() {
        return None;
    }
    fs::OpenOptions::new().read(true).custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK).open(path).ok()
}

/// A real folder (not a link put in its place), as it was made (mode, flags, extended
/// attributes), and empty.
fn is_untouched(path: &Path, made: Stamp) -> bool {
    let same = Stamp::of(path).is_ok_and(|now| now == made);
    same && fs::read_dir(path).is_ok_and(|mut entries| entries.next().is_none())
}

/// From now on, folders are kept for later runs; [`remove_all`] must be called at the end.
pub fn start_pooling() {
    POOL.lock().unwrap_or_else(|p| p.into_inner()).enabled = true;
}

/// Removes every pooled folder and stops pooling (call when no run is left, or none can write:
/// after an interrupt, once the rooms are emptied; a run that gives its folder back later
/// finds it gone).
pub fn remove_all() {
    remove_all_of(&POOL);
}

fn remove_all_of(pool: &Mutex<Pool>) {
    let mut pool = pool.lock().unwrap_or_else(|p| p.into_inner());
    pool.enabled = false;
    pool.free.clear();
    for path in std::mem::take(&mut pool.made) {
        let _ = remove_tree(&path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_untouched_folder_is_reused_and_a_used_one_is_replaced() {
        // A pool of its own: the global one serves the other tests' runs.
        // Already scanned: the test must not clean the real temporary folder.
        let pool = Mutex::new(Pool { enabled: true, scanned: true, ..Pool::default() });
        let first = Workdir::acquire_from(&pool).unwrap();
        let path = first.path().to_path_buf();
        first.release_to(&pool, true);
        let second = Workdir::acquire_from(&pool).unwrap();
        assert_eq!(second.path(), path, "an empty folder serves the next run");
        fs::write(second.path().join("left-behind"), "x").unwrap();
        second.release_to(&pool, true);
        assert!(!path.exists(), "a folder with a file left in it is removed");
        let third = Workdir::acquire_from(&pool).unwrap();
        assert_ne!(third.path(), path);
        let third_path = third.path().to_path_buf();
        let name = std::ffi::CString::new(third_path.as_os_str().as_encoded_bytes()).unwrap();
        // SAFETY: NUL-terminated strings and a value of the given length.
        let set = unsafe {
            libc::setxattr(name.as_ptr(), c"user.channel".as_ptr(), b"test 1".as_ptr().cast(), 6, 0)
        };
        third.release_to(&pool, true);
        // Where the file system has user attributes, the folder is not reused.
        assert_eq!(third_path.exists(), set != 0, "a folder with an attribute set by its run is removed");
        let third = Workdir::acquire_from(&pool).unwrap();
        assert_ne!(third.path(), path);
        assert!(fs::read_dir(third.path()).unwrap().next().is_none());
        let third_path = third.path().to_path_buf();
        third.release_to(&pool, false);
        assert!(!third_path.exists(), "a folder whose room was not reported empty is removed");
        let fourth = Workdir::acquire_from(&pool).unwrap();
        let fourth_path = fourth.path().to_path_buf();
        let in_use = Workdir::acquire_from(&pool).unwrap();
        let in_use_path = in_use.path().to_path_buf();
        fourth.release_to(&pool, true);
        remove_all_of(&pool);
        assert!(!fourth_path.exists() && !in_use_path.exists(), "remove_all removes every folder");
        in_use.release_to(&pool, true);
        assert!(pool.lock().unwrap().made.is_empty());
        let own = Workdir::acquire_from(&pool).unwrap();
        assert!(matches!(own, Workdir::Own(_)), "after remove_all, runs get folders of their own");
        let name = own.path().file_name().unwrap().to_string_lossy().into_owned();
        assert!(name.starts_with(&format!("{PREFIX}{}-", std::process::id())), "{name}");
    }

    #[test]
    fn stale_folders_of_gone_judges_are_removed_and_others_kept() {
        let temp = tempfile::tempdir().unwrap();
        // pid_max is at most 2^22: this pid never runs.
        let gone = temp.path().join(format!("{PREFIX}99999999-abc"));
        let alive = temp.path().join(format!("{PREFIX}{}-abc", std::process::id()));
        let recent = temp.path().join(format!("{PREFIX}99999998-abc"));
        let other = temp.path().join("nimkit-room-not-a-pid");
        for dir in [&gone, &alive, &recent, &other] {
            fs::create_dir(dir).unwrap();
            fs::write(dir.join("file"), "x").unwrap();
        }
        let old = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
        for dir in [&gone, &alive, &other] {
            fs::File::open(dir).unwrap().set_modified(old).unwrap();
        }
        remove_stale(temp.path());
        assert!(!gone.exists());
        assert!(alive.exists() && recent.exists() && other.exists());
    }
}
