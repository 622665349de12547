//! Turns a solution into something runnable: `.rs` files are bundled when needed and
//! compiled like AtCoder's judge (`rustc --edition 2021 -O`, proconio and itertools
//! linkable), with binaries cached by content hash; commands run as they are.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use crate::bundle::check::rustc;
use crate::cache::{self, fnv1a64};
use crate::error::JudgeError;
use crate::sandbox::process::{tool_output, Program, ToolLimits};
use crate::sandbox::signals::with_default_signals;

/// What the one-time offline build of the crates below may use (it takes seconds to a minute).
const CRATES_BUILD: ToolLimits =
    ToolLimits { time: std::time::Duration::from_secs(30 * 60), data_bytes: Some(super::BUILD_DATA_BYTES) };

/// The crates AtCoder's Rust judge offers, pinned to nimkit's own dependency versions.
const CRATES: [(&str, &str); 2] = [("proconio", "=0.4.5"), ("itertools", "=0.11.0")];

/// What the user asked to judge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solution {
    /// A Rust source file, compiled by the judge.
    Rust(PathBuf),
    /// A source in another language ([`super::languages::LANGUAGES`]), built by extension.
    Source(PathBuf),
    /// A program folder (ICPC, Polygon): `build`/`run` scripts or sources of one language.
    Folder(PathBuf),
    /// An executable file, run as it is.
    Executable(PathBuf),
    /// A shell command line.
    Command(String),
}

impl Solution {
    /// A path: `.rs` is compiled, a source of [`super::languages::LANGUAGES`] built by its
    /// extension, anything else must be executable.
    pub fn from_path(path: &Path) -> Solution {
        if path.is_dir() {
            Solution::Folder(path.to_path_buf())
        } else if path.extension().is_some_and(|e| e == "rs") {
            Solution::Rust(path.to_path_buf())
        } else if super::languages::language_of(path).is_some() {
            Solution::Source(path.to_path_buf())
        } else {
            Solution::Executable(path.to_path_buf())
        }
    }

    /// A program named on the command line by `flag` (`--checker`, `--sol`...): an existing
    /// file or folder is [`Solution::from_path`], a shell command line is run as it is, and a
    /// word that can only be meant as a file (a path with `/`, or a source's extension) but
    /// names none is an error (exit 2) before anything is judged, not a FAIL on every test.
    pub fn from_argument(flag: &str, argument: &str) -> Result<Solution, JudgeError> {
        let path = Path::new(argument);
        if path.exists() {
            return Ok(Solution::from_path(path));
        }
        if argument.trim().is_empty() {
            return Err(JudgeError::input(format!("{flag}: empty program")));
        }
        let one_word = !argument.contains(char::is_whitespace);
        let source =
            path.extension().is_some_and(|e| e == "rs") || super::languages::language_of(path).is_some();
        if one_word && (argument.contains('/') || source) {
            return Err(JudgeError::input(format!(
                "{flag} {argument}: no such file (a command line with arguments is run as it is, e.g. \"python3 a.py\")"
            )));
        }
        Ok(Solution::Command(argument.to_string()))
    }

    /// The file or command line, for messages.
    pub fn name(&self) -> String {
        match self {
            Solution::Rust(path)
            | Solution::Source(path)
            | Solution::Folder(path)
            | Solution::Executable(path) => path.display().to_string(),
            Solution::Command(command) => command.clone(),
        }
    }
}

/// A ready program, or the compiler's complaint (verdict CE).
#[derive(Clone, Debug)]
pub enum Prepared {
    Ready(Program),
    CompileError(String),
}

/// Makes `solution` runnable. Errors are the judge's own problems (missing file,
/// no rustc); a solution that does not compile is `Prepared::CompileError`.
pub fn prepare(solution: &Solution) -> Result<Prepared, JudgeError> {
    prepare_with_entrypoint(solution, None)
}

