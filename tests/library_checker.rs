//! Library Checker problem folders judged end to end: tests made as `generate.py` makes them
//! (stored `gen/example_NN.in`, generators built with `params.h` from `[params]` and the
//! repository's `common/`, run with seeds 0..number), answers from `sol/correct.cpp`, the time
//! limit from `info.toml` and the problem's checker; `verify` checks the listed solutions.

use crate::common;

use std::fs;
use std::path::Path;

use common::{nimkit, write};

/// `repository/sample/aplusb` with `repository/common/random.h`. The checker is testlib-free
/// (there is no testlib.h here) but called as testlib's: CHECKER INPUT OUTPUT ANSWER.
fn aplusb(root: &Path) -> std::path::PathBuf {
    let dir = root.join("sample/aplusb");
    write(root, "common/random.h", "#pragma once\n#include <cstdint>\nstruct Random { uint64_t x; explicit Random(uint64_t seed) : x(seed * 2654435761u + 1) {} long long uniform(long long lo, long long hi) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; return lo + (long long)(x % (uint64_t)(hi - lo + 1)); } };\n");
    write(&dir, "info.toml", "title = 'A + B'\ntimelimit = 2.0\n\n[[tests]]\n    name = \"example.in\"\n    number = 2\n[[tests]]\n    name = \"random.cpp\"\n    number = 3\n\n[params]\n    A_AND_B_MAX = 1_000_000_000\n\n[[solutions]]\n    name = \"naive.py\"\n    expect = \"WA\"\n[[solutions]]\n    name = \"ac_func.cpp\"\n    function = true\n[[solutions]]\n    name = \"crash.cpp\"\n    allow_re = true\n");
    write(&dir, "grader/solve.hpp", "long long solve(long long a, long long b);\n");
    write(&dir, "grader/grader.cpp", "#include <cstdio>\n#include \"solve.hpp\"\nint main() { long long a, b; scanf(\"%lld %lld\", &a, &b); printf(\"%lld\\n\", solve(a, b)); }\n");
    write(&dir, "sol/ac_func.cpp", "long long solve(long long a, long long b) { return a + b; }\n");
    // Crashes on the large example only: RE there, AC elsewhere, which allow_re permits.
    write(&dir, "sol/crash.cpp", "#include <cstdio>\n#include <cstdlib>\nint main() { long long a, b; scanf(\"%lld %lld\", &a, &b); if (a + b > 1000000000) abort(); printf(\"%lld\\n\", a + b); }\n");
    write(&dir, "gen/example_00.in", "1 1\n");
    write(&dir, "gen/example_01.in", "1000000000 1000000000\n");
    write(&dir, "gen/random.cpp", "#include <cstdio>\n#include <cstdlib>\n#include \"random.h\"\n#include \"../params.h\"\nint main(int, char** argv) { long long seed = atoll(argv[1]); Random gen(seed); printf(\"%lld %lld\\n\", gen.uniform(0, A_AND_B_MAX), gen.uniform(0, A_AND_B_MAX)); }\n");
    write(&dir, "sol/correct.cpp", "#include <cstdio>\nint main() { long long a, b; scanf(\"%lld %lld\", &a, &b); printf(\"%lld\\n\", a + b); }\n");
    write(&dir, "sol/naive.py", "a, b = map(int, input().split())\nprint((a + b) % 10**9)\n");
    write(&dir, "checker.cpp", "#include <cstdio>\nint main(int, char** argv) { long long out, ans; FILE* o = fopen(argv[2], \"r\"); FILE* a = fopen(argv[3], \"r\"); if (fscanf(a, \"%lld\", &ans) != 1) return 3; if (fscanf(o, \"%lld\", &out) != 1) return 2; if (out != ans) { fprintf(stderr, \"expected %lld, found %lld\\n\", ans, out); return 1; } return 0; }\n");
    write(&dir, "verifier.cpp", "#include <cstdio>\n#include \"../params.h\"\nint main() { long long a, b; if (scanf(\"%lld %lld\", &a, &b) != 2) return 1; return (0 <= a && a <= A_AND_B_MAX && 0 <= b && b <= A_AND_B_MAX) ? 0 : 1; }\n");
    dir
}

