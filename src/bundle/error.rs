//! Bundler errors: each diagnostic names where the problem is and what to do about it.

use std::fmt;
use std::path::{Path, PathBuf};

/// A position in a source file, 1-based as editors and compilers show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    pub file: PathBuf,
    pub line: usize,
    pub column: usize,
}

impl Location {
    /// The location of byte `offset` of `text` (the contents of `file`).
    pub fn at(file: &Path, text: &str, offset: usize) -> Location {
        let offset = floor_char_boundary(text, offset.min(text.len()));
        let before = &text[..offset];
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        Location {
            file: file.to_path_buf(),
            line: before.matches('\n').count() + 1,
            column: before[line_start..].chars().count() + 1,
        }
    }
}

fn floor_char_boundary(text: &str, mut offset: usize) -> usize {
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file.display(), self.line, self.column)
    }
}

/// What went wrong, for callers that react differently (the judge reports a syntax
/// error as a compile error, for instance).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The solution is not valid Rust.
    Syntax,
    /// A `nimkit::module` that the library does not have.
    UnknownModule,
    /// A `nimkit::module::item` that the module does not export.
    UnknownItem,
    /// A construct the bundler cannot turn into a working bundle.
    Unsupported,
    /// A crate the chosen judge does not provide (proconio on Codeforces).
    CrateUnavailable,
    /// The bundle exceeds the chosen judge's source size limit.
    TooLarge,
    /// The library itself is malformed (a bug in nimkit, not in the solution).
    Library,
}

/// One problem, with its location when it has one, and advice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub kind: ErrorKind,
    pub location: Option<Location>,
    pub message: String,
    pub help: Option<String>,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(location) = &self.location {
            write!(f, "{location}: ")?;
        }
        write!(f, "error: {}", self.message)?;
        if let Some(help) = &self.help {
            for line in help.lines() {
                write!(f, "\n  help: {line}")?;
            }
        }
        Ok(())
    }
}

/// Why a solution could not be bundled: one or more diagnostics, in source order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BundleError {
    pub diagnostics: Vec<Diagnostic>,
}

impl BundleError {
    pub fn new(kind: ErrorKind, location: Option<Location>, message: String, help: Option<String>) -> Self {
        BundleError { diagnostics: vec![Diagnostic { kind, location, message, help }] }
    }

    /// The kind of the first diagnostic.
    pub fn kind(&self) -> ErrorKind {
        self.diagnostics.first().map_or(ErrorKind::Library, |d| d.kind)
    }
}

impl fmt::Display for BundleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, diagnostic) in self.diagnostics.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{diagnostic}")?;
        }
        Ok(())
    }
}

impl std::error::Error for BundleError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locations_are_one_based_and_count_characters() {
        let text = "ab\nxé y\n";
        let at = |offset| {
            let l = Location::at(Path::new("s.rs"), text, offset);
            (l.line, l.column)
        };
        assert_eq!(at(0), (1, 1));
        assert_eq!(at(3), (2, 1));
        assert_eq!(at(6), (2, 3), "é is one column, two bytes");
        assert_eq!(Location::at(Path::new("s.rs"), text, 3).to_string(), "s.rs:2:1");
    }

    #[test]
    fn display_lists_every_diagnostic_with_help() {
        let location = Some(Location::at(Path::new("a.rs"), "x", 0));
        let mut error =
            BundleError::new(ErrorKind::UnknownModule, location, "unknown".into(), Some("try this".into()));
        error.diagnostics.push(Diagnostic {
            kind: ErrorKind::Syntax,
            location: None,
            message: "second".into(),
            help: None,
        });
        assert_eq!(error.to_string(), "a.rs:1:1: error: unknown\n  help: try this\nerror: second");
        assert_eq!(error.kind(), ErrorKind::UnknownModule);
    }
}