/// [`prepare`], a program folder's main source or class named by `entrypoint` where given
/// (ICPC submissions.yaml; see [`super::languages::build_folder`]).
pub fn prepare_with_entrypoint(
    solution: &Solution,
    entrypoint: Option<&str>,
) -> Result<Prepared, JudgeError> {
    match solution {
        Solution::Command(command) => Ok(Prepared::Ready(Program::shell(command.clone()))),
        Solution::Executable(path) => {
            if !path.is_file() {
                return Err(JudgeError::input(format!(
                    "{}: no such file (give a .rs file, an executable, or --command CMD)",
                    path.display()
                )));
            }
            if !super::languages::is_executable(path) {
                return Err(JudgeError::input(format!(
                    "{}: not executable (give a .rs file, an executable, or --command CMD)",
                    path.display()
                )));
            }
            // A bare name would be looked up in PATH; the user meant this file.
            let path = if path.is_absolute() || path.components().count() > 1 {
                path.clone()
            } else {
                Path::new(".").join(path)
            };
            Ok(Prepared::Ready(Program::executable(path)))
        }
        Solution::Rust(path) => compile_rust(path),
        Solution::Source(path) => {
            let language = super::languages::language_of(path).expect("a Source has a known extension");
            Ok(prepared(super::languages::build(path, language)?))
        }
        Solution::Folder(path) => match lone_rust_source(path) {
            Some(source) => compile_rust(&source),
            None => Ok(prepared(super::languages::build_folder(path, entrypoint)?)),
        },
    }
}

/// A program folder's only source, when it is Rust (and there are no build/run scripts).
fn lone_rust_source(dir: &Path) -> Option<PathBuf> {
    if dir.join("run").exists() {
        return None;
    }
    let sources: Vec<PathBuf> = fs::read_dir(dir)
        .ok()?
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.is_file()
                && (p.extension().is_some_and(|e| e == "rs") || super::languages::language_of(p).is_some())
        })
        .collect();
    match sources.as_slice() {
        [one] if one.extension().is_some_and(|e| e == "rs") => Some(one.clone()),
        _ => None,
    }
}

fn prepared(built: super::languages::Built) -> Prepared {
    match built {
        Ok(program) => Prepared::Ready(program),
        Err(message) => Prepared::CompileError(message),
    }
}

/// Why `judge_source` has no source to compile.
#[derive(Clone, Debug)]
pub enum SourceError {
    /// The file cannot be read: the judge's problem (bad path).
    Unreadable(JudgeError),
    /// The solution cannot be bundled: the solution's problem, reported as CE.
    Bundle(String),
}

impl From<SourceError> for JudgeError {
    fn from(error: SourceError) -> JudgeError {
        match error {
            SourceError::Unreadable(error) => error,
            SourceError::Bundle(message) => JudgeError::input(message),
        }
    }
}

/// The source the judge compiles for `path`: the bundle when the solution uses nimkit.
///
/// This is the single integration point with the bundler: a solution that uses nimkit
/// goes through `crate::bundle::bundle_source`, and a bundling error becomes
/// `SourceError::Bundle` (verdict CE with the bundler's message).
pub fn judge_source(path: &Path) -> Result<String, SourceError> {
    let text = fs::read_to_string(path).map_err(|e| {
        SourceError::Unreadable(JudgeError::input(format!("{}: cannot read: {e}", path.display())))
    })?;
    if !crate::bundle::uses_nimkit(&text) {
        return Ok(text);
    }
    let options = crate::bundle::BundleOptions::default();
    crate::bundle::bundle_source(&text, path, &options)
        .map_err(|e| SourceError::Bundle(format!("nimkit bundle: {e}")))
}

/// Which crates a compiled solution may link, besides std.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Linking {
    /// Like AtCoder: proconio and itertools available when the source names them.
    AtCoder,
    /// Plain `rustc`, no crates at all: what `verify` demands of reference solutions,
    /// so that their bundles are accepted by any judge.
    RustcAlone,
}

/// Compiles a Rust source (through `judge_source`) into the cache, or reuses the binary
/// compiled earlier from the same source with the same compiler.
pub fn compile_rust(path: &Path) -> Result<Prepared, JudgeError> {
    compile_rust_linking(path, Linking::AtCoder)
}

