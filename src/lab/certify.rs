//! Recognising a subtraction or octal game from its moves, so that the engine can certify what
//! the table only suggests: the take set (or octal code) is inferred from the options of the
//! single-heap positions, checked against every option the harness printed, and the engine's
//! certified period then holds for every heap size, not only the tabulated ones.

use std::collections::BTreeSet;

use nimkit::octal::OctalGame;
use nimkit::subtraction::{Periodicity, SubtractionGame};

use super::table::{numbers_in, Row, Value};

/// Rows whose options the harness prints, to recognise a subtraction or octal game (and to
/// see positions of several heaps move as sums).
pub const MOVES_SHOWN: usize = 2048;

/// The longest take the inference accepts (an octal code of more digits is no game a
/// contestant writes by hand, and the engine's certificate grows with it).
const MAX_TAKE: usize = 64;

/// Tables certified by the engine stop here (OctalGame's limit; a subtraction game certifies
/// itself from its window).
const OCTAL_LIMIT: usize = 1 << 15;

/// What the engine recognised.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Recognised {
    /// A subtraction game with this take set.
    Subtraction(Vec<u64>),
    /// An octal game with this code.
    Octal(String),
}

/// The recognised game, the heaps whose moves were compared (0..=checked), and what the
/// engine certifies about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Certificate {
    pub game: Recognised,
    pub checked_moves_to: u64,
    /// The engine's values agree with the table on every tabulated heap.
    pub values_agree: bool,
    pub periodicity: Option<Periodicity>,
    /// For positions that are lists of heaps: whether those of several heaps were seen to be
    /// the sums of their heaps, without which nothing is certified.
    pub sums: Sums,
}

/// What the table says about positions of several heaps being the sums of their heaps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sums {
    /// Every position is one number: one heap.
    NotApplicable,
    /// These many tabulated positions of several heaps have exactly the sum's moves and value.
    Checked(usize),
    /// Lists of heaps, but none of several heaps is tabulated with its moves.
    Unchecked,
    /// This tabulated position of several heaps is not the sum of its heaps, for this reason.
    Broken { state: String, why: String },
}

/// A single heap's options as heap multisets (sorted, empty heaps dropped), or `None` when a
/// state is not one heap: `7` (a u64 state) or `[7]` (a Vec of heaps).
fn heaps_of(state: &str) -> Option<Vec<u64>> {
    if let Ok(n) = state.parse::<u64>() {
        return Some(if n == 0 { vec![] } else { vec![n] });
    }
    if !state.starts_with('[') {
        return None;
    }
    let mut heaps: Vec<u64> = numbers_in(state)?.into_iter().filter(|&h| h > 0).collect();
    heaps.sort_unstable();
    Some(heaps)
}

/// Tries to recognise the game from the rows (normal play only: the engine's values are
/// normal-play values). `None` when the single-heap rows are too few, their moves are not
/// printed, or some move is no octal move.
pub fn recognise(rows: &[Row], misere: bool) -> Option<Certificate> {
    if misere {
        return None;
    }
    // Heap n -> (its value, its options), for the single-heap rows with printed moves.
    let mut heaps: Vec<(u64, &Value, BTreeSet<Vec<u64>>)> = Vec::new();
    for row in rows {
        let own = heaps_of(&row.state)?;
        if own.len() > 1 {
            continue;
        }
        let n = own.first().copied().unwrap_or(0);
        let Some(moves) = &row.moves else { continue };
        let options: Option<BTreeSet<Vec<u64>>> = moves.iter().map(|m| heaps_of(m)).collect();
        heaps.push((n, &row.value, options?));
    }
    heaps.sort_by_key(|h| h.0);
    // Only a run of consecutive heaps from 0 says what each take does.
    let run = heaps.iter().enumerate().take_while(|(i, h)| h.0 == *i as u64).count();
    heaps.truncate(run);
    let digits = infer_digits(&heaps)?;
    let largest = digits.len() - 1;
    if run < 2 * largest + 2 {
        return None;
    }
    let code = octal_code(&digits);
    let engine = OctalGame::parse(&code).ok()?.with_limit(OCTAL_LIMIT);
    for (n, _, options) in &heaps {
        let expected: BTreeSet<Vec<u64>> = engine_options(&engine, *n).into_iter().collect();
        if &expected != options {
            return None;
        }
    }
    let checked_moves_to = run as u64 - 1;
    let tabulated: Vec<(u64, &Value)> = rows
        .iter()
        .filter_map(|r| {
            heaps_of(&r.state).filter(|h| h.len() <= 1).map(|h| (h.first().copied().unwrap_or(0), &r.value))
        })
        .collect();
    let highest = rows.iter().filter_map(|r| heaps_of(&r.state)).flatten().max().unwrap_or(0) as usize;
    let subtraction = digits[0] == 0 && digits[1..].iter().all(|&d| d == 0 || d == 3);
    let (game, grundy, periodicity): (Recognised, Box<dyn Fn(u64) -> u32>, _) = if subtraction {
        let takes: Vec<u64> = (1..digits.len()).filter(|&k| digits[k] == 3).map(|k| k as u64).collect();
        let game = SubtractionGame::with_limit(&takes, 1 << 22)?;
        let periodicity = Some(game.periodicity());
        (Recognised::Subtraction(takes), Box::new(move |n| game.grundy(n)), periodicity)
    } else {
        let values = engine.values(highest + 1);
        (Recognised::Octal(code), Box::new(move |n| values[n as usize]), engine.periodicity())
    };
    let values_agree = tabulated.iter().all(|&(n, v)| *v == Value::Finite(grundy(n)));
    let sums = sums(rows, &engine, &grundy);
    Some(Certificate { game, checked_moves_to, values_agree, periodicity, sums })
}

