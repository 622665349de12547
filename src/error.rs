//! The tool's own errors, as opposed to verdicts about a solution: what the judge, the
//! toolchain and the package readers report when they cannot do their job.

use std::fmt;

/// Why the judge could not judge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JudgeError {
    /// Bad usage or malformed input: a missing `.out`, a bad problem.toml... (exit 2)
    Input(String),
    /// A tool or the environment failed: no rustc, unwritable cache... (exit 3)
    Tool(String),
}

impl JudgeError {
    pub fn input(message: impl Into<String>) -> JudgeError {
        JudgeError::Input(message.into())
    }

    pub fn tool(message: impl Into<String>) -> JudgeError {
        JudgeError::Tool(message.into())
    }

    /// `path` in the judge's cache could not be written.
    pub fn cache_write(path: &std::path::Path, e: std::io::Error) -> JudgeError {
        JudgeError::tool(format!(
            "{}: cannot write to the judge cache: {e} (set NIMKIT_CACHE to a writable folder)",
            path.display()
        ))
    }

    /// The process exit code for this error.
    pub fn exit_code(&self) -> u8 {
        match self {
            JudgeError::Input(_) => 2,
            JudgeError::Tool(_) => 3,
        }
    }
}

impl fmt::Display for JudgeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JudgeError::Input(message) | JudgeError::Tool(message) => f.write_str(message),
        }
    }
}

impl std::error::Error for JudgeError {}
