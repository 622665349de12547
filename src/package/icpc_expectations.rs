//! What an ICPC package's submissions must get, as the 2023-07 and 2025-09 formats state it:
//! the default rule of each `submissions/` folder (`accepted`: only AC; `wrong_answer`: AC or
//! WA, some WA; ...), `submissions/submissions.yaml` (submission globs mapping to `permitted`,
//! `required`, `message`, also per test-group glob), and DOMjudge's `@EXPECTED_RESULTS@:` line
//! in a source. Reading runs nothing; [`Expectations::check`] judges a finished run's verdicts.
//!
//! Globs as the specification defines them: `*` matches within one path component, braces
//! expand (`ac.{py,cpp}`, also as a cartesian product), no `**`. A submission matches a pattern
//! when it or a folder above it does; a test when it or a group above it does.

use std::fs;
use std::path::Path;

use super::yaml::{self, Node, Value};
use crate::error::JudgeError;

/// The verdict classes of the specification. nimkit's PE is WA there; MLE and OLE are RTE.
pub const CLASSES: [&str; 4] = ["AC", "WA", "TLE", "RTE"];

/// One requirement: on the tests `tests` selects (all when None), every verdict is in
/// `permitted`, some verdict is in `required`, and some judge message holds `message`.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Rule {
    /// Where it comes from, for the report (`submissions.yaml: wa/odd.py`).
    pub origin: String,
    pub tests: Option<Vec<String>>,
    pub permitted: Option<Vec<String>>,
    pub required: Option<Vec<String>>,
    pub message: Option<String>,
    /// `score`: the least and the most the submission's score (or, with `tests`, each matching
    /// test data group's) may be (a number gives both).
    pub score: Option<(f64, f64)>,
}

impl Rule {
    fn requires_something(&self) -> bool {
        self.permitted.is_some() || self.required.is_some() || self.message.is_some() || self.score.is_some()
    }
}

/// A submission glob (brace-expanded) with its rules.
#[derive(Clone, Debug, PartialEq)]
struct Entry {
    patterns: Vec<String>,
    rules: Vec<Rule>,
}

#[derive(Clone, Debug, PartialEq, Default)]
pub struct Expectations {
    entries: Vec<Entry>,
    /// submissions.yaml's `entrypoint`s: the globs (brace-expanded) and the main source or class
    /// they name.
    entrypoints: Vec<(Vec<String>, String)>,
    /// The default folder rules, with submissions.yaml's overrides of them applied.
    defaults: Vec<(String, Rule)>,
}

/// One finished test as the rules see it: its name, verdict class and judge message.
pub struct Judged<'a> {
    pub test: &'a str,
    pub class: &'a str,
    pub message: &'a str,
}

fn default_rules() -> Vec<(String, Rule)> {
    let rule = |folder: &str, permitted: &[&str], required: Option<&[&str]>| {
        (
            folder.to_string(),
            Rule {
                origin: format!("the default rule of {folder}/"),
                tests: None,
                permitted: Some(permitted.iter().map(|s| s.to_string()).collect()),
                required: required.map(|r| r.iter().map(|s| s.to_string()).collect()),
                message: None,
                score: None,
            },
        )
    };
    vec![
        rule("accepted", &["AC"], None),
        rule("rejected", &["AC", "WA", "TLE", "RTE"], Some(&["RTE", "TLE", "WA"])),
        rule("wrong_answer", &["AC", "WA"], Some(&["WA"])),
        rule("time_limit_exceeded", &["AC", "TLE"], Some(&["TLE"])),
        rule("run_time_error", &["AC", "RTE"], Some(&["RTE"])),
        rule("brute_force", &["AC", "RTE", "TLE"], Some(&["RTE", "TLE"])),
    ]
}

