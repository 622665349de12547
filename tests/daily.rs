//! A contestant's day through the real binary: an installed nimkit used from an empty folder,
//! the new → test → bundle loop, and the messages a new user meets.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn shared_cache() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("nimkit-cache")
}

/// The binary under test, run in `cwd` with the tests' shared cache.
fn nimkit_in(cwd: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_nimkit"));
    command.current_dir(cwd).env("NIMKIT_CACHE", shared_cache()).env("NO_COLOR", "1");
    command.env_remove("NIMKIT_PROBLEMS").env("NIMKIT_PROGRESS", cwd.join("solved.txt"));
    command
}

fn text(output: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

fn every_problem_id() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("problems");
    let mut ids: Vec<String> = fs::read_dir(root)
        .unwrap()
        .flatten()
        .filter(|e| e.path().join("problem.toml").is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    ids.sort();
    ids
}

#[test]
fn an_installed_copy_works_from_an_empty_folder_without_the_clone() {
    // The binary copied away from target/ and run where no problems/ folder is reachable,
    // with a cache of its own: everything must come from inside the binary.
    let home = tempfile::tempdir().unwrap();
    let installed = home.path().join("bin/nimkit");
    fs::create_dir_all(installed.parent().unwrap()).unwrap();
    fs::copy(env!("CARGO_BIN_EXE_nimkit"), &installed).unwrap();
    let work = home.path().join("contest");
    fs::create_dir_all(&work).unwrap();
    let cache = home.path().join("cache");
    let run = |args: &[&str]| {
        let output = Command::new(&installed)
            .args(args)
            .current_dir(&work)
            .env("NIMKIT_CACHE", &cache)
            .env("NIMKIT_PROGRESS", home.path().join("solved.txt"))
            .env_remove("NIMKIT_PROBLEMS")
            .env("NO_COLOR", "1")
            .output()
            .unwrap();
        let (stdout, stderr) = text(&output);
        (output.status.code(), stdout, stderr)
    };

    let (code, stdout, stderr) = run(&["problems"]);
    assert_eq!(code, Some(0), "{stderr}");
    let ids = every_problem_id();
    assert!(stdout.contains(&format!("{} problems", ids.len())), "{stdout}");
    for id in &ids {
        assert!(stdout.contains(id.as_str()), "{id} missing from:\n{stdout}");
    }
    let (code, stdout, _) = run(&["show", "nim-winner"]);
    assert_eq!(code, Some(0));
    assert!(stdout.contains("time limit"), "{stdout}");
    let statement =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("problems/nim-winner/statement.md"));
    let first_heading = statement.unwrap().lines().find(|l| l.starts_with('#')).unwrap().to_string();
    assert!(stdout.contains(&first_heading), "{stdout}");

    let (code, _, stderr) = run(&["new", "nim-winner"]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(work.join("nim-winner.rs").is_file());
    // No SOLUTION: nim-winner.rs, the file `new` wrote. The template echoes n: every test WA.
    let (code, stdout, stderr) = run(&["test", "nim-winner"]);
    assert_eq!(code, Some(1), "{stdout}{stderr}");
    assert!(stderr.contains("judging nim-winner.rs"), "{stderr}");
    let tests = fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("problems/nim-winner/tests"))
        .unwrap()
        .filter(|e| e.as_ref().unwrap().path().extension().is_some_and(|x| x == "in"))
        .count();
    // Every committed test was judged (generated ones come on top).
    // The summary line (a `contained:` line about the sandbox may follow it).
    let summary = stdout.lines().find(|l| l.starts_with("WA") && l.contains(" 0/")).unwrap_or_default();
    let judged: usize =
        summary.split_once(" 0/").and_then(|(_, rest)| rest.split(' ').next()?.parse().ok()).unwrap();
    assert!(summary.starts_with("WA") && judged >= tests, "{stdout}");

    let (code, _, stderr) =
        run(&["bundle", "nim-winner.rs", "-o", "submit.rs", "--check", "--target", "atcoder"]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(fs::read_to_string(work.join("submit.rs")).unwrap().contains("mod nimkit {"));
    // The set was extracted into the cache, not looked up in the clone.
    let extracted: Vec<_> = fs::read_dir(&cache)
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with("problems-"))
        .collect();
    assert_eq!(extracted.len(), 1);
    assert!(extracted[0].path().join("nim-winner/problem.toml").is_file());
}

#[test]
fn another_problem_set_is_chosen_by_flag_or_variable_and_a_missing_one_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let set = dir.path().join("my-set");
    fs::create_dir_all(set.join("only-one/tests")).unwrap();
    fs::write(set.join("only-one/problem.toml"), "title = \"The only one\"\n").unwrap();
    fs::write(set.join("only-one/statement.md"), "# Only\n").unwrap();
    fs::write(set.join("only-one/tests/a.in"), "1\n").unwrap();
    fs::write(set.join("only-one/tests/a.out"), "1\n").unwrap();

    let output = nimkit_in(dir.path()).args(["--problems"]).arg(&set).arg("problems").output().unwrap();
    let (stdout, stderr) = text(&output);
    assert!(output.status.success(), "{stderr}");
    assert!(stdout.contains("only-one") && stdout.contains("1 problems"), "{stdout}");
    assert!(!stdout.contains("nim-winner"), "{stdout}");

    let output =
        nimkit_in(dir.path()).env("NIMKIT_PROBLEMS", &set).args(["show", "only-one"]).output().unwrap();
    assert!(output.status.success());
    assert!(text(&output).0.contains("# Only"));

    let missing = dir.path().join("nowhere");
    let output =
        nimkit_in(dir.path()).env("NIMKIT_PROBLEMS", &missing).args(["test", "nim-winner"]).output().unwrap();
    let (_, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr.contains(&missing.display().to_string()) && stderr.contains("NIMKIT_PROBLEMS"),
        "{stderr}"
    );
}

