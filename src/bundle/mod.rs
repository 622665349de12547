//! `nimkit bundle` and `nimkit snippet`: one submittable file from a solution that uses
//! nimkit, holding exactly the library modules it reaches.
//!
//! The pieces, one job each: `scan` reads the solution (its nimkit paths and the rewrites
//! they need), `graph` reads the library (dependencies from `super::` paths, public items),
//! `strip` finds what to cut from a module, `emit` writes the bundle, `target` knows judges'
//! limits, `check` compiles with rustc, `output` writes files; the command line is
//! `crate::bundle_cmd`.
//!
//! `use nimkit::*` brings every module name into scope; the bundle then holds the modules
//! whose names start a path somewhere in the file (`nim::nim_sum`, `use oracle::Oracle`), not
//! the whole library. A file that already has a `mod nimkit` at its root is a bundle: it is
//! passed through unchanged (still checked against `--target`), so bundling is idempotent.

pub mod check;
mod emit;
mod error;
mod graph;
pub mod origin;
pub mod output;
mod paths;
mod scan;
mod strip;
mod target;

use std::collections::BTreeSet;
use std::path::Path;

pub use error::{BundleError, Diagnostic, ErrorKind, Location};
pub use target::Target;

use graph::Library;

/// How to bundle.
#[derive(Clone, Debug, Default)]
pub struct BundleOptions {
    /// Remove the library's doc comments (`///`, `//!`, `/** */`), doctests included.
    pub strip_docs: bool,
    /// Also remove the library's indentation (Rust ignores it, and every line keeps its number,
    /// so messages still map back to the modules): the last resort under a judge's size limit.
    pub compact: bool,
    /// Refuse what this judge would refuse (size, crates).
    pub target: Option<Target>,
}

/// A finished bundle and what went into it.
#[derive(Clone, Debug)]
pub struct Bundle {
    pub text: String,
    /// The library modules included, in order.
    pub modules: Vec<String>,
    /// The input already had a `mod nimkit` at its root and was passed through unchanged.
    pub already_bundled: bool,
    /// Crates besides std and nimkit that the solution uses (proconio, ...).
    pub external_crates: Vec<String>,
}

/// Whether `solution` uses the nimkit crate and so needs bundling before a judge compiles it:
/// false for a file that is already a bundle (has a root `mod nimkit`). A file that does
/// not parse counts as using nimkit if it mentions the name, so that bundling it reports
/// the syntax error with its location.
pub fn uses_nimkit(solution: &str) -> bool {
    match scan::scan(solution) {
        Ok(scan) => scan.mentions_nimkit && scan.root_nimkit_module.is_none(),
        Err(_) => solution.contains("nimkit"),
    }
}

/// Whether `text` is a bundle: it parses and holds the library as a root `mod nimkit`.
pub fn is_bundle(text: &str) -> bool {
    scan::scan(text).is_ok_and(|scan| scan.root_nimkit_module.is_some())
}

/// The submittable text of `solution` (read from `solution_path`, used in messages).
pub fn bundle_source(
    solution: &str,
    solution_path: &Path,
    options: &BundleOptions,
) -> Result<String, BundleError> {
    bundle(solution, solution_path, options).map(|b| b.text)
}

/// Like `bundle_source`, with what went into the bundle.
pub fn bundle(solution: &str, solution_path: &Path, options: &BundleOptions) -> Result<Bundle, BundleError> {
    bundle_with(Library::embedded(), solution, solution_path, options)
}

/// `nimkit snippet`: the `mod nimkit` block holding `modules` and their dependencies.
pub fn snippet_source(modules: &[String], strip_docs: bool) -> Result<String, BundleError> {
    snippet_with(Library::embedded(), modules, strip_docs)
}

fn snippet_with(library: &Library, modules: &[String], strip_docs: bool) -> Result<String, BundleError> {
    let unknown: Vec<Diagnostic> = modules
        .iter()
        .filter(|m| !library.contains(m))
        .map(|m| Diagnostic {
            kind: ErrorKind::UnknownModule,
            location: None,
            message: format!("unknown nimkit module `{m}`"),
            help: Some(crate::suggest::help(m, "modules", library.names())),
        })
        .collect();
    if !unknown.is_empty() {
        return Err(BundleError { diagnostics: unknown });
    }
    let included = library.closure(modules.iter().map(String::as_str))?;
    Ok(emit::nimkit_block(
        &included,
        strip_docs,
        false,
        "from `nimkit snippet`; paste at the end of a solution",
    ))
}

fn bundle_with(
    library: &Library,
    solution: &str,
    path: &Path,
    options: &BundleOptions,
) -> Result<Bundle, BundleError> {
    let mut scan =
        scan::scan(solution).map_err(|(offset, message)| syntax_error(solution, path, offset, &message))?;
    if scan.glob_crate {
        scan.external_crates.retain(|name| !library.contains(&name.text));
    }
    let external_crates: Vec<String> = scan.external_crates.iter().map(|n| n.text.clone()).collect();
    if let Some(target) = options.target {
        target::check_crates(&scan.external_crates, target, path, solution)?;
    }
    let bundle = if scan.root_nimkit_module.is_some() {
        Bundle { text: solution.to_string(), modules: Vec::new(), already_bundled: true, external_crates }
    } else {
        let modules = check_references(library, &scan, path, solution)?;
        let included = library.closure(modules.iter().map(String::as_str))?;
        let text = if scan.mentions_nimkit {
            let block = emit::nimkit_block(
                &included,
                options.strip_docs,
                options.compact,
                "bundled by `nimkit bundle`; edit the solution, not this block",
            );
            emit::bundle(&emit::apply(solution, scan.edits), &block)
        } else {
            solution.to_string()
        };
        Bundle {
            text,
            modules: included.iter().map(|m| m.name.clone()).collect(),
            already_bundled: false,
            external_crates,
        }
    };
    if let Some(target) = options.target {
        target::check_size(&bundle.text, target, path, options.strip_docs)?;
    }
    Ok(bundle)
}

