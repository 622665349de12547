//! An ICPC/Kattis submission's verdict as problemtools grades it: the test groups form a tree
//! (`data/`, then `sample` and `secret`, then their subgroups), each group's children judged in
//! name order; a group stops at its first rejected child unless its `on_reject` is `continue`,
//! and problemtools' default grader combines what it judged by the group's `grader_flags`
//! (`worst_error` unless `first_error` or `always_accept`; `accept_if_any_accepted`,
//! `ignore_sample`). Settings are inherited from the nearest group above that has them.

use super::verdict::{CaseResult, Verdict};
use crate::package::icpc::{GroupSettings, IcpcProblem};
use crate::package::icpc_expectations::score_within;

/// The verdict of a group or of the whole submission, in ICPC's words.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Graded {
    /// `AC`, `WA`, `TLE`, `RTE`, `JE` (or `CE`).
    pub verdict: &'static str,
    /// The judged test whose verdict this is (the first such among the group's judged ones);
    /// `None` for AC.
    pub deciding: Option<usize>,
    /// The score (meaningful for scoring problems): a test's is its output validator's
    /// `score.txt` or else its group's `accept_score` (default 1) when accepted, else
    /// `reject_score` (default 0); a group's, its judged
    /// children's by the grader flags' rule (`sum` unless `avg`, `max` or `min`).
    pub score: f64,
}

impl Graded {
    fn accepted(score: f64) -> Graded {
        Graded { verdict: "AC", deciding: None, score }
    }
}

/// The verdict as an ICPC judge names it (nimkit's MLE and OLE are RTE there, as a killed
/// process is; a presentation error is a wrong answer).
pub fn icpc_name(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Ac => "AC",
        Verdict::Wa | Verdict::Pe => "WA",
        Verdict::Tle => "TLE",
        Verdict::Re | Verdict::Mle | Verdict::Ole => "RTE",
        Verdict::Ce => "CE",
        Verdict::Fail => "JE",
    }
}

/// problemtools' `worst_error` order, worst first.
const WORST_FIRST: [&str; 6] = ["CE", "JE", "RTE", "TLE", "WA", "AC"];

/// The submission's verdict from its results (in test order, as [`crate::package::kattis`]
/// lists problemtools' order). Tests that were not judged (filtered out) simply are not there.
/// A package graded by DOMjudge's rules ([`IcpcProblem::domjudge_grading`]) gets those instead.
pub fn grade(package: &IcpcProblem, results: &[CaseResult]) -> Graded {
    grade_by_group(package, results).0
}

/// [`grade`], with the scores submissions.yaml's `score` keys are checked against: each test
/// data group's and `secret`'s (the submission's, last), in the 2025-09 format; none in others.
pub fn grade_by_group(package: &IcpcProblem, results: &[CaseResult]) -> (Graded, Vec<(String, f64)>) {
    if package.domjudge_grading {
        return (grade_domjudge(package, results), Vec::new());
    }
    if package.scoring_2025() {
        return grade_2025(package, results);
    }
    let indexed: Vec<usize> = (0..results.len()).collect();
    (grade_group(package, "", &indexed, results).unwrap_or(Graded::accepted(0.0)), Vec::new())
}

/// Group `group`'s verdict from the results (indices) below it; `None` when none is below it.
fn grade_group(
    package: &IcpcProblem,
    group: &str,
    below: &[usize],
    results: &[CaseResult],
) -> Option<Graded> {
    if below.is_empty() {
        return None;
    }
    let continues = package.continues_after_rejection(group);
    let mut judged: Vec<Graded> = Vec::new();
    let mut rest = below;
    while let Some(&first) = rest.first() {
        let relative = relative_name(&results[first].name, group);
        let child = match relative.split_once('/') {
            // A subgroup: every following result under it (the order keeps them together).
            Some((subgroup, _)) => {
                let path =
                    if group.is_empty() { subgroup.to_string() } else { format!("{group}/{subgroup}") };
                let prefix = format!("{path}/");
                let count = rest.iter().take_while(|&&i| results[i].name.starts_with(&prefix)).count();
                let (inside, after) = rest.split_at(count.max(1));
                rest = after;
                match grade_group(package, &path, inside, results) {
                    Some(graded) => graded,
                    None => continue,
                }
            }
            None => {
                rest = &rest[1..];
                let verdict = icpc_name(results[first].verdict);
                // The validator's score.txt, else the group's default (problemtools applies it
                // only where the validator gave none).
                let score = if verdict == "AC" {
                    results[first].score.points.unwrap_or_else(|| {
                        package.group_setting(group, |g| g.accept_score.as_ref()).unwrap_or(1.0)
                    })
                } else {
                    package.group_setting(group, |g| g.reject_score.as_ref()).unwrap_or(0.0)
                };
                Graded { verdict, deciding: (verdict != "AC").then_some(first), score }
            }
        };
        judged.push(child);
        if child.verdict != "AC" && !continues {
            break;
        }
    }
    let flags: Vec<String> = package.group_setting(group, |g| g.grader_flags.as_ref()).unwrap_or_default();
    Some(combine(&judged, &flags))
}

