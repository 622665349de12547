//! `nimkit`: bundle, judge, stress-test and practise impartial-game solutions.
// The MSRV in Cargo.toml is the snippets' promise; the tool itself builds with the current toolchain.
#![allow(clippy::incompatible_msrv)]

mod bundle;
mod judge;
mod library;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "nimkit", version, about = "Impartial-game toolkit for competitive programmers")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

// One variant per subcommand; each module owns its arguments and its `run`.
#[derive(Subcommand)]
enum Command {
    /// List the library's modules with a one-line summary of each.
    Modules,
    /// Judge a solution against a problem's tests (or any folder of X.in/X.out pairs).
    Test(Box<judge::TestArgs>),
    /// Turn a solution that uses nimkit into one submittable file.
    Bundle(bundle::BundleArgs),
    /// Print library modules, with their dependencies, as a `mod nimkit` block to paste.
    Snippet(bundle::SnippetArgs),
}

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Modules => {
            library::print_modules();
            ExitCode::SUCCESS
        }
        Command::Test(args) => judge::run(*args),
        Command::Bundle(args) => bundle::run_bundle(&args),
        Command::Snippet(args) => bundle::run_snippet(&args),
    }
}
