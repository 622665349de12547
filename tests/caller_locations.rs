//! A caller's mistake caught by the library (`nim_inv(0)`, a range outside the data, a take of
//! 0, a cycle in a "DAG", a bad token) panics at the caller's line (`#[track_caller]`): in a
//! bundle, that is a line of the user's solution, not one of the library they never wrote.

mod common;

use std::cell::RefCell;
use std::panic::{catch_unwind, AssertUnwindSafe, Location};
use std::sync::Once;

thread_local! {
    static PANIC_AT: RefCell<Option<(String, u32)>> = const { RefCell::new(None) };
}

fn record_panics_quietly() {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        std::panic::set_hook(Box::new(|info| {
            let at = info.location().map(|l| (l.file().to_string(), l.line()));
            PANIC_AT.with(|cell| *cell.borrow_mut() = at);
        }))
    });
}

/// Runs `mistake`, which must panic just below the line `caller` names, and returns its message.
fn panics_at_caller(what: &str, caller: &'static Location<'static>, mistake: impl FnOnce()) -> String {
    record_panics_quietly();
    let payload = catch_unwind(AssertUnwindSafe(mistake)).expect_err(what);
    let at = PANIC_AT.with(|cell| cell.borrow().clone()).expect("a location");
    // `caller` is taken on the line before the closure's body: the mistake is one or two below.
    let (file, line) = at;
    let near = (caller.line() + 1..=caller.line() + 2).contains(&line);
    assert!(file == caller.file() && near, "{what}: panicked at {file}:{line}, not the caller's line");
    match payload.downcast::<String>() {
        Ok(message) => *message,
        Err(payload) => payload.downcast_ref::<&str>().map(|s| s.to_string()).unwrap_or_default(),
    }
}

#[test]
fn the_librarys_refusals_name_the_callers_line() {
    use nimkit::{grundy, hackenbush, moore, nimber, staircase, subtraction, sum_rules, wythoff, xor_basis};
    let message = panics_at_caller("nim_inv(0)", Location::caller(), || {
        nimber::nim_inv(0);
    });
    assert!(message.contains("0 has no nim inverse"), "{message}");
    panics_at_caller("a range beyond len", Location::caller(), || {
        xor_basis::PrefixXorBasis::new().max_xor(0, 3);
    });
    panics_at_caller("a wide vector of the wrong length", Location::caller(), || {
        xor_basis::WideXorBasis::new(100).insert(&[1]);
    });
    panics_at_caller("k = 0", Location::caller(), || {
        moore::first_player_wins(&[1, 2], 0);
    });
    panics_at_caller("a take of 0", Location::caller(), || {
        subtraction::SubtractionGame::new(&[0, 1]);
    });
    panics_at_caller("a take of 0 in a table", Location::caller(), || {
        subtraction::grundy_table(&[0], 5);
    });
    panics_at_caller("a cycle", Location::caller(), || {
        grundy::grundy_of_dag(&[vec![1], vec![0]]);
    });
    panics_at_caller("an edge outside the graph", Location::caller(), || {
        grundy::grundy_of_dag(&[vec![5]]);
    });
    panics_at_caller("a root outside the tree", Location::caller(), || {
        hackenbush::green_tree(2, &[(0, 1)], 7);
    });
    panics_at_caller("two coins on one cell", Location::caller(), || {
        staircase::coins_to_stairs(&[3, 3]);
    });
    panics_at_caller("an edge outside the graph", Location::caller(), || {
        sum_rules::every_sg_steps(&[vec![4]]);
    });
    panics_at_caller("a pile beyond MAX_PILE", Location::caller(), || {
        wythoff::is_p_position(u64::MAX, 1);
    });
}

#[test]
fn readers_name_the_callers_line() {
    use nimkit::io::{Input, Scanner};
    let message = panics_at_caller("a bad token", Location::caller(), || {
        Input::new(b"2 x".to_vec()).vec::<u64>(2);
    });
    assert!(message.contains("\"x\" is not a valid u64"), "{message}");
    panics_at_caller("the end of input", Location::caller(), || {
        Input::new(b"".to_vec()).next::<i32>();
    });
    panics_at_caller("a bad token, line by line", Location::caller(), || {
        Scanner::new("1 -1".as_bytes()).vec::<u32>(2);
    });
}

/// A panic deep inside the bundled library that is no check of the caller's input (an assertion
/// three calls down in `loopy`) has no caller's location in its message: the judge finds the
/// user's calling line in a backtrace of one more run and names it after the library's line.
#[test]
fn a_panic_deep_in_the_bundled_library_names_the_solutions_calling_line() {
    let tests = common::one_test(b"", b"1\n");
    let folder = tempfile::tempdir().unwrap();
    let solution = folder.path().join("deep-panic.rs");
    let source = "use nimkit::loopy;\n\nfn values() -> usize {\n    let moves = vec![vec![7]];\n    \
                  loopy::smith_values(&moves).len()\n}\n\nfn main() {\n    println!(\"{}\", values());\n}\n";
    std::fs::write(&solution, source).unwrap();
    let output = common::nimkit(None)
        .arg("test")
        .arg(tests.path())
        .arg(&solution)
        .args(["--time-limit", "5"])
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&output.stdout);
    assert!(report.contains("RE"), "{report}");
    assert!(report.contains("nimkit::loopy (bundled, loopy.rs:"), "the library's line is named:\n{report}");
    // Line 5 calls the library; line 9 (main) is further out.
    assert!(report.contains("), called from deep-panic.rs:5"), "the caller's line is named:\n{report}");
}