/// A test's name relative to `group` (`secret/g1/03` in `secret` is `g1/03`).
fn relative_name<'n>(name: &'n str, group: &str) -> &'n str {
    if group.is_empty() {
        name
    } else {
        name.strip_prefix(group).and_then(|n| n.strip_prefix('/')).unwrap_or(name)
    }
}

/// problemtools' `default_grader` on a group's judged children (the last word of each kind of
/// flag wins, as there).
fn combine(children: &[Graded], flags: &[String]) -> Graded {
    let has = |flag: &str| flags.iter().any(|f| f == flag);
    let rule = flags
        .iter()
        .rev()
        .find(|f| matches!(f.as_str(), "worst_error" | "no_errors" | "first_error" | "always_accept"))
        .map_or("worst_error", String::as_str);
    // `ignore_sample` grades the root by its last child, the secret group (problemtools
    // asserts there are one or two).
    let children =
        if has("ignore_sample") && !children.is_empty() { &children[children.len() - 1..] } else { children };
    let scores = children.iter().map(|c| c.score);
    let score = match flags.iter().rev().find(|f| matches!(f.as_str(), "sum" | "avg" | "max" | "min")) {
        Some(f) if f == "avg" => scores.sum::<f64>() / children.len().max(1) as f64,
        Some(f) if f == "max" => scores.fold(f64::NEG_INFINITY, f64::max),
        Some(f) if f == "min" => scores.fold(f64::INFINITY, f64::min),
        _ => scores.sum(),
    };
    let accepted = Graded::accepted(score);
    if has("accept_if_any_accepted") && children.iter().any(|c| c.verdict == "AC") {
        return accepted;
    }
    let rejected = match rule {
        "always_accept" => None,
        "first_error" => children.iter().find(|c| c.verdict != "AC"),
        _ => WORST_FIRST.iter().find_map(|worst| children.iter().find(|c| c.verdict == *worst)),
    };
    rejected.map_or(accepted, |c| Graded { score, ..*c })
}

/// DOMjudge's grading of a scoring problem (its SubmissionService's `maybeSetScoringResult`,
/// 2026), used when the package's submissions carry `@EXPECTED_SCORE@`. Only folders with a
/// `testdata.yaml` (`test_group.yaml`) are groups, each with its own settings (nothing is
/// inherited: `sum` unless its `grader_flags` name `avg`, `min` or `max`), and a test counts
/// only in the folder it sits in, when that is a group. A group without subgroups scores the
/// `score.txt` of each accepted or wrong answer that has one, else its `accept_score` once if
/// every test is accepted (0 if not; nothing without one); a group with subgroups aggregates
/// theirs, in name order (`ignore_sample` leaves out `data/sample`), and its own tests are not
/// graded. A group's verdict is its first rejected test's or subgroup's. Every test is taken
/// as judged (DOMjudge's `on_reject: break` only stops judging early). Without a group at
/// `data/` there is no tree: the first rejected test decides, and the score is 0.
fn grade_domjudge(package: &IcpcProblem, results: &[CaseResult]) -> Graded {
    let groups: Vec<&GroupSettings> = package.groups.iter().filter(|g| !g.test).collect();
    match groups.iter().find(|g| g.group.is_empty()) {
        Some(root) => domjudge_group(root, &groups, results),
        None => {
            let first = results.iter().position(|r| r.verdict != Verdict::Ac);
            let verdict = first.map_or("AC", |i| icpc_name(results[i].verdict));
            Graded { verdict, deciding: first, score: 0.0 }
        }
    }
}

