//! grundy and subtraction against the brute-force oracle, the textbook mex definition, a naive
//! period scan, the public data in tests/data/, and the worked examples of the theory texts.

use std::collections::BTreeSet;

use nimkit::grundy::{grundy_of_dag, mex, try_grundy_of_dag, GrundySolver, MexScratch};
use nimkit::oracle::{subtraction_moves, Convention, Oracle};
use nimkit::subtraction::{certified_periodicity, grundy_table, Periodicity, SubtractionGame};
use quickcheck::{QuickCheck, TestResult};

/// g(0..len) straight from the definition, with a set per position.
fn definitional_table(take: &[u64], len: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::new();
    for n in 0..len as u64 {
        let reachable: BTreeSet<u32> =
            take.iter().filter(|&&t| t <= n).map(|&t| g[(n - t) as usize]).collect();
        g.push((0..).find(|v| !reachable.contains(v)).unwrap());
    }
    g
}

/// Smallest (preperiod, period) the prefix supports, with at least half the prefix as evidence.
fn naive_periodicity(g: &[u32]) -> Option<Periodicity> {
    let len = g.len();
    (1..=len / 4).find_map(|period| {
        let mut preperiod = len - period;
        while preperiod > 0 && g[preperiod - 1] == g[preperiod - 1 + period] {
            preperiod -= 1;
        }
        (preperiod + period <= len / 2).then_some(Periodicity { preperiod, period })
    })
}

fn subsets_of_one_to_six() -> impl Iterator<Item = Vec<u64>> {
    (1u32..64).map(|mask| (1..=6).filter(|i| mask >> (i - 1) & 1 == 1).collect())
}

#[test]
fn tables_match_oracle_and_definition_for_every_subset_of_1_to_6() {
    const LEN: usize = 300;
    for take in subsets_of_one_to_six() {
        let table = grundy_table(&take, LEN);
        assert_eq!(table, definitional_table(&take, LEN), "take {take:?}");
        let mut oracle = Oracle::new(|n: &u64| subtraction_moves(n, &take), Convention::Normal);
        for (n, &g) in table.iter().enumerate() {
            assert_eq!(g == 0, !oracle.first_player_wins(&(n as u64)), "take {take:?}, n = {n}");
        }
        let game = SubtractionGame::new(&take);
        for (n, &g) in table.iter().enumerate() {
            assert_eq!(game.grundy(n as u64), g, "take {take:?}, n = {n}");
        }
        assert_eq!(game.periodicity(), naive_periodicity(&table).unwrap(), "take {take:?}");
    }
}

#[test]
fn huge_positions_follow_the_period() {
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    for take in subsets_of_one_to_six() {
        let game = SubtractionGame::new(&take);
        let Periodicity { preperiod, period } = game.periodicity();
        let table = grundy_table(&take, preperiod + 3 * period);
        for _ in 0..20 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            for n in [seed, u64::MAX, u64::MAX - seed % 1000, 1_000_000_000_000_000_000] {
                let back = period as u64 * ((n - preperiod as u64) / period as u64 - 1);
                let reduced = (n - back) as usize; // lands in preperiod + [period, 2 * period)
                assert_eq!(game.grundy(n), table[reduced], "take {take:?}, n = {n}");
                assert_eq!(game.grundy(n), game.grundy(n - period as u64));
            }
        }
    }
}

#[test]
fn empty_take_set_table_is_all_zero_and_all_p() {
    assert_eq!(grundy_table(&[], 5), vec![0; 5]);
    assert_eq!(grundy_table(&[3, 3, 1], 6), grundy_table(&[1, 3], 6), "duplicates change nothing");
}

