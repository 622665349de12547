//! Practice mode: `nimkit problems`, `nimkit show ID`, `nimkit new ID [FILE]`, and the
//! progress file that `nimkit test ID FILE` updates when every test passes.

use std::collections::BTreeSet;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::error::JudgeError;
use crate::judge::report;
use crate::package::problem::{load_problem, Problem};
use crate::package::set::{
    has_problem_packages, problem_dir, problem_set_candidates, where_problems_are_looked_for,
};
use crate::test_cmd::{self, TestArgs};

/// Where the problem set lives: the first of [`problem_set_candidates`] holding packages.
pub fn problems_root() -> Result<PathBuf, JudgeError> {
    problem_set_candidates()?.into_iter().find(|dir| has_problem_packages(dir)).ok_or_else(|| {
        JudgeError::input(format!("no problem packages found {}", where_problems_are_looked_for()))
    })
}

/// Every problem package under `root`, sorted by id. A malformed package is an error
/// naming its problem.toml.
pub fn load_all(root: &Path) -> Result<Vec<Problem>, JudgeError> {
    let entries =
        fs::read_dir(root).map_err(|e| JudgeError::input(format!("{}: cannot read: {e}", root.display())))?;
    let mut dirs: Vec<PathBuf> =
        entries.flatten().map(|e| e.path()).filter(|p| p.join("problem.toml").is_file()).collect();
    dirs.sort();
    dirs.iter().map(|dir| load_problem(dir)).collect()
}

/// The problem folder `id` (a path holding problem.toml), else the problem `id` of the set
/// (found as `nimkit test` finds it), or an error that says why: not a package, no such
/// folder, or an unknown id with a "did you mean".
pub fn find(id: &str) -> Result<Problem, JudgeError> {
    // A folder named by its path comes first, as in `nimkit test`: a problem of one's own,
    // outside the set, is verified where it is.
    let path = Path::new(id);
    if path.join("problem.toml").is_file() {
        return load_problem(path);
    }
    if path.is_dir() {
        return Err(JudgeError::input(format!(
            "{id}: a folder, but not a problem package: it has no problem.toml (nimkit), problem.yaml \
             (ICPC/Kattis), problem.xml (Polygon) or info.toml with checker.cpp (Library Checker)"
        )));
    }
    if let Some(dir) = problem_dir(id)? {
        return load_problem(&dir);
    }
    if path.exists() {
        return Err(JudgeError::input(format!(
            "{id}: not a folder (give a problem id or a problem package's folder)"
        )));
    }
    if id.contains(['/', '\\']) {
        return Err(JudgeError::input(format!("{id}: no such folder")));
    }
    let root = problems_root()?;
    let ids: Vec<String> = load_all(&root)?.into_iter().map(|p| p.id).collect();
    Err(JudgeError::input(unknown_problem(id, &ids)))
}

/// "no problem" with the closest id when there is a plausible one, else the command that lists
/// them (not the set's folder, often nimkit's cache, nor all the ids at once).
fn unknown_problem(id: &str, ids: &[String]) -> String {
    match crate::suggest::closest(id, ids.iter().map(String::as_str)) {
        Some(close) => format!("no problem `{id}`; did you mean `{close}`?"),
        None => format!("no problem `{id}` (list them with: nimkit problems)"),
    }
}

/// The progress file: `$NIMKIT_PROGRESS`, else `$XDG_DATA_HOME/nimkit/solved.txt`, else
/// `~/.local/share/nimkit/solved.txt`. One solved problem id per line.
pub fn progress_file() -> PathBuf {
    if let Some(path) = std::env::var_os("NIMKIT_PROGRESS") {
        return PathBuf::from(path);
    }
    let data = std::env::var_os("XDG_DATA_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".local/share")))
        .unwrap_or_else(std::env::temp_dir);
    data.join("nimkit").join("solved.txt")
}

/// The ids recorded as solved in the progress file; a missing file means none. Lines that are
/// not valid UTF-8 are read lossily (they are kept in the file: it is only ever appended to).
pub fn solved() -> std::io::Result<BTreeSet<String>> {
    solved_in(&progress_file())
}

fn solved_in(path: &Path) -> std::io::Result<BTreeSet<String>> {
    match fs::read(path) {
        Ok(bytes) => Ok(ids_in(&bytes)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(BTreeSet::new()),
        Err(e) => Err(e),
    }
}

fn ids_in(bytes: &[u8]) -> BTreeSet<String> {
    let text = String::from_utf8_lossy(bytes);
    text.lines().map(str::trim).filter(|l| !l.is_empty()).map(String::from).collect()
}

/// Records `id` as solved: one line appended under an exclusive `flock`, so that nimkit runs
/// finishing together each add theirs (a read-modify-write lost all but one), and nothing
/// already there is ever rewritten, whatever it holds. False when it was recorded before. A
/// file that cannot be read or locked is an error and stays as it is.
pub fn record_solved(id: &str) -> std::io::Result<bool> {
    record_solved_in(&progress_file(), id)
}

fn record_solved_in(path: &Path, id: &str) -> std::io::Result<bool> {
    use std::io::Read;
    use std::os::fd::AsRawFd;
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        fs::create_dir_all(parent)?;
    }
    let mut file = fs::OpenOptions::new().read(true).append(true).create(true).open(path)?;
    // SAFETY: flock on a descriptor we own; released when `file` is closed.
    while unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX) } != 0 {
        let error = std::io::Error::last_os_error();
        if error.kind() != std::io::ErrorKind::Interrupted {
            return Err(error);
        }
    }
    let mut bytes = Vec::new();
    file.read_to_end(&mut bytes)?;
    if ids_in(&bytes).contains(id) {
        return Ok(false);
    }
    // A last line without its newline (written by hand) must not run into ours.
    let separator = if bytes.last().is_some_and(|&b| b != b'\n') { "\n" } else { "" };
    file.write_all(format!("{separator}{id}\n").as_bytes())?;
    Ok(true)
}

