//! The rooms of `src/` keep their boundaries (ARCHITECTURE.md): this test reads the tool's
//! sources and fails when a file names a module its room may not use (the sandbox anything but
//! `fsutil`, the package readers or the toolchain the judge, the judge a command...), or when
//! files import each other in a circle. It reads text, so it sees every path: `use` lines,
//! `crate::x::f()` in a body, `super::super::x`, a child module named from its parent.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// Each room below the commands and what it may use besides itself. A top-level module missing
/// here is refused until it is given a place (here and in ARCHITECTURE.md).
const ALLOWED: [(&str, &[&str]); 10] = [
    ("sandbox", &["fsutil"]),
    ("package", &["cache", "error", "fsutil", "suggest"]),
    ("toolchain", &["bundle", "sandbox", "cache", "error", "fsutil"]),
    ("judge", &["package", "toolchain", "sandbox", "cache", "error", "fsutil"]),
    ("bundle", &["library", "suggest", "fsutil"]),
    ("cache", &["fsutil"]),
    ("error", &[]),
    ("fsutil", &[]),
    ("suggest", &[]),
    ("library", &[]),
];

/// The commands (and `main`, which dispatches to them): above every room, they may use anything.
const COMMANDS: [&str; 9] =
    ["main", "test_cmd", "practice", "verify", "stress", "grundy_cmd", "cache_cmd", "bundle_cmd", "lab"];

/// Files that import each other in a circle, known and accepted: the room's launcher, zygote,
/// kernel probe, cgroups and folders (`src/judge/room/` before the move) use items of the room's
/// root and it uses theirs. A circle among any other files, or one that takes in another file
/// of the sandbox (`process.rs`, `signals.rs`), fails.
const ACCEPTED_CIRCLE: [&str; 6] = [
    "sandbox/mod.rs",
    "sandbox/cgroup.rs",
    "sandbox/folders.rs",
    "sandbox/launcher.rs",
    "sandbox/probe.rs",
    "sandbox/zygote.rs",
];

/// One source file: its path below `src/`, its module path (`["judge", "run"]`), its text.
struct Source {
    file: String,
    module: Vec<String>,
    text: String,
}

impl Source {
    fn new(file: &str, text: &str) -> Source {
        let mut module: Vec<String> = file.trim_end_matches(".rs").split('/').map(str::to_string).collect();
        if module.last().is_some_and(|last| last == "mod") || file == "main.rs" {
            module.pop();
        }
        Source { file: file.to_string(), module, text: text.to_string() }
    }

    fn room(&self) -> &str {
        self.module.first().map_or("main", String::as_str)
    }
}

/// A module path named in a file: where (1-based line), the resolved absolute module path
/// (crate-relative), and whether it is in the file's test module.
#[derive(Debug)]
struct Reference {
    line: usize,
    path: Vec<String>,
    in_tests: bool,
}

