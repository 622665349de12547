//! XOR (linear) basis over GF(2)^64: which values are XORs of some subset of the inserted ones,
//! the largest such XOR, the k-th smallest, span intersection, a subset that proves membership,
//! and the maximum XOR of a subset of any range l..r of a sequence ([`PrefixXorBasis`]); rank and
//! membership for vectors of any width ([`WideXorBasis`]).
//!
//! Rows are kept in reduced row-echelon form (each pivot bit appears in exactly one row), so
//! the span's values in increasing order are the XORs of rows chosen by the bits of k.
//!
//! # Complexity
//! [`XorBasis`]: O(r) per operation for values of r significant bits (only pivots in use are
//! visited), O(r²) for `intersection`; memory O(64), no allocation outside `basis`/`witness`.
//! [`PrefixXorBasis`]: O(bits) per `push` and `max_xor`; memory 12 · bits bytes per element.
//! [`WideXorBasis`]: O(rank · ⌈bits/64⌉) per `insert` and `contains`, any width.
//!
//! # Panics
//! [`PrefixXorBasis::max_xor`] on a range outside 0..len; `push` on a value wider than `bits`.
//!
//! # Example
//! ```
//! use nimkit::xor_basis::{PrefixXorBasis, XorBasis};
//! let mut basis = XorBasis::new();
//! for x in [0b110, 0b011, 0b101] {
//!     basis.insert(x); // the third is 0b110 ^ 0b011: rejected, but it still gets index 2
//! }
//! assert_eq!((basis.rank(), basis.max_xor()), (2, 0b110));
//! assert_eq!(basis.kth_smallest(1), Some(0b011)); // span = {0, 3, 5, 6}
//! assert_eq!(basis.witness(0b101), Some(vec![0, 1]));
//! let (mut other, mut meet) = (XorBasis::new(), XorBasis::new());
//! other.insert(0b101);
//! basis.intersection_into(&other, &mut meet); // reuses `meet`: no allocation per query
//! assert_eq!(meet.basis(), vec![0b101]);
//! basis.clear(); // reuse across test cases
//! assert_eq!((basis.rank(), basis.inserted(), basis.contains(0b110)), (0, 0, false));
//! let mut prefix = PrefixXorBasis::new();
//! for x in [1, 2, 4] {
//!     prefix.push(x);
//! }
//! assert_eq!(prefix.max_xor(1, 3), 6);
//! ```

/// A basis of the span of the inserted values, with proofs of membership.
///
/// Fixed-size and allocation-free: every method but [`XorBasis::basis`] and
/// [`XorBasis::witness`] (which return a `Vec`) works in place, and loops visit only the
/// pivot bits in use, so 30-bit values cost 30 steps, not 64.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XorBasis {
    /// `row[b]`: the basis vector whose highest bit is b, or 0.
    row: [u64; 64],
    /// `row[b]` is the XOR of `accepted_value[j]` over the bits j of `combo[b]`.
    combo: [u64; 64],
    /// Bit b set iff `row[b] != 0`.
    pivots: u64,
    /// Insert index and value of every insert that raised the rank, in order; zero past `rank`.
    accepted_index: [usize; 64],
    accepted_value: [u64; 64],
    inserts: usize,
}

impl Default for XorBasis {
    fn default() -> Self {
        Self::new()
    }
}

impl XorBasis {
    /// The highest set bit of a non-zero `x`.
    #[inline]
    fn top_bit(x: u64) -> usize {
        63 - x.leading_zeros() as usize
    }

    /// The basis of {0}.
    pub fn new() -> Self {
        XorBasis {
            row: [0; 64],
            combo: [0; 64],
            pivots: 0,
            accepted_index: [0; 64],
            accepted_value: [0; 64],
            inserts: 0,
        }
    }

    /// Back to the basis of {0} (insert indices restart at 0), in O(rank): for reuse across
    /// test cases without a new 2 KiB value each time.
    #[inline]
    pub fn clear(&mut self) {
        let mut rest = self.pivots;
        while rest != 0 {
            let b = rest.trailing_zeros() as usize;
            self.row[b] = 0;
            self.combo[b] = 0;
            rest &= rest - 1;
        }
        let rank = self.rank();
        self.accepted_index[..rank].fill(0);
        self.accepted_value[..rank].fill(0);
        self.pivots = 0;
        self.inserts = 0;
    }

