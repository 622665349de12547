//! `--check`: compile the bundle alone with plain rustc, as a judge would.

use std::ffi::OsString;
use std::fs;
use std::process::Command;

/// The compiler to use, here and in the judge: `$RUSTC` when set (e.g. a rustc 1.70, to see what
/// an old judge says), else `rustc` from PATH. cargo, which builds the judge's crates, reads
/// `$RUSTC` too.
pub fn rustc() -> OsString {
    std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into())
}

/// Type-check `bundle` as a binary crate in a temporary directory (no code generation, so it
/// takes well under a second). `Err` holds what to show: rustc's errors, or why it did not run.
/// `extra` holds more rustc arguments (`--extern` for the crates a judge offers).
pub fn compile_with(bundle: &str, edition: &str, file_name: &str, extra: &[OsString]) -> Result<(), String> {
    let dir = tempfile::Builder::new()
        .prefix("nimkit-check-")
        .tempdir()
        .map_err(|e| format!("cannot create a temporary directory: {e}"))?;
    let source = dir.path().join(file_name);
    fs::write(&source, bundle).map_err(|e| format!("cannot write {}: {e}", source.display()))?;
    let compiler = rustc();
    let output = Command::new(&compiler)
        .arg("--edition")
        .arg(edition)
        .args(["--crate-type", "bin", "--crate-name", "solution", "--emit=metadata", "-A", "warnings", "-o"])
        .arg(dir.path().join("solution.rmeta"))
        .args(extra)
        .arg(file_name)
        .current_dir(dir.path())
        .output()
        .map_err(|e| {
            format!("cannot run {}: {e} (set RUSTC to the compiler's path)", compiler.to_string_lossy())
        })?;
    if output.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&output.stderr).into_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_compiler_errors_by_file_name() {
        assert_eq!(compile_with("fn main() {}\n", "2021", "ok.rs", &[]), Ok(()));
        let err =
            compile_with("fn main() { let x: u32 = \"s\"; }\n", "2021", "bad.bundle.rs", &[]).unwrap_err();
        assert!(err.contains("bad.bundle.rs:1:"), "{err}");
        assert!(err.contains("mismatched types"), "{err}");
    }
}
