//! Small file-system helpers shared by every command: the one atomic writer (`bundle -o`,
//! `grundy --plot`, the judge's cache), the checks that keep a FIFO or a device from hanging the
//! judge when it is named like a test file, and the one writer of standard output.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::os::unix::fs::{FileTypeExt, OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// Writes `contents` to `path` through a temporary file in the same folder, renamed over
/// `path` once complete and synced: readers see the old file or the new one, never half of
/// one. The folder must exist. A replaced file keeps its permissions; a new one is 0644
/// (the temporary file is private, the result should read like any file the user writes).
/// A symbolic link is written through (the file it names is replaced, the link stays); a
/// device or FIFO (`-o /dev/null`, `-o /dev/stdout`) is written to, never replaced, and a FIFO
/// nobody reads is an error, not a wait; a folder is an error.
pub fn write_atomically(path: &Path, contents: &[u8]) -> io::Result<()> {
    let path = &link_target(path)?;
    match fs::metadata(path) {
        Ok(existing) if existing.is_dir() => {
            return Err(io::Error::new(io::ErrorKind::InvalidInput, "is a folder, not a file"))
        }
        Ok(existing) if !existing.is_file() => return write_in_place(path, contents),
        _ => {}
    }
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let mut temp = tempfile::Builder::new().prefix(".nimkit-").suffix(".tmp").tempfile_in(dir)?;
    temp.write_all(contents)?;
    let permissions = match fs::metadata(path) {
        Ok(existing) => existing.permissions(),
        Err(_) => fs::Permissions::from_mode(0o644),
    };
    temp.as_file().set_permissions(permissions)?;
    temp.as_file().sync_all()?;
    temp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// The first failure to write to standard output other than a closed pipe, for `main` to report.
static STDOUT_FAILURE: Mutex<Option<String>> = Mutex::new(None);

/// Writes `bytes` to standard output and flushes, so a report reaches its reader line by line.
/// A closed pipe (`nimkit test ... | head -1`) is no error: the reader has what it wanted. Any
/// other failure (`> /dev/full`) is remembered, never a panic: the command goes on (a judge run
/// is not cut short), and `main` reports it with a nonzero exit ([`stdout_failure`]).
pub fn write_stdout(bytes: &[u8]) {
    let mut out = io::stdout().lock();
    match out.write_all(bytes).and_then(|()| out.flush()) {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => {}
        Err(e) => {
            let mut failure = STDOUT_FAILURE.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            failure.get_or_insert_with(|| e.to_string());
        }
    }
}

/// Why some output was lost, when writing to standard output failed (see [`write_stdout`]).
pub fn stdout_failure() -> Option<String> {
    STDOUT_FAILURE.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).clone()
}

/// The path a chain of symbolic links at `path` ends at (`path` itself when it is no link),
/// whether or not that file exists yet.
fn link_target(path: &Path) -> io::Result<PathBuf> {
    let mut path = path.to_path_buf();
    // The kernel's own bound on links followed in one lookup.
    for _ in 0..40 {
        match fs::symlink_metadata(&path) {
            Ok(metadata) if metadata.file_type().is_symlink() => {
                let target = fs::read_link(&path)?;
                path = match path.parent() {
                    Some(parent) if target.is_relative() => parent.join(target),
                    _ => target,
                };
            }
            _ => return Ok(path),
        }
    }
    Err(io::Error::other("too many levels of symbolic links"))
}

/// Writes to a device or FIFO as it is. Opened without blocking (no reader: ENXIO, an error),
/// then written blocking, so a slow reader gets all of it.
fn write_in_place(path: &Path, contents: &[u8]) -> io::Result<()> {
    let mut file = OpenOptions::new().write(true).custom_flags(libc::O_NONBLOCK).open(path).map_err(|e| {
        if e.raw_os_error() == Some(libc::ENXIO) {
            io::Error::new(e.kind(), "a FIFO that no process reads (start the reader first)")
        } else {
            e
        }
    })?;
    // SAFETY: fcntl on a descriptor we own.
    unsafe {
        use std::os::fd::AsRawFd;
        let flags = libc::fcntl(file.as_raw_fd(), libc::F_GETFL);
        if flags >= 0 {
            libc::fcntl(file.as_raw_fd(), libc::F_SETFL, flags & !libc::O_NONBLOCK);
        }
    }
    file.write_all(contents)
}

