//! Where the bundle may be written: never over the solution it came from (the writing itself
//! is `fsutil::write_atomically`).

use std::fs;
use std::path::Path;

/// Whether two paths name the same existing file (through links or `..` too).
pub fn same_file(a: &Path, b: &Path) -> bool {
    match (fs::canonicalize(a), fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// Whether `path` holds a solution that uses nimkit and is not a bundle: overwriting an
/// earlier bundle is routine, overwriting a solution (arguments swapped, a typo) loses work.
pub fn is_unbundled_solution(path: &Path) -> bool {
    // Never opened blocking: `-o` may name a FIFO.
    crate::fsutil::read_regular(path)
        .is_ok_and(|bytes| std::str::from_utf8(&bytes).is_ok_and(super::uses_nimkit))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recognises_the_same_file_under_another_name() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a.rs");
        fs::write(&file, "").unwrap();
        assert!(same_file(&file, &dir.path().join(".").join("a.rs")));
        assert!(!same_file(&file, &dir.path().join("b.rs")));
    }
}
