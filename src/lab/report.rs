//! The lab's report: the table laid out (a line for one-number positions, a grid for pairs, a
//! list otherwise), the patterns found stated as conjectures with the range they were checked
//! on, what the engine certifies, and the verdict on the contestant's guess. Pure text from a
//! parsed [`Table`], so every sentence is tested without compiling anything.

use std::fmt::Write as _;

use super::certify::{self, Recognised, Sums};
use super::patterns::{self, PairFamily, PairKey};
use super::table::{self, Guess, GuessKind, Outcome, Row, Shape, Table, Value};

/// Positions shown in the line layout, cells per side of the grid, rows of the list: the
/// rest is in `--plot` (a terminal is no place for a million values).
const LINE_SHOWN: usize = 120;
const GRID_SIDE: u64 = 20;
const LIST_SHOWN: usize = 40;
/// Counterexamples listed (the count of all of them is given).
const COUNTEREXAMPLES_SHOWN: usize = 10;

/// The whole report.
pub fn render(name: &str, table: &Table, limit: usize) -> String {
    let mut out = String::new();
    let rows = &table.rows;
    let draws = rows.iter().filter(|r| r.outcome == Outcome::D).count();
    let p_count = rows.iter().filter(|r| r.outcome == Outcome::P).count();
    let _ = writeln!(
        out,
        "{name}: {} positions, {} play; {p_count} P, {} N, {draws} D (draws)",
        rows.len(),
        if table.misere { "misère" } else { "normal" },
        rows.len() - p_count - draws,
    );
    for note in notes(table, limit) {
        let _ = writeln!(out, "note: {note}");
    }
    if rows.is_empty() {
        return out;
    }
    out.push('\n');
    out.push_str(&layout(table));
    out.push('\n');
    if let Some((index, first)) = &table.nondeterministic {
        // Patterns, certificates and verdicts would be about no game at all.
        let row = &table.rows[*index];
        let shown = |options: &[String]| format!("[{}]", options.join(", "));
        let _ = writeln!(
            out,
            "No pattern, certificate or guess verdict: moves() is not a function of the position. On {} it gave \
             {} while exploring, and {} when called again to show the options (randomness, time, or state kept \
             between calls?). The table above is of no one game.",
            row.state,
            shown(first),
            shown(row.moves.as_deref().unwrap_or_default())
        );
        return out;
    }
    let findings = conjectures(table);
    if findings.is_empty() {
        let _ = writeln!(
            out,
            "No pattern with enough evidence on these {} positions (periods need three repetitions and \
             {} checks, families {} members): tabulate more positions.",
            rows.len(),
            patterns::MIN_CHECKS,
            patterns::MIN_MEMBERS
        );
    } else {
        let _ = writeln!(out, "Conjectures (patterns of the table, not proofs):");
        for finding in &findings {
            let _ = writeln!(out, "  - {finding}");
        }
    }
    if let Some(line) = certificate_line(table) {
        let _ = writeln!(out, "{line}");
    }
    if let Some(text) = guess_report(table) {
        out.push('\n');
        out.push_str(&text);
    }
    out
}

/// What the reader must know about the range: a capped `positions()`, a run cut short.
fn notes(table: &Table, limit: usize) -> Vec<String> {
    let mut notes = Vec::new();
    if table.more_than_limit {
        notes.push(format!(
            "positions() gives more than {limit} positions: the first {limit} are tabulated (--limit N \
             changes the bound)"
        ));
    }
    if table.duplicates > 0 {
        notes.push(format!(
            "positions() gave {} of its positions more than once: each is tabulated once",
            table.duplicates
        ));
    }
    if !table.complete && table.rows.is_empty() {
        notes.push(format!(
            "the run stopped before any position was finished (see above): the round from the first {} \
             positions did not end",
            table.last_chunk
        ));
    } else if !table.complete {
        notes.push(format!(
            "the run stopped before the end (see above): this is the partial table of the first {} of {} \
             positions, complete for each position shown; the round from the first {} positions was cut \
             short{}",
            table.rows.len(),
            table.listed,
            table.last_chunk,
            if table.reached > 0 && table.reached_chunk == table.last_chunk {
                format!(" (its exploration had ended, with {} states)", table.reached)
            } else if table.reached > 0 {
                format!(" (the one before it had reached {} states)", table.reached)
            } else {
                String::new()
            }
        ));
    }
    notes
}

