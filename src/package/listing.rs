//! What the test layout readers share: whether answers are required, a folder's sorted
//! listing, the error for a missing answer, and the order tests are judged in.

use std::fs;
use std::path::{Path, PathBuf};

use super::problem::{is_sample, TestCase};
use crate::error::JudgeError;

/// Whether a test folder's inputs need expected outputs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answers {
    Required,
    /// Interactive judging: the interactor decides, an `X.out` is only for a checker.
    Optional,
}

fn is_hidden(name: &str) -> bool {
    name.starts_with('.')
}

pub fn file_name(path: &Path) -> String {
    path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}

/// The entries of `dir`, sorted by name, hidden ones (`.DS_Store`) left out.
pub fn listing(dir: &Path) -> Result<Vec<PathBuf>, JudgeError> {
    let cannot =
        |e: std::io::Error| JudgeError::input(format!("{}: cannot read test folder: {e}", dir.display()));
    let mut paths = Vec::new();
    for entry in fs::read_dir(dir).map_err(cannot)? {
        let path = entry.map_err(cannot)?.path();
        if !is_hidden(&file_name(&path)) {
            paths.push(path);
        }
    }
    paths.sort();
    Ok(paths)
}

/// The answer a required-answer error asks for.
fn missing_answer(input: &Path, expected: &Path) -> JudgeError {
    JudgeError::input(format!(
        "{}: no expected output (create {}; an interactive problem needs none: `nimkit test` takes \
         --interactor, a package declares its type)",
        input.display(),
        expected.display()
    ))
}

/// A test whose files are checked before anything runs: its input and the answer found must
/// be regular files (a FIFO or a device named like a test would hang the judge), and a
/// required answer that is missing is an error naming `expected()`, the file to create.
pub fn checked_test(
    name: String,
    input: PathBuf,
    answer: Option<PathBuf>,
    expected: impl FnOnce() -> PathBuf,
    answers: Answers,
) -> Result<TestCase, JudgeError> {
    crate::fsutil::ensure_regular(&input).map_err(JudgeError::input)?;
    match &answer {
        Some(answer) => crate::fsutil::ensure_regular(answer).map_err(JudgeError::input)?,
        None if answers == Answers::Required => return Err(missing_answer(&input, &expected())),
        None => {}
    }
    Ok(TestCase::named(name, input, answer))
}

/// Sort key: samples first, then natural order (digit runs compared as numbers).
pub fn test_order(name: &str) -> (bool, Vec<(String, u128)>) {
    let mut key = Vec::new();
    let mut text = String::new();
    let mut chars = name.chars().peekable();
    while let Some(&c) = chars.peek() {
        if c.is_ascii_digit() {
            let mut number: u128 = 0;
            while let Some(&d) = chars.peek() {
                match d.to_digit(10) {
                    Some(digit) => {
                        number = number.saturating_mul(10).saturating_add(digit.into());
                        chars.next();
                    }
                    None => break,
                }
            }
            key.push((std::mem::take(&mut text), number));
        } else {
            text.push(c);
            chars.next();
        }
    }
    key.push((text, 0));
    (!is_sample(name), key)
}
