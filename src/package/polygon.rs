//! A Polygon (Codeforces) package's `tests/`: extensionless inputs `01` with answers `01.a`.

use std::path::Path;

use super::listing::{checked_test, file_name, listing, test_order, Answers};
use super::problem::TestCase;
use crate::error::JudgeError;

/// A Polygon input: a file without extension that has an `X.a` answer or a number for name.
pub fn is_polygon_input(path: &Path) -> bool {
    let name = file_name(path);
    !name.is_empty()
        && !name.contains('.')
        && (name.bytes().all(|b| b.is_ascii_digit()) || path.with_file_name(format!("{name}.a")).exists())
}

/// Polygon's `tests/`: `01`, `02`... with answers `01.a`, `02.a`, named `01`, `02`...
pub fn discover_polygon(dir: &Path, answers: Answers) -> Result<Vec<TestCase>, JudgeError> {
    let mut cases = Vec::new();
    for input in listing(dir)?.into_iter().filter(|p| is_polygon_input(p)) {
        let name = file_name(&input);
        let expected = input.with_file_name(format!("{name}.a"));
        let answer = expected.exists().then_some(expected.clone());
        cases.push(checked_test(name, input, answer, || expected, answers)?);
    }
    cases.sort_by_cached_key(|c| test_order(&c.name));
    Ok(cases)
}

#[cfg(test)]
mod tests {
    use std::fs;

    use crate::package::layout::discover_folder;
    use crate::package::listing::Answers;
    use crate::package::testing::{judged, triples, write};

    #[test]
    fn polygon_tests_with_a_answers() {
        let dir = tempfile::tempdir().unwrap();
        for name in ["10", "02", "01"] {
            write(dir.path(), &format!("tests/{name}"), name);
            write(dir.path(), &format!("tests/{name}.a"), name);
        }
        write(dir.path(), "problem.xml", "<problem><judging><testset name=\"tests\"/></judging></problem>");
        write(dir.path(), "files/tests/gen.cpp", "");
        let expected = triples(&[
            ("01", "tests/01", "tests/01.a"),
            ("02", "tests/02", "tests/02.a"),
            ("10", "tests/10", "tests/10.a"),
        ]);
        assert_eq!(judged(dir.path()).unwrap(), expected, "the package folder");
        let names: Vec<String> = discover_folder(&dir.path().join("tests"), Answers::Required)
            .unwrap()
            .into_iter()
            .map(|c| c.name)
            .collect();
        assert_eq!(names, ["01", "02", "10"], "tests/ itself");

        fs::remove_file(dir.path().join("tests/02.a")).unwrap();
        let error = judged(dir.path()).unwrap_err();
        assert!(error.contains("tests/02:") && error.contains("tests/02.a"), "{error}");
        let optional = discover_folder(&dir.path().join("tests"), Answers::Optional).unwrap();
        assert_eq!((optional[1].name.as_str(), optional[1].answer.as_ref()), ("02", None));
    }
}
