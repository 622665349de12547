//! Pattern finders over the lab's table: pure functions of the values, so every family is
//! tested on tables made up in memory, nothing compiled.
//!
//! Each finder states a pattern only with enough evidence that a random table of the same
//! length does not produce it: a period is at most a third of the part it repeats in and is
//! confirmed by at least [`MIN_CHECKS`] equalities; a family of P-positions needs at least
//! [`MIN_MEMBERS`] of them and must match exactly on the whole range; a value that "depends only
//! on a xor b" must be confirmed by [`MIN_CHECKS`] cells sharing a key with another cell.

use std::collections::{HashMap, HashSet};
use std::fmt;

/// Equalities that must confirm a periodicity or a dependence before it is stated.
pub const MIN_CHECKS: usize = 24;
/// P-positions a family must match before it is stated.
pub const MIN_MEMBERS: usize = 5;

/// g(n + period) = g(n) for preperiod ≤ n (or = g(n) + saltus, arithmetic-periodic).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Period {
    pub preperiod: usize,
    pub period: usize,
}

/// `agree[p]`: the longest common suffix of `seq` and `seq[..len - p]` (Z-function of the
/// reversed sequence), so seq[n] = seq[n + p] exactly for len - p - agree[p] ≤ n < len - p.
fn suffix_agreement<T: PartialEq>(seq: &[T]) -> Vec<usize> {
    let len = seq.len();
    let at = |i: usize| &seq[len - 1 - i];
    let mut z = vec![0; len];
    if len == 0 {
        return z;
    }
    z[0] = len;
    let (mut left, mut right) = (0, 0);
    for i in 1..len {
        if i < right {
            z[i] = z[i - left].min(right - i);
        }
        while i + z[i] < len && at(z[i]) == at(i + z[i]) {
            z[i] += 1;
        }
        if i + z[i] > right {
            left = i;
            right = i + z[i];
        }
    }
    z
}

/// The smallest period with enough evidence, and its least preperiod: the repeating part
/// holds at least three periods and [`MIN_CHECKS`] equalities. O(len).
pub fn eventual_period<T: PartialEq>(seq: &[T]) -> Option<Period> {
    let len = seq.len();
    let agree = suffix_agreement(seq);
    (1..=len / 3).find_map(|period| {
        let checks = agree[period];
        let preperiod = len - period - checks;
        (len - preperiod >= 3 * period && checks >= MIN_CHECKS).then_some(Period { preperiod, period })
    })
}

/// g(n + period) = g(n) + saltus with saltus ≠ 0, for preperiod ≤ n: the differences
/// g(n + 1) − g(n) are eventually periodic (same evidence rule) and sum to the saltus over a
/// period. `None` when the sequence is plainly periodic (saltus 0) or shows no such law.
pub fn arithmetic_period(values: &[u32]) -> Option<(Period, i64)> {
    let steps: Vec<i64> = values.windows(2).map(|w| w[1] as i64 - w[0] as i64).collect();
    let found = eventual_period(&steps)?;
    let saltus: i64 = steps[found.preperiod..found.preperiod + found.period].iter().sum();
    (saltus != 0).then_some((found, saltus))
}

/// Known sets of heap sizes that P-positions may form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineFamily {
    /// n ≡ residue (mod modulus); residue 0 is "the multiples of".
    Residue {
        modulus: u64,
        residue: u64,
    },
    PowersOfTwo,
    Fibonacci,
    Squares,
    Triangular,
    /// An odd number of ones in binary.
    Odious,
    /// An even number of ones in binary.
    Evil,
}

impl LineFamily {
    pub fn contains(self, n: u64) -> bool {
        match self {
            LineFamily::Residue { modulus, residue } => n % modulus == residue,
            LineFamily::PowersOfTwo => n.is_power_of_two(),
            LineFamily::Fibonacci => {
                let (mut a, mut b) = (1u64, 2u64);
                while a < n {
                    (a, b) = (b, a.saturating_add(b));
                }
                a == n
            }
            LineFamily::Squares => {
                let r = (n as f64).sqrt() as u64;
                (r.saturating_sub(1)..=r + 1).any(|r| r.checked_mul(r) == Some(n))
            }
            LineFamily::Triangular => {
                // n = k(k+1)/2 iff 8n + 1 is a square.
                n.checked_mul(8)
                    .and_then(|m| m.checked_add(1))
                    .is_some_and(|m| LineFamily::Squares.contains(m))
            }
            LineFamily::Odious => n.count_ones() % 2 == 1,
            LineFamily::Evil => n.count_ones() % 2 == 0,
        }
    }
}