    /// `x` reduced by the rows (zero iff `x` is in the span), and which accepted values were used.
    #[inline]
    fn reduce(&self, mut x: u64) -> (u64, u64) {
        // Reduced rows: XORing row[b] clears pivot b and touches no other pivot bit, so the
        // pivots set in `x` at the start are exactly the rows to use, in any order.
        let mut hit = x & self.pivots;
        let mut used = 0;
        while hit != 0 {
            let b = hit.trailing_zeros() as usize;
            x ^= self.row[b];
            used ^= self.combo[b];
            hit &= hit - 1;
        }
        (x, used)
    }

    /// Adds `x`; true iff the rank grew. Every call, accepted or not, takes the next index
    /// (0, 1, 2, ...) used by [`XorBasis::witness`]; rejected values never appear in a witness.
    #[inline]
    pub fn insert(&mut self, x: u64) -> bool {
        let index = self.inserts;
        self.inserts += 1;
        let (v, mut used) = self.reduce(x);
        if v == 0 {
            return false;
        }
        let rank = self.rank();
        used ^= 1 << rank;
        self.accepted_index[rank] = index;
        self.accepted_value[rank] = x;
        // `v` has no pivot bit of another row; clearing its top bit elsewhere keeps rows reduced.
        let top = Self::top_bit(v);
        let mut above = self.pivots & (u64::MAX << top);
        while above != 0 {
            let b = above.trailing_zeros() as usize;
            if self.row[b] >> top & 1 == 1 {
                self.row[b] ^= v;
                self.combo[b] ^= used;
            }
            above &= above - 1;
        }
        self.row[top] = v;
        self.combo[top] = used;
        self.pivots |= 1 << top;
        true
    }

    /// Whether `x` is the XOR of some subset of the inserted values (0 always is).
    #[inline]
    pub fn contains(&self, x: u64) -> bool {
        let mut hit = x & self.pivots;
        let mut rest = x;
        while hit != 0 {
            rest ^= self.row[hit.trailing_zeros() as usize];
            hit &= hit - 1;
        }
        rest == 0
    }

    /// Dimension of the span (it has 2^rank values).
    #[inline]
    pub fn rank(&self) -> usize {
        self.pivots.count_ones() as usize
    }

    /// Number of calls to `insert` so far (the index the next one gets).
    pub fn inserted(&self) -> usize {
        self.inserts
    }

    /// The reduced basis vectors, in increasing order.
    pub fn basis(&self) -> Vec<u64> {
        let mut rows = Vec::with_capacity(self.rank());
        rows.extend(self.rows());
        rows
    }

