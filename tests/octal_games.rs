//! octal: nim-sequences against published data (tests/data/: Kayles A002186, Grundy's game A002188,
//! Dawson's chess A002187, 0.6 A046695; Flammenkamp's rare values of Grundy's game) and published
//! (preperiod, period) pairs, the sparse engine against the naive mex on every code with up to
//! three digits, certified periods against long prefixes, and single-heap values (normal and
//! misère) against the first-principles oracle on multisets of heaps.

use nimkit::octal::OctalGame;
use nimkit::oracle::{Convention, Oracle};

/// Published nim-sequences and periods. Sources: OEIS A002186 (Kayles, periodic from 71 with
/// period 12), A002187 (Dawson's chess 0.137, period 34, last exception 51; 0.07 is it shifted by
/// one), A071074 (0.7777, period 24, last exception 141), A071434 (0.1377, period 24, last
/// exception 140; 0.074 has it shifted by one heap, 0.44 by two), A071435 (0.177, period 20, last
/// exception 496), A071464 (0.127, period 4, last exception 46577), A071452 (0.11377, period 32,
/// last exception 186; 0.0177 shifted by one, 0.045 and 0.047 by two), A071453 (0.117, period 48,
/// last exception 46; 0.051 and 0.053 shifted by one), A125920 (0.176, period 8, last exception
/// 23), A125912 (0.141, period 11, last exception 13). Preperiod = last exception + 1.
const PUBLISHED_PERIODS: [(&str, usize, usize); 18] = [
    ("0.77", 71, 12),
    ("0.137", 52, 34),
    ("0.07", 53, 34),
    ("0.7777", 142, 24),
    ("0.1377", 141, 24),
    ("0.177", 497, 20),
    ("0.127", 46578, 4),
    ("0.074", 142, 24),
    ("0.44", 143, 24),
    ("0.11377", 187, 32),
    ("0.0177", 188, 32),
    ("0.045", 189, 32),
    ("0.047", 189, 32),
    ("0.117", 47, 48),
    ("0.051", 48, 48),
    ("0.053", 48, 48),
    ("0.176", 24, 8),
    ("0.141", 14, 11),
];

#[test]
fn kayles_matches_oeis_a002186() {
    let published = published_values(include_str!("data/kayles.txt"));
    assert_eq!(published.len(), 41);
    let kayles = OctalGame::new("0.77");
    assert_eq!(kayles.values(published.len()), published);
    assert_eq!(kayles.values_naive(published.len()), published);
}

/// The whitespace-separated values of a tests/data file, `#` lines skipped.
fn published_values(text: &str) -> Vec<u32> {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .flat_map(|l| l.split_whitespace().map(|x| x.parse::<u32>().unwrap()))
        .collect()
}

/// Grundy's game (OEIS A002188), Dawson's chess 0.137 (A002187) and Dawson's Kayles 0.07 (the
/// same shifted by one heap), and 0.6 (A046695), from tests/data/.
#[test]
fn grundys_game_dawson_and_0_6_match_oeis() {
    let cases = [
        (OctalGame::grundys_game(), include_str!("data/grundys-game.txt"), 105),
        (OctalGame::new("0.137"), include_str!("data/dawsons-chess.txt"), 132),
        (OctalGame::new("0.6"), include_str!("data/octal-0.6.txt"), 102),
    ];
    for (game, text, terms) in cases {
        let published = published_values(text);
        assert_eq!(published.len(), terms, "{}", game.code());
        assert_eq!(game.values(terms), published, "{}", game.code());
        assert_eq!(game.values_naive(terms), published, "{}", game.code());
    }
    let chess = published_values(include_str!("data/dawsons-chess.txt"));
    assert_eq!(OctalGame::new("0.07").values(chess.len() + 1)[1..], chess);
}

/// Flammenkamp's table of the rare ("sparse") values of Grundy's game under the mask ...11110
/// (his page "Sprague-Grundy Values of Grundy's Game", first 45 entries, heaps 0 to 231): the
/// heaps with a rare value must be exactly these, with these values.
#[test]
fn grundys_game_rare_values_match_flammenkamp() {
    #[rustfmt::skip]
    let table: [(usize, u32); 45] = [
        (0, 0), (1, 0), (2, 0), (3, 1), (4, 0), (6, 1), (7, 0), (9, 1), (10, 0), (12, 1), (15, 1),
        (20, 0), (23, 0), (26, 0), (28, 1), (31, 1), (34, 1), (37, 1), (40, 1), (43, 1), (46, 1),
        (49, 1), (50, 0), (52, 1), (53, 0), (55, 1), (58, 1), (61, 1), (87, 7), (90, 7), (93, 7),
        (146, 6), (149, 6), (152, 6), (158, 11), (161, 11), (164, 11), (167, 11), (176, 7),
        (179, 7), (181, 12), (182, 7), (185, 7), (188, 7), (190, 12),
    ];
    let values = OctalGame::grundys_game().values(191);
    let rare = |v: u32| (v & !1).count_ones() % 2 == 0;
    let found: Vec<(usize, u32)> = (0..191).filter(|&n| rare(values[n])).map(|n| (n, values[n])).collect();
    assert_eq!(found, table);
}

#[test]
fn published_periods_are_certified_exactly() {
    for (code, preperiod, period) in PUBLISHED_PERIODS {
        let found =
            OctalGame::new(code).periodicity().unwrap_or_else(|| panic!("{code}: no period certified"));
        assert_eq!((found.preperiod, found.period), (preperiod, period), "{code}");
    }
}

