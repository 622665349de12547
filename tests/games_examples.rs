//! nim, misere, staircase and moore (and the oracle alone on Wythoff's game) on public reference
//! data (tests/data/, copied from the project's shared data with their source lines) and on the worked
//! examples of the theory texts in shared/seeds/, each cited where it is used. The oracle judges every move.

use nimkit::nim::Move;
use nimkit::oracle::{moore_moves, nim_moves, Convention, Oracle};
use nimkit::staircase::StairMove;
use nimkit::{misere, moore, nim, staircase};

const NIM_MOVES: &str = include_str!("data/nim-moves.txt");
const NIM_P_POSITIONS: &str = include_str!("data/nim-p-positions.txt");
const WYTHOFF: &str = include_str!("data/wythoff.txt");

/// Data lines: everything that is not blank and not a `#` comment.
fn data_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
}

fn numbers(text: &str, what: &str) -> Vec<u64> {
    text.split_whitespace()
        .map(|t| t.parse().unwrap_or_else(|_| panic!("{what}: bad number {t:?}")))
        .collect()
}

type NimMoves = fn(&Vec<u64>) -> Vec<Vec<u64>>;

fn nim_oracle(convention: Convention) -> Oracle<Vec<u64>, NimMoves> {
    Oracle::new(nim_moves as NimMoves, convention)
}

/// Applies a move after checking it lowers an existing pile.
fn after_move(piles: &[u64], m: Move) -> Vec<u64> {
    assert!(m.pile < piles.len() && m.to < piles[m.pile], "{piles:?}: {m:?} is not a legal move");
    let mut after = piles.to_vec();
    after[m.pile] = m.to;
    after
}

#[test]
fn nim_moves_data_verdicts_and_moves() {
    let mut normal = nim_oracle(Convention::Normal);
    let mut misere_oracle = nim_oracle(Convention::Misere);
    let mut checked = 0;
    for (line, text) in data_lines(NIM_MOVES) {
        let fields: Vec<&str> = text.split(';').map(str::trim).collect();
        assert_eq!(fields.len(), 3, "nim-moves.txt:{line}: expected `convention ; heaps ; move`");
        let piles = numbers(fields[1], "nim-moves.txt");
        let (oracle, ours_wins, ours_move) = match fields[0] {
            "normal" => (&mut normal, nim::first_player_wins(&piles), nim::winning_move(&piles)),
            "misere" => (&mut misere_oracle, misere::first_player_wins(&piles), misere::winning_move(&piles)),
            other => panic!("nim-moves.txt:{line}: unknown convention {other:?}"),
        };
        let data_wins = fields[2] != "lose";
        assert_eq!(oracle.first_player_wins(&piles), data_wins, "nim-moves.txt:{line}: data vs oracle");
        assert_eq!(ours_wins, data_wins, "nim-moves.txt:{line}: verdict");
        if data_wins {
            // The data's move, as (heap index, stones removed), wins too; any winning move is fine.
            let given = numbers(fields[2], "nim-moves.txt");
            let data_move = Move { pile: given[0] as usize, to: piles[given[0] as usize] - given[1] };
            assert!(!oracle.first_player_wins(&after_move(&piles, data_move)), "nim-moves.txt:{line}: data");
            let ours = ours_move.unwrap_or_else(|| panic!("nim-moves.txt:{line}: no move returned"));
            assert!(!oracle.first_player_wins(&after_move(&piles, ours)), "nim-moves.txt:{line}: {ours:?}");
        } else {
            assert_eq!(ours_move, None, "nim-moves.txt:{line}: a move from a lost position");
        }
        checked += 1;
    }
    assert_eq!(checked, 10, "every data line of nim-moves.txt is read");
}

