//! Every snippet must build as a dependency-free crate with plain rustc (what a judge does
//! with a bundle): editions 2021 and 2024 with the current compiler, and edition 2021 with
//! rustc 1.70 (the MSRV) when that toolchain is installed. Snippets may name only std,
//! core, alloc, their own module (`self`) and their siblings (`super::sibling`).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

fn snippet_files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("snippets");
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .collect();
    files.sort();
    assert!(files.iter().any(|f| f.ends_with("lib.rs")), "snippets/lib.rs is missing");
    files
}

/// Copies the snippets alone into a fresh directory, so nothing else of the project is seen.
fn isolated_copy() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("create a temporary directory");
    for file in snippet_files() {
        fs::copy(&file, dir.path().join(file.file_name().unwrap())).expect("copy a snippet");
    }
    dir
}

/// Type-checks lib.rs (and so every module it lists) with `rustc_prefix` as a library crate.
fn compile(rustc_prefix: &[&str], edition: &str) {
    let dir = isolated_copy();
    let output = Command::new(rustc_prefix[0])
        .args(&rustc_prefix[1..])
        .args(["--edition", edition, "--crate-type", "lib", "--crate-name", "nimkit", "--emit", "metadata"])
        .args(["-D", "warnings", "--out-dir"])
        .arg(dir.path())
        .arg(dir.path().join("lib.rs"))
        .output()
        .unwrap_or_else(|e| panic!("running {rustc_prefix:?}: {e}"));
    assert!(
        output.status.success(),
        "{rustc_prefix:?} --edition {edition} rejects the snippets:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn snippets_build_alone_with_edition_2021() {
    compile(&["rustc"], "2021");
}

#[test]
fn snippets_build_alone_with_edition_2024() {
    compile(&["rustc"], "2024");
}

/// The installed 1.70 toolchain's name, if rustup knows one.
fn msrv_toolchain() -> Option<String> {
    let output = Command::new("rustup").args(["toolchain", "list"]).output().ok()?;
    let list = String::from_utf8_lossy(&output.stdout);
    let found = list.lines().find(|l| l.starts_with("1.70")).and_then(|l| l.split_whitespace().next());
    found.map(str::to_string)
}

#[test]
fn snippets_build_alone_with_rustc_1_70_when_installed() {
    match msrv_toolchain() {
        Some(toolchain) => compile(&["rustup", "run", &toolchain, "rustc"], "2021"),
        None => eprintln!("note: no rustc 1.70 toolchain in `rustup toolchain list`; MSRV build skipped"),
    }
}

/// The first path segment after `use` / `extern crate`, for every such line outside comments.
fn imported_roots(source: &str) -> Vec<(usize, String)> {
    let mut roots = Vec::new();
    for (index, line) in source.lines().enumerate() {
        let line = line.trim_start();
        let line = line.strip_prefix("pub ").or_else(|| line.strip_prefix("pub(crate) ")).unwrap_or(line);
        let rest = match line.strip_prefix("use ").or_else(|| line.strip_prefix("extern crate ")) {
            Some(rest) => rest.trim_start().trim_start_matches("::"),
            None => continue,
        };
        let root: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        roots.push((index + 1, root));
    }
    roots
}

#[test]
fn snippets_import_only_std_and_siblings() {
    // `crate::` is refused too: inside a bundle's `mod nimkit { ... }` it names the user's
    // crate root, not the library, so only `super::sibling` reaches a sibling everywhere.
    let allowed = ["std", "core", "alloc", "super", "self"];
    for file in snippet_files() {
        let source = fs::read_to_string(&file).unwrap();
        assert!(!source.contains("extern crate"), "{}: `extern crate` in a snippet", file.display());
        for (line, root) in imported_roots(&source) {
            assert!(
                allowed.contains(&root.as_str()),
                "{}:{line}: `use {root}...` reaches outside std and the sibling snippets",
                file.display()
            );
        }
    }
}

#[test]
fn the_import_scan_sees_what_it_must_refuse() {
    let roots =
        imported_roots("use std::io;\n    pub use quickcheck::Gen;\n//! use itertools;\nuse ::regex as r;");
    let names: Vec<&str> = roots.iter().map(|(_, r)| r.as_str()).collect();
    assert_eq!(names, ["std", "quickcheck", "regex"]);
}