/// Every file under `path` (itself when it is a file), sorted; a folder that cannot be read is
/// an error naming it.
pub fn files_under(path: &Path) -> Result<Vec<PathBuf>, String> {
    let mut files = Vec::new();
    let mut pending = vec![path.to_path_buf()];
    while let Some(next) = pending.pop() {
        if next.is_dir() {
            let entries = fs::read_dir(&next).map_err(|e| format!("{}: {e}", next.display()))?;
            pending.extend(entries.flatten().map(|entry| entry.path()));
        } else {
            files.push(next);
        }
    }
    files.sort();
    Ok(files)
}

/// Refuses anything but a regular file (following symlinks) without opening it, so a FIFO
/// is never waited on: `tests/x.in: not a regular file (a FIFO)`.
pub fn ensure_regular(path: &Path) -> Result<(), String> {
    let metadata = fs::metadata(path).map_err(|e| format!("{}: cannot read: {e}", path.display()))?;
    match kind_of(&metadata.file_type()) {
        None => Ok(()),
        Some(kind) => Err(format!("{}: not a regular file ({kind})", path.display())),
    }
}

/// Reads a regular file whole. Opened without blocking (a FIFO swapped in after the tests were
/// listed must not hang the judge) and checked again on the open descriptor.
pub fn read_regular(path: &Path) -> Result<Vec<u8>, String> {
    let cannot = |e: io::Error| format!("{}: cannot read: {e}", path.display());
    let mut file: File =
        OpenOptions::new().read(true).custom_flags(libc::O_NONBLOCK).open(path).map_err(cannot)?;
    let metadata = file.metadata().map_err(cannot)?;
    if let Some(kind) = kind_of(&metadata.file_type()) {
        return Err(format!("{}: not a regular file ({kind})", path.display()));
    }
    let mut bytes = Vec::with_capacity(metadata.len() as usize);
    file.read_to_end(&mut bytes).map_err(cannot)?;
    Ok(bytes)
}

