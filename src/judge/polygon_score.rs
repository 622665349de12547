//! A Polygon testset's groups and points, scored as Polygon and Codeforces score them: a test
//! passes when it is AC; an `each-test` group earns the points of its passed tests, a
//! `complete-group` group its points only when all of its tests pass; a group whose
//! dependencies did not pass completely (they and theirs) earns nothing, as Codeforces then
//! skips it; a test outside any group earns its own points. Verdicts stay per test: the tags of
//! `verify` are about them, not about points.

use super::verdict::{CaseResult, Verdict};
use crate::package::polygon_package::{PointsPolicy, PolygonGroup, PolygonProblem};

/// One group's line and the points, or why they cannot be computed.
struct GroupScore {
    line: String,
    scored: f64,
    worth: f64,
}

/// The report's lines for `results` (the judged tests of `problem`'s testset): one per group,
/// then the points scored. Nothing when the testset has neither groups nor points.
pub fn score_lines(problem: &PolygonProblem, results: &[CaseResult]) -> Vec<String> {
    let has_points = problem.tests.iter().any(|t| t.points.is_some());
    if problem.groups.is_empty() && !has_points {
        return Vec::new();
    }
    let verdict_of = |index: usize| {
        let name = problem.test_name(index);
        results.iter().find(|r| r.name == name).map(|r| r.verdict)
    };
    let mut lines = Vec::new();
    let mut total = (0.0, 0.0);
    let mut unknown = Vec::new();
    let mut group_names: Vec<&str> = problem.groups.iter().map(|g| g.name.as_str()).collect();
    for test in &problem.tests {
        if let Some(group) = test.group.as_deref() {
            if !group_names.contains(&group) {
                group_names.push(group);
                unknown.push(group.to_string());
            }
        }
    }
    for name in &group_names {
        let declared = problem.groups.iter().find(|g| g.name == *name);
        let score = score_group(problem, name, declared, &verdict_of);
        total.0 += score.scored;
        total.1 += score.worth;
        lines.push(score.line);
    }
    for test in problem.tests.iter().filter(|t| t.group.is_none()) {
        let worth = test.points.unwrap_or(0.0);
        total.1 += worth;
        if verdict_of(test.index) == Some(Verdict::Ac) {
            total.0 += worth;
        }
    }
    let judged = problem.tests.iter().filter(|t| verdict_of(t.index).is_some()).count();
    let checker_points: Vec<&str> = results
        .iter()
        .filter(|r| r.verdict == Verdict::Ac)
        .filter_map(|r| r.message.strip_prefix("points ")?.split_whitespace().next())
        .collect();
    lines.push(if !checker_points.is_empty() {
        format!(
            "points: not computed (the checker gave its own points on {} test(s): {}; how Polygon weighs them against the tests' points is not modelled)",
            checker_points.len(),
            checker_points.iter().take(8).copied().collect::<Vec<_>>().join(", ")
        )
    } else if judged < problem.tests.len() {
        format!(
            "points: not computed ({judged} of {} tests judged; points need the whole testset)",
            problem.tests.len()
        )
    } else if !unknown.is_empty() {
        format!(
            "points: not computed (group(s) {} are not listed in <groups>: their points policy is unknown)",
            unknown.join(", ")
        )
    } else {
        format!("points: {} of {}", number(total.0), number(total.1))
    });
    lines
}

