//! `nimkit grundy`: explore one heap game's nim-sequence (values, certified period, optional SVG).

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use nimkit::octal::OctalGame;
use nimkit::subtraction::{certified_periodicity, grundy_table, Periodicity};

/// Splitting games reach exponentially many multisets of heaps, so misère values stop here.
const MAX_MISERE_SPLITTING: usize = 40;

#[derive(clap::Args, Clone)]
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
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = at_least_one)]
    count: usize,
    /// One line per heap: `n g(n)` (index and value) instead of one line of values.
    #[arg(long)]
    indexed: bool,
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

/// The most values `--count` may ask for: every value is kept in memory (about 8 bytes each for
/// Grundy's game, whose 10^8 values take 786 MB and 100 s), so a count past this would exhaust
/// the memory (or overflow the table's size) long before it printed anything.
const MAX_COUNT: usize = 100_000_000;

/// `--count`: at least one value, at most [`MAX_COUNT`].
fn at_least_one(text: &str) -> Result<usize, String> {
    match text.trim().parse::<u128>() {
        Ok(n) if n > MAX_COUNT as u128 => Err(format!(
            "`{text}`: at most {MAX_COUNT} values (10^8): every value is kept in memory, about 800 MB \
             at that count, and a larger table would not fit"
        )),
        Ok(n) if n >= 1 => Ok(n as usize),
        _ => Err(format!("`{text}`: expected how many values to compute, a whole number ≥ 1")),
    }
}

/// The most values computed to find a count that certifies a period, for the hint.
const HINT_SEARCH_LIMIT: usize = 10_000;

