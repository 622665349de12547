//! `--save DIR`: the shrunk case becomes `DIR/stress-N.in` and `DIR/stress-N.out` (no `.out`
//! for an interactive problem: the interactor judges), N the next free number. Files are created with `create_new`, so an existing test is never
//! overwritten, even by another `nimkit stress` saving into the same folder at once.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Writes the pair (the input alone when `answer` is `None`) and returns the paths written.
pub fn save_case(dir: &Path, input: &[u8], answer: Option<&[u8]>) -> io::Result<Vec<PathBuf>> {
    fs::create_dir_all(dir)?;
    let mut number = highest_number(dir)? + 1;
    loop {
        let input_path = dir.join(format!("stress-{number}.in"));
        let answer_path = dir.join(format!("stress-{number}.out"));
        match create_new(&input_path) {
            Ok(mut file) if answer.is_none() && !answer_path.exists() => {
                file.write_all(input)?;
                return Ok(vec![input_path]);
            }
            Ok(file) if answer.is_none() => {
                // A stray answer owns this number: give the number back.
                drop(file);
                fs::remove_file(&input_path)?;
            }
            Ok(mut file) => match create_new(&answer_path) {
                Ok(mut answer_file) => {
                    file.write_all(input)?;
                    answer_file.write_all(answer.unwrap_or_default())?;
                    return Ok(vec![input_path, answer_path]);
                }
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                    // Someone owns this number's answer: give the number back.
                    drop(file);
                    fs::remove_file(&input_path)?;
                }
                Err(e) => {
                    let _ = fs::remove_file(&input_path);
                    return Err(e);
                }
            },
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(e),
        }
        number += 1;
    }
}

fn create_new(path: &Path) -> io::Result<File> {
    OpenOptions::new().write(true).create_new(true).open(path)
}

/// The largest N of the `stress-N.in` / `stress-N.out` files in `dir`, 0 for none.
fn highest_number(dir: &Path) -> io::Result<u64> {
    let mut highest = 0;
    for entry in fs::read_dir(dir)? {
        let name = entry?.file_name();
        let name = name.to_string_lossy();
        let number = name
            .strip_prefix("stress-")
            .and_then(|rest| rest.strip_suffix(".in").or_else(|| rest.strip_suffix(".out")))
            .and_then(|n| n.parse::<u64>().ok());
        if let Some(n) = number {
            highest = highest.max(n);
        }
    }
    Ok(highest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_follow_the_highest_and_never_overwrite() {
        let dir = tempfile::tempdir().unwrap();
        let saved = save_case(dir.path(), b"1\n", Some(b"First\n")).unwrap();
        assert_eq!(saved, [dir.path().join("stress-1.in"), dir.path().join("stress-1.out")]);
        fs::write(dir.path().join("stress-7.out"), "kept").unwrap();
        let saved = save_case(dir.path(), b"2\n", Some(b"Second\n")).unwrap();
        assert_eq!(saved[0], dir.path().join("stress-8.in"));
        assert_eq!(fs::read(dir.path().join("stress-1.in")).unwrap(), b"1\n");
        assert_eq!(fs::read(dir.path().join("stress-7.out")).unwrap(), b"kept");
        assert_eq!(fs::read(dir.path().join("stress-8.out")).unwrap(), b"Second\n");
    }

    #[test]
    fn an_answer_file_alone_takes_its_number() {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join("stress-1.out"), "x").unwrap();
        let saved = save_case(dir.path(), b"in", Some(b"out")).unwrap();
        assert_eq!(saved[0], dir.path().join("stress-2.in"));
        assert!(!dir.path().join("stress-1.in").exists());
        // An interactive case: the input alone, still never on a number an answer owns.
        let saved = save_case(dir.path(), b"game", None).unwrap();
        assert_eq!(saved, [dir.path().join("stress-3.in")]);
        assert!(!dir.path().join("stress-3.out").exists());
    }
}
