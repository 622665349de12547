//! Writing the bundle: atomically, and never over the solution it came from.

use std::fs;
use std::io::{self, Write};
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
    fs::read_to_string(path).is_ok_and(|text| super::uses_nimkit(&text))
}

/// Write `contents` to `path` through a temporary file in the same directory, renamed over
/// `path` once complete: readers see the old file or the new one, never half of one.
pub fn write_atomically(path: &Path, contents: &str) -> io::Result<()> {
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let mut temp = tempfile::Builder::new().prefix(".nimkit-bundle-").suffix(".tmp").tempfile_in(dir)?;
    temp.write_all(contents.as_bytes())?;
    // The temporary file is private (0600); the bundle should read like any file the user writes.
    let permissions = match fs::metadata(path) {
        Ok(existing) => existing.permissions(),
        Err(_) => default_permissions(temp.as_file().metadata()?.permissions()),
    };
    temp.as_file().set_permissions(permissions)?;
    temp.as_file().sync_all()?;
    temp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

#[cfg(unix)]
fn default_permissions(mut permissions: fs::Permissions) -> fs::Permissions {
    use std::os::unix::fs::PermissionsExt;
    permissions.set_mode(0o644);
    permissions
}

#[cfg(not(unix))]
fn default_permissions(permissions: fs::Permissions) -> fs::Permissions {
    permissions
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_whole_files_and_replaces_old_ones() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("out.rs");
        write_atomically(&out, "first").unwrap();
        write_atomically(&out, "second").unwrap();
        assert_eq!(fs::read_to_string(&out).unwrap(), "second");
        let leftovers = fs::read_dir(dir.path()).unwrap().count();
        assert_eq!(leftovers, 1, "no temporary file is left behind");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            assert_eq!(
                fs::metadata(&out).unwrap().permissions().mode() & 0o777,
                0o644,
                "readable like a normal file"
            );
        }
    }

    #[test]
    fn failure_leaves_no_file() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("no-such-dir").join("out.rs");
        assert!(write_atomically(&missing, "x").is_err());
        assert!(!missing.exists());
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