impl fmt::Display for LineFamily {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineFamily::Residue { modulus, residue: 0 } => write!(f, "the multiples of {modulus}"),
            LineFamily::Residue { modulus, residue } => write!(f, "the n ≡ {residue} (mod {modulus})"),
            LineFamily::PowersOfTwo => write!(f, "the powers of two"),
            LineFamily::Fibonacci => write!(f, "the Fibonacci numbers"),
            LineFamily::Squares => write!(f, "the squares"),
            LineFamily::Triangular => write!(f, "the triangular numbers"),
            LineFamily::Odious => write!(f, "the odious numbers (odd binary weight)"),
            LineFamily::Evil => write!(f, "the evil numbers (even binary weight)"),
        }
    }
}

/// The known family the P-positions n ≥ 1 of a line form (heap `first + i` is P iff
/// `is_p[i]`), matched exactly on the whole range; heap 0 is left out of the comparison
/// (it is a terminal P-position in most games) and reported by the caller.
pub fn line_family(first: u64, is_p: &[bool]) -> Option<LineFamily> {
    let positive: Vec<(u64, bool)> =
        is_p.iter().enumerate().map(|(i, &p)| (first + i as u64, p)).filter(|&(n, _)| n >= 1).collect();
    let members: Vec<u64> = positive.iter().filter(|(_, p)| *p).map(|&(n, _)| n).collect();
    if members.len() < MIN_MEMBERS || members.len() == positive.len() {
        return None;
    }
    let gap = members.windows(2).fold(0, |g, w| gcd(g, w[1] - w[0]));
    let mut candidates = Vec::new();
    if gap >= 2 {
        candidates.push(LineFamily::Residue { modulus: gap, residue: members[0] % gap });
    }
    candidates.extend([
        LineFamily::PowersOfTwo,
        LineFamily::Fibonacci,
        LineFamily::Squares,
        LineFamily::Triangular,
        LineFamily::Odious,
        LineFamily::Evil,
    ]);
    candidates.into_iter().find(|family| positive.iter().all(|&(n, p)| family.contains(n) == p))
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// Known sets of pairs (a, b) that P-positions may form.
#[derive(Clone, Debug, PartialEq)]
pub enum PairFamily {
    /// a = b, that is a xor b = 0 (two-heap Nim).
    Equal,
    /// a ≡ b (mod modulus).
    Congruent { modulus: u64 },
    /// (⌊kφ⌋, ⌊kφ²⌋) and their mirror images, with (0, 0).
    Wythoff,
    /// (⌊kα⌋, ⌊kβ⌋) and mirrors, complementary sequences: every irrational α in the open
    /// interval `alpha` (β = α/(α − 1) in `beta`) gives exactly the P-positions of the
    /// rectangle a ≤ within.0, b ≤ within.1 (checked cell by cell there, and nowhere else);
    /// `pairs` of them lie in it.
    Beatty { alpha: (Ratio, Ratio), beta: (Ratio, Ratio), pairs: usize, within: (u64, u64) },
}

impl fmt::Display for PairFamily {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PairFamily::Equal => write!(f, "the pairs a = b (a xor b = 0: Nim on two heaps)"),
            PairFamily::Congruent { modulus } => write!(f, "the pairs a ≡ b (mod {modulus})"),
            PairFamily::Wythoff => write!(f, "Wythoff's pairs (⌊kφ⌋, ⌊kφ²⌋) and their mirrors"),
            PairFamily::Beatty { alpha, beta, pairs, .. } => write!(
                f,
                "Beatty pairs (⌊kα⌋, ⌊kβ⌋) and their mirrors, {pairs} pairs seen: α in ({}, {}), \
                 β = α/(α − 1) in ({}, {}) (complementary: 1/α + 1/β = 1)",
                alpha.0.decimals(false),
                alpha.1.decimals(true),
                beta.0.decimals(false),
                beta.1.decimals(true)
            ),
        }
    }
}

