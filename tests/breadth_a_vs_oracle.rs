//! wythoff, nimber and sum_rules checked against the brute-force oracle (the specification) or
//! the definitions written out: exhaustively on small positions, with quickcheck on random and
//! huge ones, and Wythoff's P-positions against the published data.

use nimkit::oracle::{Convention, Oracle};
use nimkit::{nimber, sum_rules, wythoff};
use quickcheck::{QuickCheck, TestResult};

fn check<A: quickcheck::Testable>(property: A) {
    QuickCheck::new().tests(500).quickcheck(property);
}

/// Wythoff's moves from (a, b): lower one pile, or both by the same amount.
fn wythoff_moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    let mut out: Vec<(u64, u64)> = (0..a).map(|x| (x, b)).chain((0..b).map(|y| (a, y))).collect();
    out.extend((1..=a.min(b)).map(|d| (a - d, b - d)));
    out
}

#[test]
fn wythoff_matches_the_oracle_on_every_position_to_60() {
    let mut oracle = Oracle::new(wythoff_moves, Convention::Normal);
    for a in 0..=60u64 {
        for b in 0..=60u64 {
            let wins = oracle.first_player_wins(&(a, b));
            assert_eq!(wythoff::is_p_position(a, b), !wins, "({a}, {b})");
            let mut expected = oracle.winning_moves(&(a, b));
            expected.sort_unstable();
            expected.dedup();
            assert_eq!(wythoff::winning_moves(a, b), expected, "winning moves from ({a}, {b})");
        }
    }
}

#[test]
fn wythoff_p_positions_match_the_published_data() {
    let published: Vec<(u64, u64)> = include_str!("data/wythoff.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let v: Vec<u64> =
                l.split_whitespace().map(|t| t.parse().expect("wythoff.txt: a number")).collect();
            (v[0], v[1])
        })
        .collect();
    assert_eq!(published.len(), 40);
    for (k, &pair) in published.iter().enumerate() {
        assert_eq!(wythoff::p_position(k as u64 + 1), pair, "n = {}", k + 1);
    }
}

/// a = ⌊kφ⌋ iff 2a − k < k√5 < 2a + 2 − k, i.e. (2a − k)² < 5k² < (2a + 2 − k)² (k ≥ 1, so
/// 2a − k > 0): a definition by squares, independent of the module's integer square root.
fn is_floor_k_phi(k: u64, a: u64) -> bool {
    let (k, a) = (k as u128, a as u128);
    let five_k2 = 5 * k * k;
    (2 * a - k) * (2 * a - k) < five_k2 && five_k2 < (2 * a + 2 - k) * (2 * a + 2 - k)
}

#[test]
fn wythoff_is_exact_on_huge_values() {
    fn exact(k: u64) -> TestResult {
        let k = 1 + k % 3_000_000_000_000_000_000;
        let (a, b) = wythoff::p_position(k);
        TestResult::from_bool(
            is_floor_k_phi(k, a)
                && b == a + k
                && wythoff::is_p_position(b, a)
                && !wythoff::is_p_position(a, b - 1)
                && !wythoff::is_p_position(a - 1, b),
        )
    }
    check(exact as fn(u64) -> TestResult);
    // Just above 10^15 an f64 φ already gets ⌊kφ⌋ wrong; the exact one does not.
    let float_wrong = (1_000_000_000_000_000u64..1_000_000_000_001_000)
        .filter(|&k| ((k as f64) * ((1.0 + 5f64.sqrt()) / 2.0)).floor() as u64 != wythoff::p_position(k).0)
        .count();
    assert!(float_wrong > 0, "some k near 10^15 must defeat f64");
    assert!((1_000_000_000_000_000u64..1_000_000_000_001_000)
        .all(|k| is_floor_k_phi(k, wythoff::p_position(k).0)));
}

#[test]
fn wythoff_winning_moves_on_huge_values_are_legal_p_positions() {
    fn legal(a: u64, b: u64) -> TestResult {
        let (a, b) = (a % 1_000_000_000_000_000_001, b % 1_000_000_000_000_000_001);
        let moves = wythoff::winning_moves(a, b);
        let legal = moves.iter().all(|&(x, y)| {
            let one_pile = (x < a && y == b) || (x == a && y < b);
            let both = x < a && a - x == b.wrapping_sub(y) && y < b;
            (one_pile || both) && wythoff::is_p_position(x, y)
        });
        TestResult::from_bool(legal && moves.is_empty() == wythoff::is_p_position(a, b))
    }
    check(legal as fn(u64, u64) -> TestResult);
}