/// A heap's options as heap lists (sorted, empty heaps dropped), by the engine.
fn engine_options(engine: &OctalGame, n: u64) -> Vec<Vec<u64>> {
    engine
        .options(n as usize)
        .into_iter()
        .map(|pair| {
            let mut left: Vec<u64> = pair.iter().filter(|&&h| h > 0).map(|&h| h as u64).collect();
            left.sort_unstable();
            left
        })
        .collect()
}

/// Whether the tabulated positions of several heaps are the sums of their heaps: their moves
/// exactly a move in one heap (the recognised game's), the rest unchanged, and their values
/// the XOR of their heaps'. A game on a list of heaps may have a rule about the whole board
/// (the audit's Kayles with "clear the board when the rows hold 12 pins or more"), and the
/// single heaps' moves say nothing about it.
fn sums(rows: &[Row], engine: &OctalGame, grundy: &dyn Fn(u64) -> u32) -> Sums {
    if !rows.iter().any(|r| r.state.starts_with('[')) {
        return Sums::NotApplicable;
    }
    let mut checked = 0;
    for row in rows {
        let Some(own) = heaps_of(&row.state).filter(|h| h.len() >= 2) else { continue };
        let broken = |why: String| Sums::Broken { state: row.state.clone(), why };
        let sum = own.iter().fold(0, |x, &h| x ^ grundy(h));
        if row.value != Value::Finite(sum) {
            return broken(format!("its value is {}, the XOR of its heaps' values is {sum}", row.value));
        }
        let Some(moves) = &row.moves else { continue };
        let mut options = BTreeSet::new();
        for m in moves {
            match heaps_of(m) {
                Some(heaps) => options.insert(heaps),
                None => return broken(format!("its move to {m} is no list of heaps")),
            };
        }
        let mut expected = BTreeSet::new();
        for (i, &h) in own.iter().enumerate() {
            for left in engine_options(engine, h) {
                let mut option: Vec<u64> =
                    own[..i].iter().chain(&own[i + 1..]).copied().chain(left).collect();
                option.sort_unstable();
                expected.insert(option);
            }
        }
        let show = |heaps: &Vec<u64>| format!("{heaps:?}");
        if let Some(extra) = options.difference(&expected).next() {
            return broken(format!(
                "it has the move to {}, which no move in one of its heaps gives",
                show(extra)
            ));
        }
        if let Some(missing) = expected.difference(&options).next() {
            return broken(format!("it lacks the move to {}, a move in one of its heaps", show(missing)));
        }
        checked += 1;
    }
    if checked == 0 {
        Sums::Unchecked
    } else {
        Sums::Checked(checked)
    }
}