/// The table laid out for its shape.
pub fn layout(table: &Table) -> String {
    match table::shape(&table.rows) {
        Shape::Line { first } => line_layout(&table::line(&table.rows, first), first, table.rows.len()),
        Shape::Pairs => grid_layout(&table.rows),
        Shape::Numbers | Shape::Other => list_layout(&table.rows),
    }
}

fn line_layout(line: &[&Row], first: u64, total: usize) -> String {
    let mut out = String::new();
    let shown = &line[..line.len().min(LINE_SHOWN)];
    let finite = shown.iter().all(|r| matches!(r.value, Value::Finite(_)));
    for chunk in shown.chunks(20).enumerate() {
        let (index, rows) = chunk;
        let heaps: Vec<String> =
            (0..rows.len()).map(|i| (first as usize + index * 20 + i).to_string()).collect();
        let values: Vec<String> = rows.iter().map(|r| r.value.to_string()).collect();
        let outcomes: Vec<String> = rows.iter().map(|r| r.outcome.letter().to_string()).collect();
        let width = heaps.iter().chain(&values).map(|s| s.chars().count()).max().unwrap_or(1);
        let cells = |items: &[String]| -> String {
            items.iter().map(|s| format!("{s:>width$}")).collect::<Vec<_>>().join(" ")
        };
        let _ = writeln!(out, "n        {}", cells(&heaps));
        if finite || shown.iter().any(|r| r.outcome != Outcome::D) {
            let _ = writeln!(out, "g(n)     {}", cells(&values));
        }
        let _ = writeln!(out, "outcome  {}", cells(&outcomes));
    }
    if line.len() < total || line.len() > shown.len() {
        let _ = writeln!(
            out,
            "(shown: n = {first}..{}; the sequence runs to n = {}{}; --plot FILE.svg draws all of it)",
            first as usize + shown.len() - 1,
            first as usize + line.len() - 1,
            if line.len() < total { ", the other listed positions are not consecutive" } else { "" }
        );
    }
    out
}

fn grid_layout(rows: &[Row]) -> String {
    let cells: std::collections::HashMap<(u64, u64), &Row> =
        rows.iter().map(|r| (table::pair_in(&r.state).expect("pairs"), r)).collect();
    let max_a = cells.keys().map(|k| k.0).max().unwrap_or(0).min(GRID_SIDE - 1);
    let max_b = cells.keys().map(|k| k.1).max().unwrap_or(0).min(GRID_SIDE - 1);
    let finite = rows.iter().all(|r| matches!(r.value, Value::Finite(_)));
    let text = |a: u64, b: u64| match cells.get(&(a, b)) {
        None => ".".to_string(),
        Some(row) if finite => row.value.to_string(),
        Some(row) => row.outcome.letter().to_string(),
    };
    let width = (0..=max_a)
        .flat_map(|a| (0..=max_b).map(move |b| (a, b)))
        .map(|(a, b)| text(a, b).chars().count())
        .chain([max_b.to_string().len()])
        .max()
        .unwrap_or(1);
    let mut out = String::new();
    let what = if finite { "Grundy values g(a, b)" } else { "outcomes (P/N/D)" };
    let _ = writeln!(out, "{what}: row a, column b{}", if finite { "; 0 = P-position" } else { "" });
    let header: Vec<String> = (0..=max_b).map(|b| format!("{b:>width$}")).collect();
    let _ = writeln!(out, "a\\b {}", header.join(" "));
    for a in 0..=max_a {
        let line: Vec<String> = (0..=max_b).map(|b| format!("{:>width$}", text(a, b))).collect();
        let _ = writeln!(out, "{a:>3} {}", line.join(" "));
    }
    let outside = cells.keys().filter(|k| k.0 > max_a || k.1 > max_b).count();
    if outside > 0 {
        let _ = writeln!(
            out,
            "({outside} more pairs beyond {GRID_SIDE}×{GRID_SIDE}; --plot FILE.svg draws all of them)"
        );
    }
    out
}

