//! `nimkit lab` end to end: game files compiled with the library and run contained, the
//! patterns of games from the problem set found, guesses checked against the library's own
//! answers (never hard-coded), bad input refused with its reason, caps that stop an exploding
//! game with the partial table, and the hand-off to `nimkit stress`.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The binary under test in `cwd`, with the tests' shared cache.
fn nimkit_in(cwd: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_nimkit"));
    command
        .current_dir(cwd)
        .env("NIMKIT_CACHE", Path::new(env!("CARGO_TARGET_TMPDIR")).join("nimkit-cache"))
        .env("NO_COLOR", "1");
    command
}

fn lab(dir: &Path, args: &[&str]) -> (Option<i32>, String, String) {
    let out: Output = nimkit_in(dir).arg("lab").args(args).output().expect("nimkit runs");
    (out.status.code(), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
}

fn game(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    fs::write(&path, text).unwrap();
    path
}

/// A game file of tests/fixtures/lab (the README's worked examples), copied into `dir`.
fn fixture(dir: &Path, name: &str) -> String {
    let text =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/lab").join(name))
            .unwrap();
    game(dir, name, &text);
    text
}

#[test]
fn the_template_is_written_once_and_its_subtraction_game_certified() {
    let dir = tempfile::tempdir().unwrap();
    let new = nimkit_in(dir.path()).args(["new", "--lab", "take"]).output().unwrap();
    assert!(new.status.success(), "{}", String::from_utf8_lossy(&new.stderr));
    let again = nimkit_in(dir.path()).args(["new", "--lab", "take"]).output().unwrap();
    assert_eq!(again.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&again.stderr).contains("already exists"));

    let (code, out, err) = lab(dir.path(), &["take.rs"]);
    assert_eq!(code, Some(0), "{out}{err}");
    let period = nimkit::subtraction::SubtractionGame::new(&[1, 3, 4]).periodicity();
    assert!(out.contains(&format!("period {}, preperiod {}", period.period, period.preperiod)), "{out}");
    assert!(out.contains("the subtraction game S = {1, 3, 4}"), "{out}");
    assert!(out.contains("Certified (by the window argument)"), "{out}");
    assert!(out.contains("guess: holds on all 120 positions."), "{out}");
}

#[test]
fn a_wrong_guess_gets_its_smallest_counterexamples_and_exit_code_1() {
    let dir = tempfile::tempdir().unwrap();
    // problems/subtract-square: the P-positions are not the even numbers (or any residues).
    let text = fixture(dir.path(), "squares.rs") + "fn guess_wins(s: &State) -> bool { s % 2 == 1 }\n";
    game(dir.path(), "squares.rs", &text);
    let (code, out, err) = lab(dir.path(), &["squares.rs"]);
    assert_eq!(code, Some(1), "{out}{err}");
    // The truth from the library's oracle, not from the lab.
    let mut solver = nimkit::grundy::GrundySolver::new(|&n: &u64| {
        (1..).map(|k: u64| k * k).take_while(|&t| t <= n).map(|t| n - t).collect()
    });
    let wrong: Vec<u64> = (0..300).filter(|&n| (solver.grundy(&n) != 0) != (n % 2 == 1)).collect();
    assert!(out.contains(&format!("guess_wins: WRONG on {} of 300 positions", wrong.len())), "{out}");
    let listed: Vec<&str> =
        out.lines().skip_while(|l| !l.starts_with("guess_wins: WRONG")).skip(1).take(3).collect();
    for (line, n) in listed.iter().zip(&wrong) {
        assert!(line.starts_with(&format!("  {n}: guess_wins ")), "{line} should be {n}: {out}");
    }
    // A position given twice is tabulated, and judged, once.
    game(dir.path(), "twice.rs", &text.replace("0..300", "(0..300).chain(0..300)"));
    let (code, out, err) = lab(dir.path(), &["twice.rs"]);
    assert_eq!(code, Some(1), "{out}{err}");
    assert!(
        out.contains("note: positions() gave 300 of its positions more than once: each is tabulated once"),
        "{out}"
    );
    assert!(out.contains(&format!("guess_wins: WRONG on {} of 300 positions", wrong.len())), "{out}");
    // A plot that cannot be drawn is said, and does not hide the wrong guess's exit code.
    game(dir.path(), "from_one.rs", &text.replace("0..300", "1..300"));
    let (code, out, err) = lab(dir.path(), &["from_one.rs", "--plot", "from_one.svg"]);
    assert_eq!(code, Some(1), "{out}{err}");
    assert!(err.contains("--plot draws a sequence from n = 0"), "{err}");
    assert!(!dir.path().join("from_one.svg").exists());
}

