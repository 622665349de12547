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
    /// `nimkit lab`'s game files with their harness, compiled from there.
    Lab,
    /// Copies of package files a build needs (ICPC's included files and constants, Library
    /// Checker's params.h).
    PackageFiles,
    /// A build or extraction in progress (or left by a crash).
    Temporary,
}

/// The cache's marker (the Cache Directory Tagging Specification, so that backup tools skip
/// it too): `cache clean` empties only a folder that holds it, or one whose every entry is
/// nimkit's, never a folder NIMKIT_CACHE happens to name (a home folder).
pub const MARKER: &str = "CACHEDIR.TAG";

/// The specification's first line of every tag.
const SIGNATURE: &str = "Signature: 8a477f597d28d172789f06886806bc55";

/// The marker's text: the signature, then whose it is (what [`is_marked`] looks for).
pub const MARKER_TEXT: &str = "Signature: 8a477f597d28d172789f06886806bc55\n\
# This file is a cache directory tag created by nimkit (its cache: compiled programs, generated tests).\n\
# For information about cache directory tags, see https://bford.info/cachedir/\n";

impl Kind {
    pub fn label(self) -> &'static str {
        match self {
            Kind::Binaries => "compiled programs",
            Kind::Crates => "AtCoder crates",
            Kind::Generated => "generated tests",
            Kind::Problems => "extracted problem sets",
            Kind::Lab => "lab games",
            Kind::PackageFiles => "package files",
            Kind::Temporary => "unfinished builds",
        }
    }

    /// The kind of a top-level entry of the cache, `None` for what nimkit did not make: only the
    /// names nimkit gives its entries (a fixed folder name, or a prefix and a 16-digit hash),
    /// so that a cache folder shared with other files (`.ssh`, `bin/`) never loses them.
    pub fn of(name: &str) -> Option<Kind> {
        let hashed = |prefix: &str| name.strip_prefix(prefix).is_some_and(is_hash);
        match name {
            "bin" => Some(Kind::Binaries),
            "generated" => Some(Kind::Generated),
            "lab" => Some(Kind::Lab),
            "constants" | "included" => Some(Kind::PackageFiles),
            _ if hashed("crates-") => Some(Kind::Crates),
            _ if hashed("problems-") => Some(Kind::Problems),
            _ if hashed("lc-params-") => Some(Kind::PackageFiles),
            _ if is_private_sibling(name) || is_atomic_temporary(name) => Some(Kind::Temporary),
            _ => None,
        }
    }

    /// Whether the kind is a folder of entries nimkit makes one by one (cleaned entry by
    /// entry, [`made_inside`]), rather than one entry made whole.
    pub fn is_store(self) -> bool {
        matches!(self, Kind::Binaries | Kind::Generated | Kind::Lab | Kind::PackageFiles)
    }
}