fn list_layout(rows: &[Row]) -> String {
    let mut out = String::new();
    let width = rows.iter().take(LIST_SHOWN).map(|r| r.state.chars().count()).max().unwrap_or(1).min(60);
    for row in rows.iter().take(LIST_SHOWN) {
        let _ = writeln!(out, "{:<width$}  {}  {}", row.state, row.outcome.letter(), row.value);
    }
    if rows.len() > LIST_SHOWN {
        let _ = writeln!(out, "({} more positions)", rows.len() - LIST_SHOWN);
    }
    out
}

/// Every pattern found, as a sentence naming its range.
pub fn conjectures(table: &Table) -> Vec<String> {
    match table::shape(&table.rows) {
        Shape::Line { first } => line_conjectures(&table::line(&table.rows, first), first),
        Shape::Pairs => pair_conjectures(&table.rows),
        Shape::Numbers => numbers_conjectures(&table.rows),
        Shape::Other => Vec::new(),
    }
}

fn finite_values(rows: &[&Row]) -> Option<Vec<u32>> {
    rows.iter().map(|r| if let Value::Finite(g) = r.value { Some(g) } else { None }).collect()
}

fn line_conjectures(line: &[&Row], first: u64) -> Vec<String> {
    let mut found = Vec::new();
    if line.is_empty() {
        return found;
    }
    let last = first + line.len() as u64 - 1;
    let range = format!("checked for {first} ≤ n ≤ {last}");
    let at = |i: usize| first + i as u64;
    let mut period = None;
    if let Some(values) = finite_values(line) {
        if let Some(p) = patterns::eventual_period(&values) {
            period = Some(p);
            let one_period: Vec<String> =
                values[p.preperiod..p.preperiod + p.period].iter().map(u32::to_string).collect();
            found.push(format!(
                "g(n + {}) = g(n) for n ≥ {}: period {}, preperiod {} (one period: {}); {range}",
                p.period,
                at(p.preperiod),
                p.period,
                p.preperiod,
                one_period.join(" ")
            ));
        } else if let Some((p, saltus)) = patterns::arithmetic_period(&values) {
            found.push(format!(
                "g(n + {}) = g(n) {} {} for n ≥ {}: arithmetic-periodic, period {}, saltus {saltus}; {range}",
                p.period,
                if saltus < 0 { '-' } else { '+' },
                saltus.abs(),
                at(p.preperiod),
                p.period
            ));
        }
    }
    let outcomes: Vec<Outcome> = line.iter().map(|r| r.outcome).collect();
    if period.is_none() {
        if let Some(p) = patterns::eventual_period(&outcomes) {
            period = Some(p);
            let pattern: String =
                outcomes[p.preperiod..p.preperiod + p.period].iter().map(|o| o.letter()).collect();
            if p.period == 1 {
                found.push(format!("every position from n = {} on is {pattern}; {range}", at(p.preperiod)));
            } else {
                found.push(format!(
                "the outcomes repeat with period {} from n = {}: {pattern} (n = {}..{}), and so on; {range}",
                p.period,
                at(p.preperiod),
                at(p.preperiod),
                at(p.preperiod + p.period - 1)
            ));
            }
        }
    }
    let is_p: Vec<bool> = outcomes.iter().map(|&o| o == Outcome::P).collect();
    let count = is_p.iter().filter(|&&p| p).count();
    if let Some(family) = patterns::line_family(first, &is_p) {
        // The family is matched from n = 1 on; heap 0 is stated as the table has it, whether
        // the family's rule counts it in or not (a game where 0 is N is not "the multiples of
        // 3" at 0).
        let sentence = match (first == 0, first == 0 && is_p[0], family.contains(0)) {
            (true, true, false) => format!("0 and {family}"),
            (true, false, true) => format!("{family} except 0 (heap 0 is {})", outcomes[0].letter()),
            _ => family.to_string(),
        };
        found.push(format!("P-positions are {sentence} ({count} of them; {range})"));
    } else if let Some(p) = period {
        // The period says it already; in residues it is what a solution tests.
        let residues: Vec<String> = (p.preperiod..p.preperiod + p.period)
            .filter(|&i| is_p[i])
            .map(|i| (at(i) % p.period as u64).to_string())
            .collect();
        let before: Vec<String> = (0..p.preperiod).filter(|&i| is_p[i]).map(|i| at(i).to_string()).collect();
        if !residues.is_empty() {
            let before = if before.is_empty() {
                String::new()
            } else {
                format!(" (and before it: {})", before.join(", "))
            };
            found.push(format!(
                "P-positions from n = {} on: n ≡ {} (mod {}){before}; {range}",
                at(p.preperiod),
                residues.join(", "),
                p.period
            ));
        }
    }
    found
}