#[test]
fn every_template_bundles_and_compiles_for_every_target() {
    let dir = tempfile::tempdir().unwrap();
    let ids = every_problem_id();
    let mut names: Vec<String> = ids.clone();
    names.push("my-contest-a".to_string());
    for name in &names {
        let output = nimkit_in(dir.path()).args(["new", name]).output().unwrap();
        assert!(output.status.success(), "new {name}: {}", text(&output).1);
    }
    let generic = fs::read_to_string(dir.path().join("my-contest-a.rs")).unwrap();
    assert!(!ids.iter().any(|id| generic.contains(id.as_str())), "a generic template names no problem");
    // Two threads: the checks are rustc runs, and the machine is shared.
    let jobs: Vec<(String, &str)> =
        names.iter().flat_map(|n| ["atcoder", "codeforces", "yosupo"].map(|t| (n.clone(), t))).collect();
    let failures: Vec<String> = std::thread::scope(|scope| {
        let halves: Vec<_> = jobs
            .chunks(jobs.len().div_ceil(2))
            .map(|chunk| {
                let dir = dir.path();
                scope.spawn(move || {
                    let mut failed = Vec::new();
                    for (name, target) in chunk {
                        let output = nimkit_in(dir)
                            .args(["bundle", &format!("{name}.rs"), "--check", "--target", target])
                            .output()
                            .unwrap();
                        if !output.status.success() {
                            failed.push(format!("{name} --target {target}: {}", text(&output).1));
                        }
                    }
                    failed
                })
            })
            .collect();
        halves.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn bundle_check_links_atcoders_crates() {
    let dir = tempfile::tempdir().unwrap();
    let source = "use proconio::input;\nuse itertools::Itertools;\nuse nimkit::nim::nim_sum;\n\
                  fn main() {\n    input! { n: usize, a: [u64; n] }\n    println!(\"{} {}\", nim_sum(&a), a.iter().join(\" \"));\n}\n";
    fs::write(dir.path().join("crates.rs"), source).unwrap();
    let output = nimkit_in(dir.path())
        .args(["bundle", "crates.rs", "--check", "--target", "atcoder"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", text(&output).1);
    let output = nimkit_in(dir.path())
        .args(["bundle", "crates.rs", "--check", "--target", "codeforces"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output).1.contains("crate `proconio` is not available on Codeforces"));
    // A real type error in a crate user is still caught.
    fs::write(dir.path().join("bad.rs"), source.replace("nim_sum(&a)", "nim_sum(a)")).unwrap();
    let output =
        nimkit_in(dir.path()).args(["bundle", "bad.rs", "--check", "--target", "atcoder"]).output().unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output).1.contains("mismatched types"), "{}", text(&output).1);
}

#[test]
fn mistyped_ids_get_a_did_you_mean_in_every_command() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        &["test", "nim-winer", "x.rs"][..],
        &["show", "nim-winer"],
        &["new", "nim-winer"],
        &["verify", "nim-winer"],
    ] {
        let output = nimkit_in(dir.path()).args(args).output().unwrap();
        let (_, stderr) = text(&output);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains("did you mean `nim-winner`"), "{args:?}: {stderr}");
    }
    assert!(!dir.path().join("nim-winer.rs").exists(), "new wrote nothing for a typo");
    let output = nimkit_in(dir.path()).args(["new", "nim-winer", "--generic"]).output().unwrap();
    assert!(output.status.success());
    assert!(dir.path().join("nim-winer.rs").is_file());
}

#[test]
fn swapped_arguments_get_a_hint() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("sol.rs"), "fn main() {}\n").unwrap();
    let output = nimkit_in(dir.path()).args(["test", "sol.rs", "nim-winner"]).output().unwrap();
    let (_, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr.contains("the problem comes first"), "{stderr}");
    let output = nimkit_in(dir.path()).args(["test", "nim-winner"]).output().unwrap();
    let (_, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr.contains("no nim-winner.rs here") && stderr.contains("nimkit new nim-winner"), "{stderr}");
}

/// A folder `t` with one test, in a fresh temporary folder.
fn one_test_folder() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir_all(dir.path().join("t")).unwrap();
    fs::write(dir.path().join("t/a.in"), "1\n").unwrap();
    fs::write(dir.path().join("t/a.out"), "1\n").unwrap();
    dir
}

#[test]
fn compile_errors_and_panics_of_a_bundled_solution_name_the_users_file_and_line() {
    let dir = one_test_folder();
    fs::create_dir_all(dir.path().join("sub")).unwrap();
    fs::write(
        dir.path().join("sub/bad.rs"),
        "use nimkit::nim::nim_sum;\nfn main() {\n    let x: u32 = nim_sum(&[1]);\n    println!(\"{x}\");\n}\n",
    )
    .unwrap();
    let output = nimkit_in(dir.path()).args(["test", "t", "sub/bad.rs"]).output().unwrap();
    let (stdout, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stdout.contains("--> sub/bad.rs:3:18"), "{stdout}");
    assert!(stdout.contains("let x: u32 = nim_sum(&[1]);"), "the error's source line is shown: {stdout}");
    assert!(!stdout.contains(".build-"), "no build folder path: {stdout}");
    let summary = stdout.lines().last().unwrap();
    assert!(
        summary.starts_with("CE") && summary.contains("mismatched types at sub/bad.rs:3:18"),
        "{summary}"
    );

    fs::write(
        dir.path().join("sub/panics.rs"),
        "use nimkit::nim::nim_sum;\nfn main() {\n    let v: Vec<u64> = Vec::new();\n    println!(\"{}\", v[nim_sum(&[3]) as usize]);\n}\n",
    )
    .unwrap();
    let output = nimkit_in(dir.path()).args(["test", "t", "sub/panics.rs", "--json"]).output().unwrap();
    let (stdout, _) = text(&output);
    assert_eq!(output.status.code(), Some(1));
    assert!(stdout.contains("\"RE\"") && stdout.contains("panicked at sub/panics.rs:4:"), "{stdout}");
}

