//! The verdicts, as a real judge names them: what a package expects of a known-wrong solution,
//! and what the judge gives each test. Ordered from best to worst.

use std::fmt;

/// The outcome of one test, as a real judge would name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// Accepted.
    Ac,
    /// Presentation error: only whitespace differs (or a checker said so).
    Pe,
    /// Wrong answer.
    Wa,
    /// Output limit exceeded.
    Ole,
    /// Memory limit exceeded.
    Mle,
    /// Time limit exceeded (wall clock).
    Tle,
    /// Runtime error: non-zero exit or killed by a signal.
    Re,
    /// Compilation error.
    Ce,
    /// The judge itself could not decide: a broken checker or a tool that failed.
    Fail,
}

impl Verdict {
    /// Every verdict, from best to worst.
    pub const ALL: [Verdict; 9] = [
        Verdict::Ac,
        Verdict::Pe,
        Verdict::Wa,
        Verdict::Ole,
        Verdict::Mle,
        Verdict::Tle,
        Verdict::Re,
        Verdict::Ce,
        Verdict::Fail,
    ];

    /// The short upper-case name judges print (`AC`, `WA`, ...).
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Ac => "AC",
            Verdict::Pe => "PE",
            Verdict::Wa => "WA",
            Verdict::Ole => "OLE",
            Verdict::Mle => "MLE",
            Verdict::Tle => "TLE",
            Verdict::Re => "RE",
            Verdict::Ce => "CE",
            Verdict::Fail => "FAIL",
        }
    }

    /// Parses a short name as written in problem.toml (`"WA"`, case-insensitive).
    pub fn parse(name: &str) -> Option<Verdict> {
        Verdict::ALL.into_iter().find(|v| v.as_str().eq_ignore_ascii_case(name.trim()))
    }

    /// Rank used to pick the worst verdict of a run: a judge failure outranks everything,
    /// then a build failure, then crashes and limits, then wrong output.
    pub fn severity(self) -> u8 {
        Verdict::ALL.iter().position(|&v| v == self).unwrap_or(0) as u8
    }

    /// The worst of several verdicts; `Ac` for none.
    pub fn worst<I: IntoIterator<Item = Verdict>>(verdicts: I) -> Verdict {
        verdicts.into_iter().max_by_key(|v| v.severity()).unwrap_or(Verdict::Ac)
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn worst_prefers_judge_failures_then_crashes_then_wrong_output() {
        assert_eq!(Verdict::worst([Verdict::Ac, Verdict::Wa]), Verdict::Wa);
        assert_eq!(Verdict::worst([Verdict::Wa, Verdict::Tle]), Verdict::Tle);
        assert_eq!(Verdict::worst([Verdict::Re, Verdict::Fail]), Verdict::Fail);
        assert_eq!(Verdict::worst([]), Verdict::Ac);
    }

    #[test]
    fn names_round_trip() {
        for v in Verdict::ALL {
            assert_eq!(Verdict::parse(v.as_str()), Some(v));
            assert_eq!(Verdict::parse(&v.as_str().to_lowercase()), Some(v));
        }
        assert_eq!(Verdict::parse("accepted"), None);
    }
}