/// `text` with comments, string and character literals blanked (newlines kept, so offsets and
/// lines stay), so that only code is searched for paths.
fn code_only(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = bytes.to_vec();
    let blank = |out: &mut Vec<u8>, from: usize, to: usize| {
        for byte in &mut out[from..to.min(bytes.len())] {
            if *byte != b'\n' {
                *byte = b' ';
            }
        }
    };
    let mut i = 0;
    while i < bytes.len() {
        let rest = &bytes[i..];
        if rest.starts_with(b"//") {
            let end = rest.iter().position(|&b| b == b'\n').map_or(bytes.len(), |n| i + n);
            blank(&mut out, i, end);
            i = end;
        } else if rest.starts_with(b"/*") {
            let mut depth = 0;
            let mut j = i;
            while j < bytes.len() {
                if bytes[j..].starts_with(b"/*") {
                    depth += 1;
                    j += 2;
                } else if bytes[j..].starts_with(b"*/") {
                    depth -= 1;
                    j += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    j += 1;
                }
            }
            blank(&mut out, i, j);
            i = j;
        } else if rest[0] == b'r'
            && (rest.starts_with(b"r\"") || rest.starts_with(b"r#"))
            && (i == 0 || !is_ident_byte(bytes[i - 1]) || bytes[i - 1] == b'b')
        {
            let hashes = rest[1..].iter().take_while(|&&b| b == b'#').count();
            if rest.get(1 + hashes) != Some(&b'"') {
                i += 1;
                continue;
            }
            let closing: Vec<u8> =
                std::iter::once(b'"').chain(std::iter::repeat(b'#').take(hashes)).collect();
            let start = i + 2 + hashes;
            let end = bytes[start..]
                .windows(closing.len())
                .position(|w| w == closing.as_slice())
                .map_or(bytes.len(), |n| start + n + closing.len());
            blank(&mut out, i, end);
            i = end;
        } else if rest[0] == b'"' {
            let mut j = i + 1;
            while j < bytes.len() && bytes[j] != b'"' {
                j += if bytes[j] == b'\\' { 2 } else { 1 };
            }
            blank(&mut out, i, j + 1);
            i = j + 1;
        } else if rest[0] == b'\'' {
            // A character literal ('x', '\n', '"'), else a lifetime or a label.
            let end = if rest.get(1) == Some(&b'\\') {
                rest.iter().skip(3).position(|&b| b == b'\'').map(|n| i + 3 + n + 1)
            } else {
                let width = std::str::from_utf8(&rest[1..rest.len().min(5)])
                    .or_else(|e| std::str::from_utf8(&rest[1..1 + e.valid_up_to()]))
                    .ok()
                    .and_then(|s| s.chars().next())
                    .map_or(1, char::len_utf8);
                (rest.get(1 + width) == Some(&b'\'')).then_some(i + 2 + width)
            };
            match end {
                Some(end) => {
                    blank(&mut out, i, end);
                    i = end;
                }
                None => i += 1,
            }
        } else {
            i += 1;
        }
    }
    String::from_utf8(out).expect("blanking keeps UTF-8: whole literals and comments are replaced")
}

fn is_ident_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// The identifier starting at `at`, if any.
fn ident_at(code: &str, at: usize) -> Option<&str> {
    let len = code[at..].bytes().take_while(|&b| is_ident_byte(b)).count();
    (len > 0).then(|| &code[at..at + len])
}

/// The paths that follow `prefix::` at `at`: `x::y` gives `[x, y]`, `x::{y, z::w, self}` gives
/// `[x, y]`, `[x, z, w]` and `[x]`; a glob or a name with no path gives its prefix.
fn paths_after(code: &str, at: usize) -> Vec<Vec<String>> {
    let at = at + code[at..].len() - code[at..].trim_start().len();
    if code[at..].starts_with('{') {
        let mut paths = Vec::new();
        let mut depth = 0;
        let mut item = at + 1;
        for (offset, c) in code[at..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' | ',' if depth == 1 => {
                    paths.extend(paths_after(code, item));
                    item = at + offset + 1;
                    if c == '}' {
                        break;
                    }
                }
                '}' => depth -= 1,
                _ => {}
            }
        }
        return paths;
    }
    let Some(name) = ident_at(code, at) else { return vec![Vec::new()] };
    let after = at + name.len();
    let rest = code[after..].trim_start();
    let tail = if rest.starts_with("::") {
        paths_after(code, code.len() - rest.len() + 2)
    } else {
        vec![Vec::new()]
    };
    let head = if name == "self" { Vec::new() } else { vec![name.to_string()] };
    tail.into_iter().map(|t| [head.clone(), t].concat()).collect()
}

/// Every module path `source` names: through `crate::`, `super::` (however many), or a child
/// module's name at the start of a path; `child_modules` holds each module's children.
fn references(source: &Source, child_modules: &BTreeMap<Vec<String>, BTreeSet<String>>) -> Vec<Reference> {
    let code = code_only(&source.text);
    let tests_start = code
        .match_indices("#[cfg(test)]")
        .find(|&(at, marker)| {
            let after = code[at + marker.len()..].trim_start();
            after.starts_with("mod ")
                && after.find('{').is_some_and(|brace| after[..brace].split_whitespace().count() == 2)
        })
        .map_or(code.len(), |(at, _)| at);
    let children = child_modules.get(&source.module).cloned().unwrap_or_default();
    let bytes = code.as_bytes();
    let mut found = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        if !code.is_char_boundary(at) {
            at += 1;
            continue;
        }
        let boundary =
            at == 0 || !(is_ident_byte(bytes[at - 1]) || bytes[at - 1] == b':' || bytes[at - 1] == b'$');
        let Some(word) = ident_at(&code, at).filter(|_| boundary) else {
            at += 1;
            continue;
        };
        let in_tests = at >= tests_start;
        let mut base = source.module.clone();
        if in_tests {
            base.push("tests".to_string());
        }
        let after_word = at + word.len();
        let line = 1 + code[..at].matches('\n').count();
        let mut resolved: Option<(Vec<String>, usize)> = None;
        if word == "crate" && code[after_word..].starts_with("::") {
            resolved = Some((Vec::new(), after_word + 2));
        } else if word == "super" && code[after_word..].starts_with("::") {
            let mut supers = 1;
            let mut next = after_word + 2;
            while code[next..].starts_with("super::") {
                supers += 1;
                next += "super::".len();
            }
            assert!(supers <= base.len(), "src/{}:{line}: super:: goes above the crate root", source.file);
            resolved = Some((base[..base.len() - supers].to_vec(), next));
        } else if children.contains(word) && code[after_word..].starts_with("::") && !in_tests {
            resolved = Some((base.clone(), at));
        }
        if let Some((prefix, next)) = resolved {
            for path in paths_after(&code, next) {
                found.push(Reference { line, path: [prefix.clone(), path].concat(), in_tests });
            }
        }
        at = after_word;
    }
    found
}

