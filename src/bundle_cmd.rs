//! The command line of `nimkit bundle` and `nimkit snippet`: reading, writing, reporting.
//! Exit codes: 0 done, 1 the solution cannot be bundled (or does not compile with
//! `--check`, or the bundle cannot be written), 2 usage: bad arguments (from clap) or a
//! solution that cannot be read (a missing file), as in `test` and `stress`.

use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::bundle::{self, check, output, BundleOptions, ErrorKind, Target};

/// Arguments of `nimkit bundle`.
#[derive(clap::Args, Debug)]
pub struct BundleArgs {
    /// The solution to bundle (`-` reads standard input).
    pub solution: PathBuf,
    /// Write the bundle to this file (atomically) instead of standard output; never the solution itself.
    #[arg(short, long, value_name = "OUT")]
    pub output: Option<PathBuf>,
    /// Compile the bundle with plain rustc in a temporary directory and report its errors.
    #[arg(long)]
    pub check: bool,
    /// Overwrite OUT even when it is a solution that uses nimkit rather than a bundle.
    #[arg(long)]
    pub force: bool,
    /// Rust edition for --check (the library is written for 2021 and 2024; under 2018 some
    /// modules miss prelude items such as `TryFrom`).
    #[arg(long, default_value = "2021", value_parser = ["2021", "2024"])]
    pub edition: String,
    /// Remove the library's doc comments from the bundle (smaller file).
    #[arg(long)]
    pub strip_docs: bool,
    /// Refuse what this judge refuses: its source size limit, and crates it does not offer.
    #[arg(long, value_enum)]
    pub target: Option<Target>,
}

/// Arguments of `nimkit snippet`.
#[derive(clap::Args, Debug)]
pub struct SnippetArgs {
    /// Library modules to print (their dependencies come along), like `nim` or `nimkit::nim`;
    /// commas or spaces between them.
    #[arg(required = true, value_delimiter = ',', value_name = "MODULE")]
    pub modules: Vec<String>,
    /// Remove doc comments.
    #[arg(long)]
    pub strip_docs: bool,
}

/// A usage error: the command line names something that is not there.
const EXIT_USAGE: u8 = 2;

fn fail(message: impl std::fmt::Display) -> ExitCode {
    eprintln!("{message}");
    ExitCode::FAILURE
}

/// Write to standard output; a closed pipe (`| head`) is not an error worth a message.
fn print(text: &str) -> ExitCode {
    match io::stdout().lock().write_all(text.as_bytes()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => fail(format!("error: cannot write to standard output: {e}")),
    }
}

fn read_solution(path: &Path) -> io::Result<String> {
    if path == Path::new("-") {
        let mut text = String::new();
        io::stdin().read_to_string(&mut text)?;
        Ok(text)
    } else {
        std::fs::read_to_string(path)
    }
}

