//! `nimkit verify` on the real problem set, and on broken copies of a problem that it must
//! reject; the practice commands (`problems`, `show`, `new`, progress) end to end.

use crate::common;

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

/// The classes every problem.toml must name (src/judge/problem.rs, CORE_MISTAKE_CLASSES).
const CORE_MISTAKE_CLASSES: [&str; 6] =
    ["complexity", "integer-width", "period-guessing", "zero-empty", "misere-endgame", "off-by-one"];

#[test]
fn the_representative_problems_cover_every_module_mistake_class_and_verdict() {
    let mut modules = std::collections::BTreeSet::new();
    let (mut classes, mut verdicts) = (modules.clone(), modules.clone());
    let (mut interactive, mut checker) = (false, false);
    for id in common::REPRESENTATIVE {
        let dir = repo().join("problems").join(id);
        let table: toml::Table = fs::read_to_string(dir.join("problem.toml")).unwrap().parse().unwrap();
        for module in table["modules"].as_array().unwrap() {
            modules.insert(module.as_str().unwrap().to_string());
        }
        for wrong in table["wrong"].as_table().unwrap().values() {
            classes.extend(wrong.get("class").and_then(|c| c.as_str()).map(str::to_string));
            verdicts.insert(wrong["verdict"].as_str().unwrap().to_string());
        }
        interactive |= dir.join("interactor.rs").is_file();
        checker |= dir.join("checker.rs").is_file();
    }
    let library: Vec<String> = fs::read_dir(repo().join("snippets"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs") && !p.ends_with("lib.rs"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    // Modules no problem uses yet (a new module before its first problem) cannot be covered.
    let used_by_the_set: std::collections::BTreeSet<String> = problem_ids()
        .iter()
        .flat_map(|id| {
            let text = fs::read_to_string(repo().join("problems").join(id).join("problem.toml")).unwrap();
            let table: toml::Table = text.parse().unwrap();
            let listed: Vec<String> = table["modules"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m.as_str().unwrap().to_string())
                .collect();
            listed
        })
        .collect();
    for module in library.iter().filter(|m| used_by_the_set.contains(*m)) {
        assert!(modules.contains(module), "no representative problem uses module `{module}`");
    }
    for class in CORE_MISTAKE_CLASSES.iter().chain(&["wrong-rule"]) {
        assert!(classes.contains(*class), "no representative wrong solution is of class `{class}`");
    }
    for verdict in ["WA", "TLE", "RE"] {
        assert!(verdicts.contains(verdict), "no representative wrong solution must get {verdict}");
    }
    assert!(interactive && checker, "an interactive problem and one with a checker are included");
}

#[test]
fn a_representative_part_of_the_problem_set_verifies() {
    let scratch = tempfile::tempdir().unwrap();
    // Wall-clock limits on a loaded machine: the reference solutions get three times theirs
    // (grundys-game-large's took 3 s of wall time for 0.9 s of CPU at load 11).
    let mut args = vec!["verify", "--time-scale", "3"];
    args.extend(common::REPRESENTATIVE);
    let output = nimkit(repo(), &args, &scratch.path().join("solved.txt"));
    let report = text(&output);
    assert!(output.status.success(), "nimkit verify failed:\n{report}");
    assert!(problem_ids().len() >= 8, "the problem set has {} problems", problem_ids().len());
    for id in common::REPRESENTATIVE {
        assert!(
            report.lines().any(|l| l.starts_with(id) && l.contains(" ok ")),
            "{id} is not reported ok:\n{report}"
        );
    }
    let n = common::REPRESENTATIVE.len();
    assert!(report.contains(&format!("{n}/{n} problems verified")), "{report}");
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
fn a_problem_folder_named_by_its_path_verifies_where_it_is_and_other_paths_get_a_reason() {
    let dir = tempfile::tempdir().unwrap();
    // Outside any problems/ folder, under a name the set does not have.
    let own = dir.path().join("drafts").join("my-nim");
    copy_dir(&repo().join("problems").join("nim-winner"), &own);
    let progress = dir.path().join("solved.txt");
    let output = nimkit(dir.path(), &["verify", "drafts/my-nim"], &progress);
    let report = text(&output);
    assert!(output.status.success(), "{report}");
    assert!(report.contains("1/1 problems verified") && report.contains("my-nim"), "{report}");

    // A broken copy is judged as itself, not as the set's problem of the same rules.
    fs::remove_file(own.join("editorial.md")).unwrap();
    let output = nimkit(dir.path(), &["verify", "drafts/my-nim"], &progress);
    assert_eq!(output.status.code(), Some(1), "{}", text(&output));
    assert!(text(&output).contains("editorial.md"), "{}", text(&output));

    let refused = |arg: &str, reason: &str| {
        let output = nimkit(dir.path(), &["verify", arg], &progress);
        let said = text(&output);
        assert_eq!(output.status.code(), Some(2), "{arg}: {said}");
        assert!(said.contains(reason), "{arg}: {said}");
    };
    refused("drafts", "drafts: a folder, but not a problem package: it has no problem.toml");
    refused("drafts/none", "drafts/none: no such folder");
    fs::write(dir.path().join("notes.txt"), "x").unwrap();
    refused("notes.txt", "notes.txt: not a folder");

    // Foreign packages are verified one at a time.
    let icpc = dir.path().join("icpc");
    fs::create_dir_all(icpc.join("data/secret")).unwrap();
    fs::write(icpc.join("problem.yaml"), "name: Halves\n").unwrap();
    let output = nimkit(dir.path(), &["verify", "icpc", "drafts/my-nim"], &progress);
    assert_eq!(output.status.code(), Some(2), "{}", text(&output));
    assert!(
        text(&output).contains("icpc: an ICPC, Polygon or Library Checker package is verified alone"),
        "{}",
        text(&output)
    );
}

#[test]
fn a_wrong_reference_solution_fails_verification() {
    let dir = tempfile::tempdir().unwrap();
    let copy = private_copy(dir.path(), "nim-winner");
    // The classic mistake as the "reference": it must be caught by the tests themselves.
    let wrong = copy.join("wrong/or_instead_of_xor.rs");
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
    let wrong = copy.join("wrong/or_instead_of_xor.rs");
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

/// A wrong solution for nim-winner that answers correctly except on the listed tests of
/// `copy`, where it flips every answer: how well a problem's tests catch it is then known.
fn wrong_only_on(copy: &Path, tests: &[&str]) -> String {
    let spoiled: Vec<String> = tests
        .iter()
        .map(|t| {
            format!("include_str!({:?})", copy.join("tests").join(format!("{t}.in")).display().to_string())
        })
        .collect();
    format!(
        r#"use std::io::Read;
fn main() {{
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let spoiled = [{}].contains(&text.as_str());
    let mut it = text.split_ascii_whitespace().map(|w| w.parse::<u64>().unwrap());
    for _ in 0..it.next().unwrap() {{
        let n = it.next().unwrap();
        let won = (0..n).fold(0, |acc, _| acc ^ it.next().unwrap()) != 0;
        println!("{{}}", if won != spoiled {{ "First" }} else {{ "Second" }});
    }}
}}
"#,
        spoiled.join(", ")
    )
}

#[test]
fn a_wrong_solution_caught_by_too_few_or_the_wrong_tests_fails_verification() {
    let dir = tempfile::tempdir().unwrap();
    let copy = private_copy(dir.path(), "nim-winner");
    let wrong = copy.join("wrong/u32_nim_sum.rs");

    fs::write(&wrong, wrong_only_on(&copy, &["sample-1", "sample-2"])).unwrap();
    let (ok, report) = verify_copy(dir.path(), "nim-winner");
    assert!(!ok, "{report}");
    assert!(report.contains("wrong/u32_nim_sum.rs: rejected by only 0 non-sample test(s)"), "{report}");
    let line = report.lines().find(|l| l.contains("wrong/u32_nim_sum.rs") && l.contains("expects")).unwrap();
    assert!(line.contains("rejected by") && line.contains("2/") && line.contains("(2 samples)"), "{line}");

    fs::write(&wrong, wrong_only_on(&copy, &["sample-1", "width-2pow32"])).unwrap();
    let (ok, report) = verify_copy(dir.path(), "nim-winner");
    assert!(!ok, "{report}");
    assert!(report.contains("wrong/u32_nim_sum.rs: rejected by only 1 non-sample test(s)"), "{report}");
    assert!(!report.contains("none of the"), "width-2pow32 is an integer-width anti-test:\n{report}");

    fs::write(&wrong, wrong_only_on(&copy, &["random-small-1", "random-small-2"])).unwrap();
    let (ok, report) = verify_copy(dir.path(), "nim-winner");
    assert!(!ok, "{report}");
    assert!(report.contains("wrong/u32_nim_sum.rs: none of the `integer-width` anti-tests"), "{report}");
    assert!(!report.contains("non-sample test(s)"), "{report}");
}

#[test]
fn a_missing_core_class_or_editorial_and_bad_anti_tests_fail_verification() {
    let dir = tempfile::tempdir().unwrap();
    let copy = private_copy(dir.path(), "nim-winner");
    let toml = fs::read_to_string(copy.join("problem.toml")).unwrap();
    let off_by_one = toml.lines().find(|l| l.starts_with("off-by-one")).unwrap().to_string();
    let broken = toml.replace(&off_by_one, "lonely-class = { tests = [\"sample-1\", \"no-such-test\"] }");
    fs::write(copy.join("problem.toml"), broken).unwrap();
    fs::remove_file(copy.join("editorial.md")).unwrap();
    let (ok, report) = verify_copy(dir.path(), "nim-winner");
    assert!(!ok, "{report}");
    for wanted in [
        "[mistakes] lacks the core class `off-by-one`",
        "[mistakes] lonely-class: `sample-1` is a sample",
        "[mistakes] lonely-class: no test `no-such-test`",
        "[mistakes] lonely-class has anti-tests but no wrong solution of that class",
        "editorial.md: cannot read",
    ] {
        assert!(report.contains(wanted), "{wanted}:\n{report}");
    }
    fs::write(copy.join("editorial.md"), " \n").unwrap();
    let (_, report) = verify_copy(dir.path(), "nim-winner");
    assert!(report.contains("editorial.md: empty"), "{report}");
}

#[test]
fn a_problem_with_draws_must_answer_draw_as_loss() {
    let dir = tempfile::tempdir().unwrap();
    let copy = private_copy(dir.path(), "nim-winner");
    let (ok, report) = verify_copy(dir.path(), "nim-winner");
    assert!(ok && !report.contains("draw-as-loss"), "a problem without loopy needs no draw class:\n{report}");
    let toml = fs::read_to_string(copy.join("problem.toml")).unwrap();
    let modules = toml.lines().find(|l| l.starts_with("modules")).unwrap().to_string();
    fs::write(copy.join("problem.toml"), toml.replace(&modules, "modules = [\"nim\", \"io\", \"loopy\"]"))
        .unwrap();
    let (ok, report) = verify_copy(dir.path(), "nim-winner");
    assert!(!ok, "{report}");
    assert!(report.contains("[mistakes] lacks `draw-as-loss`"), "{report}");
}

#[test]
fn a_malformed_mistakes_table_is_refused_with_its_line() {
    let dir = tempfile::tempdir().unwrap();
    let copy = private_copy(dir.path(), "nim-winner");
    let toml = fs::read_to_string(copy.join("problem.toml")).unwrap();
    let (index, zero_empty) = toml.lines().enumerate().find(|(_, l)| l.starts_with("zero-empty")).unwrap();
    let broken =
        toml.replace(zero_empty, "zero-empty = { tests = [\"edge-empty\"], not_applicable = \"no\" }");
    fs::write(copy.join("problem.toml"), broken).unwrap();
    let output = nimkit(dir.path(), &["verify", "nim-winner"], &dir.path().join("solved.txt"));
    let report = text(&output);
    assert_eq!(output.status.code(), Some(2), "{report}");
    assert!(report.contains(&format!("problem.toml:{}: [mistakes] zero-empty", index + 1)), "{report}");
    assert!(report.contains("not both"), "{report}");
}

#[test]
fn show_names_the_source_of_a_retold_problem() {
    let dir = tempfile::tempdir().unwrap();
    let copy = private_copy(dir.path(), "nim-winner");
    let toml = fs::read_to_string(copy.join("problem.toml")).unwrap();
    fs::write(copy.join("problem.toml"), format!("source = \"Somewhere 123 \\\"Old pebbles\\\"\"\n{toml}"))
        .unwrap();
    let progress = dir.path().join("solved.txt");
    let shown = text(&nimkit(dir.path(), &["show", "nim-winner"], &progress));
    let title = shown.lines().position(|l| l.starts_with("# ")).unwrap();
    assert_eq!(shown.lines().nth(title + 1), Some("Retold from: Somewhere 123 \"Old pebbles\""), "{shown}");
    let listing = text(&nimkit(dir.path(), &["problems"], &progress));
    let row = listing.lines().find(|l| l.starts_with("nim-winner")).unwrap();
    assert!(row.contains("yes"), "{listing}");
    assert!(listing.contains("1 retold"), "{listing}");
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

    let editorial = fs::read_to_string(repo().join("problems").join(id).join("editorial.md")).unwrap();
    let editorial_head = editorial.lines().next().unwrap();
    assert!(!text(&shown).contains(editorial_head), "plain show never prints the editorial");
    let shown_editorial = nimkit(dir.path(), &["show", id, "--editorial"], &progress);
    assert!(shown_editorial.status.success(), "{}", text(&shown_editorial));
    assert!(text(&shown_editorial).contains(editorial_head), "{}", text(&shown_editorial));
    assert!(!text(&shown_editorial).contains("## Input"), "the editorial alone, not the statement");

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

/// Ctrl-C while a reference solution runs: the problem in progress is not reported (its
/// killed programs would read as TLE or RE, a failure that never happened), the report says
/// how far it got, and the exit code is 130.
#[test]
fn an_interrupted_verify_reports_no_failure_it_did_not_find() {
    let dir = tempfile::tempdir().unwrap();
    let copy = private_copy(dir.path(), "nim-winner");
    // The reference stalls in a `sleep` found by its command line (a room cannot write outside
    // its folder, so no marker file).
    let marker = format!("60.{}", std::process::id());
    let solution = fs::read_to_string(copy.join("solution.rs")).unwrap();
    let stalled = solution.replacen(
        "fn main() {",
        &format!("fn main() {{ let _ = std::process::Command::new(\"sleep\").arg({marker:?}).status();"),
        1,
    );
    assert_ne!(stalled, solution);
    fs::write(copy.join("solution.rs"), stalled).unwrap();
    let mut verify = Command::new(BIN)
        .args(["verify", "nim-winner"])
        .current_dir(dir.path())
        .env("NIMKIT_CACHE", cache())
        .env("NIMKIT_PROGRESS", dir.path().join("solved.txt"))
        .env("NO_COLOR", "1")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let started = std::time::Instant::now();
    let sleeping = || {
        fs::read_dir("/proc").unwrap().flatten().any(|entry| {
            let pid = entry.file_name();
            let comm = fs::read_to_string(entry.path().join("comm")).unwrap_or_default();
            let cmdline = fs::read(entry.path().join("cmdline")).unwrap_or_default();
            pid.to_str().is_some_and(|p| p.parse::<u32>().is_ok())
                && comm.trim() == "sleep"
                && cmdline.windows(marker.len()).any(|w| w == marker.as_bytes())
        })
    };
    while !sleeping() {
        assert!(started.elapsed().as_secs() < 120, "the reference solution never ran");
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    // SAFETY: a signal to the nimkit we started.
    unsafe { libc::kill(verify.id() as i32, libc::SIGINT) };
    let signalled = std::time::Instant::now();
    while verify.try_wait().unwrap().is_none() {
        let bound = common::hang_bound(std::time::Duration::from_secs(3));
        assert!(signalled.elapsed() < bound, "verify still running after the signal");
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let output = verify.wait_with_output().unwrap();
    let all = text(&output);
    assert_eq!(output.status.code(), Some(130), "{all}");
    assert!(
        all.contains("interrupted (SIGINT) after 0 of 1 problems; nim-winner and the rest were not verified"),
        "{all}"
    );
    for false_failure in ["FAILED", "TLE", "RE ", "reference solution:"] {
        assert!(!all.contains(false_failure), "{false_failure} in:\n{all}");
    }
}

/// README's count of retold problems and its word for the template `new` writes are the set's
/// and the code's, not a past state of them.
#[test]
fn readme_counts_the_retold_problems_and_names_the_template_input() {
    let readme = fs::read_to_string(repo().join("README.md")).unwrap();
    let retold = problem_ids()
        .iter()
        .filter(|id| {
            let text = fs::read_to_string(repo().join("problems").join(id).join("problem.toml")).unwrap();
            text.parse::<toml::Table>().unwrap().contains_key("source")
        })
        .count();
    let words = ["No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"];
    let said =
        format!("{} problems are known to retell known ones", words.get(retold).copied().unwrap_or("Many"));
    assert!(readme.replace('\n', " ").contains(&said), "README must say: {said}");
    let scratch = tempfile::tempdir().unwrap();
    let output = nimkit(scratch.path(), &["new", "nim-winner"], &scratch.path().join("solved.txt"));
    assert!(output.status.success(), "{}", text(&output));
    let template = fs::read_to_string(scratch.path().join("nim-winner.rs")).unwrap();
    let input = if template.contains("stdin_scanner") { "stdin_scanner" } else { "proconio" };
    let new_line =
        readme.lines().find(|l| l.starts_with("- `nimkit new ID [FILE]` writes a template")).unwrap();
    assert!(new_line.contains(input), "README describes `new` as: {new_line}");
}
