//! `nimkit grundy`: explore one heap game's nim-sequence (values, certified period, optional SVG).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use nimkit::octal::OctalGame;
use nimkit::subtraction::{certified_periodicity, grundy_table, Periodicity};

/// Splitting games reach exponentially many multisets of heaps, so misère values stop here.
const MAX_MISERE_SPLITTING: usize = 40;

#[derive(clap::Args)]
#[command(group(clap::ArgGroup::new("game").required(true).args(["octal", "subtraction", "grundys_game"])))]
pub struct GrundyArgs {
    /// Octal game code d0.d1d2... (e.g. 0.77 Kayles, 0.07 Dawson's Kayles, 0.137, 4.07).
    #[arg(long, value_name = "CODE")]
    octal: Option<String>,
    /// Subtraction game: the allowed takes, comma-separated (e.g. 1,3,4).
    #[arg(long, value_name = "TAKES", value_delimiter = ',')]
    subtraction: Option<Vec<u64>>,
    /// Grundy's game: split a heap into two unequal non-empty heaps.
    #[arg(long)]
    grundys_game: bool,
    /// How many values to compute: g(0), ..., g(N-1).
    #[arg(long, value_name = "N", default_value_t = 100)]
    count: usize,
    /// Print misère Grundy values of single heaps instead (0 exactly at misère P-positions).
    #[arg(long)]
    misere: bool,
    /// Also draw the sequence, the preperiod and one period as an SVG file.
    #[arg(long, value_name = "FILE.svg")]
    plot: Option<PathBuf>,
    /// Overwrite the --plot file if it exists.
    #[arg(long)]
    force: bool,
}

enum Game {
    Octal(OctalGame),
    Subtraction(Vec<u64>),
}

