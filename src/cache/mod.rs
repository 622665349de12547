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
}