#[test]
fn certified_periods_hold_on_long_naive_prefixes() {
    for (code, _, _) in &PUBLISHED_PERIODS {
        let game = OctalGame::new(code);
        let naive = game.values_naive(2500);
        for (n, &g) in naive.iter().enumerate() {
            assert_eq!(game.grundy(n as u64), g, "{code} at {n}");
        }
    }
    let dawson = OctalGame::new("0.07");
    // 10^18 - 53 ≡ 13 (mod 34), so g(10^18) = g(53 + 13).
    assert_eq!(dawson.grundy(1_000_000_000_000_000_000), dawson.values(67)[66]);
}

#[test]
fn sparse_equals_naive_on_every_code_with_up_to_three_digits() {
    // The check: every code 0.ddd, first 3000 values; codes split over two threads.
    std::thread::scope(|scope| {
        for half in 0..2u32 {
            scope.spawn(move || {
                for code in (half..512).step_by(2) {
                    let text = format!("0.{}{}{}", code >> 6, (code >> 3) & 7, code & 7);
                    let game = OctalGame::new(&text);
                    assert_eq!(game.values(3000), game.values_naive(3000), "{text}");
                }
            });
        }
    });
    for code in 0..64u32 {
        let text = format!("4.{}{}", code >> 3, code & 7);
        let game = OctalGame::new(&text);
        assert_eq!(game.values(1000), game.values_naive(1000), "{text}");
    }
    let grundy = OctalGame::grundys_game();
    assert_eq!(grundy.values(3000), grundy.values_naive(3000));
}

/// The confirmation scan samples smaller parts in blocks 1024 apart; heaps above 2048 have
/// several blocks per pass, the order that must still visit every split exactly when a value is
/// missing. Grundy's game and octal games with no period certified within 7000 values (a
/// certified period would fill the rest without the engine).
#[test]
fn sparse_equals_naive_where_the_scan_samples_in_blocks() {
    let games = ["0.6", "0.16", "0.777", "0.76"].map(OctalGame::new);
    for game in games.iter().chain([&OctalGame::grundys_game()]) {
        assert_eq!(game.clone().with_limit(7000).periodicity(), None, "{}", game.code());
        assert_eq!(game.values(7000), game.values_naive(7000), "{}", game.code());
    }
}

#[test]
fn periods_certified_from_short_prefixes_hold_further() {
    // Every period certified by 600 values of a three-digit code must predict 1500 more.
    let mut certified = 0;
    for code in 0..512u32 {
        let text = format!("0.{}{}{}", code >> 6, (code >> 3) & 7, code & 7);
        let game = OctalGame::new(&text);
        let long = game.values(2100);
        if let Some(p) = game.certify(&long[..600]) {
            certified += 1;
            for n in p.preperiod + p.period..long.len() {
                assert_eq!(long[n], long[n - p.period], "{text}: {p:?} fails at {n}");
            }
            assert_eq!(
                game.certify(&long),
                Some(p),
                "{text}: a longer prefix certifies the same minimal pair"
            );
        }
    }
    // Not vacuous: most three-digit codes settle within 600 values.
    assert!(certified > 200, "only {certified} codes certified");
}

/// Octal heaps (sorted) plus one Nim heap.
type Position = (Vec<usize>, u64);

/// Moves of a [`Position`], from first principles.
fn sum_moves(game: &OctalGame) -> impl FnMut(&Position) -> Vec<Position> + '_ {
    move |(heaps, nim): &Position| {
        let mut out: Vec<Position> = (0..*nim).map(|to| (heaps.clone(), to)).collect();
        for i in 0..heaps.len() {
            for [a, b] in game.options(heaps[i]) {
                let mut next = heaps.clone();
                next.remove(i);
                next.extend([a, b].into_iter().filter(|&x| x > 0));
                next.sort_unstable();
                out.push((next, *nim));
            }
        }
        out
    }
}

#[test]
fn values_match_the_oracle_with_a_nim_heap_added() {
    // g(n) = v exactly when a heap n plus a Nim heap of size v is a second-player win.
    let games = ["0.77", "0.07", "0.137", "0.6", "4.0", "0.51", "0.333", "4.37"].map(OctalGame::new);
    for game in games.iter().chain([&OctalGame::grundys_game()]) {
        let values = game.values(15);
        let mut oracle = Oracle::new(sum_moves(game), Convention::Normal);
        for (n, &g) in values.iter().enumerate() {
            for v in 0..=u64::from(g) + 1 {
                let wins = oracle.first_player_wins(&(vec![n], v));
                assert_eq!(!wins, v == u64::from(g), "{}: heap {n} + nim {v}, g = {g}", game.code());
            }
        }
    }
}

#[test]
fn misere_values_are_zero_exactly_on_misere_p_positions() {
    let games = ["0.77", "0.07", "0.137", "0.6", "4.0", "0.3", "0.123"].map(OctalGame::new);
    for game in games.iter().chain([&OctalGame::grundys_game()]) {
        let misere = game.misere_values(14);
        let mut oracle = Oracle::new(sum_moves(game), Convention::Misere);
        for (n, &m) in misere.iter().enumerate() {
            assert_eq!(
                !oracle.first_player_wins(&(vec![n], 0)),
                m == 0,
                "{}: heap {n}, misère value {m}",
                game.code()
            );
        }
    }
    // Without splits a heap stays one heap: terminal heaps are 1, others the plain mex.
    let take_one_or_two = OctalGame::new("0.33");
    assert_eq!(take_one_or_two.misere_values(7), vec![1, 0, 2, 1, 0, 2, 1]);
}