/// `nimkit test`: the judge's report, then practice mode: a solution (a file or a `--command`)
/// accepted on every test of a problem of the set records that problem as solved.
pub fn run_test(args: &TestArgs) -> ExitCode {
    let outcome = test_cmd::run(args);
    if let Some(id) = &outcome.accepted_problem {
        match record_solved(id) {
            Ok(true) if !args.json => report::emit(&format!("solved {id} (recorded)")),
            Ok(_) => {}
            Err(e) => eprintln!(
                "nimkit test: cannot record {id} as solved in {}: {e} (the file is left as it was)",
                progress_file().display()
            ),
        }
    }
    ExitCode::from(outcome.exit_code)
}

/// `nimkit problems`: one line per problem.
pub fn run_problems() -> ExitCode {
    report(|| {
        let problems = load_all(&problems_root()?)?;
        let done = solved().unwrap_or_else(|e| {
            eprintln!(
                "nimkit problems: cannot read the progress file {}: {e}; solved problems are not marked",
                progress_file().display()
            );
            BTreeSet::new()
        });
        let width = problems.iter().map(|p| p.id.len()).max().unwrap_or(2).max(2);
        let title_width = problems.iter().map(|p| p.title.chars().count()).max().unwrap_or(5).max(5);
        let mut out = format!("{:width$}  {:title_width$}  diff  solved  retold  tags\n", "id", "title");
        for p in &problems {
            let difficulty = p.difficulty.map_or("-".to_string(), |d| d.to_string());
            let mark = if done.contains(&p.id) { "yes" } else { "" };
            let retold = if p.source.is_some() { "yes" } else { "" };
            out += &format!(
                "{:width$}  {:title_width$}  {difficulty:>4}  {mark:6}  {retold:6}  {}\n",
                p.id,
                p.title,
                p.tags.join(", ")
            );
        }
        let solved_here = problems.iter().filter(|p| done.contains(&p.id)).count();
        let retold = problems.iter().filter(|p| p.source.is_some()).count();
        out += &format!(
            "{} problems ({retold} retold from known ones: `nimkit show ID` names the source), \
             {solved_here} solved (progress: {})\n",
            problems.len(),
            progress_file().display()
        );
        out!("{out}");
        Ok(())
    })
}

/// `nimkit show ID`: the statement, with a line of limits and, for a retold problem, its
/// source under the title; with `editorial`, editorial.md instead of the statement.
/// Headings in bold on a terminal.
pub fn run_show(id: &str, editorial: bool) -> ExitCode {
    report(|| {
        let problem = find(id)?;
        let file = if editorial { "editorial.md" } else { "statement.md" };
        let path = problem.dir.join(file);
        let body = fs::read_to_string(&path)
            .map_err(|e| JudgeError::input(format!("{}: cannot read: {e}", path.display())))?;
        let bold = crate::judge::report::colors_wanted();
        let mut out = String::new();
        out += &format!(
            "{} · time limit {} s · memory {} MiB · difficulty {} · {}\n\n",
            problem.id,
            problem.time_limit.as_secs_f64(),
            problem.memory_limit_mib,
            problem.difficulty.map_or("-".to_string(), |d| d.to_string()),
            problem.tags.join(", ")
        );
        let mut source_due = problem.source.as_deref();
        for (index, line) in body.lines().enumerate() {
            if index == 0 && !line.starts_with('#') {
                if let Some(source) = source_due.take() {
                    out += &format!("Retold from: {source}\n\n");
                }
            }
            if bold && line.starts_with('#') {
                out += &format!("\x1b[1m{line}\x1b[0m\n");
            } else {
                out += line;
                out.push('\n');
            }
            if index == 0 {
                if let Some(source) = source_due.take() {
                    out += &format!("Retold from: {source}\n");
                }
            }
        }
        if editorial {
            out += &format!("\nStatement: nimkit show {id}\n");
        } else {
            out += &format!("\nStart: nimkit new {id}    Judge: nimkit test {id} {id}.rs    Editorial: nimkit show {id} --editorial\n");
        }
        // A closed pipe (`nimkit show x | head`) is no error; a failed write is reported by main.
        crate::fsutil::write_stdout(out.as_bytes());
        Ok(())
    })
}

