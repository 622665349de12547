//! Materialises problem.toml's `[[generated]]` tests: runs `gen.rs SEED SIZE [MODE]`, checks the
//! recorded FNV-1a hash of the input, and takes the expected output from a committed
//! `tests/<name>.out` or else from the reference solution. Results live in the cache.

use std::fs;
use std::path::Path;
use std::time::Duration;

use crate::cache::{self, fnv1a64, fnv1a64_label};
use crate::error::JudgeError;
use crate::package::problem::{GeneratedTest, Problem, TestCase};
use crate::sandbox::process::{self, Limits, Program};
use crate::toolchain::compile::{self, Prepared};

const GENERATOR_TIME: Duration = Duration::from_secs(60);

/// A program that makes a package's tests or answers (a generator, the main solution) must end
/// well: anything else is the package's error, shown with the head of its stderr.
pub fn made_well(outcome: &process::RunOutcome, what: &str) -> Result<(), JudgeError> {
    if outcome.termination.success() && !outcome.timed_out {
        return Ok(());
    }
    // Which limit stopped it, when one did: a plain "killed by signal 9" sends the user
    // looking for a bug in a program that was only too big for nimkit's bounds.
    let why = if outcome.output_limit_exceeded {
        format!(
            "it printed more than {} MiB, the most nimkit keeps of a helper's output",
            outcome.stdout.len() >> 20
        )
    } else if outcome.memory_limit_exceeded {
        format!(
            "it used more than {} MiB of memory, the most a helper may",
            process::HELPER_MEMORY_BYTES >> 20
        )
    } else if outcome.timed_out {
        format!("it ran past the helpers' time limit ({:.1} s)", outcome.wall.as_secs_f64())
    } else if outcome.file_limit_exceeded {
        "it wrote more to files than NIMKIT_FILE_LIMIT allows (1 GiB unless set)".to_string()
    } else if outcome.process_limit_exceeded {
        "it started more processes than a run may".to_string()
    } else {
        format!("{:?}", outcome.termination)
    };
    Err(JudgeError::tool(format!(
        "{what} failed ({why}): {}",
        super::text::clip(String::from_utf8_lossy(&outcome.stderr).trim(), 500)
    )))
}

/// The generated tests of `problem` that are not committed under `tests/`, ready to judge.
pub fn materialize(problem: &Problem) -> Result<Vec<TestCase>, JudgeError> {
    let missing: Vec<&GeneratedTest> = problem
        .generated
        .iter()
        .filter(|g| !problem.tests_dir().join(format!("{}.in", g.name)).is_file())
        .collect();
    if missing.is_empty() {
        return Ok(Vec::new());
    }
    let store = cache::root().join("generated");
    let mut generator = None;
    let mut reference = None;
    let mut cases = Vec::new();
    for test in missing {
        let hex = &test.input_hash["fnv1a64:".len()..];
        let input_path = store.join(format!("{hex}.in"));
        let input = match fs::read(&input_path) {
            Ok(bytes) if fnv1a64_label(&bytes) == test.input_hash => bytes,
            _ => {
                let gen = lazy_program(&mut generator, &problem.dir.join("gen.rs"), problem)?;
                let bytes = generate(problem, test, gen)?;
                write_cached(&input_path, &bytes)
                    .map_err(|e| JudgeError::tool(format!("{}: {e}", input_path.display())))?;
                bytes
            }
        };
        let committed = problem.tests_dir().join(format!("{}.out", test.name));
        let answer = if committed.is_file() {
            Some(committed)
        } else if problem.interactor.is_some() && test.answer_hash.is_none() {
            // An interactive test's verdict is the interactor's: there is no answer to record.
            None
        } else if let Some(expected) = &test.answer_hash {
            // The recorded hash names the answer: a cached copy is trusted only if it matches.
            let answer_path = store.join(format!("{}.out", &expected["fnv1a64:".len()..]));
            let cached = fs::read(&answer_path).is_ok_and(|bytes| &fnv1a64_label(&bytes) == expected);
            if !cached {
                let solution = lazy_program(&mut reference, &problem.dir.join("solution.rs"), problem)?;
                let bytes = reference_answer(problem, test, solution, &input)?;
                let label = fnv1a64_label(&bytes);
                if &label != expected {
                    return Err(JudgeError::input(format!(
                        "{}: [[generated]] \"{}\": the reference solution's answer has {label}, but \
                         answer_hash = \"{expected}\" (the solution changed; check it and record the new hash)",
                        problem.dir.join("problem.toml").display(),
                        test.name
                    )));
                }
                write_cached(&answer_path, &bytes)
                    .map_err(|e| JudgeError::tool(format!("{}: {e}", answer_path.display())))?;
            }
            Some(answer_path)
        } else {
            let solution_path = problem.dir.join("solution.rs");
            let source = compile::judge_source(&solution_path)?;
            let answer_path = store.join(format!("{hex}-{:016x}.out", fnv1a64(source.as_bytes())));
            if !answer_path.is_file() {
                let solution = lazy_program(&mut reference, &solution_path, problem)?;
                let bytes = reference_answer(problem, test, solution, &input)?;
                write_cached(&answer_path, &bytes)
                    .map_err(|e| JudgeError::tool(format!("{}: {e}", answer_path.display())))?;
            }
            Some(answer_path)
        };
        cases.push(TestCase::named(test.name.clone(), input_path, answer));
    }
    Ok(cases)
}

