//! Where problems are: the problem set chosen with `--problems`, else `problems/` here or
//! above, else the set embedded in the binary; and what a TARGET argument names (a problem id,
//! a problem folder, or a folder of tests in any layout).

use std::fs;
use std::path::{Path, PathBuf};

use super::icpc::{is_icpc_package, load_icpc, IcpcProblem};
use super::layout::{layouts_in, Layout};
use super::library_checker::{is_library_checker_problem, load_library_checker, LibraryCheckerProblem};
use super::oj::has_inputs;
use super::polygon_package::{is_polygon_package, load_polygon, PolygonProblem};
use super::problem::{load_problem, Problem};
use crate::error::JudgeError;

/// What a TARGET argument names.
#[derive(Clone, Debug, PartialEq)]
pub enum Target {
    /// A problem package.
    Problem(Box<Problem>),
    /// A plain folder of tests.
    Folder(PathBuf),
    /// An ICPC (Kattis problemtools) package: `problem.yaml` and `data/`.
    Icpc(std::sync::Arc<IcpcProblem>),
    /// A Polygon package: `problem.xml`, its tests stored or generated.
    Polygon(std::sync::Arc<PolygonProblem>),
    /// A Library Checker problem folder: `info.toml`, `checker.cpp`, `gen/`, `sol/`.
    LibraryChecker(std::sync::Arc<LibraryCheckerProblem>),
}

impl Target {
    /// The folder holding the `.in`/`.out` files.
    pub fn tests_dir(&self) -> PathBuf {
        match self {
            Target::Problem(problem) => problem.tests_dir(),
            Target::Folder(dir) => dir.clone(),
            Target::Icpc(problem) => problem.data_dir(),
            Target::Polygon(problem) => problem.dir.join("tests"),
            Target::LibraryChecker(problem) => problem.dir.clone(),
        }
    }
}

/// Said when TARGET looks like a solution file.
const SWAPPED_HINT: &str =
    "the problem comes first, then the solution: nimkit test PROBLEM SOLUTION (were they swapped?)";

/// The problem set named by `--problems DIR` or `NIMKIT_PROBLEMS`, set once by `main`.
static CHOSEN_SET: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();

/// Makes `dir` the only problem set every command looks in (`--problems DIR`).
pub fn choose_problem_set(dir: PathBuf) {
    let _ = CHOSEN_SET.set(dir);
}

/// Where a problem set may be, in order: the one chosen with `--problems`/`NIMKIT_PROBLEMS`
/// alone (an error when it is missing); else `problems/` in the current folder and each
/// ancestor, then the set embedded in this binary (extracted into the cache on first use).
pub fn problem_set_candidates() -> Result<Vec<PathBuf>, JudgeError> {
    if let Some(dir) = CHOSEN_SET.get() {
        if !dir.is_dir() {
            return Err(JudgeError::input(format!(
                "{}: no such problem set folder (named by --problems or NIMKIT_PROBLEMS)",
                dir.display()
            )));
        }
        return Ok(vec![dir.clone()]);
    }
    let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let mut candidates: Vec<PathBuf> =
        cwd.ancestors().map(|base| base.join("problems")).filter(|dir| dir.is_dir()).collect();
    candidates.extend(super::embedded::extracted_root()?);
    Ok(candidates)
}

/// Where [`problem_set_candidates`] looks, in words, for messages.
pub fn where_problems_are_looked_for() -> String {
    match CHOSEN_SET.get() {
        Some(dir) => format!("in {} (--problems / NIMKIT_PROBLEMS)", dir.display()),
        None => "in problems/ here or above, and in the problem set built into nimkit \
                 (--problems DIR or NIMKIT_PROBLEMS chooses another)"
            .to_string(),
    }
}

/// The package folder of problem `id`: the first `candidate/id` with a problem.toml among
/// [`problem_set_candidates`].
pub fn problem_dir(id: &str) -> Result<Option<PathBuf>, JudgeError> {
    let looks_like_id = !id.is_empty() && !id.contains(['/', '\\']) && id != "." && id != "..";
    if !looks_like_id {
        return Ok(None);
    }
    Ok(problem_set_candidates()?
        .into_iter()
        .map(|root| root.join(id))
        .find(|dir| dir.join("problem.toml").is_file()))
}