/// The solution template for `problem` (or a generic one for `None`, named `name`): input
/// read with nimkit's own scanner and the problem's modules imported, so it bundles and
/// compiles for every judge `bundle --target` knows, crates or not.
pub fn template(problem: Option<&Problem>, name: &str) -> String {
    let modules: Vec<&str> = problem
        .map(|p| p.modules.iter().map(String::as_str).filter(|m| *m != "io").collect())
        .unwrap_or_default();
    let imports = match modules.as_slice() {
        [] => String::new(),
        [one] => format!("#[allow(unused_imports)]\nuse nimkit::{one};\n"),
        many => format!("#[allow(unused_imports)]\nuse nimkit::{{{}}};\n", many.join(", ")),
    };
    let heading = match problem {
        Some(p) => format!(
            "// {} (nimkit problem `{}`, difficulty {})\n// Statement: nimkit show {}    Judge: nimkit test {}\n",
            p.title,
            p.id,
            p.difficulty.map_or("-".to_string(), |d| d.to_string()),
            p.id,
            p.id
        ),
        None => format!(
            "// {name}: modules with `nimkit modules`; judge with `nimkit test TESTS_DIR {name}.rs`\n"
        ),
    };
    if problem.is_some_and(|p| p.interactor.is_some()) {
        return format!(
            "{heading}\
             // Interactive: every line you print must reach the jury at once, so the output is\n\
             // flushed at each newline(); read only what the jury has sent (never to end of input).\n\
             // Submit: nimkit bundle {name}.rs -o submit.rs --check --target atcoder (or codeforces, yosupo)\n\
             {imports}use nimkit::io::{{interactive_output, stdin_scanner}};\n\
             \n\
             fn main() {{\n    \
                 let mut sc = stdin_scanner();\n    \
                 let mut out = interactive_output();\n    \
                 // Read the game as the statement describes, e.g. `let heaps: Vec<u64> = sc.vec(n);`\n    \
                 let n: usize = sc.next();\n    \
                 let _ = n;\n    \
                 out.put(\"First\").newline();\n    \
                 // Then loop: print your move with out.put(..).newline(), read the jury's reply.\n\
             }}\n"
        );
    }
    format!(
        "{heading}\
         // Submit: nimkit bundle {name}.rs -o submit.rs --check --target atcoder (or codeforces, yosupo)\n\
         {imports}use nimkit::io::stdin_scanner;\n\
         \n\
         fn main() {{\n    \
             let mut sc = stdin_scanner();\n    \
             // Read the input as the statement describes, e.g. `let piles: Vec<u64> = sc.vec(n);`\n    \
             let n: usize = sc.next();\n    \
             println!(\"{{}}\", n);\n\
         }}\n"
    )
}

/// `nimkit new NAME [FILE]`: writes the template of problem NAME (a generic one with
/// `--generic`, or when NAME is no problem and not a typo of one) to FILE (default
/// `NAME.rs`), never over an existing file.
pub fn run_new(name: &str, file: Option<&Path>, generic: bool) -> ExitCode {
    report(|| {
        let valid_name = !name.is_empty()
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
            && !name.starts_with('-');
        if !valid_name && file.is_none() {
            return Err(JudgeError::input(format!(
                "`{name}`: not a usable name (letters, digits, - and _); give a problem id or a name, \
                 and FILE to choose the path"
            )));
        }
        let problem =
            if generic { None } else { problem_dir(name)?.map(|dir| load_problem(&dir)).transpose()? };
        if problem.is_none() && !generic {
            let ids = crate::package::set::known_ids();
            if let Some(close) = crate::suggest::closest(name, ids.iter().map(String::as_str)) {
                return Err(JudgeError::input(format!(
                    "no problem `{name}`; did you mean `{close}`?\n  \
                     help: `nimkit new {name} --generic` writes a generic template under this name"
                )));
            }
        }
        let path = file.map_or_else(|| PathBuf::from(format!("{name}.rs")), Path::to_path_buf);
        let mut out = fs::OpenOptions::new().write(true).create_new(true).open(&path).map_err(|e| {
            if e.kind() == std::io::ErrorKind::AlreadyExists {
                JudgeError::input(format!(
                    "{}: already exists; nimkit never overwrites a file (give another FILE)",
                    path.display()
                ))
            } else {
                JudgeError::input(format!("{}: cannot create: {e}", path.display()))
            }
        })?;
        let stem = path.file_stem().map_or(name.to_string(), |s| s.to_string_lossy().into_owned());
        out.write_all(template(problem.as_ref(), &stem).as_bytes())
            .map_err(|e| JudgeError::input(format!("{}: cannot write: {e}", path.display())))?;
        match &problem {
            Some(p) if file.is_none() => {
                eprintln!("wrote {} (problem {}) — judge it with: nimkit test {}", path.display(), p.id, p.id)
            }
            Some(p) => eprintln!(
                "wrote {} (problem {}) — judge it with: nimkit test {} {}",
                path.display(),
                p.id,
                p.id,
                path.display()
            ),
            None => eprintln!(
                "wrote {} (a generic template: `{name}` is not a problem of the set) — judge it with: \
                 nimkit test TESTS_DIR {}",
                path.display(),
                path.display()
            ),
        }
        Ok(())
    })
}