/// The known family formed by the P-positions among `cells` (a, b, is P), matched exactly on
/// every cell.
pub fn pair_family(cells: &[(u64, u64, bool)]) -> Option<PairFamily> {
    let p_cells: Vec<(u64, u64)> = cells.iter().filter(|c| c.2).map(|&(a, b, _)| (a, b)).collect();
    if p_cells.len() < MIN_MEMBERS || p_cells.len() == cells.len() {
        return None;
    }
    let holds = |rule: &dyn Fn(u64, u64) -> bool| cells.iter().all(|&(a, b, p)| rule(a, b) == p);
    if holds(&|a, b| a == b) {
        return Some(PairFamily::Equal);
    }
    let modulus = p_cells.iter().fold(0, |g, &(a, b)| gcd(g, a.abs_diff(b)));
    if modulus >= 2 && holds(&|a, b| a.abs_diff(b) % modulus == 0) {
        return Some(PairFamily::Congruent { modulus });
    }
    if holds(&|a, b| nimkit::wythoff::is_p_position(a, b)) {
        return Some(PairFamily::Wythoff);
    }
    beatty(cells)
}

/// Beatty pairs, stated only where they are checked: the rectangle R = [0, A] × [0, B] of the
/// table (every tabulated pair if they fill one, else the largest square [0, m]² they cover).
/// The P-positions of R other than (0, 0) are read as pairs x_k < y_k (either orientation);
/// they must be the first K pairs of complementary Beatty sequences: x_k the least positive
/// number in no earlier pair, one irrational α with ⌊kα⌋ = x_k and ⌊kβ⌋ = y_k for
/// β = α/(α − 1), every cell of R P exactly on them, their mirrors and (0, 0), and pair K + 1
/// (and so every later one, both sequences increasing) outside R: were it inside, R would show
/// it as a P-position, so the sequence seen would not be complete.
fn beatty(cells: &[(u64, u64, bool)]) -> Option<PairFamily> {
    let listed: HashMap<(u64, u64), bool> = cells.iter().map(|&(a, b, p)| ((a, b), p)).collect();
    if listed.get(&(0, 0)) != Some(&true) {
        return None;
    }
    let max_a = listed.keys().map(|k| k.0).max()?;
    let max_b = listed.keys().map(|k| k.1).max()?;
    let full = (max_a + 1).checked_mul(max_b + 1) == Some(listed.len() as u64);
    let (max_a, max_b) = if full {
        (max_a, max_b)
    } else {
        let mut side = 0u64;
        while (0..=side + 1)
            .all(|i| listed.contains_key(&(i, side + 1)) && listed.contains_key(&(side + 1, i)))
        {
            side += 1;
        }
        (side, side)
    };
    let inside = |a: u64, b: u64| a <= max_a && b <= max_b;
    let mut pairs: Vec<(u64, u64)> = Vec::new();
    for (&(a, b), &p) in &listed {
        if !p || !inside(a, b) || (a, b) == (0, 0) {
            continue;
        }
        if a == b {
            return None;
        }
        pairs.push((a.min(b), a.max(b)));
    }
    pairs.sort_unstable();
    pairs.dedup();
    if pairs.len() < MIN_MEMBERS {
        return None;
    }
    let mut used = HashSet::new();
    let mut next_free = 1;
    for &(x, y) in &pairs {
        if x != next_free || used.contains(&y) {
            return None;
        }
        used.insert(x);
        used.insert(y);
        while used.contains(&next_free) {
            next_free += 1;
        }
    }
    // α in the open interval (low, high), bounds kept as exact fractions: a rounded bound
    // could admit an α that fits no pair. 1 < α < 2 < β for complementary sequences.
    let (mut low, mut high) = (Ratio::new(1, 1), Ratio::new(2, 1));
    let mut at_least = |r: Ratio| {
        if low.less(r) {
            low = r;
        }
    };
    let mut below: Vec<Ratio> = Vec::new();
    for (k, &(x, y)) in (1u64..).zip(&pairs) {
        // ⌊kα⌋ = x: x/k ≤ α < (x + 1)/k.
        at_least(Ratio::new(x, k));
        below.push(Ratio::new(x + 1, k));
        // ⌊kβ⌋ = y, β = α/(α − 1) decreasing in α: y/k ≤ β < (y + 1)/k is
        // (y + 1)/(y + 1 − k) < α ≤ y/(y − k) (and no α at all when y ≤ k, as β > 2).
        if y <= k {
            return None;
        }
        at_least(Ratio::new(y + 1, y + 1 - k));
        below.push(Ratio::new(y, y - k));
    }
    // Pair K + 1 is (next_free, ⌊(K + 1)β⌋): it is in R when next_free ≤ min(A, B) and its
    // partner ≤ max(A, B) (x < y: one orientation then fits R). So then its partner must be
    // beyond: β ≥ (long + 1)/(K + 1), that is α ≤ (long + 1)/(long − K) (implied by β > 2
    // when (long + 1)/(K + 1) ≤ 2).
    let next = pairs.len() as u64 + 1;
    let (short, long) = (max_a.min(max_b), max_a.max(max_b));
    if next_free <= short && long + 1 > 2 * next {
        below.push(Ratio::new(long + 1, long + 1 - next));
    }
    for r in below {
        if r.less(high) {
            high = r;
        }
    }
    if !low.less(high) {
        return None;
    }
    let members: HashSet<(u64, u64)> =
        pairs.iter().flat_map(|&(x, y)| [(x, y), (y, x)]).chain([(0, 0)]).collect();
    if listed.iter().any(|(&(a, b), &p)| inside(a, b) && members.contains(&(a, b)) != p) {
        return None;
    }
    // β = α/(α − 1) maps (low, high) onto (high/(high − 1), low/(low − 1)).
    let beta = |r: Ratio| Ratio::new(r.num, r.num - r.den);
    Some(PairFamily::Beatty {
        alpha: (low, high),
        beta: (beta(high), beta(low)),
        pairs: pairs.len(),
        within: (max_a, max_b),
    })
}