/// Every problem id in the first problem set found, for "did you mean" (empty when none).
pub fn known_ids() -> Vec<String> {
    let Ok(candidates) = problem_set_candidates() else { return Vec::new() };
    let Some(root) = candidates.into_iter().find(|dir| has_problem_packages(dir)) else { return Vec::new() };
    let mut ids: Vec<String> = fs::read_dir(root)
        .map(|entries| {
            entries
                .flatten()
                .filter(|e| e.path().join("problem.toml").is_file())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    ids.sort();
    ids
}

/// Whether `dir` holds at least one problem package.
pub fn has_problem_packages(dir: &Path) -> bool {
    fs::read_dir(dir).is_ok_and(|entries| entries.flatten().any(|e| e.path().join("problem.toml").is_file()))
}

/// Resolves a problem id (looked up with [`problem_dir`]), a problem folder, or a test folder.
pub fn resolve_target(target: &str) -> Result<Target, JudgeError> {
    let path = Path::new(target);
    if path.is_dir() {
        return target_in(path);
    }
    if path.exists() {
        return Err(JudgeError::input(format!(
            "{target}: not a folder (give a problem id, a problem folder, or a folder of X.in/X.out tests)\n  help: {SWAPPED_HINT}"
        )));
    }
    if let Some(dir) = problem_dir(target)? {
        return target_in(&dir);
    }
    let ids = known_ids();
    let mut message =
        format!("{target}: no such folder, and no problem `{target}` {}", where_problems_are_looked_for());
    if let Some(close) = crate::suggest::closest(target, ids.iter().map(String::as_str)) {
        message += &format!("\n  help: did you mean `{close}`?");
    }
    if target.ends_with(".rs") {
        message += &format!("\n  help: {SWAPPED_HINT}");
    }
    Err(JudgeError::input(message))
}

pub(super) fn target_in(dir: &Path) -> Result<Target, JudgeError> {
    if dir.join("problem.toml").exists() {
        return Ok(Target::Problem(Box::new(load_problem(dir)?)));
    }
    // An ICPC package, named by its folder or by its `data/`.
    let package = if file_name_is(dir, "data") { dir.parent().filter(|p| is_icpc_package(p)) } else { None };
    if let Some(package) = package.or(Some(dir).filter(|d| is_icpc_package(d))) {
        return Ok(Target::Icpc(std::sync::Arc::new(load_icpc(package)?)));
    }
    if is_library_checker_problem(dir) {
        return Ok(Target::LibraryChecker(std::sync::Arc::new(load_library_checker(dir)?)));
    }
    if is_polygon_package(dir) {
        return Ok(Target::Polygon(std::sync::Arc::new(load_polygon(dir)?)));
    }
    // `oj download` writes into test/ (a Polygon package into tests/); accept the folder that
    // holds it as well, unless it holds another layout too ([`discover_folder`] says so).
    if !has_inputs(dir) {
        if let [Layout::Subfolder(inner)] = layouts_in(dir).as_slice() {
            return Ok(Target::Folder(inner.clone()));
        }
    }
    Ok(Target::Folder(dir.to_path_buf()))
}

fn file_name_is(dir: &Path, name: &str) -> bool {
    dir.canonicalize().ok().and_then(|d| d.file_name().map(|n| n == name)).unwrap_or(false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::package::testing::{judged, triples, write};

    #[test]
    fn flat_inputs_win_and_problem_toml_wins_over_everything() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "a.in", "1");
        write(dir.path(), "a.out", "1");
        write(dir.path(), "in/b.in", "1");
        write(dir.path(), "out/b.out", "1");
        write(dir.path(), "data/sample/c.in", "1");
        write(dir.path(), "data/sample/c.ans", "1");
        assert_eq!(judged(dir.path()).unwrap(), triples(&[("a", "a.in", "a.out")]));
        write(dir.path(), "problem.toml", "title = \"p\"\n");
        assert!(matches!(target_in(dir.path()).unwrap(), Target::Problem(_)));
    }

    #[test]
    fn a_folder_with_a_test_subfolder_is_a_test_folder() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "test/sample-1.in", "1");
        write(dir.path(), "test/sample-1.out", "1");
        let target = target_in(dir.path()).unwrap();
        assert_eq!(target.tests_dir(), dir.path().join("test"));
    }
}