#[test]
fn tests_are_generated_as_generate_py_does_and_judged_by_the_checker() {
    let root = tempfile::tempdir().unwrap();
    let dir = aplusb(root.path());
    let judged = |solution: &str| {
        let output =
            nimkit(None).arg("test").arg(&dir).arg(dir.join(solution)).arg("--json").output().unwrap();
        common::Judged { output }
    };
    let correct = judged("sol/correct.cpp");
    let names: Vec<String> = correct.json()["cases"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(names, ["example_00", "example_01", "random_00", "random_01", "random_02"]);
    assert_eq!(correct.verdicts(), ["AC"; 5]);
    let naive = judged("sol/naive.py");
    // A sum of 10^9 or more is cut: the second example rejects it.
    assert_eq!(naive.verdicts()[..2], ["AC", "WA"]);
    assert!(naive.json()["cases"][1]["message"].as_str().unwrap().contains("expected 2000000000"));

    let output = nimkit(None).arg("verify").arg(&dir).output().unwrap();
    let report =
        format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert_eq!(output.status.code(), Some(0), "{report}");
    assert!(report.contains("OK    verifier.cpp: 5 input(s) valid"), "{report}");
    assert!(report.contains("NOTE  no hash.json"), "{report}");
    assert!(report.contains("OK    sol/correct.cpp: AC on all 5 tests"), "{report}");
    assert!(report.contains("OK    sol/naive.py: WA on example_01"), "{report}");
    assert!(report.contains("OK    sol/ac_func.cpp: AC on all 5 tests"), "{report}");
    assert!(report.contains("OK    sol/crash.cpp: RE on example_01"), "{report}");

    // A solution that gets a status info.toml does not allow, or misses its `expect`, fails.
    let info = fs::read_to_string(dir.join("info.toml")).unwrap();
    write(
        &dir,
        "info.toml",
        &info.replace("allow_re = true", "expect = \"TLE\"").replace("expect = \"WA\"", "expect = \"RE\""),
    );
    let output = nimkit(None).arg("verify").arg(&dir).output().unwrap();
    let report = String::from_utf8_lossy(&output.stdout).to_string();
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(report.contains("FAIL  sol/naive.py: got AC, WA"), "{report}");
    assert!(report.contains("FAIL  sol/crash.cpp: got AC, RE"), "{report}");
    assert!(report.contains("2 not"), "{report}");
}

/// SHA-256 as coreutils computes it, an oracle independent of nimkit's.
fn sha256sum(bytes: &[u8]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("f");
    fs::write(&file, bytes).unwrap();
    let output = std::process::Command::new("sha256sum").arg(&file).output().unwrap();
    String::from_utf8(output.stdout).unwrap().split_whitespace().next().unwrap().to_string()
}

#[test]
fn made_tests_are_compared_with_hash_json() {
    let root = tempfile::tempdir().unwrap();
    let dir = aplusb(root.path());
    // A generator whose output is known, so the recorded hashes can be computed here.
    write(&dir, "gen/random.cpp", "#include <cstdio>\n#include <cstdlib>\n#include \"../params.h\"\nint main(int, char** argv) { long long seed = atoll(argv[1]); printf(\"%lld %lld\\n\", seed, A_AND_B_MAX - seed); }\n");
    let mut files = vec![
        ("example_00.in".to_string(), "1 1\n".to_string()),
        ("example_00.out".to_string(), "2\n".to_string()),
        ("example_01.in".to_string(), "1000000000 1000000000\n".to_string()),
        ("example_01.out".to_string(), "2000000000\n".to_string()),
    ];
    for seed in 0..3 {
        files.push((format!("random_{seed:02}.in"), format!("{seed} {}\n", 1_000_000_000 - seed)));
        files.push((format!("random_{seed:02}.out"), "1000000000\n".to_string()));
    }
    let hash_json = |files: &[(String, String)]| {
        let entries: Vec<String> = files
            .iter()
            .map(|(name, text)| format!("  \"{name}\": \"{}\"", sha256sum(text.as_bytes())))
            .collect();
        format!("{{\n{}\n}}\n", entries.join(",\n"))
    };
    write(&dir, "hash.json", &hash_json(&files));
    let verify = || {
        let output = nimkit(None).arg("verify").arg(&dir).output().unwrap();
        let report =
            format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
        (output.status.code(), report)
    };
    let (code, report) = verify();
    assert_eq!(code, Some(0), "{report}");
    assert!(report.contains("OK    hash.json: all 5 inputs and answers agree"), "{report}");

    // The site's answer to random_01 differs from what sol/correct.cpp makes here.
    files[7].1 = "999999999\n".to_string();
    write(&dir, "hash.json", &hash_json(&files));
    let (code, report) = verify();
    assert_eq!(code, Some(1), "{report}");
    assert!(report.contains("FAIL  hash.json: 1 file(s) differ"), "{report}");
    assert!(report.contains("random_01.out: hash.json has"), "{report}");

    let output = nimkit(None).arg("test").arg(&dir).arg(dir.join("sol/correct.cpp")).output().unwrap();
    let report = String::from_utf8_lossy(&output.stdout).to_string();
    assert_eq!(output.status.code(), Some(0), "{report}");
    assert_eq!(report.matches("differ from hash.json").count(), 1, "{report}");
    assert!(report.contains("(first: random_01.out"), "{report}");
}

#[test]
fn a_checker_that_does_not_build_is_a_judge_error_with_the_compilers_first_error() {
    let root = tempfile::tempdir().unwrap();
    let dir = aplusb(root.path());
    write(&dir, "checker.cpp", "int main() { return 0 }\n");
    let output = nimkit(None).arg("test").arg(&dir).arg(dir.join("sol/correct.cpp")).output().unwrap();
    let report = String::from_utf8_lossy(&output.stderr).to_string();
    assert_eq!(output.status.code(), Some(3), "{report}");
    assert!(
        report.contains("checker.cpp") && report.contains("does not build") && report.contains("error"),
        "{report}"
    );
}

/// generate.py sets no memory limit: a listed solution that outgrows nimkit's 1 GiB would have
/// run on there until its time limit (graph/shortest_path's wrong_dijkstra_1.cpp, `expect =
/// "TLE"`, takes 2.2 GiB within its 5 s on max_dense_zero_00), so its MLE counts as the TLE or
/// RE its entry names, not as a crash it does not allow.
#[test]
fn a_solution_over_the_memory_limit_counts_as_the_tle_generate_py_would_see() {
    let root = tempfile::tempdir().unwrap();
    let dir = aplusb(root.path());
    // A time limit long enough for the memory limit to come first on a busy machine.
    let info =
        fs::read_to_string(dir.join("info.toml")).unwrap().replace("timelimit = 2.0", "timelimit = 20.0");
    write(&dir, "info.toml", &format!("{info}[[solutions]]\n    name = \"hog.cpp\"\n    expect = \"TLE\"\n"));
    // Grows without end on the large example (as a queue that never empties), else a + b.
    write(&dir, "sol/hog.cpp", "#include <cstdio>\n#include <cstring>\n#include <cstdlib>\n#include <vector>\nint main() { long long a, b; scanf(\"%lld %lld\", &a, &b); if (a + b > 1000000000) { std::vector<char*> kept; for (;;) { char* p = (char*)malloc(1 << 26); memset(p, 1, 1 << 26); kept.push_back(p); } } printf(\"%lld\\n\", a + b); }\n");
    let output = nimkit(None).arg("verify").arg(&dir).output().unwrap();
    let report = String::from_utf8_lossy(&output.stdout).to_string();
    assert_eq!(output.status.code(), Some(0), "{report}");
    assert!(report.contains("OK    sol/hog.cpp: MLE on example_01"), "{report}");
    assert!(report.contains("generate.py sets no memory limit: counted as TLE"), "{report}");

    // Where the entry allows neither, the MLE is the crash it would have been.
    write(&dir, "info.toml", &format!("{info}[[solutions]]\n    name = \"hog.cpp\"\n    allow_wa = true\n"));
    let output = nimkit(None).arg("verify").arg(&dir).output().unwrap();
    let report = String::from_utf8_lossy(&output.stdout).to_string();
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(report.contains("FAIL  sol/hog.cpp: got AC, RE (MLE on example_01"), "{report}");
}

/// A solution that is only the function a problem's grader calls (convolution/convolution_mod's
/// `ac_func.cpp`, `function = true`) is judged linked with `grader/grader.cpp`, as generate.py
/// builds it, not given CE for its missing `main`; a program with a `main` is built alone.
#[test]
fn test_links_a_function_solution_with_the_problems_grader() {
    let root = tempfile::tempdir().unwrap();
    let dir = aplusb(root.path());
    // Not listed in [[solutions]]: a function of one's own.
    write(
        &dir,
        "mine.cpp",
        "#include \"solve.hpp\"\nlong long solve(long long a, long long b) { return a + b; }\n",
    );
    for solution in ["sol/ac_func.cpp", "mine.cpp"] {
        let output = nimkit(None).arg("test").arg(&dir).arg(dir.join(solution)).output().unwrap();
        let report = String::from_utf8_lossy(&output.stdout).to_string();
        assert_eq!(output.status.code(), Some(0), "{solution}: {report}");
        assert!(report.contains("a function for the grader: built with grader/grader.cpp"), "{report}");
    }
    // A broken function is still a compile error, with the compiler's words.
    write(
        &dir,
        "mine.cpp",
        "#include \"solve.hpp\"\nlong long solve(long long a, long long b) { return a + c; }\n",
    );
    let output = nimkit(None).arg("test").arg(&dir).arg(dir.join("mine.cpp")).output().unwrap();
    let report = String::from_utf8_lossy(&output.stdout).to_string();
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(report.contains("CE") && report.contains("was not declared"), "{report}");
    let output = nimkit(None).arg("test").arg(&dir).arg(dir.join("sol/correct.cpp")).output().unwrap();
    let report = String::from_utf8_lossy(&output.stdout).to_string();
    assert_eq!(output.status.code(), Some(0), "{report}");
    assert!(!report.contains("grader"), "{report}");
}

/// What generate.py --test refuses before it makes anything (the repository's test/unused_gen
/// and test/no_title): a file in gen/ or sol/ that info.toml does not use, no title. `verify`
/// fails naming each.
#[test]
fn verify_fails_where_generate_py_health_check_does() {
    let root = tempfile::tempdir().unwrap();
    let dir = aplusb(root.path());
    write(&dir, "gen/example_02.in", "3 4\n");
    write(&dir, "sol/forgotten.cpp", "int main() {}\n");
    let info = fs::read_to_string(dir.join("info.toml")).unwrap();
    write(&dir, "info.toml", &info.replace("title = 'A + B'\n", ""));
    let output = nimkit(None).arg("verify").arg(&dir).output().unwrap();
    let report = String::from_utf8_lossy(&output.stdout).to_string();
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(report.contains("FAIL  info.toml has no title"), "{report}");
    assert!(report.contains("FAIL  gen/example_02.in is not used by any [[tests]] entry"), "{report}");
    assert!(report.contains("FAIL  sol/forgotten.cpp is not listed in [[solutions]]"), "{report}");
    // The solutions are still judged.
    assert!(report.contains("OK    sol/correct.cpp: AC on all 5 tests"), "{report}");
}