/// A caller's mistakes the library catches (a token too wide for its type) panic at the
/// caller's line (`#[track_caller]`); the compiler's notes on library items name the module.
#[test]
fn library_panics_and_notes_name_the_users_line_or_the_bundled_module() {
    let dir = one_test_folder();
    fs::write(dir.path().join("t/a.in"), "1\n4294967296\n7\n").unwrap();
    fs::write(
        dir.path().join("ncm.rs"),
        "use nimkit::io::Input;\nfn main() {\n    let mut input = Input::from_stdin();\n    let n: usize = input.next();\n    \
         let v: Vec<u32> = input.vec(n);\n    println!(\"{}\", v[0]);\n}\n",
    )
    .unwrap();
    let output = nimkit_in(dir.path()).args(["test", "t", "ncm.rs", "--json"]).output().unwrap();
    let (stdout, _) = text(&output);
    assert!(stdout.contains("\"RE\"") && stdout.contains("panicked at ncm.rs:5:"), "{stdout}");
    assert!(stdout.contains("token \\\"4294967296\\\" is not a valid u32"), "{stdout}");

    fs::write(
        dir.path().join("typo.rs"),
        "use nimkit::nim::winning_move;\nfn main() {\n    let m = winning_move(5u64);\n    println!(\"{}\", m.is_some());\n}\n",
    )
    .unwrap();
    let output = nimkit_in(dir.path()).args(["test", "t", "typo.rs"]).output().unwrap();
    let (stdout, _) = text(&output);
    assert!(stdout.contains("--> typo.rs:3:"), "{stdout}");
    assert!(stdout.contains("--> nimkit::nim (bundled, nim.rs:"), "the note names the module: {stdout}");
    let definition = stdout.lines().find(|l| l.contains("pub fn winning_move")).unwrap();
    let number: usize = definition.split('|').next().unwrap().trim().parse().unwrap();
    let nim = fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/snippets/nim.rs")).unwrap();
    assert!(
        nim.lines().nth(number - 1).unwrap().contains("pub fn winning_move"),
        "numbered as in nim.rs: {stdout}"
    );
    let user_lines = 5;
    for line in stdout.lines().filter_map(|l| l.trim().strip_prefix("--> typo.rs:")) {
        let number: usize = line.split(':').next().unwrap().parse().unwrap();
        assert!(number <= user_lines, "a location past the user's file: typo.rs:{line}\n{stdout}");
    }
}

/// A stray brace: rustc's own message at the brace, not syn's at the enclosing `fn main() {`.
#[test]
fn a_syntax_error_shows_rustcs_message_at_the_users_line() {
    let dir = one_test_folder();
    let source = "use nimkit::nim::nim_sum;\nfn main() {\n    let x = 1;\n    if x > 0 {\n        \
                  println!(\"{}\", nim_sum(&[x]));\n    }}\n    let y = 2;\n    println!(\"{y}\");\n    }\n}\n";
    fs::write(dir.path().join("brace.rs"), source).unwrap();
    let output = nimkit_in(dir.path()).args(["test", "t", "brace.rs"]).output().unwrap();
    let (stdout, _) = text(&output);
    assert_eq!(output.status.code(), Some(1));
    assert!(stdout.contains("brace.rs:9:5: error: the solution does not parse"), "{stdout}");
    assert!(stdout.contains("unexpected closing delimiter"), "rustc's own words: {stdout}");
    assert!(!stdout.contains("cannot parse string into token stream"), "{stdout}");
}

#[test]
fn the_bundlers_syntax_errors_agree_with_rustc_on_the_location() {
    let dir = one_test_folder();
    let source = "use nimkit::nim::nim_sum;\nfn main() {\n    let x = nim_sum(&[1]) +;\n}\n";
    fs::write(dir.path().join("syn.rs"), source).unwrap();
    let rustc = Command::new(std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into()))
        .args(["--edition", "2021", "--emit=metadata", "-o"])
        .arg(dir.path().join("out.rmeta"))
        .arg("syn.rs")
        .current_dir(dir.path())
        .output()
        .unwrap();
    let (_, rustc_says) = text(&rustc);
    let location = rustc_says.lines().find_map(|l| l.trim().strip_prefix("--> ")).unwrap().to_string();
    let output = nimkit_in(dir.path()).args(["test", "t", "syn.rs"]).output().unwrap();
    let (stdout, _) = text(&output);
    assert_eq!(output.status.code(), Some(1));
    assert!(stdout.contains(&format!("{location}: error")), "rustc says {location}:\n{stdout}");
    assert!(stdout.lines().last().unwrap().contains(&location), "{stdout}");
}