fn score_group(
    problem: &PolygonProblem,
    name: &str,
    declared: Option<&PolygonGroup>,
    verdict_of: &dyn Fn(usize) -> Option<Verdict>,
) -> GroupScore {
    let tests: Vec<_> = problem.tests.iter().filter(|t| t.group.as_deref() == Some(name)).collect();
    let verdicts: Vec<Option<Verdict>> = tests.iter().map(|t| verdict_of(t.index)).collect();
    let first_rejected = tests
        .iter()
        .zip(&verdicts)
        .find(|(_, v)| v.is_some_and(|v| v != Verdict::Ac))
        .map(|(t, v)| (problem.test_name(t.index), v.expect("found judged")));
    let rejected = verdicts.iter().filter(|v| v.is_some_and(|v| v != Verdict::Ac)).count();
    let shown = match &first_rejected {
        Some((test, verdict)) => {
            format!("{:<4} {rejected} of {} test(s) rejected, first {test}", verdict.as_str(), tests.len())
        }
        None => format!("{:<4} {} test(s)", "AC", tests.len()),
    };
    let judged = verdicts.iter().filter(|v| v.is_some()).count();
    if judged < tests.len() {
        // A part of the testset judged (`--samples`, `--only`): the tests left out are no AC,
        // so neither the group's verdict nor its points can be told.
        let line = match (&first_rejected, judged) {
            (_, 0) => format!("group {name:<12} not judged ({} test(s))", tests.len()),
            (Some(_), _) => format!("group {name:<12} {shown} ({judged} judged); points not computed"),
            (None, _) => format!(
                "group {name:<12} AC   {judged} of {} test(s) judged; points not computed",
                tests.len()
            ),
        };
        return GroupScore { line, scored: 0.0, worth: 0.0 };
    }
    let tests_worth: f64 = tests.iter().filter_map(|t| t.points).sum();
    let Some(group) = declared else {
        return GroupScore { line: format!("group {name:<12} {shown}"), scored: 0.0, worth: tests_worth };
    };
    let (worth, earned, policy) = match group.policy {
        PointsPolicy::CompleteGroup => {
            let worth = group.points.unwrap_or(tests_worth);
            (worth, if rejected == 0 { worth } else { 0.0 }, "complete-group")
        }
        PointsPolicy::EachTest => {
            let earned = tests
                .iter()
                .zip(&verdicts)
                .filter(|(_, v)| **v == Some(Verdict::Ac))
                .filter_map(|(t, _)| t.points)
                .sum();
            (tests_worth, earned, "each-test")
        }
    };
    let blocked = group.dependencies.iter().find(|d| !passes(problem, d, verdict_of, 0));
    let scored = if blocked.is_some() { 0.0 } else { earned };
    let because = blocked.map_or(String::new(), |d| format!(", group {d} it depends on did not pass"));
    GroupScore {
        line: format!(
            "group {name:<12} {shown}; {} of {} points ({policy}{because})",
            number(scored),
            number(worth)
        ),
        scored,
        worth,
    }
}

/// Whether group `name` passes completely: all of its tests AC and its dependencies passed.
fn passes(
    problem: &PolygonProblem,
    name: &str,
    verdict_of: &dyn Fn(usize) -> Option<Verdict>,
    depth: usize,
) -> bool {
    // A cycle of dependencies never passes (depth beyond the group count).
    if depth > problem.groups.len() {
        return false;
    }
    let own = problem
        .tests
        .iter()
        .filter(|t| t.group.as_deref() == Some(name))
        .all(|t| verdict_of(t.index) == Some(Verdict::Ac));
    let dependencies = problem
        .groups
        .iter()
        .find(|g| g.name == name)
        .map_or(true, |g| g.dependencies.iter().all(|d| passes(problem, d, verdict_of, depth + 1)));
    own && dependencies
}