#[test]
fn nim_p_positions_data_are_lost_in_both_conventions() {
    let mut normal = nim_oracle(Convention::Normal);
    let mut misere_oracle = nim_oracle(Convention::Misere);
    let mut checked = 0;
    for (line, text) in data_lines(NIM_P_POSITIONS) {
        let piles = numbers(text, "nim-p-positions.txt");
        assert!(!normal.first_player_wins(&piles), "nim-p-positions.txt:{line}: oracle disagrees");
        assert!(!nim::first_player_wins(&piles), "nim-p-positions.txt:{line}");
        assert_eq!(nim::winning_move(&piles), None, "nim-p-positions.txt:{line}");
        // No line is marked misère-only or normal-only, so each is a misère P-position too.
        assert!(!misere_oracle.first_player_wins(&piles), "nim-p-positions.txt:{line}: misère oracle");
        assert!(!misere::first_player_wins(&piles), "nim-p-positions.txt:{line}: misère");
        assert_eq!(misere::winning_move(&piles), None, "nim-p-positions.txt:{line}: misère");
        checked += 1;
    }
    assert_eq!(checked, 23, "every data line of nim-p-positions.txt is read");
    // The file's closing remark: 1 1 is P in normal play only, 1 1 1 in misère play only.
    assert!(NIM_P_POSITIONS.contains("1 1 is a P-position in normal play only; 1 1 1 in misère play only"));
    assert!(!nim::first_player_wins(&[1, 1]) && misere::first_player_wins(&[1, 1]));
    assert!(nim::first_player_wins(&[1, 1, 1]) && !misere::first_player_wins(&[1, 1, 1]));
}

// nim-foundations-and-proofs.txt, section 4 (the (3, 4, 5) running example) and 5.1/5.2
// (winning-move multiplicity), and nim-middle-level.txt, "Example A" (6, 9, 12).
#[test]
fn nim_worked_examples() {
    assert_eq!(nim::nim_sum(&[3, 4, 5]), 2);
    assert_eq!(nim::winning_moves(&[3, 4, 5]), vec![Move { pile: 0, to: 1 }]);
    // After the opponent empties the 4-pile of (1, 4, 5), the 5-pile goes to 1.
    assert_eq!(nim::winning_moves(&[1, 0, 5]), vec![Move { pile: 2, to: 1 }]);
    assert_eq!(nim::winning_moves(&[1, 2, 3]), vec![]);
    assert_eq!(nim::winning_moves(&[1, 2, 4]), vec![Move { pile: 2, to: 3 }]);
    assert_eq!(nim::winning_moves(&[7, 4, 1]), vec![Move { pile: 0, to: 5 }]);
    assert_eq!(nim::winning_moves(&[6, 9, 12]), vec![Move { pile: 0, to: 5 }]);
    assert!(!nim::first_player_wins(&[6, 4, 2]) && !nim::first_player_wins(&[7, 5, 2]));
}

// nim-foundations-and-proofs.txt, section 6.1 "Worked Misère Examples".
#[test]
fn misere_worked_examples_from_the_proofs_text() {
    assert!(!misere::first_player_wins(&[2, 2]));
    assert!(!misere::first_player_wins(&[1, 1, 1]));
    assert_eq!(misere::winning_move(&[1, 1]), Some(Move { pile: 0, to: 0 }));
    // (2, 1, 1): 2 -> 1 leaves three 1-piles; 2 -> 0 (the normal move) would lose.
    assert_eq!(misere::winning_move(&[2, 1, 1]), Some(Move { pile: 0, to: 1 }));
    assert_eq!(nim::winning_move(&[2, 1, 1]), Some(Move { pile: 0, to: 0 }));
    assert!(misere::first_player_wins(&[1, 1]));
}

// nim-encyclopedia-article.txt: the misère game from (3, 4, 5) in the strategy section, and
// the aside in the example game "(In misère play he would take 2 from C leaving (0, 1, 0).)".
#[test]
fn misere_worked_game_from_the_encyclopedia() {
    let mut oracle = nim_oracle(Convention::Misere);
    // (position to move from, the move the text plays), with the opponent's replies between.
    let plays = [
        ([3, 4, 5], Move { pile: 0, to: 1 }),
        ([1, 4, 3], Move { pile: 1, to: 2 }),
        ([1, 2, 2], Move { pile: 0, to: 0 }),
        ([0, 2, 1], Move { pile: 1, to: 0 }),
    ];
    for (piles, text_move) in plays {
        let ours = misere::winning_move(&piles).expect("the text's player wins");
        assert!(!oracle.first_player_wins(&after_move(&piles, ours)), "{piles:?}: {ours:?}");
        assert!(!oracle.first_player_wins(&after_move(&piles, text_move)), "{piles:?}: text's move");
    }
    // At the switch the winning move is forced, so ours must be the text's.
    assert_eq!(misere::winning_move(&[0, 2, 1]), Some(Move { pile: 1, to: 0 }));
    assert_eq!(misere::winning_move(&[0, 1, 2]), Some(Move { pile: 2, to: 0 }));
    assert_eq!(nim::winning_move(&[0, 1, 2]), Some(Move { pile: 2, to: 1 }));
}

