//! A stress run is worth something only if `GEN SEED SIZE` prints the same input every time:
//! the printed `--seed` must repeat the search and a reported case must regenerate. The
//! generator runs twice on the first case before the search (catching `/dev/urandom`, fine
//! clocks, per-process hash seeds), and once more after the search, in another second of the
//! wall clock (catching `time(NULL)`-style seeding). A failing case is generated once more too:
//! a generator random only on larger sizes gets a note there (the failing input stands).

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use super::trial::Bench;

/// The first case's input as generated before the search, and the wall-clock second its
/// generation ended in.
pub struct FirstInput {
    input: Vec<u8>,
    second: u64,
}

/// Generates the first case twice; `None` when the generator fails (the search reports that
/// as the failure of case #0), an error when the two inputs differ.
pub fn first_input(bench: &Bench, (seed, size): (u64, u64)) -> Result<Option<FirstInput>, String> {
    let Ok(input) = bench.generate(seed, size) else { return Ok(None) };
    let Ok(again) = bench.generate(seed, size) else { return Ok(None) };
    if again != input {
        return Err(ignores_its_seed(bench, seed, size, &input, &again));
    }
    // Read after the runs: a clock the generator read is at most this second. Read before
    // them, a run that crossed into the next second made the later check read that second
    // again, and a `date +%s` generator went unnoticed (seen on a loaded machine).
    Ok(Some(FirstInput { input, second: wall_second() }))
}

/// Generates the first case once more, in a later wall-clock second than the first time
/// (waiting for it if the search was that short); an error when the input changed.
pub fn same_later(bench: &Bench, (seed, size): (u64, u64), first: &FirstInput) -> Result<(), String> {
    while wall_second() <= first.second {
        let into_second = SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default().subsec_nanos();
        std::thread::sleep(Duration::from_nanos(u64::from(1_000_000_000 - into_second.min(999_999_999))));
    }
    generates_again(bench, (seed, size), &first.input, "after the search")
}

/// Whether `GEN SEED SIZE`, run once more (`when`), prints `input` again; else why not.
fn generates_again(bench: &Bench, (seed, size): (u64, u64), input: &[u8], when: &str) -> Result<(), String> {
    match bench.generate(seed, size) {
        Ok(again) if again == input => Ok(()),
        Ok(again) => Err(ignores_its_seed(bench, seed, size, input, &again)),
        Err(reason) => Err(format!(
            "the generator failed when `{} {seed} {size}` was run again {when}: {reason}",
            bench.generator_name
        )),
    }
}

/// A note when `GEN SEED SIZE` does not print `input` again (the failing case's input): the
/// generator depends on more than its arguments for this case (the first case passed the
/// checks); the failing input itself is real, shown and saved as it was.
pub fn differs_when_regenerated(bench: &Bench, case: (u64, u64), input: &[u8]) -> Option<String> {
    generates_again(bench, case, input, "for the failing case").err().map(|why| {
        format!(
            "note: {why}; the failing input below is the one judged, saved as it was, but the \
             command does not print it again and shrinking by regeneration may wander"
        )
    })
}

fn wall_second() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

fn ignores_its_seed(bench: &Bench, seed: u64, size: u64, one: &[u8], other: &[u8]) -> String {
    let at = one.iter().zip(other).position(|(a, b)| a != b).unwrap_or(one.len().min(other.len()));
    format!(
        "the generator ignores its seed (two runs of `{} {seed} {size}` printed different inputs, \
         {} B and {} B, first difference at byte {at}); a saved counterexample could not be \
         reproduced. Make it derive every random choice from SEED (and SIZE), not from the clock \
         or /dev/urandom",
        bench.generator_name,
        one.len(),
        other.len()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::compare::CompareMode;
    use crate::judge::run::{Evaluator, JudgeConfig};
    use crate::sandbox::process::{Limits, Program};

    fn bench(generator: &str) -> Bench {
        let limits = Limits::generous(Duration::from_secs(5));
        Bench {
            generator: Program::shell(generator),
            generator_name: "gen".into(),
            solution: Program::shell("cat"),
            brute: Some(Program::shell("cat")),
            validator: None,
            config: JudgeConfig {
                limits: limits.clone(),
                evaluator: Evaluator::Compare(CompareMode::Default),
                files: Default::default(),
                stack_grows_to_memory: false,
            },
            helper_limits: limits,
            unrepeated_timeouts: Default::default(),
        }
    }

    #[test]
    fn a_deterministic_generator_passes_both_checks() {
        let bench = bench("printf '%s %s\\n'");
        let first = first_input(&bench, (17, 1)).unwrap().expect("it runs");
        assert_eq!(first.input, b"17 1\n");
        assert_eq!(same_later(&bench, (17, 1), &first), Ok(()));
        assert!(wall_second() > first.second, "the second check ran in a later second");
    }

    #[test]
    fn a_failing_case_that_does_not_regenerate_gets_a_note() {
        // Deterministic on small sizes (the first case), random from size 3 on.
        let bench =
            bench("sh -c 'if [ \"$2\" -ge 3 ]; then od -An -N8 -tu8 /dev/urandom; else echo \"$1\"; fi' gen");
        assert_eq!(differs_when_regenerated(&bench, (5, 1), b"5\n"), None);
        let note = differs_when_regenerated(&bench, (5, 3), b"12345\n").expect("a note");
        assert!(note.starts_with("note: the generator ignores its seed (two runs of `gen 5 3`"), "{note}");
        assert!(note.contains("the failing input below is the one judged"), "{note}");
    }

    #[test]
    fn urandom_is_caught_before_the_search() {
        let error =
            first_input(&bench("sh -c 'od -An -N8 -tu8 /dev/urandom' gen"), (17, 1)).err().expect("refused");
        assert!(
            error.starts_with(
                "the generator ignores its seed (two runs of `gen 17 1` printed different inputs"
            ),
            "{error}"
        );
        assert!(error.contains("a saved counterexample could not be reproduced"), "{error}");
    }

    #[test]
    fn a_seconds_clock_is_caught_after_the_search() {
        let bench = bench("sh -c 'date +%s' gen");
        // Both runs usually fall in the same second; if not, the first check already refuses.
        let error = match first_input(&bench, (1, 1)) {
            Ok(Some(first)) => same_later(&bench, (1, 1), &first).unwrap_err(),
            Err(error) => error,
            Ok(None) => panic!("date failed"),
        };
        assert!(error.starts_with("the generator ignores its seed"), "{error}");
    }

    #[test]
    fn a_failing_generator_is_left_to_the_search() {
        assert!(matches!(first_input(&bench("exit 3"), (1, 1)), Ok(None)));
    }
}