impl Expectations {
    /// Reads `submissions/submissions.yaml` when there is one; a malformed one is refused naming
    /// the file, the line and what was expected.
    pub fn load(submissions: &Path) -> Result<Expectations, JudgeError> {
        let mut expectations =
            Expectations { entries: Vec::new(), entrypoints: Vec::new(), defaults: default_rules() };
        let path = submissions.join("submissions.yaml");
        if !path.is_file() {
            return Ok(expectations);
        }
        let text = fs::read_to_string(&path)
            .map_err(|e| JudgeError::input(format!("{}: cannot read: {e}", path.display())))?;
        let root = yaml::parse(&text).map_err(|e| {
            JudgeError::input(format!("{}:{}: not valid YAML: {}", path.display(), e.line, e.message))
        })?;
        let at = |node: &Node, what: String| {
            JudgeError::input(format!("{}:{}: {what}", path.display(), node.line))
        };
        let entries = match &root.value {
            Value::Null => return Ok(expectations),
            Value::Map(entries) => entries,
            _ => return Err(at(&root, format!("expected a map of submission globs, found {}", root.kind()))),
        };
        for (glob, node) in entries {
            let origin = format!("submissions.yaml: {glob}");
            if let Value::Map(keys) = &node.value {
                if let Some((_, entry)) = keys.iter().find(|(key, _)| key == "entrypoint") {
                    let Some(name) = entry.scalar().filter(|name| !name.is_empty()) else {
                        return Err(at(
                            entry,
                            format!("{origin}: entrypoint: expected a file or class name"),
                        ));
                    };
                    expectations.entrypoints.push((expand_braces(glob), name.to_string()));
                }
            }
            let rules = read_rules(node, &origin, &at)?;
            // A folder's own name overrides the keys it gives of that folder's default rule.
            if let Some((_, default)) = expectations.defaults.iter_mut().find(|(folder, _)| folder == glob) {
                if let Some(own) = rules.iter().find(|r| r.tests.is_none()) {
                    if own.permitted.is_some() {
                        default.permitted = own.permitted.clone();
                    }
                    if own.required.is_some() {
                        default.required = own.required.clone();
                    }
                    default.origin = format!("{} (as submissions.yaml changes it)", default.origin);
                }
                let scoped: Vec<Rule> =
                    rules.into_iter().filter(|r| r.tests.is_some() || r.message.is_some()).collect();
                if !scoped.is_empty() {
                    expectations.entries.push(Entry { patterns: vec![glob.clone()], rules: scoped });
                }
                continue;
            }
            expectations.entries.push(Entry { patterns: expand_braces(glob), rules });
        }
        Ok(expectations)
    }

    /// The rules that apply to the submission at `relative` (below `submissions/`, such as
    /// `wa/odd.py`): its folder's default rule, every matching submissions.yaml entry, and an
    /// `@EXPECTED_RESULTS@:` line of its source (which replaces the folder's rule).
    pub fn rules_for(&self, relative: &str, source: Option<&Path>) -> Vec<Rule> {
        let mut rules = Vec::new();
        match source.and_then(expected_results) {
            Some(rule) => rules.push(rule),
            None => {
                let folder = relative.split('/').next().unwrap_or("");
                rules.extend(self.defaults.iter().filter(|(f, _)| f == folder).map(|(_, r)| r.clone()));
            }
        }
        for entry in &self.entries {
            if entry.patterns.iter().any(|p| matches_path_or_parent(p, relative)) {
                rules.extend(entry.rules.iter().cloned());
            }
        }
        rules
    }

    /// The main source or class submissions.yaml names for the submission at `relative` (the
    /// last matching entry's), for languages where a folder could have several.
    pub fn entrypoint_for(&self, relative: &str) -> Option<&str> {
        self.entrypoints
            .iter()
            .rev()
            .find(|(patterns, _)| patterns.iter().any(|p| matches_path_or_parent(p, relative)))
            .map(|(_, name)| name.as_str())
    }

