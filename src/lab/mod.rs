//! `nimkit lab GAME.rs`: the contestant's own move rule tabulated (outcomes with draws, Grundy
//! values, a grid for pairs), the patterns of the table stated as conjectures with their range,
//! a subtraction or octal game recognised and certified by the engine, and a guess checked on
//! every position with its smallest counterexamples.
//!
//! The rooms, one job each: `game_file` checks the file and appends the harness (the only code
//! that runs the game), `contained` compiles and runs it through the judge, `table` reads what
//! it printed, `diagnosis` says why a run stopped early, `patterns` and `certify` find the
//! laws, `report` writes them, `plot` draws them,
//! `stress_files` hands the table to `nimkit stress`, `template` is `nimkit new --lab`.

pub mod certify;
pub mod contained;
pub mod diagnosis;
pub mod game_file;
pub mod patterns;
pub mod plot;
pub mod report;
pub mod stress_files;
pub mod table;
pub mod template;

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use stress_files::Answer;

/// Exit codes: 0 the table is complete (and the guess holds), 1 the guess is wrong somewhere,
/// 2 bad input (usage, a game file that does not compile), 3 the run stopped early (a partial
/// table, on which the guess, if any, holds).
pub const EXIT_GUESS_WRONG: u8 = 1;
pub const EXIT_BAD_INPUT: u8 = 2;
pub const EXIT_STOPPED: u8 = 3;