/// Runs the command; errors go to stderr with exit code 2 (bad input) or 1 (file problems).
pub fn run(args: &GrundyArgs) -> ExitCode {
    match compute(args) {
        Ok((values, periodicity, name)) => {
            let line: Vec<String> = values.iter().map(u32::to_string).collect();
            println!("{}", line.join(" "));
            match periodicity {
                Some(p) => println!("preperiod {} period {}", p.preperiod, p.period),
                None => println!("no period found up to {}", args.count),
            }
            if let Some(path) = &args.plot {
                let title =
                    format!("{name}{}: {} values", if args.misere { " (misère)" } else { "" }, values.len());
                if let Err(e) = write_new_file(path, &svg(&values, periodicity, &title), args.force) {
                    eprintln!("error: {e}");
                    return ExitCode::from(1);
                }
            }
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

type Computed = (Vec<u32>, Option<Periodicity>, String);

fn compute(args: &GrundyArgs) -> Result<Computed, String> {
    let game = if let Some(code) = &args.octal {
        Game::Octal(OctalGame::parse(code)?)
    } else if let Some(takes) = &args.subtraction {
        if takes.is_empty() || takes.contains(&0) {
            return Err(format!(
                "--subtraction {takes:?}: give positive takes such as 1,3,4 (0 is not a move)"
            ));
        }
        Game::Subtraction(takes.clone())
    } else {
        Game::Octal(OctalGame::grundys_game())
    };
    let n = args.count;
    Ok(match (&game, args.misere) {
        (Game::Octal(g), false) => {
            let values = g.values(n);
            let periodicity = g.certify(&values);
            (values, periodicity, title(g))
        }
        (Game::Octal(g), true) => {
            let splits = (0..n.min(64)).any(|h| g.options(h).iter().any(|&[_, b]| b > 0));
            if splits && n > MAX_MISERE_SPLITTING {
                return Err(format!(
                    "--misere for {} searches every reachable multiset of heaps (exponential): use --count {MAX_MISERE_SPLITTING} or less",
                    g.code()
                ));
            }
            // Without splits a heap stays a single heap and Guy–Smith's argument carries over;
            // with splits no periodicity is claimed for misère values.
            (g.misere_values(n), None, title(g))
        }
        (Game::Subtraction(takes), misere) => {
            let values = if misere { misere_subtraction(takes, n) } else { grundy_table(takes, n) };
            let window = *takes.iter().max().unwrap();
            let window = usize::try_from(window).unwrap_or(usize::MAX);
            let periodicity = if window <= n { certified_periodicity(&values, window) } else { None };
            let list: Vec<String> = takes.iter().map(u64::to_string).collect();
            (values, periodicity, format!("subtraction {{{}}}", list.join(", ")))
        }
    })
}

fn title(game: &OctalGame) -> String {
    match game.largest_take() {
        Some(_) => format!("octal {}", game.code()),
        None => game.code().to_string(), // Grundy's game
    }
}

/// Misère values of a subtraction game: 1 where no take fits, else the mex of the options.
/// Every heap of at least the largest take has a move, so the window certificate still holds.
fn misere_subtraction(takes: &[u64], len: usize) -> Vec<u32> {
    let mut values: Vec<u32> = Vec::with_capacity(len);
    for n in 0..len {
        let options: Vec<u32> =
            takes.iter().filter(|&&t| t <= n as u64).map(|&t| values[n - t as usize]).collect();
        values.push(if options.is_empty() { 1 } else { nimkit::grundy::mex(options) });
    }
    values
}

/// Writes `contents` to `path` atomically (`fsutil`'s writer), and refuses to replace an
/// existing file unless `force`.
fn write_new_file(path: &Path, contents: &str, force: bool) -> Result<(), String> {
    if path.exists() && !force {
        return Err(format!("{} already exists; choose another name or pass --force", path.display()));
    }
    crate::fsutil::write_atomically(path, contents.as_bytes()).map_err(|e| {
        format!("cannot write {}: {e} (check that the folder exists and is writable)", path.display())
    })
}

/// A hand-written SVG: the values (one min–max stroke per column), the preperiod shaded grey
/// and the first full period shaded blue.
fn svg(values: &[u32], periodicity: Option<Periodicity>, title: &str) -> String {
    let (width, height, left, right, top, bottom) = (1000.0, 360.0, 50.0, 20.0, 40.0, 40.0);
    let plot_w: f64 = width - left - right;
    let plot_h: f64 = height - top - bottom;
    let len = values.len().max(1) as f64;
    let max = values.iter().copied().max().unwrap_or(0).max(1) as f64;
    let x = |n: f64| left + n * plot_w / len;
    let y = |v: f64| top + plot_h - v * plot_h / max;
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="12">"#
    );
    let _ = writeln!(out, r#"<rect width="100%" height="100%" fill="white"/>"#);
    let _ = writeln!(out, r#"<text x="{left}" y="20" font-size="14">{}</text>"#, escape(title));
    if let Some(p) = periodicity {
        let (x0, x1, x2) = (x(0.0), x(p.preperiod as f64), x((p.preperiod + p.period) as f64));
        let _ = writeln!(
            out,
            r##"<rect x="{x0:.2}" y="{top}" width="{:.2}" height="{plot_h}" fill="#e6e6e6"><title>preperiod {}</title></rect>"##,
            x1 - x0,
            p.preperiod
        );
        let _ = writeln!(
            out,
            r##"<rect x="{x1:.2}" y="{top}" width="{:.2}" height="{plot_h}" fill="#cfe3ff"><title>period {}</title></rect>"##,
            (x2 - x1).max(1.0),
            p.period
        );
        let _ = writeln!(
            out,
            r#"<text x="{x1:.2}" y="{}">preperiod {} · period {}</text>"#,
            top - 6.0,
            p.preperiod,
            p.period
        );
    }
    let _ = writeln!(
        out,
        r##"<line x1="{left}" y1="{0}" x2="{1}" y2="{0}" stroke="#444"/>"##,
        top + plot_h,
        left + plot_w
    );
    let _ =
        writeln!(out, r##"<line x1="{left}" y1="{top}" x2="{left}" y2="{}" stroke="#444"/>"##, top + plot_h);
    let _ = writeln!(
        out,
        r#"<text x="{left}" y="{}">0</text><text x="{}" y="{}" text-anchor="end">n = {}</text>"#,
        height - 20.0,
        left + plot_w,
        height - 20.0,
        values.len()
    );
    let _ = writeln!(
        out,
        r#"<text x="{}" y="{}" text-anchor="end">{max}</text><text x="{}" y="{}" text-anchor="end">0</text>"#,
        left - 6.0,
        top + 4.0,
        left - 6.0,
        top + plot_h
    );
    // One stroke per pixel column spans the values falling in it, so a million values stay small.
    let columns = (plot_w as usize).min(values.len());
    let mut path = String::new();
    for c in 0..columns {
        let (from, to) = (
            c * values.len() / columns,
            ((c + 1) * values.len() / columns).max(c * values.len() / columns + 1),
        );
        let slice = &values[from..to];
        let (lo, hi) = (*slice.iter().min().unwrap() as f64, *slice.iter().max().unwrap() as f64);
        let cx = x((from + to) as f64 / 2.0);
        let _ = write!(path, "M{cx:.2} {:.2}V{:.2}", y(lo) + 1.5, y(hi) - 1.5);
    }
    let _ = writeln!(out, r##"<path d="{path}" stroke="#1f4e9c" stroke-width="2" fill="none"/>"##);
    out.push_str("</svg>\n");
    out
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn misere_subtraction_matches_the_octal_engine() {
        // Takes {1, 3, 4} is the octal game 0.3033 (each digit 3: take k, leave 0 or 1 heap).
        let octal = OctalGame::new("0.3033").misere_values(40);
        assert_eq!(misere_subtraction(&[1, 3, 4], 40), octal);
    }

    #[test]
    fn svg_marks_preperiod_and_period_and_escapes_the_title() {
        let values = OctalGame::new("0.77").values(200);
        let picture = svg(&values, Some(Periodicity { preperiod: 71, period: 12 }), "a < b");
        assert!(picture.starts_with("<svg") && picture.ends_with("</svg>\n"));
        assert!(
            picture.contains("<title>preperiod 71</title>") && picture.contains("<title>period 12</title>")
        );
        assert!(picture.contains("a &lt; b"));
    }

    #[test]
    fn existing_files_are_kept_unless_forced() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("plot.svg");
        write_new_file(&path, "one", false).unwrap();
        assert!(write_new_file(&path, "two", false).unwrap_err().contains("already exists"));
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "one");
        write_new_file(&path, "three", true).unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "three");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1, "no temporary file left behind");
    }
}
