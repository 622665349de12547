//! `nimkit new --lab NAME`: a commented game file to start from, never written over a file.

use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};

/// The template: a working subtraction game with a correct guess, so that the first
/// `nimkit lab` shows every part of the report.
pub fn template(name: &str) -> String {
    format!(
        r#"// {name}: a game for `nimkit lab {name}.rs`. Write the move rule, look at the table and the
// patterns it shows, write your guess, and let the lab check it on every position:
//     nimkit lab {name}.rs                      the table, patterns, and the guess's verdict
//     nimkit lab {name}.rs --plot {name}.svg    the sequence (or the grid of a pair) drawn
//     nimkit lab {name}.rs --stress mine.rs     your contest solution against the lab's table
// The lab adds its own `main` (no input to read, nothing to print); any `nimkit::` module may
// be used (`nimkit modules` lists them), bundled as `nimkit test` does.

/// A position: any Clone + Eq + Hash + Debug type. One heap `u64`, a pair `(u64, u64)` (shown as
/// a grid), a sorted `Vec<u64>` of heaps, a board as a `String`...
type State = u64;

/// Every position one move away; none means the mover has no move (and loses, in normal play).
/// Positions may repeat (a cycle): the lab then reports draws (D) and Smith's ∞ values.
fn moves(s: &State) -> Vec<State> {{
    // Example: take 1, 3 or 4 tokens from one heap.
    [1, 3, 4].iter().filter(|&&t| t <= *s).map(|&t| s - t).collect()
}}

/// The positions to tabulate, smallest first (at most --limit of them, 10^6 unless told). All
/// the positions they reach are explored too, but only these are shown and searched for patterns.
fn positions() -> impl Iterator<Item = State> {{
    0..120
}}

/// Misère play (whoever moves last loses)? Delete this line, or set false, for normal play.
const MISERE: bool = false;

/// Your conjecture, checked on every position: a Grundy value here, or instead who wins as
/// `fn guess_wins(s: &State) -> bool` (true when the mover wins). Keep at most one of them;
/// delete both to look at the table only. A wrong guess gets its smallest counterexamples
/// and exit code 1.
fn guess(s: &State) -> u32 {{
    [0, 1, 0, 1, 2, 3, 2][(*s % 7) as usize]
}}
"#
    )
}

/// Writes the template to `file` (default NAME.rs); refuses an existing file.
pub fn write_new(name: &str, file: Option<&Path>) -> Result<PathBuf, String> {
    let usable = !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if !usable && file.is_none() {
        return Err(format!(
            "`{name}`: not a usable name (letters, digits, - and _); give FILE to choose the path"
        ));
    }
    let path = file.map_or_else(|| PathBuf::from(format!("{name}.rs")), Path::to_path_buf);
    let stem = path.file_stem().map_or(name.to_string(), |s| s.to_string_lossy().into_owned());
    let mut out = fs::OpenOptions::new().write(true).create_new(true).open(&path).map_err(|e| {
        if e.kind() == std::io::ErrorKind::AlreadyExists {
            format!(
                "{}: already exists; nimkit never overwrites a file (give another NAME or FILE)",
                path.display()
            )
        } else {
            format!("{}: cannot create: {e}", path.display())
        }
    })?;
    out.write_all(template(&stem).as_bytes())
        .map_err(|e| format!("{}: cannot write: {e}", path.display()))?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_template_is_a_complete_game_file_with_a_right_guess() {
        let text = template("take");
        let game = super::super::game_file::check(Path::new("take.rs"), text).unwrap();
        assert_eq!(game.guess, super::super::table::GuessKind::Value);
        assert!(game.has_misere);
        // The guess in the template is the subtraction game's true period.
        let values = nimkit::subtraction::grundy_table(&[1, 3, 4], 14);
        assert_eq!(&values[..7], &[0, 1, 0, 1, 2, 3, 2]);
        assert_eq!(&values[7..], &values[..7]);
    }

    #[test]
    fn an_existing_file_is_never_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("mine.rs");
        fs::write(&path, "my work").unwrap();
        let err = write_new("mine", Some(&path)).unwrap_err();
        assert!(err.contains("already exists"), "{err}");
        assert_eq!(fs::read_to_string(&path).unwrap(), "my work");
        let fresh = dir.path().join("fresh.rs");
        assert_eq!(write_new("x", Some(&fresh)).unwrap(), fresh);
        assert!(fs::read_to_string(&fresh)
            .unwrap()
            .starts_with("// fresh: a game for `nimkit lab fresh.rs`"));
        assert!(write_new("bad/name", None).is_err());
    }
}