/// [`compile_rust`] with a choice of the crates available.
pub fn compile_rust_linking(path: &Path, linking: Linking) -> Result<Prepared, JudgeError> {
    let original = fs::read_to_string(path)
        .map_err(|e| JudgeError::input(format!("{}: cannot read: {e}", path.display())))?;
    let source = match judge_source(path) {
        Ok(source) => source,
        Err(SourceError::Bundle(message)) => return Ok(Prepared::CompileError(message)),
        Err(SourceError::Unreadable(error)) => return Err(error),
    };
    let toolchain = toolchain()?;
    // Building the crates costs seconds once; sources that never name them skip it.
    let wants_crates = source.contains("proconio") || source.contains("itertools");
    let crates = match linking {
        Linking::RustcAlone => Err("plain rustc: no crates"),
        Linking::AtCoder if wants_crates => crates(),
        Linking::AtCoder => Err("not used by this source"),
    };
    let bundled = source != original;
    let mut key = Vec::new();
    key.extend_from_slice(source.as_bytes());
    if bundled {
        // The binary names the user's path in panic locations (see below).
        key.extend_from_slice(path.as_os_str().as_encoded_bytes());
    }
    key.extend_from_slice(toolchain.as_bytes());
    key.extend_from_slice(LINE_TABLES.join(" ").as_bytes());
    if let Ok(crates) = crates {
        key.extend_from_slice(crates.dir.as_os_str().as_encoded_bytes());
    }
    let bin_dir = cache::root().join("bin");
    let binary = bin_dir.join(format!("{:016x}", fnv1a64(&key)));
    // Held until nimkit ends, so that no nimkit's eviction removes it between runs.
    if binary.is_file() && cache::eviction::hold(&binary) {
        cache::eviction::touch(&binary);
        return Ok(Prepared::Ready(Program::executable(binary)));
    }
    fs::create_dir_all(&bin_dir).map_err(|e| JudgeError::cache_write(&bin_dir, e))?;

    // Each compilation gets its own folder: rustc's intermediate files must not collide.
    let work = cache::unique_sibling(&binary, "build");
    fs::create_dir_all(&work).map_err(|e| JudgeError::cache_write(&work, e))?;
    let output = work.join("main");
    let compiler = rustc();
    let mut command = Command::new(&compiler);
    with_default_signals(&mut command)
        .args(["--edition", "2021", "-O", "-A", "warnings", "--crate-name", "main"])
        .args(LINE_TABLES)
        .arg("-o")
        .arg(&output);
    if bundled {
        // The bundle starts with the user's file, line for line, so its errors and panic
        // locations are the user's once the build folder's path is mapped back to theirs:
        // the bundle gets the user's file name, and the folder the user's folder.
        let file_name = path.file_name().map_or_else(|| "main.rs".into(), |n| n.to_os_string());
        let input = work.join(&file_name);
        fs::write(&input, &source).map_err(|e| JudgeError::cache_write(&input, e))?;
        let user_folder = path.parent().unwrap_or(Path::new(""));
        let mut mapping = work.clone().into_os_string();
        mapping.push("=");
        mapping.push(user_folder.as_os_str());
        command.arg("--remap-path-prefix").arg(mapping).arg(&input);
    } else {
        command.arg(path);
    }
    if let Ok(crates) = crates {
        for (name, rlib) in &crates.rlibs {
            command.arg("--extern").arg(format!("{name}={}", rlib.display()));
        }
        command.arg("-L").arg(format!("dependency={}", crates.deps.display()));
    }
    let result = tool_output(&mut command, super::build_limits()).map_err(|e| {
        JudgeError::tool(format!("cannot run {}: {e} ({RUSTC_HINT})", compiler.to_string_lossy()))
    });
    let result = match result {
        Ok(result) => result,
        Err(e) => {
            let _ = fs::remove_dir_all(&work);
            return Err(e);
        }
    };
    if !result.status.success() {
        let _ = fs::remove_dir_all(&work);
        let mut message = super::build_message(&result);
        if bundled {
            message = crate::bundle::origin::compiler_locations(&message, &source, &file_name_of(path));
        }
        if let (true, Err(reason)) = (wants_crates, crates) {
            message.push_str(&format!("\nnote: proconio/itertools unavailable: {reason}"));
        }
        return Ok(Prepared::CompileError(message));
    }
    // Held before it is published: the lock stays on the file through the rename.
    cache::eviction::hold(&output);
    let renamed = fs::rename(&output, &binary);
    let _ = fs::remove_dir_all(&work);
    renamed.map_err(|e| JudgeError::cache_write(&binary, e))?;
    // The cache only grows by compiling: keep it under its cap here.
    match cache::eviction::cap() {
        Ok(cap) => {
            cache::eviction::evict(&cache::cache_dir(), cap, &binary);
        }
        Err(message) => eprintln!("nimkit: {message}; the cache is not trimmed"),
    }
    Ok(Prepared::Ready(Program::executable(binary)))
}