fn domjudge_group(group: &GroupSettings, groups: &[&GroupSettings], results: &[CaseResult]) -> Graded {
    let parent_of = |name: &str| name.rsplit_once('/').map_or("", |(parent, _)| parent).to_string();
    let mut children: Vec<&GroupSettings> = groups
        .iter()
        .copied()
        .filter(|g| !g.group.is_empty() && parent_of(&g.group) == group.group)
        .collect();
    children.sort_by(|a, b| a.group.cmp(&b.group));
    children.dedup_by(|a, b| a.group == b.group);
    let flags = group.grader_flags.clone().unwrap_or_default();
    let mut scores = Vec::new();
    let mut deciding: Option<Graded> = None;
    if children.is_empty() {
        let mut has_score_file = false;
        let mut runs = 0;
        for (i, result) in results.iter().enumerate().filter(|(_, r)| parent_of(&r.name) == group.group) {
            runs += 1;
            let verdict = icpc_name(result.verdict);
            if let Some(score) = result.score.points {
                has_score_file = true;
                scores.push(if matches!(verdict, "AC" | "WA") { score } else { 0.0 });
            }
            if verdict != "AC" && deciding.is_none() {
                deciding = Some(Graded { verdict, deciding: Some(i), score: 0.0 });
            }
        }
        if let (false, Some(accept), true) = (has_score_file, group.accept_score, runs > 0) {
            scores.push(if deciding.is_none() { accept } else { 0.0 });
        }
    } else {
        let ignore_sample = flags.iter().any(|f| f == "ignore_sample");
        for child in children.into_iter().filter(|c| !(ignore_sample && c.group == "sample")) {
            let graded = domjudge_group(child, groups, results);
            scores.push(graded.score);
            if graded.verdict != "AC" && deciding.is_none() {
                deciding = Some(graded);
            }
        }
    }
    let aggregation = flags.iter().rev().find(|f| matches!(f.as_str(), "sum" | "avg" | "min" | "max"));
    let score = match aggregation.map(String::as_str) {
        Some("avg") if !scores.is_empty() => scores.iter().sum::<f64>() / scores.len() as f64,
        Some("min") => scores.iter().copied().reduce(f64::min).unwrap_or(0.0),
        Some("max") => scores.iter().copied().reduce(f64::max).unwrap_or(0.0),
        _ => scores.iter().sum(),
    };
    match deciding {
        Some(graded) => Graded { score, ..graded },
        None => Graded::accepted(score),
    }
}

