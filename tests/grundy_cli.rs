//! `nimkit grundy` end to end: output format, certified periods, misère values, plot file rules.

use crate::common;

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
        // Once a panic (capacity overflow, exit 101); 10^12 for 0.77 took 5 GB of memory.
        &["--subtraction", "1,3,4", "--count", "18446744073709551615"],
        &["--octal", "0.77", "--count", "1000000000000"],
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
    let said = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(said.contains(&format!("wrote the plot to {path_str}")), "where it wrote: {said:?}");
    let svg = std::fs::read_to_string(&path).unwrap();
    assert!(svg.contains("<title>preperiod 71</title>") && svg.contains("<title>period 12</title>"));
    let again = nimkit(&["--octal", "0.07", "--count", "300", "--plot", path_str]);
    assert_eq!(again.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&again.stderr).contains("already exists"));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), svg);
    assert!(nimkit(&["--octal", "0.07", "--count", "300", "--plot", path_str, "--force"]).status.success());
    assert!(std::fs::read_to_string(&path).unwrap().contains("period 34"));
}

#[test]
fn no_period_within_the_count_comes_with_a_hint_on_the_count_that_certifies_one() {
    let out = nimkit(&["--octal", "0.77"]);
    assert!(out.status.success());
    assert_eq!(lines(&out)[1], "no period found up to 100");
    let hint = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(hint.contains("preperiod 71 and period 12") && hint.contains("try --count 1000"), "{hint}");
    // The hinted count really certifies it.
    assert_eq!(lines(&nimkit(&["--octal", "0.77", "--count", "1000"]))[1], "preperiod 71 period 12");
    let grundy = nimkit(&["--grundys-game", "--count", "50"]);
    assert!(String::from_utf8_lossy(&grundy.stderr).contains("no known period"));
}

#[test]
fn indexed_values_and_a_zero_count() {
    let out = lines(&nimkit(&["--subtraction", "2,3", "--count", "12", "--indexed"]));
    let expected = nimkit::subtraction::grundy_table(&[2, 3], 12);
    assert_eq!(out.len(), 13);
    for (n, line) in out[..12].iter().enumerate() {
        assert_eq!(line.split_whitespace().collect::<Vec<_>>(), [n.to_string(), expected[n].to_string()]);
    }
    assert_eq!(out[12], "preperiod 0 period 5");
    let zero = nimkit(&["--octal", "0.77", "--count", "0"]);
    assert_eq!(zero.status.code(), Some(2));
    assert!(zero.stdout.is_empty());
    assert!(String::from_utf8_lossy(&zero.stderr).contains("≥ 1"));
}

#[test]
fn an_existing_plot_file_is_refused_before_any_work() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("taken.svg");
    std::fs::write(&path, "mine").unwrap();
    let start = std::time::Instant::now();
    // Ten million values of Grundy's game take most of a minute: refused at once instead.
    let out = nimkit(&["--grundys-game", "--count", "10000000", "--plot", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty(), "nothing computed");
    let bound = common::hang_bound(std::time::Duration::from_secs(5));
    assert!(start.elapsed() < bound, "{:?}", start.elapsed());
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "mine");
}

#[test]
fn the_plot_has_labelled_axes_a_legend_visible_points_and_the_period_marked() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sub.svg");
    let out = nimkit(&["--subtraction", "2,5", "--count", "60", "--plot", path.to_str().unwrap()]);
    assert!(out.status.success());
    let svg = std::fs::read_to_string(&path).unwrap();
    assert!(svg.contains(">heap size n</text>") && svg.contains(">Grundy value g(n)</text>"), "axis labels");
    assert!(svg.contains(">normal play g(n)</text>") && svg.contains(">misère play</text>"), "legend");
    let period = lines(&out)[1].clone();
    let p: Vec<&str> = period.split_whitespace().collect();
    assert!(svg.contains(&format!(">first period ({})</text>", p[3])), "{period}");
    assert!(svg.contains(&format!("<title>period {}</title>", p[3])));
    // A point per value for both conventions, each large enough to see.
    let circles = svg.matches("<circle").count();
    assert!(circles >= 120, "{circles} points");
    let values = nimkit::subtraction::grundy_table(&[2, 5], 60);
    assert!(svg.contains(&format!("<title>g(59) = {}</title>", values[59])));
    for radius in svg.split(" r=\"").skip(1).map(|r| r.split('"').next().unwrap().parse::<f64>().unwrap()) {
        assert!(radius >= 2.0, "radius {radius}");
    }
}
