//! `nimkit`: bundle, judge, stress-test and practise impartial-game solutions.
// The MSRV in Cargo.toml is the snippets' promise; the tool itself builds with the current toolchain.
#![allow(clippy::incompatible_msrv)]

mod grundy_cmd;
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
    /// Explore one heap game: its nim-sequence, certified period, misère values, SVG plot.
    Grundy(grundy_cmd::GrundyArgs),
}

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Modules => {
            library::print_modules();
            ExitCode::SUCCESS
        }
        Command::Grundy(args) => grundy_cmd::run(&args),
    }
}