// nim-senior-level.txt, "Staircase Nim" (staircaseWins([0, 3, 0, 4]) is true) and 8.4 (the
// move must be legal and zero the odd-stair XOR).
#[test]
fn staircase_worked_example() {
    let stairs = [0, 3, 0, 4];
    assert!(staircase::first_player_wins(&stairs));
    let m = staircase::winning_move(&stairs).expect("3 ^ 4 != 0");
    assert_eq!(m, StairMove { stair: 3, count: 1 });
    let mut after = stairs;
    after[m.stair] -= m.count;
    after[m.stair - 1] += m.count;
    assert_eq!(after, [0, 3, 1, 3]);
    assert!(!staircase::first_player_wins(&after));
}

// nim-foundations-and-proofs.txt, section 8.1 "Worked Moore Example (k = 2)", and
// nim-senior-level.txt (mooreWins([1, 2, 3], 2)).
#[test]
fn moore_worked_examples() {
    assert!(moore::first_player_wins(&[3, 5, 6], 2));
    assert!(!moore::first_player_wins(&[3, 5, 6], 1));
    assert!(moore::first_player_wins(&[1, 2, 3], 2));
    for (piles, k) in [(vec![3, 5, 6], 2), (vec![1, 2, 3], 2)] {
        let mut oracle = Oracle::new(|p: &Vec<u64>| moore_moves(p, k), Convention::Normal);
        assert!(oracle.first_player_wins(&piles));
        let moves = moore::winning_move(&piles, k).expect("an N-position");
        assert!(moves.len() <= k);
        let mut after = piles.clone();
        for m in &moves {
            assert!(m.to < piles[m.pile]);
            after[m.pile] = m.to;
        }
        assert!(!oracle.first_player_wins(&after), "{piles:?}, k = {k}: {moves:?}");
    }
    // The text hints that "emptying two of the piles" can reach a P-position from (1, 2, 3)
    // with k = 2; none of those three moves does. The only winning move lowers 2 and 3 to 1.
    for emptied in [[0, 0, 3], [0, 2, 0], [1, 0, 0]] {
        assert!(moore::first_player_wins(&emptied, 2), "{emptied:?}");
    }
    let mut oracle = Oracle::new(|p: &Vec<u64>| moore_moves(p, 2), Convention::Normal);
    assert_eq!(oracle.winning_moves(&vec![1, 2, 3]), vec![vec![1, 1, 1]]);
    assert_eq!(
        moore::winning_move(&[1, 2, 3], 2),
        Some(vec![Move { pile: 1, to: 1 }, Move { pile: 2, to: 1 }])
    );
}

/// Wythoff's game (take any number from one pile, or the same number from both) is in no module:
/// the oracle alone must find the published P-positions (⌊nφ⌋, ⌊nφ²⌋), and no others, in the
/// grid the data covers.
#[test]
fn oracle_finds_the_wythoff_p_positions_of_the_data() {
    let published: Vec<(u64, u64)> = data_lines(WYTHOFF)
        .map(|(line, text)| match numbers(text, "wythoff.txt")[..] {
            [a, b] => (a, b),
            _ => panic!("wythoff.txt line {line}: expected two numbers"),
        })
        .collect();
    assert_eq!(published.len(), 40, "wythoff.txt: n = 1..40");
    let (max_a, max_b) = (published.last().unwrap().0, published.last().unwrap().1);
    let wythoff_moves = |&(x, y): &(u64, u64)| {
        let mut next: Vec<(u64, u64)> = (0..x).map(|a| (a, y)).chain((0..y).map(|b| (x, b))).collect();
        next.extend((1..=x.min(y)).map(|k| (x - k, y - k)));
        next
    };
    let mut oracle = Oracle::new(wythoff_moves, Convention::Normal);
    let mut found = Vec::new();
    for a in 1..=max_a {
        for b in a..=max_b {
            if !oracle.first_player_wins(&(a, b)) {
                assert!(!oracle.first_player_wins(&(b, a)), "({b}, {a}) must be lost too");
                found.push((a, b));
            }
        }
    }
    assert!(!oracle.first_player_wins(&(0, 0)));
    assert_eq!(found, published);
}
