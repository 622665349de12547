//! Keeping the cache bounded: what it holds by kind, and least-recently-used eviction of
//! compiled binaries once the whole cache is over its cap (`NIMKIT_CACHE_MAX`, default 2 GiB).
//! Nothing here follows a symbolic link or touches anything outside the cache folder.

use std::fs;
use std::os::fd::AsRawFd;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::SystemTime;

/// The default cap on the cache's size.
pub const DEFAULT_CAP: u64 = 2 << 30;

/// The cap: `NIMKIT_CACHE_MAX` as bytes with an optional K, M or G suffix (powers of 1024).
pub fn cap() -> Result<u64, String> {
    match std::env::var("NIMKIT_CACHE_MAX") {
        Err(_) => Ok(DEFAULT_CAP),
        Ok(text) => parse_size(&text).ok_or_else(|| {
            format!("NIMKIT_CACHE_MAX={text}: expected a size such as 500M or 2G (bytes, K, M or G)")
        }),
    }
}

/// `500M`, `2G`, `1024`, `1.5G`: bytes.
pub fn parse_size(text: &str) -> Option<u64> {
    let text = text.trim();
    let (number, unit) = match text.char_indices().last()? {
        (i, c) if c.is_ascii_alphabetic() => (&text[..i], c.to_ascii_uppercase()),
        _ => (text, 'B'),
    };
    let scale: u64 = match unit {
        'B' => 1,
        'K' => 1 << 10,
        'M' => 1 << 20,
        'G' => 1 << 30,
        _ => return None,
    };
    let value: f64 = number.trim().parse().ok()?;
    (value.is_finite() && value >= 0.0).then_some((value * scale as f64) as u64)
}

/// What the cache holds: a kind of entry and its top-level name pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Binaries,
    Crates,
    Generated,
    Problems,
    /// A build or extraction in progress (or left by a crash).
    Temporary,
}

impl Kind {
    pub fn label(self) -> &'static str {
        match self {
            Kind::Binaries => "compiled programs",
            Kind::Crates => "AtCoder crates",
            Kind::Generated => "generated tests",
            Kind::Problems => "extracted problem sets",
            Kind::Temporary => "unfinished builds",
        }
    }

    /// The kind of a top-level entry of the cache, `None` for what nimkit did not make.
    pub fn of(name: &str) -> Option<Kind> {
        match name {
            "bin" => Some(Kind::Binaries),
            "generated" => Some(Kind::Generated),
            _ if name.starts_with('.') => Some(Kind::Temporary),
            _ if name.starts_with("crates-") => Some(Kind::Crates),
            _ if name.starts_with("problems-") => Some(Kind::Problems),
            _ => None,
        }
    }
}

/// Bytes under `path`, never following a symbolic link (a link counts as its own size).
pub fn size_of(path: &Path) -> u64 {
    let Ok(meta) = fs::symlink_metadata(path) else { return 0 };
    if !meta.is_dir() {
        return meta.len();
    }
    let mut total = 0;
    let mut pending = vec![path.to_path_buf()];
    while let Some(dir) = pending.pop() {
        let Ok(entries) = fs::read_dir(&dir) else { continue };
        for entry in entries.flatten() {
            let Ok(meta) = entry.path().symlink_metadata() else { continue };
            if meta.is_dir() {
                pending.push(entry.path());
            } else {
                total += meta.len();
            }
        }
    }
    total
}

/// Marks a cached binary as just used (its modification time), for the LRU order. Opened for
/// reading: a binary another nimkit is running cannot be opened for writing (ETXTBSY), and the
/// owner may set the times either way.
pub fn touch(binary: &Path) {
    if let Ok(file) = fs::File::open(binary) {
        let _ = file.set_modified(SystemTime::now());
    }
}

/// Binaries used more recently than this are never evicted, whether or not a nimkit holds them
/// ([`hold`]): the cap may be exceeded for a while rather than a program built a moment ago
/// vanish before its builder holds it.
pub const RECENT_USE: std::time::Duration = std::time::Duration::from_secs(3600);

/// The cached programs this process may still start, each open with a shared `flock` on it until
/// the process ends (the kernel drops the locks of a process that dies, however it dies).
static HELD: Mutex<Vec<(PathBuf, fs::File)>> = Mutex::new(Vec::new());

/// Marks the cached program `entry` (a binary, or a program's folder) as in use by this process
/// until it ends: a shared lock that [`evict`] in every nimkit process respects, however long
/// ago the program was last prepared (a `stress` or `verify` of hours starts it again and again).
/// False when `entry` is gone, or was evicted and replaced between the caller's look and the
/// lock: then it must be built again.
pub fn hold(entry: &Path) -> bool {
    let mut held = HELD.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if held.iter().any(|(path, file)| path == entry && same_file(file, entry)) {
        return true;
    }
    let Ok(file) = fs::File::open(entry) else { return false };
    // SAFETY: flock on a descriptor we own; it blocks only while an evictor holds the entry,
    // which it does for one unlink.
    while unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_SH) } != 0 {
        if std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted {
            return false;
        }
    }
    // Locked, but perhaps a file an evictor unlinked before we got here.
    if !same_file(&file, entry) {
        return false;
    }
    held.retain(|(path, _)| path != entry);
    held.push((entry.to_path_buf(), file));
    true
}

/// Whether `path` still names the file `file` has open.
fn same_file(file: &fs::File, path: &Path) -> bool {
    match (file.metadata(), fs::symlink_metadata(path)) {
        (Ok(open), Ok(named)) => open.dev() == named.dev() && open.ino() == named.ino(),
        _ => false,
    }
}

