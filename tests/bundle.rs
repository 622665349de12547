//! `nimkit bundle` and `nimkit snippet` from the outside: every fixture in
//! tests/fixtures/bundle/ is bundled, compiled with rustc alone (editions 2021 and 2024, and
//! rustc 1.70 when that toolchain is installed), run, and compared with the same solution
//! compiled against the library; then the command line's errors and guarantees.

use crate::common;

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::{Mutex, OnceLock};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/bundle");

fn nimkit(args: &[&str]) -> Output {
    // `--check` builds AtCoder's crates into the judge's cache: the tests' own, not the user's.
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR"));
    Command::new(env!("CARGO_BIN_EXE_nimkit"))
        .args(args)
        .env("NIMKIT_CACHE", tmp.join("nimkit-cache"))
        .env("NIMKIT_PROGRESS", tmp.join("nimkit-progress/solved.txt"))
        .output()
        .expect("run nimkit")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn rustc() -> Command {
    Command::new(std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into()))
}

/// rustc 1.70 (AtCoder's 2023 judge), when installed; the tests skip it otherwise.
fn msrv_rustc() -> Option<Command> {
    static AVAILABLE: OnceLock<bool> = OnceLock::new();
    let command = || {
        let mut c = Command::new("rustup");
        c.args(["run", "1.70.0", "rustc"]);
        c
    };
    let available = *AVAILABLE.get_or_init(|| {
        // Asking `rustup toolchain list` first: `rustup run` of a missing toolchain may try to install it.
        let installed = Command::new("rustup")
            .args(["toolchain", "list"])
            .output()
            .is_ok_and(|o| text(&o.stdout).lines().any(|l| l.starts_with("1.70.0")));
        let ok = installed && command().arg("--version").output().is_ok_and(|o| o.status.success());
        if !ok {
            eprintln!(
                "note: rustc 1.70.0 is not installed (rustup toolchain 1.70.0): skipping the MSRV builds"
            );
        }
        ok
    });
    available.then(command)
}

/// The library compiled as an rlib by rustc, once per library version, kept in cargo's folder for
/// tests' data (`CARGO_TARGET_TMPDIR`): what a solution is built against when it depends on
/// nimkit. A temporary folder would outlive the test process (statics are never dropped).
fn library_rlib() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let lib = concat!(env!("CARGO_MANIFEST_DIR"), "/snippets");
        let mut sources: Vec<(PathBuf, Vec<u8>)> = fs::read_dir(lib)
            .unwrap()
            .map(|e| e.unwrap().path())
            .map(|p| (p.clone(), fs::read(p).unwrap()))
            .collect();
        sources.sort();
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        std::hash::Hash::hash(&sources, &mut hasher);
        let tmp = Path::new(env!("CARGO_TARGET_TMPDIR"));
        let dir = tmp.join(format!("library-rlib-{:016x}", std::hash::Hasher::finish(&hasher)));
        if dir.join("libnimkit.rlib").is_file() {
            return dir;
        }
        fs::create_dir_all(tmp).unwrap();
        // Built aside, then published with one rename: a concurrent test run finds a whole rlib.
        let building = tempfile::tempdir_in(tmp).unwrap();
        let output = rustc()
            .args(["--crate-type", "rlib", "--crate-name", "nimkit", "--edition", "2021", "--out-dir"])
            .arg(building.path())
            .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/snippets/lib.rs"))
            .output()
            .unwrap();
        assert!(output.status.success(), "the library compiles: {}", text(&output.stderr));
        // Losing the race leaves the winner's folder in place; ours is removed on drop.
        let _ = fs::rename(building.path(), &dir);
        dir
    })
}

#[test]
fn the_library_rlib_stays_in_the_tests_folder() {
    // Not a temporary folder in /tmp: a static's TempDir is never dropped, so it leaked 3 MB a run.
    assert!(library_rlib().starts_with(env!("CARGO_TARGET_TMPDIR")), "{}", library_rlib().display());
    assert!(library_rlib().join("libnimkit.rlib").is_file());
}