/// Line tables in the binary, so that a backtrace names the user's calling line when the
/// library panics ([`BundleMap::caller`]). `debuginfo=1` (rustc 1.70 has no `line-tables-only`)
/// adds no variable info and leaves the generated code as it is: a larger file, not a slower
/// program (README, "Performance").
const LINE_TABLES: [&str; 2] = ["-C", "debuginfo=1"];

/// The name rustc gives a solution's file in its messages and panic locations.
fn file_name_of(path: &Path) -> String {
    path.file_name().map_or_else(|| "main.rs".into(), |n| n.to_string_lossy().into_owned())
}

/// For a Rust solution that uses nimkit, a function that names the library module of every
/// location in its bundle's `mod nimkit` block (a panic inside the library, a compiler note on a
/// library item) in a run's message or stderr; for anything else, the identity.
pub fn library_line_namer(solution: &Solution) -> impl Fn(&str) -> String {
    let bundle = BundleMap::of(solution);
    move |text: &str| match &bundle {
        Some(bundle) => bundle.name(text),
        None => text.to_string(),
    }
}

/// Where the lines of a compiled bundle came from: the user's file, then the library block.
pub struct BundleMap {
    origins: crate::bundle::origin::Origins,
    file_name: String,
}

impl BundleMap {
    /// The map of the bundle the judge compiles for `solution`; `None` when it is not a Rust
    /// file that uses nimkit.
    pub fn of(solution: &Solution) -> Option<BundleMap> {
        let Solution::Rust(path) = solution else { return None };
        let source = judge_source(path).ok()?;
        let origins = crate::bundle::origin::Origins::of_bundle(&source)?;
        Some(BundleMap { origins, file_name: file_name_of(path) })
    }

    /// `text` with its library locations named by module (see [`library_line_namer`]).
    pub fn name(&self, text: &str) -> String {
        self.origins.rewrite(text, &self.file_name)
    }

    /// Whether a run's stderr reports a panic located inside the library block.
    pub fn panics_in_library(&self, stderr: &str) -> bool {
        self.origins.panics_in_library(stderr, &self.file_name)
    }

    /// The user's line that called into the library, from a backtrace (the stderr of a run with
    /// `RUST_BACKTRACE=1`).
    pub fn caller(&self, backtrace: &str) -> Option<usize> {
        self.origins.first_user_frame(backtrace, &self.file_name)
    }

    /// Named `text` with `, called from FILE:LINE` after its panic's library location.
    pub fn with_caller(&self, named: &str, caller_line: usize) -> String {
        crate::bundle::origin::with_caller(named, &self.file_name, caller_line)
    }
}

/// The `rustc` arguments that link AtCoder's crates (proconio, itertools) from the judge's
/// cache, building them first if needed: what `bundle --check` compiles a crate user with.
pub fn atcoder_crate_args() -> Result<Vec<std::ffi::OsString>, String> {
    let crates = crates()?;
    let mut args: Vec<std::ffi::OsString> = Vec::new();
    for (name, rlib) in &crates.rlibs {
        args.push("--extern".into());
        args.push(format!("{name}={}", rlib.display()).into());
    }
    args.push("-L".into());
    args.push(format!("dependency={}", crates.deps.display()).into());
    Ok(args)
}

/// What to do when the compiler cannot be run.
const RUSTC_HINT: &str = "is a Rust toolchain on PATH? RUSTC may name the compiler";

