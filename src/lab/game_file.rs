//! The contestant's game file: checked for the items the lab needs (with a message naming what
//! is missing), then extended with the harness, a `main` that tabulates the game.
//!
//! The harness is appended after the file, untouched, so the compiler's line numbers are the
//! file's own. It reads the positions (at most the limit), explores everything they reach with
//! `nimkit::loopy::explore`, and prints the table in the protocol `table.rs` reads. It explores
//! from the first 16, 32, 64, ... positions in turn and prints each round's new rows at once:
//! a run stopped by the time or memory cap has printed every row it finished, each complete
//! (the rows of a prefix depend only on what that prefix reaches). Redoing the smaller rounds
//! costs at most as much again as the last one.

use std::path::Path;

use syn::spanned::Spanned;

use super::table::GuessKind;

/// What the game file defines besides the required `State`, `moves` and `positions`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameFile {
    pub source: String,
    pub guess: GuessKind,
    pub has_misere: bool,
}

/// The first round's number of positions; each round doubles it.
const FIRST_ROUND: usize = 16;

/// Reads and checks the file: it must parse, define `State` (a type alias, struct or enum),
/// `fn moves` and `fn positions`, at most one of `fn guess` / `fn guess_wins`, and no `main`
/// (the harness brings its own).
pub fn read(path: &Path) -> Result<GameFile, String> {
    let bytes = crate::fsutil::read_regular(path)?;
    let source = String::from_utf8(bytes).map_err(|_| format!("{}: not UTF-8 text", path.display()))?;
    check(path, source)
}

/// [`read`] on text already read.
pub fn check(path: &Path, source: String) -> Result<GameFile, String> {
    let name = path.display();
    let file = syn::parse_file(&source).map_err(|e| {
        let at = e.span().start();
        format!("{name}:{}:{}: {e} (the game file must be Rust that compiles)", at.line, at.column + 1)
    })?;
    let has = |wanted: &str| -> Option<proc_macro2::Span> {
        file.items.iter().find_map(|item| {
            let (ident, span) = match item {
                syn::Item::Fn(f) => (&f.sig.ident, f.sig.span()),
                syn::Item::Type(t) => (&t.ident, t.span()),
                syn::Item::Struct(s) => (&s.ident, s.span()),
                syn::Item::Enum(e) => (&e.ident, e.span()),
                syn::Item::Const(c) => (&c.ident, c.span()),
                _ => return None,
            };
            (ident == wanted).then_some(span)
        })
    };
    let template = "`nimkit new --lab NAME` writes a template with each of them";
    if let Some(span) = has("main") {
        return Err(format!(
            "{name}:{}: the game file has a `main`; the lab writes its own that tabulates the game: remove it \
             (keep State, moves and positions)",
            span.start().line
        ));
    }
    for (item, what) in [
        ("State", "`type State = ...;` (the position: any Clone + Eq + Hash + Debug type)"),
        ("moves", "`fn moves(s: &State) -> Vec<State>` (the positions one move away)"),
        ("positions", "`fn positions() -> impl Iterator<Item = State>` (the positions to tabulate)"),
    ] {
        if has(item).is_none() {
            return Err(format!("{name}: no {what}; the lab needs State, moves and positions ({template})"));
        }
    }
    let guess = match (has("guess").is_some(), has("guess_wins").is_some()) {
        (true, true) => {
            return Err(format!(
                "{name}: both `fn guess` and `fn guess_wins`: keep one (a value conjecture, or who wins)"
            ))
        }
        (true, false) => GuessKind::Value,
        (false, true) => GuessKind::Wins,
        (false, false) => GuessKind::None,
    };
    let has_misere = has("MISERE").is_some();
    Ok(GameFile { source, guess, has_misere })
}

/// The file followed by the harness's `main`.
pub fn harness(game: &GameFile) -> String {
    let misere = if game.has_misere { "MISERE" } else { "false" };
    let (guess_kind, guess_text) = match game.guess {
        GuessKind::Value => ("value", "guess(s).to_string()"),
        GuessKind::Wins => ("wins", "guess_wins(s).to_string()"),
        GuessKind::None => ("none", "String::from(\"-\")"),
    };
    let mut text = game.source.clone();
    if !text.ends_with('\n') {
        text.push('\n');
    }
    text.push_str(
        &HARNESS
            .replace("@MISERE@", misere)
            .replace("@GUESS_KIND@", guess_kind)
            .replace("@GUESS@", guess_text)
            .replace("@FIRST_ROUND@", &FIRST_ROUND.to_string()),
    );
    text
}