#[test]
fn wythoffs_pairs_appear_in_the_two_sack_game() {
    // problems/wythoff-queries: scoop from one sack or the same from both.
    let dir = tempfile::tempdir().unwrap();
    fixture(dir.path(), "sacks.rs");
    let (code, out, err) = lab(dir.path(), &["sacks.rs", "--plot", "sacks.svg"]);
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(out.contains("P-positions are Wythoff's pairs"), "{out}");
    assert!(out.contains("guess_wins: holds on all 900 positions."), "{out}");
    let picture = fs::read_to_string(dir.path().join("sacks.svg")).unwrap();
    assert_eq!(picture.matches("<rect x=").count(), 900 + 3, "a cell per pair and the legend");
    // The plot is never written over.
    let (code, _, err) = lab(dir.path(), &["sacks.rs", "--plot", "sacks.svg"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("already exists"), "{err}");
}

#[test]
fn a_loopy_game_shows_draws() {
    // problems/call-sign-chain, sample 2.
    let dir = tempfile::tempdir().unwrap();
    fixture(dir.path(), "chain.rs");
    let (code, out, err) = lab(dir.path(), &["chain.rs"]);
    assert_eq!(code, Some(0), "{out}{err}");
    // The sample's answers, for the player to move after each opening: Draw Draw Bob Ann
    // means D, D, N (Bob, to move, wins), P.
    let expected = fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("problems/call-sign-chain/tests/sample-2.out"),
    )
    .unwrap();
    let letters: Vec<char> = expected
        .lines()
        .map(|l| match l {
            "Draw" => 'D',
            "Bob" => 'N',
            _ => 'P',
        })
        .collect();
    for (word, letter) in ["sosos", "abcsos", "sosabc", "abcde"].iter().zip(letters) {
        let line =
            out.lines().find(|l| l.starts_with(&format!("\"{word}\""))).unwrap_or_else(|| panic!("{out}"));
        assert_eq!(line.split_whitespace().nth(1), Some(letter.to_string().as_str()), "{line}");
    }
    assert!(out.contains("2 D (draws)"), "{out}");
}

