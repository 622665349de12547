//! quickcheck properties of nim, misere, staircase and moore on random positions, including
//! values near u64::MAX and hundreds of piles: every move is legal and restores the
//! invariant that defines a P-position (checked here from the definitions, not the code).

use nimkit::nim::Move;
use nimkit::staircase::StairMove;
use nimkit::{misere, moore, nim, staircase};
use quickcheck::{Arbitrary, Gen, QuickCheck};

/// A position whose values all come from one of several families, so that endgames, carries
/// at the top bit and dense columns all show up often.
#[derive(Clone, Debug)]
struct Position(Vec<u64>);

fn value(g: &mut Gen, family: u8) -> u64 {
    let small = u64::arbitrary(g) % 4;
    match family {
        0 => small,
        1 => u64::MAX - small,
        2 => u64::arbitrary(g),
        3 => (1u64 << (u32::arbitrary(g) % 64)) - (small % 2),
        // Mixed: any of the above, pile by pile.
        _ => {
            let family = u8::arbitrary(g) % 4;
            value(g, family)
        }
    }
}

impl Arbitrary for Position {
    fn arbitrary(g: &mut Gen) -> Self {
        let len = match u8::arbitrary(g) % 8 {
            0 => 100 + usize::arbitrary(g) % 900,
            1 | 2 => usize::arbitrary(g) % 4,
            _ => usize::arbitrary(g) % 30,
        };
        let family = u8::arbitrary(g) % 5;
        Position((0..len).map(|_| value(g, family)).collect())
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        Box::new(self.0.shrink().map(Position))
    }
}

/// Moore's k: small ones often, and some beyond any pile count.
#[derive(Clone, Debug)]
struct MooreK(usize);