/// Bounded-take Nim: `n m`, then n piles; a move takes 1..=m stones from one pile.
const TAKE_GEN: &str = r#"fn main() {
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().unwrap()).collect();
    let (mut state, size) = (args[0], args[1].max(1));
    let mut next = move |bound: u64| {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (state >> 33) % bound
    };
    let n = 1 + next(size.min(4));
    let m = 1 + next(10);
    let piles: Vec<String> = (0..n).map(|_| (1 + next(30)).to_string()).collect();
    println!("{n} {m}\n{}", piles.join(" "));
}
"#;
/// The brute: Grundy values by mex, and it refuses inputs outside the constraints.
const TAKE_BRUTE: &str = r#"use std::io::Read;
fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let v: Vec<u64> = text.split_whitespace().map(|t| t.parse().unwrap_or_else(|_| std::process::exit(2))).collect();
    if v.len() < 2 || !(1..=10).contains(&v[0]) || !(1..=10).contains(&v[1]) || v.len() as u64 != 2 + v[0] {
        std::process::exit(2);
    }
    if v[2..].iter().any(|&a| !(1..=100).contains(&a)) {
        std::process::exit(2);
    }
    let m = v[1] as usize;
    let mut g = vec![0u64; 101];
    for x in 1..=100 {
        let options: Vec<u64> = (1..=m.min(x)).map(|t| g[x - t]).collect();
        g[x] = (0..).find(|c| !options.contains(c)).unwrap();
    }
    let total = v[2..].iter().fold(0, |acc, &a| acc ^ g[a as usize]);
    println!("{}", if total != 0 { "First" } else { "Second" });
}
"#;
/// The classic mistake: the XOR of the pile sizes, as in plain Nim.
const TAKE_XOR: &str = r#"use std::io::Read;
fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let v: Vec<u64> = text.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let total = v[2..].iter().fold(0, |acc, a| acc ^ a);
    println!("{}", if total != 0 { "First" } else { "Second" });
}
"#;

#[test]
fn stress_shrinks_the_xor_mistake_on_bounded_take_to_the_global_minimum_for_every_seed() {
    let dir = tempfile::tempdir().unwrap();
    for (name, source) in [("gen.rs", TAKE_GEN), ("brute.rs", TAKE_BRUTE), ("wrong.rs", TAKE_XOR)] {
        fs::write(dir.path().join(name), source).unwrap();
    }
    for seed in [1, 2, 3, 5, 8, 13] {
        let save = dir.path().join(format!("saved-{seed}"));
        let output = nimkit_in(dir.path())
            .args(["stress", "--gen", "gen.rs", "--sol", "wrong.rs", "--brute", "brute.rs", "-j", "2"])
            .args(["--seed", &seed.to_string(), "--count", "2000", "--save"])
            .arg(&save)
            .output()
            .unwrap();
        let (stdout, stderr) = text(&output);
        assert_eq!(output.status.code(), Some(1), "seed {seed}: {stdout}{stderr}");
        let input = fs::read_to_string(save.join("stress-1.in")).unwrap();
        let numbers: Vec<u64> = input.split_whitespace().map(|t| t.parse().unwrap()).collect();
        // One pile of 2 with m = 1: no single smaller number fails, and nothing smaller does.
        assert_eq!(numbers, [1, 1, 2], "seed {seed}: {stdout}");
        assert!(stdout.contains("─── minimal: WA"), "seed {seed}: {stdout}");
    }
}

/// The solution crashes on inputs the generator never makes (m = 1); the brute accepts them.
const CRASHES_ON_M_1: &str = r#"use std::io::Read;
fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let v: Vec<u64> = text.split_whitespace().map(|t| t.parse().unwrap()).collect();
    assert!(v[1] >= 2, "m = 1 never happens");
    let total = v[2..].iter().fold(0, |acc, a| acc ^ a);
    println!("{}", if total != 0 { "First" } else { "Second" });
}
"#;

#[test]
fn a_wrong_answer_shrinks_to_a_wrong_answer_unless_any_verdict_is_asked() {
    let dir = tempfile::tempdir().unwrap();
    let gen = TAKE_GEN.replace("let m = 1 + next(10);", "let m = 2 + next(9);");
    for (name, source) in [("gen.rs", gen.as_str()), ("brute.rs", TAKE_BRUTE), ("wrong.rs", CRASHES_ON_M_1)] {
        fs::write(dir.path().join(name), source).unwrap();
    }
    let run = |extra: &[&str]| {
        let output = nimkit_in(dir.path())
            .args(["stress", "--gen", "gen.rs", "--sol", "wrong.rs", "--brute", "brute.rs", "-j", "2"])
            .args(["--seed", "1", "--count", "2000"])
            .args(extra)
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(1));
        text(&output).0
    };
    let kept = run(&[]);
    assert!(kept.contains("found: the solution gets WA"), "{kept}");
    assert!(kept.contains("─── minimal: WA"), "{kept}");
    assert!(
        kept.contains("failed with another verdict (first RE)") && kept.contains("--validator"),
        "{kept}"
    );
    let followed = run(&["--any-verdict"]);
    assert!(followed.contains("─── minimal: RE"), "{followed}");
    assert!(followed.contains("gets RE where the original got WA"), "{followed}");
}