/// The harness. Arguments: LIMIT (positions tabulated) and MOVES_SHOWN (rows whose options
/// are printed, for recognising subtraction and octal games).
const HARNESS: &str = r#"
// ---- nimkit lab harness (generated; the game file above is unchanged) ----
fn main() {
    use std::io::Write as _;
    let mut nimkit_lab_args = std::env::args().skip(1).map(|a| a.parse::<usize>().expect("nimkit lab: numeric arguments"));
    let limit = nimkit_lab_args.next().unwrap_or(1_000_000);
    let moves_shown = nimkit_lab_args.next().unwrap_or(0);
    let misere: bool = @MISERE@;
    let mut listed: Vec<State> = Vec::new();
    let mut more = false;
    for position in positions() {
        if listed.len() == limit {
            more = true;
            break;
        }
        listed.push(position);
    }
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let _ = writeln!(out, "nimkit-lab 1 listed {} more {} misere {} guess @GUESS_KIND@", listed.len(), more as u8, misere as u8);
    let _ = out.flush();
    let mut done = 0usize;
    while done < listed.len() {
        let upto = if done == 0 { @FIRST_ROUND@ } else { 2 * done }.min(listed.len());
        let _ = writeln!(out, "chunk {upto}");
        let _ = out.flush();
        let mut expanded = 0usize;
        let (states, mut graph) = nimkit::loopy::explore(&listed[..upto], |s: &State| {
            expanded += 1;
            if expanded % 65536 == 0 {
                let _ = writeln!(out, "exploring {expanded}");
                let _ = out.flush();
            }
            moves(s)
        });
        let _ = writeln!(out, "reached {}", states.len());
        if misere {
            // Misère: a player with no move wins, as if the terminal position had one move to a
            // lost position.
            let lost = graph.len();
            for options in graph.iter_mut() {
                if options.is_empty() {
                    options.push(lost);
                }
            }
            graph.push(Vec::new());
        }
        let outcomes = nimkit::loopy::outcomes(&graph);
        let values = nimkit::loopy::smith_values(&graph);
        let index: std::collections::HashMap<&State, usize> = states.iter().enumerate().map(|(i, s)| (s, i)).collect();
        for (row, s) in listed[..upto].iter().enumerate().skip(done) {
            let i = index[s];
            let outcome = match outcomes[i] {
                nimkit::loopy::Outcome::Win => 'N',
                nimkit::loopy::Outcome::Lose => 'P',
                nimkit::loopy::Outcome::Draw => 'D',
            };
            let value = match &values[i] {
                nimkit::loopy::LoopyValue::Finite(g) => g.to_string(),
                nimkit::loopy::LoopyValue::Infinite(finite) => {
                    let list: Vec<String> = finite.iter().map(|g| g.to_string()).collect();
                    format!("inf:{}", list.join(","))
                }
            };
            let guessed: String = @GUESS@;
            let shown = format!("{:?}", s).replace('\n', " ");
            let _ = writeln!(out, "row {outcome}\t{value}\t{guessed}\t{shown}");
            if row < moves_shown {
                let options: String = moves(s).iter().map(|m| format!("\t{:?}", m).replace('\n', " ")).collect();
                let _ = writeln!(out, "moves {options}");
            }
        }
        let _ = out.flush();
        done = upto;
    }
    let _ = writeln!(out, "done");
    let _ = out.flush();
}
"#;

#[cfg(test)]
mod tests {
    use super::*;

    const GAME: &str = "type State = u64;\nfn moves(s: &State) -> Vec<State> { (1..=2).filter(|t| t <= s).map(|t| s - t).collect() }\n\
        fn positions() -> impl Iterator<Item = State> { 0..50 }\n";

    #[test]
    fn a_complete_file_is_accepted_and_the_harness_appended_after_it() {
        let game = check(Path::new("g.rs"), GAME.to_string()).unwrap();
        assert_eq!((game.guess, game.has_misere), (GuessKind::None, false));
        let text = harness(&game);
        assert!(text.starts_with(GAME), "the file comes first, line for line");
        assert!(text.contains("let misere: bool = false;") && text.contains("guess none"));
        let with_guess =
            format!("{GAME}const MISERE: bool = true;\nfn guess_wins(s: &State) -> bool {{ s % 3 != 0 }}\n");
        let game = check(Path::new("g.rs"), with_guess).unwrap();
        assert_eq!((game.guess, game.has_misere), (GuessKind::Wins, true));
        let text = harness(&game);
        assert!(text.contains("let misere: bool = MISERE;") && text.contains("guess_wins(s).to_string()"));
        assert!(syn::parse_file(&text).is_ok(), "the harness parses");
    }

    #[test]
    fn missing_items_and_a_main_are_named() {
        let err = check(Path::new("g.rs"), GAME.replace("fn moves", "fn moevs")).unwrap_err();
        assert!(err.starts_with("g.rs: no `fn moves(s: &State) -> Vec<State>`"), "{err}");
        let err = check(Path::new("g.rs"), GAME.replace("0..50", "0..50 }\nfn main() {")).unwrap_err();
        assert!(err.contains("g.rs:4: the game file has a `main`"), "{err}");
        let err = check(
            Path::new("g.rs"),
            format!(
                "{GAME}fn guess(s: &State) -> u32 {{ 0 }}\nfn guess_wins(s: &State) -> bool {{ true }}\n"
            ),
        )
        .unwrap_err();
        assert!(err.contains("both `fn guess` and `fn guess_wins`"), "{err}");
        let err = check(Path::new("g.rs"), "fn moves(".to_string()).unwrap_err();
        assert!(err.starts_with("g.rs:1:"), "{err}");
    }
}
