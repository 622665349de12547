//! ICPC (Kattis problemtools) packages judged end to end by `nimkit test`, on small packages
//! written the way the format's own examples are: the default output validator and its flags
//! per test group, a custom output validator with its judge message, an interactive problem
//! whose validator is the jury, and the packages nimkit must refuse with a precise reason.

use crate::common;

use std::fs;
use std::path::Path;
use std::process::Output;

use common::{nimkit, write};

fn test(package: &Path, solution: &Path, extra: &[&str]) -> Output {
    nimkit(None).arg("test").arg(package).arg(solution).args(extra).output().unwrap()
}

fn verdicts(output: &Output) -> Vec<(String, String)> {
    let judged = common::Judged { output: output.clone() };
    judged.json()["cases"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (c["name"].as_str().unwrap().to_string(), c["verdict"].as_str().unwrap().to_string()))
        .collect()
}

fn text(output: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr))
}

/// Halves: prints n / 2 and a word; the judge's answers are `X.5 Yes`-like. Group `strict` is
/// case sensitive, the others are not; floats have a tolerance of 1e-6 everywhere.
fn halves_package(dir: &Path) {
    write(dir, "problem.yaml", "name: Halves\nlimits:\n  memory: 256\n  time_multiplier: 3\nvalidator_flags: float_tolerance 1e-6\nsomething_new: ignored\n");
    write(dir, ".timelimit", "2\n");
    write(dir, "data/sample/1.in", "3\n");
    write(dir, "data/sample/1.ans", "1.5 Yes\n");
    write(dir, "data/secret/loose/1.in", "5\n");
    write(dir, "data/secret/loose/1.ans", "2.5 Yes\n");
    write(dir, "data/secret/strict/testdata.yaml", "output_validator_flags: case_sensitive\n");
    write(dir, "data/secret/strict/1.in", "7\n");
    write(dir, "data/secret/strict/1.ans", "3.5 Yes\n");
}

/// In a foreign package the stack limit is lifted (the memory limit bounds the stack), as
/// DOMjudge's runguard and Library Checker do: not set to the memory limit, which glibc would
/// also make every thread's default stack (DOMjudge's `test-multithread.c` aborts on that).
#[test]
fn a_foreign_package_lifts_the_stack_limit_rather_than_setting_it_to_the_memory_limit() {
    let dir = tempfile::tempdir().unwrap();
    halves_package(dir.path());
    let solution = dir.path().join("solutions/stack.py");
    write(
        &dir.path().join("solutions"),
        "stack.py",
        "import resource\nsoft, hard = resource.getrlimit(resource.RLIMIT_STACK)\nn = int(input())\n\
         print(n / 2, 'Yes' if soft == hard and soft != 256 << 20 else 'stack %d of %d' % (soft, hard))\n",
    );
    let output = test(dir.path(), &solution, &["--json"]);
    let judged = verdicts(&output);
    assert!(judged.iter().all(|(_, verdict)| verdict == "AC"), "{judged:?}: {}", text(&output));
}

