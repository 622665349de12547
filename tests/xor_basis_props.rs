//! XorBasis and PrefixXorBasis against subset enumeration on small random vectors.

use std::collections::BTreeSet;

use nimkit::xor_basis::{PrefixXorBasis, XorBasis};
use quickcheck::QuickCheck;

/// Spreads the 8 bits of a byte over far-apart positions, so the top bits of u64 are exercised
/// while a dozen values still have many linear dependencies.
fn spread(byte: u8) -> u64 {
    const POSITION: [u32; 8] = [0, 5, 17, 31, 40, 52, 62, 63];
    (0..8).filter(|i| byte >> i & 1 == 1).fold(0, |acc, i| acc | 1 << POSITION[i as usize])
}

fn values(raw: &[u8]) -> Vec<u64> {
    raw.iter().take(12).map(|&b| spread(b)).collect()
}

/// Every XOR of a subset of `xs`.
fn span(xs: &[u64]) -> BTreeSet<u64> {
    let mut all = BTreeSet::from([0]);
    for &x in xs {
        let shifted: Vec<u64> = all.iter().map(|&v| v ^ x).collect();
        all.extend(shifted);
    }
    all
}

fn basis_of(xs: &[u64]) -> XorBasis {
    let mut basis = XorBasis::new();
    for &x in xs {
        basis.insert(x);
    }
    basis
}

fn queries(raw: &[u8]) -> Vec<u64> {
    (0..=255u8).step_by(7).chain(raw.iter().copied()).map(spread).collect()
}

fn quickcheck(prop: fn(Vec<u8>, Vec<u8>) -> bool) {
    QuickCheck::new().tests(400).quickcheck(prop);
}

#[test]
fn rank_contains_and_insert_result() {
    fn prop(raw: Vec<u8>, _: Vec<u8>) -> bool {
        let xs = values(&raw);
        let mut basis = XorBasis::new();
        let mut seen = vec![];
        for &x in &xs {
            let grew = span(&seen).len() < span(&[seen.clone(), vec![x]].concat()).len();
            if basis.insert(x) != grew {
                return false;
            }
            seen.push(x);
        }
        let all = span(&xs);
        all.len() == 1 << basis.rank()
            && basis.inserted() == xs.len()
            && queries(&raw).iter().all(|&q| basis.contains(q) == all.contains(&q))
    }
    quickcheck(prop);
}

#[test]
fn max_xor_and_max_xor_with() {
    fn prop(raw: Vec<u8>, other: Vec<u8>) -> bool {
        let xs = values(&raw);
        let all = span(&xs);
        let basis = basis_of(&xs);
        basis.max_xor() == *all.iter().max().unwrap()
            && queries(&other)
                .iter()
                .all(|&q| basis.max_xor_with(q) == all.iter().map(|&v| v ^ q).max().unwrap())
    }
    quickcheck(prop);
}

#[test]
fn kth_smallest_walks_the_sorted_span() {
    fn prop(raw: Vec<u8>, _: Vec<u8>) -> bool {
        let xs = values(&raw);
        let sorted: Vec<u64> = span(&xs).into_iter().collect();
        let basis = basis_of(&xs);
        (0..sorted.len()).all(|k| basis.kth_smallest(k as u64) == Some(sorted[k]))
            && basis.kth_smallest(sorted.len() as u64).is_none()
            && basis.kth_smallest(u64::MAX).is_none()
    }
    quickcheck(prop);
}

#[test]
fn merge_spans_the_union() {
    fn prop(a: Vec<u8>, b: Vec<u8>) -> bool {
        let (xs, ys) = (values(&a), values(&b));
        let mut merged = basis_of(&xs);
        merged.merge(&basis_of(&ys));
        let union = span(&[xs.clone(), ys].concat());
        merged.rank() == union.len().trailing_zeros() as usize && union.iter().all(|&v| merged.contains(v))
    }
    quickcheck(prop);
}

#[test]
fn intersection_is_the_set_intersection_of_spans() {
    fn prop(a: Vec<u8>, b: Vec<u8>) -> bool {
        let (xs, ys) = (values(&a), values(&b));
        // Sharing a third of the values makes non-trivial intersections common.
        let ys: Vec<u64> = ys.iter().chain(xs.iter().step_by(3)).copied().collect();
        let both: BTreeSet<u64> = span(&xs).intersection(&span(&ys)).copied().collect();
        let meet = basis_of(&xs).intersection(&basis_of(&ys));
        span(&meet.basis()) == both && meet.rank() == meet.inserted()
    }
    quickcheck(prop);
}

