//! `nimkit verify` on the real problem set, and on broken copies of a problem that it must
//! reject; the practice commands (`problems`, `show`, `new`, progress) end to end.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_nimkit");

fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A judge cache shared by these tests (compiled binaries are keyed by content).
fn cache() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("nimkit-cache")
}

fn nimkit(cwd: &Path, args: &[&str], progress: &Path) -> Output {
    Command::new(BIN)
        .args(args)
        .current_dir(cwd)
        .env("NIMKIT_CACHE", cache())
        .env("NIMKIT_PROGRESS", progress)
        .env("NO_COLOR", "1")
        .output()
        .expect("run nimkit")
}

fn text(output: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr))
}

fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap() {
        let path = entry.unwrap().path();
        let target = to.join(path.file_name().unwrap());
        if path.is_dir() {
            copy_dir(&path, &target);
        } else {
            fs::copy(&path, &target).unwrap();
        }
    }
}

fn problem_ids() -> Vec<String> {
    let mut ids: Vec<String> = fs::read_dir(repo().join("problems"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("problem.toml").is_file())
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    ids.sort();
    ids
}

#[test]
fn the_whole_problem_set_verifies() {
    let scratch = tempfile::tempdir().unwrap();
    let output = nimkit(repo(), &["verify"], &scratch.path().join("solved.txt"));
    let report = text(&output);
    assert!(output.status.success(), "nimkit verify failed:\n{report}");
    let ids = problem_ids();
    assert!(ids.len() >= 8, "the problem set has {} problems", ids.len());
    for id in &ids {
        assert!(
            report.lines().any(|l| l.starts_with(id.as_str()) && l.contains(" ok ")),
            "{id} is not reported ok:\n{report}"
        );
    }
    assert!(report.contains(&format!("{n}/{n} problems verified", n = ids.len())), "{report}");
}

/// A private copy of problem `id` in `dir/problems/id`, for breaking.
fn private_copy(dir: &Path, id: &str) -> PathBuf {
    let copy = dir.join("problems").join(id);
    copy_dir(&repo().join("problems").join(id), &copy);
    copy
}

fn verify_copy(dir: &Path, id: &str) -> (bool, String) {
    let output = nimkit(dir, &["verify", id], &dir.join("solved.txt"));
    (output.status.success(), text(&output))
}

#[test]
fn a_wrong_reference_solution_fails_verification() {
    let dir = tempfile::tempdir().unwrap();
    let copy = private_copy(dir.path(), "nim-winner");
    // The classic mistake as the "reference": it must be caught by the tests themselves.
    let wrong = fs::read_dir(copy.join("wrong")).unwrap().next().unwrap().unwrap().path();
    let body = fs::read_to_string(&wrong).unwrap();
    fs::write(
        copy.join("solution.rs"),
        format!("{body}\n#[allow(unused_imports)]\nuse nimkit::nim as _unused;\n"),
    )
    .unwrap();
    let (ok, report) = verify_copy(dir.path(), "nim-winner");
    assert!(!ok, "{report}");
    // Caught either by the recorded answers of generated tests (when they are not cached
    // yet) or by the verdicts on the committed tests.
    assert!(
        report.contains("reference solution: WA") || report.contains("the reference solution's answer has"),
        "{report}"
    );
}

#[test]
fn a_wrong_solution_that_passes_fails_verification() {
    let dir = tempfile::tempdir().unwrap();
    let copy = private_copy(dir.path(), "nim-winner");
    let wrong = fs::read_dir(copy.join("wrong")).unwrap().next().unwrap().unwrap().path();
    fs::copy(copy.join("solution.rs"), &wrong).unwrap();
    let (ok, report) = verify_copy(dir.path(), "nim-winner");
    assert!(!ok, "{report}");
    let name = wrong.file_name().unwrap().to_string_lossy().into_owned();
    assert!(report.contains(&format!("wrong/{name}: expected WA on some test, never got it")), "{report}");
}

#[test]
fn a_lenient_checker_and_a_lying_brute_fail_verification() {
    let dir = tempfile::tempdir().unwrap();
    let copy = private_copy(dir.path(), "nim-move");
    fs::write(copy.join("checker.rs"), "fn main() {}\n").unwrap();
    fs::write(copy.join("brute.rs"), "fn main() { println!(\"Second\"); }\n").unwrap();
    let (ok, report) = verify_copy(dir.path(), "nim-move");
    assert!(!ok, "{report}");
    assert!(report.contains("checker: AC on sample-1 with an empty output"), "{report}");
    // The lenient checker accepts the brute's constant answer; so a strict copy is needed
    // to see the brute caught: restore the checker and verify again.
    fs::copy(repo().join("problems/nim-move/checker.rs"), copy.join("checker.rs")).unwrap();
    let (ok, report) = verify_copy(dir.path(), "nim-move");
    assert!(!ok, "{report}");
    assert!(report.contains("brute.rs disagrees with the answer of"), "{report}");
}

#[test]
fn a_reference_solution_that_does_not_bundle_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let copy = private_copy(dir.path(), "nim-winner");
    fs::write(copy.join("solution.rs"), "use nimkit::no_such_module;\nfn main() {}\n").unwrap();
    let (ok, report) = verify_copy(dir.path(), "nim-winner");
    assert!(!ok, "{report}");
    assert!(report.contains("cannot be bundled") && report.contains("no_such_module"), "{report}");
}