    /// Checks the scores (`scores`: each test data group's, `secret` last) against the rules'
    /// `score` keys: a rule for all tests bounds the submission's (`secret`'s) score, one for a
    /// test-group glob each matching group's. `Ok`, or the first broken rule.
    pub fn check_scores(rules: &[Rule], scores: &[(String, f64)]) -> Result<(), String> {
        for rule in rules {
            let Some((low, high)) = rule.score else { continue };
            let bounded: Vec<&(String, f64)> = match &rule.tests {
                None => scores.iter().filter(|(group, _)| group == "secret").collect(),
                Some(globs) => scores
                    .iter()
                    .filter(|(group, _)| globs.iter().any(|g| matches_path_or_parent(g, group)))
                    .collect(),
            };
            if let Some((group, score)) = bounded.iter().find(|(_, s)| !score_within(*s, low, high)) {
                let wanted = if low == high { format!("{low}") } else { format!("{low} to {high}") };
                return Err(format!("{group} scored {score}, but {} asks for {wanted}", rule.origin));
            }
        }
        Ok(())
    }

    /// Checks `judged` against `rules`: `Ok` with nothing to say, or the first broken rule.
    pub fn check(rules: &[Rule], judged: &[Judged]) -> Result<(), String> {
        for rule in rules {
            let selected: Vec<&Judged> = judged
                .iter()
                .filter(|j| {
                    rule.tests
                        .as_ref()
                        .is_none_or(|globs| globs.iter().any(|g| matches_path_or_parent(g, j.test)))
                })
                .collect();
            if selected.is_empty() {
                continue;
            }
            if let Some(permitted) = &rule.permitted {
                if let Some(bad) = selected.iter().find(|j| !permitted.iter().any(|p| p == j.class)) {
                    return Err(format!(
                        "{} on {}, but {} permits only {}",
                        bad.class,
                        bad.test,
                        rule.origin,
                        permitted.join(", ")
                    ));
                }
            }
            if let Some(required) = &rule.required {
                if !selected.iter().any(|j| required.iter().any(|r| r == j.class)) {
                    return Err(format!(
                        "no test got {}, which {} requires on {} test(s)",
                        required.join(" or "),
                        rule.origin,
                        selected.len()
                    ));
                }
            }
            if let Some(message) = &rule.message {
                if !selected.iter().any(|j| j.message.contains(message.as_str())) {
                    return Err(format!(
                        "no judge message contains `{message}`, which {} requires",
                        rule.origin
                    ));
                }
            }
        }
        Ok(())
    }
}

/// Whether `score` is in `[low, high]`, up to the 1e-9 (relative) by which a sum of decimals
/// in f64 can miss it (DOMjudge compares to nine decimals).
pub fn score_within(score: f64, low: f64, high: f64) -> bool {
    let slack = 1e-9 * high.abs().max(1.0);
    low - slack <= score && score <= high + slack
}

/// The rules of one submissions.yaml entry: its own keys for all tests, and one rule per
/// test-group glob key.
fn read_rules(
    node: &Node,
    origin: &str,
    at: &dyn Fn(&Node, String) -> JudgeError,
) -> Result<Vec<Rule>, JudgeError> {
    let entries = match &node.value {
        Value::Null => return Ok(Vec::new()),
        Value::Map(entries) => entries,
        _ => {
            return Err(at(
                node,
                format!("{origin}: expected a map (permitted: [AC], ...), found {}", node.kind()),
            ))
        }
    };
    let mut own = Rule { origin: origin.to_string(), ..Rule::default() };
    let mut rules = Vec::new();
    for (key, value) in entries {
        match key.as_str() {
            "permitted" => own.permitted = Some(classes(value, origin, at)?),
            "required" => own.required = Some(classes(value, origin, at)?),
            "message" => own.message = value.scalar().map(String::from),
            "score" => own.score = Some(score_bounds(value, origin, at)?),
            // Metadata that puts no requirement on verdicts.
            "language" | "entrypoint" | "authors" | "model_solution" | "use_for_time_limit" => {}
            group => {
                let mut scoped = read_rules(value, &format!("{origin} on {group}"), at)?;
                for rule in &mut scoped {
                    rule.tests = Some(expand_braces(group));
                }
                rules.extend(scoped.into_iter().filter(Rule::requires_something));
            }
        }
    }
    if own.requires_something() {
        rules.insert(0, own);
    }
    Ok(rules)
}