#[test]
fn bad_game_files_are_refused_with_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    let squares = fixture(dir.path(), "squares.rs");
    game(dir.path(), "nomoves.rs", &squares.replace("fn moves", "fn options"));
    let (code, _, err) = lab(dir.path(), &["nomoves.rs"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("nomoves.rs: no `fn moves(s: &State) -> Vec<State>`"), "{err}");
    // A winner guess of another type than bool (1/0, a contest's convention) is refused where
    // it is read, not judged as a value.
    game(
        dir.path(),
        "wins01.rs",
        &format!("{squares}fn guess_wins(s: &State) -> u32 {{ (*s % 5 != 0) as u32 }}\n"),
    );
    let (code, _, err) = lab(dir.path(), &["wins01.rs"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("wins01.rs does not compile") && err.contains("expected `bool`, found `u32`"),
        "{err}"
    );
    assert!(err.contains("the lab needs `fn guess_wins(s: &State) -> bool`"), "{err}");
    // moves() that changes between calls (here its second call on heap 10) is no game.
    let second_call_differs = "type State = u64;\n\
        static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);\n\
        fn moves(s: &State) -> Vec<State> {\n\
            if *s == 10 && CALLS.fetch_add(1, std::sync::atomic::Ordering::SeqCst) == 1 { return vec![0]; }\n\
            (1..=2).filter(|t| t <= s).map(|t| s - t).collect()\n\
        }\n\
        fn positions() -> impl Iterator<Item = State> { 0..90 }\n";
    game(dir.path(), "random.rs", second_call_differs);
    let (code, out, err) = lab(dir.path(), &["random.rs"]);
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(
        out.contains(
            "moves() is not a function of the position. On 10 it gave [9, 8] while exploring, and [0]"
        ),
        "{out}"
    );
    assert!(!out.contains("Conjectures"), "{out}");
    game(dir.path(), "typo.rs", &squares.replace("take_while(|&t| t <= *s)", "take_while(|&t| t <= s)"));
    let (code, _, err) = lab(dir.path(), &["typo.rs"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("typo.rs does not compile") && err.contains("typo.rs:5:"), "{err}");
}

#[test]
fn endless_positions_are_cut_at_the_limit_and_an_exploding_game_stops_with_a_partial_table() {
    let dir = tempfile::tempdir().unwrap();
    let squares = fixture(dir.path(), "squares.rs");
    game(dir.path(), "endless.rs", &squares.replace("0..300", "0.."));
    let (code, out, err) = lab(dir.path(), &["endless.rs", "--limit", "200"]);
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(out.contains("positions() gives more than 200 positions: the first 200 are tabulated"), "{out}");

    // Heaps from 40 up only grow: exploring from them never ends.
    fixture(dir.path(), "explodes.rs");
    let (code, out, err) = lab(dir.path(), &["explodes.rs", "--time", "5", "--memory", "256"]);
    assert_eq!(code, Some(3), "{out}{err}");
    assert!(err.contains("the run stopped") && err.contains("from the first 64 of 100 positions"), "{err}");
    assert!(out.contains("partial table of the first 32 of 100 positions"), "{out}");
    assert!(out.contains("g(n + 1) = g(n) + 1 for n ≥ 0"), "the rows shown are analysed: {out}");
}

/// A one-heap Nim game on 0..100 whose `moves` does `odd` at heap 37 (or 40), and `extra`.
fn nim_with(odd: &str, extra: &str) -> String {
    format!(
        "type State = u64;\nfn moves(s: &State) -> Vec<State> {{\n    {odd}\n    (0..*s).collect()\n}}\n\
         fn positions() -> impl Iterator<Item = State> {{ 0..100 }}\n{extra}"
    )
}

#[test]
fn a_stopped_run_is_diagnosed_by_what_it_was_doing() {
    let dir = tempfile::tempdir().unwrap();
    // One moves() call that never returns is not an exploding state space.
    game(dir.path(), "hangs.rs", &nim_with("if *s == 37 { loop { std::hint::black_box(0); } }", ""));
    let (code, out, err) = lab(dir.path(), &["hangs.rs", "--time", "4"]);
    assert_eq!(code, Some(3), "{out}{err}");
    assert!(
        err.contains("one call of moves(), on position 37 of positions() (counted from 0), had not returned"),
        "{err}"
    );
    assert!(!err.contains("explodes"), "{err}");
    // A panic in guess is not a failure while exploring.
    let guess = "fn guess(s: &State) -> u32 { [0, 1, 2][*s as usize] }\n";
    game(dir.path(), "guess.rs", &nim_with("", guess));
    let (code, out, err) = lab(dir.path(), &["guess.rs"]);
    assert_eq!(code, Some(3), "{out}{err}");
    assert!(err.contains("the game failed while calling guess on position 3 of positions()"), "{err}");
    assert!(out.contains("partial table of the first 3 of 100 positions"), "{out}");
    // process::exit(0) leaves no verdict: the message says so, the note's "see above" has a text.
    game(dir.path(), "exits.rs", &nim_with("if *s == 37 { std::process::exit(0); }", ""));
    let (code, out, err) = lab(dir.path(), &["exits.rs"]);
    assert_eq!(code, Some(3), "{out}{err}");
    assert!(err.contains("the program ended with exit code 0 before the table was complete"), "{err}");
    assert!(err.contains("std::process::exit"), "{err}");
    // The game's own println!("done") is shown as its output, never read as the table's end.
    game(
        dir.path(),
        "done.rs",
        &nim_with("if *s == 5 { println!(\"done\"); }\n    if *s == 40 { panic!(\"unfinished rule for heap 40\"); }", ""),
    );
    let (code, out, err) = lab(dir.path(), &["done.rs"]);
    assert_eq!(code, Some(3), "{out}{err}");
    assert!(
        err.contains("the game printed 4 lines on stdout itself (not part of the table):\n  | done\n"),
        "{err}"
    );
    assert!(
        err.contains("the game's moves() failed while exploring from the first 64 of 100 positions"),
        "{err}"
    );
    assert!(err.contains("unfinished rule for heap 40"), "{err}");
    assert!(out.contains("partial table of the first 32 of 100 positions"), "{out}");
    // What the game writes on stderr is shown (bounded), the panic's message once.
    game(dir.path(), "debug.rs", &nim_with("eprintln!(\"DEBUG moves of {s}\");", ""));
    let (code, out, err) = lab(dir.path(), &["debug.rs", "--limit", "5"]);
    assert_eq!(code, Some(0), "{out}{err}");
    // moves() is called twice on each of the first rows: to explore, and to show its options.
    assert!(err.contains("nimkit lab: the game wrote 10 lines on stderr:\n  | DEBUG moves of 0\n"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn stress_hands_the_table_to_nimkit_stress() {
    let dir = tempfile::tempdir().unwrap();
    fixture(dir.path(), "squares.rs");
    // A solution that reads one heap and says who wins, wrongly for the heaps ≡ 2 mod 5.
    let solution = "use std::io::Read;
fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let n: u64 = text.trim().parse().unwrap();
    let p = [0u64, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39, 44, 52, 57, 62, 65, 67, 72, 85, 95]
        .contains(&n);
    println!(\"{}\", if p || n % 5 == 2 { \"Second\" } else { \"First\" });
}
";
    game(dir.path(), "mine.rs", solution);
    let (code, out, err) = lab(dir.path(), &["squares.rs", "--stress", "mine.rs", "--stress-time", "20"]);
    assert_eq!(code, Some(1), "stress finds the failure: {out}{err}");
    assert!(out.contains("Stress: mine.rs against the lab's table (300 positions)"), "{out}");
}