/// The nim product by its definition: a ⊗ b = mex{a' ⊗ b ⊕ a ⊗ b' ⊕ a' ⊗ b' : a' < a, b' < b}.
fn nim_products_by_definition(n: usize) -> Vec<Vec<u64>> {
    let mut table = vec![vec![0u64; n]; n];
    let mut seen = vec![false; 4 * n];
    for a in 0..n {
        for b in 0..n {
            seen.iter_mut().for_each(|s| *s = false);
            for x in 0..a {
                for y in 0..b {
                    seen[(table[x][b] ^ table[a][y] ^ table[x][y]) as usize] = true;
                }
            }
            table[a][b] = seen.iter().position(|&s| !s).unwrap() as u64;
        }
    }
    table
}

#[test]
fn nim_mul_equals_the_definition_below_64() {
    let table = nim_products_by_definition(64);
    for (a, row) in table.iter().enumerate() {
        for (b, &product) in row.iter().enumerate() {
            assert_eq!(nimber::nim_mul(a as u64, b as u64), product, "{a} ⊗ {b}");
        }
    }
}

#[test]
fn nimbers_below_2_64_form_a_field() {
    fn axioms(a: u64, b: u64, c: u64) -> TestResult {
        let m = nimber::nim_mul;
        TestResult::from_bool(
            m(a, b) == m(b, a)
                && m(m(a, b), c) == m(a, m(b, c))
                && m(a, b ^ c) == m(a, b) ^ m(a, c)
                && m(a, 1) == a
                && m(a, 0) == 0
                && (a == 0 || m(a, nimber::nim_inv(a)) == 1)
                && m(nimber::nim_sqrt(a), nimber::nim_sqrt(a)) == a
                && nimber::nim_pow(a, 3) == m(a, m(a, a))
                && (a == 0 || nimber::nim_pow(a, u64::MAX) == 1),
        )
    }
    check(axioms as fn(u64, u64, u64) -> TestResult);
}

/// Turning Corners on an R×C grid (cells (x, y) from 0): a move picks x1 < x2, y1 < y2 with
/// (x2, y2) heads and turns the four corners. The oracle plays it on bitmasks.
fn turning_corners_moves(rows: usize, cols: usize) -> impl FnMut(&u32) -> Vec<u32> {
    move |&heads: &u32| {
        let bit = |x: usize, y: usize| 1u32 << (x * cols + y);
        let mut out = Vec::new();
        for x2 in 1..rows {
            for y2 in 1..cols {
                if heads & bit(x2, y2) == 0 {
                    continue;
                }
                for x1 in 0..x2 {
                    for y1 in 0..y2 {
                        out.push(heads ^ bit(x1, y1) ^ bit(x1, y2) ^ bit(x2, y1) ^ bit(x2, y2));
                    }
                }
            }
        }
        out
    }
}

#[test]
fn turning_corners_is_won_iff_the_xor_of_nim_products_is_nonzero() {
    for (rows, cols) in [(4, 4), (2, 8), (3, 5)] {
        let mut oracle = Oracle::new(turning_corners_moves(rows, cols), Convention::Normal);
        for heads in 0u32..1 << (rows * cols) {
            let value = (0..rows * cols)
                .filter(|&i| heads >> i & 1 == 1)
                .fold(0, |acc, i| acc ^ nimber::nim_mul((i / cols) as u64, (i % cols) as u64));
            assert_eq!(oracle.first_player_wins(&heads), value != 0, "{rows}×{cols} grid, heads {heads:b}");
        }
    }
}

/// A small deterministic generator for random DAGs (edges only from higher to lower vertices).
struct SplitMix(u64);
impl SplitMix {
    fn below(&mut self, bound: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        (z ^ (z >> 31)) % bound
    }
}

fn random_dag(rng: &mut SplitMix, n: usize, density: u64) -> Vec<Vec<usize>> {
    (0..n).map(|v| (0..v).filter(|_| rng.below(100) < density).collect()).collect()
}

/// The misère sum of tokens on `adj`: a move moves one token along an edge.
fn one_token_moves(adj: &[Vec<usize>]) -> impl FnMut(&Vec<usize>) -> Vec<Vec<usize>> + '_ {
    move |tokens: &Vec<usize>| {
        let mut out = Vec::new();
        for (i, &v) in tokens.iter().enumerate() {
            for &u in &adj[v] {
                let mut next = tokens.clone();
                next[i] = u;
                out.push(next);
            }
        }
        out
    }
}

fn all_tuples(n: usize, len: usize) -> Vec<Vec<usize>> {
    (0..len).fold(vec![vec![]], |acc, _| {
        acc.into_iter().flat_map(|t| (0..n).map(move |v| [t.clone(), vec![v]].concat())).collect()
    })
}