/// What breaks the rules in `sources`: one line each, naming the file, the line and the rule.
fn violations(sources: &[Source]) -> Vec<String> {
    let modules: BTreeMap<Vec<String>, &Source> = sources.iter().map(|s| (s.module.clone(), s)).collect();
    let mut child_modules: BTreeMap<Vec<String>, BTreeSet<String>> = BTreeMap::new();
    for module in modules.keys().filter(|m| !m.is_empty()) {
        child_modules
            .entry(module[..module.len() - 1].to_vec())
            .or_default()
            .insert(module[module.len() - 1].clone());
    }
    let top_level: BTreeSet<&str> = modules.keys().filter_map(|m| m.first()).map(String::as_str).collect();
    let allowed: BTreeMap<&str, &[&str]> = ALLOWED.into_iter().collect();
    let mut problems = Vec::new();
    let mut edges: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    for source in sources {
        let room = source.room();
        if !COMMANDS.contains(&room) && !allowed.contains_key(room) {
            problems.push(format!(
                "src/{}: the module `{room}` has no place in the house: give it one in tests/architecture.rs \
                 (ALLOWED or COMMANDS) and in ARCHITECTURE.md",
                source.file
            ));
            continue;
        }
        for reference in references(source, &child_modules) {
            let Some(target) = reference.path.first().map(String::as_str) else { continue };
            if !top_level.contains(target) {
                continue; // not a module of the tool (a crate, or `nimkit` in a bundle's text)
            }
            if target != room && !COMMANDS.contains(&room) {
                let may_use = allowed.get(room).copied().unwrap_or(&[]);
                if !may_use.contains(&target) {
                    let why = if COMMANDS.contains(&target) {
                        "a command: nothing below the commands may use one".to_string()
                    } else {
                        format!(
                            "`{room}` may use only {}",
                            if may_use.is_empty() { "itself".to_string() } else { may_use.join(", ") }
                        )
                    };
                    problems.push(format!(
                        "src/{}:{}: uses crate::{} ({why}; see ARCHITECTURE.md)",
                        source.file,
                        reference.line,
                        reference.path.join("::")
                    ));
                }
            }
            if reference.in_tests {
                continue;
            }
            // The file that defines the deepest module the path names.
            let file = (1..=reference.path.len())
                .rev()
                .find_map(|len| modules.get(&reference.path[..len]))
                .or_else(|| modules.get(&Vec::new()));
            if let Some(file) = file.filter(|f| f.file != source.file) {
                edges.entry(&source.file).or_default().insert(&file.file);
            }
        }
    }
    for circle in circles(&edges) {
        if !circle.iter().all(|file| ACCEPTED_CIRCLE.contains(file)) {
            problems.push(format!(
                "these files import each other in a circle: {}; move what they share into a file below them",
                circle.iter().map(|f| format!("src/{f}")).collect::<Vec<_>>().join(", ")
            ));
        }
    }
    problems
}