/// Compiles `source` the first time it is needed.
fn lazy_program<'a>(
    slot: &'a mut Option<Program>,
    source: &Path,
    problem: &Problem,
) -> Result<&'a Program, JudgeError> {
    if slot.is_none() {
        let program = match compile::compile_rust(source)? {
            Prepared::Ready(program) => program,
            Prepared::CompileError(message) => {
                return Err(JudgeError::input(format!(
                    "{}: does not compile (needed for the generated tests of {}):\n{message}",
                    source.display(),
                    problem.id
                )))
            }
        };
        *slot = Some(program);
    }
    Ok(slot.as_ref().expect("filled above"))
}

fn generate(problem: &Problem, test: &GeneratedTest, generator: &Program) -> Result<Vec<u8>, JudgeError> {
    let where_ = format!("{}: [[generated]] \"{}\"", problem.dir.join("problem.toml").display(), test.name);
    let mut args = vec![test.seed.to_string(), test.size.to_string()];
    args.extend(test.mode.iter().cloned());
    let command = args.join(" ");
    let program = generator.with_args(args);
    let outcome = process::run(&program, b"", &Limits::making_tests(GENERATOR_TIME))
        .map_err(|e| JudgeError::tool(format!("{where_}: cannot run gen.rs: {e}")))?;
    if outcome.timed_out || !outcome.termination.success() {
        return Err(JudgeError::input(format!(
            "{where_}: gen.rs {command} failed ({:?}): {}",
            outcome.termination,
            String::from_utf8_lossy(&outcome.stderr).trim()
        )));
    }
    let label = fnv1a64_label(&outcome.stdout);
    if label != test.input_hash {
        return Err(JudgeError::input(format!(
            "{where_}: gen.rs {command} printed input with {label}, but input_hash = \"{}\" \
             (the generator changed; regenerate and record the new hash)",
            test.input_hash
        )));
    }
    Ok(outcome.stdout)
}

fn reference_answer(
    problem: &Problem,
    test: &GeneratedTest,
    solution: &Program,
    input: &[u8],
) -> Result<Vec<u8>, JudgeError> {
    let time = (problem.time_limit * 10).max(Duration::from_secs(10));
    let outcome = process::run(solution, input, &Limits::making_tests(time))
        .map_err(|e| JudgeError::tool(format!("cannot run the reference solution of {}: {e}", problem.id)))?;
    if outcome.timed_out || !outcome.termination.success() {
        return Err(JudgeError::input(format!(
            "{}: the reference solution failed on generated test \"{}\" ({:?}): {}",
            problem.dir.join("solution.rs").display(),
            test.name,
            outcome.termination,
            String::from_utf8_lossy(&outcome.stderr).trim()
        )));
    }
    Ok(outcome.stdout)
}

/// Writes a file of the generated-test store, creating the store on first use.
fn write_cached(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent)?;
    }
    crate::fsutil::write_atomically(path, bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sandbox::process::Program;

    /// A maker stopped by one of nimkit's bounds is told so, not shown as a bare signal.
    #[test]
    fn a_maker_stopped_by_a_limit_is_told_which() {
        let small = Limits { output_bytes: 1 << 20, ..Limits::generous(Duration::from_secs(5)) };
        let flood = process::run(&Program::shell("yes"), b"", &small).unwrap();
        let error = made_well(&flood, "generator of test 7").unwrap_err().to_string();
        assert!(
            error.contains("generator of test 7") && error.contains("printed more than 1 MiB"),
            "{error}"
        );
        let slow = Limits { time: Duration::from_millis(200), ..small };
        let sleeper = process::run(&Program::shell("sleep 5"), b"", &slow).unwrap();
        let error = made_well(&sleeper, "generator").unwrap_err().to_string();
        assert!(error.contains("time limit"), "{error}");
        let failing = process::run(&Program::shell("echo broken >&2; exit 3"), b"", &small).unwrap();
        let error = made_well(&failing, "generator").unwrap_err().to_string();
        assert!(error.contains("Exited(3)") && error.contains("broken"), "{error}");
        assert!(made_well(&process::run(&Program::shell("true"), b"", &small).unwrap(), "g").is_ok());
    }
}