/// Arguments of `nimkit lab`.
#[derive(clap::Args, Debug)]
#[command(after_help = "GAME.rs defines `type State` (Clone + Eq + Hash + Debug), `fn moves(s: &State) -> \
Vec<State>` and `fn positions() -> impl Iterator<Item = State>`; optionally `fn guess(s: &State) -> u32` (a \
Grundy value) or `fn guess_wins(s: &State) -> bool` (the mover wins), and `const MISERE: bool`. `nimkit new \
--lab NAME` writes a commented template. The file is compiled with the library like `nimkit test` compiles \
a solution, and run contained under --time and --memory.

Exit codes: 0 the table is complete and the guess (if any) holds on every position; 1 the guess is wrong \
(its smallest counterexamples are listed); 2 bad input (a missing item, a file that does not compile, an \
existing --plot file, a moves() that gives other options when called again, positions --plot cannot draw: \
then after the report, and only when the guess holds on a complete table); 3 the run stopped early (time or memory cap, a panic): the partial table is shown. \
With --stress, the exit code is `nimkit stress`'s.")]
pub struct LabArgs {
    /// The game file.
    pub game: PathBuf,
    /// The most positions taken from positions() (an endless iterator is cut there, with a note).
    #[arg(long, value_name = "N", default_value_t = 1_000_000, value_parser = clap::value_parser!(u64).range(1..))]
    pub limit: u64,
    /// Wall-clock cap of the game's run (compiling is not counted), in seconds; a state space that explodes stops here
    /// with the partial table.
    #[arg(long, value_name = "SECONDS", default_value_t = 60.0)]
    pub time: f64,
    /// Memory cap of the run, in MiB (16 to 1048576, 1 TiB).
    #[arg(long, value_name = "MIB", default_value_t = 2048, value_parser = parse_memory_mib)]
    pub memory: u64,
    /// Draw the sequence (one-number positions) or the grid (pairs) as an SVG file.
    #[arg(long, value_name = "FILE.svg")]
    pub plot: Option<PathBuf>,
    /// Overwrite the --plot file if it exists.
    #[arg(long)]
    pub force: bool,
    /// Then stress-test SOLUTION against the lab's table (`nimkit stress` with a generator of
    /// the tabulated positions and the table as the brute force). Input: one line, the state's
    /// numbers (`3 5` for `(3, 5)`); answer: First, Second or Draw (or the value, --answer value).
    #[arg(long, value_name = "SOLUTION")]
    pub stress: Option<PathBuf>,
    /// What the brute force prints for --stress.
    #[arg(long, value_enum, default_value = "outcome", requires = "stress")]
    pub answer: Answer,
    /// Search time of --stress, in seconds.
    #[arg(long, value_name = "SECONDS", default_value_t = 10.0, requires = "stress")]
    pub stress_time: f64,
}

/// The largest `--memory`, in MiB: 1 TiB is more than a machine running the lab has, and far
/// below where MiB in bytes overflow (2^44 MiB once wrapped to 0, a cap of 16 MiB at 2^44 + 16).
const MAX_MEMORY_MIB: u64 = 1 << 20;

/// `--memory`: whole MiB from 16 (less cannot start a Rust program) to [`MAX_MEMORY_MIB`].
fn parse_memory_mib(text: &str) -> Result<u64, String> {
    match text.trim().parse::<u64>() {
        Ok(mib) if (16..=MAX_MEMORY_MIB).contains(&mib) => Ok(mib),
        Ok(mib) if mib < 16 => {
            Err(format!("`{text}`: at least 16 MiB (a smaller cap stops the run before it starts)"))
        }
        Ok(_) => Err(format!(
            "`{text}`: at most {MAX_MEMORY_MIB} MiB (1 TiB); the cap is in MiB, e.g. 4096 for 4 GiB"
        )),
        Err(_) => Err(format!("`{text}`: expected whole MiB, e.g. 2048")),
    }
}

/// Runs `nimkit lab`; nothing it starts outlives it.
pub fn run(args: &LabArgs) -> ExitCode {
    contained::supervised(|| match run_checked(args) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("nimkit lab: {message}");
            ExitCode::from(EXIT_BAD_INPUT)
        }
    })
}

/// `nimkit new --lab NAME [FILE]`.
pub fn run_new(name: &str, file: Option<&Path>) -> ExitCode {
    match template::write_new(name, file) {
        Ok(path) => {
            eprintln!("wrote {} — a game for the lab: nimkit lab {}", path.display(), path.display());
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("nimkit: {message}");
            ExitCode::from(EXIT_BAD_INPUT)
        }
    }
}

fn run_checked(args: &LabArgs) -> Result<ExitCode, String> {
    if let Some(path) = args.plot.as_ref().filter(|p| p.exists() && !args.force) {
        return Err(format!(
            "--plot {}: already exists; choose another name or pass --force",
            path.display()
        ));
    }
    if let Some(solution) = args.stress.as_ref().filter(|s| !s.is_file()) {
        return Err(format!("--stress {}: no such file", solution.display()));
    }
    let time = positive_seconds("--time", args.time)?;
    if args.stress.is_some() {
        positive_seconds("--stress-time", args.stress_time)?;
    }
    let limit = usize::try_from(args.limit).unwrap_or(usize::MAX);
    let name = args.game.display().to_string();
    let game = game_file::read(&args.game)?;
    let text = game_file::harness(&game);
    let user_lines = game.source.lines().count();
    let harness = contained::compile(&text, &args.game).map_err(|message| {
        format!(
            "{name} does not compile:\n{}\nnote: lines after {user_lines} are the lab's harness: an error there means \
             State, moves, positions, guess or MISERE is declared otherwise than in the template (`nimkit new --lab NAME`): \
             `fn moves(s: &State) -> Vec<State>`, `fn positions() -> impl Iterator<Item = State>`, \
             `fn guess(s: &State) -> u32` or `fn guess_wins(s: &State) -> bool`, `const MISERE: bool`",
            message.trim_end()
        )
    })?;
    let memory_bytes = args
        .memory
        .checked_mul(1 << 20)
        .ok_or_else(|| format!("--memory {}: at most {MAX_MEMORY_MIB} MiB (1 TiB)", args.memory))?;
    let ran = contained::run_harness(&harness, &args.game, limit, certify::MOVES_SHOWN, time, memory_bytes)?;
    let table = table::parse(&ran.stdout, &ran.tag)?;
    // The game's own output (stdout lines not the table's, its eprintln! debugging): with the
    // diagnosis when the run stopped early, else after the report.
    let own_output: String = [
        diagnosis::printed_report(&table.printed),
        diagnosis::stderr_report(&ran.stderr, ran.stderr_dropped),
    ]
    .into_iter()
    .flatten()
    .collect();
    let stopped_early = ran.stopped.is_some() || !table.complete;
    if stopped_early {
        eprint!("{own_output}");
    }
    if let Some(stopped) = &ran.stopped {
        eprintln!("nimkit lab: the run stopped: {} ({})", stopped.verdict, stopped.message);
    }
    let caps = diagnosis::Caps { limit: args.limit, time: args.time, memory_mib: args.memory };
    if let Some(why) = diagnosis::why_stopped(&table, &ran, &caps) {
        eprintln!("nimkit lab: {why}");
    }
    if table.guess.is_none() {
        // Not even the header: positions() itself never finished or panicked.
        return Ok(ExitCode::from(EXIT_STOPPED));
    }
    out!("{}", report::render(&name, &table, limit));
    if !stopped_early {
        // Flushed first: on a terminal the game's output then comes after the table.
        let _ = std::io::Write::flush(&mut std::io::stdout());
        eprint!("{own_output}");
    }
    // A plot that cannot be drawn (or written) is said, and the exit code says so unless the
    // guess's own verdict (wrong, stopped early) has more to tell: it is not hidden by it.
    let mut plot_failed = false;
    if let Some(path) = &args.plot {
        let title = format!("{} ({} play)", name, if table.misere { "misère" } else { "normal" });
        let written = plot::svg(&table, &title).and_then(|picture| {
            crate::fsutil::write_atomically(path, picture.as_bytes())
                .map_err(|e| format!("--plot {}: cannot write: {e}", path.display()))
        });
        match written {
            Ok(()) => eprintln!("wrote {}", path.display()),
            Err(message) => {
                eprintln!("nimkit lab: {message}");
                plot_failed = true;
            }
        }
    }
    if table.nondeterministic.is_some() {
        // The report says why: a table of no one game is bad input, not a verdict.
        return Ok(ExitCode::from(EXIT_BAD_INPUT));
    }
    if let Some(solution) = &args.stress {
        let folder =
            tempfile::tempdir().map_err(|e| format!("--stress: cannot make a temporary folder: {e}"))?;
        let (generator, brute) = stress_files::write(folder.path(), &table.rows, args.answer)?;
        outln!("\nStress: {} against the lab's table ({} positions)", solution.display(), table.rows.len());
        let code = contained::stress(generator, brute, solution, args.stress_time);
        drop(folder);
        return Ok(code);
    }
    if !table.counterexamples().is_empty() {
        return Ok(ExitCode::from(EXIT_GUESS_WRONG));
    }
    if !table.complete || ran.stopped.is_some() {
        return Ok(ExitCode::from(EXIT_STOPPED));
    }
    Ok(ExitCode::from(if plot_failed { EXIT_BAD_INPUT } else { 0 }))
}

fn positive_seconds(flag: &str, seconds: f64) -> Result<Duration, String> {
    if seconds.is_finite() && seconds > 0.0 && seconds < 1e7 {
        Ok(Duration::from_secs_f64(seconds))
    } else {
        Err(format!("{flag} {seconds}: expected a positive number of seconds"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_is_whole_mib_within_a_cap_never_wrapped() {
        assert_eq!(parse_memory_mib("2048"), Ok(2048));
        assert_eq!(parse_memory_mib("1048576"), Ok(MAX_MEMORY_MIB));
        // 2^44 + 16 MiB once wrapped to a 16 MiB cap; 2^44 to none at all.
        for huge in ["17592186044432", "17592186044416", "1048577"] {
            let refused = parse_memory_mib(huge).unwrap_err();
            assert!(refused.contains("at most 1048576 MiB"), "{refused}");
        }
        assert!(parse_memory_mib("15").unwrap_err().contains("at least 16"));
        assert!(parse_memory_mib("2G").unwrap_err().contains("whole MiB"));
    }
}