#[test]
fn periodicity_matches_a_naive_scan_on_random_sets() {
    fn prop(raw: Vec<u8>) -> TestResult {
        let take: Vec<u64> = raw.iter().take(4).map(|&x| u64::from(x % 12) + 1).collect();
        if take.is_empty() {
            return TestResult::discard();
        }
        let game = SubtractionGame::new(&take);
        let long = grundy_table(&take, 4000);
        let expected = naive_periodicity(&long).expect("period below 1000 for takes up to 12");
        TestResult::from_bool(game.periodicity() == expected && long.starts_with(game.table()))
    }
    QuickCheck::new().tests(300).quickcheck(prop as fn(Vec<u8>) -> TestResult);
}

#[test]
fn a_prefix_certifies_exactly_when_it_holds_preperiod_period_and_a_window() {
    fn prop(raw: Vec<u8>, cut: u16) -> TestResult {
        let take: Vec<u64> = raw.iter().take(4).map(|&x| u64::from(x % 12) + 1).collect();
        if take.is_empty() {
            return TestResult::discard();
        }
        let window = *take.iter().max().unwrap() as usize;
        let truth = SubtractionGame::new(&take).periodicity();
        let len = usize::from(cut) % (truth.preperiod + truth.period + 2 * window + 2);
        let found = certified_periodicity(&grundy_table(&take, len), window);
        let enough = len >= truth.preperiod + truth.period + window;
        TestResult::from_bool(found == if enough { Some(truth) } else { None })
    }
    QuickCheck::new().tests(500).quickcheck(prop as fn(Vec<u8>, u16) -> TestResult);
}

#[test]
fn certification_agrees_with_naive_scan_on_every_prefix() {
    let table = grundy_table(&[2, 4, 7], 120);
    for len in 0..=table.len() {
        match certified_periodicity(&table[..len], 7) {
            // A certified pair must hold on the whole known sequence, not just the prefix.
            Some(p) => assert_eq!(p, SubtractionGame::new(&[2, 4, 7]).periodicity(), "len {len}"),
            None => assert!(len < 8 + 3 + 7, "len {len} should certify preperiod 8, period 3"),
        }
    }
}

#[test]
fn sets_with_long_periods_terminate() {
    for take in [vec![1000], vec![1, 1000], vec![10_000], vec![3, 9_999, 10_000]] {
        let game = SubtractionGame::new(&take);
        let p = game.periodicity();
        let table = grundy_table(&take, p.preperiod + 2 * p.period + 10_000);
        for n in p.preperiod..table.len() - p.period {
            assert_eq!(table[n], table[n + p.period], "take {take:?}");
        }
    }
    assert_eq!(SubtractionGame::new(&[1000]).periodicity(), Periodicity { preperiod: 0, period: 2000 });
}

// ---- public data ----

fn data_rows(text: &str) -> impl Iterator<Item = &str> {
    text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#'))
}

fn numbers<T: std::str::FromStr>(field: &str, sep: char) -> Vec<T> {
    field.split(sep).filter(|s| !s.trim().is_empty()).map(|s| s.trim().parse().ok().unwrap()).collect()
}

#[test]
fn subtract_a_square_matches_oeis_a014586() {
    let text = include_str!("data/subtract-a-square.txt");
    let expected: Vec<u32> = numbers(data_rows(text).next().unwrap(), ' ');
    assert_eq!(expected.len(), 41);
    let squares: Vec<u64> = (1..=6u64).map(|k| k * k).collect();
    assert_eq!(grundy_table(&squares, 41), expected);
    let mut solver = GrundySolver::new(|&n: &u64| {
        (1..).map(|k: u64| k * k).take_while(|&s| s <= n).map(|s| n - s).collect::<Vec<u64>>()
    });
    let mut oracle = Oracle::new(
        |&n: &u64| (1..).map(|k: u64| k * k).take_while(|&s| s <= n).map(|s| n - s).collect::<Vec<u64>>(),
        Convention::Normal,
    );
    for (n, &g) in expected.iter().enumerate() {
        assert_eq!(solver.grundy(&(n as u64)), g, "n = {n}");
        assert_eq!(g == 0, !oracle.first_player_wins(&(n as u64)), "n = {n}");
    }
}

