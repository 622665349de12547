//! nimkit's cache folder (compiled binaries, AtCoder crates, generated tests, the extracted
//! problem set), content hashing, and private paths for work in progress.

pub mod eviction;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// `$NIMKIT_CACHE`, else `$XDG_CACHE_HOME/nimkit`, else `~/.cache/nimkit`, else a folder
/// under the system's temporary directory.
pub fn cache_dir() -> PathBuf {
    let non_empty = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
    if let Some(dir) = non_empty("NIMKIT_CACHE") {
        return PathBuf::from(dir);
    }
    if let Some(dir) = non_empty("XDG_CACHE_HOME") {
        return PathBuf::from(dir).join("nimkit");
    }
    if let Some(home) = non_empty("HOME") {
        return PathBuf::from(home).join(".cache").join("nimkit");
    }
    std::env::temp_dir().join("nimkit-cache")
}

/// The cache folder for writing into: [`cache_dir`], created if missing, and marked as
/// nimkit's ([`eviction::MARKER`]) when nimkit creates it, finds it empty, or finds only its own
/// entries there (a cache made before the marker existed). A folder holding other files (a home
/// folder named by NIMKIT_CACHE) is used but never marked, so `nimkit cache clean` refuses it.
/// Failures are left to the caller's own write, whose error names the path.
pub fn root() -> PathBuf {
    static MARKED: std::sync::Once = std::sync::Once::new();
    let dir = cache_dir();
    MARKED.call_once(|| create_and_mark(&dir));
    dir
}

/// See [`root`].
fn create_and_mark(dir: &Path) {
    if std::fs::create_dir_all(dir).is_ok()
        && !eviction::is_marked(dir)
        && eviction::foreign_entries(dir).is_empty()
    {
        let _ =
            crate::fsutil::write_atomically(&dir.join(eviction::MARKER), eviction::MARKER_TEXT.as_bytes());
    }
}

/// 64-bit FNV-1a: the hash problem.toml records for generated inputs, and the cache key.
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &byte in bytes {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

/// The `fnv1a64:<16 hex digits>` form used in problem.toml.
pub fn fnv1a64_label(bytes: &[u8]) -> String {
    format!("fnv1a64:{:016x}", fnv1a64(bytes))
}

/// A path next to `target` that no other process or thread uses at the same time.
pub fn unique_sibling(target: &Path, tag: &str) -> PathBuf {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let name = target.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    target.with_file_name(format!(".{name}.{tag}-{}-{n}", std::process::id()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv1a64_matches_reference_vectors() {
        assert_eq!(fnv1a64(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a64(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a64(b"foobar"), 0x85944171f73967e8);
        assert_eq!(fnv1a64_label(b"a"), "fnv1a64:af63dc4c8601ec8c");
    }

    #[test]
    fn a_cache_nimkit_creates_is_marked_and_a_shared_folder_is_not() {
        let parent = tempfile::tempdir().unwrap();
        let new = parent.path().join("cache");
        create_and_mark(&new);
        assert!(eviction::is_marked(&new));
        let home = parent.path().join("home");
        std::fs::create_dir_all(home.join(".ssh")).unwrap();
        create_and_mark(&home);
        assert!(!eviction::is_marked(&home), "a folder with other files is never claimed");
        assert!(!home.join(eviction::MARKER).exists());
    }
}
