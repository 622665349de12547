//! `nimkit lab --plot FILE.svg`: a one-number game's sequence drawn as `nimkit grundy` draws
//! it (values, preperiod and first period shaded), or, for positions that repeat, its outcomes
//! as a strip; a two-number game's grid as coloured cells (P black, N shaded by value, D red).

use std::collections::HashMap;
use std::fmt::Write as _;

use super::patterns;
use super::table::{self, Outcome, Row, Shape, Table, Value};

/// Cells per side drawn at most (a larger grid is cut, and says so).
const MAX_SIDE: u64 = 200;

/// The picture, or why these positions have none.
pub fn svg(table: &Table, title: &str) -> Result<String, String> {
    match table::shape(&table.rows) {
        Shape::Line { first: 0 } => {
            let line = table::line(&table.rows, 0);
            let values: Option<Vec<u32>> =
                line.iter().map(|r| if let Value::Finite(g) = r.value { Some(g) } else { None }).collect();
            match values {
                Some(values) => {
                    let periodicity = patterns::eventual_period(&values).map(|p| {
                        nimkit::subtraction::Periodicity { preperiod: p.preperiod, period: p.period }
                    });
                    Ok(crate::grundy_cmd::svg(&values, None, periodicity, title, table.misere))
                }
                None => Ok(cells(
                    &line.iter().enumerate().map(|(n, r)| ((0, n as u64), *r)).collect(),
                    title,
                    "n",
                )),
            }
        }
        Shape::Line { .. } => Err("--plot draws a sequence from n = 0: positions() must start at 0".into()),
        Shape::Pairs => {
            let grid: HashMap<(u64, u64), &Row> =
                table.rows.iter().map(|r| (table::pair_in(&r.state).expect("pairs"), r)).collect();
            Ok(cells(&grid, title, "b"))
        }
        Shape::Numbers | Shape::Other => Err(
            "--plot draws positions that are one number (a sequence) or a pair (a grid); these are neither"
                .into(),
        ),
    }
}

/// Coloured cells at (row, column): P black, N blue getting lighter with the value, D red.
fn cells(grid: &HashMap<(u64, u64), &Row>, title: &str, column_name: &str) -> String {
    let rows = grid.keys().map(|k| k.0).max().unwrap_or(0).min(MAX_SIDE - 1) + 1;
    let columns = grid.keys().map(|k| k.1).max().unwrap_or(0).min(MAX_SIDE - 1) + 1;
    let highest =
        grid.values().filter_map(|r| if let Value::Finite(g) = r.value { Some(g) } else { None }).max();
    let cell = (800.0 / columns.max(rows) as f64).clamp(1.0, 24.0);
    let (left, top) = (60.0, 60.0);
    let width = left + cell * columns as f64 + 200.0;
    let height = top + cell * rows as f64 + 50.0;
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0}" height="{height:.0}" viewBox="0 0 {width:.0} {height:.0}" font-family="sans-serif" font-size="13">"#
    );
    let _ = writeln!(out, r#"<rect width="100%" height="100%" fill="white"/>"#);
    let _ = writeln!(
        out,
        r#"<text x="{left}" y="22" font-size="16" font-weight="bold">{}</text>"#,
        escape(title)
    );
    for (&(a, b), row) in grid.iter().filter(|(k, _)| k.0 < rows && k.1 < columns) {
        let colour = match (&row.value, row.outcome) {
            (_, Outcome::D) => "#c0392b".to_string(),
            (_, Outcome::P) => "#111111".to_string(),
            (Value::Finite(g), _) => {
                // Lighter for larger values: 0 would be black, the highest pale blue.
                let share = *g as f64 / highest.unwrap_or(1).max(1) as f64;
                let light = (90.0 - 60.0 * share).clamp(30.0, 90.0);
                format!("hsl(215, 60%, {light:.0}%)")
            }
            (Value::Infinite(_), _) => "#e67e22".to_string(),
        };
        let _ = writeln!(
            out,
            r#"<rect x="{:.2}" y="{:.2}" width="{cell:.2}" height="{cell:.2}" fill="{colour}"><title>{}: {} ({})</title></rect>"#,
            left + b as f64 * cell,
            top + a as f64 * cell,
            escape(&row.state),
            escape(&row.value.to_string()),
            row.outcome.letter()
        );
    }
    let _ = writeln!(
        out,
        r#"<text x="{:.2}" y="{:.2}" text-anchor="middle">{column_name} →</text>"#,
        left + cell * columns as f64 / 2.0,
        top - 8.0
    );
    if rows > 1 {
        let _ = writeln!(
            out,
            r#"<text x="{:.2}" y="{:.2}" text-anchor="middle" transform="rotate(-90 {:.2} {:.2})">a →</text>"#,
            left - 12.0,
            top + cell * rows as f64 / 2.0,
            left - 12.0,
            top + cell * rows as f64 / 2.0
        );
    }
    let legend = [
        ("#111111", "P (the mover loses)"),
        ("hsl(215, 60%, 60%)", "N, lighter = larger value"),
        ("#c0392b", "D (draw)"),
    ];
    for (i, (colour, label)) in legend.iter().enumerate() {
        let (x, y) = (left + cell * columns as f64 + 20.0, top + 18.0 * i as f64);
        let _ = writeln!(
            out,
            r##"<rect x="{x:.2}" y="{y:.2}" width="12" height="12" fill="{colour}" stroke="#999"/><text x="{:.2}" y="{:.2}">{label}</text>"##,
            x + 18.0,
            y + 11.0
        );
    }
    let cut = grid.keys().any(|k| k.0 >= rows || k.1 >= columns);
    if cut {
        let _ = writeln!(
            out,
            r#"<text x="{left}" y="{:.2}">only the first {MAX_SIDE} × {MAX_SIDE} cells are drawn</text>"#,
            height - 15.0
        );
    }
    out.push_str("</svg>\n");
    out
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(state: String, value: Value, outcome: Outcome) -> Row {
        Row { state, outcome, value, guess: None, moves: None }
    }

    #[test]
    fn a_sequence_is_drawn_with_its_period_and_a_grid_as_cells() {
        let values = nimkit::subtraction::grundy_table(&[1, 2], 60);
        let rows = values
            .iter()
            .enumerate()
            .map(|(n, &g)| row(n.to_string(), Value::Finite(g), if g == 0 { Outcome::P } else { Outcome::N }))
            .collect();
        let table = Table { rows, ..Table::default() };
        let picture = svg(&table, "take <2").unwrap();
        assert!(picture.contains("<title>period 3</title>"), "the period is shaded");
        assert!(picture.contains("take &lt;2"));
        let rows = (0..5u64)
            .flat_map(|a| (0..5u64).map(move |b| (a, b)))
            .map(|(a, b)| {
                let outcome = if a == b {
                    Outcome::P
                } else if a + b == 7 {
                    Outcome::D
                } else {
                    Outcome::N
                };
                let value = if outcome == Outcome::D {
                    Value::Infinite(vec![])
                } else {
                    Value::Finite((a ^ b) as u32)
                };
                row(format!("({a}, {b})"), value, outcome)
            })
            .collect();
        let picture = svg(&Table { rows, ..Table::default() }, "grid").unwrap();
        assert_eq!(picture.matches("<rect x=").count(), 25 + 3, "one cell per pair, three legend swatches");
        assert!(picture.contains("<title>(3, 4): ∞ (D)</title>"), "{picture}");
        let rows = vec![row("\"board\"".into(), Value::Finite(0), Outcome::P)];
        assert!(svg(&Table { rows, ..Table::default() }, "x").is_err());
    }
}
