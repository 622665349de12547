//! How a problem's expected and actual outputs are compared, as data: the modes problem.toml
//! and `--compare` name. The comparison itself is the judge's (`judge::compare`).

use std::fmt;

/// How expected and actual output are compared.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum CompareMode {
    /// Byte for byte.
    Exact,
    /// Line by line, ignoring trailing whitespace on each line, CRLF line ends, and
    /// trailing empty lines.
    Default,
    /// Whitespace-separated tokens, ignoring how they are laid out.
    Tokens,
    /// Tokens; pairs that both parse as numbers match when within `absolute` or within
    /// `relative` times the expected value.
    Float { absolute: f64, relative: f64 },
}

/// The tolerance used when `float` is chosen without one.
pub const DEFAULT_FLOAT_ERROR: f64 = 1e-6;

impl CompareMode {
    /// Parses `default`, `exact`, `tokens` or `float` (with the given tolerances).
    pub fn parse(name: &str, absolute: f64, relative: f64) -> Option<CompareMode> {
        match name.trim().to_ascii_lowercase().as_str() {
            "default" | "lines" => Some(CompareMode::Default),
            "exact" => Some(CompareMode::Exact),
            "tokens" => Some(CompareMode::Tokens),
            "float" => Some(CompareMode::Float { absolute, relative }),
            _ => None,
        }
    }
}

impl fmt::Display for CompareMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CompareMode::Exact => write!(f, "exact"),
            CompareMode::Default => write!(f, "default"),
            CompareMode::Tokens => write!(f, "tokens"),
            CompareMode::Float { absolute, relative } => {
                write!(f, "float (abs {absolute:e}, rel {relative:e})")
            }
        }
    }
}