/// `None` for a regular file, else what it is, for messages.
fn kind_of(file_type: &fs::FileType) -> Option<&'static str> {
    if file_type.is_file() {
        None
    } else if file_type.is_dir() {
        Some("a directory")
    } else if file_type.is_fifo() {
        Some("a FIFO")
    } else if file_type.is_char_device() {
        Some("a character device")
    } else if file_type.is_block_device() {
        Some("a block device")
    } else if file_type.is_socket() {
        Some("a socket")
    } else {
        Some("not a file")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    #[test]
    fn files_under_lists_every_file_of_a_tree_sorted_and_a_file_as_itself() {
        let dir = tempfile::tempdir().unwrap();
        for name in ["b/c.txt", "a.txt", "b/d/e.txt"] {
            let path = dir.path().join(name);
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(&path, name).unwrap();
        }
        let found = files_under(dir.path()).unwrap();
        let names: Vec<_> = found.iter().map(|p| p.strip_prefix(dir.path()).unwrap().to_path_buf()).collect();
        assert_eq!(names, ["a.txt", "b/c.txt", "b/d/e.txt"].map(PathBuf::from));
        assert_eq!(files_under(&dir.path().join("a.txt")).unwrap(), [dir.path().join("a.txt")]);
    }

    #[test]
    fn links_are_written_through_and_fifos_written_to_never_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("real.rs");
        fs::write(&real, "old").unwrap();
        let link = dir.path().join("link.rs");
        std::os::unix::fs::symlink("real.rs", &link).unwrap();
        write_atomically(&link, b"new").unwrap();
        assert!(fs::symlink_metadata(&link).unwrap().file_type().is_symlink(), "the link stays");
        assert_eq!(fs::read_to_string(&real).unwrap(), "new");
        // A dangling link: the file it names is made.
        let dangling = dir.path().join("dangling.rs");
        std::os::unix::fs::symlink("made.rs", &dangling).unwrap();
        write_atomically(&dangling, b"made").unwrap();
        assert_eq!(fs::read_to_string(dir.path().join("made.rs")).unwrap(), "made");

        let fifo = dir.path().join("fifo");
        let c_path = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        // SAFETY: a NUL-terminated path.
        assert_eq!(unsafe { libc::mkfifo(c_path.as_ptr(), 0o600) }, 0);
        // Nobody reads: an error at once, not a wait.
        let start = Instant::now();
        assert!(write_atomically(&fifo, b"lost").is_err());
        assert!(start.elapsed() < Duration::from_secs(5));
        // A reader gets every byte, and the FIFO is still one.
        let reader = {
            let fifo = fifo.clone();
            std::thread::spawn(move || fs::read(&fifo).unwrap())
        };
        let big = vec![b'x'; 1 << 20];
        let mut written = Err(io::Error::other("not yet"));
        for _ in 0..500 {
            written = write_atomically(&fifo, &big);
            if written.is_ok() {
                break;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        written.unwrap();
        assert_eq!(reader.join().unwrap().len(), big.len());
        assert!(fs::metadata(&fifo).unwrap().file_type().is_fifo());
        assert!(write_atomically(dir.path(), b"x").is_err(), "a folder is refused");
    }

    #[test]
    fn writes_whole_files_and_replaces_old_ones() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("out.rs");
        write_atomically(&out, b"first").unwrap();
        write_atomically(&out, b"second").unwrap();
        assert_eq!(fs::read_to_string(&out).unwrap(), "second");
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1, "no temporary file is left behind");
        assert_eq!(fs::metadata(&out).unwrap().permissions().mode() & 0o777, 0o644);
        fs::set_permissions(&out, fs::Permissions::from_mode(0o600)).unwrap();
        write_atomically(&out, b"third").unwrap();
        assert_eq!(fs::metadata(&out).unwrap().permissions().mode() & 0o777, 0o600, "kept on replace");
    }

    #[test]
    fn a_failed_write_leaves_no_file() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("no-such-dir").join("out.rs");
        assert!(write_atomically(&missing, b"x").is_err());
        assert!(!missing.exists());
    }

    #[test]
    fn fifos_directories_and_devices_are_refused_without_blocking() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("x.in");
        let c_path = std::ffi::CString::new(fifo.as_os_str().as_encoded_bytes()).unwrap();
        // SAFETY: mkfifo on a valid C string.
        assert_eq!(unsafe { libc::mkfifo(c_path.as_ptr(), 0o644) }, 0);
        let started = Instant::now();
        assert_eq!(
            ensure_regular(&fifo).unwrap_err(),
            format!("{}: not a regular file (a FIFO)", fifo.display())
        );
        assert!(read_regular(&fifo).unwrap_err().ends_with("not a regular file (a FIFO)"));
        // A hang bound (a FIFO without a writer blocks forever), generous for a loaded machine.
        assert!(started.elapsed() < Duration::from_secs(30), "a FIFO was waited on");
        assert!(ensure_regular(dir.path()).unwrap_err().ends_with("(a directory)"));
        assert!(read_regular(Path::new("/dev/zero")).unwrap_err().ends_with("(a character device)"));
        let link = dir.path().join("link.in");
        std::os::unix::fs::symlink(&fifo, &link).unwrap();
        assert!(ensure_regular(&link).unwrap_err().ends_with("(a FIFO)"));
        let file = dir.path().join("ok.in");
        fs::write(&file, "1 2\n").unwrap();
        assert_eq!(ensure_regular(&file), Ok(()));
        assert_eq!(read_regular(&file).unwrap(), b"1 2\n");
    }
}