    /// The reduced basis vectors, in increasing order, without allocating.
    #[inline]
    pub fn rows(&self) -> impl Iterator<Item = u64> + '_ {
        let mut rest = self.pivots;
        std::iter::from_fn(move || {
            if rest == 0 {
                return None;
            }
            let b = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            Some(self.row[b])
        })
    }

    /// The largest value in the span.
    pub fn max_xor(&self) -> u64 {
        self.rows().fold(0, |acc, r| acc ^ r)
    }

    /// The largest `x ^ v` over `v` in the span.
    pub fn max_xor_with(&self, x: u64) -> u64 {
        // Each row flips only its own pivot among the pivot bits: set every pivot bit that is 0.
        let mut missing = !x & self.pivots;
        let mut acc = x;
        while missing != 0 {
            acc ^= self.row[missing.trailing_zeros() as usize];
            missing &= missing - 1;
        }
        acc
    }

    /// The k-th smallest distinct value of the span (k = 0 gives 0), or `None` if k ≥ 2^rank.
    pub fn kth_smallest(&self, k: u64) -> Option<u64> {
        if self.rank() < 64 && k >> self.rank() != 0 {
            return None;
        }
        Some(self.rows().enumerate().filter(|&(j, _)| k >> j & 1 == 1).fold(0, |acc, (_, r)| acc ^ r))
    }

    /// Inserts the values of `other` that raised its rank, in its order (each takes an index here).
    pub fn merge(&mut self, other: &XorBasis) {
        for &x in &other.accepted_value[..other.rank()] {
            self.insert(x);
        }
    }

    /// A basis of the intersection of the two spans (its own inserts, indices 0, 1, ...).
    pub fn intersection(&self, other: &XorBasis) -> XorBasis {
        let mut result = XorBasis::new();
        self.intersection_into(other, &mut result);
        result
    }

    /// Clears `out` and makes it a basis of the intersection of the two spans, as
    /// [`XorBasis::intersection`] does; no allocation, for many small queries.
    #[inline]
    pub fn intersection_into(&self, other: &XorBasis, out: &mut XorBasis) {
        out.clear();
        // Zassenhaus over GF(2): pairs (a, a) for a in self, then (b, 0) for b in other, are
        // eliminated on the first component; a pair that vanishes there carries y in both spans.
        // Self's rows are already reduced, so they enter as they are; only other's are reduced.
        let mut first = self.row;
        let mut second = self.row;
        let mut pivots = self.pivots;
        for b in other.rows() {
            let (mut x, mut y) = (b, 0);
            loop {
                let hit = x & pivots;
                if hit == 0 {
                    break;
                }
                let p = Self::top_bit(hit);
                x ^= first[p];
                y ^= second[p];
            }
            if x == 0 {
                out.insert(y);
            } else {
                let p = Self::top_bit(x);
                first[p] = x;
                second[p] = y;
                pivots |= 1 << p;
            }
        }
    }

    /// Indices of inserts (see [`XorBasis::insert`]) whose XOR is `x`, increasing; `Some(vec![])`
    /// for x = 0; `None` iff `x` is not in the span.
    pub fn witness(&self, x: u64) -> Option<Vec<usize>> {
        let (rest, used) = self.reduce(x);
        if rest != 0 {
            return None;
        }
        Some((0..self.rank()).filter(|&j| used >> j & 1 == 1).map(|j| self.accepted_index[j]).collect())
    }
}

/// Maximum subset XOR of `a[l..r]` for any range, over a sequence `a` built by `push`.
///
/// After each push it keeps a basis of the prefix in which every row is the one built from the
/// latest possible elements; the rows coming from positions ≥ l then span exactly `a[l..r]`.
#[derive(Clone, Debug)]
pub struct PrefixXorBasis {
    bits: usize,
    /// Snapshot after push i: `value[i * bits + b]` has highest bit b (or is 0) ...
    value: Vec<u64>,
    /// ... and is built from elements with index ≥ `position[i * bits + b]`.
    position: Vec<u32>,
    len: usize,
}

impl Default for PrefixXorBasis {
    fn default() -> Self {
        Self::new()
    }
}

impl PrefixXorBasis {
    /// For arbitrary u64 values.
    pub fn new() -> Self {
        Self::with_bits(64)
    }

    /// For values below 2^bits: memory is 12 · bits bytes per element.
    ///
    /// # Panics
    /// If `bits` is not in 1..=64.
    #[track_caller]
    pub fn with_bits(bits: usize) -> Self {
        assert!((1..=64).contains(&bits), "PrefixXorBasis::with_bits: bits must be in 1..=64, got {bits}");
        PrefixXorBasis { bits, value: Vec::new(), position: Vec::new(), len: 0 }
    }

    /// Number of elements pushed.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether nothing was pushed.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Appends `x` as element `len()`.
    ///
    /// # Panics
    /// If `x` has a bit at or above `bits`, or after 2^32 − 1 elements.
    #[track_caller]
    pub fn push(&mut self, x: u64) {
        let bits = self.bits;
        assert!(bits == 64 || x >> bits == 0, "PrefixXorBasis::push: {x} does not fit in {bits} bits");
        assert!(self.len < u32::MAX as usize, "PrefixXorBasis::push: more than 2^32 - 1 elements");
        let start = self.len * bits;
        if self.len == 0 {
            self.value.resize(bits, 0);
            self.position.resize(bits, 0);
        } else {
            self.value.extend_from_within(start - bits..start);
            self.position.extend_from_within(start - bits..start);
        }
        let (value, position) = (&mut self.value[start..], &mut self.position[start..]);
        let (mut x, mut at) = (x, self.len as u32);
        for b in (0..bits).rev() {
            if x >> b & 1 == 0 {
                continue;
            }
            if value[b] == 0 {
                value[b] = x;
                position[b] = at;
                break;
            }
            // Keep the later element in the row; the older one moves down.
            if position[b] < at {
                std::mem::swap(&mut value[b], &mut x);
                std::mem::swap(&mut position[b], &mut at);
            }
            x ^= value[b];
        }
        self.len += 1;
    }

