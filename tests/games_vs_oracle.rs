//! Every closed form and every winning move of nim, misere, staircase and moore, checked
//! exhaustively on small positions against the brute-force oracle (the specification).

use nimkit::nim::Move;
use nimkit::oracle::{moore_moves, nim_moves, staircase_moves, Convention, Oracle};
use nimkit::staircase::StairMove;
use nimkit::{misere, moore, nim, staircase};

/// Every vector of length 0..=max_len with entries in 0..=max_value.
fn all_positions(max_len: usize, max_value: u64) -> Vec<Vec<u64>> {
    let mut out = vec![vec![]];
    let mut layer = vec![vec![]];
    for _ in 0..max_len {
        let mut next = Vec::new();
        for v in &layer {
            for x in 0..=max_value {
                let mut w: Vec<u64> = v.clone();
                w.push(x);
                next.push(w);
            }
        }
        out.extend(next.iter().cloned());
        layer = next;
    }
    out
}

/// Applies single-pile moves after checking each is a strict decrease of an existing pile.
fn apply_moves(piles: &[u64], moves: &[Move]) -> Vec<u64> {
    let mut after = piles.to_vec();
    for m in moves {
        assert!(m.pile < piles.len(), "{piles:?}: move {m:?} names a missing pile");
        assert!(m.to < piles[m.pile], "{piles:?}: move {m:?} does not lower its pile");
        after[m.pile] = m.to;
    }
    after
}

/// The single-pile move that turns `before` into `after`.
fn move_between(before: &[u64], after: &[u64]) -> Move {
    let changed: Vec<usize> = (0..before.len()).filter(|&i| before[i] != after[i]).collect();
    assert_eq!(changed.len(), 1, "{before:?} -> {after:?} is not a single-pile move");
    Move { pile: changed[0], to: after[changed[0]] }
}

#[test]
fn nim_verdict_move_and_all_moves_match_the_oracle() {
    let mut oracle = Oracle::new(nim_moves, Convention::Normal);
    let positions = all_positions(4, 5);
    assert_eq!(positions.len(), 1 + 6 + 36 + 216 + 1296);
    for piles in positions {
        let wins = oracle.first_player_wins(&piles);
        assert_eq!(nim::first_player_wins(&piles), wins, "verdict at {piles:?}");
        match nim::winning_move(&piles) {
            None => assert!(!wins, "{piles:?}: a won position without a move"),
            Some(m) => {
                let after = apply_moves(&piles, &[m]);
                assert!(!oracle.first_player_wins(&after), "{piles:?}: {m:?} does not win");
            }
        }
        let mut expected: Vec<Move> =
            oracle.winning_moves(&piles).iter().map(|after| move_between(&piles, after)).collect();
        expected.sort();
        assert_eq!(nim::winning_moves(&piles), expected, "all winning moves at {piles:?}");
    }
}

#[test]
fn misere_verdict_and_move_match_the_oracle() {
    let mut oracle = Oracle::new(nim_moves, Convention::Misere);
    // Five small piles as well: long all-ones endgames with one or two larger piles.
    for piles in all_positions(4, 5).into_iter().chain(all_positions(5, 3)) {
        let wins = oracle.first_player_wins(&piles);
        assert_eq!(misere::first_player_wins(&piles), wins, "verdict at {piles:?}");
        let has_stones = piles.iter().any(|&p| p > 0);
        match misere::winning_move(&piles) {
            None => assert!(!wins || !has_stones, "{piles:?}: a won position without a move"),
            Some(m) => {
                let after = apply_moves(&piles, &[m]);
                assert!(!oracle.first_player_wins(&after), "{piles:?}: {m:?} does not win");
            }
        }
    }
}

/// The stair move that turns `before` into `after`: the higher of the two changed stairs.
fn stair_move_between(before: &[u64], after: &[u64]) -> StairMove {
    let stair = (1..before.len()).rev().find(|&i| after[i] < before[i]).expect("some stair loses coins");
    StairMove { stair, count: before[stair] - after[stair] }
}

fn apply_stair_move(stairs: &[u64], m: StairMove) -> Vec<u64> {
    assert!(m.stair >= 1 && m.stair < stairs.len(), "{stairs:?}: {m:?} starts off the staircase");
    assert!(m.count >= 1 && m.count <= stairs[m.stair], "{stairs:?}: {m:?} moves an impossible count");
    let mut after = stairs.to_vec();
    after[m.stair] -= m.count;
    after[m.stair - 1] += m.count;
    after
}