fn pair_conjectures(rows: &[Row]) -> Vec<String> {
    let mut found = Vec::new();
    let pairs: Vec<(u64, u64, &Row)> = rows
        .iter()
        .map(|r| {
            let (a, b) = table::pair_in(&r.state).expect("pairs");
            (a, b, r)
        })
        .collect();
    let largest = pairs.iter().map(|p| p.0.max(p.1)).max().unwrap_or(0);
    let range = format!("checked on the {} tabulated pairs, a, b ≤ {largest}", pairs.len());
    let p_cells: Vec<(u64, u64, bool)> =
        pairs.iter().map(|&(a, b, r)| (a, b, r.outcome == Outcome::P)).collect();
    if let Some(family) = patterns::pair_family(&p_cells) {
        // Beatty pairs are checked on a rectangle from (0, 0) only (the sequence's next pair
        // must be seen to fall outside it), which is the range they are stated on.
        let range = match family {
            PairFamily::Beatty { within: (a, b), .. } => {
                let cells = (a + 1) * (b + 1);
                let whole =
                    if cells == pairs.len() as u64 { "" } else { ", the largest square the table fills" };
                format!("checked on all {cells} pairs a ≤ {a}, b ≤ {b}{whole}")
            }
            _ => range.clone(),
        };
        found.push(format!("P-positions are {family}; {range}"));
    }
    let values: Option<Vec<(u64, u64, u32)>> = pairs
        .iter()
        .map(|&(a, b, r)| if let Value::Finite(g) = r.value { Some((a, b, g)) } else { None })
        .collect();
    if let Some(cells) = values {
        for key in [PairKey::Xor, PairKey::Sum, PairKey::Min] {
            let Some(function) = patterns::pair_dependence(&cells, key) else { continue };
            let name = key.name();
            if function.iter().all(|&(k, v)| k == v as u64) {
                found.push(format!("g(a, b) = {name}; {range}"));
            } else {
                let shown: Vec<String> = function.iter().take(16).map(|&(_, v)| v.to_string()).collect();
                let keys_consecutive = function.iter().enumerate().all(|(i, &(k, _))| k == i as u64);
                let listing = if keys_consecutive {
                    format!(
                        "F(0), F(1), ... = {}{}",
                        shown.join(" "),
                        if function.len() > 16 { " ..." } else { "" }
                    )
                } else {
                    let pairs: Vec<String> =
                        function.iter().take(16).map(|(k, v)| format!("F({k}) = {v}")).collect();
                    pairs.join(", ")
                };
                found.push(format!(
                    "g(a, b) depends only on {name}: g(a, b) = F({name}) with {listing}; {range}"
                ));
            }
        }
    }
    found
}

fn numbers_conjectures(rows: &[Row]) -> Vec<String> {
    let positions: Vec<(Vec<u64>, bool)> = rows
        .iter()
        .map(|r| (table::numbers_in(&r.state).expect("numbers"), r.outcome == Outcome::P))
        .collect();
    if patterns::xor_zero_rule(&positions) {
        vec![format!(
            "P-positions are exactly those whose numbers XOR to 0 (as in Nim); checked on the {} tabulated \
             positions",
            rows.len()
        )]
    } else {
        Vec::new()
    }
}