/// Removes the cached binary `path` unless a nimkit holds it ([`hold`]): an exclusive lock, not
/// waited for, taken for the unlink. Whether it went.
fn remove_unless_held(path: &Path) -> bool {
    let Ok(file) = fs::File::open(path) else { return false };
    // SAFETY: flock on a descriptor we own.
    let locked = unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } == 0;
    // Another process may have replaced it meanwhile: that one is not ours to judge.
    locked && same_file(&file, path) && fs::remove_file(path).is_ok()
}

/// Evicts least recently used binaries from `cache/bin` until the whole cache is at most
/// `cap` bytes, sparing `keep` (the binary just built), every binary a nimkit process holds
/// ([`hold`]) and every binary used within [`RECENT_USE`]. Returns how many went, and bytes freed.
pub fn evict(cache: &Path, cap: u64, keep: &Path) -> (usize, u64) {
    let mut total = size_of(cache);
    if total <= cap {
        return (0, 0);
    }
    let bin = cache.join("bin");
    let mut binaries: Vec<(SystemTime, PathBuf, u64)> = fs::read_dir(&bin)
        .map(|entries| {
            entries
                .flatten()
                .filter_map(|e| {
                    let meta = e.path().symlink_metadata().ok()?;
                    let name = e.file_name();
                    let hidden = name.to_string_lossy().starts_with('.');
                    (meta.is_file() && !hidden && e.path() != keep)
                        .then(|| (meta.modified().unwrap_or(SystemTime::UNIX_EPOCH), e.path(), meta.len()))
                })
                .collect()
        })
        .unwrap_or_default();
    binaries.sort();
    let recent = SystemTime::now().checked_sub(RECENT_USE).unwrap_or(SystemTime::UNIX_EPOCH);
    binaries.retain(|(used, _, _)| *used < recent);
    let (mut count, mut freed) = (0, 0);
    for (_, path, size) in binaries {
        if total <= cap {
            break;
        }
        if remove_unless_held(&path) {
            total = total.saturating_sub(size);
            freed += size;
            count += 1;
        }
    }
    (count, freed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_parse_with_units() {
        assert_eq!(parse_size("1024"), Some(1024));
        assert_eq!(parse_size("2G"), Some(2 << 30));
        assert_eq!(parse_size("500m"), Some(500 << 20));
        assert_eq!(parse_size("1.5K"), Some(1536));
        assert_eq!(parse_size("-1"), None);
        assert_eq!(parse_size("x"), None);
        assert_eq!(parse_size("3T"), None);
    }

    #[test]
    fn eviction_takes_the_oldest_binaries_first_and_spares_the_newest() {
        let dir = tempfile::tempdir().unwrap();
        let bin = dir.path().join("bin");
        fs::create_dir_all(&bin).unwrap();
        let base = SystemTime::now() - RECENT_USE - std::time::Duration::from_secs(1000);
        for (i, name) in ["old", "middle", "new"].iter().enumerate() {
            let path = bin.join(name);
            fs::write(&path, vec![0u8; 1000]).unwrap();
            let file = fs::File::options().append(true).open(&path).unwrap();
            file.set_modified(base + std::time::Duration::from_secs(100 * i as u64)).unwrap();
        }
        // An outside file reached through a link is neither counted nor removed.
        let outside = tempfile::tempdir().unwrap();
        fs::write(outside.path().join("precious"), vec![0u8; 5000]).unwrap();
        std::os::unix::fs::symlink(outside.path(), dir.path().join("link")).unwrap();
        assert!(size_of(dir.path()) < 4000);
        let (count, freed) = evict(dir.path(), 2100, &bin.join("new"));
        assert_eq!((count, freed), (1, 1000));
        assert!(!bin.join("old").exists() && bin.join("middle").exists() && bin.join("new").exists());
        let (count, _) = evict(dir.path(), 500, &bin.join("new"));
        assert_eq!(count, 1);
        assert!(bin.join("new").exists(), "the binary just built stays");
        // A binary used within the last hour may still be started by a running nimkit.
        fs::write(bin.join("in-use"), vec![0u8; 1000]).unwrap();
        let (count, _) = evict(dir.path(), 0, &bin.join("new"));
        assert_eq!(count, 0);
        assert!(bin.join("in-use").exists(), "a recently used binary stays");
        assert!(outside.path().join("precious").exists());
    }

    #[test]
    fn a_held_binary_is_never_evicted_and_a_replaced_one_is_not_held() {
        let dir = tempfile::tempdir().unwrap();
        let bin = dir.path().join("bin");
        fs::create_dir_all(&bin).unwrap();
        let old = SystemTime::now() - RECENT_USE * 2;
        for name in ["held", "free"] {
            fs::write(bin.join(name), vec![0u8; 1000]).unwrap();
            fs::File::options().append(true).open(bin.join(name)).unwrap().set_modified(old).unwrap();
        }
        assert!(hold(&bin.join("held")));
        assert!(hold(&bin.join("held")), "holding twice is holding");
        // Another process's view: its own descriptor, refused while this one holds the file.
        assert_eq!(evict(dir.path(), 0, &bin.join("none")), (1, 1000));
        assert!(bin.join("held").exists() && !bin.join("free").exists());
        assert!(!hold(&bin.join("free")), "a missing binary is not held");
        // Replaced under the same name (evicted and rebuilt elsewhere): the new file is held anew.
        fs::remove_file(bin.join("held")).unwrap();
        fs::write(bin.join("held"), b"new").unwrap();
        assert!(hold(&bin.join("held")));
    }
}