impl Arbitrary for MooreK {
    fn arbitrary(g: &mut Gen) -> Self {
        MooreK(match u8::arbitrary(g) % 6 {
            0 => 1,
            1 => 2,
            2 => 3,
            3 => 1 + usize::arbitrary(g) % 70,
            4 => usize::MAX - usize::arbitrary(g) % 2,
            _ => 1 + usize::arbitrary(g) % 8,
        })
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Self>> {
        Box::new(self.0.shrink().filter(|&k| k >= 1).map(MooreK))
    }
}

fn check<A: quickcheck::Testable>(property: A) {
    QuickCheck::new().tests(400).quickcheck(property);
}

fn xor(values: &[u64]) -> u64 {
    values.iter().fold(0, |a, &b| a ^ b)
}

fn apply(piles: &[u64], moves: &[Move]) -> Option<Vec<u64>> {
    let mut after = piles.to_vec();
    for m in moves {
        if m.pile >= piles.len() || m.to >= piles[m.pile] {
            return None;
        }
        after[m.pile] = m.to;
    }
    Some(after)
}

/// Misère P-positions by the theorem: a pile ≥ 2 and nim-sum 0, or only 0/1 piles and an
/// odd number of 1s.
fn misere_p(piles: &[u64]) -> bool {
    if piles.iter().any(|&p| p >= 2) {
        xor(piles) == 0
    } else {
        piles.iter().filter(|&&p| p == 1).count() % 2 == 1
    }
}

#[test]
fn nim_moves_are_legal_and_zero_the_nim_sum() {
    fn property(position: Position) -> bool {
        let piles = position.0;
        let all = nim::winning_moves(&piles);
        let restores = |m: &Move| apply(&piles, &[*m]).is_some_and(|after| xor(&after) == 0);
        match nim::winning_move(&piles) {
            None => xor(&piles) == 0 && all.is_empty(),
            Some(m) => {
                restores(&m)
                    && all.iter().all(restores)
                    && all.contains(&m)
                    && all.len() % 2 == 1
                    && all.windows(2).all(|w| w[0].pile < w[1].pile)
            }
        }
    }
    check(property as fn(Position) -> bool);
}

#[test]
fn misere_moves_are_legal_and_leave_a_misere_p_position() {
    fn property(position: Position) -> bool {
        let piles = position.0;
        let wins = misere::first_player_wins(&piles);
        let no_stones = piles.iter().all(|&p| p == 0);
        if wins == misere_p(&piles) {
            return false;
        }
        if piles.iter().any(|&p| p >= 2) && wins != nim::first_player_wins(&piles) {
            return false;
        }
        match misere::winning_move(&piles) {
            None => !wins || no_stones,
            Some(m) => wins && apply(&piles, &[m]).is_some_and(|after| misere_p(&after)),
        }
    }
    check(property as fn(Position) -> bool);
}

#[test]
fn staircase_moves_are_legal_and_zero_the_odd_stairs() {
    fn odd_xor_after(stairs: &[u64], m: StairMove) -> Option<u64> {
        if m.stair == 0 || m.stair >= stairs.len() || m.count == 0 || m.count > stairs[m.stair] {
            return None;
        }
        // u128: coins piling up on the stair below may pass u64::MAX.
        let mut after: Vec<u128> = stairs.iter().map(|&c| u128::from(c)).collect();
        after[m.stair] -= u128::from(m.count);
        after[m.stair - 1] += u128::from(m.count);
        Some(after.iter().skip(1).step_by(2).fold(0, |a, &b| a ^ b) as u64)
    }
    fn property(position: Position) -> bool {
        let stairs = position.0;
        let all = staircase::winning_moves(&stairs);
        let odd = stairs.iter().skip(1).step_by(2).fold(0, |a, &b| a ^ b);
        let wins = |m: &StairMove| odd_xor_after(&stairs, *m) == Some(0);
        if staircase::first_player_wins(&stairs) != (odd != 0) {
            return false;
        }
        match staircase::winning_move(&stairs) {
            None => odd == 0 && all.is_empty(),
            Some(m) => m.stair % 2 == 1 && wins(&m) && all.contains(&m) && all.iter().all(wins),
        }
    }
    check(property as fn(Position) -> bool);
}

#[test]
fn coins_to_stairs_keeps_every_gap() {
    fn property(position: Position) -> bool {
        let mut coins = position.0;
        coins.sort_unstable();
        coins.dedup();
        let stairs = staircase::coins_to_stairs(&coins);
        // The gaps plus the coins fill the cells up to the rightmost coin.
        let covered: u128 = stairs.iter().map(|&g| u128::from(g)).sum::<u128>() + coins.len() as u128;
        let expected = coins.last().map_or(0, |&last| u128::from(last) + 1);
        stairs.len() == coins.len() + 1 && stairs[0] == 0 && covered == expected
    }
    check(property as fn(Position) -> bool);
}

fn moore_p(piles: &[u64], k: usize) -> bool {
    (0..64).all(|bit| {
        let ones = piles.iter().filter(|&&p| (p >> bit) & 1 == 1).count() as u128;
        ones % (k as u128 + 1) == 0
    })
}

#[test]
fn moore_moves_touch_at_most_k_piles_and_fix_every_column() {
    fn property(position: Position, k: MooreK) -> bool {
        let (piles, k) = (position.0, k.0);
        if moore::first_player_wins(&piles, k) == moore_p(&piles, k) {
            return false;
        }
        match moore::winning_move(&piles, k) {
            None => moore_p(&piles, k),
            Some(moves) => {
                let distinct = moves.windows(2).all(|w| w[0].pile < w[1].pile);
                let after = apply(&piles, &moves);
                !moves.is_empty()
                    && moves.len() <= k
                    && distinct
                    && after
                        .is_some_and(|after| moore_p(&after, k) && moore::winning_move(&after, k).is_none())
            }
        }
    }
    check(property as fn(Position, MooreK) -> bool);
}

#[test]
fn moore_with_k_1_agrees_with_nim() {
    fn property(position: Position) -> bool {
        let piles = position.0;
        moore::first_player_wins(&piles, 1) == nim::first_player_wins(&piles)
            && moore::winning_move(&piles, 1).map(|m| m.len()) == nim::winning_move(&piles).map(|_| 1)
    }
    check(property as fn(Position) -> bool);
}

#[test]
#[should_panic(expected = "k must be at least 1")]
fn moore_refuses_k_0() {
    moore::first_player_wins(&[1, 2], 0);
}

/// 100 000 piles: every column count is large, so residues and the touched set are exercised
/// far beyond what the random sizes above reach.
#[test]
fn a_hundred_thousand_piles() {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let piles: Vec<u64> =
        (0..100_000).map(|i| if i % 3 == 0 { u64::MAX - next() % 5 } else { next() }).collect();
    let m = nim::winning_move(&piles).expect("a random position is an N-position");
    assert_eq!(xor(&apply(&piles, &[m]).unwrap()), 0);
    for k in [1, 2, 5, 64, 1000, 99_999, 100_000, usize::MAX] {
        let moves = moore::winning_move(&piles, k).expect("a random position is an N-position");
        assert!(moves.len() <= k && moves.windows(2).all(|w| w[0].pile < w[1].pile), "k = {k}");
        let after = apply(&piles, &moves).unwrap_or_else(|| panic!("k = {k}: an illegal move"));
        assert!(moore_p(&after, k), "k = {k}: a column is not a multiple of k + 1");
    }
}
