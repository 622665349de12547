//! Every call of the judge's internals the lab makes, in one file: compiling the harness the
//! way `nimkit test` compiles a solution that uses nimkit (bundled, cached), running it
//! contained under a time and memory cap, and handing positions to `nimkit stress`. It is the
//! lab's one door into the toolchain, the sandbox and the judge.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use crate::cache;
use crate::judge::classify;
use crate::sandbox::process::{self, Limits, Program};
use crate::toolchain::compile::{self, Prepared};

/// The compiled harness, and the folder its source was compiled from (named in its panics and
/// compiler messages, to be replaced by the game file's).
pub struct Harness {
    program: Program,
    build_folder: PathBuf,
}

/// Compiles `text` (the game file with the harness) as if it were `game` (same file name, so
/// the compiler's messages name it). The source lives in the cache under a folder named by its
/// content: the same game compiles once, and the binary is reused from the judge's cache.
pub fn compile(text: &str, game: &Path) -> Result<Harness, String> {
    let key = cache::fnv1a64(text.as_bytes());
    let folder = cache::root().join("lab").join(format!("{key:016x}"));
    let file_name = game.file_name().map_or_else(|| "game.rs".into(), |n| n.to_os_string());
    let source = folder.join(file_name);
    let current = std::fs::read_to_string(&source).ok();
    if current.as_deref() != Some(text) {
        std::fs::create_dir_all(&folder)
            .and_then(|()| crate::fsutil::write_atomically(&source, text.as_bytes()))
            .map_err(|e| {
                format!(
                    "{}: cannot write to the cache: {e} (NIMKIT_CACHE may name another folder)",
                    source.display()
                )
            })?;
    }
    match compile::compile_rust(&source) {
        Ok(Prepared::Ready(program)) => Ok(Harness { program, build_folder: folder }),
        Ok(Prepared::CompileError(message)) => Err(in_user_terms(&message, &folder, game)),
        Err(e) => Err(e.to_string()),
    }
}

/// `message` with the build folder's paths replaced by the game file's folder.
fn in_user_terms(message: &str, folder: &Path, game: &Path) -> String {
    let user_folder = game.parent().map(Path::to_path_buf).unwrap_or_default();
    let ours = format!("{}/", folder.display());
    let theirs = if user_folder.as_os_str().is_empty() {
        String::new()
    } else {
        format!("{}/", user_folder.display())
    };
    message.replace(&ours, &theirs).replace(&folder.display().to_string(), &user_folder.display().to_string())
}

/// How a capped run ended, when it did not end well.
pub struct Stopped {
    /// TLE, MLE, RE, OLE, in the judge's words (with the panic's first lines).
    pub verdict: String,
    pub message: String,
}

/// The harness's output, and why it stopped early if it did.
pub struct Ran {
    pub stdout: String,
    /// The word the table's lines start with in `stdout` (see `table::parse`).
    pub tag: String,
    pub stopped: Option<Stopped>,
    /// The head of the game's stderr (its eprintln! output, then a panic's message), with the
    /// build folder's paths in the user's terms, and the bytes not kept after it.
    pub stderr: String,
    pub stderr_dropped: u64,
    /// The exit code of a run that ended without a verdict (0, unless the judge is lenient).
    pub exit_code: Option<i32>,
    /// The most stdout the run may print (the table and the game's own output together).
    pub output_cap: usize,
}

/// A word no game prints by chance: the table's lines start with it, so the game's own stdout
/// (a `println!("done")` while debugging) is never read as the table.
fn run_tag() -> String {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u128(
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default().as_nanos(),
    );
    hasher.write_u32(std::process::id());
    format!("nimkit-lab-{:016x}", hasher.finish())
}

/// Runs the harness contained with `limit` positions, the options of the first `moves_shown`
/// rows printed, under the time and memory caps.
pub fn run_harness(
    harness: &Harness,
    game: &Path,
    limit: usize,
    moves_shown: usize,
    time: Duration,
    memory_bytes: u64,
) -> Result<Ran, String> {
    let tag = run_tag();
    let program = harness.program.with_args([limit.to_string(), moves_shown.to_string(), tag.clone()]);
    let limits = Limits { memory_bytes: Some(memory_bytes), ..Limits::generous(time) };
    let outcome =
        process::run(&program, b"", &limits).map_err(|e| format!("cannot start the lab's harness: {e}"))?;
    let stopped = classify::classify_run(&outcome, &limits).map(|(verdict, message)| Stopped {
        verdict: verdict.as_str().to_string(),
        message: in_user_terms(&message, &harness.build_folder, game),
    });
    let exit_code = match outcome.termination {
        process::Termination::Exited(code) => Some(code),
        process::Termination::Signaled(_) => None,
    };
    Ok(Ran {
        stdout: String::from_utf8_lossy(&outcome.stdout).into_owned(),
        tag,
        stderr: in_user_terms(&String::from_utf8_lossy(&outcome.stderr), &harness.build_folder, game),
        stderr_dropped: outcome.stderr_dropped,
        stopped,
        exit_code,
        output_cap: limits.output_bytes,
    })
}

/// Runs `nimkit stress` with GEN and BRUTE the lab's shell scripts over its table (inside the
/// lab's [`supervised`] run). The brute is the validator too: shrinking keeps to tabulated
/// positions, where the table knows the answer.
pub fn stress(generator: String, brute: String, solution: &Path, seconds: f64) -> ExitCode {
    let args = crate::stress::StressArgs {
        gen: Some(generator),
        sol: solution.display().to_string(),
        brute: Some(brute.clone()),
        validator: Some(brute),
        problem: None,
        count: None,
        time: Some(seconds),
        save: None,
        jobs: None,
        seed: None,
        max_size: None,
        shrink_time: 30.0,
        any_verdict: false,
        helper_time_limit: 10.0,
        judging: crate::judge::config::JudgeOptions::default(),
    };
    crate::stress::run(args)
}

/// Runs `body` with nothing it starts outliving nimkit (the judge's supervision).
pub fn supervised<T>(body: impl FnOnce() -> T) -> T {
    process::supervised(body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn build_paths_become_the_users() {
        let folder = Path::new("/cache/lab/00ff");
        let message = "error[E0308]: mismatched types\n --> /cache/lab/00ff/take.rs:3:5";
        assert_eq!(
            in_user_terms(message, folder, Path::new("games/take.rs")),
            "error[E0308]: mismatched types\n --> games/take.rs:3:5"
        );
        assert_eq!(
            in_user_terms(message, folder, Path::new("take.rs")),
            "error[E0308]: mismatched types\n --> take.rs:3:5"
        );
    }
}