/// `score: 30` or `score: [20, 40]`.
fn score_bounds(
    node: &Node,
    origin: &str,
    at: &dyn Fn(&Node, String) -> JudgeError,
) -> Result<(f64, f64), JudgeError> {
    let number = |n: &Node| n.scalar().and_then(|t| t.trim().parse::<f64>().ok()).filter(|x| x.is_finite());
    let bounds = match &node.value {
        Value::List(items) if items.len() == 2 => number(&items[0]).zip(number(&items[1])),
        _ => number(node).map(|x| (x, x)),
    };
    match bounds {
        Some((low, high)) if low <= high => Ok((low, high)),
        _ => Err(at(node, format!("{origin}: score: expected a number or a list of two, the least first"))),
    }
}

fn classes(
    node: &Node,
    origin: &str,
    at: &dyn Fn(&Node, String) -> JudgeError,
) -> Result<Vec<String>, JudgeError> {
    let words: Vec<String> = match &node.value {
        Value::List(items) => items.iter().filter_map(Node::scalar).map(|s| s.trim().to_string()).collect(),
        Value::Scalar(text) => vec![text.trim().to_string()],
        _ => return Err(at(node, format!("{origin}: expected a list of AC, WA, TLE, RTE"))),
    };
    match words.iter().find(|w| !CLASSES.contains(&w.as_str())) {
        Some(bad) => Err(at(node, format!("{origin}: `{bad}` is not one of AC, WA, TLE, RTE"))),
        None => Ok(words),
    }
}

/// DOMjudge's annotations in a source, as its SubmissionService reads them.
#[derive(Clone, Debug, PartialEq)]
pub struct DomjudgeAnnotation {
    /// The verdicts' words as written (`CORRECT, NO-OUTPUT`), empty when only a score is given.
    pub words: String,
    /// The verdicts they name as ICPC classes (AC, WA, TLE, RTE; `COMPILER-ERROR` is CE), in
    /// order, without repeats. Words nimkit cannot check (`CHECK-MANUALLY`) name none.
    pub classes: Vec<&'static str>,
    /// `@EXPECTED_SCORE@: 30`: the score DOMjudge's grading must give (a scoring problem).
    pub score: Option<f64>,
}

/// DOMjudge's annotations, `@EXPECTED_RESULTS@: CORRECT, NO-OUTPUT` and `@EXPECTED_SCORE@: 30`,
/// in a submission: the first line holding each. `@EXPECTED_SCORE@` with a number is the
/// expected score; with words, it names verdicts as `@EXPECTED_RESULTS@` does (DOMjudge accepts
/// both tags). A folder submission's annotation is in one of its files (DOMjudge refuses a
/// submission with two: none is taken then). `None` when there is none.
pub fn domjudge_annotation(submission: &Path) -> Option<DomjudgeAnnotation> {
    if submission.is_dir() {
        let files = crate::fsutil::files_under(submission).unwrap_or_default();
        let mut found = files.iter().filter_map(|f| file_annotation(f));
        let first = found.next();
        return if found.next().is_none() { first } else { None };
    }
    file_annotation(submission)
}

