//! An ICPC/Kattis package's `data/` folder: `sample/` then `secret/`, groups nested below.

use std::path::Path;

use super::listing::{checked_test, file_name, listing, Answers};
use super::problem::TestCase;
use crate::error::JudgeError;

/// An ICPC/Kattis `data/` folder: `sample/` then `secret/`, each with `X.in` + `X.ans` (or
/// `X.out`) and any depth of group folders; named by their path below `data/` without
/// `.in` (`secret/group1/03`). Other folders (`invalid_input/`...) are not tests.
pub fn discover_kattis(data: &Path, answers: Answers) -> Result<Vec<TestCase>, JudgeError> {
    let mut cases = Vec::new();
    for group in ["sample", "secret"] {
        let mut found = Vec::new();
        if data.join(group).is_dir() {
            walk_kattis(&data.join(group), group, answers, 0, &mut found)?;
        }
        found.sort_by_cached_key(|c| problemtools_order(&c.name));
        cases.extend(found);
    }
    Ok(cases)
}

/// The order problemtools runs a group's tests and subgroups in (and so which failure decides a
/// verdict): each folder's entries sorted by their bytes, a test by its answer file's name
/// (`sorted(os.listdir(...))` in `TestCaseGroup`), so `10` before `2` and `a-b` before `a`;
/// a subgroup runs where its name falls among them.
fn problemtools_order(name: &str) -> Vec<Vec<u8>> {
    let mut key: Vec<Vec<u8>> = name.split('/').map(|part| part.as_bytes().to_vec()).collect();
    if let Some(file) = key.last_mut() {
        file.extend_from_slice(b".ans");
    }
    key
}

fn walk_kattis(
    dir: &Path,
    prefix: &str,
    answers: Answers,
    depth: usize,
    cases: &mut Vec<TestCase>,
) -> Result<(), JudgeError> {
    // Symlinked groups are followed; a loop of them is not.
    if depth > 16 {
        return Err(JudgeError::input(format!(
            "{}: test groups nested too deep (a symlink loop?)",
            dir.display()
        )));
    }
    for path in listing(dir)? {
        let name = file_name(&path);
        if path.is_dir() {
            walk_kattis(&path, &format!("{prefix}/{name}"), answers, depth + 1, cases)?;
            continue;
        }
        let Some(stem) = name.strip_suffix(".in").filter(|s| !s.is_empty()) else { continue };
        let answer = ["ans", "out"].iter().map(|ext| path.with_extension(ext)).find(|p| p.exists());
        let expected = || path.with_extension("ans");
        cases.push(checked_test(format!("{prefix}/{stem}"), path.clone(), answer, expected, answers)?);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::fs;

    use crate::package::layout::discover_folder;
    use crate::package::listing::Answers;
    use crate::package::problem::is_sample;
    use crate::package::testing::{judged, triples, write};

    #[test]
    fn kattis_data_folder_samples_first_then_nested_secret_groups() {
        let dir = tempfile::tempdir().unwrap();
        for name in
            ["sample/2", "sample/1", "secret/top", "secret/group2/01", "secret/group1/10", "secret/group1/03"]
        {
            write(dir.path(), &format!("data/{name}.in"), name);
            write(dir.path(), &format!("data/{name}.ans"), name);
        }
        // Not tests: validators' inputs, group settings, hints, the statement.
        write(dir.path(), "data/invalid_input/bad.in", "");
        write(dir.path(), "data/secret/group1/testdata.yaml", "");
        write(dir.path(), "data/sample/1.hint", "");
        write(dir.path(), "problem.yaml", "");
        write(dir.path(), "problem_statement/problem.en.tex", "");
        let expected = triples(&[
            ("sample/1", "data/sample/1.in", "data/sample/1.ans"),
            ("sample/2", "data/sample/2.in", "data/sample/2.ans"),
            ("secret/group1/03", "data/secret/group1/03.in", "data/secret/group1/03.ans"),
            ("secret/group1/10", "data/secret/group1/10.in", "data/secret/group1/10.ans"),
            ("secret/group2/01", "data/secret/group2/01.in", "data/secret/group2/01.ans"),
            ("secret/top", "data/secret/top.in", "data/secret/top.ans"),
        ]);
        assert_eq!(judged(dir.path()).unwrap(), expected, "the problem folder");
        let cases = discover_folder(&dir.path().join("data"), Answers::Required).unwrap();
        let names: Vec<&str> = cases.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, expected.iter().map(|e| e.0.as_str()).collect::<Vec<_>>(), "data/ itself");
        assert_eq!(cases.iter().filter(|c| is_sample(&c.name)).count(), 2);

        fs::remove_file(dir.path().join("data/secret/group2/01.ans")).unwrap();
        let error = judged(dir.path()).unwrap_err();
        assert!(error.contains("group2/01.in") && error.contains("group2/01.ans"), "{error}");
    }

    #[test]
    fn tests_run_in_problemtools_byte_order_groups_among_them() {
        let dir = tempfile::tempdir().unwrap();
        for name in ["secret/2", "secret/10", "secret/a", "secret/a-b", "secret/group2/1", "secret/group10/1"]
        {
            write(dir.path(), &format!("data/{name}.in"), name);
            write(dir.path(), &format!("data/{name}.ans"), name);
        }
        let cases = discover_folder(&dir.path().join("data"), Answers::Required).unwrap();
        let names: Vec<&str> = cases.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(
            names,
            ["secret/10", "secret/2", "secret/a-b", "secret/a", "secret/group10/1", "secret/group2/1"]
        );
    }
}