#[test]
fn subtraction_periods_data_is_confirmed() {
    let text = include_str!("data/subtraction-periods.txt");
    let mut rows = 0;
    for row in data_rows(text) {
        let fields: Vec<&str> = row.split(';').collect();
        let take: Vec<u64> = numbers(fields[0], ',');
        let preperiod: usize = fields[1].trim().parse().unwrap();
        let period: usize = fields[2].trim().parse().unwrap();
        let first: Vec<u32> = numbers(fields[3], ' ');
        let game = SubtractionGame::new(&take);
        assert_eq!(game.periodicity(), Periodicity { preperiod, period }, "take {take:?}");
        let mut oracle = Oracle::new(|n: &u64| subtraction_moves(n, &take), Convention::Normal);
        for (n, &g) in first.iter().enumerate() {
            assert_eq!(game.grundy(n as u64), g, "take {take:?}, n = {n}");
            assert_eq!(g == 0, !oracle.first_player_wins(&(n as u64)), "take {take:?}, n = {n}");
        }
        rows += 1;
    }
    assert_eq!(rows, 5);
}

// ---- worked examples from the theory texts ----

#[test]
fn foundations_7_1_take_one_or_two() {
    // "For S = {1, 2} ... g(s): 0 1 2 0 1 2 0 1 2 (period 3, pre-period 0)".
    assert_eq!(grundy_table(&[1, 2], 9), vec![0, 1, 2, 0, 1, 2, 0, 1, 2]);
    assert_eq!(SubtractionGame::new(&[1, 2]).periodicity(), Periodicity { preperiod: 0, period: 3 });
}

#[test]
fn foundations_7_1_take_two_or_three() {
    // "Sequence 0,0,1,1,2,0,0,1,1,... pre-period 0, period 5." The text goes on: "g(10^18 mod 5) =
    // g(3) = 1", but 10^18 mod 5 = 0, so g(10^18) = g(0) = 0: the text's arithmetic is wrong.
    let game = SubtractionGame::new(&[2, 3]);
    assert_eq!(game.table(), &[0, 0, 1, 1, 2]);
    assert_eq!(game.periodicity(), Periodicity { preperiod: 0, period: 5 });
    assert_eq!(game.grundy(1_000_000_000_000_000_000), 0);
    let mut oracle = Oracle::new(|n: &u64| subtraction_moves(n, &[2, 3]), Convention::Normal);
    assert!(!oracle.first_player_wins(&1_000_000), "10^6 ≡ 10^18 ≡ 0 (mod 5): a P-position");
}

#[test]
fn foundations_7_1b_take_one_three_four() {
    // "(g(6),g(5),g(4),g(3)) = (2,3,2,1), and the same window recurs at s = 14 — giving period
    // π = 7, pre-period λ = 0."
    let g = grundy_table(&[1, 3, 4], 15);
    assert_eq!(&g[..8], &[0, 1, 0, 1, 2, 3, 2, 0]);
    assert_eq!(&g[3..7], &g[10..14]);
    let game = SubtractionGame::new(&[1, 3, 4]);
    assert_eq!(game.periodicity(), Periodicity { preperiod: 0, period: 7 });
    assert_eq!(game.grundy(1_000_000_000_000_000_000), g[1], "10^18 ≡ 1 (mod 7)");
}

#[test]
fn blog_subtract_a_square_five_is_lost() {
    // "G(5)=mex(G(4),G(1))=mex(2,1)=0".
    let g = grundy_table(&[1, 4], 6);
    assert_eq!((g[4], g[1]), (2, 1));
    assert_eq!(mex([g[4], g[1]]), 0);
    assert_eq!(g[5], 0);
}