#[test]
fn the_cache_is_shown_cleaned_and_kept_under_its_cap() {
    let dir = one_test_folder();
    let cache = dir.path().join("cache");
    let in_cache = |args: &[&str], max: &str| {
        let output = nimkit_in(dir.path())
            .env("NIMKIT_CACHE", &cache)
            .env("NIMKIT_CACHE_MAX", max)
            .args(args)
            .output()
            .unwrap();
        let (stdout, stderr) = text(&output);
        (output.status.code(), stdout, stderr)
    };
    // A cap of one byte: after each compile only the binary just built stays, once the others
    // were last used over an hour ago (a binary used within the hour may still be started by
    // a running nimkit, so it is spared).
    let age_binaries = || {
        let long_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(2 * 3600);
        for entry in fs::read_dir(cache.join("bin")).unwrap().flatten() {
            let file = fs::File::options().append(true).open(entry.path()).unwrap();
            file.set_modified(long_ago).unwrap();
        }
    };
    for (name, n) in [("one.rs", 1), ("two.rs", 2), ("three.rs", 3)] {
        fs::write(dir.path().join(name), format!("fn main() {{ println!(\"{n}\"); }}\n")).unwrap();
        let (code, stdout, stderr) = in_cache(&["test", "t", name], "1");
        assert_eq!(code, Some(if n == 1 { 0 } else { 1 }), "{stdout}{stderr}");
        let binaries = fs::read_dir(cache.join("bin")).unwrap().count();
        assert_eq!(binaries, 1, "after {name}");
        age_binaries();
    }
    // Used within the hour: spared although the cache is over its cap.
    fs::write(dir.path().join("four.rs"), "fn main() { println!(\"4\"); }\n").unwrap();
    let (code, stdout, stderr) = in_cache(&["test", "t", "four.rs"], "1");
    assert_eq!(code, Some(1), "{stdout}{stderr}");
    fs::write(dir.path().join("five.rs"), "fn main() { println!(\"5\"); }\n").unwrap();
    let (code, stdout, stderr) = in_cache(&["test", "t", "five.rs"], "1");
    assert_eq!(code, Some(1), "{stdout}{stderr}");
    assert_eq!(fs::read_dir(cache.join("bin")).unwrap().count(), 2, "four.rs's binary was used a moment ago");
    let (code, stdout, _) = in_cache(&["cache"], "2G");
    assert_eq!(code, Some(0));
    assert!(
        stdout.contains(&cache.display().to_string()) && stdout.contains("compiled programs"),
        "{stdout}"
    );
    assert!(stdout.contains("cap 2.0 GiB"), "{stdout}");
    let (code, _, stderr) = in_cache(&["cache"], "lots");
    assert_eq!(code, Some(2));
    assert!(stderr.contains("NIMKIT_CACHE_MAX=lots"), "{stderr}");

    // Clean: nimkit's entries go; a file it did not make and a linked folder's contents stay.
    let outside = tempfile::tempdir().unwrap();
    fs::write(outside.path().join("precious.txt"), "keep me").unwrap();
    std::os::unix::fs::symlink(outside.path(), cache.join("generated-link")).unwrap();
    std::os::unix::fs::symlink(outside.path(), cache.join("bin/link")).unwrap();
    fs::write(cache.join("notes.txt"), "mine").unwrap();
    let (code, stdout, stderr) = in_cache(&["cache", "clean"], "2G");
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stdout.contains("freed"), "{stdout}");
    // Only the link is left in bin/: nimkit makes no links, so one there is someone else's.
    let left: Vec<_> = fs::read_dir(cache.join("bin")).unwrap().flatten().map(|e| e.file_name()).collect();
    assert_eq!(left, ["link"], "{stdout}");
    assert!(cache.join("notes.txt").is_file());
    assert_eq!(fs::read_to_string(outside.path().join("precious.txt")).unwrap(), "keep me");
}