/// `{:016x}`: the content hash every name nimkit gives a cached entry carries.
fn is_hash(text: &str) -> bool {
    text.len() == 16 && text.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// `.NAME.TAG-PID-N`, the work in progress of [`crate::cache::unique_sibling`], for a NAME that
/// carries a hash.
fn is_private_sibling(name: &str) -> bool {
    let Some(rest) = name.strip_prefix('.') else { return false };
    let Some((target, tag)) = rest.rsplit_once('.') else { return false };
    let numbers: Vec<&str> = tag.rsplitn(3, '-').collect();
    let numbered = numbers.len() == 3
        && numbers[..2].iter().all(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
    numbered && has_hash(target)
}

/// Whether `name` holds a 16-digit hash as a word of its own (`0123456789abcdef.dir`,
/// `lc-0123456789abcdef.in`, `a-b.out` of two hashes).
fn has_hash(name: &str) -> bool {
    name.split(|c: char| !c.is_ascii_alphanumeric()).any(is_hash)
}

/// Whether the entry `name` inside one of the cache's stores (`bin/`, `generated/`, `lab/`,
/// `constants/`, ...) is one nimkit made: named by a hash, or a temporary file of
/// [`crate::fsutil::write_atomically`] (`.nimkit-XXXXXX.tmp`).
pub fn made_inside(name: &str) -> bool {
    has_hash(name) || is_atomic_temporary(name)
}

/// The temporary file of [`crate::fsutil::write_atomically`], renamed away once written.
fn is_atomic_temporary(name: &str) -> bool {
    name.starts_with(".nimkit-") && name.ends_with(".tmp")
}

/// Whether `dir` is marked as nimkit's cache ([`MARKER`], written by nimkit).
pub fn is_marked(dir: &Path) -> bool {
    let Ok(bytes) = crate::fsutil::read_regular(&dir.join(MARKER)) else { return false };
    bytes.starts_with(SIGNATURE.as_bytes()) && String::from_utf8_lossy(&bytes).contains("created by nimkit")
}

/// The entries of `dir` nimkit did not make (the marker is nimkit's), by name; none for a
/// folder that cannot be read.
pub fn foreign_entries(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name != MARKER && Kind::of(name).is_none())
        .collect();
    names.sort();
    names
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

/// Removes the cached program `path` (a binary, or a program's folder) unless a nimkit holds it
/// ([`hold`]): an exclusive lock, not waited for, taken for the removal. `Ok(true)` when it
/// went, `Ok(false)` when it is held (or gone, or replaced meanwhile: another process's file,
/// not ours to judge).
pub fn remove_unless_held(path: &Path) -> std::io::Result<bool> {
    let file = match fs::File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(false),
        Err(e) => return Err(e),
    };
    // SAFETY: flock on a descriptor we own.
    let locked = unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } == 0;
    if !locked || !same_file(&file, path) {
        return Ok(false);
    }
    // A link is never followed: same_file compared the entry itself, so this is no link.
    if file.metadata()?.is_dir() {
        fs::remove_dir_all(path)?;
    } else {
        fs::remove_file(path)?;
    }
    Ok(true)
}

/// Bytes in the entries of `cache` that nimkit made ([`Kind::of`]): the cap bounds nimkit's
/// own files, and a cache folder shared with others (NIMKIT_CACHE=$HOME) is not walked whole.
fn size_of_nimkits(cache: &Path) -> u64 {
    let entries = fs::read_dir(cache).into_iter().flatten().flatten();
    entries.filter(|e| Kind::of(&e.file_name().to_string_lossy()).is_some()).map(|e| size_of(&e.path())).sum()
}