#[test]
fn staircase_verdict_and_moves_match_the_oracle() {
    let mut oracle = Oracle::new(staircase_moves, Convention::Normal);
    let positions = all_positions(5, 4);
    assert_eq!(positions.len(), 1 + 5 + 25 + 125 + 625 + 3125);
    for stairs in positions {
        let wins = oracle.first_player_wins(&stairs);
        assert_eq!(staircase::first_player_wins(&stairs), wins, "verdict at {stairs:?}");
        match staircase::winning_move(&stairs) {
            None => assert!(!wins, "{stairs:?}: a won position without a move"),
            Some(m) => {
                let after = apply_stair_move(&stairs, m);
                assert!(!oracle.first_player_wins(&after), "{stairs:?}: {m:?} does not win");
            }
        }
        let mut expected: Vec<StairMove> =
            oracle.winning_moves(&stairs).iter().map(|after| stair_move_between(&stairs, after)).collect();
        expected.sort();
        assert_eq!(staircase::winning_moves(&stairs), expected, "all winning moves at {stairs:?}");
    }
}

/// Coins on a line, played directly: a coin slides left onto an empty cell without passing
/// another coin. States are the sorted occupied cells.
#[allow(clippy::ptr_arg)]
fn coin_moves(coins: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for j in 0..coins.len() {
        let first_free = if j == 0 { 0 } else { coins[j - 1] + 1 };
        for cell in first_free..coins[j] {
            let mut next = coins.clone();
            next[j] = cell;
            out.push(next);
        }
    }
    out
}

#[test]
fn coins_on_a_line_reduce_to_the_staircase() {
    let mut oracle = Oracle::new(coin_moves, Convention::Normal);
    let cells: u64 = 9;
    for subset in 0u32..1 << cells {
        let coins: Vec<u64> = (0..cells).filter(|&c| (subset >> c) & 1 == 1).collect();
        let stairs = staircase::coins_to_stairs(&coins);
        let wins = oracle.first_player_wins(&coins);
        assert_eq!(staircase::first_player_wins(&stairs), wins, "coins at {coins:?}");
        if let Some(m) = staircase::winning_move(&stairs) {
            // Stair j is the gap left of the j-th coin from the right.
            let mut after = coins.clone();
            let coin = coins.len() - m.stair;
            after[coin] -= m.count;
            assert!(coin_moves(&coins).contains(&after), "{coins:?}: {m:?} is not a legal slide");
            assert!(!oracle.first_player_wins(&after), "{coins:?}: {m:?} does not win");
            // The slide is that stair move; the floor keeps no count in the coin game.
            let mut expected = apply_stair_move(&stairs, m);
            expected[0] = 0;
            assert_eq!(staircase::coins_to_stairs(&after), expected, "{coins:?}: {m:?}");
        }
    }
}

fn check_moore(k: usize, max_len: usize, max_value: u64) {
    let mut oracle = Oracle::new(|p: &Vec<u64>| moore_moves(p, k), Convention::Normal);
    for piles in all_positions(max_len, max_value) {
        let wins = oracle.first_player_wins(&piles);
        assert_eq!(moore::first_player_wins(&piles, k), wins, "k = {k}, verdict at {piles:?}");
        match moore::winning_move(&piles, k) {
            None => assert!(!wins, "k = {k}, {piles:?}: a won position without a move"),
            Some(moves) => {
                assert!((1..=k).contains(&moves.len()), "k = {k}, {piles:?}: {} piles", moves.len());
                assert!(moves.windows(2).all(|w| w[0].pile < w[1].pile), "k = {k}: distinct, sorted");
                let after = apply_moves(&piles, &moves);
                assert!(!oracle.first_player_wins(&after), "k = {k}, {piles:?}: {moves:?} does not win");
            }
        }
    }
}

#[test]
fn moore_k1_matches_the_oracle() {
    check_moore(1, 4, 7);
}

#[test]
fn moore_k2_matches_the_oracle() {
    check_moore(2, 4, 7);
    // Five piles: columns can hold more 1s than one free pile can fix, as in (2, 1, 1, 1, 1).
    check_moore(2, 5, 5);
}

#[test]
fn moore_k3_matches_the_oracle() {
    check_moore(3, 4, 6);
    check_moore(3, 5, 5);
    check_moore(3, 6, 2);
}

#[test]
fn moore_k_at_least_the_pile_count_matches_the_oracle() {
    check_moore(4, 4, 5);
    check_moore(7, 3, 7);
}