/// Two nimkit processes share one cache with a tiny cap: one judges with its binary (prepared
/// over an hour ago, as in a long `stress` or `verify`) while the other compiles and evicts what
/// the cap asks for. The binary in use must stay, and every test of the first be judged.
#[test]
fn a_binary_another_nimkit_is_using_is_never_evicted() {
    let dir = tempfile::tempdir().unwrap();
    let cache = dir.path().join("cache");
    let gate = dir.path().join("gate");
    fs::create_dir_all(dir.path().join("t")).unwrap();
    // Test `a` waits for the gate; `b` is judged after it, with the same binary.
    fs::write(dir.path().join("t/a.in"), format!("{}\n", gate.display())).unwrap();
    fs::write(dir.path().join("t/b.in"), "1\n").unwrap();
    for name in ["a", "b"] {
        fs::write(dir.path().join(format!("t/{name}.out")), "1\n").unwrap();
    }
    fs::write(
        dir.path().join("waiter.rs"),
        "use std::io::Read;\nfn main() {\n    let mut s = String::new();\n    \
         std::io::stdin().read_to_string(&mut s).unwrap();\n    let start = std::time::Instant::now();\n    \
         while s.trim() != \"1\" && !std::path::Path::new(s.trim()).exists() && start.elapsed().as_secs() < 600 {\n        \
         std::thread::sleep(std::time::Duration::from_millis(10));\n    }\n    println!(\"1\");\n}\n",
    )
    .unwrap();
    fs::write(dir.path().join("other.rs"), "fn main() { println!(\"1\"); }\n").unwrap();
    let in_cache = |args: &[&str]| {
        let mut command = nimkit_in(dir.path());
        command.env("NIMKIT_CACHE", &cache).env("NIMKIT_CACHE_MAX", "1").args(args);
        command
    };
    let first = in_cache(&["test", "t", "waiter.rs", "-j", "1", "--time-limit", "900"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let binaries = || -> Vec<PathBuf> {
        let entries = fs::read_dir(cache.join("bin")).into_iter().flatten().flatten();
        entries
            .map(|e| e.path())
            .filter(|p| !p.file_name().unwrap().to_string_lossy().starts_with('.'))
            .collect()
    };
    // Its binary is published once compiled; the tests start at once.
    let started = std::time::Instant::now();
    while binaries().is_empty() {
        assert!(started.elapsed().as_secs() < 600, "the first nimkit never compiled its solution");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let waiter = binaries().remove(0);
    let long_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(2 * 3600);
    // Opened for reading: a program being run cannot be opened for writing (ETXTBSY).
    fs::File::open(&waiter).unwrap().set_modified(long_ago).unwrap();
    let second = in_cache(&["test", "t", "other.rs"]).output().unwrap();
    let spared = waiter.exists();
    fs::write(&gate, "").unwrap();
    let first = first.wait_with_output().unwrap();
    let (stdout, stderr) = text(&second);
    assert_eq!(second.status.code(), Some(0), "{stdout}{stderr}");
    let (stdout, stderr) = text(&first);
    assert!(spared, "the binary in use was evicted:\n{stdout}{stderr}");
    assert_eq!(first.status.code(), Some(0), "both tests of the first nimkit are judged:\n{stdout}{stderr}");
    assert_eq!(binaries().len(), 2, "nothing else to evict: both binaries are in use or just built");
}

#[test]
fn invalid_numbers_and_an_empty_command_are_refused_with_exit_2() {
    let dir = one_test_folder();
    for (args, says) in [
        (&["-j", "0"][..], "not a number of jobs"),
        (&["-t", "-1"], "not a time limit"),
        (&["-t", "0"], "not a time limit"),
        (&["-m", "-5"], "not a memory limit"),
        (&["-c", ""], "the command is empty"),
    ] {
        let mut command = nimkit_in(dir.path());
        command.args(["test", "t"]);
        if args[0] != "-c" {
            command.args(["--command", "cat"]);
        }
        let output = command.args(args).output().unwrap();
        let (_, stderr) = text(&output);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(says), "{args:?}: {stderr}");
        assert!(!stderr.contains("tip: to pass"), "{args:?}: no parser tip about '--': {stderr}");
    }
}

#[test]
fn a_missing_interpreter_is_one_fail_naming_it() {
    let dir = one_test_folder();
    for i in 0..5 {
        fs::write(dir.path().join(format!("t/more-{i}.in")), "1\n").unwrap();
        fs::write(dir.path().join(format!("t/more-{i}.out")), "1\n").unwrap();
    }
    let output =
        nimkit_in(dir.path()).args(["test", "t", "--command", "nosuchpython3 a.py"]).output().unwrap();
    let (stdout, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(3), "{stdout}{stderr}");
    let mentions = stdout.lines().chain(stderr.lines()).filter(|l| l.contains("nosuchpython3")).count();
    assert_eq!(mentions, 1, "{stdout}{stderr}");
    assert!(stdout.starts_with("FAIL"), "{stdout}");
}

#[test]
fn an_accepted_command_is_recorded_as_solved() {
    let dir = tempfile::tempdir().unwrap();
    // nim-winner: for each game, the first player wins iff the XOR of the piles is not 0.
    let source = "use std::io::Read;\nfn main() {\n    let mut s = String::new();\n    \
                  std::io::stdin().read_to_string(&mut s).unwrap();\n    \
                  let mut it = s.split_ascii_whitespace().map(|t| t.parse::<u64>().unwrap());\n    \
                  let games = it.next().unwrap();\n    let mut out = String::new();\n    \
                  for _ in 0..games {\n        let n = it.next().unwrap();\n        \
                  let x = (0..n).fold(0, |x, _| x ^ it.next().unwrap());\n        \
                  out += if x != 0 { \"First\\n\" } else { \"Second\\n\" };\n    }\n    print!(\"{out}\");\n}\n";
    fs::write(dir.path().join("sol.rs"), source).unwrap();
    let compiled = Command::new(std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into()))
        .args(["-O", "-o", "sol", "sol.rs"])
        .current_dir(dir.path())
        .status()
        .unwrap();
    assert!(compiled.success());
    let run = |extra: &[&str]| {
        let output = nimkit_in(dir.path())
            .args(["test", "nim-winner", "--command", "./sol"])
            .args(extra)
            .output()
            .unwrap();
        text(&output).0
    };
    let samples = run(&["--samples"]);
    assert!(
        samples.starts_with("sample") && !samples.contains("recorded"),
        "samples alone solve nothing: {samples}"
    );
    assert!(!dir.path().join("solved.txt").exists());
    let everything = run(&[]);
    assert!(everything.contains("solved nim-winner (recorded)"), "{everything}");
    assert_eq!(fs::read_to_string(dir.path().join("solved.txt")).unwrap(), "nim-winner\n");
}

#[test]
fn samples_only_fail_fast_and_the_failing_tests_path() {
    let dir = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let output = nimkit_in(dir.path())
            .args(["test", "nim-winner", "--command", "cat"])
            .args(args)
            .output()
            .unwrap();
        let (stdout, stderr) = text(&output);
        (output.status.code(), stdout, stderr)
    };
    let verdict_lines = |stdout: &str| -> Vec<String> {
        stdout.lines().filter(|l| l.split_whitespace().nth(1) == Some("WA")).map(String::from).collect()
    };
    let (code, stdout, _) = run(&["--samples"]);
    assert_eq!(code, Some(1));
    let lines = verdict_lines(&stdout);
    assert!(!lines.is_empty() && lines.iter().all(|l| l.starts_with("sample")), "{stdout}");
    assert!(stdout.contains("test: ") && stdout.contains("sample-1.in (answer "), "{stdout}");

    let (_, stdout, _) = run(&["--only", "edge-*", "--only", "max-one-game"]);
    let lines = verdict_lines(&stdout);
    assert!(lines.iter().any(|l| l.starts_with("max-one-game")), "{stdout}");
    assert!(lines.iter().all(|l| l.starts_with("edge-") || l.starts_with("max-one-game")), "{stdout}");

    let (code, stdout, _) = run(&["--fail-fast", "-j", "1"]);
    assert_eq!(code, Some(1));
    assert_eq!(verdict_lines(&stdout).len(), 1, "{stdout}");
    assert!(stdout.contains("--fail-fast:") && stdout.contains("0/1 AC"), "{stdout}");

    let (code, _, stderr) = run(&["--only", "nothing-like-this"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("--only nothing-like-this: matches none of the"), "{stderr}");
    assert!(stderr.contains("nimkit test nim-winner --list"), "{stderr}");

    // One glob of several that matches nothing is a typo too: named, nothing judged.
    let (code, stdout, stderr) = run(&["--only", "sample-1,nope"]);
    assert_eq!(code, Some(2), "{stdout}{stderr}");
    assert!(stderr.contains("--only nope: matches none") && stdout.is_empty(), "{stdout}{stderr}");

    let (code, stdout, _) = run(&["--list"]);
    assert_eq!(code, Some(0));
    let listed: Vec<&str> = stdout.lines().collect();
    assert!(listed.contains(&"sample-1") && listed.contains(&"max-one-game"), "{stdout}");
    assert!(listed.iter().all(|l| !l.contains(' ')), "names only, nothing judged: {stdout}");
    let (code, stdout, _) = run(&["--list", "--only", "edge-*"]);
    assert_eq!(code, Some(0));
    assert!(!stdout.is_empty() && stdout.lines().all(|l| l.starts_with("edge-")), "{stdout}");
}

/// `nimkit modules | head -1`: a reader that closes the pipe ends a listing quietly (exit 0,
/// or killed by SIGPIPE as Unix filters are), never a panic.
#[test]
fn a_closed_stdout_ends_listing_commands_quietly() {
    use std::os::unix::process::ExitStatusExt;
    let dir = tempfile::tempdir().unwrap();
    let listings: [&[&str]; 5] = [
        &["modules"],
        &["cache"],
        &["problems"],
        &["show", "nim-winner"],
        &["grundy", "--octal", "0.77", "--count", "200000", "--indexed"],
    ];
    for args in listings {
        let mut child = nimkit_in(dir.path())
            .args(args)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        // The reader is gone before the first line is written.
        drop(child.stdout.take());
        let output = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!stderr.contains("panicked") && !stderr.contains("Broken pipe"), "{args:?}: {stderr}");
        let quiet = output.status.code() == Some(0) || output.status.signal() == Some(libc::SIGPIPE);
        assert!(quiet, "{args:?}: {:?}", output.status);
    }
}