fn compile(mut command: Command, source: &Path, edition: &str, exe: &Path) {
    let output =
        command.args(["--edition", edition, "-D", "warnings", "-o"]).arg(exe).arg(source).output().unwrap();
    assert!(
        output.status.success(),
        "{} (edition {edition}) does not compile:\n{}",
        source.display(),
        text(&output.stderr)
    );
}

fn run(exe: &Path, input: &[u8]) -> String {
    let mut child = Command::new(exe).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "{} failed", exe.display());
    text(&output.stdout)
}

fn fixtures() -> Vec<PathBuf> {
    let mut all: Vec<PathBuf> = fs::read_dir(FIXTURES)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .collect();
    all.sort();
    all
}

/// Bundle one fixture and check every build of the bundle behaves like the library build.
fn check_fixture(fixture: &Path, work: &Path) {
    let name = fixture.file_stem().unwrap().to_string_lossy().into_owned();
    let input = fs::read(fixture.with_extension("in")).unwrap_or_default();

    let reference = work.join(format!("{name}_reference"));
    let mut with_library = rustc();
    with_library.arg("--extern").arg(format!("nimkit={}", library_rlib().join("libnimkit.rlib").display()));
    compile(with_library, fixture, "2021", &reference);
    let expected = run(&reference, &input);
    assert!(!expected.is_empty(), "{name} prints something to compare");

    let bundled = work.join(format!("{name}_bundle.rs"));
    let output = nimkit(&["bundle", fixture.to_str().unwrap(), "-o", bundled.to_str().unwrap()]);
    assert!(output.status.success(), "bundling {name}: {}", text(&output.stderr));
    let size = fs::metadata(&bundled).unwrap().len();
    assert!(
        text(&output.stderr).contains(&format!("nimkit bundle: {size} bytes")),
        "{}",
        text(&output.stderr)
    );

    let mut builds = vec![(rustc(), "2021"), (rustc(), "2024")];
    if let Some(old) = msrv_rustc() {
        builds.push((old, "2021"));
    }
    for (i, (compiler, edition)) in builds.into_iter().enumerate() {
        let exe = work.join(format!("{name}_bundle_{i}"));
        compile(compiler, &bundled, edition, &exe);
        assert_eq!(
            run(&exe, &input),
            expected,
            "{name}: the bundle (build {i}, edition {edition}) behaves like the library build"
        );
    }

    let again = work.join(format!("{name}_bundle_again.rs"));
    let output = nimkit(&["bundle", bundled.to_str().unwrap(), "-o", again.to_str().unwrap()]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(text(&output.stderr).contains("already has a `mod nimkit`"));
    assert_eq!(
        fs::read(&again).unwrap(),
        fs::read(&bundled).unwrap(),
        "{name}: bundling a bundle changes nothing"
    );
}

#[test]
fn every_fixture_bundles_compiles_and_behaves_like_the_library_build() {
    let work = tempfile::tempdir().unwrap();
    let queue = Mutex::new(fixtures());
    assert!(queue.lock().unwrap().len() >= 8, "the fixtures are there");
    let failures = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| loop {
                let Some(fixture) = queue.lock().unwrap().pop() else { break };
                let result = std::panic::catch_unwind(|| check_fixture(&fixture, work.path()));
                if let Err(panic) = result {
                    let message = panic
                        .downcast_ref::<String>()
                        .cloned()
                        .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                        .unwrap_or_default();
                    failures.lock().unwrap().push(format!("{}: {message}", fixture.display()));
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

fn fixture(name: &str) -> String {
    format!("{FIXTURES}/{name}")
}

#[test]
fn bundles_hold_only_reachable_modules_without_tests_in_a_fixed_order() {
    let nim_only = nimkit(&["bundle", &fixture("use_glob_module.rs")]);
    let out = text(&nim_only.stdout);
    assert!(out.contains("    pub mod nim {"));
    assert!(!out.contains("pub mod oracle"), "oracle is not reachable from this solution");
    assert!(!out.contains("#[cfg(test)]") && !out.contains("mod tests") && !out.contains("#[test]"));
    let header = out.lines().find(|l| l.starts_with("// nimkit ")).unwrap();
    assert!(header.contains(env!("CARGO_PKG_VERSION")) && header.contains("modules: nim "), "{header}");

    let misere = text(&nimkit(&["bundle", &fixture("misere_only.rs")]).stdout);
    assert!(
        misere.contains("pub mod misere {") && misere.contains("pub mod nim {"),
        "misere reaches nim by itself"
    );
    assert!(!misere.contains("pub mod moore") && !misere.contains("pub mod oracle"));

    let both = text(&nimkit(&["bundle", &fixture("use_groups.rs")]).stdout);
    assert!(both.find("pub mod nim {").unwrap() < both.find("pub mod oracle {").unwrap(), "alphabetical");
    assert_eq!(both, text(&nimkit(&["bundle", &fixture("use_groups.rs")]).stdout), "deterministic");
}

#[test]
fn a_one_module_bundle_with_stripped_docs_is_small() {
    let output = nimkit(&["bundle", &fixture("use_glob_module.rs"), "--strip-docs"]);
    assert!(output.status.success());
    let out = text(&output.stdout);
    assert!(out.len() < 8 * 1024, "{} bytes", out.len());
    let block = &out[out.find("mod nimkit").unwrap()..];
    assert!(!block.contains("///") && !block.contains("//!"), "no doc comments left");
}

#[test]
fn check_compiles_the_bundle_and_reports_errors() {
    let output = nimkit(&["bundle", &fixture("full_paths.rs"), "--check", "--edition", "2024"]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(text(&output.stderr).contains("compiles with rustc (edition 2024)"));

    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.rs");
    fs::write(&bad, "use nimkit::nim::nim_sum;\nfn main() {\n    let x: u32 = nim_sum(&[1]);\n}\n").unwrap();
    let output = nimkit(&["bundle", bad.to_str().unwrap(), "--check"]);
    assert_eq!(output.status.code(), Some(1));
    let err = text(&output.stderr);
    assert!(err.contains("mismatched types") && err.contains("bundle.rs:3:"), "{err}");
    assert!(err.contains("does not compile with rustc (edition 2021)"), "{err}");
    assert!(output.stdout.is_empty(), "nothing is printed when the check fails");
}

#[test]
fn errors_name_the_file_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("typo.rs");
    fs::write(&path, "use nimkit::nim::nim_sum;\nuse nimkit::orcale::Oracle;\nfn main() {}\n").unwrap();
    let output = nimkit(&["bundle", path.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    let err = text(&output.stderr);
    assert!(
        err.starts_with(&format!("{}:2:13: error: unknown nimkit module `orcale`", path.display())),
        "{err}"
    );
    assert!(
        err.contains("did you mean `oracle`?")
            && err.contains("available modules: ")
            && err.contains("`nim`"),
        "{err}"
    );

    fs::write(&path, "use nimkit::nim::nim_summ;\nfn main() {}\n").unwrap();
    let err = text(&nimkit(&["bundle", path.to_str().unwrap()]).stderr);
    assert!(
        err.starts_with(&format!(
            "{}:1:18: error: `nimkit::nim` has no public item `nim_summ`",
            path.display()
        )),
        "{err}"
    );
    assert!(err.contains("did you mean `nim_sum`?"), "{err}");

    fs::write(&path, "use nimkit::nim::nim_sum;\nfn main() {\n    let v = vec![1;\n}\n").unwrap();
    let output = nimkit(&["bundle", path.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(1));
    let err = text(&output.stderr);
    // rustc's own message and location (the unclosed delimiter), not syn's.
    assert!(
        err.starts_with(&format!("{}:3:17: error: the solution does not parse", path.display())),
        "{err}"
    );
    assert!(err.contains("mismatched closing delimiter") && !err.contains("token stream"), "{err}");

    let missing = nimkit(&["bundle", "/no/such/solution.rs"]);
    assert_eq!(missing.status.code(), Some(2), "a missing file is a usage error, as in test and stress");
    assert!(text(&missing.stderr).contains("cannot read /no/such/solution.rs"));
}

#[test]
fn output_is_atomic_and_never_the_input() {
    let dir = tempfile::tempdir().unwrap();
    let solution = dir.path().join("sol.rs");
    let original = fs::read(fixture("use_groups.rs")).unwrap();
    fs::write(&solution, &original).unwrap();
    let out = dir.path().join("sol_bundle.rs");

    let refused =
        nimkit(&["bundle", solution.to_str().unwrap(), "-o", dir.path().join("./sol.rs").to_str().unwrap()]);
    assert_eq!(refused.status.code(), Some(1));
    assert!(text(&refused.stderr).contains("refusing to write the bundle over its own solution"));
    assert_eq!(fs::read(&solution).unwrap(), original, "the input is never modified");

    let other = dir.path().join("other.rs");
    fs::write(&other, &original).unwrap();
    let refused = nimkit(&["bundle", solution.to_str().unwrap(), "-o", other.to_str().unwrap()]);
    assert_eq!(refused.status.code(), Some(1));
    assert!(
        text(&refused.stderr).contains("refusing to overwrite") && text(&refused.stderr).contains("--force")
    );
    assert_eq!(fs::read(&other).unwrap(), original, "another solution is not overwritten");
    assert!(nimkit(&["bundle", solution.to_str().unwrap(), "-o", other.to_str().unwrap(), "--force"])
        .status
        .success());
    assert_ne!(fs::read(&other).unwrap(), original, "--force overwrites it");
    fs::remove_file(&other).unwrap();

    assert!(nimkit(&["bundle", solution.to_str().unwrap(), "-o", out.to_str().unwrap()]).status.success());
    let first = fs::read(&out).unwrap();
    assert!(nimkit(&["bundle", solution.to_str().unwrap(), "-o", out.to_str().unwrap()]).status.success());
    assert_eq!(fs::read(&out).unwrap(), first, "a previous bundle is overwritten with the same result");

    fs::write(&solution, "use nimkit::nope::X;\nfn main() {}\n").unwrap();
    assert_eq!(
        nimkit(&["bundle", solution.to_str().unwrap(), "-o", out.to_str().unwrap()]).status.code(),
        Some(1)
    );
    assert_eq!(fs::read(&out).unwrap(), first, "a failed bundle leaves the old output alone");
    let fresh = dir.path().join("fresh.rs");
    assert_eq!(
        nimkit(&["bundle", solution.to_str().unwrap(), "-o", fresh.to_str().unwrap()]).status.code(),
        Some(1)
    );
    assert!(!fresh.exists(), "no half-written file");
    let names: Vec<String> =
        fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into()).collect();
    assert_eq!(names.len(), 2, "no temporary files left: {names:?}");
}

#[test]
fn proconio_bundles_unchanged_but_not_for_codeforces() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("atcoder.rs");
    let solution = "use nimkit::nim::first_player_wins;\nuse proconio::input;\n\nfn main() {\n    input! { n: usize, piles: [u64; n] }\n    \
                    println!(\"{}\", if first_player_wins(&piles) { \"First\" } else { \"Second\" });\n}\n";
    fs::write(&path, solution).unwrap();
    let output = nimkit(&["bundle", path.to_str().unwrap(), "--target", "atcoder"]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(text(&output.stdout).starts_with(solution), "the solution part is unchanged");
    assert!(text(&output.stderr).contains("of 524288 allowed by AtCoder"));

    let output = nimkit(&["bundle", path.to_str().unwrap(), "--target", "codeforces"]);
    assert_eq!(output.status.code(), Some(1));
    let err = text(&output.stderr);
    assert!(
        err.starts_with(&format!(
            "{}:2:5: error: crate `proconio` is not available on Codeforces",
            path.display()
        )),
        "{err}"
    );
    assert!(err.contains("nimkit::io::stdin_scanner"), "{err}");

    // --check links the crates AtCoder offers (the judge's own build of them).
    let output = Command::new(env!("CARGO_BIN_EXE_nimkit"))
        .args(["bundle", path.to_str().unwrap(), "--check"])
        .env("NIMKIT_CACHE", Path::new(env!("CARGO_TARGET_TMPDIR")).join("nimkit-cache"))
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(text(&output.stderr).contains("compiles with rustc"), "{}", text(&output.stderr));
}

#[test]
fn snippet_prints_modules_with_their_dependencies() {
    let output = nimkit(&["snippet", "nim", "--strip-docs"]);
    assert!(output.status.success());
    let block = text(&output.stdout);
    assert!(
        block.starts_with("// nimkit ") && block.contains("mod nimkit {") && block.contains("pub fn nim_sum")
    );
    assert!(!block.contains("pub mod oracle"));

    let dir = tempfile::tempdir().unwrap();
    let pasted = dir.path().join("pasted.rs");
    fs::write(
        &pasted,
        format!("use nimkit::nim::nim_sum;\nfn main() {{ print!(\"{{}}\", nim_sum(&[5, 6])); }}\n\n{block}"),
    )
    .unwrap();
    let exe = dir.path().join("pasted");
    compile(rustc(), &pasted, "2021", &exe);
    assert_eq!(run(&exe, b""), "3");

    let same = nimkit(&["snippet", "nimkit::nim", "--strip-docs"]);
    assert_eq!(text(&same.stdout), block, "a `nimkit::` prefix is accepted");

    let output = nimkit(&["snippet", "nim,oracel"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output.stderr).contains("unknown nimkit module `oracel`\n  help: did you mean `oracle`?"));
}

/// Every problem's reference solution (problems/<id>/solution.rs): bundled, compiled with rustc alone, and run on the problem's samples with the same
/// output as the solution built against the library (interactive problems: compiled only); type-checked with 2024 and rustc 1.70.
/// The representative part of the set (tests/common) unless `NIMKIT_ALL_PROBLEMS=1` (`.ci/run`).
#[test]
fn problem_reference_solutions_bundle_and_behave_like_the_library_build() {
    let problems = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/problems"));
    let entries = fs::read_dir(problems).expect("the problem set exists");
    let mut solutions: Vec<PathBuf> =
        entries.map(|e| e.unwrap().path().join("solution.rs")).filter(|p| p.exists()).collect();
    solutions.sort();
    assert!(solutions.len() >= 24, "only {} reference solutions found", solutions.len());
    if std::env::var("NIMKIT_ALL_PROBLEMS").as_deref() != Ok("1") {
        let id = |p: &PathBuf| p.parent().unwrap().file_name().unwrap().to_string_lossy().into_owned();
        solutions.retain(|p| common::REPRESENTATIVE.contains(&id(p).as_str()));
        assert_eq!(
            solutions.len(),
            common::REPRESENTATIVE.len(),
            "a representative problem has no solution.rs"
        );
    }
    let work = tempfile::tempdir().unwrap();
    let queue = Mutex::new(solutions);
    let failures = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| loop {
                let Some(solution) = queue.lock().unwrap().pop() else { break };
                let result = std::panic::catch_unwind(|| check_problem(&solution, work.path()));
                if let Err(panic) = result {
                    let message = panic.downcast_ref::<String>().cloned().unwrap_or_default();
                    failures.lock().unwrap().push(format!("{}: {message}", solution.display()));
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

fn check_problem(solution: &Path, work: &Path) {
    let problem = solution.parent().unwrap();
    let id = problem.file_name().unwrap().to_string_lossy().into_owned();
    let bundled = work.join(format!("{id}_bundle.rs"));
    let output = nimkit(&["bundle", solution.to_str().unwrap(), "-o", bundled.to_str().unwrap()]);
    assert!(output.status.success(), "bundling {id}: {}", text(&output.stderr));

    let reference = work.join(format!("{id}_reference"));
    let mut with_library = rustc();
    with_library.arg("--extern").arg(format!("nimkit={}", library_rlib().join("libnimkit.rlib").display()));
    compile_allowing_warnings(with_library, solution, "2021", &reference);
    let exe = work.join(format!("{id}_bundle"));
    compile_allowing_warnings(rustc(), &bundled, "2021", &exe);
    let mut type_checks = vec![(rustc(), "2024")];
    type_checks.extend(msrv_rustc().map(|c| (c, "2021")));
    for (mut compiler, edition) in type_checks {
        let output = compiler
            .args(["--edition", edition, "--emit=metadata", "--crate-name", "bundle", "--out-dir"])
            .arg(work)
            .arg(&bundled)
            .output()
            .unwrap();
        assert!(output.status.success(), "{id} (edition {edition}): {}", text(&output.stderr));
    }
    if problem.join("interactor.rs").exists() {
        // An interactive sample is the jury's secret, not the player's input: verify plays the
        // reference against the interactor instead; here the bundle only has to compile.
        return;
    }
    let mut samples: Vec<PathBuf> = fs::read_dir(problem.join("tests"))
        .map(|d| d.map(|e| e.unwrap().path()).collect())
        .unwrap_or_default();
    samples.retain(|p| p.extension().is_some_and(|e| e == "in") && p.to_string_lossy().contains("sample"));
    assert!(!samples.is_empty(), "{id} has sample tests");
    for sample in samples {
        let input = fs::read(&sample).unwrap();
        assert_eq!(run(&exe, &input), run(&reference, &input), "{id} on {}", sample.display());
    }
}

fn compile_allowing_warnings(mut command: Command, source: &Path, edition: &str, exe: &Path) {
    let output = command.args(["--edition", edition, "-o"]).arg(exe).arg(source).output().unwrap();
    assert!(output.status.success(), "{} does not compile:\n{}", source.display(), text(&output.stderr));
}

/// The dependency graph is complete: every module's snippet (the module plus what it reaches)
/// compiles on its own, warning-free (editions 2021 and 2024, rustc 1.70 when installed), so
/// no `super::sibling` was missed.
#[test]
fn every_module_snippet_compiles_alone() {
    let modules: Vec<String> = text(&nimkit(&["modules"]).stdout)
        .lines()
        .filter_map(|l| l.split_whitespace().next().map(str::to_string))
        .collect();
    assert!(modules.len() >= 2 && modules.iter().any(|m| m == "nim"), "{modules:?}");
    let work = tempfile::tempdir().unwrap();
    let queue = Mutex::new(modules);
    let failures = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| loop {
                let Some(module) = queue.lock().unwrap().pop() else { break };
                let output = nimkit(&["snippet", &module, "--strip-docs"]);
                let source = work.path().join(format!("{module}_snippet.rs"));
                fs::write(&source, &output.stdout).unwrap();
                let mut builds = vec![(rustc(), "2021"), (rustc(), "2024")];
                builds.extend(msrv_rustc().map(|c| (c, "2021")));
                for (mut compiler, edition) in builds {
                    let result = compiler
                        .args([
                            "--edition",
                            edition,
                            "--crate-type",
                            "lib",
                            "--emit=metadata",
                            "-D",
                            "warnings",
                            "--out-dir",
                        ])
                        .arg(work.path())
                        .arg(&source)
                        .output()
                        .unwrap();
                    if !output.status.success() || !result.status.success() {
                        failures.lock().unwrap().push(format!(
                            "{module}: {}{}",
                            text(&output.stderr),
                            text(&result.stderr)
                        ));
                    }
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
