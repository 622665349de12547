//! `nimkit`: bundle, judge, stress-test and practise impartial-game solutions.
// The MSRV in Cargo.toml is the snippets' promise; the tool itself builds with the current toolchain.
#![allow(clippy::incompatible_msrv)]

/// `print!` that never panics and never loses output silently: through
/// [`fsutil::write_stdout`], whose failure `main` reports.
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::fsutil::write_stdout(format!($($arg)*).as_bytes())
    };
}

/// `println!` through [`fsutil::write_stdout`] (see [`out!`]).
macro_rules! outln {
    ($($arg:tt)*) => {
        $crate::fsutil::write_stdout(format!("{}\n", format_args!($($arg)*)).as_bytes())
    };
}

mod bundle;
mod bundle_cmd;
mod cache;
mod cache_cmd;
mod error;
mod fsutil;
mod grundy_cmd;
mod judge;
mod lab;
mod library;
mod package;
mod practice;
mod sandbox;
mod stress;
mod suggest;
mod test_cmd;
mod toolchain;
mod verify;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "nimkit", version, about = "Impartial-game toolkit for competitive programmers")]
struct Cli {
    /// The problem set to use instead of problems/ here or above and the one built into nimkit.
    #[arg(long, global = true, value_name = "DIR", env = "NIMKIT_PROBLEMS")]
    problems: Option<std::path::PathBuf>,
    #[command(subcommand)]
    command: Command,
}

// One variant per subcommand; each module owns its arguments and its `run`.
#[derive(Subcommand)]
enum Command {
    /// Judge a solution against a problem's tests, or a test folder as oj, Library Checker, AtCoder, ICPC/Kattis, Polygon or HackerRank lay it out.
    Test(Box<test_cmd::TestArgs>),
    /// Find an input on which a solution disagrees with a brute force, and shrink it.
    Stress(Box<stress::StressArgs>),
    /// Turn a solution that uses nimkit into one submittable file.
    Bundle(bundle_cmd::BundleArgs),
    /// Print library modules, with their dependencies, as a `mod nimkit` block to paste.
    Snippet(bundle_cmd::SnippetArgs),
    /// Verify the whole problem set end to end (reference, wrong and brute solutions, checkers).
    Verify(verify::VerifyArgs),
    /// List the problem set: id, title, difficulty, solved, tags.
    Problems,
    /// Print a problem's statement (and its source when it retells a known problem).
    Show {
        /// Problem id, e.g. nim-winner.
        id: String,
        /// Print the editorial (the intended solution and classic mistakes) instead.
        #[arg(long)]
        editorial: bool,
    },
    /// Write a solution template for a problem (never overwrites a file).
    New {
        /// Problem id, e.g. nim-winner, or any name for a generic template.
        id: String,
        /// Where to write it [default: ID.rs in the current folder].
        file: Option<std::path::PathBuf>,
        /// Write the generic template even when ID is (close to) a problem id.
        #[arg(long, conflicts_with = "lab")]
        generic: bool,
        /// Write a game file for `nimkit lab` instead (State, moves, positions, a guess).
        #[arg(long)]
        lab: bool,
    },
    /// Explore one heap game: its nim-sequence, certified period, misère values, SVG plot.
    Grundy(grundy_cmd::GrundyArgs),
    /// Tabulate your own game (outcomes with draws, Grundy values), find its patterns, check a guess.
    Lab(Box<lab::LabArgs>),
    /// List the library's modules with a one-line summary of each.
    Modules,
    /// Where compiled programs and generated tests are kept, their size; `cache clean` empties it.
    Cache(cache_cmd::CacheArgs),
}

fn main() -> ExitCode {
    // The judge re-executes nimkit as the launcher of every program it runs (see sandbox).
    if let Some(code) = sandbox::dispatch() {
        return ExitCode::from(code as u8);
    }
    // An empty NIMKIT_PROBLEMS= means unset, as for the other variables; clap would refuse it as
    // an empty --problems for every command. Removed before any thread starts.
    if std::env::var_os("NIMKIT_PROBLEMS").is_some_and(|value| value.is_empty()) {
        std::env::remove_var("NIMKIT_PROBLEMS");
    }
    let cli = Cli::parse();
    if only_prints(&cli.command) {
        die_quietly_on_closed_stdout();
    }
    if let Some(dir) = cli.problems {
        package::set::choose_problem_set(dir);
    }
    let code = run(cli.command);
    judge::interact::remove_games_folder();
    match fsutil::stdout_failure() {
        None => code,
        Some(error) => {
            eprintln!("nimkit: cannot write to standard output: {error}; the output is incomplete");
            // A command that failed keeps its own code; one that succeeded did not (its output is
            // lost): 3, the environment failed, as for the tool's other errors (error.rs).
            if code == ExitCode::SUCCESS {
                ExitCode::from(3)
            } else {
                code
            }
        }
    }
}

fn run(command: Command) -> ExitCode {
    match command {
        // Commands that start programs supervise them: nothing they start outlives nimkit,
        // not even when it is interrupted.
        Command::Verify(args) => sandbox::process::supervised(|| verify::run(args)),
        Command::Problems => practice::run_problems(),
        Command::Show { id, editorial } => practice::run_show(&id, editorial),
        Command::New { id, file, lab: true, .. } => lab::run_new(&id, file.as_deref()),
        Command::New { id, file, generic, .. } => practice::run_new(&id, file.as_deref(), generic),
        Command::Modules => {
            library::print_modules();
            ExitCode::SUCCESS
        }
        Command::Test(args) => sandbox::process::supervised(|| practice::run_test(&args)),
        Command::Stress(args) => sandbox::process::supervised(|| stress::run(*args)),
        Command::Bundle(args) => bundle_cmd::run_bundle(&args),
        Command::Snippet(args) => bundle_cmd::run_snippet(&args),
        Command::Grundy(args) => grundy_cmd::run(&args),
        Command::Lab(args) => lab::run(&args),
        Command::Cache(args) => cache_cmd::run(&args),
    }
}

/// Whether `command` only prints (and writes files), feeding no program through a pipe: the
/// commands that do (test, stress, verify, and any new one until listed here) must see a
/// closed pipe as an error (EPIPE) to report, not die of it.
fn only_prints(command: &Command) -> bool {
    matches!(
        command,
        Command::Problems
            | Command::Show { .. }
            | Command::New { .. }
            | Command::Modules
            | Command::Cache(_)
            | Command::Grundy(_)
            | Command::Bundle(_)
            | Command::Snippet(_)
    )
}

/// `nimkit modules | head -1`: once the reader is gone, end quietly like every Unix filter
/// (killed by SIGPIPE, which shells do not report) instead of panicking in `println!`. Rust
/// ignores SIGPIPE by default; this restores the default action.
fn die_quietly_on_closed_stdout() {
    // SAFETY: setting a signal's disposition to its default has no memory-safety requirement;
    // no handler runs.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