/// The 2025-09 format's scoring ("Result aggregation"): only `secret` scores, from its test
/// data groups (its subfolders with a `test_group.yaml`) or, without groups, from its tests.
/// `secret` aggregates by `sum` unless its `score_aggregation` says `min` or `pass-fail`, and
/// its `max_score` is 100 unless given; a group by `pass-fail` (its `max_score` if every test
/// is accepted, else 0) unless `sum` or `min`, its `max_score` unbounded unless given. In a
/// `sum` group a test's maximum is the group's over its number of tests, in a `min` group the
/// group's: an accepted test scores its `score.txt`, else its `score_multiplier.txt` times
/// that maximum, else the maximum; a rejected one 0. A group whose `require_pass` groups (or
/// `sample`) are not all accepted scores 0. A score over its maximum, or an unbounded test
/// without `score.txt`, is the judge's error. The verdict is the first judge error, else the
/// first rejected test in name order. Returns the group scores too (`secret` last), for
/// submissions.yaml's `score`.
fn grade_2025(package: &IcpcProblem, results: &[CaseResult]) -> (Graded, Vec<(String, f64)>) {
    let (secret, groups) = secret_and_groups(package);
    let under = |folder: &str| -> Vec<usize> {
        let prefix = format!("{folder}/");
        (0..results.len()).filter(|&i| results[i].name.starts_with(&prefix)).collect()
    };
    let passes = |folder: &str| under(folder).iter().all(|&i| results[i].verdict == Verdict::Ac);
    let mut error: Option<usize> = None;
    let mut test_score = |i: usize, most: f64| -> f64 {
        let result = &results[i];
        if result.verdict != Verdict::Ac {
            return 0.0;
        }
        let score = match (result.score.points, result.score.multiplier) {
            (Some(points), _) => Some(points),
            (None, Some(share)) if most.is_finite() => Some(share * most),
            (None, None) if most.is_finite() => Some(most),
            _ => None,
        };
        match score {
            Some(score) if score_within(score, f64::NEG_INFINITY, most) => score,
            _ => {
                error.get_or_insert(i);
                0.0
            }
        }
    };
    let mut aggregate = |tests: &[usize], aggregation: &str, most: f64| -> f64 {
        match aggregation {
            "pass-fail" if tests.iter().all(|&i| results[i].verdict == Verdict::Ac) && most.is_finite() => {
                most
            }
            "pass-fail" => 0.0,
            "min" => tests.iter().map(|&i| test_score(i, most)).reduce(f64::min).unwrap_or(0.0),
            _ => {
                let share = most / tests.len().max(1) as f64;
                tests.iter().map(|&i| test_score(i, share)).sum()
            }
        }
    };
    let required = |settings: Option<&GroupSettings>| {
        settings.and_then(|g| g.require_pass.as_ref()).is_none_or(|names| names.iter().all(|n| passes(n)))
    };
    let secret_most = secret.and_then(|g| g.max_score).unwrap_or(100.0);
    let secret_aggregation = secret.and_then(|g| g.score_aggregation.as_deref()).unwrap_or("sum");
    let mut scores: Vec<(String, f64)> = Vec::new();
    let secret_score = if groups.is_empty() {
        aggregate(&under("secret"), secret_aggregation, secret_most)
    } else {
        for group in &groups {
            let most = group.max_score.unwrap_or(f64::INFINITY);
            let aggregation = group.score_aggregation.as_deref().unwrap_or("pass-fail");
            let score =
                if required(Some(group)) { aggregate(&under(&group.group), aggregation, most) } else { 0.0 };
            scores.push((group.group.clone(), score));
        }
        let each = scores.iter().map(|(_, s)| *s);
        match secret_aggregation {
            "pass-fail" if passes("secret") => secret_most,
            "pass-fail" => 0.0,
            "min" => each.reduce(f64::min).unwrap_or(0.0),
            _ => each.sum(),
        }
    };
    let secret_score = if required(secret) { secret_score } else { 0.0 };
    scores.push(("secret".to_string(), secret_score));
    let judge_error = results.iter().position(|r| r.verdict == Verdict::Fail).or(error);
    let deciding = judge_error.or_else(|| results.iter().position(|r| r.verdict != Verdict::Ac));
    let verdict = match (judge_error, deciding) {
        (Some(_), _) => "JE",
        (None, Some(i)) => icpc_name(results[i].verdict),
        (None, None) => "AC",
    };
    (Graded { verdict, deciding, score: secret_score }, scores)
}

/// The 2025-09 format's `secret` settings and test data groups (`secret`'s subfolders with
/// settings), in name order.
fn secret_and_groups(package: &IcpcProblem) -> (Option<&GroupSettings>, Vec<&GroupSettings>) {
    let secret = package.groups.iter().find(|g| !g.test && g.group == "secret");
    let mut groups: Vec<&GroupSettings> = package
        .groups
        .iter()
        .filter(|g| !g.test && g.group.strip_prefix("secret/").is_some_and(|rest| !rest.contains('/')))
        .collect();
    groups.sort_by(|a, b| a.group.cmp(&b.group));
    groups.dedup_by(|a, b| a.group == b.group);
    (secret, groups)
}