#[test]
fn intersection_into_a_reused_output_equals_a_fresh_intersection() {
    // One output basis serves every query, as in a many-test-case solution.
    let mut out = XorBasis::new();
    fn prop_with(out: &mut XorBasis, a: &[u8], b: &[u8]) -> bool {
        let (xs, ys) = (values(a), values(b));
        let ys: Vec<u64> = ys.iter().chain(xs.iter().step_by(2)).copied().collect();
        let (left, right) = (basis_of(&xs), basis_of(&ys));
        left.intersection_into(&right, out);
        let both: BTreeSet<u64> = span(&xs).intersection(&span(&ys)).copied().collect();
        *out == left.intersection(&right) && span(&out.basis()) == both
    }
    let mut gen = quickcheck::Gen::new(40);
    for _ in 0..400 {
        let (a, b): (Vec<u8>, Vec<u8>) =
            (quickcheck::Arbitrary::arbitrary(&mut gen), quickcheck::Arbitrary::arbitrary(&mut gen));
        assert!(prop_with(&mut out, &a, &b), "intersection_into({a:?}, {b:?}) differs");
    }
}

#[test]
fn clear_then_reinsert_behaves_like_a_new_basis() {
    fn prop(a: Vec<u8>, b: Vec<u8>) -> bool {
        let mut reused = basis_of(&values(&a));
        reused.clear();
        let ys = values(&b);
        ys.iter().for_each(|&y| {
            reused.insert(y);
        });
        let fresh = basis_of(&ys);
        reused == fresh
            && reused.rows().collect::<Vec<_>>() == fresh.basis()
            && queries(&a).iter().all(|&q| reused.witness(q) == fresh.witness(q))
    }
    quickcheck(prop);
}

#[test]
fn witness_proves_membership() {
    fn prop(raw: Vec<u8>, other: Vec<u8>) -> bool {
        // Zeros and repeats are rejected inserts: they keep their index but never appear.
        let xs: Vec<u64> = values(&raw).into_iter().flat_map(|x| [x, 0, x]).take(12).collect();
        let basis = basis_of(&xs);
        let all = span(&xs);
        queries(&other).into_iter().chain(all.iter().copied()).all(|q| match basis.witness(q) {
            None => !all.contains(&q),
            Some(indices) => {
                indices.windows(2).all(|w| w[0] < w[1])
                    && indices.iter().all(|&i| i < xs.len() && xs[i] != 0)
                    && indices.iter().fold(0, |acc, &i| acc ^ xs[i]) == q
            }
        }) && basis.witness(0) == Some(vec![])
    }
    quickcheck(prop);
}

#[test]
fn prefix_basis_matches_brute_force_on_every_range() {
    fn prop(raw: Vec<u8>, small: Vec<u8>) -> bool {
        let xs = values(&raw);
        let narrow: Vec<u64> = small.iter().take(12).map(|&b| u64::from(b)).collect();
        let mut wide = PrefixXorBasis::new();
        xs.iter().for_each(|&x| wide.push(x));
        let mut eight = PrefixXorBasis::with_bits(8);
        narrow.iter().for_each(|&x| eight.push(x));
        for (seq, prefix) in [(&xs, &wide), (&narrow, &eight)] {
            assert_eq!(prefix.len(), seq.len());
            for l in 0..=seq.len() {
                for r in l..=seq.len() {
                    if prefix.max_xor(l, r) != *span(&seq[l..r]).iter().max().unwrap() {
                        return false;
                    }
                }
            }
        }
        true
    }
    quickcheck(prop);
}

#[test]
#[should_panic(expected = "PrefixXorBasis::max_xor: range 0..3 is not within 0..2")]
fn prefix_range_beyond_the_end_is_refused() {
    let mut prefix = PrefixXorBasis::new();
    prefix.push(5);
    prefix.push(6);
    prefix.max_xor(0, 3);
}

#[test]
#[should_panic(expected = "does not fit in 4 bits")]
fn prefix_value_too_wide_is_refused() {
    PrefixXorBasis::with_bits(4).push(16);
}

#[test]
fn foundations_10_1_span_has_two_to_the_rank_values() {
    // "After inserting all n values, |span| = 2^{rank}"; with 3 = 1 ^ 2 the rank stays 2.
    let basis = basis_of(&[1, 2, 3]);
    assert_eq!(basis.rank(), 2);
    assert_eq!((0..8).filter(|&x| basis.contains(x)).count(), 1 << basis.rank());
}