/// Runs the command; errors go to stderr with exit code 2 (bad input) or 1 (file problems).
pub fn run(args: &GrundyArgs) -> ExitCode {
    // Refuse an existing plot file before the work, which may take long.
    if let Some(path) = args.plot.as_ref().filter(|p| p.exists() && !args.force) {
        eprintln!("error: {} already exists; choose another name or pass --force", path.display());
        return ExitCode::from(1);
    }
    match compute(args) {
        Ok((values, periodicity, name)) => {
            // The plot first: a reader that closes stdout early (`| head -1`) must not stop it.
            if let Some(path) = &args.plot {
                let misere = if args.misere { None } else { cheap_misere_values(args, values.len()) };
                let title = format!("{name}{}", if args.misere { " (misère)" } else { "" });
                let picture = svg(&values, misere.as_deref(), periodicity, &title, args.misere);
                if let Err(e) = write_new_file(path, &picture, args.force) {
                    eprintln!("error: {e}");
                    return ExitCode::from(1);
                }
                eprintln!("wrote the plot to {}", path.display());
            }
            let summary = match periodicity {
                Some(p) => format!("preperiod {} period {}\n", p.preperiod, p.period),
                None => format!("no period found up to {}\n", args.count),
            };
            let mut out = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
            let written = write_values(&mut out, &values, args.indexed)
                .and_then(|()| out.write_all(summary.as_bytes()))
                .and_then(|()| out.flush());
            match written {
                Ok(()) => {}
                // The reader stopped early (`| head`): what it took was written.
                Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => return ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("error: writing the values: {e}");
                    return ExitCode::from(1);
                }
            }
            if periodicity.is_none() {
                if let Some(hint) = period_hint(args) {
                    eprintln!("hint: {hint}");
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

/// The values as one line separated by spaces, or (`indexed`) as `n g(n)` lines with n
/// right-aligned; digits are written straight into the buffer (a million values are a few
/// megabytes of text: no String per value).
fn write_values(out: &mut impl std::io::Write, values: &[u32], indexed: bool) -> std::io::Result<()> {
    let mut line = Vec::with_capacity(32);
    let width = values.len().saturating_sub(1).to_string().len();
    for (n, &g) in values.iter().enumerate() {
        line.clear();
        if indexed {
            let start = line.len();
            push_decimal(&mut line, n as u64);
            let pad = width.saturating_sub(line.len() - start);
            line.splice(start..start, std::iter::repeat(b' ').take(pad));
            line.push(b' ');
            push_decimal(&mut line, u64::from(g));
            line.push(b'\n');
        } else {
            if n > 0 {
                line.push(b' ');
            }
            push_decimal(&mut line, u64::from(g));
        }
        out.write_all(&line)?;
    }
    if !indexed {
        out.write_all(b"\n")?;
    }
    Ok(())
}

/// Appends `x` in decimal.
fn push_decimal(out: &mut Vec<u8>, mut x: u64) {
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + (x % 10) as u8;
        x /= 10;
        if x == 0 {
            break;
        }
    }
    out.extend_from_slice(&digits[start..]);
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

/// Why no period was found and what to try: the smallest `--count` (10× steps) whose values
/// certify one, when there is one within [`HINT_SEARCH_LIMIT`] values.
fn period_hint(args: &GrundyArgs) -> Option<String> {
    if args.misere {
        return None;
    }
    if args.grundys_game {
        return Some("Grundy's game has no known period (its values are known to beyond 10^11 heaps)".into());
    }
    let mut count = args.count.saturating_mul(10);
    while count <= HINT_SEARCH_LIMIT {
        let mut larger = GrundyArgs { count, plot: None, ..args.clone() };
        larger.indexed = false;
        if let Ok((_, Some(p), name)) = compute(&larger) {
            return Some(format!(
                "{name} has preperiod {} and period {}, certified from {count} values: try --count {count}",
                p.preperiod, p.period
            ));
        }
        count = count.saturating_mul(10);
    }
    Some(format!(
        "none is certified within {HINT_SEARCH_LIMIT} values either; a larger --count may still find one"
    ))
}

/// The misère values drawn beside the normal ones, when computing them is cheap (no
/// splitting, or few heaps).
fn cheap_misere_values(args: &GrundyArgs, len: usize) -> Option<Vec<u32>> {
    let mut misere = GrundyArgs { count: len, plot: None, ..args.clone() };
    misere.misere = true;
    compute(&misere).ok().map(|(values, _, _)| values)
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

/// A hand-written SVG a reader understands at a glance: labelled axes with ticks, the values
/// as points (min–max strokes when there are more values than pixels), misère values beside
/// the normal ones when given, the preperiod shaded grey and the first period blue, a legend.
pub(crate) fn svg(
    values: &[u32],
    misere: Option<&[u32]>,
    periodicity: Option<Periodicity>,
    title: &str,
    misere_only: bool,
) -> String {
    // The legend sits above the plot, one 16-pixel row per entry: the plot starts below it.
    let legend_rows = 1 + usize::from(misere.is_some()) + 2 * usize::from(periodicity.is_some());
    let top = (LEGEND_TOP + LEGEND_ROW * legend_rows as f64).max(60.0);
    let (width, left, right, bottom) = (1000.0, 70.0, 20.0, 60.0);
    let height = top + 300.0 + bottom;
    let plot_w: f64 = width - left - right;
    let plot_h: f64 = height - top - bottom;
    let len = values.len().max(1) as f64;
    let highest = values.iter().chain(misere.unwrap_or(&[])).copied().max().unwrap_or(0).max(1);
    let max = highest as f64;
    let x = |n: f64| left + (n + 0.5) * plot_w / len;
    let y = |v: f64| top + plot_h - v * plot_h / max;
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="13">"#
    );
    let _ = writeln!(out, r#"<rect width="100%" height="100%" fill="white"/>"#);
    let _ = writeln!(
        out,
        r#"<text x="{left}" y="22" font-size="16" font-weight="bold">{}</text>"#,
        escape(title)
    );
    if let Some(p) = periodicity {
        let (x0, x1, x2) = (
            left,
            left + p.preperiod as f64 * plot_w / len,
            left + (p.preperiod + p.period) as f64 * plot_w / len,
        );
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
            r##"<line x1="{x1:.2}" y1="{top}" x2="{x1:.2}" y2="{}" stroke="#1f4e9c" stroke-dasharray="4 3"/>"##,
            top + plot_h
        );
    }
    // Axes, ticks and their labels.
    let (x_axis, y_axis_bottom) = (top + plot_h, top + plot_h);
    let _ = writeln!(
        out,
        r##"<line x1="{left}" y1="{x_axis}" x2="{}" y2="{x_axis}" stroke="#333"/>"##,
        left + plot_w
    );
    let _ =
        writeln!(out, r##"<line x1="{left}" y1="{top}" x2="{left}" y2="{y_axis_bottom}" stroke="#333"/>"##);
    for tick in ticks(values.len().saturating_sub(1) as u64) {
        let tx = x(tick as f64);
        let _ = writeln!(
            out,
            r##"<line x1="{tx:.2}" y1="{x_axis}" x2="{tx:.2}" y2="{}" stroke="#333"/><text x="{tx:.2}" y="{}" text-anchor="middle">{tick}</text>"##,
            x_axis + 5.0,
            x_axis + 19.0
        );
    }
    for tick in ticks(highest as u64) {
        let ty = y(tick as f64);
        let _ = writeln!(
            out,
            r##"<line x1="{}" y1="{ty:.2}" x2="{left}" y2="{ty:.2}" stroke="#333"/><text x="{}" y="{:.2}" text-anchor="end">{tick}</text>"##,
            left - 5.0,
            left - 8.0,
            ty + 4.0
        );
    }
    let _ = writeln!(
        out,
        r#"<text x="{:.2}" y="{}" text-anchor="middle">heap size n</text>"#,
        left + plot_w / 2.0,
        height - 18.0
    );
    let _ = writeln!(
        out,
        r#"<text x="18" y="{:.2}" text-anchor="middle" transform="rotate(-90 18 {:.2})">Grundy value g(n)</text>"#,
        top + plot_h / 2.0,
        top + plot_h / 2.0
    );
    // The series.
    let normal_label = if misere_only { "misère value" } else { "normal play g(n)" };
    let normal_colour = if misere_only { "#c0392b" } else { "#1f4e9c" };
    let normal_name = if misere_only { "misère g" } else { "g" };
    let _ = writeln!(out, "{}", series(values, normal_name, normal_colour, 0.0, &x, &y, plot_w));
    if let Some(misere) = misere {
        let shift = plot_w / len / 4.0;
        let _ = writeln!(out, "{}", series(misere, "misère g", "#c0392b", shift, &x, &y, plot_w));
    }
    // The legend, top right.
    let mut entries: Vec<(String, &str, bool)> = vec![(normal_label.to_string(), normal_colour, false)];
    if misere.is_some() {
        entries.push(("misère play".to_string(), "#c0392b", false));
    }
    if let Some(p) = periodicity {
        entries.push((format!("preperiod {}", p.preperiod), "#e6e6e6", true));
        entries.push((format!("first period ({})", p.period), "#cfe3ff", true));
    }
    for (i, (label, colour, swatch)) in entries.iter().enumerate() {
        let (lx, ly) = (width - right - 190.0, LEGEND_TOP + LEGEND_ROW * i as f64);
        let mark = if *swatch {
            format!(
                r##"<rect x="{lx}" y="{}" width="12" height="10" fill="{colour}" stroke="#999"/>"##,
                ly - 9.0
            )
        } else {
            format!(r#"<circle cx="{}" cy="{}" r="4" fill="{colour}"/>"#, lx + 6.0, ly - 4.0)
        };
        let _ = writeln!(out, r#"{mark}<text x="{}" y="{ly}">{}</text>"#, lx + 18.0, escape(label));
    }
    out.push_str("</svg>\n");
    out
}

/// The baseline of the legend's first row, and the height of a row.
const LEGEND_TOP: f64 = 18.0;
const LEGEND_ROW: f64 = 16.0;

/// About five round tick values from 0 to `max`.
fn ticks(max: u64) -> Vec<u64> {
    let rough = (max / 5).max(1);
    let magnitude = 10u64.pow(rough.ilog10());
    let step = [1, 2, 5, 10].iter().map(|m| m * magnitude).find(|&s| s >= rough).unwrap_or(rough);
    (0..=max / step).map(|k| k * step).collect()
}

/// One series: a visible point per value while they fit, else one min–max stroke per pixel
/// column (so a million values stay small); `shift` moves it sideways beside another series.
/// A point's hover title names the value as `name(n) = v`.
#[allow(clippy::too_many_arguments)]
fn series(
    values: &[u32],
    name: &str,
    colour: &str,
    shift: f64,
    x: &dyn Fn(f64) -> f64,
    y: &dyn Fn(f64) -> f64,
    plot_w: f64,
) -> String {
    let mut out = String::new();
    if values.len() as f64 <= plot_w / 3.0 {
        let radius = (plot_w / values.len().max(1) as f64 / 3.0).clamp(2.0, 4.0);
        let _ = write!(out, r#"<g fill="{colour}">"#);
        for (n, &v) in values.iter().enumerate() {
            let _ = write!(
                out,
                r#"<circle cx="{:.2}" cy="{:.2}" r="{radius:.1}"><title>{name}({n}) = {v}</title></circle>"#,
                x(n as f64) + shift,
                y(v as f64)
            );
        }
        out.push_str("</g>");
        return out;
    }
    let columns = (plot_w as usize).min(values.len());
    let mut path = String::new();
    for c in 0..columns {
        let (from, to) = (
            c * values.len() / columns,
            ((c + 1) * values.len() / columns).max(c * values.len() / columns + 1),
        );
        let slice = &values[from..to];
        let (lo, hi) = (*slice.iter().min().unwrap() as f64, *slice.iter().max().unwrap() as f64);
        let cx = x((from + to) as f64 / 2.0) + shift;
        let _ = write!(path, "M{cx:.2} {:.2}V{:.2}", y(lo) + 1.5, y(hi) - 1.5);
    }
    let _ = write!(out, r#"<path d="{path}" stroke="{colour}" stroke-width="2" fill="none"/>"#);
    out
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn count_is_bounded_with_the_reason() {
        assert_eq!(at_least_one("100000000"), Ok(MAX_COUNT));
        for huge in ["100000001", "18446744073709551615", "1000000000000000000000000"] {
            let refused = at_least_one(huge).unwrap_err();
            assert!(refused.contains("at most 100000000 values") && refused.contains("memory"), "{refused}");
        }
        assert!(at_least_one("0").unwrap_err().contains("≥ 1"));
    }

    #[test]
    fn misere_subtraction_matches_the_octal_engine() {
        // Takes {1, 3, 4} is the octal game 0.3033 (each digit 3: take k, leave 0 or 1 heap).
        let octal = OctalGame::new("0.3033").misere_values(40);
        assert_eq!(misere_subtraction(&[1, 3, 4], 40), octal);
    }

    #[test]
    fn svg_marks_preperiod_and_period_and_escapes_the_title() {
        let values = OctalGame::new("0.77").values(200);
        let picture = svg(&values, None, Some(Periodicity { preperiod: 71, period: 12 }), "a < b", false);
        assert!(picture.starts_with("<svg") && picture.ends_with("</svg>\n"));
        assert!(
            picture.contains("<title>preperiod 71</title>") && picture.contains("<title>period 12</title>")
        );
        assert!(picture.contains("a &lt; b"));
    }

    /// The legend's rows (text baselines) and the plot's top edge (the grey preperiod band).
    fn legend_rows_and_plot_top(picture: &str) -> (Vec<f64>, f64) {
        let number_after = |line: &str, key: &str| -> f64 {
            let rest = &line[line.find(key).unwrap() + key.len()..];
            rest[..rest.find('"').unwrap()].parse().unwrap()
        };
        // Legend marks start at x = 1000 - 20 - 190 (a swatch) or 6 pixels further (a dot).
        let rows = picture
            .lines()
            .filter(|l| l.starts_with("<rect x=\"790\"") || l.starts_with("<circle cx=\"796\""))
            .map(|l| number_after(&l[l.find("<text").unwrap()..], " y=\""))
            .collect();
        let band = picture.lines().find(|l| l.contains("fill=\"#e6e6e6\"><title>")).unwrap();
        (rows, number_after(band, " y=\""))
    }

    #[test]
    fn four_legend_rows_stay_above_the_plot() {
        // {2, 5, 6}: normal and misère series, a preperiod and a period, four legend rows.
        let values = grundy_table(&[2, 5, 6], 200);
        let periodicity = certified_periodicity(&values, 6);
        let misere = misere_subtraction(&[2, 5, 6], 200);
        let picture = svg(&values, Some(&misere), periodicity, "subtraction {2, 5, 6}", false);
        let (rows, plot_top) = legend_rows_and_plot_top(&picture);
        assert_eq!(rows.len(), 4, "{picture}");
        // A row's text reaches about 4 pixels below its baseline; the points reach the top edge.
        assert!(rows.iter().all(|&y| y + 4.0 < plot_top), "rows {rows:?}, plot from {plot_top}");
    }

    #[test]
    fn misere_points_are_titled_as_misere_values() {
        let values = grundy_table(&[1, 2], 10);
        let misere = misere_subtraction(&[1, 2], 10);
        let both = svg(&values, Some(&misere), None, "t", false);
        assert!(both.contains("<title>g(0) = 0</title>") && both.contains("<title>misère g(0) = 1</title>"));
        let only = svg(&misere, None, None, "t", true);
        assert!(only.contains("<title>misère g(0) = 1</title>") && !only.contains("<title>g("), "{only}");
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