/// `> /dev/full`: output that cannot be written is an error message and exit 3 (the
/// environment failed), never a panic (exit 101) nor a success with the report lost.
#[test]
fn a_failed_write_to_stdout_is_an_error_never_a_panic_or_a_success() {
    let dir = one_test_folder();
    let commands: [&[&str]; 7] = [
        &["problems"],
        &["modules"],
        &["cache"],
        &["show", "nim-winner"],
        &["test", "t", "-c", "cat", "--json"],
        &["test", "t", "-c", "cat"],
        &["test", "t", "-c", "cat", "--input", "t/a.in"],
    ];
    for args in commands {
        let full = fs::File::options().write(true).open("/dev/full").unwrap();
        let output = nimkit_in(dir.path()).args(args).stdout(full).output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(3), "{args:?}: {stderr}");
        assert!(
            stderr.contains("cannot write to standard output") && !stderr.contains("panicked"),
            "{args:?}: {stderr}"
        );
    }
}

/// `nimkit test ... | head -1`: the judge ignores the closed pipe (it may still be feeding
/// programs through pipes of its own) and ends with the verdict's exit code, without a panic.
#[test]
fn a_closed_stdout_does_not_disturb_the_judge() {
    let dir = one_test_folder();
    let mut child = nimkit_in(dir.path())
        .args(["test", "t", "-c", "cat"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert!(!stderr.contains("panicked") && !stderr.contains("cannot write"), "{stderr}");
}

/// `NIMKIT_PROBLEMS=` (set but empty) means unset, as for the other variables; clap once
/// refused it for every command ("a value is required for '--problems <DIR>'").
#[test]
fn an_empty_nimkit_problems_means_unset() {
    let dir = tempfile::tempdir().unwrap();
    let output = nimkit_in(dir.path()).env("NIMKIT_PROBLEMS", "").args(["modules"]).output().unwrap();
    let (stdout, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert!(stdout.contains("grundy"), "{stdout}");
}

#[test]
fn input_runs_on_a_hand_written_file_and_shows_output_time_and_memory() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("mine.in"), "hello from me\n").unwrap();
    let output = nimkit_in(dir.path())
        .args(["test", "nim-winner", "--command", "tr a-z A-Z", "--input", "mine.in"])
        .output()
        .unwrap();
    let (stdout, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert_eq!(stdout, "HELLO FROM ME\n");
    assert!(stderr.contains("time") && stderr.contains("ms") && stderr.contains("peak memory"), "{stderr}");
    let output = nimkit_in(dir.path())
        .args(["test", "nim-winner", "--command", "sh -c 'exit 7'", "--input", "mine.in"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output).1.contains("RE") && text(&output).1.contains("exit code 7"), "{}", text(&output).1);
}

#[test]
fn watch_judges_again_when_the_solution_changes() {
    use std::io::{BufRead, BufReader};
    let dir = one_test_folder();
    fs::write(dir.path().join("w.rs"), "fn main() { println!(\"2\"); }\n").unwrap();
    let scratch = tempfile::tempdir().unwrap();
    let mut child = nimkit_in(dir.path())
        .env("TMPDIR", scratch.path())
        .args(["test", "t", "w.rs", "--watch"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let (sender, receiver) = std::sync::mpsc::channel();
    let stdout = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if sender.send(line).is_err() {
                break;
            }
        }
    });
    let wait_for = |prefix: &str| {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
        loop {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            match receiver.recv_timeout(left) {
                Ok(line) if line.starts_with(prefix) => return line,
                Ok(_) => {}
                Err(e) => panic!("no line starting with {prefix}: {e}"),
            }
        }
    };
    assert!(wait_for("WA ").contains("0/1 AC"));
    wait_for("watching");
    fs::write(dir.path().join("w.rs"), "fn main() { println!(\"1\"); }\n").unwrap();
    assert!(wait_for("AC ").contains("1/1 AC"));
    // Stopped as a user stops it, with Ctrl-C: it cleans up (a SIGKILL would leave its free
    // room folder to the next judge's stale scan).
    // SAFETY: a signal to the nimkit we started.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(130), "{status:?}");
    let rooms: Vec<_> = fs::read_dir(scratch.path())
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with("nimkit-room-"))
        .collect();
    assert!(rooms.is_empty(), "room folders left: {rooms:?}");
}

