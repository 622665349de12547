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

/// What an existing `-o` file is, when bundling over it would lose something of the user's:
/// `None` when it may be replaced (absent, empty, not a regular file (the writer writes to a
/// device in place), a bundle (a root `mod nimkit`), or the very text of a `solution` without
/// nimkit, which is what bundling it writes).
pub fn not_replaceable(path: &Path, solution: &str) -> Option<&'static str> {
    if !fs::metadata(path).is_ok_and(|m| m.is_file()) {
        return None;
    }
    // Never opened blocking: a FIFO swapped in meanwhile must not hang the bundler.
    let Ok(bytes) = crate::fsutil::read_regular(path) else { return Some("a file nimkit cannot read") };
    let Ok(text) = std::str::from_utf8(&bytes) else { return Some("not a Rust file nimkit wrote") };
    // A solution without nimkit bundles to itself; one with nimkit never does, so a copy of it
    // is a solution, not an earlier bundle.
    let uses_nimkit = super::uses_nimkit(text);
    let earlier_output = text == solution && !uses_nimkit;
    if text.trim().is_empty() || earlier_output || super::is_bundle(text) {
        return None;
    }
    Some(if uses_nimkit {
        "it is a solution that uses nimkit, not a bundle"
    } else {
        "it is not a bundle (a file of yours: a brute force, another solution?)"
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_bundles_empty_files_and_the_solution_itself_are_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let at = |name: &str, text: &str| {
            let path = dir.path().join(name);
            fs::write(&path, text).unwrap();
            path
        };
        let solution = "fn main() { println!(\"1\"); }\n";
        assert_eq!(not_replaceable(&dir.path().join("absent.rs"), solution), None);
        assert_eq!(not_replaceable(&at("empty.rs", "\n"), solution), None);
        assert_eq!(not_replaceable(&at("same.rs", solution), solution), None);
        let bundle = "fn main() {}\nmod nimkit { pub mod nim {} }\n";
        assert_eq!(not_replaceable(&at("bundle.rs", bundle), solution), None);
        let brute = at("brute.rs", "fn main() { println!(\"brute\"); }\n");
        assert!(not_replaceable(&brute, solution).is_some_and(|what| what.contains("not a bundle")));
        let other = at("other.rs", "use nimkit::nim::nim_sum;\nfn main() {}\n");
        assert!(not_replaceable(&other, solution).is_some_and(|what| what.contains("uses nimkit")));
        let copy = "use nimkit::nim::nim_sum;\nfn main() {}\n";
        assert!(not_replaceable(&other, copy).is_some(), "a copy of a nimkit solution is no bundle");
        assert_eq!(not_replaceable(dir.path(), solution), None, "not a file: the writer refuses it");
    }

    #[test]
    fn recognises_the_same_file_under_another_name() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a.rs");
        fs::write(&file, "").unwrap();
        assert!(same_file(&file, &dir.path().join(".").join("a.rs")));
        assert!(!same_file(&file, &dir.path().join("b.rs")));
    }
}
