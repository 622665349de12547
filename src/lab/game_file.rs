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
                // `static MISERE: bool = true;` reads like the const: missing it here played
                // a misère game as normal play, silently.
                syn::Item::Static(s) => (&s.ident, s.span()),
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
    let misere_mut = file.items.iter().find_map(|item| match item {
        syn::Item::Static(s)
            if s.ident == "MISERE" && !matches!(s.mutability, syn::StaticMutability::None) =>
        {
            Some(s.span())
        }
        _ => None,
    });
    if let Some(span) = misere_mut {
        return Err(format!(
            "{name}:{}: `static mut MISERE`: the lab reads MISERE once, before the game starts; declare \
             `const MISERE: bool = true;` (or false)",
            span.start().line
        ));
    }
    Ok(GameFile { source, guess, has_misere })
}

/// The file followed by the harness's `main`.
pub fn harness(game: &GameFile) -> String {
    let misere = if game.has_misere { "MISERE" } else { "false" };
    // The guess is bound to the type the lab reads (the header names the kind, the row holds
    // its text): another return type is a compile error on this line, which the compiler
    // quotes with its comment, instead of a `u32` guess_wins read as a value and judged wrong.
    let (guess_kind, guess_text) = match game.guess {
        GuessKind::Value => ("value", "let guessed: u32 = guess(s); // the lab needs `fn guess(s: &State) -> u32` (a Grundy value)"),
        GuessKind::Wins => (
            "wins",
            "let guessed: bool = guess_wins(s); // the lab needs `fn guess_wins(s: &State) -> bool` (true: the mover wins)",
        ),
        GuessKind::None => ("none", "let guessed = \"-\";"),
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

/// The harness. Arguments: LIMIT (positions tabulated), MOVES_SHOWN (rows whose options are
/// printed, for recognising subtraction and octal games) and TAG, the word every line of the
/// table starts with (unique to the run, so nothing the game prints on stdout is taken for
/// the table). Besides the table it reports what it is doing, for a run stopped early to be
/// diagnosed by its phase (see `table::Phase`): a heartbeat thread prints the phase and the
/// position at hand every 200 ms with how long they have not changed (a single call that
/// hangs shows as a long stall), the panic hook prints them before the panic's message, and
/// `reached` is flushed before the analysis starts. Lines are written whole under stdout's
/// lock (`write_all` holds it), so the heartbeat never cuts into a row.
const HARNESS: &str = r#"
// ---- nimkit lab harness (generated; the game file above is unchanged) ----
fn main() {
    use std::sync::atomic::{AtomicU8, AtomicUsize, Ordering::Relaxed};
    // The phase (0 positions(), 1 moves() while exploring, 2 the lab's analysis, 3 guess,
    // 4 moves() again for the options shown, 5 writing a row) and the position at hand.
    static NIMKIT_LAB_PHASE: AtomicU8 = AtomicU8::new(0);
    static NIMKIT_LAB_AT: AtomicUsize = AtomicUsize::new(0);
    fn nimkit_lab_emit(text: &str) {
        let mut lock = std::io::stdout().lock();
        let _ = std::io::Write::write_all(&mut lock, text.as_bytes());
        let _ = std::io::Write::flush(&mut lock);
    }
    // The table's lines, written in batches (and on unwinding: the rows of a round finished
    // before a panic are complete).
    struct NimkitLabOut {
        tag: String,
        text: String,
    }
    impl NimkitLabOut {
        fn line(&mut self, line: std::fmt::Arguments) {
            self.text.push_str(&self.tag);
            self.text.push(' ');
            let _ = std::fmt::Write::write_fmt(&mut self.text, line);
            self.text.push('\n');
            if self.text.len() >= 1 << 16 {
                self.flush();
            }
        }
        fn flush(&mut self) {
            nimkit_lab_emit(&self.text);
            self.text.clear();
        }
    }
    impl Drop for NimkitLabOut {
        fn drop(&mut self) {
            self.flush();
        }
    }
    let mut nimkit_lab_args = std::env::args().skip(1);
    let limit: usize = nimkit_lab_args.next().and_then(|a| a.parse().ok()).unwrap_or(1_000_000);
    let moves_shown: usize = nimkit_lab_args.next().and_then(|a| a.parse().ok()).unwrap_or(0);
    let tag = nimkit_lab_args.next().unwrap_or_else(|| "nimkit-lab".to_string());
    let hook_tag = tag.clone();
    let previous_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        nimkit_lab_emit(&format!("{hook_tag} failed {} {}\n", NIMKIT_LAB_PHASE.load(Relaxed), NIMKIT_LAB_AT.load(Relaxed)));
        previous_hook(info);
    }));
    let beat_tag = tag.clone();
    let _ = std::thread::Builder::new().spawn(move || {
        let mut last = (u8::MAX, usize::MAX);
        let mut since = std::time::Instant::now();
        loop {
            std::thread::sleep(std::time::Duration::from_millis(200));
            let now = (NIMKIT_LAB_PHASE.load(Relaxed), NIMKIT_LAB_AT.load(Relaxed));
            if now != last {
                last = now;
                since = std::time::Instant::now();
            }
            nimkit_lab_emit(&format!("{beat_tag} tick {} {} {}\n", now.0, now.1, since.elapsed().as_millis()));
        }
    });
    let misere: bool = @MISERE@;
    let mut listed: Vec<State> = Vec::new();
    let mut more = false;
    for position in positions() {
        if listed.len() == limit {
            more = true;
            break;
        }
        listed.push(position);
        NIMKIT_LAB_AT.store(listed.len(), Relaxed);
    }
    // A position given twice is tabulated once (its row twice would count a wrong guess twice).
    let taken = listed.len();
    let mut seen = std::collections::HashSet::new();
    let first_time: Vec<bool> = listed.iter().map(|s| seen.insert(s)).collect();
    drop(seen);
    let mut first_time = first_time.into_iter();
    listed.retain(|_| first_time.next() == Some(true));
    let mut out = NimkitLabOut { tag, text: String::new() };
    out.line(format_args!(
        "nimkit-lab 2 listed {} more {} misere {} guess @GUESS_KIND@ duplicates {}",
        listed.len(),
        more as u8,
        misere as u8,
        taken - listed.len()
    ));
    out.flush();
    let mut done = 0usize;
    let mut nondeterministic = false;
    while done < listed.len() {
        let upto = if done == 0 { @FIRST_ROUND@ } else { 2 * done }.min(listed.len());
        out.line(format_args!("chunk {upto}"));
        out.flush();
        let mut expanded = 0usize;
        NIMKIT_LAB_AT.store(0, Relaxed);
        NIMKIT_LAB_PHASE.store(1, Relaxed);
        let (states, mut graph) = nimkit::loopy::explore(&listed[..upto], |s: &State| {
            NIMKIT_LAB_AT.store(expanded, Relaxed);
            expanded += 1;
            if expanded % 65536 == 0 {
                out.line(format_args!("exploring {expanded}"));
                out.flush();
            }
            moves(s)
        });
        NIMKIT_LAB_PHASE.store(2, Relaxed);
        out.line(format_args!("reached {}", states.len()));
        out.flush();
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
            NIMKIT_LAB_AT.store(row, Relaxed);
            NIMKIT_LAB_PHASE.store(5, Relaxed);
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
            NIMKIT_LAB_PHASE.store(3, Relaxed);
            @GUESS@
            NIMKIT_LAB_PHASE.store(5, Relaxed);
            let shown = format!("{:?}", s).replace('\n', " ");
            out.line(format_args!("row {outcome}\t{value}\t{guessed}\t{shown}"));
            if row < moves_shown {
                NIMKIT_LAB_PHASE.store(4, Relaxed);
                let again = moves(s);
                let options: String = again.iter().map(|m| format!("\t{:?}", m).replace('\n', " ")).collect();
                out.line(format_args!("moves {options}"));
                // The options the exploration saw (less misère's extra move to `lost`) must be
                // these again, as a multiset: else moves() is no function of the position, and
                // the table is of no one game.
                let seen: Vec<usize> = graph[i].iter().copied().filter(|&j| j < states.len()).collect();
                let mut before = seen.clone();
                let mut after: Vec<usize> = again.iter().map(|m| index.get(m).copied().unwrap_or(usize::MAX)).collect();
                before.sort_unstable();
                after.sort_unstable();
                if !nondeterministic && before != after {
                    nondeterministic = true;
                    let first: String = seen.iter().map(|&j| format!("\t{:?}", states[j]).replace('\n', " ")).collect();
                    out.line(format_args!("nondeterministic {first}"));
                }
            }
        }
        out.flush();
        done = upto;
    }
    out.line(format_args!("done"));
    out.flush();
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
        assert!(
            text.contains("let misere: bool = MISERE;")
                && text.contains("let guessed: bool = guess_wins(s);")
        );
        assert!(syn::parse_file(&text).is_ok(), "the harness parses");
    }

    #[test]
    fn misere_may_be_a_static() {
        // The audit's 06: `static MISERE` was not seen, and the game played as normal play.
        let game = check(Path::new("g.rs"), format!("{GAME}static MISERE: bool = true;\n")).unwrap();
        assert!(game.has_misere);
        assert!(harness(&game).contains("let misere: bool = MISERE;"));
        let err = check(Path::new("g.rs"), format!("{GAME}static mut MISERE: bool = true;\n")).unwrap_err();
        assert!(err.starts_with("g.rs:4: `static mut MISERE`"), "{err}");
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