#[test]
fn every_listed_module_missing_from_the_bundle_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let copy = private_copy(dir.path(), "nim-winner");
    let toml = fs::read_to_string(copy.join("problem.toml")).unwrap();
    let listed = toml.lines().find(|l| l.starts_with("modules")).unwrap().to_string();
    let widened = toml.replace(&listed, r#"modules = ["nim", "io", "moore", "xor_basis"]"#);
    fs::write(copy.join("problem.toml"), widened).unwrap();
    let (ok, report) = verify_copy(dir.path(), "nim-winner");
    assert!(!ok, "{report}");
    for module in ["moore", "xor_basis"] {
        assert!(report.contains(&format!("lists module `{module}`, but")), "{module}:\n{report}");
    }
}

#[test]
fn practice_commands_end_to_end() {
    let dir = tempfile::tempdir().unwrap();
    let progress = dir.path().join("progress").join("solved.txt");
    let id = "nim-winner";

    let listing = nimkit(dir.path(), &["problems"], &progress);
    assert!(listing.status.success(), "{}", text(&listing));
    let listing = text(&listing);
    for other in problem_ids() {
        assert!(listing.contains(&other), "{other} missing from:\n{listing}");
    }
    assert!(listing.contains("0 solved"), "{listing}");

    let shown = nimkit(dir.path(), &["show", id], &progress);
    assert!(shown.status.success());
    let statement = fs::read_to_string(repo().join("problems").join(id).join("statement.md")).unwrap();
    let first_line = statement.lines().next().unwrap();
    assert!(text(&shown).contains(first_line));
    assert!(!text(&shown).contains('\x1b'), "NO_COLOR and a pipe: no escapes");

    let unknown = nimkit(dir.path(), &["show", "nim-winer"], &progress);
    assert!(!unknown.status.success());
    assert!(text(&unknown).contains("did you mean `nim-winner`?"), "{}", text(&unknown));

    let created = nimkit(dir.path(), &["new", id], &progress);
    assert!(created.status.success(), "{}", text(&created));
    let template = dir.path().join(format!("{id}.rs"));
    let written = fs::read_to_string(&template).unwrap();
    assert!(written.contains("use nimkit::io::stdin_scanner;") && !written.contains("proconio"));

    // Never overwrite: the user's work stays as it is.
    fs::write(&template, "// my work\n").unwrap();
    let again = nimkit(dir.path(), &["new", id], &progress);
    assert!(!again.status.success());
    assert!(text(&again).contains("already exists"), "{}", text(&again));
    assert_eq!(fs::read_to_string(&template).unwrap(), "// my work\n");

    // The template compiles but does not solve the problem: not recorded.
    let other = dir.path().join("attempt.rs");
    let new_other = nimkit(dir.path(), &["new", id, other.to_str().unwrap()], &progress);
    assert!(new_other.status.success());
    let attempt = nimkit(dir.path(), &["test", id, "attempt.rs"], &progress);
    assert!(!attempt.status.success(), "{}", text(&attempt));
    assert!(!text(&attempt).contains("compile error"), "the template must compile:\n{}", text(&attempt));
    assert!(!progress.exists(), "a failed attempt must not be recorded");

    // The reference solution passes: recorded, and `problems` shows it.
    let solution = repo().join("problems").join(id).join("solution.rs");
    let solved = nimkit(dir.path(), &["test", id, solution.to_str().unwrap()], &progress);
    assert!(solved.status.success(), "{}", text(&solved));
    assert_eq!(fs::read_to_string(&progress).unwrap().trim(), id);
    let listing = text(&nimkit(dir.path(), &["problems"], &progress));
    assert!(listing.contains("1 solved"), "{listing}");
    let row = listing.lines().find(|l| l.starts_with(id)).unwrap();
    assert!(row.contains("yes"), "{row}");
}
