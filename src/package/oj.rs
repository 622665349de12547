//! A flat folder of `X.in` + `X.out` (or `X.ans`) pairs: what `oj download` and CSES give.

use std::fs;
use std::path::Path;

use super::listing::{checked_test, test_order, Answers};
use super::problem::TestCase;
use crate::error::JudgeError;

/// Whether `dir` holds `X.in` files of its own.
pub fn has_inputs(dir: &Path) -> bool {
    fs::read_dir(dir).is_ok_and(|entries| {
        entries.filter_map(Result::ok).any(|e| e.path().extension().is_some_and(|x| x == "in"))
    })
}

/// Every `X.in` in `dir` with its `X.out` (or `X.ans`), samples first, then in natural
/// order (`t2` before `t10`). A `.in` without a required answer is an error naming both files,
/// and so is an `X.out` without `X.in` (oj stops on such a "dangling output case": a test
/// whose input was lost or misnamed would otherwise silently not run), unless it is a program
/// (executable: `a.out` of a compiler run in the folder).
pub fn discover_tests(dir: &Path, answers: Answers) -> Result<Vec<TestCase>, JudgeError> {
    let entries = fs::read_dir(dir)
        .map_err(|e| JudgeError::input(format!("{}: cannot read test folder: {e}", dir.display())))?;
    let mut cases = Vec::new();
    for entry in entries {
        let entry = entry
            .map_err(|e| JudgeError::input(format!("{}: cannot read test folder: {e}", dir.display())))?;
        let input = entry.path();
        if input.extension().is_some_and(|x| x == "out") && !input.with_extension("in").exists() {
            if !is_program(&input) {
                return Err(JudgeError::input(format!(
                    "{}: an expected output without input (create {} or remove the output; oj stops on such a dangling case too)",
                    input.display(),
                    input.with_extension("in").display()
                )));
            }
            continue;
        }
        if input.extension().is_none_or(|x| x != "in") {
            continue;
        }
        let name = input.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let answer = ["out", "ans"].iter().map(|ext| input.with_extension(ext)).find(|p| p.exists());
        let expected = || input.with_extension("out");
        cases.push(checked_test(name, input.clone(), answer, expected, answers)?);
    }
    cases.sort_by_cached_key(|c| test_order(&c.name));
    Ok(cases)
}

/// Whether `path` is an executable file (a compiler's `a.out`), not a test's answer.
fn is_program(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::package::testing::write;

    #[test]
    fn natural_order_with_samples_first() {
        let dir = tempfile::tempdir().unwrap();
        for name in ["t10", "t2", "sample-10", "sample-2", "a"] {
            write(dir.path(), &format!("{name}.in"), "");
            write(dir.path(), &format!("{name}.out"), "");
        }
        let names: Vec<String> =
            discover_tests(dir.path(), Answers::Required).unwrap().into_iter().map(|c| c.name).collect();
        assert_eq!(names, ["sample-2", "sample-10", "a", "t2", "t10"]);
    }

    #[test]
    fn missing_answer_names_the_file() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "x.in", "1");
        let error = discover_tests(dir.path(), Answers::Required).unwrap_err().to_string();
        assert!(error.contains("x.in") && error.contains("x.out"), "{error}");
    }

    #[test]
    fn an_output_without_input_is_an_error_unless_it_is_a_program() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "1.in", "1");
        write(dir.path(), "1.out", "1");
        write(dir.path(), "2.out", "2");
        let error = discover_tests(dir.path(), Answers::Required).unwrap_err().to_string();
        assert!(error.contains("2.out") && error.contains("2.in") && error.contains("dangling"), "{error}");
        fs::set_permissions(dir.path().join("2.out"), fs::Permissions::from_mode(0o755)).unwrap();
        let names: Vec<String> =
            discover_tests(dir.path(), Answers::Required).unwrap().into_iter().map(|c| c.name).collect();
        assert_eq!(names, ["1"]);
    }
}