/// What breaks the 2025-09 format's scoring rules in the package's settings, one sentence each:
/// a `pass-fail` group (or `secret`) without a bounded `max_score`, a group with an unbounded
/// one under a bounded `secret` (100 unless given: every group then needs its own), an
/// unbounded `secret` scored `pass-fail`.
pub fn scoring_errors(package: &IcpcProblem) -> Vec<String> {
    if !package.scoring_2025() || package.domjudge_grading {
        return Vec::new();
    }
    let (secret, groups) = secret_and_groups(package);
    let secret_most = secret.and_then(|g| g.max_score).unwrap_or(100.0);
    let mut errors = Vec::new();
    if !secret_most.is_finite() && secret.and_then(|g| g.score_aggregation.as_deref()) == Some("pass-fail") {
        errors.push("secret: pass-fail aggregation needs a bounded max_score".to_string());
    }
    for group in groups {
        if group.max_score.is_none_or(|m| !m.is_finite()) && secret_most.is_finite() {
            errors.push(format!(
                "{}: no max_score (unbounded), but secret's is {secret_most}: the 2025-09 format needs one in \
                 every test data group then (an older draft's `scoring: score` is not read), so its tests score 0 here",
                group.group
            ));
        }
    }
    errors
}

/// Whose rules grade the package, as `test` and `verify` name them: `DOMjudge` (see
/// [`IcpcProblem::domjudge_grading`]) or `problemtools`, and what decides in them.
pub fn grader(package: &IcpcProblem) -> (&'static str, &'static str) {
    if package.domjudge_grading {
        ("DOMjudge", "its test groups' accept_score and aggregation")
    } else if package.scoring_2025() {
        ("the 2025-09 format", "its test groups' max_score, score_aggregation and require_pass")
    } else {
        ("problemtools", "its groups' on_reject and grader_flags")
    }
}

/// The most a submission can score: the top of `data/`'s `range` (infinite when none is set,
/// as problemtools reads it).
pub fn best_score(package: &IcpcProblem) -> f64 {
    if package.scoring_2025() && !package.domjudge_grading {
        // `secret`'s max_score, 100 unless given.
        return secret_and_groups(package).0.and_then(|g| g.max_score).unwrap_or(100.0);
    }
    package.group_setting("", |g| g.range.as_ref()).map_or(f64::INFINITY, |(_, high)| high)
}