/// The engine's verdict on a game it recognises.
fn certificate_line(table: &Table) -> Option<String> {
    let certificate = certify::recognise(&table.rows, table.misere)?;
    let game = match &certificate.game {
        Recognised::Subtraction(takes) => {
            let list: Vec<String> = takes.iter().map(u64::to_string).collect();
            format!("the subtraction game S = {{{}}}", list.join(", "))
        }
        Recognised::Octal(code) => format!("the octal game {code}"),
    };
    let mut line = format!(
        "Recognised: the moves of heaps 0..={} are exactly those of {game}",
        certificate.checked_moves_to
    );
    if !certificate.values_agree {
        match &certificate.sums {
            // The likelier cause, when seen: a rule about the whole board.
            Sums::Broken { state, why } => {
                let _ = write!(
                    line,
                    ", but the table's values differ from the engine's: the position {state} is not the sum of its \
                     heaps: {why}"
                );
            }
            _ => line.push_str(
                ", but the table's values differ from the engine's (a bug in the game file's moves for larger heaps?)",
            ),
        }
        return Some(line);
    }
    line.push_str("; the engine's values agree with the whole table");
    // A list of heaps is a sum only if the game says so: its positions of several heaps must
    // be seen to move (and be worth) as the sum of their heaps, or nothing is certified.
    let premise = match &certificate.sums {
        Sums::NotApplicable => "if these are the moves for every heap".to_string(),
        Sums::Checked(count) => format!(
            "if these are the moves for every heap and a position of several heaps is the sum of its heaps (as the \
             {count} tabulated ones are, in moves and values)"
        ),
        Sums::Unchecked => {
            let _ = write!(
                line,
                ".\nNot certified: the positions are lists of heaps, and none of several heaps is tabulated with its \
                 moves, so nothing shows that such a position is the sum of its heaps (a rule about the whole board \
                 would break that): let positions() give some of two or three heaps among its first {} positions.",
                certify::MOVES_SHOWN
            );
            return Some(line);
        }
        Sums::Broken { state, why } => {
            let _ = write!(line, ".\nNot certified: the position {state} is not the sum of its heaps: {why}.");
            return Some(line);
        }
    };
    match certificate.periodicity {
        Some(p) => {
            let how = match certificate.game {
                Recognised::Subtraction(_) => "the window argument",
                Recognised::Octal(_) => "the Guy–Smith theorem",
            };
            let _ = write!(
                line,
                ".\nCertified (by {how}): {premise}, g(n + {}) = g(n) for every n ≥ {} (preperiod {}, period {}), \
                 `nimkit grundy` and the library compute g(n) for any n.",
                p.period, p.preperiod, p.preperiod, p.period
            );
        }
        None => line.push_str("; the engine certifies no period within its limit"),
    }
    Some(line)
}