/// The solution does not parse: rustc's own messages, which point at the mistake (syn's often
/// point at the enclosing item, `fn main() {`), or syn's when rustc cannot be run.
fn syntax_error(solution: &str, path: &Path, offset: usize, syn_message: &str) -> BundleError {
    let file_name = path.file_name().map_or_else(|| "main.rs".into(), |n| n.to_string_lossy().into_owned());
    let rustc_says = check::compile_with(solution, "2021", &file_name, &[]).err().map(|stderr| {
        parse_errors(&stderr).replace(&format!("--> {file_name}:"), &format!("--> {}:", path.display()))
    });
    match rustc_says.filter(|errors| !errors.is_empty()) {
        Some(errors) => BundleError::new(
            ErrorKind::Syntax,
            first_location(&errors, path).or_else(|| Some(Location::at(path, solution, offset))),
            format!("the solution does not parse; rustc says:\n{errors}"),
            None,
        ),
        None => BundleError::new(
            ErrorKind::Syntax,
            Some(Location::at(path, solution, offset)),
            format!("the solution does not parse: {syn_message}"),
            Some("fix the syntax error first (the compiler's message may say more)".into()),
        ),
    }
}

/// The `LINE:COL` of the first ` --> PATH:LINE:COL` of rustc's messages about `path`.
fn first_location(errors: &str, path: &Path) -> Option<Location> {
    let arrow = format!("--> {}:", path.display());
    let after = &errors[errors.find(&arrow)? + arrow.len()..];
    let mut numbers = after.split(|c: char| !c.is_ascii_digit()).take(2).map(str::parse::<usize>);
    let (line, column) = (numbers.next()?.ok()?, numbers.next()?.ok()?);
    Some(Location { file: path.to_path_buf(), line, column })
}

/// The syntax errors of rustc's `stderr`: its `error:` diagnostics without a code (the
/// unresolved `nimkit` crate, E0432, and every later error are not the point here).
fn parse_errors(stderr: &str) -> String {
    stderr
        .split("\n\n")
        .filter(|block| block.starts_with("error: ") && !block.starts_with("error: aborting due to"))
        .collect::<Vec<_>>()
        .join("\n\n")
}

/// The library modules the solution names; every unknown module or item is an error
/// (each reported once, at its first mention), as is any construct that cannot be bundled.
fn check_references(
    library: &Library,
    scan: &scan::Scan,
    path: &Path,
    source: &str,
) -> Result<BTreeSet<String>, BundleError> {
    let mut problems: Vec<(usize, Diagnostic)> = Vec::new();
    let mut reported = BTreeSet::new();
    let mut modules = BTreeSet::new();
    let at = |offset| Some(Location::at(path, source, offset));
    for (offset, message, help) in &scan.unsupported {
        problems.push((
            *offset,
            Diagnostic {
                kind: ErrorKind::Unsupported,
                location: at(*offset),
                message: message.clone(),
                help: Some(help.clone()),
            },
        ));
    }
    for reference in &scan.references {
        let name = &reference.module.text;
        let Some(module) = library.module(name)? else {
            if !reference.via_glob && reported.insert(name.clone()) {
                problems.push((
                    reference.module.offset,
                    Diagnostic {
                        kind: ErrorKind::UnknownModule,
                        location: at(reference.module.offset),
                        message: format!("unknown nimkit module `{name}`"),
                        help: Some(crate::suggest::help(name, "modules", library.names())),
                    },
                ));
            }
            continue;
        };
        modules.insert(name.clone());
        // Through `use nimkit::*` a path may mean a module of another crate that a nearer
        // import names the same (`use std::io` inside one function): its items are not ours to
        // check; rustc has the last word.
        if reference.via_glob {
            continue;
        }
        let (Some(item), Some(items)) = (&reference.item, &module.items) else { continue };
        if !items.contains(&item.text) && reported.insert(format!("{name}::{}", item.text)) {
            problems.push((
                item.offset,
                Diagnostic {
                    kind: ErrorKind::UnknownItem,
                    location: at(item.offset),
                    message: format!("`nimkit::{name}` has no public item `{}`", item.text),
                    help: Some(crate::suggest::help(
                        &item.text,
                        &format!("items of `{name}`"),
                        items.iter().map(String::as_str),
                    )),
                },
            ));
        }
    }
    if problems.is_empty() {
        return Ok(modules);
    }
    problems.sort_by_key(|(offset, _)| *offset);
    Err(BundleError { diagnostics: problems.into_iter().map(|(_, d)| d).collect() })
}

#[cfg(test)]
mod tests;
