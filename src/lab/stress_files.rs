//! `nimkit lab --stress SOLUTION`: the lab's table as a generator and a brute force for
//! `nimkit stress`, two small shell scripts over two data files in a private temporary folder.
//!
//! Input format: one line, the state's numbers separated by spaces (`7`, `3 5`, `1 2 4` for
//! `7`, `(3, 5)`, `[1, 2, 4]`), or the state's Debug text when it is not made of numbers.
//! Answer: `First`, `Second` or `Draw` (the problem set's words), or the Grundy value with
//! `--answer value`. Case SEED SIZE picks a position among the first 4·SIZE² rows, so early
//! cases are small positions; the brute exits 1 on an input that is no tabulated position, so
//! the shrinker keeps to positions the lab knows.

use std::fs;
use std::path::Path;

use super::table::{numbers_in, Outcome, Row, Value};

/// What the brute prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Answer {
    /// First (the mover wins), Second, or Draw.
    Outcome,
    /// The Grundy value (positions with an ∞ value are left out).
    Value,
}

/// The input line of a position.
pub fn input_of(state: &str) -> String {
    match numbers_in(state) {
        Some(numbers) if !numbers.is_empty() => {
            numbers.iter().map(u64::to_string).collect::<Vec<_>>().join(" ")
        }
        _ => state.to_string(),
    }
}

fn answer_of(row: &Row, answer: Answer) -> Option<String> {
    match answer {
        Answer::Outcome => Some(
            match row.outcome {
                Outcome::N => "First",
                Outcome::P => "Second",
                Outcome::D => "Draw",
            }
            .to_string(),
        ),
        Answer::Value => match row.value {
            Value::Finite(g) => Some(g.to_string()),
            Value::Infinite(_) => None,
        },
    }
}

/// `inputs` (one input line per case, in table order) and `answers` (input TAB answer), for
/// the rows that have an answer; the first row of a repeated input wins.
pub fn data(rows: &[Row], answer: Answer) -> (String, String) {
    let mut seen = std::collections::HashSet::new();
    let (mut inputs, mut answers) = (String::new(), String::new());
    for row in rows {
        let Some(said) = answer_of(row, answer) else { continue };
        let input = input_of(&row.state);
        if input.contains(['\t', '\n']) || !seen.insert(input.clone()) {
            continue;
        }
        inputs.push_str(&input);
        inputs.push('\n');
        answers.push_str(&format!("{input}\t{said}\n"));
    }
    (inputs, answers)
}

/// Writes the data and both scripts into `dir`; returns the generator's and the brute's
/// command lines (for `nimkit stress`), or why there is nothing to stress with.
pub fn write(dir: &Path, rows: &[Row], answer: Answer) -> Result<(String, String), String> {
    let (inputs, answers) = data(rows, answer);
    let cases = inputs.lines().count();
    if cases == 0 {
        return Err("--stress: no position has an answer to compare with (all ∞ with --answer value?)".into());
    }
    let write = |name: &str, text: &str| {
        fs::write(dir.join(name), text)
            .map_err(|e| format!("{}: cannot write: {e}", dir.join(name).display()))
    };
    write("inputs.txt", &inputs)?;
    write("answers.tsv", &answers)?;
    let generator = format!(
        "# nimkit lab: case SEED SIZE prints position SEED mod min({cases}, 4 SIZE^2) of the table\n\
         exec awk -v seed=\"$1\" -v size=\"$2\" -v n={cases} 'BEGIN {{ m = 4 * size * size; if (m > n) m = n; \
         k = seed - m * int(seed / m); if (k < 0) k = 0; if (k >= m) k = m - 1 }} NR == k + 1 {{ print; exit }}' '{}'\n",
        dir.join("inputs.txt").display()
    );
    let brute = format!(
        "# nimkit lab: the table's answer for the position on stdin; exit 1 if it is not in the table\n\
         exec awk 'BEGIN {{ q = \"\" }} FNR == NR {{ for (i = 1; i <= NF; i++) q = q (q == \"\" ? \"\" : \" \") $i; next }} \
         q != \"\" {{ split($0, f, \"\\t\"); if ((f[1] \"\") == q) {{ print f[2]; found = 1; exit }} }} \
         END {{ exit found ? 0 : 1 }}' - '{}'\n",
        dir.join("answers.tsv").display()
    );
    write("gen.sh", &generator)?;
    write("brute.sh", &brute)?;
    Ok((format!("sh {}", dir.join("gen.sh").display()), format!("sh {}", dir.join("brute.sh").display())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write as _;
    use std::process::{Command, Stdio};

    fn row(state: &str, outcome: Outcome, value: Value) -> Row {
        Row { state: state.into(), outcome, value, guess: None, moves: None }
    }

    #[test]
    fn inputs_are_the_numbers_and_answers_the_problem_sets_words() {
        assert_eq!(input_of("(3, 5)"), "3 5");
        assert_eq!(input_of("[1, 2, 4]"), "1 2 4");
        assert_eq!(input_of("\"x.o\""), "\"x.o\"");
        let rows = [
            row("0", Outcome::P, Value::Finite(0)),
            row("1", Outcome::N, Value::Finite(1)),
            row("2", Outcome::D, Value::Infinite(vec![])),
        ];
        assert_eq!(data(&rows, Answer::Outcome).1, "0\tSecond\n1\tFirst\n2\tDraw\n");
        assert_eq!(data(&rows, Answer::Value), ("0\n1\n".to_string(), "0\t0\n1\t1\n".to_string()));
    }

    fn sh(command: &str, args: &[&str], stdin: &str) -> (bool, String) {
        let mut words = command.split(' ');
        let mut child = Command::new(words.next().unwrap())
            .args(words)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
        let out = child.wait_with_output().unwrap();
        (out.status.success(), String::from_utf8(out.stdout).unwrap())
    }

    #[test]
    fn the_scripts_generate_table_positions_and_answer_them() {
        let dir = tempfile::tempdir().unwrap();
        let rows: Vec<Row> = (0..50u64)
            .flat_map(|a| (0..3u64).map(move |b| (a, b)))
            .map(|(a, b)| {
                row(
                    &format!("({a}, {b})"),
                    if a == b { Outcome::P } else { Outcome::N },
                    Value::Finite((a ^ b) as u32),
                )
            })
            .collect();
        let (generator, brute) = write(dir.path(), &rows, Answer::Outcome).unwrap();
        // SIZE 1 picks among the first 4 rows; a larger seed wraps around.
        assert_eq!(sh(&generator, &["0", "1"], "").1, "0 0\n");
        assert_eq!(sh(&generator, &["5", "1"], "").1, "0 1\n");
        assert_eq!(sh(&generator, &["17", "100"], "").1, "5 2\n");
        assert_eq!(sh(&brute, &[], "5 2\n"), (true, "First\n".to_string()));
        assert_eq!(sh(&brute, &[], "  2   2 \n"), (true, "Second\n".to_string()));
        assert!(!sh(&brute, &[], "99 99\n").0, "not in the table: refused");
        assert!(!sh(&brute, &[], "").0, "empty input: refused");
        assert!(!sh(&brute, &[], "\n").0, "an empty line is no position (awk would compare it as 0)");
        assert!(!sh(&brute, &[], "00\n").0, "numbers are compared as the table writes them");
    }
}