    /// The largest XOR of a subset of the elements with index in l..r (0 for an empty range).
    ///
    /// # Panics
    /// If not l ≤ r ≤ len().
    #[track_caller]
    pub fn max_xor(&self, l: usize, r: usize) -> u64 {
        assert!(
            l <= r && r <= self.len,
            "PrefixXorBasis::max_xor: range {l}..{r} is not within 0..{}",
            self.len
        );
        if l == r {
            return 0;
        }
        let start = (r - 1) * self.bits;
        let (value, position) = (&self.value[start..], &self.position[start..]);
        (0..self.bits).rev().fold(0, |acc, b| {
            if position[b] as usize >= l && (acc ^ value[b]) > acc {
                acc ^ value[b]
            } else {
                acc
            }
        })
    }
}

/// A linear basis over GF(2)^bits for vectors of any width (e.g. 4096-bit matrix rows).
///
/// A vector is a slice of ⌈bits/64⌉ words; bit i is bit i % 64 of word i / 64. Rows are kept
/// in echelon form (one row per pivot, its highest bit); a reduction only touches the words
/// at or below the current highest bit, so inserting n vectors costs O(n · rank · bits / 64).
///
/// # Panics
/// `insert` and `contains` on a slice of the wrong length or with a bit at or above `bits`.
///
/// # Complexity
/// O(rank · ⌈bits/64⌉) per `insert` or `contains`; memory O(rank · ⌈bits/64⌉) words.
///
/// # Example
/// ```
/// use nimkit::xor_basis::WideXorBasis;
/// let mut basis = WideXorBasis::new(100); // two words per vector
/// assert!(basis.insert(&[1, 1 << 35])); // bits 0 and 99
/// assert!(basis.insert(&[1, 0]));
/// assert!(basis.contains(&[0, 1 << 35]) && !basis.contains(&[2, 0]));
/// assert!(!basis.insert(&[0, 0]));
/// assert_eq!(basis.rank(), 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WideXorBasis {
    bits: usize,
    words: usize,
    /// The rows one after the other, `words` words each.
    rows: Vec<u64>,
    /// `pivot_row[b]`: the index of the row whose highest bit is b, or `u32::MAX`.
    pivot_row: Vec<u32>,
}

impl WideXorBasis {
    /// The basis of {0} in GF(2)^bits.
    pub fn new(bits: usize) -> Self {
        let words = (bits + 63) / 64;
        WideXorBasis { bits, words, rows: Vec::new(), pivot_row: vec![u32::MAX; bits] }
    }

    /// Reduces `v` in place; `Some(b)` is the highest bit left (v is independent), `None` if
    /// v became 0 (v was in the span).
    #[track_caller]
    fn reduce(&self, v: &mut [u64]) -> Option<usize> {
        assert!(
            v.len() == self.words,
            "WideXorBasis: a vector of {} bits needs {} words, got {}",
            self.bits,
            self.words,
            v.len()
        );
        assert!(
            self.bits % 64 == 0 || v.last().map_or(true, |&w| w >> (self.bits % 64) == 0),
            "WideXorBasis: a vector has a bit at or above bits = {}",
            self.bits
        );
        for w in (0..self.words).rev() {
            while v[w] != 0 {
                let b = w * 64 + 63 - v[w].leading_zeros() as usize;
                let r = self.pivot_row[b];
                if r == u32::MAX {
                    return Some(b);
                }
                // The row's highest bit is b, so its words above w are zero.
                let row = &self.rows[r as usize * self.words..][..=w];
                v[..=w].iter_mut().zip(row).for_each(|(x, y)| *x ^= y);
            }
        }
        None
    }