/// digits[k]: bit 1 if a heap of exactly k may be taken whole, 2 if k may be taken leaving one
/// heap, 4 if leaving two heaps; `None` when some move is no take-and-break move.
fn infer_digits(heaps: &[(u64, &Value, BTreeSet<Vec<u64>>)]) -> Option<Vec<u8>> {
    let mut digits = vec![0u8; 1];
    for (n, _, options) in heaps {
        for option in options {
            let left: u64 = option.iter().sum();
            let take = n.checked_sub(left)? as usize;
            let bit = match option.len() {
                0 => 1,
                1 => 2,
                2 => 4,
                _ => return None,
            };
            if take > MAX_TAKE || (take == 0 && bit != 4) {
                return None;
            }
            if digits.len() <= take {
                digits.resize(take + 1, 0);
            }
            digits[take] |= bit;
        }
    }
    (digits.len() >= 2).then_some(digits)
}

fn octal_code(digits: &[u8]) -> String {
    let tail: String = digits[1..].iter().map(|d| char::from(b'0' + d)).collect();
    format!("{}.{tail}", digits[0])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lab::table::Outcome;

    fn rows(states: impl Fn(u64) -> String, options: impl Fn(u64) -> Vec<u64>, values: &[u32]) -> Vec<Row> {
        (0..values.len() as u64)
            .map(|n| Row {
                state: states(n),
                outcome: if values[n as usize] == 0 { Outcome::P } else { Outcome::N },
                value: Value::Finite(values[n as usize]),
                guess: None,
                moves: Some(options(n).into_iter().map(&states).collect()),
            })
            .collect()
    }

    #[test]
    fn a_subtraction_game_is_recognised_and_certified() {
        let values = nimkit::subtraction::grundy_table(&[1, 3, 4], 60);
        let table = rows(
            |n| n.to_string(),
            |n| [1, 3, 4].iter().filter(|&&t| t <= n).map(|t| n - t).collect(),
            &values,
        );
        let certificate = recognise(&table, false).expect("recognised");
        assert_eq!(certificate.game, Recognised::Subtraction(vec![1, 3, 4]));
        assert!(certificate.values_agree);
        assert_eq!(certificate.periodicity, Some(Periodicity { preperiod: 0, period: 7 }));
        assert_eq!(certificate.checked_moves_to, 59);
        // Misère values are not the engine's: nothing is certified.
        assert_eq!(recognise(&table, true), None);
        // A value the engine disagrees with is said so.
        let mut wrong = table.clone();
        wrong[40].value = Value::Finite(9);
        assert!(!recognise(&wrong, false).unwrap().values_agree);
        // One move that no take set explains: not recognised.
        let mut odd = table;
        odd[30].moves.as_mut().unwrap().push("2".into());
        assert_eq!(recognise(&odd, false), None);
    }

    #[test]
    fn kayles_on_vectors_of_heaps_is_recognised_as_octal() {
        let kayles = OctalGame::new("0.77");
        let values = kayles.values_naive(120);
        let state = |n: u64| if n == 0 { "[]".to_string() } else { format!("[{n}]") };
        let table: Vec<Row> = (0..120u64)
            .map(|n| Row {
                state: state(n),
                outcome: if values[n as usize] == 0 { Outcome::P } else { Outcome::N },
                value: Value::Finite(values[n as usize]),
                guess: None,
                moves: Some(
                    kayles
                        .options(n as usize)
                        .into_iter()
                        .map(|[a, b]| {
                            let heaps: Vec<String> =
                                [a, b].iter().filter(|&&h| h > 0).map(|h| h.to_string()).collect();
                            format!("[{}]", heaps.join(", "))
                        })
                        .collect(),
                ),
            })
            .collect();
        let certificate = recognise(&table, false).expect("recognised");
        assert_eq!(certificate.game, Recognised::Octal("0.77".into()));
        assert!(certificate.values_agree);
        assert_eq!(certificate.periodicity, Some(Periodicity { preperiod: 71, period: 12 }));
        // Single heaps only: nothing shows a list of several heaps is their sum.
        assert_eq!(certificate.sums, Sums::Unchecked);
    }

    /// Kayles on lists of heaps: the rows of the single heaps below 40 and of the pairs of heaps
    /// 1..8, the pairs' moves and values given by `pair_moves` and `pair_value`.
    fn kayles_with_pairs(
        pair_moves: &dyn Fn(u64, u64) -> Vec<Vec<u64>>,
        pair_value: &dyn Fn(u64, u64) -> u32,
    ) -> Vec<Row> {
        let kayles = OctalGame::new("0.77");
        let values = kayles.values_naive(40);
        let text = |heaps: &[u64]| {
            let list: Vec<String> = heaps.iter().map(u64::to_string).collect();
            format!("[{}]", list.join(", "))
        };
        let row = |heaps: Vec<u64>, value: u32, moves: Vec<Vec<u64>>| Row {
            state: text(&heaps),
            outcome: if value == 0 { Outcome::P } else { Outcome::N },
            value: Value::Finite(value),
            guess: None,
            moves: Some(moves.iter().map(|m| text(m)).collect()),
        };
        let single = |n: u64| -> Vec<Vec<u64>> { engine_options(&kayles, n) };
        let mut table: Vec<Row> = (0..40u64)
            .map(|n| row(if n == 0 { vec![] } else { vec![n] }, values[n as usize], single(n)))
            .collect();
        for a in 1..8u64 {
            for b in a..8u64 {
                table.push(row(vec![a, b], pair_value(a, b), pair_moves(a, b)));
            }
        }
        table
    }

    #[test]
    fn lists_of_heaps_are_certified_only_when_seen_to_be_sums() {
        let kayles = OctalGame::new("0.77");
        let values = kayles.values_naive(40);
        let xor = |a: u64, b: u64| values[a as usize] ^ values[b as usize];
        // The sum: a move in one heap, the other unchanged.
        let sum_moves = |a: u64, b: u64| -> Vec<Vec<u64>> {
            let mut options: Vec<Vec<u64>> = Vec::new();
            for (h, other) in [(a, b), (b, a)] {
                for mut left in engine_options(&kayles, h) {
                    left.push(other);
                    left.sort_unstable();
                    options.push(left);
                }
            }
            options
        };
        let certificate = recognise(&kayles_with_pairs(&sum_moves, &xor), false).expect("recognised");
        assert_eq!(certificate.sums, Sums::Checked(28));
        // The audit's 07: the board may be cleared when its rows hold 12 pins or more.
        let clear = |a: u64, b: u64| {
            let mut options = sum_moves(a, b);
            if a + b >= 12 {
                options.push(vec![]);
            }
            options
        };
        let certificate = recognise(&kayles_with_pairs(&clear, &xor), false).expect("recognised");
        assert_eq!(
            certificate.sums,
            Sums::Broken {
                state: "[5, 7]".into(),
                why: "it has the move to [], which no move in one of its heaps gives".into()
            }
        );
        // A move of the sum missing, and a value that is not the XOR, are seen too.
        let fewer = |a: u64, b: u64| {
            let mut options = sum_moves(a, b);
            if (a, b) == (2, 3) {
                options.retain(|m| m != &vec![2, 2]);
            }
            options
        };
        let certificate = recognise(&kayles_with_pairs(&fewer, &xor), false).expect("recognised");
        assert_eq!(
            certificate.sums,
            Sums::Broken {
                state: "[2, 3]".into(),
                why: "it lacks the move to [2, 2], a move in one of its heaps".into()
            }
        );
        let off = |a: u64, b: u64| if (a, b) == (3, 4) { 9 } else { xor(a, b) };
        let certificate = recognise(&kayles_with_pairs(&sum_moves, &off), false).expect("recognised");
        assert!(
            matches!(&certificate.sums, Sums::Broken { state, .. } if state == "[3, 4]"),
            "{:?}",
            certificate.sums
        );
        // One number per position is one heap: nothing to check.
        let values = nimkit::subtraction::grundy_table(&[1, 2], 30);
        let table =
            rows(|n| n.to_string(), |n| (1..=2).filter(|&t| t <= n).map(|t| n - t).collect(), &values);
        assert_eq!(recognise(&table, false).unwrap().sums, Sums::NotApplicable);
    }

    #[test]
    fn games_that_are_not_take_and_break_are_not_recognised() {
        // Halving moves (n -> floor(n/2)) are no octal game.
        let table = rows(|n| n.to_string(), |n| if n > 0 { vec![n / 2] } else { vec![] }, &[0; 40]);
        assert_eq!(recognise(&table, false), None);
        // Pairs are not single heaps.
        let table = rows(|n| format!("({n}, 0)"), |_| vec![], &[0; 10]);
        assert_eq!(recognise(&table, false), None);
    }
}
