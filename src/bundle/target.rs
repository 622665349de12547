//! What a judge accepts: its source size limit and whether it offers crates.

use std::path::Path;

use super::error::{BundleError, Diagnostic, ErrorKind, Location};
use super::scan::Name;

/// A judge whose limits the bundle must respect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Target {
    /// Codeforces: 64 KiB of source, no crates.
    Codeforces,
    /// AtCoder: 512 KiB of source; proconio, itertools and more are installed.
    Atcoder,
    /// Library Checker (judge.yosupo.jp): no crates; sources are kept well under 1 MiB.
    Yosupo,
}

impl Target {
    pub fn name(self) -> &'static str {
        match self {
            Target::Codeforces => "Codeforces",
            Target::Atcoder => "AtCoder",
            Target::Yosupo => "Library Checker",
        }
    }

    /// Largest accepted source, in bytes.
    pub fn size_limit(self) -> usize {
        match self {
            Target::Codeforces => 64 * 1024,
            Target::Atcoder => 512 * 1024,
            Target::Yosupo => 1024 * 1024,
        }
    }

    fn has_crates(self) -> bool {
        self == Target::Atcoder
    }
}

/// Refuse a bundle larger than the judge takes.
pub fn check_size(bundle: &str, target: Target, path: &Path, strip_docs: bool) -> Result<(), BundleError> {
    let size = bundle.len();
    if size <= target.size_limit() {
        return Ok(());
    }
    let help = if strip_docs {
        "use fewer nimkit modules, or shorten the solution".to_string()
    } else {
        "try --strip-docs, which removes the library's doc comments".to_string()
    };
    Err(BundleError::new(
        ErrorKind::TooLarge,
        None,
        format!(
            "the bundle of {} is {size} bytes, over the {} limit of {} bytes",
            path.display(),
            target.name(),
            target.size_limit()
        ),
        Some(help),
    ))
}

/// Refuse crates that the judge does not have.
pub fn check_crates(crates: &[Name], target: Target, path: &Path, source: &str) -> Result<(), BundleError> {
    if target.has_crates() || crates.is_empty() {
        return Ok(());
    }
    let diagnostics = crates
        .iter()
        .map(|name| {
            let help = if name.text == "proconio" {
                "read input with nimkit's scanner instead: `use nimkit::io::stdin_scanner;` then \
                 `let mut sc = stdin_scanner(); let n: usize = sc.next();`"
                    .to_string()
            } else {
                format!(
                    "{} compiles a single file with no crates but std; remove `{}`",
                    target.name(),
                    name.text
                )
            };
            Diagnostic {
                kind: ErrorKind::CrateUnavailable,
                location: Some(Location::at(path, source, name.offset)),
                message: format!("crate `{}` is not available on {}", name.text, target.name()),
                help: Some(help),
            }
        })
        .collect();
    Err(BundleError { diagnostics })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn size_limits_are_inclusive() {
        let path = Path::new("s.rs");
        assert!(check_size(&"x".repeat(65536), Target::Codeforces, path, false).is_ok());
        let err = check_size(&"x".repeat(65537), Target::Codeforces, path, false).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::TooLarge);
        assert!(err.to_string().contains("65537 bytes, over the Codeforces limit of 65536"), "{err}");
        assert!(err.to_string().contains("--strip-docs"));
        assert!(check_size(&"x".repeat(65537), Target::Atcoder, path, false).is_ok());
    }

    #[test]
    fn crates_are_refused_only_without_them() {
        let source = "use proconio::input;";
        let crates = [Name { text: "proconio".into(), offset: 4 }];
        let path = Path::new("s.rs");
        assert!(check_crates(&crates, Target::Atcoder, path, source).is_ok());
        let err = check_crates(&crates, Target::Codeforces, path, source).unwrap_err().to_string();
        assert!(err.starts_with("s.rs:1:5: error: crate `proconio` is not available on Codeforces"), "{err}");
        assert!(err.contains("nimkit::io::stdin_scanner"), "{err}");
    }
}