/// A positive fraction, compared exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ratio {
    num: u64,
    den: u64,
}

impl Ratio {
    fn new(num: u64, den: u64) -> Ratio {
        Ratio { num, den }
    }

    fn less(self, other: Ratio) -> bool {
        u128::from(self.num) * u128::from(other.den) < u128::from(other.num) * u128::from(self.den)
    }

    /// Five decimals, rounded down (`up` false) or up: an interval shown with its ends rounded
    /// outwards still contains the exact one.
    fn decimals(self, up: bool) -> String {
        let scaled = u128::from(self.num) * 100_000;
        let den = u128::from(self.den);
        let q = scaled / den + u128::from(up && scaled % den != 0);
        format!("{}.{:05}", q / 100_000, q % 100_000)
    }

    /// The value, for tests.
    #[cfg(test)]
    fn value(self) -> f64 {
        self.num as f64 / self.den as f64
    }
}

/// What a pair's value may depend on alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairKey {
    Xor,
    Sum,
    Min,
}

impl PairKey {
    pub fn of(self, a: u64, b: u64) -> u64 {
        match self {
            PairKey::Xor => a ^ b,
            PairKey::Sum => a + b,
            PairKey::Min => a.min(b),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            PairKey::Xor => "a xor b",
            PairKey::Sum => "a + b",
            PairKey::Min => "min(a, b)",
        }
    }
}

/// The value as a function of the key: g(a, b) = F(key) on every cell, F not constant, and at
/// least [`MIN_CHECKS`] cells confirming a key seen before. F is returned sorted by key.
pub fn pair_dependence(cells: &[(u64, u64, u32)], key: PairKey) -> Option<Vec<(u64, u32)>> {
    let mut function: HashMap<u64, u32> = HashMap::new();
    for &(a, b, value) in cells {
        if *function.entry(key.of(a, b)).or_insert(value) != value {
            return None;
        }
    }
    let confirmations = cells.len() - function.len();
    let distinct: HashSet<u32> = function.values().copied().collect();
    if confirmations < MIN_CHECKS || distinct.len() < 2 {
        return None;
    }
    let mut sorted: Vec<(u64, u32)> = function.into_iter().collect();
    sorted.sort_unstable();
    Some(sorted)
}

