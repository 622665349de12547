//! Choosing which tests to judge (`--samples`, `--only GLOB`) and checking that a command
//! line's program exists before judging every test with it.

use std::path::Path;

use crate::package::problem::TestCase;

/// Whether `name` matches `pattern`: `*` any run of characters, `?` one character.
pub fn glob_matches(pattern: &str, name: &str) -> bool {
    let (p, n): (Vec<char>, Vec<char>) = (pattern.chars().collect(), name.chars().collect());
    // Iterative matching with one backtrack point: the last `*` seen.
    let (mut i, mut j) = (0, 0);
    let mut star: Option<(usize, usize)> = None;
    while j < n.len() {
        if i < p.len() && (p[i] == '?' || p[i] == n[j]) {
            i += 1;
            j += 1;
        } else if i < p.len() && p[i] == '*' {
            star = Some((i, j));
            i += 1;
        } else if let Some((star_i, star_j)) = star {
            i = star_i + 1;
            j = star_j + 1;
            star = Some((star_i, star_j + 1));
        } else {
            return false;
        }
    }
    p[i..].iter().all(|&c| c == '*')
}

/// The tests kept by `--samples` (those the package marks as samples, as Polygon's
/// `sample="true"`, else those whose names [`is_sample`](crate::package::problem::is_sample)
/// says are: `sample-1`, `example_00`, `00_sample_00`, `sample/1`) and `--only` (any of the
/// globs, commas allowed inside one flag; `*` also matches `/`, so `secret/*` takes a whole
/// ICPC group).
pub fn select(cases: Vec<TestCase>, samples: bool, only: &[String]) -> Vec<TestCase> {
    let patterns = patterns(only);
    cases
        .into_iter()
        .filter(|c| !samples || c.sample)
        .filter(|c| patterns.is_empty() || patterns.iter().any(|p| glob_matches(p, &c.name)))
        .collect()
}

/// The globs of `--only` flags (commas separate globs inside one flag).
fn patterns(only: &[String]) -> Vec<&str> {
    only.iter().flat_map(|o| o.split(',')).map(str::trim).filter(|p| !p.is_empty()).collect()
}

/// The `--only` globs that match none of `cases` (those `--samples` keeps, when given): a typo
/// that would otherwise silently judge fewer tests.
pub fn unmatched(cases: &[TestCase], samples: bool, only: &[String]) -> Vec<String> {
    let kept: Vec<&TestCase> = cases.iter().filter(|c| !samples || c.sample).collect();
    patterns(only)
        .into_iter()
        .filter(|p| !kept.iter().any(|c| glob_matches(p, &c.name)))
        .map(str::to_string)
        .collect()
}

/// The program a shell command line starts, when it can be told without running it and it
/// does not exist: `nosuchpython` for `nosuchpython a.py`. `None` when it exists or when the
/// line is not a plain `PROGRAM ARGS...` (shell syntax, assignments), and for every word the
/// shell itself knows (builtins such as `ulimit` or `export`, keywords such as `if`): the shell
/// that will run the line is asked, so its own list decides, not a copy of it.
pub fn missing_program(command: &str) -> Option<String> {
    let first = command.split_whitespace().next()?;
    let plain = first.chars().all(|c| c.is_ascii_alphanumeric() || "._-+/".contains(c));
    if !plain {
        return None;
    }
    if first.contains('/') {
        return (!Path::new(first).exists()).then(|| first.to_string());
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    if std::env::split_paths(&path).any(|dir| dir.join(first).is_file()) {
        return None;
    }
    (!shell_knows(first)).then(|| first.to_string())
}

/// Whether `/bin/sh` can run `word` as a command (a builtin, keyword, alias or program). When
/// the shell cannot be asked, the word is given the benefit of the doubt: the run itself then
/// reports what happened.
fn shell_knows(word: &str) -> bool {
    std::process::Command::new("/bin/sh")
        .args(["-c", "command -v \"$1\" >/dev/null 2>&1", "sh", word])
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .map_or(true, |status| status.success())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shell_builtins_and_keywords_are_not_missing_programs() {
        for line in [
            "ulimit -s unlimited && ./a.out",
            "export A=1; ./a.out",
            "umask 077; ./a.out",
            "set -e; ./a.out",
            "exit 77",
            "if true; then echo First; fi",
            "echo First",
            "wait",
        ] {
            assert_eq!(missing_program(line), None, "{line}");
        }
        assert_eq!(
            missing_program("nimkit-no-such-program-x7 a.py").as_deref(),
            Some("nimkit-no-such-program-x7")
        );
        assert_eq!(missing_program("./nimkit-no-such-file-x7").as_deref(), Some("./nimkit-no-such-file-x7"));
        assert_eq!(missing_program("sh -c 'echo First'"), None);
    }

    #[test]
    fn globs() {
        assert!(glob_matches("sample-*", "sample-1"));
        assert!(glob_matches("*", ""));
        assert!(glob_matches("max-*-games", "max-many-games"));
        assert!(glob_matches("random-small-?", "random-small-3"));
        assert!(!glob_matches("random-small-?", "random-small-10"));
        assert!(!glob_matches("sample", "sample-1"));
        assert!(glob_matches("*a*b*", "xxaxxbxx"));
        assert!(!glob_matches("*a*b", "xxbxxa"));
    }

    #[test]
    fn samples_and_globs_work_on_other_judges_names() {
        let case = |name: &str| TestCase::named(name.into(), name.into(), None);
        let names = [
            "00_sample_00",
            "01_random_00",
            "example_00",
            "sample/1",
            "secret/group1/03",
            "secret/group2/01",
            "input00",
            "01",
        ];
        let chosen = |samples: bool, only: &[&str]| -> Vec<String> {
            let only: Vec<String> = only.iter().map(|s| s.to_string()).collect();
            select(names.iter().map(|n| case(n)).collect(), samples, &only)
                .into_iter()
                .map(|c| c.name)
                .collect()
        };
        assert_eq!(chosen(true, &[]), ["00_sample_00", "example_00", "sample/1"]);
        assert_eq!(chosen(false, &["secret/*"]), ["secret/group1/03", "secret/group2/01"]);
        assert_eq!(chosen(false, &["*/group2/*,01"]), ["secret/group2/01", "01"]);
        assert_eq!(chosen(true, &["sample/*"]), ["sample/1"]);
    }

    #[test]
    fn samples_are_the_packages_own_marks_where_it_has_them() {
        // Polygon's tests are named 01, 02...: problem.xml's sample="true" marks the samples.
        let marked = |name: &str, sample: bool| TestCase {
            name: name.into(),
            input: name.into(),
            answer: None,
            sample,
        };
        let cases = vec![marked("01", true), marked("02", false), marked("sample-ish", false)];
        let names: Vec<String> = select(cases.clone(), true, &[]).into_iter().map(|c| c.name).collect();
        assert_eq!(names, ["01"]);
        assert_eq!(unmatched(&cases, true, &["02".to_string()]), ["02"]);
    }

    #[test]
    fn missing_programs_are_told_without_running_them() {
        assert_eq!(missing_program("nosuchpython-xyz a.py"), Some("nosuchpython-xyz".into()));
        assert_eq!(missing_program("sh -c 'exit 0'"), None);
        assert_eq!(missing_program("./no/such/binary"), Some("./no/such/binary".into()));
        assert_eq!(missing_program("X=1 cat"), None, "assignments are left to the shell");
        assert_eq!(missing_program("exec cat"), None);
    }
}
