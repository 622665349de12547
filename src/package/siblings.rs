//! Inputs and answers in sibling folders: `in/` + `out/` (Library Checker `X.in`/`X.out`,
//! AtCoder `X`/`X` or `X.txt`) and `input/` + `output/` (HackerRank). One reader serves the
//! three: they differ only in how an input's answer is named.

use std::collections::BTreeMap;
use std::path::Path;

use super::listing::{checked_test, file_name, listing, test_order, Answers};
use super::problem::TestCase;
use crate::error::JudgeError;

/// The numbers in a file name, leading zeros dropped: `input07.txt` and `output7.txt` share `[7]`.
fn numbers_in(name: &str) -> Vec<String> {
    name.split(|c: char| !c.is_ascii_digit())
        .filter(|run| !run.is_empty())
        .map(|run| match run.trim_start_matches('0') {
            "" => "0".to_string(),
            digits => digits.to_string(),
        })
        .collect()
}

/// `in/` + `out/` (Library Checker `X.in`/`X.out`, AtCoder `X`/`X` or `X.txt`) and
/// `input/` + `output/` (HackerRank `input00.txt`/`output00.txt`). An input's answer is the
/// file of the same name, else `X.out`/`X.ans`, else its name with `input` made `output`,
/// else the one answer with the same numbers in its name. The test is named by the input's
/// stem (`.in` and `.txt` dropped).
pub fn discover_siblings(
    inputs: &Path,
    outputs: &Path,
    answers: Answers,
) -> Result<Vec<TestCase>, JudgeError> {
    let input_files = listing(inputs)?;
    let output_files: Vec<String> =
        if outputs.is_dir() { listing(outputs)?.iter().map(|p| file_name(p)).collect() } else { Vec::new() };
    let count = |names: Vec<String>| {
        let mut counts: BTreeMap<Vec<String>, usize> = BTreeMap::new();
        for name in names {
            *counts.entry(numbers_in(&name)).or_default() += 1;
        }
        counts
    };
    let input_numbers = count(input_files.iter().map(|p| file_name(p)).collect());
    let output_numbers = count(output_files.clone());
    let mut cases = Vec::new();
    for input in input_files {
        let full = file_name(&input);
        let name = match full.rsplit_once('.') {
            Some((stem, "in" | "txt")) if !stem.is_empty() => stem.to_string(),
            _ => full.clone(),
        };
        let numbers = numbers_in(&full);
        let by_number = || {
            let unique = !numbers.is_empty()
                && input_numbers.get(&numbers) == Some(&1)
                && output_numbers.get(&numbers) == Some(&1);
            unique.then(|| output_files.iter().find(|o| numbers_in(o) == numbers).cloned()).flatten()
        };
        let candidates =
            [full.clone(), format!("{name}.out"), format!("{name}.ans"), full.replace("input", "output")];
        let answer = candidates
            .into_iter()
            .find(|c| output_files.contains(c))
            .or_else(by_number)
            .map(|found| outputs.join(found));
        let expected = || match full.rsplit_once('.') {
            Some((_, "in")) => outputs.join(format!("{name}.out")),
            _ => outputs.join(full.replace("input", "output")),
        };
        cases.push(checked_test(name.clone(), input, answer, expected, answers)?);
    }
    cases.sort_by_cached_key(|c| test_order(&c.name));
    Ok(cases)
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::*;
    use crate::package::layout::discover_folder;
    use crate::package::testing::{judged, triples, write};

    #[test]
    fn library_checker_in_and_out_folders() {
        let dir = tempfile::tempdir().unwrap();
        for name in ["random_10", "example_01", "max_0", "random_2", "example_00"] {
            write(dir.path(), &format!("in/{name}.in"), name);
            write(dir.path(), &format!("out/{name}.out"), name);
        }
        // The rest of a generated problem folder is not tests.
        write(dir.path(), "info.toml", "");
        write(dir.path(), "gen/example_00.in", "");
        write(dir.path(), "sol/correct.cpp", "");
        assert_eq!(
            judged(dir.path()).unwrap(),
            triples(&[
                ("example_00", "in/example_00.in", "out/example_00.out"),
                ("example_01", "in/example_01.in", "out/example_01.out"),
                ("max_0", "in/max_0.in", "out/max_0.out"),
                ("random_2", "in/random_2.in", "out/random_2.out"),
                ("random_10", "in/random_10.in", "out/random_10.out"),
            ])
        );
    }

    #[test]
    fn atcoder_in_and_out_folders_with_and_without_txt() {
        let dir = tempfile::tempdir().unwrap();
        for name in
            ["01_random_10.txt", "00_sample_01.txt", "01_random_2.txt", "00_sample_00.txt", "02_max_00.txt"]
        {
            write(dir.path(), &format!("in/{name}"), "i");
            write(dir.path(), &format!("out/{name}"), "o");
        }
        write(dir.path(), "in/.DS_Store", "");
        assert_eq!(
            judged(dir.path()).unwrap(),
            triples(&[
                ("00_sample_00", "in/00_sample_00.txt", "out/00_sample_00.txt"),
                ("00_sample_01", "in/00_sample_01.txt", "out/00_sample_01.txt"),
                ("01_random_2", "in/01_random_2.txt", "out/01_random_2.txt"),
                ("01_random_10", "in/01_random_10.txt", "out/01_random_10.txt"),
                ("02_max_00", "in/02_max_00.txt", "out/02_max_00.txt"),
            ])
        );

        let dir = tempfile::tempdir().unwrap();
        for name in ["test_10", "sample_02", "test_2", "sample_01", "a_hand"] {
            write(dir.path(), &format!("in/{name}"), "i");
            write(dir.path(), &format!("out/{name}"), "o");
        }
        assert_eq!(
            judged(dir.path()).unwrap(),
            triples(&[
                ("sample_01", "in/sample_01", "out/sample_01"),
                ("sample_02", "in/sample_02", "out/sample_02"),
                ("a_hand", "in/a_hand", "out/a_hand"),
                ("test_2", "in/test_2", "out/test_2"),
                ("test_10", "in/test_10", "out/test_10"),
            ])
        );
    }

    #[test]
    fn hackerrank_input_and_output_folders_match_by_number() {
        let dir = tempfile::tempdir().unwrap();
        for n in ["10", "00", "02", "01"] {
            write(dir.path(), &format!("input/input{n}.txt"), n);
            write(dir.path(), &format!("output/output{n}.txt"), n);
        }
        assert_eq!(
            judged(dir.path()).unwrap(),
            triples(&[
                ("input00", "input/input00.txt", "output/output00.txt"),
                ("input01", "input/input01.txt", "output/output01.txt"),
                ("input02", "input/input02.txt", "output/output02.txt"),
                ("input10", "input/input10.txt", "output/output10.txt"),
            ])
        );

        // DMOJ-like zips: the same number with other words around it, or the same name.
        let dir = tempfile::tempdir().unwrap();
        for (input, output) in [("in3.txt", "ans_3.txt"), ("in12.txt", "ans_12.txt"), ("1.in", "1.out")] {
            write(dir.path(), &format!("input/{input}"), "i");
            write(dir.path(), &format!("output/{output}"), "o");
        }
        assert_eq!(
            judged(dir.path()).unwrap(),
            triples(&[
                ("1", "input/1.in", "output/1.out"),
                ("in3", "input/in3.txt", "output/ans_3.txt"),
                ("in12", "input/in12.txt", "output/ans_12.txt"),
            ])
        );

        // Two answers with the same number: no guess, the missing one is named.
        write(dir.path(), "input/in7.txt", "i");
        write(dir.path(), "output/a7.txt", "o");
        write(dir.path(), "output/b7.txt", "o");
        let error = judged(dir.path()).unwrap_err();
        assert!(error.contains("input/in7.txt") && error.contains("output/in7.txt"), "{error}");
    }

    #[test]
    fn sibling_layouts_name_both_files_refuse_fifos_and_duplicate_names() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "in/x.in", "1");
        fs::create_dir_all(dir.path().join("out")).unwrap();
        let error = judged(dir.path()).unwrap_err();
        assert!(error.contains("in/x.in: no expected output") && error.contains("out/x.out"), "{error}");
        let optional = discover_folder(dir.path(), Answers::Optional).unwrap();
        assert_eq!((optional[0].name.as_str(), optional[0].answer.as_ref()), ("x", None));

        write(dir.path(), "out/x.out", "1");
        let fifo = dir.path().join("in/y.in");
        let c_path = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        // SAFETY: mkfifo on a valid C string.
        assert_eq!(unsafe { libc::mkfifo(c_path.as_ptr(), 0o644) }, 0);
        let error = judged(dir.path()).unwrap_err();
        assert!(error.ends_with("in/y.in: not a regular file (a FIFO)"), "{error}");

        fs::remove_file(&fifo).unwrap();
        write(dir.path(), "in/x.txt", "1");
        write(dir.path(), "out/x.txt", "1");
        let error = judged(dir.path()).unwrap_err();
        assert!(
            error.contains("two tests named `x`") && error.contains("in/x.in") && error.contains("in/x.txt"),
            "{error}"
        );
    }
}
