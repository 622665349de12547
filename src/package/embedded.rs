//! The problem set carried inside the binary (listed by build.rs from `problems/` at build
//! time), extracted on first use into the cache so that every command reads it from files,
//! whatever folder nimkit runs in and whether or not the clone it was built from still exists.

use std::fs;
use std::path::PathBuf;

use crate::cache;
use crate::error::JudgeError;

include!(concat!(env!("OUT_DIR"), "/problems.rs"));

/// The folder holding the embedded problem set, extracted now if this binary's set is not
/// in the cache yet. `None` when the binary was built without problems.
pub fn extracted_root() -> Result<Option<PathBuf>, JudgeError> {
    if PROBLEM_FILES.is_empty() {
        return Ok(None);
    }
    let root = cache::root().join(format!("problems-{PROBLEM_SET_HASH:016x}"));
    if root.is_dir() {
        return Ok(Some(root));
    }
    let cannot = |path: &std::path::Path, e: std::io::Error| {
        JudgeError::tool(format!(
            "{}: cannot extract the embedded problem set: {e} (set NIMKIT_CACHE to a writable folder, \
             or NIMKIT_PROBLEMS to a problem set on disk)",
            path.display()
        ))
    };
    // Extract into a private folder and publish it with one rename: a concurrent nimkit
    // either wins the rename or finds the winner's complete folder.
    let work = cache::unique_sibling(&root, "extract");
    for (relative, bytes) in PROBLEM_FILES {
        let path = work.join(relative);
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent).map_err(|e| cannot(parent, e))?;
        }
        fs::write(&path, bytes).map_err(|e| cannot(&path, e))?;
    }
    if fs::rename(&work, &root).is_err() {
        let _ = fs::remove_dir_all(&work);
        if !root.is_dir() {
            return Err(cannot(&root, std::io::Error::other("rename failed")));
        }
    }
    Ok(Some(root))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_problem_file_on_disk_is_embedded_byte_for_byte() {
        let problems = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("problems");
        let mut on_disk = 0;
        let mut pending = vec![problems.clone()];
        while let Some(dir) = pending.pop() {
            for entry in fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                if path.file_name().unwrap().to_string_lossy().starts_with('.') {
                    continue;
                }
                if path.is_dir() {
                    pending.push(path);
                } else {
                    on_disk += 1;
                    let relative = path.strip_prefix(&problems).unwrap().to_string_lossy().into_owned();
                    let embedded = PROBLEM_FILES.iter().find(|(p, _)| *p == relative);
                    let (_, bytes) = embedded.unwrap_or_else(|| panic!("{relative} is not embedded"));
                    assert_eq!(*bytes, &fs::read(&path).unwrap()[..], "{relative} differs");
                }
            }
        }
        assert_eq!(PROBLEM_FILES.len(), on_disk);
        assert!(PROBLEM_FILES.iter().any(|(p, _)| *p == "nim-winner/problem.toml"));
    }
}