/// Evicts least recently used binaries from `cache/bin` until nimkit's entries in the cache
/// come to at most `cap` bytes, sparing `keep` (the binary just built), every binary a nimkit
/// process holds ([`hold`]), every binary used within [`RECENT_USE`] and every file nimkit did
/// not make ([`made_inside`]). Returns how many went, and bytes freed.
pub fn evict(cache: &Path, cap: u64, keep: &Path) -> (usize, u64) {
    let mut total = size_of_nimkits(cache);
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
                    let name = name.to_string_lossy();
                    let ours = made_inside(&name) && !name.starts_with('.');
                    (meta.is_file() && ours && e.path() != keep)
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
        if remove_unless_held(&path).unwrap_or(false) {
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
        // Named as nimkit names its binaries (a content hash).
        const OLD: &str = "00000000000000a1";
        const MIDDLE: &str = "00000000000000a2";
        const NEW: &str = "00000000000000a3";
        const IN_USE: &str = "00000000000000a4";
        for (i, name) in [OLD, MIDDLE, NEW].iter().enumerate() {
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
        let (count, freed) = evict(dir.path(), 2100, &bin.join(NEW));
        assert_eq!((count, freed), (1, 1000));
        assert!(!bin.join(OLD).exists() && bin.join(MIDDLE).exists() && bin.join(NEW).exists());
        let (count, _) = evict(dir.path(), 500, &bin.join(NEW));
        assert_eq!(count, 1);
        assert!(bin.join(NEW).exists(), "the binary just built stays");
        // A binary used within the last hour may still be started by a running nimkit.
        fs::write(bin.join(IN_USE), vec![0u8; 1000]).unwrap();
        let (count, _) = evict(dir.path(), 0, &bin.join(NEW));
        assert_eq!(count, 0);
        assert!(bin.join(IN_USE).exists(), "a recently used binary stays");
        assert!(outside.path().join("precious").exists());
    }

    #[test]
    fn a_held_binary_is_never_evicted_and_a_replaced_one_is_not_held() {
        let dir = tempfile::tempdir().unwrap();
        let bin = dir.path().join("bin");
        fs::create_dir_all(&bin).unwrap();
        let old = SystemTime::now() - RECENT_USE * 2;
        const HELD: &str = "00000000000000b1";
        const FREE: &str = "00000000000000b2";
        for name in [HELD, FREE] {
            fs::write(bin.join(name), vec![0u8; 1000]).unwrap();
            fs::File::options().append(true).open(bin.join(name)).unwrap().set_modified(old).unwrap();
        }
        assert!(hold(&bin.join(HELD)));
        assert!(hold(&bin.join(HELD)), "holding twice is holding");
        // Another process's view: its own descriptor, refused while this one holds the file.
        assert_eq!(evict(dir.path(), 0, &bin.join("none")), (1, 1000));
        assert!(bin.join(HELD).exists() && !bin.join(FREE).exists());
        assert!(!hold(&bin.join(FREE)), "a missing binary is not held");
        // Replaced under the same name (evicted and rebuilt elsewhere): the new file is held anew.
        fs::remove_file(bin.join(HELD)).unwrap();
        fs::write(bin.join(HELD), b"new").unwrap();
        assert!(hold(&bin.join(HELD)));
    }

    #[test]
    fn only_entries_named_as_nimkit_names_them_are_its_own() {
        for ours in ["bin", "generated", "lab", "constants", "included", "crates-0123456789abcdef"] {
            assert!(Kind::of(ours).is_some(), "{ours}");
        }
        assert_eq!(Kind::of("problems-0123456789abcdef"), Some(Kind::Problems));
        assert_eq!(Kind::of("lc-params-0123456789abcdef"), Some(Kind::PackageFiles));
        assert_eq!(Kind::of(".crates-0123456789abcdef.build-4242-0"), Some(Kind::Temporary));
        assert_eq!(Kind::of(".problems-0123456789abcdef.extract-17-3"), Some(Kind::Temporary));
        // What a home folder holds, were NIMKIT_CACHE to name it.
        for theirs in
            [".ssh", ".bashrc", ".config", ".cache", "crates-io", "problems", "notes.txt", ".x.build-1-2"]
        {
            assert_eq!(Kind::of(theirs), None, "{theirs}");
        }
        for ours in
            ["0123456789abcdef", "0123456789abcdef.py", "0123456789abcdef.dir", "lc-0123456789abcdef.in"]
        {
            assert!(made_inside(ours), "{ours}");
        }
        assert!(made_inside(".0123456789abcdef.build-12-0") && made_inside(".nimkit-a1B2c3.tmp"));
        for theirs in ["mytool", "0123456789abcde", "0123456789abcdefa", "0123456789ABCDEF", "cargo"] {
            assert!(!made_inside(theirs), "{theirs}");
        }
    }

    #[test]
    fn eviction_never_removes_a_file_nimkit_did_not_make_nor_counts_other_files() {
        let dir = tempfile::tempdir().unwrap();
        let bin = dir.path().join("bin");
        fs::create_dir_all(&bin).unwrap();
        let old = SystemTime::now() - RECENT_USE * 2;
        for name in ["mytool", "00000000000000c1"] {
            fs::write(bin.join(name), vec![0u8; 1000]).unwrap();
            fs::File::options().append(true).open(bin.join(name)).unwrap().set_modified(old).unwrap();
        }
        assert_eq!(evict(dir.path(), 0, &bin.join("none")), (1, 1000));
        assert!(bin.join("mytool").exists(), "a user's program in a bin/ of theirs stays");
        // The user's own files beside the cache do not count towards nimkit's cap.
        fs::write(dir.path().join("big-user-file"), vec![0u8; 100_000]).unwrap();
        fs::write(bin.join("00000000000000c2"), vec![0u8; 1000]).unwrap();
        fs::File::options()
            .append(true)
            .open(bin.join("00000000000000c2"))
            .unwrap()
            .set_modified(old)
            .unwrap();
        assert_eq!(evict(dir.path(), 5000, &bin.join("none")), (0, 0));
    }
}