#[test]
fn foundations_take_one_to_m_is_n_mod_m_plus_one() {
    // Theorem 7.2: S = {1..m} gives g(s) = s mod (m + 1); here against the oracle as well.
    for m in 1..=5u64 {
        let take: Vec<u64> = (1..=m).collect();
        let mut oracle = Oracle::new(|n: &u64| subtraction_moves(n, &take), Convention::Normal);
        let game = SubtractionGame::new(&take);
        for n in 0..60 {
            assert_eq!(u64::from(game.grundy(n)), n % (m + 1));
            assert_eq!(n % (m + 1) == 0, !oracle.first_player_wins(&n));
        }
    }
}

// ---- graphs and the generic solver ----

/// Random DAG on n vertices: edges only from a vertex to a later one in a shuffled order.
fn random_dag(raw: &[u8]) -> Vec<Vec<usize>> {
    let n = raw.len().min(12);
    let mut order: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        order.swap(i, raw[i] as usize % (i + 1));
    }
    let mut adj = vec![Vec::new(); n];
    for i in 0..n {
        for j in i + 1..n {
            if raw[(i * 7 + j * 3) % raw.len()].rotate_left(j as u32) & 3 == 0 {
                adj[order[i]].push(order[j]);
            }
        }
    }
    adj
}

#[test]
fn dag_values_match_oracle_and_definition() {
    fn prop(raw: Vec<u8>) -> TestResult {
        if raw.is_empty() {
            return TestResult::discard();
        }
        let adj = random_dag(&raw);
        let g = grundy_of_dag(&adj);
        let mut oracle = Oracle::new(|&v: &usize| adj[v].clone(), Convention::Normal);
        let mut solver = GrundySolver::new(|&v: &usize| adj[v].clone());
        let ok = (0..adj.len()).all(|v| {
            let reachable: BTreeSet<u32> = adj[v].iter().map(|&w| g[w]).collect();
            g[v] == (0..).find(|x| !reachable.contains(x)).unwrap()
                && (g[v] == 0) != oracle.first_player_wins(&v)
                && solver.grundy(&v) == g[v]
        });
        TestResult::from_bool(ok)
    }
    QuickCheck::new().tests(300).quickcheck(prop as fn(Vec<u8>) -> TestResult);
}

#[test]
fn solver_obeys_sprague_grundy_on_sums_of_subtraction_piles() {
    // A position is several piles of the {1, 3, 4} game; the oracle knows no theory.
    let take = [1u64, 3, 4];
    let moves = |piles: &Vec<u64>| {
        let mut out = Vec::new();
        for i in 0..piles.len() {
            for next in subtraction_moves(&piles[i], &take) {
                let mut p = piles.clone();
                p[i] = next;
                out.push(p);
            }
        }
        out
    };
    let mut solver = GrundySolver::new(moves);
    let mut oracle = Oracle::new(moves, Convention::Normal);
    let table = grundy_table(&take, 10);
    let game = SubtractionGame::new(&take);
    for a in 0..10u64 {
        for b in 0..10 {
            for c in [0u64, 3, 7] {
                let piles = vec![a, b, c];
                let g = solver.grundy(&piles);
                assert_eq!(g, table[a as usize] ^ table[b as usize] ^ table[c as usize], "{piles:?}");
                assert_eq!(g == 0, !oracle.first_player_wins(&piles), "{piles:?}");
                assert_eq!(game.first_player_wins(&piles), oracle.first_player_wins(&piles), "{piles:?}");
            }
        }
    }
}

#[test]
#[should_panic(expected = "grundy_of_dag: the graph has a cycle through vertex")]
fn dag_cycle_is_refused() {
    grundy_of_dag(&[vec![1], vec![2], vec![3], vec![1], vec![]]);
}

#[test]
fn dag_cycle_vertex_is_on_the_cycle() {
    let cycle = try_grundy_of_dag(&[vec![1, 4], vec![2], vec![3], vec![1], vec![]]).unwrap_err();
    assert!([1, 2, 3].contains(&cycle), "vertex {cycle} is not on the cycle 1 -> 2 -> 3 -> 1");
    let cycle = try_grundy_of_dag(&[vec![], vec![0], vec![1, 3], vec![2]]).unwrap_err();
    assert!([2, 3].contains(&cycle), "vertex {cycle} is not on the cycle 2 -> 3 -> 2");
}