fn report(body: impl FnOnce() -> Result<(), JudgeError>) -> ExitCode {
    match body() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("nimkit: {error}");
            ExitCode::from(error.exit_code())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unknown_problem_gets_the_closest_id_and_no_list() {
        let ids: Vec<String> = ["nim-move", "nim-winner", "kayles"].iter().map(|s| s.to_string()).collect();
        assert_eq!(unknown_problem("nim-mvoe", &ids), "no problem `nim-mvoe`; did you mean `nim-move`?");
        let far = unknown_problem("chess", &ids);
        assert_eq!(far, "no problem `chess` (list them with: nimkit problems)");
    }

    #[test]
    fn template_imports_the_problem_modules_and_reads_with_nimkit_io() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("problems");
        let problem = load_all(&root).unwrap().into_iter().next().expect("the problem set is not empty");
        let text = template(Some(&problem), &problem.id);
        assert!(text.contains("use nimkit::io::stdin_scanner;"));
        assert!(!text.contains("proconio"), "the template must pass targets without crates");
        assert!(text.contains(&format!("nimkit show {}", problem.id)));
        for module in problem.modules.iter().filter(|m| *m != "io") {
            assert!(text.contains(module.as_str()), "template lacks module {module}");
        }
    }

    #[test]
    fn an_interactive_problem_gets_a_template_that_flushes_every_line() {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join("jury.rs"), "fn main() {}").unwrap();
        fs::write(dir.path().join("problem.toml"), "interactor = \"jury.rs\"\nmodules = [\"nim\"]\n")
            .unwrap();
        let problem = crate::package::problem::load_problem(dir.path()).unwrap();
        let text = template(Some(&problem), "duel");
        assert!(text.contains("use nimkit::io::{interactive_output, stdin_scanner};"), "{text}");
        assert!(text.contains("out.put(\"First\").newline();"), "{text}");
        assert!(text.contains("use nimkit::nim;"), "{text}");
        let plain = template(None, "x");
        assert!(!plain.contains("interactive_output"), "{plain}");
    }

    #[test]
    fn recording_progress_keeps_every_line_even_one_that_is_not_utf8() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("nimkit/solved.txt");
        fs::create_dir_all(file.parent().unwrap()).unwrap();
        fs::write(&file, b"kayles\n\xff odd line\nnim-move").unwrap();
        assert!(solved_in(&file).unwrap().contains("kayles"));
        assert!(record_solved_in(&file, "nim-winner").unwrap());
        assert!(!record_solved_in(&file, "kayles").unwrap(), "recorded before");
        assert_eq!(fs::read(&file).unwrap(), b"kayles\n\xff odd line\nnim-move\nnim-winner\n");
    }

    #[test]
    fn an_unreadable_progress_file_is_an_error_and_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        // A folder where the file should be: reading fails whoever runs the test (root too).
        let file = dir.path().join("solved.txt");
        fs::create_dir(&file).unwrap();
        assert!(solved_in(&file).is_err());
        assert!(record_solved_in(&file, "kayles").is_err());
        assert!(file.is_dir() && fs::read_dir(&file).unwrap().next().is_none());
    }

    #[test]
    fn runs_recording_at_the_same_time_keep_every_id() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("solved.txt");
        let threads: Vec<_> = (0..16)
            .map(|i| {
                let file = file.clone();
                // Each thread opens the file itself, as another process would.
                std::thread::spawn(move || record_solved_in(&file, &format!("problem-{i}")).unwrap())
            })
            .collect();
        assert!(threads.into_iter().all(|t| t.join().unwrap()));
        let ids = solved_in(&file).unwrap();
        assert_eq!(ids.len(), 16, "{ids:?}");
    }
}
