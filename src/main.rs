//! `nimkit`: bundle, judge, stress-test and practise impartial-game solutions.
// The MSRV in Cargo.toml is the snippets' promise; the tool itself builds with the current toolchain.
#![allow(clippy::incompatible_msrv)]

mod judge;
mod library;
mod stress;

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
    /// Find an input on which a solution disagrees with a brute force, and shrink it.
    Stress(Box<stress::StressArgs>),
}

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Modules => {
            library::print_modules();
            ExitCode::SUCCESS
        }
        Command::Test(args) => judge::run(*args),
        Command::Stress(args) => stress::run(*args),
    }
}
