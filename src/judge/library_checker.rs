//! A Library Checker problem's tests made as its `generate.py` makes them: `[[tests]]` entries
//! named `X.in` are the stored `gen/X_00.in`, `gen/X_01.in`...; entries named `X.cpp` are
//! generators built with `params.h` (from `[params]`) and `common/`, run as `X SEED` for seeds
//! 0..number, each making `X_SEED`; entries named `X.py` run as `python3 X.py` without a seed,
//! as `generate.py`'s `execcmd` runs them; every answer is `sol/correct.cpp`'s output. Inputs and
//! answers are kept in the cache, keyed by the sources. `hash.json`'s SHA-256 of every input and
//! answer is compared with what was made ([`hash_mismatches`]).

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::cache::{self, fnv1a64};
use crate::error::JudgeError;
use crate::package::library_checker::{LibraryCheckerProblem, LibrarySolution};
use crate::package::problem::TestCase;
use crate::sandbox::process::{self, Limits, Program};
use crate::toolchain::languages;

const MAKING_TIME: Duration = Duration::from_secs(60);

/// The folders a Library Checker source is built with: `params.h` written into the cache (both
/// as `params.h` and as `../params.h`, the generators' spelling), then the problem and `common/`.
pub fn include_dirs(problem: &LibraryCheckerProblem) -> Result<Vec<PathBuf>, JudgeError> {
    let params = cache::root().join(format!("lc-params-{:016x}", fnv1a64(problem.params_header.as_bytes())));
    let header = params.join("params.h");
    if !header.is_file() {
        fs::create_dir_all(params.join("gen"))
            .map_err(|e| JudgeError::tool(format!("{}: {e}", params.display())))?;
        crate::fsutil::write_atomically(&header, problem.params_header.as_bytes())
            .map_err(|e| JudgeError::tool(format!("{}: {e}", header.display())))?;
    }
    let mut dirs = vec![params.join("gen"), params];
    dirs.extend(problem.include_dirs.iter().cloned());
    Ok(dirs)
}

/// A source of the problem built with its include folders; one that does not build is the
/// judge's error (exit 3) with the compiler's first error.
pub fn build(problem: &LibraryCheckerProblem, role: &str, source: &Path) -> Result<Program, JudgeError> {
    let includes = include_dirs(problem)?;
    match languages::build_for_library_checker(source, &[], &includes)? {
        Ok(program) => Ok(with_unlimited_stack(program)),
        Err(message) => Err(JudgeError::tool(format!(
            "{}: the {role} does not build: {}",
            source.display(),
            first_error(&message)
        ))),
    }
}

/// A `[[solutions]]` entry built as `generate.py` builds it: with `function = true`, together
/// with `grader/grader.cpp` and `-I grader`.
pub fn build_solution(
    problem: &LibraryCheckerProblem,
    solution: &LibrarySolution,
) -> Result<Program, JudgeError> {
    if !solution.function {
        return build(problem, "solution", &solution.path);
    }
    let grader = problem.dir.join("grader");
    let mut includes = include_dirs(problem)?;
    includes.insert(0, grader.clone());
    match languages::build_for_library_checker(&solution.path, &[grader.join("grader.cpp")], &includes)? {
        Ok(program) => Ok(program),
        Err(message) => Err(JudgeError::tool(format!(
            "{}: the solution (with grader/grader.cpp) does not build: {}",
            solution.path.display(),
            first_error(&message)
        ))),
    }
}

/// `program` run with the stack unlimited (or as large as the hard limit allows), as the
/// repository's CI runs `generate.py` after `ulimit -s unlimited`: deep recursion in a reference
/// solution or a generator (graph/cycle_detection's `long_cycle`, tree/jump_on_tree's
/// `almost_line`) overflows the usual 8 MiB.
fn with_unlimited_stack(program: Program) -> Program {
    let (path, args) = match program {
        Program::Exec { path, args } => (path, args),
        shell @ Program::Shell { .. } => return shell,
    };
    let mut all = vec![path.into_os_string()];
    all.extend(args);
    Program::Shell {
        command: "ulimit -s unlimited 2>/dev/null || ulimit -s \"$(ulimit -H -s)\"; exec \"$@\"".to_string(),
        args: all,
    }
}

fn first_error(message: &str) -> &str {
    message.lines().find(|l| l.contains("error")).unwrap_or("(no message)").trim()
}

/// The files whose SHA-256 differs from `hash.json`'s record (`example_00.in: hash.json has
/// 346a…, made 0b1c…`), those it records that were not made, and those made it does not
/// record; empty when all agree or the problem has no `hash.json`. `generate.py` compares the
/// same map of `in/*.in` and `out/*.out` file names.
pub fn hash_mismatches(
    problem: &LibraryCheckerProblem,
    cases: &[TestCase],
) -> Result<Vec<String>, JudgeError> {
    let Some(recorded) = &problem.hashes else { return Ok(Vec::new()) };
    let mut made = std::collections::BTreeMap::new();
    for case in cases {
        made.insert(format!("{}.in", case.name), &case.input);
        if let Some(answer) = &case.answer {
            made.insert(format!("{}.out", case.name), answer);
        }
    }
    let mut mismatches = Vec::new();
    for (name, path) in &made {
        let bytes = fs::read(path).map_err(|e| JudgeError::tool(format!("{}: {e}", path.display())))?;
        let digest = super::sha256::hex_digest(&bytes);
        match recorded.get(name) {
            None => mismatches.push(format!("{name}: made, but hash.json has no entry for it")),
            Some(expected) if !expected.eq_ignore_ascii_case(&digest) => mismatches.push(format!(
                "{name}: hash.json has {}, made {} ({})",
                clip_hash(expected),
                clip_hash(&digest),
                path.display()
            )),
            Some(_) => {}
        }
    }
    for name in recorded.keys().filter(|n| !made.contains_key(*n)) {
        mismatches.push(format!("{name}: in hash.json, but info.toml makes no such file"));
    }
    Ok(mismatches)
}