/// Points as Polygon writes them: `20`, `2.5`.
fn number(points: f64) -> String {
    // `+ 0.0`: an empty sum of f64 is -0, which is no score to print.
    let rounded = (points * 1e6).round() / 1e6 + 0.0;
    format!("{rounded}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::package::polygon_package::{PolygonChecker, PolygonTest};
    use std::path::PathBuf;
    use std::time::Duration;

    /// Tests 01..: (group, points); groups: (name, points, policy, dependencies).
    fn problem(
        tests: &[(Option<&str>, f64)],
        groups: &[(&str, Option<f64>, PointsPolicy, &[&str])],
    ) -> PolygonProblem {
        PolygonProblem {
            dir: PathBuf::from("/p"),
            name: "p".into(),
            testset: "tests".into(),
            testsets: vec![("tests".into(), tests.len())],
            time_limit: Duration::from_secs(1),
            memory_bytes: 256 << 20,
            input_file: None,
            output_file: None,
            input_pattern: "tests/%02d".into(),
            answer_pattern: "tests/%02d.a".into(),
            tests: tests
                .iter()
                .enumerate()
                .map(|(i, (group, points))| PolygonTest {
                    index: i + 1,
                    cmd: None,
                    sample: false,
                    group: group.map(String::from),
                    points: Some(*points),
                    from_file: None,
                })
                .collect(),
            groups: groups
                .iter()
                .map(|(name, points, policy, dependencies)| PolygonGroup {
                    name: name.to_string(),
                    points: *points,
                    policy: *policy,
                    feedback: None,
                    dependencies: dependencies.iter().map(|d| d.to_string()).collect(),
                })
                .collect(),
            executables: Vec::new(),
            checker: PolygonChecker::Standard { name: "wcmp".into(), source: None },
            interactor: None,
            validators: Vec::new(),
            checker_tests: Vec::new(),
            solutions: Vec::new(),
            include_dirs: Vec::new(),
            unjudgeable: Vec::new(),
            unsupported: Vec::new(),
        }
    }

    fn results(verdicts: &[Verdict]) -> Vec<CaseResult> {
        verdicts
            .iter()
            .enumerate()
            .map(|(i, v)| CaseResult::not_run(&format!("{:02}", i + 1), *v, ""))
            .collect()
    }

    use PointsPolicy::*;
    use Verdict::*;

    #[test]
    fn complete_group_each_test_and_dependencies_as_polygon_scores_them() {
        let p = problem(
            &[
                (Some("0"), 0.0),
                (Some("1"), 5.0),
                (Some("1"), 5.0),
                (Some("2"), 10.0),
                (Some("2"), 20.0),
                (Some("3"), 60.0),
            ],
            &[
                ("0", Some(0.0), CompleteGroup, &[]),
                ("1", Some(10.0), CompleteGroup, &["0"]),
                ("2", None, EachTest, &[]),
                ("3", Some(60.0), CompleteGroup, &["1"]),
            ],
        );
        let all = score_lines(&p, &results(&[Ac, Ac, Ac, Ac, Ac, Ac]));
        assert_eq!(all.last().unwrap(), "points: 100 of 100");
        // Group 1 loses its 10 (one WA), group 3 its 60 through the dependency; group 2 each
        // test: 20 of 30.
        let lines = score_lines(&p, &results(&[Ac, Wa, Ac, Tle, Ac, Ac]));
        assert_eq!(lines.last().unwrap(), "points: 20 of 100", "{lines:?}");
        assert!(lines[1].contains("WA   1 of 2 test(s) rejected, first 02; 0 of 10 points"), "{lines:?}");
        assert!(
            lines[2].contains("TLE  1 of 2 test(s) rejected, first 04; 20 of 30 points (each-test)"),
            "{lines:?}"
        );
        assert!(
            lines[3].contains("0 of 60 points (complete-group, group 1 it depends on did not pass)"),
            "{lines:?}"
        );
        // A failed sample group blocks group 1, and through it group 3 (transitively).
        let lines = score_lines(&p, &results(&[Wa, Ac, Ac, Ac, Ac, Ac]));
        assert_eq!(lines.last().unwrap(), "points: 30 of 100", "{lines:?}");
        // Part of the testset judged (`--samples`: test 01; `--only 01,02,04`): a group is
        // told as far as it was judged, with no points, never as passed whole.
        let lines = score_lines(&p, &results(&[Ac]));
        assert_eq!(lines[0], "group 0            AC   1 test(s); 0 of 0 points (complete-group)");
        assert_eq!(lines[1], "group 1            not judged (2 test(s))");
        let mut partial = results(&[Ac, Ac, Ac, Wa]);
        partial.remove(2);
        let lines = score_lines(&p, &partial);
        assert_eq!(lines[1], "group 1            AC   1 of 2 test(s) judged; points not computed");
        assert_eq!(
            lines[2],
            "group 2            WA   1 of 2 test(s) rejected, first 04 (1 judged); points not computed"
        );
        assert!(lines.last().unwrap().starts_with("points: not computed (3 of 6 tests judged"), "{lines:?}");
    }

    #[test]
    fn ungrouped_points_partial_runs_and_unknown_groups() {
        let p = problem(&[(None, 40.0), (None, 60.0)], &[]);
        assert_eq!(score_lines(&p, &results(&[Ac, Wa])), ["points: 40 of 100"]);
        assert!(score_lines(&p, &results(&[Ac]))[0].contains("not computed (1 of 2 tests judged"));
        let p = problem(&[(Some("x"), 1.0)], &[]);
        assert!(score_lines(&p, &results(&[Ac])).last().unwrap().contains("x are not listed in <groups>"));
        let mut quitp = results(&[Ac, Ac]);
        quitp[1].message = "points 7.5 half of it".into();
        let p = problem(&[(None, 40.0), (None, 60.0)], &[]);
        let line = score_lines(&p, &quitp).pop().unwrap();
        assert!(line.contains("not computed (the checker gave its own points on 1 test(s): 7.5;"), "{line}");
        let none = problem(&[], &[]);
        assert!(score_lines(&none, &[]).is_empty());
    }
}