    /// Adds `v`; true iff it was independent of the vectors inserted before (the rank grew).
    ///
    /// # Panics
    /// If `v` does not have ⌈bits/64⌉ words or has a bit at or above `bits`.
    #[track_caller]
    pub fn insert(&mut self, v: &[u64]) -> bool {
        let mut v = v.to_vec();
        match self.reduce(&mut v) {
            Some(b) => {
                self.pivot_row[b] = (self.rows.len() / self.words.max(1)) as u32;
                self.rows.extend_from_slice(&v);
                true
            }
            None => false,
        }
    }

    /// Whether `v` is the XOR of some subset of the inserted vectors (0 always is).
    ///
    /// # Panics
    /// As [`WideXorBasis::insert`].
    #[track_caller]
    pub fn contains(&self, v: &[u64]) -> bool {
        self.reduce(&mut v.to_vec()).is_none()
    }

    /// The dimension of the span.
    pub fn rank(&self) -> usize {
        self.rows.len() / self.words.max(1)
    }

    /// The width in bits given to [`WideXorBasis::new`].
    pub fn bits(&self) -> usize {
        self.bits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejected_inserts_take_an_index() {
        let mut basis = XorBasis::new();
        assert!(basis.insert(3));
        assert!(!basis.insert(3));
        assert!(!basis.insert(0));
        assert!(basis.insert(4));
        assert_eq!(basis.inserted(), 4);
        assert_eq!(basis.witness(7), Some(vec![0, 3]));
        assert_eq!(basis.witness(0), Some(vec![]));
        assert_eq!(basis.witness(1), None);
    }

    #[test]
    fn full_rank_kth_smallest_is_identity() {
        let mut basis = XorBasis::new();
        for b in 0..64 {
            basis.insert(u64::MAX >> b);
        }
        assert_eq!(basis.rank(), 64);
        for k in [0, 1, 12345, u64::MAX] {
            assert_eq!(basis.kth_smallest(k), Some(k));
        }
        assert_eq!(basis.max_xor(), u64::MAX);
    }

    #[test]
    fn intersection_of_coordinate_planes() {
        let (mut a, mut b) = (XorBasis::new(), XorBasis::new());
        for (x, y) in [(1, 2), (2, 4)] {
            a.insert(x);
            b.insert(y);
        }
        assert_eq!(a.intersection(&b).basis(), vec![2]);
    }

    #[test]
    fn cleared_basis_equals_a_new_one_and_is_reusable() {
        let mut basis = XorBasis::new();
        for x in [7, 5, 7, 1 << 63, 12] {
            basis.insert(x);
        }
        basis.clear();
        assert_eq!(basis, XorBasis::new());
        assert!(basis.insert(6));
        assert_eq!((basis.witness(6), basis.basis()), (Some(vec![0]), vec![6]));
    }

    #[test]
    fn intersection_into_overwrites_a_used_output() {
        let (mut a, mut b, mut out) = (XorBasis::new(), XorBasis::new(), XorBasis::new());
        out.insert(1 << 40);
        for (x, y) in [(0b0011, 0b0110), (0b0101, 0b1000)] {
            a.insert(x);
            b.insert(y);
        }
        a.intersection_into(&b, &mut out);
        // span(a) = {0, 3, 5, 6}, span(b) = {0, 6, 8, 14}: they share 6 only.
        assert_eq!((out.basis(), out.inserted()), (vec![6], 1));
    }

    #[test]
    #[should_panic(expected = "range 2..1")]
    fn reversed_range_is_refused() {
        let mut prefix = PrefixXorBasis::new();
        prefix.push(1);
        prefix.push(2);
        prefix.max_xor(2, 1);
    }

    #[test]
    fn wide_basis_crosses_word_boundaries() {
        let mut basis = WideXorBasis::new(130);
        assert!(basis.insert(&[0, 1 << 63, 1])); // bits 127 and 128
        assert!(basis.insert(&[0, 1 << 63, 0]));
        assert!(basis.contains(&[0, 0, 1]) && !basis.contains(&[0, 1, 0]));
        assert!(!basis.insert(&[0, 0, 1]));
        assert_eq!(basis.rank(), 2);
        let empty = WideXorBasis::new(0);
        assert!(empty.contains(&[]) && empty.rank() == 0);
    }

    #[test]
    #[should_panic(expected = "a bit at or above bits = 70")]
    fn wide_basis_refuses_bits_beyond_the_width() {
        WideXorBasis::new(70).insert(&[0, 1 << 6]);
    }
}