/// Positions made of numbers (heaps): the P-positions are exactly those whose numbers XOR to
/// 0 (Bouton), with at least [`MIN_MEMBERS`] P- and N-positions seen.
pub fn xor_zero_rule(positions: &[(Vec<u64>, bool)]) -> bool {
    let p = positions.iter().filter(|(_, is_p)| *is_p).count();
    p >= MIN_MEMBERS
        && positions.len() - p >= MIN_MEMBERS
        && positions.iter().all(|(numbers, is_p)| (numbers.iter().fold(0, |x, n| x ^ n) == 0) == *is_p)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reproducible stream of pseudo-random numbers (xorshift), so failures repeat.
    struct Random(u64);

    impl Random {
        fn below(&mut self, n: u64) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0 % n
        }
    }

    fn random_values(seed: u64, len: usize, alphabet: u64) -> Vec<u32> {
        let mut random = Random(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        (0..len).map(|_| random.below(alphabet) as u32).collect()
    }

    #[test]
    fn a_period_is_found_with_its_preperiod() {
        // Kayles: preperiod 71, period 12, and the engine agrees.
        let kayles = nimkit::octal::OctalGame::new("0.77").values_naive(300);
        assert_eq!(eventual_period(&kayles), Some(Period { preperiod: 71, period: 12 }));
        // Subtraction {2, 3}: 0 0 1 1 2, period 5 from the start.
        let values = nimkit::subtraction::grundy_table(&[2, 3], 100);
        assert_eq!(eventual_period(&values), Some(Period { preperiod: 0, period: 5 }));
    }

    #[test]
    fn too_little_evidence_states_no_period() {
        // Kayles' period needs 71 + 3 · 12 values; 100 are not enough.
        let kayles = nimkit::octal::OctalGame::new("0.77").values_naive(100);
        assert_eq!(eventual_period(&kayles), None);
        // A constant tail shorter than MIN_CHECKS is no pattern either.
        let mut values = random_values(1, 100, 4);
        values.extend([7; MIN_CHECKS - 1]);
        assert_eq!(eventual_period(&values), None);
    }

    #[test]
    fn arithmetic_periodicity_is_found_and_plain_periods_are_not_called_arithmetic() {
        // g(n) = n (Nim), and a sequence with saltus 3 every 4 after a preperiod of 5.
        let nim: Vec<u32> = (0..60).collect();
        assert_eq!(arithmetic_period(&nim), Some((Period { preperiod: 0, period: 1 }, 1)));
        let mut values = vec![9, 0, 7, 7, 1];
        for n in 0..60u32 {
            values.push([0, 2, 1, 5][n as usize % 4] + 3 * (n / 4));
        }
        assert_eq!(arithmetic_period(&values), Some((Period { preperiod: 5, period: 4 }, 3)));
        let periodic = nimkit::subtraction::grundy_table(&[1, 2], 90);
        assert_eq!(arithmetic_period(&periodic), None);
    }

    fn p_of_line(values: &[u32]) -> Vec<bool> {
        values.iter().map(|&v| v == 0).collect()
    }

    #[test]
    fn every_line_family_is_recognised() {
        let families = [
            (LineFamily::Residue { modulus: 3, residue: 0 }, "the multiples of 3"),
            (LineFamily::Residue { modulus: 5, residue: 2 }, "the n ≡ 2 (mod 5)"),
            (LineFamily::PowersOfTwo, "the powers of two"),
            (LineFamily::Fibonacci, "the Fibonacci numbers"),
            (LineFamily::Squares, "the squares"),
            (LineFamily::Triangular, "the triangular numbers"),
            (LineFamily::Odious, "the odious numbers (odd binary weight)"),
            (LineFamily::Evil, "the evil numbers (even binary weight)"),
        ];
        for (family, name) in families {
            let is_p: Vec<bool> = (0..200).map(|n| n == 0 || family.contains(n)).collect();
            assert_eq!(line_family(0, &is_p), Some(family), "{name}");
            assert_eq!(family.to_string(), name);
            // One position changed and the family no longer holds.
            let mut broken = is_p.clone();
            broken[150] = !broken[150];
            assert_ne!(line_family(0, &broken), Some(family), "{name} with a wrong position");
        }
        // Subtraction {1, 2}: P exactly at multiples of 3 (from the engine, not by hand).
        let values = nimkit::subtraction::grundy_table(&[1, 2], 100);
        assert_eq!(line_family(0, &p_of_line(&values)), Some(LineFamily::Residue { modulus: 3, residue: 0 }));
    }

    #[test]
    fn few_p_positions_are_no_family() {
        let is_p: Vec<bool> = (0..200).map(|n: u64| n == 0 || (n.is_power_of_two() && n < 16)).collect();
        assert_eq!(line_family(0, &is_p), None, "1 2 4 8: four members only");
    }

    #[test]
    fn pair_families_are_recognised_from_their_rule() {
        let grid = |rule: &dyn Fn(u64, u64) -> bool, side: u64| -> Vec<(u64, u64, bool)> {
            (0..side).flat_map(|a| (0..side).map(move |b| (a, b))).map(|(a, b)| (a, b, rule(a, b))).collect()
        };
        assert_eq!(pair_family(&grid(&|a, b| a == b, 20)), Some(PairFamily::Equal));
        assert_eq!(
            pair_family(&grid(&|a, b| a % 3 == b % 3, 20)),
            Some(PairFamily::Congruent { modulus: 3 })
        );
        assert_eq!(
            pair_family(&grid(&|a, b| nimkit::wythoff::is_p_position(a, b), 40)),
            Some(PairFamily::Wythoff)
        );
        // Beatty pairs with α = √2 (β = 2 + √2): (⌊k√2⌋, ⌊k(2 + √2)⌋).
        let sqrt2 = 2f64.sqrt();
        let pairs: HashSet<(u64, u64)> = (0..60u64)
            .map(|k| ((k as f64 * sqrt2) as u64, (k as f64 * (2.0 + sqrt2)) as u64))
            .flat_map(|(a, b)| [(a, b), (b, a)])
            .collect();
        match pair_family(&grid(&|a, b| pairs.contains(&(a, b)), 50)) {
            Some(PairFamily::Beatty { alpha, beta, pairs, within }) => {
                assert!(alpha.0.value() < sqrt2 && sqrt2 < alpha.1.value(), "{alpha:?}");
                assert!(beta.0.value() < 2.0 + sqrt2 && 2.0 + sqrt2 < beta.1.value(), "{beta:?}");
                assert!(pairs >= MIN_MEMBERS);
                assert_eq!(within, (49, 49));
            }
            other => panic!("not found as Beatty pairs: {other:?}"),
        }
        // Wythoff's pairs with one cell flipped are no family.
        let mut broken = grid(&|a, b| nimkit::wythoff::is_p_position(a, b), 40);
        let cell = broken.iter_mut().find(|c| (c.0, c.1) == (3, 5)).unwrap();
        cell.2 = false;
        assert_eq!(pair_family(&broken), None);
    }

    /// The cells (a, b, is P) of a rectangle a < rows, b < columns.
    fn rectangle(rule: &dyn Fn(u64, u64) -> bool, rows: u64, columns: u64) -> Vec<(u64, u64, bool)> {
        (0..rows).flat_map(|a| (0..columns).map(move |b| (a, b))).map(|(a, b)| (a, b, rule(a, b))).collect()
    }

    /// The Beatty pairs of α (β = α/(α − 1)) with a member up to `up_to`, and their mirrors.
    fn beatty_set(alpha: f64, up_to: u64) -> HashSet<(u64, u64)> {
        let beta = alpha / (alpha - 1.0);
        (0..=up_to)
            .map(|k| ((k as f64 * alpha) as u64, (k as f64 * beta) as u64))
            .flat_map(|(a, b)| [(a, b), (b, a)])
            .collect()
    }

    #[test]
    fn beatty_pairs_cut_short_by_the_game_are_not_stated() {
        // Wythoff's game where a + b > limit may also jump to (0, 0): its P-positions are
        // Wythoff's pairs of sum at most the limit, and (0, 0). In the 30 × 30 table, (11, 18)
        // is N although the six pairs before it fit Beatty bounds (the audit's 01); likewise
        // (24, 39) in a ≤ 30, b ≤ 60 (its 02).
        let cut = |limit: u64| move |a: u64, b: u64| a + b <= limit && nimkit::wythoff::is_p_position(a, b);
        assert_eq!(pair_family(&rectangle(&cut(24), 30, 30)), None);
        assert_eq!(pair_family(&rectangle(&cut(60), 31, 61)), None);
        // A table that stops before the next pair may state them: its partner lies beyond.
        let sqrt2 = 2f64.sqrt();
        let set = beatty_set(sqrt2, 100);
        match pair_family(&rectangle(&|a, b| set.contains(&(a, b)), 20, 61)) {
            Some(PairFamily::Beatty { within, alpha, .. }) => {
                assert_eq!(within, (19, 60));
                assert!(alpha.0.value() < sqrt2 && sqrt2 < alpha.1.value(), "{alpha:?}");
            }
            other => panic!("not found as Beatty pairs: {other:?}"),
        }
        // The last pair of a square left out: no longer the sequence (its partner is inside).
        let (x, y) = ((14.0 * sqrt2) as u64, (14.0 * (2.0 + sqrt2)) as u64);
        assert!(y < 50);
        let short = rectangle(&|a, b| set.contains(&(a, b)) && a.max(b) != y, 50, 50);
        assert_eq!(pair_family(&short), None, "({x}, {y}) is missing");
        // A table that is no rectangle is checked, and stated, on its largest full square.
        let mut ragged = rectangle(&|a, b| set.contains(&(a, b)), 40, 40);
        ragged.extend((40..46).map(|a| (a, 0, false)));
        match pair_family(&ragged) {
            Some(PairFamily::Beatty { within, .. }) => assert_eq!(within, (39, 39)),
            other => panic!("not found as Beatty pairs: {other:?}"),
        }
    }

    /// Whatever α, rectangle and prefix of its pairs make the P-positions, a Beatty claim is true
    /// on every cell of the rectangle it names, for an α inside the bounds it states.
    #[test]
    fn a_stated_beatty_family_holds_on_every_cell_of_its_range() {
        let mut random = Random(12345);
        let mut stated = 0;
        for _ in 0..400 {
            let alpha = 1.0 + (1 + random.below(999_999)) as f64 / 1e6 + 1e-9 * 2f64.sqrt();
            let rows = 5 + random.below(60);
            let columns = 5 + random.below(60);
            let set = beatty_set(alpha, 200);
            // The first `keep` pairs only, as a game whose later pairs are N.
            let keep = random.below(30);
            let allowed = beatty_set(alpha, keep);
            let cells = rectangle(&|a, b| set.contains(&(a, b)) && allowed.contains(&(a, b)), rows, columns);
            let Some(PairFamily::Beatty { alpha: (low, high), within, .. }) = beatty(&cells) else {
                continue;
            };
            stated += 1;
            let middle = (low.value() + high.value()) / 2.0;
            let claimed = beatty_set(middle, 200);
            for &(a, b, p) in &cells {
                if a <= within.0 && b <= within.1 {
                    assert_eq!(
                        claimed.contains(&(a, b)),
                        p,
                        "α {alpha}: ({a}, {b}) in {rows} × {columns}, keep {keep}"
                    );
                }
            }
        }
        assert!(stated > 50, "only {stated} stated");
    }

    #[test]
    fn a_pair_value_depending_on_a_key_is_found_with_its_function() {
        let cells: Vec<(u64, u64, u32)> =
            (0..12).flat_map(|a| (0..12).map(move |b| (a, b, (a ^ b) as u32))).collect();
        let f = pair_dependence(&cells, PairKey::Xor).expect("a xor b");
        assert!(f.iter().all(|&(k, v)| k == v as u64));
        assert_eq!(pair_dependence(&cells, PairKey::Sum), None);
        let cells: Vec<(u64, u64, u32)> =
            (0..12).flat_map(|a| (0..12).map(move |b| (a, b, (a.min(b) % 3) as u32))).collect();
        assert!(pair_dependence(&cells, PairKey::Min).is_some());
        assert_eq!(pair_dependence(&cells, PairKey::Xor), None);
        let cells: Vec<(u64, u64, u32)> =
            (0..12).flat_map(|a| (0..12).map(move |b| (a, b, ((a + b) / 2) as u32))).collect();
        assert!(pair_dependence(&cells, PairKey::Sum).is_some());
    }

    #[test]
    fn the_xor_rule_is_nim() {
        let heaps: Vec<(Vec<u64>, bool)> = (0..5)
            .flat_map(|a| (0..5).flat_map(move |b| (0..5).map(move |c| vec![a, b, c])))
            .map(|h| {
                let p = !nimkit::nim::first_player_wins(&h);
                (h, p)
            })
            .collect();
        assert!(xor_zero_rule(&heaps));
        let sums: Vec<(Vec<u64>, bool)> =
            heaps.iter().map(|(h, _)| (h.clone(), h.iter().sum::<u64>() % 2 == 0)).collect();
        assert!(!xor_zero_rule(&sums));
    }

    /// The guard: no family is reported on random tables of the same lengths as the games
    /// above (sequences of 60 to 300 values, grids of 12² to 50² pairs), whatever the seed.
    #[test]
    fn random_tables_show_no_pattern() {
        for seed in 0..40 {
            for alphabet in [2, 3, 5] {
                for len in [60, 100, 200, 300] {
                    let values = random_values(seed, len, alphabet);
                    assert_eq!(eventual_period(&values), None, "seed {seed} len {len}");
                    assert_eq!(arithmetic_period(&values), None, "seed {seed} len {len}");
                    assert_eq!(line_family(0, &p_of_line(&values)), None, "seed {seed} len {len}");
                }
                for side in [12u64, 20, 40, 50] {
                    let values = random_values(seed, (side * side) as usize, alphabet);
                    let cells: Vec<(u64, u64, u32)> = values
                        .iter()
                        .enumerate()
                        .map(|(i, &v)| (i as u64 / side, i as u64 % side, v))
                        .collect();
                    let p_cells: Vec<(u64, u64, bool)> =
                        cells.iter().map(|&(a, b, v)| (a, b, v == 0)).collect();
                    assert_eq!(pair_family(&p_cells), None, "seed {seed} side {side}");
                    for key in [PairKey::Xor, PairKey::Sum, PairKey::Min] {
                        assert_eq!(pair_dependence(&cells, key), None, "seed {seed} side {side} {key:?}");
                    }
                    let numbers: Vec<(Vec<u64>, bool)> =
                        p_cells.iter().map(|&(a, b, p)| (vec![a, b, a + b], p)).collect();
                    assert!(!xor_zero_rule(&numbers), "seed {seed} side {side}");
                }
            }
        }
    }

    #[test]
    fn wythoffs_pairs_shuffled_are_no_family() {
        // As sparse as Wythoff's P-positions, but placed at random.
        let side = 40u64;
        let flags: Vec<bool> =
            (0..side * side).map(|i| nimkit::wythoff::is_p_position(i / side, i % side)).collect();
        for seed in 0..100 {
            let mut shuffled = flags.clone();
            let mut random = Random(seed * 2 + 1);
            for i in (1..shuffled.len()).rev() {
                shuffled.swap(i, random.below(i as u64 + 1) as usize);
            }
            let cells: Vec<(u64, u64, bool)> =
                shuffled.iter().enumerate().map(|(i, &p)| (i as u64 / side, i as u64 % side, p)).collect();
            assert_eq!(pair_family(&cells), None, "seed {seed}");
        }
    }

    #[test]
    fn random_tables_with_the_games_own_distribution_show_no_period() {
        // Shuffling a game's own values keeps their distribution and destroys the law.
        let values = nimkit::subtraction::grundy_table(&[1, 3, 4], 300);
        for seed in 0..100 {
            let mut shuffled = values.clone();
            let mut random = Random(seed * 2 + 1);
            for i in (1..shuffled.len()).rev() {
                shuffled.swap(i, random.below(i as u64 + 1) as usize);
            }
            assert_eq!(eventual_period(&shuffled), None, "seed {seed}");
            assert_eq!(line_family(0, &p_of_line(&shuffled)), None, "seed {seed}");
        }
    }
}