#[test]
fn default_validator_with_float_tolerance_case_flags_and_groups() {
    let dir = tempfile::tempdir().unwrap();
    halves_package(dir.path());
    let solutions = dir.path().join("solutions");
    // Within the tolerance and in the right case: accepted everywhere.
    write(&solutions, "right.py", "n = int(input())\nprint('%.9f' % (n / 2 + 4e-7), 'Yes')\n");
    // Upper case: accepted where case does not matter, rejected in the strict group.
    write(&solutions, "shouting.py", "n = int(input())\nprint(n / 2, 'YES')\n");
    // Beyond the tolerance: rejected everywhere.
    write(&solutions, "rounded.py", "n = int(input())\nprint(n // 2, 'Yes')\n");
    let expectations = [
        ("right.py", ["AC", "AC", "AC"]),
        ("shouting.py", ["AC", "AC", "WA"]),
        ("rounded.py", ["WA", "WA", "WA"]),
    ];
    for (file, expected) in expectations {
        let output = test(dir.path(), &solutions.join(file), &["--json"]);
        let got: Vec<String> = verdicts(&output).into_iter().map(|(_, v)| v).collect();
        assert_eq!(got, expected, "{file}: {}", text(&output));
    }
    // The report: the rules as read, where the time limit came from, the verdict per group.
    let output = test(dir.path(), &solutions.join("shouting.py"), &[]);
    let report = text(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(report.contains("ICPC package `Halves`") && report.contains("memory 256 MiB"), "{report}");
    assert!(report.contains("time limit 2 s of CPU time (from .timelimit"), "{report}");
    assert!(report.contains("flags: float_tolerance 1e-6"), "{report}");
    let group_line = |group: &str| {
        report.lines().find(|l| l.starts_with(&format!("group {group} "))).unwrap_or_default().to_string()
    };
    assert!(group_line("secret/strict").contains("WA"), "{report}");
    assert!(group_line("secret/loose").contains("AC"), "{report}");
    assert!(group_line("sample").contains("AC"), "{report}");

    // Without .timelimit: the default, and the report says so.
    fs::remove_file(dir.path().join(".timelimit")).unwrap();
    let report = text(&test(dir.path(), &solutions.join("right.py"), &[]));
    assert!(report.contains("nimkit's default: problem.yaml gives none"), "{report}");
}

#[test]
fn the_package_memory_limit_is_the_limit() {
    let dir = tempfile::tempdir().unwrap();
    halves_package(dir.path());
    write(dir.path(), "problem.yaml", "name: Halves\nlimits:\n  memory: 64\n");
    // 200 MiB touched: within nimkit's default, beyond the package's 64.
    let hog = dir.path().join("hog.py");
    write(dir.path(), "hog.py", "x = bytearray(200 << 20)\nfor i in range(0, len(x), 4096):\n    x[i] = 1\nn = int(input())\nprint(n / 2, 'Yes')\n");
    let output = test(dir.path(), &hog, &["--json", "--only", "sample/*"]);
    let got = verdicts(&output);
    assert!(matches!(got[0].1.as_str(), "MLE" | "RE"), "{got:?} {}", text(&output));
}

/// Two numbers summing to n: many answers, so only a validator can judge.
fn pairs_package(dir: &Path, validator: &str) {
    write(dir, "problem.yaml", "name: Pairs\nvalidation: custom\nvalidator_flags: positive\n");
    write(dir, "data/sample/1.in", "10\n");
    write(dir, "data/sample/1.ans", "5 5\n");
    write(dir, "data/secret/1.in", "7\n");
    write(dir, "data/secret/1.ans", "3 4\n");
    write(dir, "output_validators/pairs/validate.py", validator);
}

const PAIRS_VALIDATOR: &str = r#"import sys
n = int(open(sys.argv[1]).read())
open(sys.argv[2]).read()
feedback = sys.argv[3]
positive = "positive" in sys.argv[4:]
def verdict(code, message):
    with open(feedback + "/judgemessage.txt", "w") as f:
        f.write(message)
    sys.exit(code)
words = sys.stdin.read().split()
if len(words) != 2:
    verdict(43, "expected two numbers, got %d words" % len(words))
a, b = int(words[0]), int(words[1])
if positive and (a <= 0 or b <= 0):
    verdict(43, "not positive: %d %d" % (a, b))
if a + b != n:
    verdict(43, "%d + %d is not %d" % (a, b, n))
verdict(42, "fine")
"#;

#[test]
fn a_custom_output_validator_judges_with_its_flags_and_its_message_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    pairs_package(dir.path(), PAIRS_VALIDATOR);
    write(dir.path(), "other.py", "n = int(input())\nprint(1, n - 1)\n");
    write(dir.path(), "zero.py", "n = int(input())\nprint(0, n)\n");
    write(dir.path(), "off.py", "n = int(input())\nprint(1, n)\n");
    let output = test(dir.path(), &dir.path().join("other.py"), &["--json"]);
    assert_eq!(
        verdicts(&output).iter().map(|(_, v)| v.as_str()).collect::<Vec<_>>(),
        ["AC", "AC"],
        "{}",
        text(&output)
    );
    // The package's flag `positive` reaches the validator.
    let output = test(dir.path(), &dir.path().join("zero.py"), &[]);
    assert!(text(&output).contains("not positive: 0 10"), "{}", text(&output));
    let output = test(dir.path(), &dir.path().join("off.py"), &[]);
    let report = text(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(report.contains("WA") && report.contains("1 + 10 is not 10"), "{report}");
}

#[test]
fn a_validator_that_ends_otherwise_is_a_judge_error_and_one_that_does_not_build_is_exit_3() {
    let dir = tempfile::tempdir().unwrap();
    pairs_package(dir.path(), "import sys\nsys.exit(1)\n");
    write(dir.path(), "other.py", "n = int(input())\nprint(1, n - 1)\n");
    let output = test(dir.path(), &dir.path().join("other.py"), &["--json"]);
    assert!(verdicts(&output).iter().all(|(_, v)| v == "FAIL"), "{}", text(&output));
    assert_eq!(output.status.code(), Some(3));

    fs::remove_dir_all(dir.path().join("output_validators/pairs")).unwrap();
    write(dir.path(), "output_validators/pairs/validate.cpp", "int main() { return 42 }\n");
    let output = test(dir.path(), &dir.path().join("other.py"), &[]);
    let report = text(&output);
    assert_eq!(output.status.code(), Some(3), "{report}");
    assert!(report.contains("does not build") && report.contains("error: expected"), "{report}");
    assert!(!report.contains("WA"), "{report}");
}

const GUESS_VALIDATOR: &str = r#"import sys
secret = int(open(sys.argv[1]).read())
feedback = sys.argv[3]
def verdict(code, message):
    with open(feedback + "/judgemessage.txt", "w") as f:
        f.write(message)
    sys.exit(code)
for guess_number in range(1, 11):
    line = sys.stdin.readline()
    if not line:
        verdict(43, "the submission stopped talking")
    guess = int(line)
    if guess == secret:
        print("correct", flush=True)
        verdict(42, "found in %d" % guess_number)
    print("higher" if guess < secret else "lower", flush=True)
verdict(43, "too many guesses")
"#;

const GUESSER: &str = r#"import sys
low, high = 1, 1000
while True:
    middle = (low + high) // 2
    print(middle, flush=True)
    reply = input()
    if reply == "correct":
        break
    if reply == "higher":
        low = middle + 1
    else:
        high = middle - 1
"#;

/// An interactive package whose validator is [`GUESS_VALIDATOR`], with a CPU-time limit.
fn guess_package(dir: &Path, time_limit_seconds: u32) {
    let yaml = "problem_format_version: 2023-07-draft\nname: Guess\ntype: interactive\nlimits:\n";
    write(dir, "problem.yaml", &format!("{yaml}  time_limit: {time_limit_seconds}\n"));
    write(dir, "output_validator/validator.py", GUESS_VALIDATOR);
}

#[test]
fn an_interactive_package_is_played_against_its_validator() {
    let dir = tempfile::tempdir().unwrap();
    guess_package(dir.path(), 5);
    write(dir.path(), "data/sample/1.in", "500\n");
    write(dir.path(), "data/sample/1.ans", "");
    write(dir.path(), "data/sample/1.interaction", "<500\n>correct\n");
    write(dir.path(), "data/secret/1.in", "1\n");
    write(dir.path(), "data/secret/2.in", "777\n");
    write(dir.path(), "guess.py", GUESSER);
    write(dir.path(), "linear.py", "i = 1\nwhile input_ := True:\n    print(i, flush=True)\n    if input() == 'correct':\n        break\n    i += 1\n");
    let output = test(dir.path(), &dir.path().join("guess.py"), &["--json"]);
    assert_eq!(
        verdicts(&output),
        [("sample/1", "AC"), ("secret/1", "AC"), ("secret/2", "AC")]
            .map(|(n, v)| (n.to_string(), v.to_string())),
        "{}",
        text(&output)
    );
    let transcript = dir.path().join("dialogue.txt");
    let output =
        test(dir.path(), &dir.path().join("linear.py"), &["--transcript", transcript.to_str().unwrap()]);
    let report = text(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(report.contains("too many guesses"), "{report}");
    assert!(report.contains("example dialogue data/sample/1.interaction (shown, not judged)"), "{report}");
    let dialogue = fs::read_to_string(&transcript).unwrap();
    assert!(dialogue.contains("=== secret/2 (WA)") && dialogue.contains("> 10\n< higher"), "{dialogue}");
}

/// After its last guess it computes forever: once the validator has said WA, nothing it does
/// can change the verdict.
const GUESS_THEN_SPIN: &str = "for _ in range(10):\n    print(1, flush=True)\nwhile True:\n    pass\n";

#[test]
fn a_solution_still_running_after_the_validator_rejected_it_is_stopped_not_waited_for() {
    let dir = tempfile::tempdir().unwrap();
    guess_package(dir.path(), 4);
    write(dir.path(), "data/secret/1.in", "500\n");
    write(dir.path(), "data/secret/2.in", "1\n");
    write(dir.path(), "spin.py", GUESS_THEN_SPIN);
    let output = test(dir.path(), &dir.path().join("spin.py"), &["--json"]);
    let judged = common::Judged { output: output.clone() };
    let cases = judged.json()["cases"].as_array().unwrap().clone();
    // Rejected: WA as problemtools says it, and stopped then, far below the 4 s it would
    // otherwise spin for (python's start and the ten guesses take well under a second).
    assert_eq!(cases[0]["verdict"], "WA", "{}", text(&output));
    assert!(cases[0]["message"].as_str().unwrap().contains("too many guesses"), "{}", text(&output));
    let time_ms = cases[0]["time_ms"].as_u64().unwrap();
    assert!(time_ms < 2000, "stopped after {time_ms} ms: {}", text(&output));
    // Accepted by the validator at the first guess: the solution's own verdict then counts,
    // so it is waited for and its spin is a TLE.
    assert_eq!(cases[1]["verdict"], "TLE", "{}", text(&output));
}

/// The specification's FEEDBACK_DIR ends with a separator (problemtools passes
/// `str(feedback_dir) + os.sep`), so a validator may append a file name to it as it stands:
/// such a validator must judge the game and have its message read, not crash or write beside
/// the folder.
#[test]
fn an_interactive_validator_appends_file_names_to_the_feedback_folder_as_given() {
    let dir = tempfile::tempdir().unwrap();
    guess_package(dir.path(), 5);
    let appending =
        GUESS_VALIDATOR.replace("feedback + \"/judgemessage.txt\"", "feedback + \"judgemessage.txt\"");
    assert_ne!(appending, GUESS_VALIDATOR);
    write(dir.path(), "output_validator/validator.py", &appending);
    write(dir.path(), "data/secret/1.in", "777\n");
    write(dir.path(), "guess.py", GUESSER);
    write(dir.path(), "ten.py", "for _ in range(10):\n    print(1, flush=True)\n    input()\n");
    let output = test(dir.path(), &dir.path().join("guess.py"), &["--json"]);
    assert_eq!(common::Judged { output: output.clone() }.verdict().0, "AC", "{}", text(&output));
    let output = test(dir.path(), &dir.path().join("ten.py"), &["--json"]);
    let (verdict, message) = common::Judged { output: output.clone() }.verdict();
    assert_eq!((verdict.as_str(), message.contains("too many guesses")), ("WA", true), "{}", text(&output));
}

/// problemtools (execute.py: `if val_JE or (val_WA and first == 'validator')`): a validator
/// that fails decides the verdict, a judge error, even when the submission crashed before it;
/// only a submission stopped at its time limit keeps its TLE (problemtools' runner takes a
/// validator still running at its wall-clock bound as WA).
#[test]
fn a_validator_failing_after_the_submission_crashed_is_a_judge_error_but_a_tle_stands() {
    let dir = tempfile::tempdir().unwrap();
    guess_package(dir.path(), 1);
    // Fails (exit 1, neither 42 nor 43) when the submission stops talking.
    let failing = GUESS_VALIDATOR.replace("verdict(43, \"the submission stopped talking\")", "sys.exit(1)");
    assert_ne!(failing, GUESS_VALIDATOR);
    write(dir.path(), "output_validator/validator.py", &failing);
    write(dir.path(), "data/secret/1.in", "777\n");
    write(dir.path(), "crash.py", "print(1, flush=True)\ninput()\nraise SystemExit(3)\n");
    write(dir.path(), "spin.py", "print(1, flush=True)\ninput()\nwhile True:\n    pass\n");
    let output = test(dir.path(), &dir.path().join("crash.py"), &["--json"]);
    let (verdict, message) = common::Judged { output: output.clone() }.verdict();
    assert_eq!(verdict, "FAIL", "{}", text(&output));
    assert!(message.contains("exited with code 1"), "{message}");
    let output = test(dir.path(), &dir.path().join("spin.py"), &["--json"]);
    assert_eq!(common::Judged { output: output.clone() }.verdict().0, "TLE", "{}", text(&output));
}

/// A validator that says its last word and exits 43 at once, against a submission that aborts
/// on reading that word: the validator ended first and its WA stands, as in problemtools, on
/// every one of 30 games (the submission's crash follows the validator's exit by little, and
/// the judge once gave it RE on a few percent of such games).
#[test]
fn a_validator_that_rejects_and_exits_at_once_is_first_even_when_the_submission_dies_on_its_word() {
    let dir = tempfile::tempdir().unwrap();
    let yaml = "problem_format_version: 2023-07-draft\nname: Negative\ntype: interactive\nlimits:\n  time_limit: 2\n";
    write(dir.path(), "problem.yaml", yaml);
    write(
        dir.path(),
        "output_validator/validator.c",
        "#include <stdio.h>\nint main(int argc, char **argv) {\n    char path[4096];\n    snprintf(path, sizeof path, \"%sjudgemessage.txt\", argv[3]);\n    FILE *f = fopen(path, \"w\");\n    if (f) { fputs(\"rejected with -1\\n\", f); fclose(f); }\n    printf(\"-1\\n\");\n    fflush(stdout);\n    return 43;\n}\n",
    );
    for i in 1..=30 {
        write(dir.path(), &format!("data/secret/{i:02}.in"), "1\n");
    }
    write(
        dir.path(),
        "die_on_negative.c",
        "#include <stdio.h>\n#include <stdlib.h>\nint main(void) { int x; if (scanf(\"%d\", &x) == 1 && x < 0) abort(); return 0; }\n",
    );
    let output = test(dir.path(), &dir.path().join("die_on_negative.c"), &["--json"]);
    let verdicts: Vec<String> = verdicts(&output).into_iter().map(|(_, verdict)| verdict).collect();
    assert_eq!(verdicts, vec!["WA"; 30], "{}", text(&output));
}

/// problemtools checks `limits.output` on an output it validates, never on a dialogue: a
/// submission that sends 3 MiB to a validator reading it all is accepted under a 1 MiB output
/// limit.
#[test]
fn the_output_limit_of_an_interactive_package_does_not_apply_to_the_dialogue() {
    let dir = tempfile::tempdir().unwrap();
    let yaml = "problem_format_version: 2023-07-draft\nname: Chatter\ntype: interactive\nlimits:\n  time_limit: 5\n  output: 1\n";
    write(dir.path(), "problem.yaml", yaml);
    write(
        dir.path(),
        "output_validator/validator.py",
        "import sys\nfor line in sys.stdin:\n    if line.strip() == 'done':\n        sys.exit(42)\nsys.exit(43)\n",
    );
    write(dir.path(), "data/secret/1.in", "1\n");
    write(dir.path(), "chatter.py", "import sys\nfor _ in range(3 * 1024 * 10):\n    sys.stdout.write('x' * 99 + '\\n')\nprint('done', flush=True)\n");
    let output = test(dir.path(), &dir.path().join("chatter.py"), &["--json"]);
    assert_eq!(common::Judged { output: output.clone() }.verdicts(), ["AC"], "{}", text(&output));
}

/// A validator still running long after the submission ended is stopped and taken as WA, as
/// problemtools' runner takes a validator still running when it ends the game ("assume WA").
#[test]
fn a_validator_that_hangs_after_the_submission_ended_is_stopped_and_taken_as_wa() {
    let dir = tempfile::tempdir().unwrap();
    guess_package(dir.path(), 1);
    let hanging = "import sys, time\nsys.stdin.readline()\nprint('correct', flush=True)\ntime.sleep(1000)\n";
    write(dir.path(), "output_validator/validator.py", hanging);
    write(dir.path(), "data/secret/1.in", "1\n");
    write(dir.path(), "once.py", "print(1, flush=True)\ninput()\n");
    let output = test(dir.path(), &dir.path().join("once.py"), &["--json"]);
    let (verdict, message) = common::Judged { output: output.clone() }.verdict();
    assert_eq!(verdict, "WA", "{}", text(&output));
    assert!(
        message.contains("still running 2.0 s after the solution ended (killed): taken as WA"),
        "{message}"
    );
}

#[test]
fn malformed_and_unjudgeable_packages_are_refused_naming_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    halves_package(dir.path());
    write(dir.path(), "right.py", "print(1)\n");
    write(dir.path(), "problem.yaml", "name: Halves\nlimits:\n  memory: [1]\n");
    let output = test(dir.path(), &dir.path().join("right.py"), &[]);
    let report = text(&output);
    assert_eq!(output.status.code(), Some(2), "{report}");
    assert!(report.contains("problem.yaml:3") && report.contains("expected a positive number"), "{report}");

    write(
        dir.path(),
        "problem.yaml",
        "problem_format_version: 2023-07-draft\ntype: [multi-pass, interactive]\n",
    );
    write(dir.path(), "output_validator/validate.py", "import sys\nsys.exit(42)\n");
    let output = test(dir.path(), &dir.path().join("right.py"), &[]);
    let report = text(&output);
    assert_eq!(output.status.code(), Some(3), "{report}");
    assert!(
        report.contains("interactive multi-pass") && report.contains("only when they are not interactive"),
        "{report}"
    );
}

/// A multi-pass package (2023-07-draft): pass 1 gives `1 X` and wants X + 1; the validator then
/// writes `2 (X+1)` as nextpass.in, and pass 2 wants the double. The validator keeps a log of
/// the passes in its feedback folder and refuses to go on if pass 1's entry is gone.
fn multi_pass_package(dir: &Path) {
    write(dir, "problem.yaml", "problem_format_version: 2023-07-draft\nname: Two Steps\ntype: multi-pass\nlimits:\n  time_limit: 5\n");
    write(dir, "data/sample/1.in", "1 5\n");
    write(dir, "data/sample/1.ans", "unused\n");
    write(dir, "data/secret/1.in", "1 10\n");
    write(dir, "data/secret/1.ans", "unused\n");
    write(dir, "output_validator/validate.py", "import os, sys\np, x = map(int, open(sys.argv[1]).read().split())\nfeedback = sys.argv[3]\nwant = x + 1 if p == 1 else x * 2\nif sys.stdin.read().split() != [str(want)]:\n    open(os.path.join(feedback, 'judgemessage.txt'), 'a').write('pass %d: expected %d\\n' % (p, want))\n    sys.exit(43)\nopen(os.path.join(feedback, 'log.txt'), 'a').write(str(p))\nif p == 1:\n    open(os.path.join(feedback, 'nextpass.in'), 'w').write('2 %d\\n' % want)\nelif open(os.path.join(feedback, 'log.txt')).read() != '12':\n    sys.exit(1)\nsys.exit(42)\n");
}

#[test]
fn a_multi_pass_package_runs_the_submission_again_on_the_validators_next_input() {
    let dir = tempfile::tempdir().unwrap();
    multi_pass_package(dir.path());
    let solutions = dir.path().join("solutions");
    write(&solutions, "right.py", "p, x = map(int, input().split())\nprint(x + 1 if p == 1 else x * 2)\n");
    // Right in the first pass only.
    write(&solutions, "first_only.py", "p, x = map(int, input().split())\nprint(x + 1)\n");
    let output = test(dir.path(), &solutions.join("right.py"), &["--json"]);
    let got: Vec<String> = verdicts(&output).into_iter().map(|(_, v)| v).collect();
    assert_eq!(got, ["AC", "AC"], "{}", text(&output));
    let output = test(dir.path(), &solutions.join("first_only.py"), &[]);
    let report = text(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(report.contains("pass 2: pass 2: expected 12"), "{report}");

    // A validator that asks for more passes than validation_passes allows is a judge error.
    write(dir.path(), "problem.yaml", "problem_format_version: 2023-07-draft\ntype: multi-pass\nlimits:\n  time_limit: 5\n  validation_passes: 3\n");
    write(dir.path(), "output_validator/validate.py", "import os, sys\nsys.stdin.read()\nopen(os.path.join(sys.argv[3], 'nextpass.in'), 'w').write('1 1\\n')\nsys.exit(42)\n");
    let output = test(dir.path(), &solutions.join("right.py"), &[]);
    let report = text(&output);
    assert_eq!(output.status.code(), Some(3), "{report}");
    assert!(
        report.contains("pass 3: the output validator wrote nextpass.in, but limits: validation_passes is 3"),
        "{report}"
    );
}

/// The halves package with submissions of every class and an input validator.
fn halves_with_submissions(dir: &Path) {
    halves_package(dir);
    fs::remove_file(dir.join(".timelimit")).unwrap();
    write(dir, "input_validators/range/validate.py", "import sys\nlimit = int(sys.argv[sys.argv.index('max') + 1]) if 'max' in sys.argv else 10\nn = int(sys.stdin.read())\nsys.exit(42 if 1 <= n <= limit else 43)\n");
    write(dir, "data/secret/testdata.yaml", "input_validator_flags: max 9\n");
    write(dir, "submissions/accepted/right.py", "n = int(input())\nprint(n / 2, 'Yes')\n");
    write(dir, "submissions/accepted/in_c/main.c", "#include <stdio.h>\nint main(void){int n;scanf(\"%d\",&n);printf(\"%.1f Yes\\n\",n/2.0);return 0;}\n");
    write(dir, "submissions/wrong_answer/rounded.py", "n = int(input())\nprint(n // 2, 'Yes')\n");
    write(dir, "submissions/time_limit_exceeded/forever.py", "while True:\n    pass\n");
    write(dir, "submissions/run_time_error/crash.py", "raise SystemExit(3)\n");
    write(
        dir,
        "submissions/accepted/Late.kt",
        "fun main() { val n = readLine()!!.trim().toInt(); println(\"${n / 2.0} Yes\") }\n",
    );
}

fn verify(dir: &Path) -> Output {
    // A PATH without kotlinc, so that the Kotlin submission is skipped whatever this machine has.
    let path = format!(
        "/usr/bin:/bin:{}",
        std::env::var("PATH")
            .unwrap_or_default()
            .split(':')
            .filter(|p| !p.contains("kotlin"))
            .collect::<Vec<_>>()
            .join(":")
    );
    nimkit(None).arg("verify").arg(dir).arg("-j").arg("2").env("PATH", path).output().unwrap()
}

#[test]
fn verify_judges_every_submission_against_its_folder_and_validates_the_inputs() {
    let dir = tempfile::tempdir().unwrap();
    halves_with_submissions(dir.path());
    let output = verify(dir.path());
    let report = text(&output);
    assert_eq!(output.status.code(), Some(0), "{report}");
    for line in [
        "OK    input validator input_validators/range: 3 input(s) valid",
        "OK    accepted/right.py: AC on all 3 tests",
        "OK    accepted/in_c: AC on all 3 tests",
        "OK    wrong_answer/rounded.py: WA on sample/1",
        "OK    time_limit_exceeded/forever.py: TLE on sample/1",
        "OK    run_time_error/crash.py: RTE on sample/1",
        "SKIP  accepted/Late.kt: skipped: kotlinc not found",
    ] {
        assert!(report.contains(line), "{line}\n{report}");
    }
    assert!(report.contains("derived as problemtools does: 3 x the slowest accepted run"), "{report}");
    assert!(report.contains("5 as expected, 0 not, 1 skipped; package verified"), "{report}");

    // A wrong submission filed as accepted, and an input out of the group's range, are caught.
    write(dir.path(), "submissions/accepted/misfiled.py", "n = int(input())\nprint(n // 2, 'Yes')\n");
    write(dir.path(), "data/secret/loose/2.in", "10\n");
    write(dir.path(), "data/secret/loose/2.ans", "5.0 Yes\n");
    let output = verify(dir.path());
    let report = text(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(report.contains("FAIL  accepted/misfiled.py: expected AC, got WA on sample/1"), "{report}");
    assert!(report.contains("FAIL  input validator input_validators/range refuses 1 input(s)"), "{report}");
    assert!(report.contains("secret/loose/2: exit code 43"), "{report}");

    // A `.timelimit` (DOMjudge, BAPCtools) is the limit, not derived: an accepted submission
    // that spins for 1.5 s of CPU time is TLE under `.timelimit` 1, where the derived limit
    // (3 x 1.5 s, rounded: 5 s) would let it pass.
    fs::remove_file(dir.path().join("submissions/accepted/misfiled.py")).unwrap();
    fs::remove_file(dir.path().join("data/secret/loose/2.in")).unwrap();
    fs::remove_file(dir.path().join("data/secret/loose/2.ans")).unwrap();
    write(
        dir.path(),
        "submissions/accepted/spins.py",
        "import time\nn = int(input())\nend = time.process_time() + 1.5\nwhile time.process_time() < end:\n    pass\nprint(n / 2, 'Yes')\n",
    );
    write(dir.path(), ".timelimit", "1\n");
    let output = verify(dir.path());
    let report = text(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(report.contains("time limit 1 s, from .timelimit, as DOMjudge and BAPCtools judge"), "{report}");
    assert!(report.contains("FAIL  accepted/spins.py: expected AC, got TLE on sample/1"), "{report}");
    assert!(report.contains("OK    accepted/right.py: AC on all 3 tests"), "{report}");
}

/// A legacy package with DOMjudge's annotations: a source's `@EXPECTED_RESULTS@` line is its
/// expectation whatever its folder (DOMjudge's example packages have compiler_error/ and
/// no_output/ folders), COMPILER-ERROR included; words nimkit cannot check leave the folder's.
#[test]
fn verify_reads_domjudge_annotations_in_a_legacy_package() {
    let dir = tempfile::tempdir().unwrap();
    halves_with_submissions(dir.path());
    fs::remove_file(dir.path().join("submissions/accepted/Late.kt")).unwrap();
    write(
        dir.path(),
        "submissions/compiler_error/broken.py",
        "# @EXPECTED_RESULTS@: COMPILER-ERROR\nprint(1 +\n",
    );
    write(dir.path(), "submissions/no_output/silent.py", "# @EXPECTED_RESULTS@: NO-OUTPUT\ninput()\n");
    write(
        dir.path(),
        "submissions/wrong_answer/slow_or_wrong.py",
        "# @EXPECTED_RESULTS@: WRONG-ANSWER, TIMELIMIT\nwhile True:\n    pass\n",
    );
    write(
        dir.path(),
        "submissions/wrong_answer/manual.py",
        "# @EXPECTED_RESULTS@: CHECK-MANUALLY\nprint(0)\n",
    );
    // Annotated as a run error, but wrong: the annotation, not the folder, is what fails it.
    write(dir.path(), "submissions/accepted/claims_crash.py", "# @EXPECTED_RESULTS@: RUN-ERROR\nprint(0)\n");
    let output = verify(dir.path());
    let report = text(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    for line in [
        "OK    compiler_error/broken.py: CE on (build)",
        "OK    no_output/silent.py: WA on sample/1",
        "OK    wrong_answer/slow_or_wrong.py: TLE on sample/1",
        "OK    wrong_answer/manual.py: WA on sample/1",
        "FAIL  accepted/claims_crash.py: expected RTE (its @EXPECTED_RESULTS@ line: RUN-ERROR), got WA on sample/1",
        "OK    accepted/right.py: AC on all 3 tests",
    ] {
        assert!(report.contains(line), "{line}\n{report}");
    }
}

/// A 2023-07-draft package: submissions judged by the format's rules and submissions.yaml, and
/// data/invalid_input checked against the input validator.
#[test]
fn verify_applies_submissions_yaml_and_checks_invalid_inputs() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    write(
        dir,
        "problem.yaml",
        "problem_format_version: 2023-07-draft\nname: Double\nlimits:\n  time_limit: 2\n",
    );
    for (name, n) in [("sample/1", 1), ("secret/1", 2), ("secret/2", 7)] {
        write(dir, &format!("data/{name}.in"), &format!("{n}\n"));
        write(dir, &format!("data/{name}.ans"), &format!("{}\n", 2 * n));
    }
    write(
        dir,
        "input_validators/range.py",
        "import sys\nn = int(sys.stdin.read())\nsys.exit(42 if 1 <= n <= 10 else 43)\n",
    );
    write(dir, "data/invalid_input/zero.in", "0\n");
    write(dir, "data/invalid_input/big/eleven.in", "11\n");
    // Outputs the (default) output validator must accept or reject.
    for (name, out) in [("valid_output/spaced", " 6 \n"), ("invalid_output/seven", "7\n")] {
        write(dir, &format!("data/{name}.in"), "3\n");
        write(dir, &format!("data/{name}.ans"), "6\n");
        write(dir, &format!("data/{name}.out"), out);
    }
    write(dir, "submissions/accepted/right.py", "print(2 * int(input()))\n");
    // Wrong on 7 only: AC or WA with some WA, as wrong_answer/ asks; submissions.yaml asks for
    // AC on the samples.
    write(dir, "submissions/wrong_answer/small.py", "n = int(input())\nprint(2 * n if n < 5 else 0)\n");
    write(dir, "submissions/submissions.yaml", "wrong_answer/small.py:\n  sample:\n    permitted: [AC]\n");
    // A DOMjudge annotation in a folder with no rule of its own.
    write(dir, "submissions/mixed/late.py", "# @EXPECTED_RESULTS@: WRONG-ANSWER\nprint(0)\n");
    let output = verify(dir);
    let report = text(&output);
    assert_eq!(output.status.code(), Some(0), "{report}");
    for line in [
        "OK    data/invalid_input: all 2 input(s) rejected by an input validator",
        "OK    data/valid_output, data/invalid_output: all 2 output(s) judged as their folder says",
        "OK    accepted/right.py: AC 3 on 3 tests",
        "OK    wrong_answer/small.py: AC 2, WA 1 on 3 tests",
        "OK    mixed/late.py: WA 3 on 3 tests",
    ] {
        assert!(report.contains(line), "{line}\n{report}");
    }

    // An invalid input the validator accepts, a rule broken by the sample, and an annotation
    // the verdicts do not keep are all named.
    write(dir, "data/invalid_input/fine.in", "5\n");
    write(dir, "data/invalid_output/right.in", "3\n");
    write(dir, "data/invalid_output/right.ans", "6\n");
    write(dir, "data/invalid_output/right.out", "6\n");
    write(dir, "submissions/submissions.yaml", "wrong_answer/small.py:\n  secret/1:\n    required: [WA]\n");
    write(dir, "submissions/mixed/late.py", "# @EXPECTED_RESULTS@: TIMELIMIT\nprint(0)\n");
    let output = verify(dir);
    let report = text(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(
        report.contains(
            "FAIL  data/invalid_input: 1 of 3 input(s) accepted by every input validator: invalid_input/fine"
        ),
        "{report}"
    );
    assert!(
        report.contains("FAIL  data/valid_output, data/invalid_output: 1 of 3 output(s) judged otherwise than their folder says: invalid_output/right (AC)"),
        "{report}"
    );
    assert!(report.contains("FAIL  wrong_answer/small.py: no test got WA, which submissions.yaml: wrong_answer/small.py on secret/1 requires"), "{report}");
    assert!(report.contains("FAIL  mixed/late.py: WA on sample/1, but its @EXPECTED_RESULTS@ line (TIMELIMIT) permits only AC, TLE"), "{report}");
}

/// Kattis and DOMjudge limit CPU time, and so does nimkit for their packages: a submission that
/// waits past the limit without computing is accepted, one that computes past it is TLE (its
/// message names CPU time), one that waits without end is ended by the wall-clock bound. The
/// same waiting program judged as a plain folder with the same limit is TLE (wall-clock time).
#[test]
fn an_icpc_package_is_judged_by_cpu_time() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "problem.yaml", "name: Echo\nlimits:\n  time_limit: 1\n");
    write(dir.path(), "data/secret/1.in", "7\n");
    write(dir.path(), "data/secret/1.ans", "7\n");
    let solutions = dir.path().join("solutions");
    write(&solutions, "waits.py", "import time\nx = input()\ntime.sleep(1.5)\nprint(x)\n");
    write(&solutions, "spins.py", "x = input()\nwhile True:\n    pass\n");
    write(&solutions, "hangs.py", "import time\ntime.sleep(60)\n");
    for (file, expected, said) in
        [("waits.py", "AC", ""), ("spins.py", "TLE", "CPU time"), ("hangs.py", "TLE", "wall-clock time")]
    {
        let output = test(dir.path(), &solutions.join(file), &["--json"]);
        let judged = common::Judged { output };
        assert_eq!(judged.verdicts(), [expected], "{file}: {}", judged.json());
        let message = judged.json()["cases"][0]["message"].as_str().unwrap_or("").to_string();
        assert!(message.contains(said), "{file}: {message}");
        if file == "spins.py" {
            // Ended at its limit (read every 10 ms), not at RLIMIT_CPU's next whole second.
            let cpu_ms: u64 = message["CPU time ".len()..].split(' ').next().unwrap().parse().unwrap();
            assert!((1000..1500).contains(&cpu_ms), "{message}");
        }
    }
    let folder = dir.path().join("data/secret");
    let output = nimkit(None)
        .arg("test")
        .arg(&folder)
        .arg(solutions.join("waits.py"))
        .args(["--time-limit", "1", "--json"])
        .output()
        .unwrap();
    assert_eq!(common::Judged { output }.verdicts(), ["TLE"], "a plain folder keeps wall-clock limits");
}

/// The 2025-09 format's `constants`: `{{name}}` and `{{name.variant}}` are put into the input
/// validator, the output validator and the example submissions before they are built (the
/// spec's list); an undefined `{{other}}` is left as written.
#[test]
fn constants_are_put_into_validators_and_submissions() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path();
    write(
        p,
        "problem.yaml",
        "problem_format_version: 2025-09\nname: Constant\ntype: pass-fail\nlimits:\n  time_limit: 2\nconstants:\n  LIMIT: 10\n  ANSWER:\n    value: 42\n    word: forty-two\n",
    );
    write(p, "data/sample/1.in", "7\n");
    write(p, "data/sample/1.ans", "42 forty-two\n");
    write(p, "data/secret/1.in", "10\n");
    write(p, "data/secret/1.ans", "42 forty-two\n");
    write(
        p,
        "input_validators/range.py",
        "import sys\nn = int(sys.stdin.read())\nsys.exit(42 if 1 <= n <= {{LIMIT}} else 43)\n",
    );
    write(
        p,
        "output_validator/check.py",
        "import sys\nwords = sys.stdin.read().split()\nsys.exit(42 if words == ['{{ANSWER}}', '{{ANSWER.word}}'] else 43)\n",
    );
    write(p, "submissions/accepted/constant.py", "input()\nprint({{ANSWER}}, '{{ANSWER.word}}')\n");
    write(p, "submissions/wrong_answer/undefined.py", "input()\nprint('{{OTHER}}')\n");
    let output = nimkit(None).arg("verify").arg(p).output().unwrap();
    let report = text(&output);
    assert_eq!(output.status.code(), Some(0), "{report}");
    assert!(report.contains("OK    input validator input_validators/range.py: 2 input(s) valid"), "{report}");
    assert!(report.contains("OK    accepted/constant.py: AC 2"), "{report}");
    assert!(report.contains("OK    wrong_answer/undefined.py: WA 2"), "{report}");
    // `test` builds the package's own submission the same way.
    let output = test(p, &p.join("submissions/accepted/constant.py"), &["--json"]);
    let judged: Vec<String> = verdicts(&output).into_iter().map(|(_, verdict)| verdict).collect();
    assert_eq!(judged, ["AC", "AC"], "{}", text(&output));
    // A value past the constant is refused by the validator that reads it.
    write(p, "data/secret/1.in", "11\n");
    let output = nimkit(None).arg("verify").arg(p).output().unwrap();
    assert_ne!(output.status.code(), Some(0), "{}", text(&output));
}

/// A submission that is a folder of several Python files: submissions.yaml's `entrypoint`
/// names the one to run (both files here could be it), and without it `__main__.py` is the
/// format's default; with neither, nimkit cannot choose and says so.
#[test]
fn a_submission_folder_runs_its_entrypoint() {
    let dir = tempfile::tempdir().unwrap();
    halves_package(dir.path());
    let right = "from helper import half\nif __name__ == '__main__':\n    print(half(int(input())), 'Yes')\n";
    let wrong = "if __name__ == '__main__':\n    print(int(input()), 'Yes')\n";
    let helper = "def half(n):\n    return n / 2\n";
    let chosen = dir.path().join("submissions/accepted/chosen");
    write(&chosen, "a_wrong.py", wrong);
    write(&chosen, "b_right.py", right);
    write(&chosen, "helper.py", helper);
    let package = dir.path().join("submissions/accepted/package");
    write(&package, "__init__.py", "");
    write(&package, "__main__.py", right);
    write(&package, "helper.py", helper);
    write(&package, "other.py", wrong);
    // Not yet: two files could be the main one.
    let output = test(dir.path(), &chosen, &["--json"]);
    assert_ne!(output.status.code(), Some(0), "{}", text(&output));
    assert!(text(&output).contains("no single main one"), "{}", text(&output));
    write(dir.path(), "submissions/submissions.yaml", "accepted/chosen:\n  entrypoint: b_right.py\n");
    for folder in [&chosen, &package] {
        let output = test(dir.path(), folder, &["--json"]);
        let got: Vec<String> = verdicts(&output).into_iter().map(|(_, v)| v).collect();
        assert_eq!(got, ["AC", "AC", "AC"], "{}: {}", folder.display(), text(&output));
    }
    // An entrypoint naming no source is the package's error, named.
    write(dir.path(), "submissions/submissions.yaml", "accepted/chosen:\n  entrypoint: missing.py\n");
    let output = test(dir.path(), &chosen, &["--json"]);
    assert!(text(&output).contains("entrypoint `missing.py`"), "{}", text(&output));
}

/// The 2025-09 format's included files and output validator: `include/python3/` (constants put
/// in) is added to every Python submission, `include/default/` to a language without a folder of
/// its own (C here), a package's own and a contestant's solution alike; an `output_validator/`
/// judges without any `validation` key.
#[test]
fn included_files_join_each_submission_of_their_language_and_output_validator_judges() {
    let dir = tempfile::tempdir().unwrap();
    let package = dir.path();
    write(package, "problem.yaml", "problem_format_version: 2025-09\nname: Plus\nconstants:\n  plus: 1\n");
    for (name, n) in [("sample/1", 41), ("secret/1", 1), ("secret/2", -100)] {
        write(package, &format!("data/{name}.in"), &format!("{n}\n"));
        write(package, &format!("data/{name}.ans"), "");
    }
    // Accepts n + plus; the answers are empty, so the default validator would reject every output.
    write(
        package,
        "output_validator/validator.py",
        "import sys\nn = int(open(sys.argv[1]).read())\nsys.exit(42 if int(sys.stdin.read()) == n + {{plus}} else 43)\n",
    );
    write(package, "include/python3/helper.py", "PLUS = {{plus}}\n");
    write(package, "include/default/helper.h", "#define PLUS 1\n");
    write(
        package,
        "submissions/accepted/uses_helper.py",
        "import helper\nprint(int(input()) + helper.PLUS)\n",
    );
    write(
        package,
        "submissions/accepted/uses_header.c",
        "#include <stdio.h>\n#include \"helper.h\"\nint main(void){int n;scanf(\"%d\",&n);printf(\"%d\\n\",n+PLUS);return 0;}\n",
    );
    write(
        package,
        "submissions/wrong_answer/plus_two.py",
        "import helper\nprint(int(input()) + 2 * helper.PLUS)\n",
    );
    let output = verify(package);
    let report = text(&output);
    assert_eq!(output.status.code(), Some(0), "{report}");
    for line in [
        "OK    accepted/uses_helper.py: AC",
        "OK    accepted/uses_header.c: AC",
        "OK    wrong_answer/plus_two.py: WA",
    ] {
        assert!(report.contains(line), "{line}\n{report}");
    }
    // A contestant's solution outside the package gets the included files too.
    let mine = dir.path().join("mine.py");
    fs::write(&mine, "from helper import PLUS\nprint(int(input()) + PLUS)\n").unwrap();
    let judged = test(package, &mine, &["--json"]);
    assert!(verdicts(&judged).iter().all(|(_, v)| v == "AC"), "{}", text(&judged));
}

/// A scoring package whose validator scores each accepted test in `score.txt` (the number the
/// submission printed), with problemtools' rules around it: a legacy package asks for it with
/// `validation: custom score` and then every accepted test needs one; a `score.txt` on a wrong
/// answer is the judge's error.
const SCORING_VALIDATOR: &str = r#"import sys
feedback = sys.argv[3]
x = int(sys.stdin.read())
if x == 999:
    sys.exit(42)
if x < 0:
    if x == -2:
        open(feedback + "score.txt", "w").write("5\n")
    sys.exit(43)
open(feedback + "score.txt", "w").write("%d\n" % x)
sys.exit(42)
"#;

fn scoring_package(dir: &Path, problem_yaml: &str, validator_folder: &str) {
    write(dir, "problem.yaml", problem_yaml);
    write(dir, "data/testdata.yaml", "range: 0 31\n");
    write(dir, "data/sample/1.in", "1\n");
    write(dir, "data/sample/1.ans", "1\n");
    write(dir, "data/secret/a.in", "10\n");
    write(dir, "data/secret/a.ans", "10\n");
    write(dir, "data/secret/b.in", "20\n");
    write(dir, "data/secret/b.ans", "20\n");
    write(dir, &format!("{validator_folder}/score/validate.py"), SCORING_VALIDATOR);
    write(dir, "submissions/accepted/echo.py", "print(int(input()))\n");
    write(dir, "submissions/partially_accepted/half.py", "print(int(input()) // 2)\n");
    write(dir, "submissions/wrong_answer/negative.py", "input()\nprint(-1)\n");
}

#[test]
fn a_validators_score_txt_scores_accepted_tests_as_problemtools_reads_it() {
    let dir = tempfile::tempdir().unwrap();
    let package = dir.path().join("scored");
    scoring_package(&package, "name: Scored\ntype: scoring\nvalidation: custom score\n", "output_validators");
    // Each test scores what the validator wrote; the groups add them up (1 + 10 + 20).
    let output = test(&package, &package.join("submissions/accepted/echo.py"), &["--json"]);
    let json = common::Judged { output: output.clone() }.json();
    let scores: Vec<f64> =
        json["cases"].as_array().unwrap().iter().map(|c| c["score"].as_f64().unwrap()).collect();
    assert_eq!(scores, [1.0, 10.0, 20.0], "{}", text(&output));
    let output = test(&package, &package.join("submissions/partially_accepted/half.py"), &[]);
    let report = text(&output);
    assert!(report.contains("problemtools grades it AC, score 15 of 31"), "{report}");
    // A score.txt on a wrong answer, and an accepted test without one, are judge errors here.
    write(&package, "wa_with_score.py", "input()\nprint(-2)\n");
    let output = test(&package, &package.join("wa_with_score.py"), &[]);
    assert!(text(&output).contains("score.txt on a wrong answer"), "{}", text(&output));
    assert_eq!(output.status.code(), Some(3), "{}", text(&output));
    write(&package, "no_score.py", "input()\nprint(999)\n");
    let output = test(&package, &package.join("no_score.py"), &[]);
    assert!(text(&output).contains("accepted without writing score.txt"), "{}", text(&output));

    let output = verify(&package);
    let report = text(&output);
    assert_eq!(output.status.code(), Some(0), "{report}");
    assert!(report.contains("OK    accepted/echo.py: AC on all 3 tests"), "{report}");
    assert!(report.contains("score 31 of 31"), "{report}");
    assert!(report.contains("OK    partially_accepted/half.py"), "{report}");
    assert!(report.contains("OK    wrong_answer/negative.py: WA"), "{report}");
    // A partially accepted submission with the full score is filed wrongly.
    write(&package, "submissions/partially_accepted/full.py", "print(int(input()))\n");
    let output = verify(&package);
    let report = text(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(
        report.contains(
            "FAIL  partially_accepted/full.py: expected AC without the full score, got the full score"
        ),
        "{report}"
    );
    fs::remove_file(package.join("submissions/partially_accepted/full.py")).unwrap();

    // Without `score` in its validation, a legacy package refuses score.txt.
    write(&package, "problem.yaml", "name: Scored\ntype: scoring\nvalidation: custom\n");
    let output = test(&package, &package.join("submissions/accepted/echo.py"), &[]);
    assert!(text(&output).contains("does not ask for validator scores"), "{}", text(&output));

    // The 2023-07 format: a scoring problem's validator may give a score (else the group's
    // accept_score, 1), and partially_accepted/ is checked as problemtools checks it.
    let draft = dir.path().join("draft");
    scoring_package(
        &draft,
        "problem_format_version: 2023-07-draft\nname: Scored\ntype: scoring\n",
        "output_validator",
    );
    fs::rename(draft.join("output_validator/score/validate.py"), draft.join("output_validator/validate.py"))
        .unwrap();
    fs::remove_dir(draft.join("output_validator/score")).unwrap();
    write(&draft, "mixed.py", "n = int(input())\nprint(999 if n == 20 else n)\n");
    let output = test(&draft, &draft.join("mixed.py"), &[]);
    let report = text(&output);
    assert!(report.contains("problemtools grades it AC, score 12 of 31"), "{report}");
    let output = verify(&draft);
    let report = text(&output);
    assert_eq!(output.status.code(), Some(0), "{report}");
    assert!(report.contains("OK    partially_accepted/half.py"), "{report}");
    write(&draft, "submissions/partially_accepted/full.py", "print(int(input()))\n");
    let output = verify(&draft);
    let report = text(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(report.contains("FAIL  partially_accepted/full.py"), "{report}");
    // The 2025-09 format, which problemtools does not read, has no rule for the folder (the
    // format's own scoring example files a submission with a wrong answer there).
    write(&draft, "problem.yaml", "problem_format_version: 2025-09\nname: Scored\ntype: scoring\n");
    let output = verify(&draft);
    let report = text(&output);
    assert_eq!(output.status.code(), Some(0), "{report}");
    assert!(report.contains("NOTE  partially_accepted/full.py"), "{report}");
}

/// Output past the limit does not stop a run of an ICPC package (problemtools measures the
/// output once the run ends, DOMjudge truncates it): a flood that never ends runs into the time
/// limit, TLE, as BAPCtools' `test-fill-stdout.cc` expects; one that ends is OLE.
#[test]
fn an_endless_flood_is_tle_and_a_finished_one_over_the_output_limit_is_ole() {
    let dir = tempfile::tempdir().unwrap();
    halves_package(dir.path());
    write(dir.path(), ".timelimit", "1\n");
    write(
        dir.path(),
        "flood.py",
        "import sys\nline = 'nonsense ' * 1000 + '\\n'\nwhile True:\n    sys.stdout.write(line)\n",
    );
    write(dir.path(), "large.py", "import sys\nsys.stdout.write('x' * (9 << 20) + '\\n')\n");
    let output = test(dir.path(), &dir.path().join("flood.py"), &["--json", "--samples"]);
    assert_eq!(verdicts(&output), [("sample/1".to_string(), "TLE".to_string())], "{}", text(&output));
    let output = test(dir.path(), &dir.path().join("large.py"), &["--json", "--samples"]);
    let (verdict, message) = common::Judged { output: output.clone() }.verdict();
    assert_eq!(verdict, "OLE", "{}", text(&output));
    assert!(message.contains("printed more than 8.0 MiB"), "{message}");
}

/// A submission that floods a slow validator with queries until its time is up: the validator,
/// still working through the backlog when the submission was stopped, outruns its grace and is
/// taken as WA, but it did not end first: the submission's TLE stands (BAPCtools' boolfind
/// `boolfind-test-loop.cc`; the relay had not read the flood to its end, which once made the
/// validator look first).
#[test]
fn a_submission_flooding_a_slow_validator_until_its_time_is_up_is_tle() {
    let dir = tempfile::tempdir().unwrap();
    guess_package(dir.path(), 1);
    let slow = "import sys, time\nfor line in sys.stdin:\n    time.sleep(0.01)\n    print('lower', flush=True)\nsys.exit(43)\n";
    write(dir.path(), "output_validator/validator.py", slow);
    write(dir.path(), "data/secret/1.in", "1\n");
    write(
        dir.path(),
        "flood.py",
        "import sys\nwhile True:\n    sys.stdout.write('1\\n' * 512)\n    sys.stdout.flush()\n",
    );
    let output = test(dir.path(), &dir.path().join("flood.py"), &["--json"]);
    let (verdict, message) = common::Judged { output: output.clone() }.verdict();
    assert_eq!(verdict, "TLE", "{message}\n{}", text(&output));
}

/// `verify` judges once under the higher limit and reads off the verdicts under the time limit:
/// a run past the limit's wall-clock bound (idle: here asleep) would have been stopped there,
/// so it is TLE though its CPU time is nothing (BAPCtools' guess/guess_close_stdout_1.cpp).
#[test]
fn verify_takes_a_run_past_the_limits_wall_clock_bound_as_tle() {
    let dir = tempfile::tempdir().unwrap();
    halves_package(dir.path());
    fs::remove_file(dir.path().join(".timelimit")).unwrap();
    write(dir.path(), "submissions/accepted/right.py", "n = int(input())\nprint(n / 2, 'Yes')\n");
    write(
        dir.path(),
        "submissions/time_limit_exceeded/sleeper.py",
        "import time\nn = int(input())\nif n == 3:\n    time.sleep(5.5)\nprint(n / 2, 'Yes')\n",
    );
    let output = verify(dir.path());
    let report = text(&output);
    assert_eq!(output.status.code(), Some(0), "{report}");
    assert!(report.contains("time limit 1 s"), "{report}");
    assert!(
        report.contains("OK    time_limit_exceeded/sleeper.py: TLE on sample/1 (still running after 5.0 s"),
        "{report}"
    );
}

/// A scoring package written for DOMjudge (as its example_scoring_problems are): submissions
/// carry `@EXPECTED_SCORE@`, so verdicts and scores follow DOMjudge's grading: a group's
/// accept_score counts once (not per test), only folders with a testdata.yaml are groups (the
/// sample here is none), each group aggregates by its own grader_flags (sum, avg, min), and the
/// first rejection in name order decides. problemtools' rules give other numbers.
#[test]
fn a_package_whose_submissions_expect_scores_is_graded_as_domjudge_grades_it() {
    let dir = tempfile::tempdir().unwrap();
    let package = dir.path().join("addone");
    write(&package, "problem.yaml", "name: Add One\ntype: scoring\n");
    write(&package, "data/testdata.yaml", "on_reject: continue\ngrader_flags: sum\n");
    write(&package, "data/secret/testdata.yaml", "on_reject: continue\ngrader_flags: sum\n");
    let groups = [
        ("small", "accept_score: 10\n"),
        ("medium", "accept_score: 20\n"),
        ("eff", "on_reject: continue\ngrader_flags: avg\n"),
        ("eff/a", "accept_score: 15\n"),
        ("eff/b", "accept_score: 45\n"),
        ("robust", "on_reject: continue\ngrader_flags: min\n"),
        ("robust/r1", "accept_score: 50\n"),
        ("robust/r2", "accept_score: 50\n"),
    ];
    for (group, settings) in groups {
        write(
            &package,
            &format!("data/secret/{group}/testdata.yaml"),
            &format!("on_reject: continue\n{settings}"),
        );
    }
    let tests = [
        ("sample/1", 5u64),
        ("secret/small/1", 1),
        ("secret/small/2", 99),
        ("secret/medium/1", 5000),
        ("secret/medium/2", 1_000_000),
        ("secret/eff/a/1", 7),
        ("secret/eff/b/1", 1_000_000_000),
        ("secret/robust/r1/1", 0),
        ("secret/robust/r2/1", 1_000_000_000_000),
    ];
    for (name, n) in tests {
        write(&package, &format!("data/{name}.in"), &format!("{n}\n"));
        write(&package, &format!("data/{name}.ans"), &format!("{}\n", n + 1));
    }
    let below_1000 = "n = int(input())\nprint(n + 1 if n < 1000 else 0)\n";
    write(
        &package,
        "submissions/accepted/full.py",
        "# @EXPECTED_RESULTS@: CORRECT\n# @EXPECTED_SCORE@: 110\nprint(int(input()) + 1)\n",
    );
    // small 10, medium 0, eff avg(15, 0), robust min(50, 0).
    write(
        &package,
        "submissions/partial/below_1000.py",
        &format!("# @EXPECTED_RESULTS@: WRONG-ANSWER\n# @EXPECTED_SCORE@: 17.5\n{below_1000}"),
    );
    write(&package, "submissions/partial/claims_more.py", &format!("# @EXPECTED_SCORE@: 20\n{below_1000}"));
    write(
        &package,
        "submissions/wrong_answer/zero.py",
        "# @EXPECTED_RESULTS@: WRONG-ANSWER\n# @EXPECTED_SCORE@: 0\ninput()\nprint(0)\n",
    );
    let output = verify(&package);
    let report = text(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(report.contains("graded as DOMjudge grades them"), "{report}");
    for line in [
        "OK    accepted/full.py: AC on all 9 tests",
        "score 110\n",
        "OK    partial/below_1000.py: WA on secret/eff/b/1",
        "score 17.5\n",
        "FAIL  partial/claims_more.py: expected score 20 (its @EXPECTED_SCORE@ line), got WA on secret/eff/b/1",
        "OK    wrong_answer/zero.py: WA on secret/eff/a/1",
        "3 as expected, 1 not",
    ] {
        assert!(report.contains(line), "{line}\n{report}");
    }
    let output = test(&package, &package.join("submissions/partial/below_1000.py"), &[]);
    let report = text(&output);
    assert!(
        report.contains(
            "DOMjudge grades it WA, score 17.5 (its test groups' accept_score and aggregation, decided by secret/eff/b/1)"
        ),
        "{report}"
    );
    // Without the annotations the package is problemtools': accept_score for each test, the
    // sample's default 1, settings inherited, the worst error deciding.
    for file in
        ["accepted/full.py", "partial/below_1000.py", "partial/claims_more.py", "wrong_answer/zero.py"]
    {
        let path = package.join("submissions").join(file);
        let source = fs::read_to_string(&path).unwrap();
        let plain: String =
            source.lines().filter(|l| !l.contains("@EXPECTED")).map(|l| format!("{l}\n")).collect();
        fs::write(&path, plain).unwrap();
    }
    let output = test(&package, &package.join("submissions/accepted/full.py"), &[]);
    let report = text(&output);
    assert!(report.contains("problemtools grades it AC, score 141"), "{report}");
}

/// DOMjudge reads an output validator's score.txt on an accepted or a wrong answer, whatever
/// the legacy `validation` says; problemtools refuses both here (`validation: custom` without
/// `score`). A group without accept_score and with score.txt adds up its tests' scores.
#[test]
fn a_domjudge_package_takes_score_txt_on_accepted_and_wrong_answers() {
    let dir = tempfile::tempdir().unwrap();
    let package = dir.path().join("scored");
    scoring_package(&package, "name: Scored\ntype: scoring\nvalidation: custom\n", "output_validators");
    write(&package, "data/testdata.yaml", "grader_flags: sum\n");
    write(&package, "data/secret/testdata.yaml", "on_reject: continue\n");
    fs::remove_dir_all(package.join("submissions")).unwrap();
    write(&package, "submissions/accepted/echo.py", "# @EXPECTED_SCORE@: 30\nprint(int(input()))\n");
    write(
        &package,
        "submissions/wrong_answer/minus_two.py",
        "# @EXPECTED_RESULTS@: WRONG-ANSWER\n# @EXPECTED_SCORE@: 10\ninput()\nprint(-2)\n",
    );
    let output = verify(&package);
    let report = text(&output);
    assert_eq!(output.status.code(), Some(0), "{report}");
    assert!(report.contains("OK    accepted/echo.py: AC on all 3 tests, slowest"), "{report}");
    assert!(report.contains("OK    wrong_answer/minus_two.py: WA on secret/a"), "{report}");
    assert!(report.contains("score 10\n"), "{report}");
}

/// The 2025-09 format's own scoring: `test_group.yaml`'s max_score and score_aggregation
/// (a pass-fail group scores its maximum or nothing, a sum group shares it among its tests),
/// a validator's `score_multiplier.txt`, and submissions.yaml's `score`, for the submission
/// and for one group.
#[test]
fn a_2025_09_scoring_package_is_scored_by_its_own_rules() {
    let dir = tempfile::tempdir().unwrap();
    let package = dir.path().join("scored");
    write(&package, "problem.yaml", "problem_format_version: 2025-09\nname: Scored\ntype: scoring\n");
    write(
        &package,
        "output_validator/validate.py",
        r#"import sys
feedback = sys.argv[3]
said = sys.stdin.read().split()
want = open(sys.argv[2]).read().split()
if said == ["half"]:
    open(feedback + "score_multiplier.txt", "w").write("0.5\n")
    sys.exit(42)
sys.exit(42 if said == want else 43)
"#,
    );
    write(&package, "data/secret/easy/test_group.yaml", "max_score: 30\n");
    write(&package, "data/secret/hard/test_group.yaml", "max_score: 70\nscore_aggregation: sum\n");
    for (name, n) in [
        ("sample/1", 1),
        ("secret/easy/1", 2),
        ("secret/easy/2", 3),
        ("secret/hard/1", 10),
        ("secret/hard/2", 20),
    ] {
        write(&package, &format!("data/{name}.in"), &format!("{n}\n"));
        write(&package, &format!("data/{name}.ans"), &format!("{n}\n"));
    }
    write(&package, "submissions/accepted/echo.py", "print(int(input()))\n");
    write(
        &package,
        "submissions/partially_accepted/half_hard.py",
        "n = int(input())\nprint(n if n < 10 else 'half')\n",
    );
    write(&package, "submissions/wrong_answer/zero.py", "input()\nprint(0)\n");
    let rules = "accepted:\n  score: 100\npartially_accepted/half_hard.py:\n  score: [60, 70]\n  secret/hard:\n    score: 35\nwrong_answer/zero.py:\n  score: 0\n";
    write(&package, "submissions/submissions.yaml", rules);
    let output = verify(&package);
    let report = text(&output);
    assert_eq!(output.status.code(), Some(0), "{report}");
    assert!(!report.contains("is not computed"), "{report}");
    for line in [
        "OK    accepted/echo.py: AC 5 on 5 tests",
        "score 100 of 100",
        "OK    partially_accepted/half_hard.py: AC 5 on 5 tests",
        "score 65 of 100",
        "OK    wrong_answer/zero.py: WA 5 on 5 tests",
    ] {
        assert!(report.contains(line), "{line}\n{report}");
    }
    let output = test(&package, &package.join("submissions/partially_accepted/half_hard.py"), &[]);
    let report = text(&output);
    assert!(report.contains("the 2025-09 format grades it AC, score 65 of 100"), "{report}");
    assert!(report.contains("test data groups scored: secret/easy 30, secret/hard 35"), "{report}");
    let output = test(&package, &package.join("submissions/partially_accepted/half_hard.py"), &["--json"]);
    let json = common::Judged { output: output.clone() }.json();
    let shares: Vec<Option<f64>> =
        json["cases"].as_array().unwrap().iter().map(|c| c["score_multiplier"].as_f64()).collect();
    assert_eq!(shares, [None, None, None, Some(0.5), Some(0.5)], "{}", text(&output));
    // A score outside what submissions.yaml asks for, for the submission or for a group.
    write(&package, "submissions/submissions.yaml", &rules.replace("[60, 70]", "80"));
    let output = verify(&package);
    let report = text(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(report.contains("FAIL  partially_accepted/half_hard.py: secret scored 65, but"), "{report}");
    assert!(report.contains("asks for 80"), "{report}");
    write(&package, "submissions/submissions.yaml", &rules.replace("score: 35", "score: [0, 30]"));
    let output = verify(&package);
    let report = text(&output);
    assert!(report.contains("secret/hard scored 35, but"), "{report}");
    assert!(report.contains("asks for 0 to 30"), "{report}");
}