/// The verdict on the guess: every counterexample, smallest first, or that it holds.
pub fn guess_report(table: &Table) -> Option<String> {
    let kind = table.guess?;
    if kind == GuessKind::None {
        return None;
    }
    let what = if kind == GuessKind::Value { "guess" } else { "guess_wins" };
    let wrong = table.counterexamples();
    let mut out = String::new();
    if wrong.is_empty() {
        let _ = writeln!(out, "{what}: holds on all {} positions.", table.rows.len());
        return Some(out);
    }
    let _ = writeln!(
        out,
        "{what}: WRONG on {} of {} positions; the smallest first:",
        wrong.len(),
        table.rows.len()
    );
    for row in wrong.iter().take(COUNTEREXAMPLES_SHOWN) {
        let said = match row.guess {
            Some(Guess::Value(g)) => format!("guess {g}"),
            Some(Guess::Wins(true)) => "guess_wins true (N)".to_string(),
            Some(Guess::Wins(false)) => "guess_wins false (P)".to_string(),
            None => unreachable!("only rows with a guess are wrong"),
        };
        let _ = writeln!(
            out,
            "  {}: {said}, but the value is {} ({})",
            row.state,
            row.value,
            row.outcome.letter()
        );
    }
    if wrong.len() > COUNTEREXAMPLES_SHOWN {
        let _ = writeln!(out, "  ... and {} more", wrong.len() - COUNTEREXAMPLES_SHOWN);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(state: String, value: u32) -> Row {
        Row {
            state,
            outcome: if value == 0 { Outcome::P } else { Outcome::N },
            value: Value::Finite(value),
            guess: None,
            moves: None,
        }
    }

    fn table(rows: Vec<Row>) -> Table {
        let listed = rows.len();
        Table { rows, listed, complete: true, guess: Some(GuessKind::None), ..Table::default() }
    }

    #[test]
    fn a_subtraction_line_gets_its_period_family_and_certificate() {
        let values = nimkit::subtraction::grundy_table(&[1, 2], 90);
        let mut rows: Vec<Row> = values.iter().enumerate().map(|(n, &g)| row(n.to_string(), g)).collect();
        for (n, r) in rows.iter_mut().enumerate() {
            r.moves = Some((1..=2).filter(|&t| t <= n).map(|t| (n - t).to_string()).collect());
        }
        let text = render("take12.rs", &table(rows), 1000);
        assert!(text.contains("g(n + 3) = g(n) for n ≥ 0: period 3, preperiod 0 (one period: 0 1 2); checked for 0 ≤ n ≤ 89"), "{text}");
        assert!(text.contains("P-positions are the multiples of 3 (30 of them"), "{text}");
        assert!(text.contains("the subtraction game S = {1, 2}"), "{text}");
        assert!(text.contains("Certified (by the window argument)"), "{text}");
        assert!(text.starts_with("take12.rs: 90 positions, normal play; 30 P, 60 N, 0 D"), "{text}");
    }

    #[test]
    fn a_list_of_single_heaps_is_recognised_but_not_certified() {
        // Kayles on lists of heaps, only single heaps tabulated (the audit's 07).
        let kayles = nimkit::octal::OctalGame::new("0.77");
        let values = kayles.values_naive(120);
        let text = |heaps: Vec<usize>| {
            let list: Vec<String> = heaps.iter().filter(|&&h| h > 0).map(usize::to_string).collect();
            format!("[{}]", list.join(", "))
        };
        let rows: Vec<Row> = (0..120usize)
            .map(|n| Row {
                moves: Some(kayles.options(n).into_iter().map(|pair| text(pair.to_vec())).collect()),
                ..row(text(vec![n]), values[n])
            })
            .collect();
        let text = render("kayles.rs", &table(rows), 1000);
        assert!(text.contains("exactly those of the octal game 0.77; the engine's values agree"), "{text}");
        assert!(
            text.contains("Not certified: the positions are lists of heaps, and none of several heaps"),
            "{text}"
        );
        assert!(!text.contains("Certified ("), "{text}");
    }

    #[test]
    fn heap_0_is_stated_as_the_table_has_it() {
        // The audit's 08: take 1 or 2, but heap 0 still has a last move: 0 is N, and the other
        // P-positions are the multiples of 3.
        let rows: Vec<Row> =
            (0..100u64).map(|n| row(n.to_string(), u32::from(n == 0 || n % 3 != 0))).collect();
        let found = conjectures(&table(rows));
        let family = found.iter().find(|f| f.starts_with("P-positions are")).expect("a family");
        assert!(
            family.starts_with("P-positions are the multiples of 3 except 0 (heap 0 is N) (33 of them"),
            "{family}"
        );
        // Heap 0 P, outside the family's rule: named.
        let rows: Vec<Row> =
            (0..200u64).map(|n| row(n.to_string(), u32::from(n != 0 && !n.is_power_of_two()))).collect();
        let found = conjectures(&table(rows));
        assert!(found.iter().any(|f| f.starts_with("P-positions are 0 and the powers of two")), "{found:?}");
    }

    #[test]
    fn wythoff_pairs_are_stated_for_a_two_pile_game() {
        let rows: Vec<Row> = (0..25u64)
            .flat_map(|a| (0..25u64).map(move |b| (a, b)))
            .map(|(a, b)| row(format!("({a}, {b})"), u32::from(!nimkit::wythoff::is_p_position(a, b))))
            .collect();
        let text = render("wythoff.rs", &table(rows), 1000);
        assert!(text.contains("P-positions are Wythoff's pairs"), "{text}");
        assert!(text.contains("a\\b"), "a grid: {text}");
    }

    #[test]
    fn beatty_pairs_name_the_rectangle_they_were_checked_on() {
        // α = √2: P-positions (⌊k√2⌋, ⌊k(2 + √2)⌋), their mirrors and (0, 0), on the square a,
        // b < 40 and a few pairs beyond it that fill no larger rectangle.
        let sqrt2 = 2f64.sqrt();
        let p: std::collections::HashSet<(u64, u64)> = (0..60u64)
            .map(|k| ((k as f64 * sqrt2) as u64, (k as f64 * (2.0 + sqrt2)) as u64))
            .flat_map(|(a, b)| [(a, b), (b, a)])
            .collect();
        let mut rows: Vec<Row> = (0..40u64)
            .flat_map(|a| (0..40u64).map(move |b| (a, b)))
            .chain((40..45).map(|a| (a, 0)))
            .map(|(a, b)| row(format!("({a}, {b})"), u32::from(!p.contains(&(a, b)))))
            .collect();
        let found = conjectures(&table(rows.clone()));
        let beatty = found.iter().find(|f| f.contains("Beatty")).expect("stated");
        assert!(
            beatty.ends_with("checked on all 1600 pairs a ≤ 39, b ≤ 39, the largest square the table fills"),
            "{beatty}"
        );
        rows.truncate(1600);
        let found = conjectures(&table(rows));
        let beatty = found.iter().find(|f| f.contains("Beatty")).expect("stated");
        assert!(beatty.ends_with("checked on all 1600 pairs a ≤ 39, b ≤ 39"), "{beatty}");
        assert!(beatty.contains("α in (1.41176, 1.41667)"), "{beatty}");
    }

    #[test]
    fn nim_on_two_heaps_has_value_a_xor_b() {
        let rows: Vec<Row> = (0..8u64)
            .flat_map(|a| (0..8u64).map(move |b| (a, b)))
            .map(|(a, b)| row(format!("({a}, {b})"), (a ^ b) as u32))
            .collect();
        let found = conjectures(&table(rows));
        assert!(found.iter().any(|f| f.starts_with("g(a, b) = a xor b;")), "{found:?}");
        assert!(found.iter().any(|f| f.starts_with("P-positions are the pairs a = b")), "{found:?}");
    }

    #[test]
    fn a_wrong_guess_lists_its_smallest_counterexample_first() {
        let values = nimkit::subtraction::grundy_table(&[1, 2], 30);
        // The guess n % 3 is right except at 7 and 20 (made wrong on purpose).
        let rows: Vec<Row> = values
            .iter()
            .enumerate()
            .map(|(n, &g)| Row {
                guess: Some(Guess::Value(if n == 7 || n == 20 { 9 } else { (n % 3) as u32 })),
                ..row(n.to_string(), g)
            })
            .collect();
        let mut table = table(rows);
        table.guess = Some(GuessKind::Value);
        let text = guess_report(&table).unwrap();
        assert!(text.starts_with("guess: WRONG on 2 of 30 positions"), "{text}");
        let first = text.lines().nth(1).unwrap();
        assert_eq!(first, "  7: guess 9, but the value is 1 (N)");
        for row in &mut table.rows {
            row.guess = Some(Guess::Value(row.state.parse::<u32>().unwrap() % 3));
        }
        assert_eq!(guess_report(&table).unwrap(), "guess: holds on all 30 positions.\n");
    }

    #[test]
    fn moves_that_change_between_calls_get_no_pattern() {
        let values = nimkit::subtraction::grundy_table(&[1, 2], 90);
        let mut rows: Vec<Row> = values.iter().enumerate().map(|(n, &g)| row(n.to_string(), g)).collect();
        rows[10].moves = Some(vec!["9".into(), "8".into()]);
        let mut table = table(rows);
        table.guess = Some(GuessKind::Value);
        table.nondeterministic = Some((10, vec!["9".into(), "7".into()]));
        let text = render("random.rs", &table, 100);
        assert!(text.contains("moves() is not a function of the position. On 10 it gave [9, 7] while exploring, and [9, 8] when called again"), "{text}");
        assert!(!text.contains("Conjectures") && !text.contains("period 3"), "{text}");
    }

    #[test]
    fn positions_given_twice_are_noted() {
        let mut table = table((0..5).map(|n| row(n.to_string(), n % 2)).collect());
        table.duplicates = 5;
        let text = render("twice.rs", &table, 100);
        assert!(
            text.contains(
                "\nnote: positions() gave 5 of its positions more than once: each is tabulated once\n"
            ),
            "{text}"
        );
    }

    #[test]
    fn draws_are_shown_and_a_partial_table_is_said_to_be_partial() {
        let mut rows: Vec<Row> = (0..6).map(|n| row(n.to_string(), n % 2)).collect();
        rows[3].outcome = Outcome::D;
        rows[3].value = Value::Infinite(vec![0]);
        let mut table = table(rows);
        table.complete = false;
        table.listed = 100;
        table.last_chunk = 8;
        let text = render("loopy.rs", &table, 100);
        assert!(text.contains("1 D (draws)"), "{text}");
        assert!(text.contains("∞{0}"), "{text}");
        assert!(text.contains("partial table of the first 6 of 100 positions"), "{text}");
    }
}