/// `nimkit bundle`.
pub fn run_bundle(args: &BundleArgs) -> ExitCode {
    let shown = if args.solution == Path::new("-") { Path::new("<stdin>") } else { &args.solution };
    let solution = match read_solution(&args.solution) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("error: cannot read {}: {e}", shown.display());
            return ExitCode::from(EXIT_USAGE);
        }
    };
    if let Some(out) = &args.output {
        if output::same_file(&args.solution, out) {
            return fail(format!(
                "error: refusing to write the bundle over its own solution {}\n  help: give -o another file, e.g. -o {}",
                out.display(),
                suggested_output(&args.solution).display()
            ));
        }
        if let Some(what) = output::not_replaceable(out, &solution).filter(|_| !args.force) {
            return fail(format!(
                "error: refusing to overwrite {}: {what}\n  \
                 help: check the file names, or pass --force to overwrite it",
                out.display()
            ));
        }
    }
    let options = BundleOptions { strip_docs: args.strip_docs, compact: false, target: args.target };
    // Doc comments, then indentation, are no part of the program: over a judge's size limit they
    // go in that order, said in a note, so a solution that fits without them is never refused.
    let smaller = [
        (BundleOptions { strip_docs: true, ..options.clone() }, "doc comments"),
        (
            BundleOptions { strip_docs: true, compact: true, ..options.clone() },
            "doc comments and indentation",
        ),
    ];
    let mut attempt = bundle::bundle(&solution, shown, &options);
    for (smaller_options, what) in smaller.iter().skip(usize::from(args.strip_docs)) {
        match &attempt {
            Err(e) if e.kind() == ErrorKind::TooLarge => {
                attempt = bundle::bundle(&solution, shown, smaller_options);
                if attempt.is_ok() {
                    eprintln!("note: the library's {what} were stripped to fit the size limit");
                }
            }
            _ => break,
        }
    }
    let bundle = match attempt {
        Ok(bundle) => bundle,
        Err(e) => return fail(e),
    };
    if bundle.already_bundled {
        eprintln!("note: {} already has a `mod nimkit` at its root: copied unchanged", shown.display());
    } else if !bundle::uses_nimkit(&solution) {
        eprintln!("note: {} does not use nimkit: copied unchanged", shown.display());
    }
    if args.check {
        // Crates are offered by AtCoder (the judge `nimkit test` imitates); other targets
        // refused them above. Link the judge's own build of them.
        let crate_args = if bundle.external_crates.is_empty() {
            Vec::new()
        } else {
            match crate::toolchain::compile::atcoder_crate_args() {
                Ok(args) => args,
                Err(reason) => {
                    return fail(format!(
                        "error: cannot --check: the solution uses crate `{}`, and AtCoder's crates are \
                         unavailable: {reason}",
                        bundle.external_crates[0]
                    ))
                }
            }
        };
        let file_name = match &args.output {
            Some(out) => out.file_name().map_or("bundle.rs".into(), |n| n.to_string_lossy().into_owned()),
            None => "bundle.rs".into(),
        };
        if let Err(errors) = check::compile_with(&bundle.text, &args.edition, &file_name, &crate_args) {
            return fail(format!(
                "{}error: the bundle of {} does not compile with rustc (edition {})",
                errors,
                shown.display(),
                args.edition
            ));
        }
    }
    let size = bundle.text.len();
    let modules = if bundle.modules.is_empty() { "none".to_string() } else { bundle.modules.join(", ") };
    let limit =
        args.target.map_or(String::new(), |t| format!(" of {} allowed by {}", t.size_limit(), t.name()));
    let checked =
        if args.check { format!("; compiles with rustc (edition {})", args.edition) } else { String::new() };
    let status = match &args.output {
        Some(out) => {
            if let Err(e) = crate::fsutil::write_atomically(out, bundle.text.as_bytes()) {
                return fail(format!("error: cannot write {}: {e}", out.display()));
            }
            ExitCode::SUCCESS
        }
        None => print(&bundle.text),
    };
    let destination = args.output.as_ref().map_or(String::new(), |o| format!(" -> {}", o.display()));
    eprintln!("nimkit bundle: {size} bytes{limit}; modules: {modules}{checked}{destination}");
    status
}

/// A name for the bundle of `solution`: `NAME_bundle.rs` beside it (not `NAME.bundle.rs`:
/// rustc derives the crate name from the file name, and a dot is not allowed in it).
fn suggested_output(solution: &Path) -> PathBuf {
    let stem = solution.file_stem().map_or("solution".into(), |s| s.to_string_lossy().into_owned());
    solution.with_file_name(format!("{stem}_bundle.rs"))
}

/// `nimkit snippet`.
pub fn run_snippet(args: &SnippetArgs) -> ExitCode {
    let modules: Vec<String> = args
        .modules
        .iter()
        .flat_map(|m| m.split_whitespace())
        .map(|m| m.trim_start_matches("nimkit::").to_string())
        .filter(|m| !m.is_empty())
        .collect();
    match bundle::snippet_source(&modules, args.strip_docs) {
        Ok(block) => print(&block),
        Err(e) => fail(e),
    }
}