fn clip_hash(hex: &str) -> &str {
    hex.get(..12).unwrap_or(hex)
}

/// The lines `test` prints before judging: the limits as read, and one warning when the made
/// tests differ from `hash.json`.
pub fn describe(problem: &LibraryCheckerProblem, cases: &[TestCase]) -> Result<Vec<String>, JudgeError> {
    let mut lines = vec![format!(
        "Library Checker problem `{}`: time limit {} s (info.toml), memory 1024 MiB (the site's), checker {}",
        problem.title,
        problem.time_limit.as_secs_f64(),
        problem.checker.strip_prefix(&problem.dir).unwrap_or(&problem.checker).display()
    )];
    let mismatches = hash_mismatches(problem, cases)?;
    if let Some(first) = mismatches.first() {
        lines.push(format!(
            "warning: {} of the made inputs and answers differ from hash.json (first: {first}); the tests may not be the site's (`nimkit verify` lists them all)",
            mismatches.len()
        ));
    }
    Ok(lines)
}

/// Every test of `problem`, in `info.toml`'s order.
pub fn materialize(problem: &LibraryCheckerProblem) -> Result<Vec<TestCase>, JudgeError> {
    let store = cache::root().join("generated");
    let mut correct: Option<(Program, Vec<u8>)> = None;
    let mut cases = Vec::new();
    for entry in &problem.tests {
        let python = entry.name.ends_with(".py");
        let (stem, generated) = match entry.name.strip_suffix(".in") {
            Some(stem) => (stem.to_string(), false),
            None => (
                Path::new(&entry.name)
                    .file_stem()
                    .map(|s| s.to_string_lossy().into_owned())
                    .unwrap_or_default(),
                true,
            ),
        };
        let generator = if generated {
            let source = problem.dir.join("gen").join(&entry.name);
            let bytes =
                fs::read(&source).map_err(|e| JudgeError::input(format!("{}: {e}", source.display())))?;
            Some((build(problem, "generator", &source)?, bytes))
        } else {
            None
        };
        for seed in 0..entry.number {
            let name = format!("{stem}_{seed:02}");
            let input = match &generator {
                None => {
                    let stored = problem.dir.join("gen").join(format!("{name}.in"));
                    if !stored.is_file() {
                        return Err(JudgeError::input(format!(
                            "{}: [[tests]] \"{}\" number = {} but {} is missing",
                            problem.dir.join("info.toml").display(),
                            entry.name,
                            entry.number,
                            stored.display()
                        )));
                    }
                    stored
                }
                Some((program, source)) => {
                    let mut key = source.clone();
                    key.extend_from_slice(problem.params_header.as_bytes());
                    key.extend_from_slice(format!(" seed {seed}").as_bytes());
                    let path = store.join(format!("lc-{:016x}.in", fnv1a64(&key)));
                    if !path.is_file() {
                        // generate.py passes the seed to a C++ generator only.
                        let run =
                            if python { program.clone() } else { program.with_args([seed.to_string()]) };
                        let bytes = run_for_output(&run, &[], &format!("gen/{} {seed}", entry.name))?;
                        write_cached(&path, &bytes)?;
                    }
                    path
                }
            };
            if correct.is_none() {
                let source = fs::read(&problem.correct)
                    .map_err(|e| JudgeError::input(format!("{}: {e}", problem.correct.display())))?;
                correct = Some((build(problem, "reference solution", &problem.correct)?, source));
            }
            let (program, source) = correct.as_ref().expect("built above");
            let input_bytes = crate::fsutil::read_regular(&input).map_err(JudgeError::input)?;
            let mut key = input_bytes.clone();
            key.extend_from_slice(source);
            let answer = store.join(format!("lc-{:016x}.out", fnv1a64(&key)));
            if !answer.is_file() {
                let bytes = run_for_output(program, &input_bytes, &format!("sol/correct.cpp on {name}"))?;
                write_cached(&answer, &bytes)?;
            }
            cases.push(TestCase::named(name, input, Some(answer)));
        }
    }
    if cases.is_empty() {
        return Err(JudgeError::input(format!("{}: no [[tests]]", problem.dir.join("info.toml").display())));
    }
    Ok(cases)
}

fn run_for_output(program: &Program, input: &[u8], what: &str) -> Result<Vec<u8>, JudgeError> {
    let outcome = process::run(program, input, &Limits::making_tests(MAKING_TIME))
        .map_err(|e| JudgeError::tool(format!("cannot start {what}: {e}")))?;
    super::generated::made_well(&outcome, what)?;
    Ok(outcome.stdout)
}

fn write_cached(path: &Path, bytes: &[u8]) -> Result<(), JudgeError> {
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent).map_err(|e| JudgeError::tool(format!("{}: {e}", parent.display())))?;
    }
    crate::fsutil::write_atomically(path, bytes)
        .map_err(|e| JudgeError::tool(format!("{}: {e}", path.display())))
}
