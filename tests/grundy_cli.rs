//! `nimkit grundy` end to end: output format, certified periods, misère values, plot file rules.

use std::process::{Command, Output};

fn nimkit(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nimkit")).arg("grundy").args(args).output().expect("nimkit runs")
}

fn lines(output: &Output) -> Vec<String> {
    String::from_utf8(output.stdout.clone()).unwrap().lines().map(str::to_string).collect()
}

#[test]
fn kayles_prints_values_then_its_certified_period() {
    let out = nimkit(&["--octal", "0.77", "--count", "200"]);
    assert!(out.status.success());
    let lines = lines(&out);
    let values: Vec<u32> = lines[0].split(' ').map(|v| v.parse().unwrap()).collect();
    assert_eq!(values, nimkit::octal::OctalGame::new("0.77").values_naive(200));
    assert_eq!(lines[1], "preperiod 71 period 12");
    assert_eq!(lines.len(), 2);
}

#[test]
fn short_counts_and_grundys_game_report_no_period() {
    assert_eq!(lines(&nimkit(&["--octal", "0.77", "--count", "100"]))[1], "no period found up to 100");
    let out = lines(&nimkit(&["--grundys-game", "--count", "12"]));
    assert_eq!(out, ["0 0 0 1 0 2 1 0 2 1 0 2", "no period found up to 12"]);
}

#[test]
fn subtraction_games_use_the_window_certificate() {
    let out = lines(&nimkit(&["--subtraction", "2,3", "--count", "12"]));
    assert_eq!(out, ["0 0 1 1 2 0 0 1 1 2 0 0", "preperiod 0 period 5"]);
    // Misère: heaps 0 and 1 have no move (value 1); then the mex.
    let out = lines(&nimkit(&["--subtraction", "2,3", "--count", "7", "--misere"]));
    assert_eq!(out[0], "1 1 0 0 2 1 1");
}

#[test]
fn misere_octal_values_come_from_the_library() {
    let out = lines(&nimkit(&["--octal", "0.07", "--count", "20", "--misere"]));
    let expected: Vec<String> =
        nimkit::octal::OctalGame::new("0.07").misere_values(20).iter().map(u32::to_string).collect();
    assert_eq!(out[0], expected.join(" "));
}

#[test]
fn bad_input_is_refused_with_exit_code_2() {
    for args in [
        &["--octal", "0.9"][..],
        &["--subtraction", "0,1"],
        &["--grundys-game", "--misere", "--count", "100"],
    ] {
        let out = nimkit(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(String::from_utf8_lossy(&out.stderr).starts_with("error: "), "{args:?}");
        assert!(out.stdout.is_empty());
    }
    assert_eq!(nimkit(&["--count", "5"]).status.code(), Some(2), "a game is required");
}

#[test]
fn plot_is_written_once_and_never_overwritten_silently() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("kayles.svg");
    let path_str = path.to_str().unwrap();
    let out = nimkit(&["--octal", "0.77", "--count", "300", "--plot", path_str]);
    assert!(out.status.success());
    let svg = std::fs::read_to_string(&path).unwrap();
    assert!(svg.contains("<title>preperiod 71</title>") && svg.contains("<title>period 12</title>"));
    let again = nimkit(&["--octal", "0.07", "--count", "300", "--plot", path_str]);
    assert_eq!(again.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&again.stderr).contains("already exists"));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), svg);
    assert!(nimkit(&["--octal", "0.07", "--count", "300", "--plot", path_str, "--force"]).status.success());
    assert!(std::fs::read_to_string(&path).unwrap().contains("period 34"));
}
