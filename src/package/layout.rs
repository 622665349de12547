//! A test folder in any layout we read: its own `X.in` files ([`super::oj`]), else the one
//! other layout it holds (Library Checker, AtCoder, HackerRank, ICPC/Kattis, Polygon), told
//! apart here and read by that layout's own file.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use super::kattis::discover_kattis;
use super::listing::Answers;
use super::oj::{discover_tests, has_inputs};
use super::polygon::{discover_polygon, is_polygon_input};
use super::problem::TestCase;
use super::siblings::discover_siblings;
use crate::error::JudgeError;

/// The layouts of test folders that [`discover_folder`] accepts, for messages.
pub const LAYOUTS: &str = "X.in + X.out or X.ans, here or in tests/ or test/ (oj download, CSES); \
in/X.in + out/X.out (Library Checker); in/X + out/X, or .txt (AtCoder); \
data/sample/X.in + X.ans and data/secret/**/X.in + X.ans (ICPC, Kattis); \
tests/01 + tests/01.a (Polygon, Codeforces); input/input00.txt + output/output00.txt (HackerRank)";

/// One way a folder may hold its tests, besides `X.in` files of its own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Layout {
    /// `tests/` or `test/` holding a layout of its own.
    Subfolder(PathBuf),
    /// Inputs in one folder, answers in a sibling: `in/` + `out/`, `input/` + `output/`.
    Siblings { inputs: PathBuf, answers: PathBuf },
    /// An ICPC/Kattis `data/` folder: `sample/` and `secret/`, groups nested below.
    Kattis(PathBuf),
    /// Polygon's `tests/`: extensionless inputs `01` with answers `01.a`, in the folder itself.
    Polygon,
}

impl Layout {
    /// How it is named in the message about an ambiguous folder.
    fn label(&self, dir: &Path) -> String {
        let relative = |p: &Path| p.strip_prefix(dir).unwrap_or(p).display().to_string();
        match self {
            Layout::Subfolder(inner) => format!("{}/", relative(inner)),
            Layout::Siblings { inputs, answers } => format!("{}/ + {}/", relative(inputs), relative(answers)),
            Layout::Kattis(data) if data == dir => "sample/ + secret/ (ICPC)".to_string(),
            Layout::Kattis(data) => format!("{}/ (ICPC)", relative(data)),
            Layout::Polygon => "01 + 01.a (Polygon)".to_string(),
        }
    }
}

/// The layouts other than its own `X.in` files that `dir` holds (none, one, or several when
/// ambiguous). A `tests/` and a `test/` together count once, `tests/` first (as always).
pub fn layouts_in(dir: &Path) -> Vec<Layout> {
    let sub = |name: &str| Some(dir.join(name)).filter(|p| p.is_dir());
    let mut found = Vec::new();
    if let Some(inner) = sub("tests").or_else(|| sub("test")) {
        found.push(Layout::Subfolder(inner));
    }
    for (inputs, answers) in [("in", "out"), ("input", "output")] {
        if let Some(inputs) = sub(inputs) {
            found.push(Layout::Siblings { inputs, answers: dir.join(answers) });
        }
    }
    let kattis = |d: &Path| d.join("sample").is_dir() || d.join("secret").is_dir();
    match sub("data") {
        Some(data) if kattis(&data) => found.push(Layout::Kattis(data)),
        _ if kattis(dir) => found.push(Layout::Kattis(dir.to_path_buf())),
        _ => {}
    }
    let polygon = fs::read_dir(dir).is_ok_and(|entries| {
        entries.flatten().map(|e| e.path()).any(|p| !p.is_dir() && is_polygon_input(&p))
    });
    if polygon {
        found.push(Layout::Polygon);
    }
    found
}

/// Every test of a test folder in any layout of [`LAYOUTS`]: its own `X.in` files first (as
/// [`discover_tests`]), else the one other layout it holds. Samples first, then natural order.
/// An empty or ambiguous folder is one error line naming it and listing the layouts; an input
/// without a required answer is an error naming both files; names are unique.
pub fn discover_folder(dir: &Path, answers: Answers) -> Result<Vec<TestCase>, JudgeError> {
    let cases = if has_inputs(dir) {
        discover_tests(dir, answers)?
    } else {
        match layouts_in(dir).as_slice() {
            [] => Vec::new(),
            [Layout::Subfolder(inner)] => return discover_folder(inner, answers),
            [Layout::Siblings { inputs, answers: outputs }] => discover_siblings(inputs, outputs, answers)?,
            [Layout::Kattis(data)] => discover_kattis(data, answers)?,
            [Layout::Polygon] => discover_polygon(dir, answers)?,
            several => {
                let labels: Vec<String> = several.iter().map(|l| l.label(dir)).collect();
                return Err(JudgeError::input(format!(
                    "{}: ambiguous test folder: it holds {}; keep one layout per folder (accepted: {LAYOUTS})",
                    dir.display(),
                    labels.join(" and ")
                )));
            }
        }
    };
    if cases.is_empty() {
        return Err(JudgeError::input(format!(
            "{}: no tests found (accepted layouts: {LAYOUTS})",
            dir.display()
        )));
    }
    let mut seen: BTreeMap<&str, &Path> = BTreeMap::new();
    for case in &cases {
        if let Some(other) = seen.insert(&case.name, &case.input) {
            return Err(JudgeError::input(format!(
                "{} and {}: two tests named `{}`; rename one",
                other.display(),
                case.input.display(),
                case.name
            )));
        }
    }
    Ok(cases)
}

#[cfg(test)]
mod tests {
    use std::fs;

    use crate::package::testing::{judged, write};

    #[test]
    fn empty_and_ambiguous_folders_are_one_line_naming_the_folder_and_the_layouts() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "notes.txt", "");
        let error = judged(dir.path()).unwrap_err();
        assert!(!error.contains('\n'), "{error}");
        assert!(error.starts_with(&format!("{}: no tests found", dir.path().display())), "{error}");
        for layout in ["Library Checker", "AtCoder", "Kattis", "Polygon", "HackerRank", "tests/"] {
            assert!(error.contains(layout), "{layout}: {error}");
        }
        // A layout's folders, but empty.
        fs::create_dir_all(dir.path().join("in")).unwrap();
        fs::create_dir_all(dir.path().join("out")).unwrap();
        assert!(judged(dir.path()).unwrap_err().contains("no tests found"));

        write(dir.path(), "in/1.in", "1");
        write(dir.path(), "out/1.out", "1");
        write(dir.path(), "data/secret/1.in", "1");
        write(dir.path(), "data/secret/1.ans", "1");
        let error = judged(dir.path()).unwrap_err();
        assert!(!error.contains('\n'), "{error}");
        assert!(error.starts_with(&format!("{}: ambiguous", dir.path().display())), "{error}");
        assert!(error.contains("in/ + out/") && error.contains("data/ (ICPC)"), "{error}");
        assert!(error.contains("accepted: ") && error.contains("HackerRank"), "{error}");

        // tests/ beside another layout is ambiguous too, rather than silently tests/.
        fs::remove_dir_all(dir.path().join("data")).unwrap();
        write(dir.path(), "tests/2.in", "1");
        write(dir.path(), "tests/2.out", "1");
        let error = judged(dir.path()).unwrap_err();
        assert!(error.contains("tests/ and in/ + out/"), "{error}");
    }
}
