//! The environment a program starts with: fixed and documented, as on a real judge, not the
//! user's. isolate (IOI, CMS) clears the environment and passes only what it is told; DOMjudge
//! does the same. A user's `RUST_BACKTRACE=1` would otherwise make a panicking solution
//! print a backtrace and peak at tens of MiB more than on the judge; `LC_ALL`, `PYTHONPATH`,
//! `JAVA_TOOL_OPTIONS` and the like would change what a program does.

use std::ffi::OsString;
use std::path::Path;

/// The only variable taken from the judge's own environment: programs started by a command
/// line (`python3 a.py`) are found through it. The default is for a judge started without it.
const PASSED: [&str; 1] = ["PATH"];
const DEFAULT_PATH: &str = "/usr/local/bin:/usr/bin:/bin";

/// The program's environment: `PATH` (the judge's), `HOME` and `TMPDIR` (its private folder
/// `workdir`), `LANG=C.UTF-8`; then `changes` (what the judge itself sets for this run).
pub fn for_program(
    inherited: &[(OsString, OsString)],
    workdir: &Path,
    changes: &[(OsString, Option<OsString>)],
) -> Vec<(OsString, OsString)> {
    let mut environment: Vec<(OsString, OsString)> =
        inherited.iter().filter(|(key, _)| PASSED.iter().any(|p| key == p)).cloned().collect();
    if environment.is_empty() {
        environment.push(("PATH".into(), DEFAULT_PATH.into()));
    }
    environment.push(("HOME".into(), workdir.as_os_str().to_owned()));
    environment.push(("TMPDIR".into(), workdir.as_os_str().to_owned()));
    environment.push(("LANG".into(), "C.UTF-8".into()));
    for (key, value) in changes {
        environment.retain(|(k, _)| k != key);
        if let Some(value) = value {
            environment.push((key.clone(), value.clone()));
        }
    }
    environment
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(list: &[(&str, &str)]) -> Vec<(OsString, OsString)> {
        list.iter().map(|(k, v)| (OsString::from(k), OsString::from(v))).collect()
    }

    #[test]
    fn only_path_passes_and_the_rest_is_fixed() {
        let user = pairs(&[
            ("PATH", "/opt/py/bin:/usr/bin"),
            ("RUST_BACKTRACE", "1"),
            ("HOME", "/home/u"),
            ("LC_ALL", "fr_FR.UTF-8"),
            ("TMPDIR", "/home/u/tmp"),
        ]);
        let room = Path::new("/tmp/room-1");
        let changes = [(OsString::from("NIMKIT_RUN"), Some(OsString::from("7")))];
        let expected = pairs(&[
            ("PATH", "/opt/py/bin:/usr/bin"),
            ("HOME", "/tmp/room-1"),
            ("TMPDIR", "/tmp/room-1"),
            ("LANG", "C.UTF-8"),
            ("NIMKIT_RUN", "7"),
        ]);
        assert_eq!(for_program(&user, room, &changes), expected);
        let without_path = for_program(&[], room, &[]);
        assert_eq!(without_path[0], (OsString::from("PATH"), OsString::from(DEFAULT_PATH)));
    }
}