/// The strongly connected components of more than one file (Tarjan's algorithm, iterative).
fn circles<'a>(edges: &BTreeMap<&'a str, BTreeSet<&'a str>>) -> Vec<Vec<&'a str>> {
    let nodes: BTreeSet<&str> =
        edges.iter().flat_map(|(from, to)| std::iter::once(*from).chain(to.iter().copied())).collect();
    let mut index: BTreeMap<&str, usize> = BTreeMap::new();
    let mut low: BTreeMap<&str, usize> = BTreeMap::new();
    let mut on_stack: BTreeSet<&str> = BTreeSet::new();
    let mut stack: Vec<&str> = Vec::new();
    let mut components = Vec::new();
    let empty = BTreeSet::new();
    for &root in &nodes {
        if index.contains_key(root) {
            continue;
        }
        // (node, its successors not yet looked at)
        let mut work: Vec<(&str, Vec<&str>)> = Vec::new();
        let visit = |node: &'a str,
                     index: &mut BTreeMap<&'a str, usize>,
                     low: &mut BTreeMap<&'a str, usize>,
                     stack: &mut Vec<&'a str>,
                     on_stack: &mut BTreeSet<&'a str>| {
            let n = index.len();
            index.insert(node, n);
            low.insert(node, n);
            stack.push(node);
            on_stack.insert(node);
            (node, edges.get(node).unwrap_or(&empty).iter().rev().copied().collect::<Vec<&str>>())
        };
        work.push(visit(root, &mut index, &mut low, &mut stack, &mut on_stack));
        while let Some((node, successors)) = work.last_mut() {
            let node = *node;
            if let Some(next) = successors.pop() {
                if !index.contains_key(next) {
                    work.push(visit(next, &mut index, &mut low, &mut stack, &mut on_stack));
                } else if on_stack.contains(next) {
                    let lowest = low[node].min(index[next]);
                    low.insert(node, lowest);
                }
                continue;
            }
            work.pop();
            if let Some((parent, _)) = work.last() {
                let lowest = low[*parent].min(low[node]);
                low.insert(*parent, lowest);
            }
            if low[node] == index[node] {
                let mut component = Vec::new();
                while let Some(member) = stack.pop() {
                    on_stack.remove(member);
                    component.push(member);
                    if member == node {
                        break;
                    }
                }
                if component.len() > 1 {
                    component.sort();
                    components.push(component);
                }
            }
        }
    }
    components
}

fn read_sources(dir: &Path, root: &Path, sources: &mut Vec<Source>) {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            read_sources(&path, root, sources);
        } else if path.extension().is_some_and(|x| x == "rs") {
            let file = path.strip_prefix(root).unwrap().to_string_lossy().into_owned();
            let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            sources.push(Source::new(&file, &text));
        }
    }
}

#[test]
fn the_rooms_of_src_keep_their_boundaries() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut sources = Vec::new();
    read_sources(&root, &root, &mut sources);
    assert!(sources.iter().any(|s| s.file == "sandbox/mod.rs"), "src/sandbox/mod.rs not found");
    assert!(sources.len() > 50, "only {} files read below src/", sources.len());
    let problems = violations(&sources);
    assert!(problems.is_empty(), "{} boundary violation(s):\n{}", problems.len(), problems.join("\n"));
}