/// `score S of B` (`score S` when the range has no top), as `test` and `verify` report it.
pub fn score_text(package: &IcpcProblem, score: f64) -> String {
    // A sum of no scores (or of -0) is -0 in f64: shown as 0.
    let score = score + 0.0;
    let best = best_score(package);
    if best.is_finite() {
        format!("score {score} of {best}")
    } else {
        format!("score {score}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::package::icpc::load_icpc;
    use crate::package::testing::write;

    fn results(verdicts: &[(&str, Verdict)]) -> Vec<CaseResult> {
        verdicts.iter().map(|(name, verdict)| CaseResult::not_run(name, *verdict, "")).collect()
    }

    fn decided(p: &IcpcProblem, r: &[CaseResult]) -> (&'static str, Option<usize>) {
        let graded = grade(p, r);
        (graded.verdict, graded.deciding)
    }

    /// The audit's scoring package, checked against problemtools' verifyproblem: g1 (30 points
    /// each test, min) and g2 (70, min) summed, the sample ignored, AC if any group is.
    #[test]
    fn scores_as_the_default_grader_adds_them() {
        let (_dir, p) = package(&[
            ("problem.yaml", "name: x\ntype: scoring\n"),
            (
                "data/testdata.yaml",
                "on_reject: continue\ngrader_flags: ignore_sample accept_if_any_accepted\nrange: 0 100\n",
            ),
            (
                "data/secret/testdata.yaml",
                "on_reject: continue\ngrader_flags: sum accept_if_any_accepted\nrange: 0 100\n",
            ),
            ("data/secret/g1/testdata.yaml", "on_reject: break\naccept_score: 30\ngrader_flags: min\n"),
            ("data/secret/g2/testdata.yaml", "on_reject: break\naccept_score: 70\ngrader_flags: min\n"),
        ]);
        assert_eq!(best_score(&p), 100.0);
        let all = |v: [Verdict; 5]| {
            let names = ["sample/1", "secret/g1/1", "secret/g1/2", "secret/g2/11", "secret/g2/12"];
            results(&names.iter().copied().zip(v).collect::<Vec<_>>())
        };
        use Verdict::{Ac, Wa};
        let full = grade(&p, &all([Ac; 5]));
        assert_eq!((full.verdict, full.score), ("AC", 100.0));
        let g1_only = grade(&p, &all([Wa, Ac, Ac, Ac, Wa]));
        assert_eq!((g1_only.verdict, g1_only.score), ("AC", 30.0));
        let nothing = grade(&p, &all([Ac, Wa, Ac, Wa, Ac]));
        assert_eq!((nothing.verdict, nothing.score), ("WA", 0.0));
        let (_dir, p) = package(&[("data/testdata.yaml", "grader_flags: avg\non_reject: continue\n")]);
        let r = results(&[("secret/1", Verdict::Ac), ("secret/2", Verdict::Wa)]);
        assert_eq!(grade(&p, &r).score, 0.5);
    }

    /// DOMjudge's grading (the package's submissions carry `@EXPECTED_SCORE@`): a score.txt
    /// counts on a wrong answer too, a TLE's nothing; `max` takes the best subgroup; a test in
    /// a folder that is no group (here data/sample) is not graded; no group at data/: the
    /// first rejection decides and nothing is scored.
    #[test]
    fn domjudge_grades_by_its_own_tree() {
        let (_dir, p) = package(&[
            ("problem.yaml", "name: x\ntype: scoring\n"),
            ("submissions/accepted/a.py", "# @EXPECTED_SCORE@: 7\n"),
            ("data/testdata.yaml", "grader_flags: max\n"),
            ("data/secret/g1/testdata.yaml", "accept_score: 3\n"),
            ("data/secret/g2/testdata.yaml", "accept_score: 9\n"),
        ]);
        assert!(p.domjudge_grading);
        use Verdict::{Ac, Tle, Wa};
        // data/secret has no testdata.yaml: g1 and g2 hang below no group and are not graded.
        let r = results(&[("sample/1", Wa), ("secret/g1/1", Ac), ("secret/g2/1", Ac)]);
        assert_eq!((grade(&p, &r).verdict, grade(&p, &r).score), ("AC", 0.0));
        let (_dir, p) = package(&[
            ("problem.yaml", "name: x\ntype: scoring\n"),
            ("submissions/accepted/a.py", "# @EXPECTED_SCORE@: 7\n"),
            ("data/testdata.yaml", "grader_flags: max\n"),
            ("data/secret/testdata.yaml", "grader_flags: max\n"),
            ("data/secret/g1/testdata.yaml", "accept_score: 3\n"),
            ("data/secret/g2/testdata.yaml", "accept_score: 9\n"),
            ("data/secret/g3/testdata.yaml", "grader_flags: sum\n"),
        ]);
        let mut r = results(&[
            ("sample/1", Wa),
            ("secret/g1/1", Ac),
            ("secret/g2/1", Ac),
            ("secret/g2/2", Wa),
            ("secret/g3/1", Wa),
            ("secret/g3/2", Tle),
        ]);
        r[4].score.points = Some(4.5);
        r[5].score.points = Some(100.0);
        let graded = grade(&p, &r);
        // g1 3, g2 0 (a rejection), g3 4.5 (a TLE scores nothing): max 4.5; g2's WA decides.
        assert_eq!((graded.verdict, graded.deciding, graded.score), ("WA", Some(3), 4.5));
        let (_dir, p) = package(&[
            ("problem.yaml", "name: x\ntype: scoring\n"),
            ("submissions/accepted/a.py", "# @EXPECTED_SCORE@: 7\n"),
        ]);
        let r = results(&[("sample/1", Ac), ("secret/1", Tle), ("secret/2", Wa)]);
        let graded = grade(&p, &r);
        assert_eq!((graded.verdict, graded.deciding, graded.score), ("TLE", Some(1), 0.0));
    }

    /// The 2025-09 format's scoring: a pass-fail group scores its max_score or 0, a sum group
    /// shares its max_score among its tests (score_multiplier.txt scales a test's share), a min
    /// group takes its worst test; require_pass zeroes a group whose named groups failed;
    /// samples never score; a score over its test's maximum is the judge's error.
    #[test]
    fn the_2025_09_format_scores_by_max_score_aggregation_and_require_pass() {
        let (_dir, p) = package(&[
            ("problem.yaml", "problem_format_version: 2025-09\nname: x\ntype: scoring\n"),
            ("data/secret/a/test_group.yaml", "max_score: 20\n"),
            (
                "data/secret/b/test_group.yaml",
                "max_score: 40\nscore_aggregation: sum\nrequire_pass: secret/a\n",
            ),
            (
                "data/secret/c/test_group.yaml",
                "max_score: 40\nscore_aggregation: min\nrequire_pass: [sample]\n",
            ),
        ]);
        assert!(p.scoring_2025());
        assert_eq!(best_score(&p), 100.0);
        use Verdict::{Ac, Wa};
        let judged = |v: [Verdict; 7]| {
            let names = [
                "sample/1",
                "secret/a/1",
                "secret/b/1",
                "secret/b/2",
                "secret/c/1",
                "secret/c/2",
                "secret/c/3",
            ];
            results(&names.iter().copied().zip(v).collect::<Vec<_>>())
        };
        let full = grade(&p, &judged([Ac; 7]));
        assert_eq!((full.verdict, full.score), ("AC", 100.0));
        // b: one test of two (20 each) at half (a multiplier); c: its worst test scored 10.
        let mut r = judged([Ac, Ac, Ac, Wa, Ac, Ac, Ac]);
        r[2].score.multiplier = Some(0.5);
        r[5].score.points = Some(10.0);
        let graded = grade(&p, &r);
        assert_eq!((graded.verdict, graded.deciding, graded.score), ("WA", Some(3), 20.0 + 10.0 + 10.0));
        assert_eq!(
            grade_by_group(&p, &r).1,
            [
                ("secret/a".to_string(), 20.0),
                ("secret/b".into(), 10.0),
                ("secret/c".into(), 10.0),
                ("secret".into(), 40.0)
            ]
        );
        // a fails: b, which requires it, scores nothing; the sample fails: c scores nothing.
        let graded = grade(&p, &judged([Wa, Wa, Ac, Ac, Ac, Ac, Ac]));
        assert_eq!((graded.verdict, graded.deciding, graded.score), ("WA", Some(0), 0.0));
        // 50 on a test whose maximum in c is 40.
        let mut r = judged([Ac; 7]);
        r[4].score.points = Some(50.0);
        let graded = grade(&p, &r);
        assert_eq!((graded.verdict, graded.deciding), ("JE", Some(4)));
        // The keys before they were flattened: `scoring: {score, aggregation}` (the format's
        // own scoring example); a missing max_score under a bounded secret is named.
        let (_dir, p) = package(&[
            ("problem.yaml", "problem_format_version: 2025-09\nname: x\ntype: scoring\n"),
            ("data/secret/a/testdata.yaml", "scoring:\n  score: 60\n  aggregation: min\n"),
            ("data/secret/b/test_group.yaml", "max_score: 40\n"),
        ]);
        assert!(scoring_errors(&p).is_empty());
        let mut r = results(&[("secret/a/1", Ac), ("secret/a/2", Ac), ("secret/b/1", Ac)]);
        r[1].score.points = Some(45.0);
        assert_eq!(grade(&p, &r).score, 45.0 + 40.0);
        let (_dir, p) = package(&[
            ("problem.yaml", "problem_format_version: 2025-09\nname: x\ntype: scoring\n"),
            ("data/secret/a/test_group.yaml", "score_aggregation: sum\n"),
        ]);
        assert!(scoring_errors(&p)[0].starts_with("secret/a: no max_score"), "{:?}", scoring_errors(&p));
        // Without groups secret shares its 100 among its tests.
        let (_dir, p) =
            package(&[("problem.yaml", "problem_format_version: 2025-09\nname: x\ntype: scoring\n")]);
        let r = results(&[("secret/1", Ac), ("secret/2", Wa), ("secret/3", Ac), ("secret/4", Ac)]);
        assert_eq!(grade(&p, &r).score, 75.0);
    }

    fn package(files: &[(&str, &str)]) -> (tempfile::TempDir, IcpcProblem) {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "problem.yaml", "name: x\n");
        for (name, text) in files {
            write(dir.path(), name, text);
        }
        let package = load_icpc(dir.path()).unwrap();
        (dir, package)
    }

    #[test]
    fn by_default_the_first_rejection_decides() {
        let (_dir, p) = package(&[]);
        let r = results(&[("sample/1", Verdict::Ac), ("secret/1", Verdict::Wa), ("secret/2", Verdict::Re)]);
        assert_eq!(decided(&p, &r), ("WA", Some(1)));
        let r = results(&[("sample/1", Verdict::Tle), ("secret/1", Verdict::Re)]);
        assert_eq!(decided(&p, &r), ("TLE", Some(0)));
        assert_eq!(grade(&p, &results(&[("secret/1", Verdict::Ac)])).verdict, "AC");
        let r = results(&[("secret/1", Verdict::Mle), ("secret/2", Verdict::Pe)]);
        assert_eq!(grade(&p, &r).verdict, "RTE");
    }

    /// `on_reject: continue` judges on, and the worst verdict wins (problemtools' `onreject`
    /// example of the audit: WA on secret/1, RTE on secret/2 is RTE).
    #[test]
    fn continue_takes_the_worst_error() {
        let (_dir, p) = package(&[("data/secret/testdata.yaml", "on_reject: continue\n")]);
        let r = results(&[("sample/1", Verdict::Ac), ("secret/1", Verdict::Wa), ("secret/2", Verdict::Re)]);
        assert_eq!(decided(&p, &r), ("RTE", Some(2)));
        let (_dir, p) =
            package(&[("data/secret/testdata.yaml", "on_reject: continue\ngrader_flags: first_error\n")]);
        assert_eq!(decided(&p, &r), ("WA", Some(1)));
        // Inherited by the subgroups, and problem.yaml's legacy grading: on_reject over all.
        let (_dir, p) = package(&[("data/testdata.yaml", "on_reject: continue\n")]);
        let r = results(&[
            ("secret/a/1", Verdict::Wa),
            ("secret/a/2", Verdict::Tle),
            ("secret/b/1", Verdict::Re),
        ]);
        assert_eq!(grade(&p, &r).verdict, "RTE");
        let (_dir, p) = package(&[
            ("problem.yaml", "name: x\ngrading:\n  on_reject: first_error\n"),
            ("data/testdata.yaml", "on_reject: continue\n"),
        ]);
        assert_eq!(decided(&p, &r), ("WA", Some(0)));
    }

    #[test]
    fn accept_if_any_accepted_always_accept_and_ignore_sample() {
        let (_dir, p) = package(&[(
            "data/secret/testdata.yaml",
            "on_reject: continue\ngrader_flags: accept_if_any_accepted\n",
        )]);
        let r = results(&[("secret/1", Verdict::Wa), ("secret/2", Verdict::Ac)]);
        assert_eq!(grade(&p, &r).verdict, "AC");
        assert_eq!(
            grade(&p, &results(&[("secret/1", Verdict::Wa), ("secret/2", Verdict::Tle)])).verdict,
            "TLE"
        );
        let (_dir, p) = package(&[("data/secret/testdata.yaml", "grader_flags: always_accept\n")]);
        assert_eq!(grade(&p, &results(&[("secret/1", Verdict::Wa)])).verdict, "AC");
        let (_dir, p) =
            package(&[("data/testdata.yaml", "on_reject: continue\ngrader_flags: ignore_sample\n")]);
        let r = results(&[("sample/1", Verdict::Wa), ("secret/1", Verdict::Ac)]);
        assert_eq!(grade(&p, &r).verdict, "AC");
    }

    #[test]
    fn unknown_settings_are_errors_naming_the_file() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "problem.yaml", "name: x\n");
        write(dir.path(), "data/secret/testdata.yaml", "grader_flags: worst_eror\n");
        let error = load_icpc(dir.path()).unwrap_err().to_string();
        assert!(error.contains("secret/testdata.yaml:1") && error.contains("worst_eror"), "{error}");
        write(dir.path(), "data/secret/testdata.yaml", "on_reject: stop\n");
        let error = load_icpc(dir.path()).unwrap_err().to_string();
        assert!(error.contains("on_reject"), "{error}");
    }
}
