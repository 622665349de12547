//! Per-test results: what `test`, `stress` and `verify` report for each test. The verdict
//! names themselves are part of a package's vocabulary ([`crate::package::verdict`]).

pub use crate::package::verdict::Verdict;

/// Where the first difference between expected and actual output lies (1-based line).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    pub line: usize,
}

/// The full result of judging one test.
#[derive(Clone, Debug)]
pub struct CaseResult {
    /// Test name, e.g. `sample-1`.
    pub name: String,
    pub verdict: Verdict,
    /// One-line explanation (exit code, signal, first mismatch, checker message...).
    pub message: String,
    /// Wall-clock time of the solution.
    pub time_ms: u64,
    /// CPU time (user + system) reported by the OS.
    pub cpu_ms: u64,
    /// Peak resident memory reported by the OS.
    pub memory_kib: u64,
    /// What the solution printed (capped by the output limit).
    pub output: Vec<u8>,
    /// The head of what the solution wrote to stderr.
    pub stderr: Vec<u8>,
    /// First differing line, when the comparator found one.
    pub difference: Option<Difference>,
    /// The last lines of an interactive game that was not accepted.
    pub dialogue: Option<String>,
    /// What an ICPC output validator's feedback said of the test's score (scoring problems);
    /// nothing when it gave none (the test then scores by its group's settings).
    pub score: ValidatorScore,
}

/// What an ICPC output validator's feedback folder says of a test's score: `score.txt`
/// (points) or, in the 2025-09 format, `score_multiplier.txt` (a share of the test's maximum
/// score).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ValidatorScore {
    pub points: Option<f64>,
    pub multiplier: Option<f64>,
}

impl CaseResult {
    /// A result for a test that never ran (compile error, setup failure).
    pub fn not_run(name: &str, verdict: Verdict, message: impl Into<String>) -> CaseResult {
        CaseResult {
            name: name.to_string(),
            verdict,
            message: message.into(),
            time_ms: 0,
            cpu_ms: 0,
            memory_kib: 0,
            output: Vec::new(),
            stderr: Vec::new(),
            difference: None,
            dialogue: None,
            score: ValidatorScore::default(),
        }
    }
}