#[test]
fn a_long_test_run_shows_n_of_total_on_a_terminal_and_nothing_extra_when_piped() {
    let dir = one_test_folder();
    for i in 0..3 {
        fs::write(dir.path().join(format!("t/b{i}.in")), "1\n").unwrap();
        fs::write(dir.path().join(format!("t/b{i}.out")), "1\n").unwrap();
    }
    let args = ["test", "t", "--command", "sleep 0.3; cat", "-j", "1"];
    let piped = nimkit_in(dir.path()).args(args).output().unwrap();
    let (stdout, stderr) = text(&piped);
    assert!(piped.status.success(), "{stderr}");
    assert!(!stderr.contains("tests ·") && !stdout.contains("tests ·"), "{stdout}{stderr}");
    // On a terminal (script(1) gives one): the counter, with the total.
    let line = std::iter::once(env!("CARGO_BIN_EXE_nimkit").to_string())
        .chain(args.iter().map(|a| format!("'{a}'")))
        .collect::<Vec<_>>()
        .join(" ");
    let terminal = Command::new("script")
        .args(["-qec", &format!("{line} >/dev/null"), "/dev/null"])
        .current_dir(dir.path())
        .env("NIMKIT_CACHE", shared_cache())
        .output();
    let screen = String::from_utf8_lossy(&terminal.expect("script(1) from util-linux").stdout).into_owned();
    assert!(screen.contains("/4 tests ·"), "{screen}");
}

#[test]
fn a_multi_case_failure_shows_the_failing_cases_own_input() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir_all(dir.path().join("t")).unwrap();
    fs::write(dir.path().join("t/games.in"), "3\n2\n1 1\n3\n4 5 6\n1\n9\n").unwrap();
    fs::write(dir.path().join("t/games.out"), "Second\nFirst\nFirst\n").unwrap();
    fs::write(dir.path().join("sol.sh"), "printf 'Second\\nSecond\\nFirst\\n'\n").unwrap();
    let output = nimkit_in(dir.path()).args(["test", "t", "--command", "sh sol.sh"]).output().unwrap();
    let (stdout, _) = text(&output);
    assert_eq!(output.status.code(), Some(1));
    let at = stdout.find("failing case 2 of 3 (input lines 4–5):").unwrap_or_else(|| panic!("{stdout}"));
    let after: Vec<&str> = stdout[at..].lines().skip(1).take(2).map(str::trim).collect();
    assert_eq!(after, ["│ 3", "│ 4 5 6"], "{stdout}");
}

#[test]
fn over_the_memory_limit_is_mle_in_any_language() {
    let dir = one_test_folder();
    // Both write every byte of 400 MiB, so the memory is really used, whatever is measured.
    fs::write(dir.path().join("hog.py"), "x = b'a' * (400 * 1024 * 1024)\nprint(len(x) % 2)\n").unwrap();
    fs::write(
        dir.path().join("hog.rs"),
        "fn main() { let v = vec![1u8; 400 << 20]; println!(\"{}\", v.iter().map(|&b| b as u64).sum::<u64>() % 2); }\n",
    )
    .unwrap();
    for solution in [&["hog.rs"][..], &["--command", "python3 hog.py"]] {
        let output = nimkit_in(dir.path())
            .args(["test", "t", "-m", "100", "-t", "10", "--json"])
            .args(solution)
            .output()
            .unwrap();
        let (stdout, stderr) = text(&output);
        assert_eq!(output.status.code(), Some(1), "{solution:?}: {stdout}{stderr}");
        assert!(stdout.contains("\"verdict\":\"MLE\""), "{solution:?} (needs python3): {stdout}");
    }
}

/// The judged program sees a fixed environment (PATH, HOME and TMPDIR its own folder,
/// LANG=C.UTF-8), not the user's: RUST_BACKTRACE=1 would change its output and memory.
#[test]
fn the_judged_program_runs_in_a_fixed_environment() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir_all(dir.path().join("t")).unwrap();
    fs::write(dir.path().join("t/a.in"), "").unwrap();
    fs::write(dir.path().join("t/a.out"), "HOME LANG PATH TMPDIR\nhome is the working folder\n").unwrap();
    fs::write(
        dir.path().join("env.rs"),
        "fn main() {\n    let mut names: Vec<String> = std::env::vars().map(|(k, _)| k).collect();\n    \
         names.sort();\n    println!(\"{}\", names.join(\" \"));\n    \
         let home = std::path::PathBuf::from(std::env::var(\"HOME\").unwrap());\n    \
         let here = std::env::current_dir().unwrap();\n    \
         let same = home.canonicalize().ok() == here.canonicalize().ok();\n    \
         println!(\"home is {}\", if same { \"the working folder\" } else { \"elsewhere\" });\n}\n",
    )
    .unwrap();
    let output = nimkit_in(dir.path())
        .env("RUST_BACKTRACE", "1")
        .env("LC_ALL", "fr_FR.UTF-8")
        .env("NIMKIT_TEST_SECRET", "x")
        .args(["test", "t", "env.rs"])
        .output()
        .unwrap();
    let (stdout, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(0), "{stdout}{stderr}");
}