/// The checker itself: each rule catches a file that breaks it, and lets the same file pass
/// when the reference is only in a comment or a string.
#[test]
fn each_rule_rejects_a_file_that_breaks_it() {
    let house = |extra: &[(&str, &str)]| -> Vec<String> {
        let mut files = vec![
            ("main.rs", "mod judge;\nfn main() { test_cmd::run(); }\n"),
            ("test_cmd.rs", "use crate::judge::run;\n"),
            ("practice.rs", "use crate::test_cmd;\n"),
            ("stress/mod.rs", "pub mod trial;\n"),
            ("fsutil.rs", "pub fn f() {}\n"),
            ("sandbox/mod.rs", "pub mod process;\nuse crate::fsutil::f;\n"),
            ("sandbox/process.rs", "use super::pipe;\n"),
            ("package/mod.rs", "pub mod problem;\n"),
            ("package/problem.rs", "use crate::error::JudgeError;\n"),
            ("error.rs", ""),
            ("toolchain/mod.rs", "use crate::sandbox::process::Program;\n"),
            ("judge.rs", "pub mod run;\npub mod checker;\n"),
            ("judge/run.rs", "use super::checker;\nuse crate::{package, sandbox};\n"),
            ("judge/checker.rs", "use crate::sandbox::process;\n"),
        ];
        files.retain(|(file, _)| extra.iter().all(|(replaced, _)| replaced != file));
        files.extend_from_slice(extra);
        let sources: Vec<Source> = files.iter().map(|(file, text)| Source::new(file, text)).collect();
        violations(&sources)
    };
    assert_eq!(house(&[]), Vec::<String>::new(), "the allowed house");
    // (file, its text, what the complaint must say)
    let broken: [(&str, &str, &str); 14] = [
        (
            "sandbox/view.rs",
            "use crate::judge::verdict::Verdict;\n",
            "src/sandbox/view.rs:1: uses crate::judge::verdict",
        ),
        (
            "sandbox/view.rs",
            "fn f() {\n    crate::package::problem::load();\n}\n",
            "view.rs:2: uses crate::package",
        ),
        ("sandbox/view.rs", "use crate::{fsutil, toolchain};\n", "uses crate::toolchain"),
        ("sandbox/cgroup.rs", "use super::super::judge::run;\n", "uses crate::judge::run"),
        (
            "package/set.rs",
            "use crate::judge::compare::CompareMode;\n",
            "src/package/set.rs:1: uses crate::judge",
        ),
        ("toolchain/compile.rs", "use crate::judge::error;\n", "uses crate::judge"),
        ("toolchain/compile.rs", "use crate::package::problem;\n", "uses crate::package"),
        ("judge/report.rs", "fn f() { crate::test_cmd::run() }\n", "a command: nothing below"),
        ("judge/report.rs", "use crate::practice;\n", "uses crate::practice"),
        ("shiny.rs", "pub fn f() {}\n", "`shiny` has no place in the house"),
        (
            "judge/checker.rs",
            "use super::run::classify;\n",
            "in a circle: src/judge/checker.rs, src/judge/run.rs",
        ),
        (
            "sandbox/mod.rs",
            "mod process;\nfn f() { process::run() }\n",
            "in a circle: src/sandbox/mod.rs, src/sandbox/process.rs",
        ),
        // A test module may use what its room may use, but no more.
        (
            "sandbox/tree.rs",
            "fn f() {}\n\n#[cfg(test)]\nmod tests {\n    use crate::judge::run;\n}\n",
            "tree.rs:5: uses crate::judge",
        ),
        ("judge/run.rs", "use crate::{package, stress::{trial, shrink}};\n", "uses crate::stress::trial"),
    ];
    for (file, text, expected) in broken {
        let problems = house(&[(file, text)]);
        assert!(problems.iter().any(|p| p.contains(expected)), "{file}: {text:?} gave {problems:?}");
    }
    // References in comments, strings and character literals are no references.
    let fine: [(&str, &str); 4] = [
        ("sandbox/view.rs", "// see crate::judge::run\n/* crate::package */\nfn f() {}\n"),
        (
            "sandbox/view.rs",
            "const S: &str = \"crate::judge::run\";\nconst R: &str = r#\"crate::package\"#;\n",
        ),
        (
            "sandbox/view.rs",
            "const Q: char = '\"';\nfn f<'a>(x: &'a str) -> &'a str { x }\nuse crate::fsutil::f;\n",
        ),
        ("judge/checker.rs", "#[cfg(test)]\nmod tests {\n    use crate::judge::run::judge_case;\n}\n"),
    ];
    for (file, text) in fine {
        let problems = house(&[(file, text)]);
        assert!(problems.is_empty(), "{file}: {text:?} gave {problems:?}");
    }
}

/// With `autotests = false`, cargo runs only the test files it is told of: every file in
/// tests/ is a module of tests/suite.rs or a `[[test]]` of its own in Cargo.toml, so that a new
/// suite cannot be left out of `cargo test` unnoticed.
#[test]
fn every_test_file_is_run_by_cargo_test() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let suite = fs::read_to_string(root.join("tests/suite.rs")).unwrap();
    let manifest = fs::read_to_string(root.join("Cargo.toml")).unwrap();
    let mut files: Vec<String> = fs::read_dir(root.join("tests"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".rs") && name != "suite.rs")
        .collect();
    files.sort();
    assert!(files.len() > 10, "tests/ holds {} files", files.len());
    let left_out: Vec<&String> = files
        .iter()
        .filter(|name| {
            !suite.contains(&format!("#[path = \"{name}\"]"))
                && !manifest.contains(&format!("path = \"tests/{name}\""))
        })
        .collect();
    assert!(left_out.is_empty(), "not run by cargo test: {left_out:?} (add them to tests/suite.rs)");
}