#[test]
fn anti_sg_matches_misere_play_on_bounded_take_and_nim_sums() {
    // Components: bounded-take heaps (take 1..=k), k = 1, 2, 3, and plain Nim (k = 6 ≥ any heap):
    // all meet the SJ condition. Sums of three heaps up to 6.
    for ks in all_tuples(4, 3) {
        let take: Vec<u64> = ks.iter().map(|&k| [1, 2, 3, 6][k]).collect();
        let moves = |h: &Vec<u64>| {
            let mut out = Vec::new();
            for i in 0..h.len() {
                for t in 1..=take[i].min(h[i]) {
                    let mut next = h.clone();
                    next[i] -= t;
                    out.push(next);
                }
            }
            out
        };
        let mut oracle = Oracle::new(moves, Convention::Misere);
        for heaps in all_tuples(7, 3) {
            let heaps: Vec<u64> = heaps.into_iter().map(|h| h as u64).collect();
            let values: Vec<u32> = (0..3).map(|i| (heaps[i] % (take[i] + 1)) as u32).collect();
            assert_eq!(
                sum_rules::anti_sg_first_player_wins(&values),
                oracle.first_player_wins(&heaps),
                "heaps {heaps:?}, takes {take:?}"
            );
        }
    }
}

#[test]
fn anti_sg_matches_misere_play_on_random_dags_that_meet_the_sj_condition() {
    let mut rng = SplitMix(7);
    let mut tried = 0;
    while tried < 60 {
        let adj = random_dag(&mut rng, 9, 35);
        if !sum_rules::sj_condition_holds(&adj) {
            continue;
        }
        tried += 1;
        let g = nimkit::grundy::grundy_of_dag(&adj);
        let mut oracle = Oracle::new(one_token_moves(&adj), Convention::Misere);
        for tokens in (1..=3).flat_map(|len| all_tuples(adj.len(), len)) {
            let values: Vec<u32> = tokens.iter().map(|&v| g[v]).collect();
            let expected = oracle.first_player_wins(&tokens);
            assert_eq!(
                sum_rules::anti_sg_first_player_wins(&values),
                expected,
                "tokens {tokens:?} on {adj:?}"
            );
            assert_eq!(sum_rules::anti_sg_on_dag(&adj, &tokens), expected, "tokens {tokens:?} on {adj:?}");
        }
    }
}

#[test]
fn anti_sg_fails_without_the_sj_condition() {
    // 0 terminal (value 0); 1 -> 0 (1); 2 -> {0, 1} (2); 3 -> 2 (value 0, and no move to value 1).
    let adj = vec![vec![], vec![0], vec![0, 1], vec![2]];
    assert!(!sum_rules::sj_condition_holds(&adj));
    let mut oracle = Oracle::new(one_token_moves(&adj), Convention::Misere);
    assert!(!oracle.first_player_wins(&vec![3]), "misère: 3 -> 2 forces a win for the opponent");
    assert!(sum_rules::anti_sg_first_player_wins(&[0]), "the rule (values ≤ 1, XOR 0) says win: wrong here");
}

/// Every-SG: each turn the mover moves every token that can move; no token can move = loss.
fn every_moves(adj: &[Vec<usize>]) -> impl FnMut(&Vec<usize>) -> Vec<Vec<usize>> + '_ {
    move |tokens: &Vec<usize>| {
        if tokens.iter().all(|&v| adj[v].is_empty()) {
            return vec![];
        }
        tokens.iter().fold(vec![vec![]], |partial: Vec<Vec<usize>>, &v| {
            let choices: Vec<usize> = if adj[v].is_empty() { vec![v] } else { adj[v].clone() };
            partial
                .into_iter()
                .flat_map(|p| choices.iter().map(move |&u| [p.clone(), vec![u]].concat()))
                .collect()
        })
    }
}

#[test]
fn every_sg_matches_an_explicit_search_on_random_dags() {
    let mut rng = SplitMix(11);
    for round in 0..80 {
        let adj = random_dag(&mut rng, 8, 20 + (round % 4) * 15);
        let steps = sum_rules::every_sg_steps(&adj);
        let mut oracle = Oracle::new(every_moves(&adj), Convention::Normal);
        for tokens in (1..=3).flat_map(|len| all_tuples(adj.len(), len)) {
            let token_steps: Vec<u64> = tokens.iter().map(|&v| steps[v]).collect();
            assert_eq!(
                sum_rules::every_sg_first_player_wins(&token_steps),
                oracle.first_player_wins(&tokens),
                "tokens {tokens:?} on {adj:?}, steps {steps:?}"
            );
        }
        // A single token: its step count is odd iff it wins alone (normal play).
        let g = nimkit::grundy::grundy_of_dag(&adj);
        assert!((0..adj.len()).all(|v| (steps[v] % 2 == 1) == (g[v] != 0)));
    }
}

#[test]
fn every_sg_steps_survive_a_path_of_200000() {
    let n = 200_000;
    let adj: Vec<Vec<usize>> = (0..n).map(|v| if v == 0 { vec![] } else { vec![v - 1] }).collect();
    let steps = sum_rules::every_sg_steps(&adj);
    assert_eq!(steps[n - 1], (n - 1) as u64);
}