fn file_annotation(source: &Path) -> Option<DomjudgeAnnotation> {
    let text = fs::read(source).ok()?;
    let text = String::from_utf8_lossy(&text);
    let after_tag = |tag: &str| {
        text.lines().find_map(|line| {
            let start = line.to_ascii_uppercase().find(tag)? + tag.len();
            Some(line[start..].trim().trim_end_matches("*/").trim().to_string())
        })
    };
    let results = after_tag("@EXPECTED_RESULTS@:");
    let scored = after_tag("@EXPECTED_SCORE@:");
    let score = scored.as_deref().and_then(decimal);
    let words = results.or(scored.filter(|_| score.is_none()));
    if words.is_none() && score.is_none() {
        return None;
    }
    let words = words.unwrap_or_default();
    let mut classes = Vec::new();
    for word in words.split(',').map(|w| w.trim().to_ascii_uppercase()) {
        let class = match word.as_str() {
            "CORRECT" | "ACCEPTED" => "AC",
            "WRONG-ANSWER" | "WRONG_ANSWER" | "NO-OUTPUT" | "NO_OUTPUT" => "WA",
            "TIMELIMIT" | "TIME-LIMIT" | "TIME_LIMIT_EXCEEDED" => "TLE",
            "RUN-ERROR" | "RUN_TIME_ERROR" | "RUN-TIME-ERROR" | "OUTPUT-LIMIT" | "MEMORY-LIMIT" => "RTE",
            "COMPILER-ERROR" | "COMPILE-ERROR" | "COMPILER_ERROR" => "CE",
            _ => continue,
        };
        if !classes.contains(&class) {
            classes.push(class);
        }
    }
    Some(DomjudgeAnnotation { words, classes, score })
}

/// A decimal number as PHP's `is_numeric` takes one (`60`, `88.37`, `-1e2`), not `inf` or `nan`.
fn decimal(text: &str) -> Option<f64> {
    let plain = text.chars().all(|c| c.is_ascii_digit() || matches!(c, '.' | '+' | '-' | 'e' | 'E'));
    text.parse::<f64>().ok().filter(|x| plain && x.is_finite())
}

/// The annotation as a rule: as BAPCtools reads it, every test's verdict is one of them. An
/// annotation naming no verdict nimkit checks (`CHECK-MANUALLY`) is no rule: the folder's
/// applies, as in a legacy package.
fn expected_results(source: &Path) -> Option<Rule> {
    let DomjudgeAnnotation { words, classes, .. } =
        domjudge_annotation(source).filter(|a| !a.classes.is_empty())?;
    let mut permitted = vec!["AC".to_string()];
    permitted.extend(classes.iter().filter(|c| **c != "AC").map(|c| c.to_string()));
    let required: Vec<String> = permitted.iter().filter(|c| *c != "AC").cloned().collect();
    let allows_ac = classes.contains(&"AC");
    Some(Rule {
        origin: format!("its @EXPECTED_RESULTS@ line ({words})"),
        tests: None,
        permitted: Some(permitted),
        required: (!allows_ac && !required.is_empty()).then_some(required),
        message: None,
        score: None,
    })
}

/// `a{b,c}{d,e}` as `abd`, `abe`, `acd`, `ace`; alternatives are trimmed (`{ 4 }` is `4`).
pub fn expand_braces(pattern: &str) -> Vec<String> {
    let Some(open) = pattern.find('{') else { return vec![pattern.to_string()] };
    let Some(close) = pattern[open..].find('}').map(|c| open + c) else { return vec![pattern.to_string()] };
    let (head, tail) = (&pattern[..open], &pattern[close + 1..]);
    let mut out = Vec::new();
    for alternative in pattern[open + 1..close].split(',') {
        for rest in expand_braces(tail) {
            out.push(format!("{head}{}{rest}", alternative.trim()));
        }
    }
    out
}

/// Whether `path` or a folder above it matches `pattern` component by component.
fn matches_path_or_parent(pattern: &str, path: &str) -> bool {
    let wanted: Vec<&str> = pattern.trim_matches('/').split('/').collect();
    let parts: Vec<&str> = path.split('/').collect();
    parts.len() >= wanted.len()
        && wanted.iter().zip(&parts).all(|(w, p)| component_matches(w.as_bytes(), p.as_bytes()))
}