/// `$RUSTC -vV`: part of every cache key, so another compiler never reuses old binaries.
fn toolchain() -> Result<&'static str, JudgeError> {
    static VERSION: OnceLock<Result<String, String>> = OnceLock::new();
    let version = VERSION.get_or_init(|| {
        let compiler = rustc();
        let output =
            tool_output(with_default_signals(&mut Command::new(&compiler)).arg("-vV"), super::TOOL_QUESTION)
                .map_err(|e| format!("cannot run {}: {e} ({RUSTC_HINT})", compiler.to_string_lossy()))?;
        if output.status.success() {
            Ok(String::from_utf8_lossy(&output.stdout).into_owned())
        } else {
            Err(format!("`{} -vV` failed", compiler.to_string_lossy()))
        }
    });
    version.as_deref().map_err(|message| JudgeError::tool(message.clone()))
}

/// Compiled proconio and itertools, ready for `--extern`.
#[derive(Debug)]
struct Crates {
    dir: PathBuf,
    rlibs: Vec<(String, PathBuf)>,
    deps: PathBuf,
}

/// Builds the crates once per toolchain into the cache (offline, from the local cargo
/// registry) and reuses them afterwards; the reason when they cannot be had.
fn crates() -> Result<&'static Crates, &'static str> {
    static CRATES_BUILT: OnceLock<Result<Crates, String>> = OnceLock::new();
    CRATES_BUILT.get_or_init(build_crates).as_ref().map_err(String::as_str)
}

fn build_crates() -> Result<Crates, String> {
    let toolchain = toolchain().map_err(|e| e.to_string())?;
    let pins: String = CRATES.iter().map(|(n, v)| format!("{n}{v};")).collect();
    let key = fnv1a64(format!("{toolchain}{pins}").as_bytes());
    let dir = cache::root().join(format!("crates-{key:016x}"));
    if let Ok(crates) = load_crates(&dir) {
        return Ok(crates);
    }
    // Build in a private folder, then publish it with one rename: concurrent judges
    // either win the rename or find the winner's folder.
    let work = cache::unique_sibling(&dir, "build");
    let built = build_crates_in(&work);
    if let Err(e) = built {
        let _ = fs::remove_dir_all(&work);
        return Err(e);
    }
    if fs::rename(&work, &dir).is_err() {
        let _ = fs::remove_dir_all(&work);
    }
    load_crates(&dir)
}

fn build_crates_in(work: &Path) -> Result<(), String> {
    let dependencies: String =
        CRATES.iter().map(|(name, version)| format!("{name} = \"{version}\"\n")).collect();
    let manifest = format!(
        "[package]\nname = \"nimkit-judge-crates\"\nversion = \"0.0.0\"\nedition = \"2021\"\n\n[dependencies]\n{dependencies}"
    );
    fs::create_dir_all(work.join("src")).map_err(|e| format!("{}: {e}", work.display()))?;
    fs::write(work.join("Cargo.toml"), manifest).map_err(|e| e.to_string())?;
    fs::write(work.join("src/lib.rs"), "").map_err(|e| e.to_string())?;
    let output = tool_output(
        with_default_signals(&mut Command::new("cargo"))
            .args(["build", "--release", "--offline", "--quiet"])
            .current_dir(work)
            .env("CARGO_TARGET_DIR", work.join("target")),
        CRATES_BUILD,
    )
    .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "`cargo build --offline` of proconio and itertools failed (build nimkit once so \
             they are in the local registry): {}",
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    Ok(())
}

fn load_crates(dir: &Path) -> Result<Crates, String> {
    let deps = dir.join("target/release/deps");
    let entries = fs::read_dir(&deps).map_err(|e| format!("{}: {e}", deps.display()))?;
    let names: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    let mut rlibs = Vec::new();
    for (name, _) in CRATES {
        let prefix = format!("lib{name}-");
        let rlib = names
            .iter()
            .find(|p| {
                let file = p.file_name().unwrap_or_default().to_string_lossy();
                file.starts_with(&prefix) && file.ends_with(".rlib")
            })
            .ok_or_else(|| format!("{}: no {prefix}*.rlib", deps.display()))?;
        rlibs.push((name.to_string(), rlib.clone()));
    }
    Ok(Crates { dir: dir.to_path_buf(), rlibs, deps })
}