#[test]
#[should_panic(expected = "leads outside the 2 vertices")]
fn dag_edge_out_of_range_is_refused() {
    grundy_of_dag(&[vec![1], vec![2]]);
}

#[test]
#[should_panic(expected = "GrundySolver::grundy: the game has a cycle")]
fn solver_cycle_is_refused() {
    // From n you may go to n - 1 or, wrongly, to n + 1 below 5: 3 -> 4 -> 3 is a cycle.
    let mut solver =
        GrundySolver::new(|&n: &u32| (n.saturating_sub(1)..=n + 1).filter(|&m| m != n && m < 5).collect());
    solver.grundy(&3);
}

#[test]
fn million_deep_chain_does_not_overflow() {
    let n = 1_000_000;
    let adj: Vec<Vec<usize>> = (0..n).map(|v| if v + 1 < n { vec![v + 1] } else { vec![] }).collect();
    let g = grundy_of_dag(&adj);
    assert_eq!((g[0], g[1], g[n - 1]), (1, 0, 0), "999,999 steps from vertex 0: odd, so value 1");
}

#[test]
fn million_deep_generic_game_does_not_overflow() {
    let mut solver = GrundySolver::new(|&n: &u64| subtraction_moves(&n, &[1, 2]));
    assert_eq!(solver.grundy(&1_000_000), 1, "take 1 or 2: g(n) = n mod 3");
    assert_eq!(solver.solved(), 1_000_001);
}

#[test]
fn scratch_survives_many_generations_and_growth() {
    let mut scratch = MexScratch::new(1);
    for round in 0..100_000u32 {
        let values = [round % 3, (round + 1) % 3];
        let expected = (0..).find(|v| !values.contains(v)).unwrap();
        assert_eq!(scratch.mex(values.iter().copied().take(1)), u32::from(round % 3 == 0));
        scratch.reserve(2);
        assert_eq!(scratch.mex(values), expected);
    }
}

#[test]
fn sixty_four_or_more_takes_use_the_general_mex() {
    let all: Vec<u64> = (1..=70).collect();
    let game = SubtractionGame::new(&all);
    assert_eq!(game.periodicity(), Periodicity { preperiod: 0, period: 71 });
    assert_eq!(game.grundy(71 * 1_000_000 + 70), 70);
    let scattered: Vec<u64> = (1..=80).map(|k| k * k % 97 + 1).collect();
    assert_eq!(grundy_table(&scattered, 600), definitional_table(&scattered, 600));
}

#[test]
fn with_limit_gives_up_instead_of_growing() {
    // {7, 3001, 4999}: preperiod 5008, period 8000, so certifying needs 5008 + 8000 + 4999 values.
    assert!(SubtractionGame::with_limit(&[7, 3001, 4999], 18_000).is_none());
    let game = SubtractionGame::with_limit(&[7, 3001, 4999], 40_000).unwrap();
    assert_eq!(game.periodicity(), Periodicity { preperiod: 5008, period: 8000 });
}

#[test]
fn seed_rule_of_thumb_two_times_max_take_is_not_enough() {
    // The texts suggest building "at least 2·(max take)" (plus a margin) before looking for the
    // period. For {3, 5, 9} the preperiod alone is 14 > 2 · 9 - 5, and for {7, 3001, 4999} one
    // preperiod plus one period (13008 values) is far beyond 2 · 4999: only a certificate tells
    // when the table is long enough.
    let t = 9;
    let p = SubtractionGame::new(&[3, 5, 9]).periodicity();
    assert_eq!(p, Periodicity { preperiod: 14, period: 2 });
    assert_eq!(certified_periodicity(&grundy_table(&[3, 5, 9], 2 * t), t), None);
    let p = SubtractionGame::new(&[7, 3001, 4999]).periodicity();
    assert!(p.preperiod + p.period > 2 * 4999 + 3000);
}