/// `*` (any run, within a component) and `?` (one character); the rest literally.
fn component_matches(pattern: &[u8], text: &[u8]) -> bool {
    match pattern.split_first() {
        None => text.is_empty(),
        Some((b'*', rest)) => (0..=text.len()).any(|skip| component_matches(rest, &text[skip..])),
        Some((b'?', rest)) => !text.is_empty() && component_matches(rest, &text[1..]),
        Some((c, rest)) => text.first() == Some(c) && component_matches(rest, &text[1..]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::package::testing::write;

    fn judged<'a>(pairs: &'a [(&'a str, &'a str)]) -> Vec<Judged<'a>> {
        pairs.iter().map(|&(test, class)| Judged { test, class, message: "" }).collect()
    }

    #[test]
    fn globs_braces_and_parents() {
        assert_eq!(expand_braces("ac.{py,cpp}"), ["ac.py", "ac.cpp"]);
        assert_eq!(expand_braces("s/*{ 4 }{ 2 }"), ["s/*42"]);
        assert_eq!(expand_braces("*{,1}{0,2}").len(), 4);
        assert!(matches_path_or_parent("wa", "wa/odd.py"));
        assert!(matches_path_or_parent("wa/ac*", "wa/ac.py"));
        assert!(
            !matches_path_or_parent("match_wa.py", "match/match_wa.py"),
            "names are matched from the top"
        );
        assert!(!matches_path_or_parent("match/match_wa", "match/match_wa.py"), "whole names only");
        assert!(!matches_path_or_parent("*/nested_wa.py", "match/nested/nested_wa.py"), "* does not match /");
        assert!(matches_path_or_parent("secret/*3", "secret/13"));
    }

    #[test]
    fn default_folder_rules_and_submissions_yaml() {
        let dir = tempfile::tempdir().unwrap();
        let none = Expectations::load(dir.path()).unwrap();
        let wrong = none.rules_for("wrong_answer/x.py", None);
        assert!(Expectations::check(&wrong, &judged(&[("sample/1", "AC"), ("secret/1", "WA")])).is_ok());
        assert!(Expectations::check(&wrong, &judged(&[("sample/1", "AC"), ("secret/1", "AC")])).is_err());
        let error =
            Expectations::check(&wrong, &judged(&[("sample/1", "WA"), ("secret/1", "TLE")])).unwrap_err();
        assert!(error.contains("TLE on secret/1") && error.contains("permits only AC, WA"), "{error}");
        assert!(none.rules_for("other/x.py", None).is_empty());

        write(dir.path(), "submissions.yaml", "accepted:\n  permitted: [WA]\n  required: [WA]\nwa/odd.py:\n  sample:\n    required: [AC]\n  secret/*{1,3}:\n    required: [AC]\nwa/hello.py:\n  message: hello\n");
        let yaml = Expectations::load(dir.path()).unwrap();
        let accepted = yaml.rules_for("accepted/wa.py", None);
        assert!(Expectations::check(&accepted, &judged(&[("sample/1", "WA")])).is_ok());
        assert!(Expectations::check(&accepted, &judged(&[("sample/1", "AC")])).is_err());
        let odd = yaml.rules_for("wa/odd.py", None);
        assert!(Expectations::check(
            &odd,
            &judged(&[("sample/1", "AC"), ("secret/13", "AC"), ("secret/2", "WA")])
        )
        .is_ok());
        assert!(Expectations::check(
            &odd,
            &judged(&[("sample/1", "AC"), ("secret/13", "WA"), ("secret/2", "AC")])
        )
        .is_err());
        let hello = yaml.rules_for("wa/hello.py", None);
        let with = [Judged { test: "sample/1", class: "WA", message: "said hello" }];
        let without = [Judged { test: "sample/1", class: "WA", message: "bye" }];
        assert!(Expectations::check(&hello, &with).is_ok());
        assert!(Expectations::check(&hello, &without).unwrap_err().contains("`hello`"));

        write(dir.path(), "submissions.yaml", "x:\n  permitted: [OK]\n");
        let error = Expectations::load(dir.path()).unwrap_err().to_string();
        assert!(error.contains("submissions.yaml:2") && error.contains("`OK`"), "{error}");
    }

    #[test]
    fn entrypoints_follow_the_last_matching_glob() {
        let dir = tempfile::tempdir().unwrap();
        write(
            dir.path(),
            "submissions.yaml",
            "accepted:\n  entrypoint: Main\naccepted/{a,b}:\n  entrypoint: solve.py\n  permitted: [AC]\n",
        );
        let yaml = Expectations::load(dir.path()).unwrap();
        assert_eq!(yaml.entrypoint_for("accepted/a"), Some("solve.py"));
        assert_eq!(yaml.entrypoint_for("accepted/c"), Some("Main"));
        assert_eq!(yaml.entrypoint_for("wrong_answer/a"), None);
        assert_eq!(yaml.rules_for("accepted/a", None).len(), 2, "the entrypoint is no rule");
        write(dir.path(), "submissions.yaml", "accepted:\n  entrypoint: [a, b]\n");
        let error = Expectations::load(dir.path()).unwrap_err().to_string();
        assert!(error.contains("submissions.yaml:2") && error.contains("entrypoint"), "{error}");
    }

    #[test]
    fn expected_results_annotation() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "a.c", "/*\n * @EXPECTED_RESULTS@: CORRECT, NO-OUTPUT\n */\n");
        let rule = expected_results(&dir.path().join("a.c")).unwrap();
        assert_eq!(rule.permitted.unwrap(), ["AC", "WA"]);
        assert_eq!(rule.required, None);
        write(dir.path(), "b.c", "// @EXPECTED_RESULTS@: TIMELIMIT,RUN-ERROR\n");
        let rule = expected_results(&dir.path().join("b.c")).unwrap();
        assert_eq!(rule.required.unwrap(), ["TLE", "RTE"]);
        write(dir.path(), "c.py", "# @EXPECTED_RESULTS@: CHECK-MANUALLY\n");
        assert_eq!(expected_results(&dir.path().join("c.py")), None);
    }
    #[test]
    fn expected_score_annotation_is_a_score_or_verdicts() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "a.py", "# @EXPECTED_RESULTS@: WRONG-ANSWER\n# @EXPECTED_SCORE@: 88.37\n");
        let a = domjudge_annotation(&dir.path().join("a.py")).unwrap();
        assert_eq!((a.classes, a.score), (vec!["WA"], Some(88.37)));
        // DOMjudge's boolfind example: the score tag naming a verdict.
        write(dir.path(), "b.py", "'''\n@EXPECTED_SCORE@: CORRECT\n'''\n");
        let b = domjudge_annotation(&dir.path().join("b.py")).unwrap();
        assert_eq!((b.classes, b.score), (vec!["AC"], None));
        assert_eq!(expected_results(&dir.path().join("b.py")).unwrap().permitted.unwrap(), ["AC"]);
        write(dir.path(), "c.c", "/* @EXPECTED_SCORE@: 60 */\n");
        let c = domjudge_annotation(&dir.path().join("c.c")).unwrap();
        assert_eq!((c.classes.len(), c.score), (0, Some(60.0)));
        assert_eq!(expected_results(&dir.path().join("c.c")), None, "a score alone names no verdict");
        write(dir.path(), "d.c", "// @EXPECTED_SCORE@: inf\n");
        assert_eq!(domjudge_annotation(&dir.path().join("d.c")).unwrap().score, None);
        write(dir.path(), "e.c", "int main() {}\n");
        assert_eq!(domjudge_annotation(&dir.path().join("e.c")), None);
        // A folder submission: the one annotated file speaks for it (DOMjudge's
        // expected-result-all-files); two annotated files are refused there, none taken here.
        write(dir.path(), "multi/main.c", "int main() {}\n");
        write(dir.path(), "multi/expected_result.txt", "@EXPECTED_RESULTS@: CORRECT, NO-OUTPUT\n");
        assert_eq!(domjudge_annotation(&dir.path().join("multi")).unwrap().classes, ["AC", "WA"]);
        write(dir.path(), "multi/other.c", "// @EXPECTED_RESULTS@: TIMELIMIT\n");
        assert_eq!(domjudge_annotation(&dir.path().join("multi")), None);
    }
}
