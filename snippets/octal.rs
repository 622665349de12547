//! Octal games (take-and-break: Kayles, Dawson's Kayles, ...) and Grundy's game: nim-sequences by
//! the sparse-space method, periods certified by the Guy–Smith theorem, g(n) for any u64 n.
//!
//! A code `d0.d1d2…dt` says what a move may do to one heap: taking k tokens is allowed leaving no
//! heap if bit 1 of dk is set, one non-empty heap if bit 2 is, two non-empty heaps if bit 4 is.
//! Only d0 ∈ {0, 4} makes sense (4: split a heap in two without taking anything); "0.77" is
//! Kayles, "0.07" Dawson's Kayles, "0.137" Dawson's chess. Grundy's game (split a heap into two
//! unequal heaps) has its own constructor; no periodicity theorem covers it, so none is claimed.
//!
//! Guy–Smith: if g(n + p) = g(n) for n0 ≤ n < 2·n0 + p + t (t the largest take) then for all
//! n ≥ n0. [`OctalGame::periodicity`] returns the minimal (preperiod, period) so certified.
//!
//! Sparse space (Berlekamp): fix a mask m; call v *rare* if v & m has an even number of ones,
//! *common* otherwise. common ⊕ common and rare ⊕ rare are rare; only rare ⊕ common is common.
//! When few heaps have rare values, the common values reachable by splitting are found by
//! pairing the rare heaps only. Each rare value below the least missing common one must still be
//! shown present: the splits are scanned, sampling the whole range first, until every such value
//! is (for Grundy's game about 1500 splits on average, whatever n), else to the end. The result
//! is always the exact mex: a bad mask only costs time. The mask (with the fewest rare heaps) is
//! re-chosen each time the table doubles.
//!
//! While every value is below 512 the engine decides 64 heaps at a time, on a byte copy of g
//! below 256 and on a u16 copy after: a split with a rare part of at least 64 tokens has its
//! other part before the block, so for each such rare heap the other parts of all 64 heaps are
//! 64 consecutive cells, XORed with the rare value and stored in the heaps' rows of option
//! marks (one byte store per heap and rare heap). The copies hold *slots*, not values: commons
//! first, then rares, each in order, the mask's lowest bit dropped (see `Slots`), so the common
//! values below 128 of a heap's row fill one cache line. Two stores in a row to one line retire
//! together (measured here: 0.17 ns a store, against 0.34 to alternating lines), so the far
//! windows are XORed eight rare heaps at a time into a buffer and each heap's eight marks are
//! stored in a row: most pairs share a line. The scan reads the larger parts from a reversed
//! copy, so a run of 64 splits is two vectors of consecutive cells; while many targets are left
//! its values are marked (bytes from u64 words; the rare values below 128 share a line too) and
//! the targets, a 256-bit (512-bit) set, are checked branch-free every eighth run; the last few
//! (at most 9) are compared with whole runs at once, two runs a step (one branch on the hits per
//! 128 splits: 4–6 % faster on the whole run than one run a step in two 25-round ABBA A/Bs, four
//! a step 5 % slower than two). From 512 on, the general engine marks heap by heap, on u16 then
//! u32.
//!
//! Grundy's game, mask …11110: 1273 heaps below 10^6 have a rare value, the last 82 860, and still
//! 1273 below 10^7; its values stay below 256 up to heap 7 250 048 (the first 256 is at 7 250 049;
//! from there the blocks go on, on u16: the largest value below 10^8 is 280). Past heap 2·10^5
//! every value is common. Per heap up to 10^6 (averages): the least missing common value is 64.5,
//! which leaves 32 rare targets; they take 5.6 marked runs and 18 compared ones (about 1500
//! splits), and the last found are mostly 10–13, 24, 25, 30, 31, values a split gives about once in
//! a thousand (a random order of splits would still need about 1200: the order is not the lever).
//! Every rare heap's mark is needed: in 59 % of heaps some common value below the mex has exactly
//! one. Where the time goes (CPU samples, 10^6 values): far marks 45 % (the store loop, about 0.29
//! ns a mark against 0.39 before the slots), compared runs 15 %, marked runs 14 %, the run loop 14
//! %, the rest of the heap-by-heap pass (near parts, least missing common value, targets) 8 % (its
//! marks from the 27 rare heaps below 64 go through keys and offsets set once a block: about 2 % of
//! the whole run in two ABBA A/Bs, 21 and 31 rounds); before the slots, far marks 45 % and the
//! scans 44 % (compared runs 15 %, marked runs 9 %, the run loop 18 %). Tried and measured, no
//! gain: marking only 40–60 % of the rare heaps and checking the rest against each lane's first 4–8
//! unmarked common values by vector compares (at 60 %, 2 % of heaps fall back to full marks;
//! finding the candidates and comparing cost what the stores saved); caching each target's
//! witnesses (a split found at heap n − 3 still works at n one time in four, since g(n) = g(n − 3)
//! for 29 % of heaps past 5·10^5) leaves 8 of 39 targets to scan and cuts the splits scanned by 16
//! % only; built in the engine for the last target only (its split kept per m mod 3, tried on the ≤
//! 9 left at the compares' start: (b, m − b) and (b + m − m', m' − b)), 15 % of the tries held and
//! 3 % of heaps skipped the compares, and the whole run was 10 % slower (15-round ABBA: medians
//! 0.699 → 0.768 s). No residue of the smaller part (mod 2, 3, 4, 6, 9) holds more of a target's
//! witnesses than its share: the scan is a search at uniform density. While values kept their own
//! places in a row (a heap's options spread over four lines), the far marks ran at one store a
//! cycle in every form tried: XORing each window into a buffer and storing from its bytes (11 %
//! fewer instructions), interleaving two rare heaps' stores, 64-byte lanes. The slots put a row's
//! frequent values on one line, and only with them does the buffer pay (far step alone, real table,
//! blocks from heap 2·10^5: 0.72–0.86 of its time, four windows at a time; eight gained 2–8 % more
//! on the whole run, sixteen nothing; ordering the windows by their value's quarter lost 4 %;
//! marking the scan's runs through a buffer too lost 7 %). Also measured, no gain: seeking the last
//! 9 targets by value (for v, the heaps holding v, testing the partner v ⊕ t: 2000 tests where the
//! scan needs 1270 splits); moving a hard target's witness from heap n − 3d (g(x + 3) = g(x) for 29
//! % of x, never g(x + 1) or g(x + 2)): 61 % carry over, but the rest still need 84 % of the
//! splits. Only one mask is sparse: the next best leaves 165 431 rare heaps below 10^6. Nor bit
//! sets (a bit per heap and value, a 64-heap word ORed per rare heap or split): 920 word pairs a
//! heap for the far marks (a block's 64 heaps have 25 distinct least missing values), 1030–1220 for
//! the scan; built for blocks of 512 heaps (a bit set of positions per value, the rare heaps
//! grouped by residue mod 8 so that no shift is needed), the far step took 745 ms against 395: 173
//! loads of 72 bytes a heap from a 1.1 MB working set, and a block needs every common value up to
//! its largest mex (80 of 128). Nor seeking a hard target t among the heaps of the value w whose
//! partner w ⊕ t is likeliest: for one heap the best w is 10–40× as dense as an average split, but
//! it changes from heap to heap, and learned per (t, n mod 3, w) it took 1625 checks a heap where
//! the scan compares 1197 splits. Nor marking the next block's far windows between this block's
//! scan runs (a second table), nor comparing the rare heaps left unmarked with one candidate a
//! heap, moving on at each hit (45 % marked, ranked by how often each was a value's only witness:
//! the rest are compared 2.7 times a block, as costly as the stores saved). The hardest target of a
//! heap has a median of 619 witnesses among 2.5·10^5 splits (1 % of heaps: 56), 2.3× as dense for
//! smaller parts below 33 000: the upward runs already use that. Nor a tight loop over runs per
//! count of targets (the run loop's bookkeeping is not what costs), nor comparing from 12 targets
//! left instead of 9. Nor putting every far mark on one line (slot min 63, even before the fix-up
//! that the 16 % of heaps whose common mex passes 125 would need): the far step alone (real
//! table, heaps 2·10^5 to 10^6, 7-round ABBA) took 0.292 s against 0.290 s, and all of a heap's
//! marks to eight bytes of one line 0.277 s against 0.289 s: with the slots the step is bound by
//! its load and store a mark, no longer by lines. Nor a 64-bit set a heap ORed from a table of
//! masks (two loads a mark, no store; slots clamped to 63): 0.337 s against 0.294 s (same harness,
//! 21 rounds). Nor compiling with `-C target-cpu=native` (AVX-512 here): 10^6 values alternated six
//! times with the plain build, 0.74–0.83 s against 0.70–0.90 s. Nor, simulated on 400 heaps from
//! 8·10^5, the last target sought among the heaps of the eight values w whose partner w ⊕ t is
//! commonest, four checks each in turn: 64 checks a heap on average (median 17, 1 % past 900; at
//! 27 % of these heaps the best w alone has no witness) where the compares it would save are about
//! 650 splits at 0.1 ns: even at best. Nor marking the scan's first runs after the one at 1 for the
//! whole block, as far windows (1, 2, 3 or 6 runs; 5-round ABBA: the same to 10 % slower).
//! Nor, for the far step alone (real table, heaps 2·10^5 to 10^6, 5 rounds), the windows read as u64
//! words, XORed and stored byte by byte to eight heaps' rows without a buffer (0.29–0.31 s against
//! 0.28–0.31 s), or eight windows transposed as 8×8 byte blocks in u64 words so that each heap's
//! marks come in a row (0.58–0.63 s): 10^9 byte stores at about 0.29 ns is the step's floor.
//!
//! # Complexity
//! [`OctalGame::values`]: O(len · (t + R·s)) plus the early-stopping scans, R the heaps with a rare
//! value, s the split rules; quadratic in the worst case (no sparse space). It certifies at 256,
//! 512, … values and fills the rest from the first certified period: O(len) for Kayles. Grundy's
//! game (R = 1273): 10^6 values in 0.74–1.1 s (0.9–1.15 s before the slots), 10^7 in 9–10 s
//! (about 16 s before), 10^8 in 103 s (160–206 s before the slots; CPU time, rustc -O, this
//! project's 2-core machine, whose speed drifts by half; before the u16 blocks, with the general
//! engine past heap 7 250 048, 10^7 took 23–24 s and 10^8 404–484 s). Officers, 0.6 (R = 1584,
//! values up to 302: u16 blocks from heap 10 344 on), 10^6 values in 1.3–2.0 s (2.63 → 2.37 s with
//! the slots, alternated in one process).
//! Memory is linear: 6 bytes a value while the values are bytes (the u32 table, the byte copy and
//! its reversal: 61–64 MB peak for 10^7), 8 after (the u16 copy and its reversal: 786 MB for 10^8,
//! against 591 MB for the general engine's u16 copy alone). Every value depends on all smaller ones
//! (the scan samples the whole range), so the table cannot be streamed away: the values themselves
//! could be written out as they come, a copy of all of them must stay.
//! [`OctalGame::values_naive`]: Θ(len² · s). [`OctalGame::periodicity`]: values up to the limit
//! (doubling from 256, so Kayles settles at 256 values), O(len) certification; a game with no
//! period and no sparse space can cost seconds at the default limit: lower it with
//! [`OctalGame::with_limit`]. [`OctalGame::misere_values`]: exponential (every multiset of heaps
//! reachable), for small len only.
//!
//! # Panics
//! [`OctalGame::new`] on an invalid code (the message names the problem; [`OctalGame::parse`]
//! returns it instead). [`OctalGame::grundy`] for n beyond the table when no period is certified.
//!
//! # Example
//! ```
//! use nimkit::octal::OctalGame;
//! use nimkit::subtraction::Periodicity;
//! let kayles = OctalGame::new("0.77");
//! assert_eq!(kayles.values(8), vec![0, 1, 2, 3, 1, 4, 3, 2]);
//! assert_eq!(kayles.periodicity(), Some(Periodicity { preperiod: 71, period: 12 }));
//! assert_eq!(kayles.grundy(1_000_000_000_000_000_000), 1); // 10^18 ≡ 4 (mod 12)
//! assert_eq!(OctalGame::grundys_game().values(8), vec![0, 0, 0, 1, 0, 2, 1, 0]);
//! ```

use super::grundy::MexScratch;
use super::subtraction::Periodicity;
use std::cell::OnceCell;
use std::collections::HashMap;
use std::ops::BitXor;

/// Values computed by [`OctalGame::periodicity`] unless [`OctalGame::with_limit`] says otherwise.
pub const DEFAULT_LIMIT: usize = 1 << 17;

/// The rules of one heap game, with its nim-sequence computed on first need.
#[derive(Clone, Debug)]
pub struct OctalGame {
    code: String,
    /// digits[k]: bit 1 = take k leaving nothing, 2 = one heap, 4 = two heaps.
    digits: Vec<u8>,
    /// Grundy's game: the two heaps of a split must differ.
    unequal: bool,
    limit: usize,
    solved: OnceCell<(Vec<u32>, Option<Periodicity>)>,
}

impl OctalGame {
    /// The game with octal code `code`, such as "0.77" or ".137" (the leading 0 may be omitted).
    ///
    /// # Panics
    /// If the code is invalid; the message names the problem.
    pub fn new(code: &str) -> Self {
        Self::parse(code).unwrap_or_else(|e| panic!("OctalGame::new: {e}"))
    }

    /// Like [`OctalGame::new`], returning the problem with an invalid code as an error.
    pub fn parse(code: &str) -> Result<Self, String> {
        let trimmed = code.trim();
        let (before, after) = trimmed
            .split_once('.')
            .ok_or_else(|| format!("octal code {code:?} has no point (write it like 0.77)"))?;
        let d0 = match before {
            "" | "0" => 0,
            "4" => 4,
            _ => return Err(format!("octal code {code:?}: the digit before the point must be 0 or 4 (taking nothing may only split a heap), not {before:?}")),
        };
        let mut digits = vec![d0];
        for (i, c) in after.chars().enumerate() {
            match c.to_digit(8) {
                Some(d) => digits.push(d as u8),
                None => {
                    return Err(format!(
                        "octal code {code:?}: digit {} after the point is {c:?}, not an octal digit 0..7",
                        i + 1
                    ))
                }
            }
        }
        while digits.len() > 1 && digits[digits.len() - 1] == 0 {
            digits.pop();
        }
        Ok(OctalGame {
            code: trimmed.to_string(),
            digits,
            unequal: false,
            limit: DEFAULT_LIMIT,
            solved: OnceCell::new(),
        })
    }

    /// Grundy's game: split one heap into two non-empty heaps of different sizes.
    pub fn grundys_game() -> Self {
        OctalGame {
            code: "Grundy's game".to_string(),
            digits: vec![4],
            unequal: true,
            limit: DEFAULT_LIMIT,
            solved: OnceCell::new(),
        }
    }

    /// The same game, with [`OctalGame::periodicity`] computing at most `limit` values.
    ///
    /// # Panics
    /// If `limit` is 0.
    pub fn with_limit(self, limit: usize) -> Self {
        assert!(limit >= 1, "OctalGame::with_limit: the limit must be at least 1 value");
        OctalGame { limit, solved: OnceCell::new(), ..self }
    }

    /// The code as given (trimmed), or "Grundy's game".
    pub fn code(&self) -> &str {
        &self.code
    }

    /// The largest take t of the Guy–Smith theorem, or `None` when the theorem does not apply
    /// (Grundy's game).
    pub fn largest_take(&self) -> Option<usize> {
        if self.unequal {
            None
        } else {
            Some(self.digits.len() - 1)
        }
    }

    /// Every option of a heap of size `n`, as the two heaps left (0 = no heap), in rule order.
    pub fn options(&self, n: usize) -> Vec<[usize; 2]> {
        let mut out = Vec::new();
        for (k, &d) in self.digits.iter().enumerate() {
            if d & 1 != 0 && n == k {
                out.push([0, 0]);
            }
            if d & 2 != 0 && n > k && k > 0 {
                out.push([n - k, 0]);
            }
            if d & 4 != 0 && n >= k + 2 {
                let m = n - k;
                out.extend((1..=m / 2).filter(|&a| !(self.unequal && 2 * a == m)).map(|a| [a, m - a]));
            }
        }
        out
    }

    /// g(0..len) by the sparse-space method (exact; see the module header); past a period
    /// certified on the way, by the period, so a periodic game costs O(len) once proven.
    pub fn values(&self, len: usize) -> Vec<u32> {
        let (mut values, periodicity) = self.computed(len);
        if let Some(Periodicity { preperiod, period }) = periodicity {
            for n in values.len()..len {
                values.push(values[preperiod + (n - preperiod) % period]);
            }
        }
        values
    }

    /// g(0..m) for some m ≤ len, and the periodicity certified by them: values are computed to
    /// 256, 512, ... (at most len) and certified at each length, stopping at the first period.
    fn computed(&self, len: usize) -> (Vec<u32>, Option<Periodicity>) {
        let mut engine = Sparse::new(self);
        if self.unequal {
            engine.extend(len);
            return (engine.g, None);
        }
        let mut step = 256.min(len);
        loop {
            engine.extend(step);
            if let Some(p) = self.certify(&engine.g) {
                return (engine.g, Some(p));
            }
            if step == len {
                return (engine.g, None);
            }
            step = (2 * step).min(len);
        }
    }

    /// g(0..len) by the plain mex over every option: the quadratic reference.
    pub fn values_naive(&self, len: usize) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::with_capacity(len);
        let mut scratch = MexScratch::new(16);
        for n in 0..len {
            let options = self.options(n);
            scratch.reserve(options.len());
            let value = scratch.mex(options.iter().map(|&[a, b]| g[a] ^ g[b]));
            g.push(value);
        }
        g
    }

    /// The minimal periodicity that `values` (= g(0..len)) certifies by the Guy–Smith theorem,
    /// or `None` (also always for Grundy's game, which no theorem covers).
    pub fn certify(&self, values: &[u32]) -> Option<Periodicity> {
        let t = self.largest_take()?;
        let len = values.len();
        // agree[p] = longest common suffix of values[..len] and values[..len - p].
        let reversed: Vec<u32> = values.iter().rev().copied().collect();
        let agree = z_function(&reversed);
        (1..len).find_map(|period| {
            let preperiod = len - period - agree[period];
            // Heaps split off must stay non-empty when shifted by the period, hence n0 ≥ 1;
            // g(0) = g(period) is then part of the agreement when preperiod is 0.
            let n0 = preperiod.max(1);
            (2 * n0 + 2 * period + t <= len).then_some(Periodicity { preperiod, period })
        })
    }

    /// The certified (minimal) periodicity, searching up to the limit ([`DEFAULT_LIMIT`] unless
    /// [`OctalGame::with_limit`]); `None` if none is certified there, and always for Grundy's game.
    pub fn periodicity(&self) -> Option<Periodicity> {
        self.solve().1
    }

    /// g(n) if known: from the table, or through the certified period.
    pub fn try_grundy(&self, n: u64) -> Option<u32> {
        let (table, periodicity) = self.solve();
        if n < table.len() as u64 {
            return Some(table[n as usize]);
        }
        let Periodicity { preperiod, period } = (*periodicity)?;
        let offset = (n - preperiod as u64) % period as u64;
        Some(table[preperiod + offset as usize])
    }

    /// g(n), for any n once a period is certified.
    ///
    /// # Panics
    /// If no period is certified within the limit and n is beyond the computed values.
    pub fn grundy(&self, n: u64) -> u32 {
        self.try_grundy(n).unwrap_or_else(|| {
            panic!(
                "OctalGame::grundy: no period of {} is certified within {} values, so g({n}) is unknown; raise with_limit",
                self.code, self.limit
            )
        })
    }

    fn solve(&self) -> &(Vec<u32>, Option<Periodicity>) {
        self.solved.get_or_init(|| self.computed(self.limit))
    }

    /// Misère Grundy value of a single heap of each size 0..len: a position with no move has
    /// value 1, any other the mex of its options' values (Conway's genus exponent γ0). A position
    /// is a misère P-position iff its value is 0. Options with two heaps are positions of their
    /// own (misère values do not add by XOR), so this searches every reachable multiset of heaps.
    pub fn misere_values(&self, len: usize) -> Vec<u32> {
        let mut memo: HashMap<Vec<usize>, u32> = HashMap::new();
        (0..len).map(|n| self.misere_value(self.canonical(vec![n]), &mut memo)).collect()
    }

    /// Sorted, without heaps that have no move (they are the empty game).
    fn canonical(&self, mut heaps: Vec<usize>) -> Vec<usize> {
        heaps.retain(|&h| !self.options(h).is_empty());
        heaps.sort_unstable();
        heaps
    }

    fn misere_successors(&self, heaps: &[usize]) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            if i > 0 && heaps[i - 1] == h {
                continue;
            }
            for [a, b] in self.options(h) {
                let mut next: Vec<usize> = heaps.to_vec();
                next.remove(i);
                next.extend([a, b].into_iter().filter(|&x| x > 0));
                out.push(self.canonical(next));
            }
        }
        out
    }

    /// Iterative memoized search (a position's frame is revisited once its successors are known).
    fn misere_value(&self, start: Vec<usize>, memo: &mut HashMap<Vec<usize>, u32>) -> u32 {
        let mut stack = vec![(start.clone(), false)];
        while let Some((state, expanded)) = stack.pop() {
            if memo.contains_key(&state) {
                continue;
            }
            let successors = self.misere_successors(&state);
            if expanded {
                let value = if successors.is_empty() {
                    1
                } else {
                    super::grundy::mex(successors.iter().map(|s| memo[s]))
                };
                memo.insert(state, value);
            } else {
                let pending: Vec<Vec<usize>> =
                    successors.into_iter().filter(|s| !memo.contains_key(s)).collect();
                stack.push((state, true));
                stack.extend(pending.into_iter().map(|s| (s, false)));
            }
        }
        memo[&start]
    }
}

/// z[i] = length of the longest common prefix of s and s[i..].
fn z_function(s: &[u32]) -> Vec<usize> {
    let n = s.len();
    let mut z = vec![0; n];
    if n > 0 {
        z[0] = n;
    }
    let (mut left, mut right) = (0, 0);
    for i in 1..n {
        let mut k = if i < right { z[i - left].min(right - i) } else { 0 };
        while i + k < n && s[k] == s[i + k] {
            k += 1;
        }
        z[i] = k;
        if i + k > right {
            left = i;
            right = i + k;
        }
    }
    z
}

/// For one split take k of a block: (k, the far rare heaps as a range of indices into `rare`,
/// the middle ones excluded from it, left to the heap-by-heap pass).
type FarRange = (usize, (usize, usize), (usize, usize));

/// The moves of a heap game as the block engine needs them, with the heaps of rare value.
struct Rules<'r> {
    digits: &'r [u8],
    splits: &'r [usize],
    unequal: bool,
    rare: &'r [(u32, u32)],
}

/// Copies of g for the scans, as narrow as the values allow: the block engine's tables on bytes
/// while every value is below 256, then on u16 while below 512; then the general engine's.
enum Tables {
    Bytes(Box<Blocks<u8, 256, 4>>),
    Shorts(Box<Blocks<u16, 512, 8>>),
    /// The general engine on u16 (half the cache lines of u32) while the values fit.
    Narrow(Vec<u16>),
    /// The general engine on g itself.
    Wide,
}

impl Tables {
    /// The block engine's tables; `None` once the general engine runs.
    fn blocks(&mut self) -> Option<&mut dyn BlockTables> {
        match self {
            Tables::Bytes(blocks) => Some(&mut **blocks),
            Tables::Shorts(blocks) => Some(&mut **blocks),
            Tables::Narrow(_) | Tables::Wide => None,
        }
    }
}

/// The sparse-space engine: g so far, plus the heaps whose value is rare under `mask`.
struct Sparse<'a> {
    game: &'a OctalGame,
    g: Vec<u32>,
    tables: Tables,
    /// General engine: `seen[v] == stamp` iff v is an option value of the heap being computed.
    /// Its length is a power of two above every value so far (XORs of values below it stay
    /// below it). Stamps, not a bitset: plain stores, nothing cleared per heap.
    seen: Vec<u32>,
    stamp: u32,
    /// The rare values below the least missing common one still to be shown present.
    targets: Vec<u32>,
    /// `rare_value[v]` = is_rare(v, mask) for v below seen.len() (a table: no popcount per value).
    rare_value: Vec<bool>,
    mask: u32,
    /// The heaps with a rare value, in order, each with its value.
    rare: Vec<(u32, u32)>,
    next_mask_check: usize,
    splits: Vec<usize>,
}

/// The general scan takes smaller parts in blocks of `BLOCK` consecutive heaps, `STRIDE` apart,
/// and checks whether every target is present each `CHECK_EVERY` blocks.
const BLOCK: usize = 16;
const STRIDE: usize = 1024;
const CHECK_EVERY: usize = 4;

/// Heaps decided together by the block engine: their far options (a rare part of at least
/// `LANES` tokens) are all known before the first of them is decided.
const LANES: usize = 64;
/// The block engine's scan: runs of `RUN` splits, `RUN_STRIDE` apart (see [`scan_cells`]).
const RUN: usize = 64;
const RUN_STRIDE: usize = 2048;
/// With at most this many targets left, the scan compares each run with each target (a few
/// vector operations per run) instead of marking its 64 values one by one.
const COMPARE_TARGETS: usize = 9;
/// While runs are marked, the targets are checked against the marks every this many runs (8 was
/// 2–4 % faster than 4 on Grundy's game in 31-round A/Bs, 2 and 16 slower than 4).
const CHECK_RUNS: usize = 8;

fn is_rare(v: u32, mask: u32) -> bool {
    (v & mask).count_ones() % 2 == 0
}

/// [`Sparse::scan_splits`] over g stored as u8, u16 (fewer cache lines, while every value fits)
/// or u32; `rules` = (split takes, unequal parts only, heap).
fn scan_table<T: Copy + Into<u32>>(
    g: &[T],
    (splits, unequal, n): (&[usize], bool, usize),
    seen: &mut [u32],
    stamp: u32,
    targets: &mut Vec<u32>,
) -> bool {
    let mut blocks_since_check = 0;
    for &k in splits {
        let m = match n.checked_sub(k) {
            Some(m) if m >= 2 => m,
            _ => continue,
        };
        let last = if unequal { (m - 1) / 2 } else { m / 2 };
        for shift in (0..STRIDE.min(last)).step_by(BLOCK) {
            for a in (1 + shift..=last).step_by(STRIDE) {
                let end = (a + BLOCK - 1).min(last);
                for (&x, &y) in g[a..=end].iter().zip(g[m - end..=m - a].iter().rev()) {
                    seen[(x.into() ^ y.into()) as usize] = stamp;
                }
                blocks_since_check += 1;
                if blocks_since_check == CHECK_EVERY {
                    blocks_since_check = 0;
                    targets.retain(|&t| seen[t as usize] != stamp);
                    if targets.is_empty() {
                        return true;
                    }
                }
            }
        }
    }
    targets.retain(|&t| seen[t as usize] != stamp);
    targets.is_empty()
}

/// A cell of the block engine's tables: u8, or u16 once a value reaches 256. Each kind marks
/// option values its own fastest way.
trait Cell: Copy + Default + Eq + BitXor<Output = Self> + Into<u32> {
    /// `v` as a cell (v fits: the tables change kind before a value outgrows them).
    fn narrowed(v: u32) -> Self;
    fn index(self) -> usize {
        self.into() as usize
    }
    /// `lane[near[i] ⊕ far[i]] = 1` for a run of splits of one heap.
    fn mark_run<const W: usize>(near: &[Self; RUN], far: &[Self; RUN], lane: &mut [u8; W]);
}

impl Cell for u8 {
    fn narrowed(v: u32) -> Self {
        v as u8
    }

    fn mark_run<const W: usize>(near: &[u8; RUN], far: &[u8; RUN], lane: &mut [u8; W]) {
        for (x, y) in near.chunks_exact(8).zip(far.chunks_exact(8)) {
            let word = u64::from_le_bytes(x.try_into().expect("8 bytes"))
                ^ u64::from_le_bytes(y.try_into().expect("8 bytes"));
            for byte in word.to_le_bytes() {
                lane[byte as usize] = 1;
            }
        }
    }
}

impl Cell for u16 {
    fn narrowed(v: u32) -> Self {
        v as u16
    }

    // Four cells to a u64 word (7–16 % faster than a mark a cell, when the far windows were
    // marked this way, on Officers, 0.6, and on 0.74, whose values pass 256). Every value is below
    // W, a power of two: `& (W - 1)` changes no index, it only lets the compiler drop the bounds
    // check.
    fn mark_run<const W: usize>(near: &[u16; RUN], far: &[u16; RUN], lane: &mut [u8; W]) {
        for (x, y) in near.chunks_exact(4).zip(far.chunks_exact(4)) {
            let word = four_cells(x) ^ four_cells(y);
            for shift in [0, 16, 32, 48] {
                lane[(word >> shift) as usize & (W - 1)] = 1;
            }
        }
    }
}

/// Four u16 cells as one word, cell i in bits 16i .. 16i + 16.
fn four_cells(cells: &[u16]) -> u64 {
    cells.iter().take(4).rev().fold(0, |word, &x| word << 16 | u64::from(x))
}

/// Multiplying eight 0/1 bytes by this gathers them into the top byte, byte i as bit 56 + i: the
/// partial products 2^(8i + 56 − 7k) land on distinct bits, so nothing carries.
const GATHER_BYTES: u64 = 0x0102_0408_1020_4080;

/// The bits of eight 0/1 bytes (byte i as bit i).
fn byte_flags(word: u64) -> u64 {
    word.wrapping_mul(GATHER_BYTES) >> 56
}

/// The values of `set` (a bit set: bit v % 64 of word v / 64) that are not marked in `lane`
/// (the marks are 0/1 bytes).
fn unmarked<const W: usize, const WORDS: usize>(set: &[u64; WORDS], lane: &[u8; W]) -> [u64; WORDS] {
    let mut left = *set;
    for (w, word) in left.iter_mut().enumerate() {
        if *word == 0 {
            continue;
        }
        let mut marked = 0;
        for (i, chunk) in lane[64 * w..64 * w + 64].chunks_exact(8).enumerate() {
            marked |= byte_flags(u64::from_le_bytes(chunk.try_into().expect("8 bytes"))) << (8 * i);
        }
        *word &= !marked;
    }
    left
}

fn count<const WORDS: usize>(set: &[u64; WORDS]) -> u32 {
    set.iter().map(|w| w.count_ones()).sum()
}

/// The block engine's search for the rare targets of heap n among all its splits (mostly two
/// common parts), in runs of [`RUN`] consecutive smaller parts [`RUN_STRIDE`] apart, then the
/// same shifted by [`RUN`], and so on: the first runs sample the whole range, whose values are
/// more varied than those of the smallest heaps, so the targets are found in about half as many
/// splits as in plain order. While many targets are left, a run's values are marked in `lane`
/// and the targets (a bit set: no branch per target) checked every eighth run; with at most
/// [`COMPARE_TARGETS`] left, each run is compared with each target instead, which compiles to a
/// few vector operations. Removes every target found; what remains after a complete scan is
/// missing.
fn scan_cells<T: Cell, const W: usize, const WORDS: usize>(
    table: &[T],
    reversed: &[T],
    (splits, unequal, n): (&[usize], bool, usize),
    lane: &mut [u8; W],
    targets: &mut [u64; WORDS],
) {
    let mut runs_since_check = 0;
    let mut left = count(targets);
    // The targets as a list while they are compared (at most COMPARE_TARGETS of them).
    let mut wanted = [T::default(); COMPARE_TARGETS];
    let mut listed = 0;
    for &k in splits {
        let m = match n.checked_sub(k) {
            Some(m) if m >= 2 => m,
            _ => continue,
        };
        let last = if unequal { (m - 1) / 2 } else { m / 2 };
        // reversed[mirror + a] = g(m − a).
        let mirror = reversed.len() - 1 - m;
        for shift in (0..RUN_STRIDE.min(last)).step_by(RUN) {
            let mut a = 1 + shift;
            while a <= last {
                let len = RUN.min(last + 1 - a);
                let near = &table[a..a + len];
                let far = &reversed[mirror + a..mirror + a + len];
                if left as usize <= COMPARE_TARGETS && listed == 0 {
                    listed = list_targets(targets, &mut wanted);
                }
                match (<&[T; RUN]>::try_from(near), <&[T; RUN]>::try_from(far)) {
                    (Ok(near), Ok(far)) if listed > 0 => {
                        let mut found = found_targets(near, far, &wanted[..listed]);
                        // Two runs a step: half the branches and bookkeeping per split.
                        let next = a + RUN_STRIDE;
                        if next + RUN <= last + 1 {
                            let near = <&[T; RUN]>::try_from(&table[next..next + RUN]).expect("RUN cells");
                            let far = <&[T; RUN]>::try_from(&reversed[mirror + next..mirror + next + RUN])
                                .expect("RUN cells");
                            found |= found_targets(near, far, &wanted[..listed]);
                            a = next;
                        }
                        if found != 0 {
                            // Every target is listed now: keep the list, without those found.
                            // Branch-free: which targets a run holds is not predictable.
                            let mut kept = 0;
                            for i in 0..listed {
                                let t = wanted[i].index();
                                let gone = u64::from((found >> i) & 1);
                                targets[t / 64] &= !(gone << (t % 64));
                                wanted[kept] = wanted[i];
                                kept += 1 - gone as usize;
                            }
                            listed = kept;
                            left = kept as u32;
                        }
                    }
                    (Ok(near), Ok(far)) => T::mark_run(near, far, lane),
                    _ => {
                        for (&x, &y) in near.iter().zip(far) {
                            lane[(x ^ y).index()] = 1;
                        }
                    }
                }
                // Targets leave only here (or by a compare), so the switch to comparing comes
                // right after a check: nothing marked is left unchecked but a partial run's.
                if listed == 0 {
                    runs_since_check += 1;
                    if runs_since_check == CHECK_RUNS {
                        runs_since_check = 0;
                        *targets = unmarked(targets, lane);
                        left = count(targets);
                    }
                }
                if left == 0 {
                    return;
                }
                a += RUN_STRIDE;
            }
        }
    }
    *targets = unmarked(targets, lane);
}

/// Writes the values of `targets` (at most [`COMPARE_TARGETS`]) into `wanted`; returns how many.
fn list_targets<T: Cell, const WORDS: usize>(
    targets: &[u64; WORDS],
    wanted: &mut [T; COMPARE_TARGETS],
) -> usize {
    let mut listed = 0;
    for (w, &word) in targets.iter().enumerate() {
        let mut bits = word;
        while bits != 0 {
            wanted[listed] = T::narrowed(64 * w as u32 + bits.trailing_zeros());
            listed += 1;
            bits &= bits - 1;
        }
    }
    listed
}

/// Which of the (at most [`COMPARE_TARGETS`]) targets are values of a run of splits (bit i for
/// targets[i]), from the smaller parts' values `near` and the larger parts' `far`. Each count of
/// targets gets its own code with the targets in registers: one pass of vector XORs and compares
/// with an OR per target, no branch (a first pass for "any target?", then one pass per target on
/// a hit, was 0–4 % slower on the whole run in 41-round A/Bs: a run holds a target one time in
/// five). Counted on Grundy's game to 10^6: 17.9 M calls (one or two runs each), 9.5 M of them
/// with one target left (9 % find it) and 3.7 M with two. A cheaper first pass, "does a split fall
/// between the least and the largest target?", would let through 75 % of the calls with two
/// targets and 95–100 % with three or more (the last targets' slots are spread out): not built.
fn found_targets<T: Cell>(near: &[T; RUN], far: &[T; RUN], targets: &[T]) -> u32 {
    fn found<T: Cell, const N: usize>(near: &[T; RUN], far: &[T; RUN], targets: &[T]) -> u32 {
        let wanted: [T; N] = std::array::from_fn(|i| targets[i]);
        let mut hits = [0u8; N];
        for (&x, &y) in near.iter().zip(far) {
            let v = x ^ y;
            for (hit, &t) in hits.iter_mut().zip(&wanted) {
                *hit |= u8::from(v == t);
            }
        }
        hits.iter().enumerate().fold(0, |found, (i, &hit)| found | u32::from(hit) << i)
    }
    match targets.len() {
        0 => 0,
        1 => found::<T, 1>(near, far, targets),
        2 => found::<T, 2>(near, far, targets),
        3 => found::<T, 3>(near, far, targets),
        4 => found::<T, 4>(near, far, targets),
        5 => found::<T, 5>(near, far, targets),
        6 => found::<T, 6>(near, far, targets),
        7 => found::<T, 7>(near, far, targets),
        8 => found::<T, 8>(near, far, targets),
        _ => found::<T, COMPARE_TARGETS>(near, far, targets),
    }
}

/// The first unmarked entry of `lane` (marks are 0/1 bytes), eight bytes at a time; `lane.len()`
/// if every one is marked.
fn least_unmarked(lane: &[u8]) -> usize {
    const ONES: u64 = 0x0101_0101_0101_0101;
    for (i, chunk) in lane.chunks_exact(8).enumerate() {
        let word = u64::from_le_bytes(chunk.try_into().expect("8 bytes"));
        // Every byte is 0 or 1: the lowest flagged byte is the lowest zero byte.
        let zero = word.wrapping_sub(ONES) & !word & (ONES << 7);
        if zero != 0 {
            return 8 * i + (zero.trailing_zeros() / 8) as usize;
        }
    }
    lane.len()
}

/// Where the block engine keeps each value below W: its *slot*. The common values come first,
/// then the rare ones, each in increasing order: bit p, the lowest bit of the mask, is dropped
/// (x and x ⊕ 2^p are never in the same class, so nothing collides) and the class becomes the top
/// bit. Values below W/2 of either class then share W/4 slots (for bytes, one cache line), so
/// the marks of one heap's options mostly hit one line, and two stores to one line in a row
/// retire together (pairs of stores to one line: twice as fast as to two lines on this project's
/// machine). The map is linear up to a constant: slot(x ⊕ y) = slot(x) ⊕ slot(y) ⊕ W/2, so the
/// tables hold slots and an option's slot is one XOR, as its value was.
struct Slots<T, const W: usize> {
    /// `slot[v]` for every v below W.
    slot: [T; W],
    /// `value[s]`: the value in slot s.
    value: [u16; W],
    /// The mask's bits below W; without one, every value below W is rare (no slots for commons).
    bits: u32,
}

impl<T: Cell, const W: usize> Slots<T, W> {
    fn new(mask: u32) -> Self {
        let bits = mask & (W as u32 - 1);
        let slot_of = |x: u32| {
            if bits == 0 {
                return x ^ (W as u32 / 2);
            }
            let p = bits.trailing_zeros();
            let compact = (x & ((1 << p) - 1)) | ((x >> (p + 1)) << p);
            compact | (u32::from(is_rare(x, mask)) * (W as u32 / 2))
        };
        let slot = std::array::from_fn(|x| T::narrowed(slot_of(x as u32)));
        let mut value = [0; W];
        for x in 0..W as u32 {
            value[slot_of(x) as usize] = x as u16;
        }
        Slots { slot, value, bits }
    }

    /// XORed with a cell (a slot), gives the slot of the cell's value ⊕ `v`.
    fn key(&self, v: u32) -> T {
        self.slot[v as usize] ^ T::narrowed(W as u32 / 2)
    }
}

/// The option marks of a block's heaps, a row of W bytes (indexed by slot) a heap, each row on a
/// cache line boundary (so the commons below W/2 fill whole lines).
#[repr(C, align(64))]
struct Lanes<const W: usize>([[u8; W]; LANES]);

/// The block engine's tables while every value is below `W` (a power of two, so that every
/// option value is below it too): g as slots of type T and the option marks of a block's heaps;
/// a set of W slots is `WORDS` u64.
struct Blocks<T, const W: usize, const WORDS: usize> {
    /// `table[h]` = the slot of g(h).
    table: Vec<T>,
    /// The same back to front, XORed with W/2 (`reversed[reversed.len() - 1 - h]` = slot(g(h)) ⊕
    /// W/2, sized to the length asked for), so that a split's slot is near ⊕ far and the far parts
    /// g(m − a), g(m − a − 1), … of a run of splits are read forwards, as one vector like the near
    /// parts g(a), g(a + 1), ….
    reversed: Vec<T>,
    /// `lanes.0[j][s] == 1` iff the value in slot s is an option of heap n0 + j of the block.
    lanes: Box<Lanes<W>>,
    slots: Slots<T, W>,
    /// The far windows of a block: (first cell, key of the rare heap's value).
    windows: Vec<(usize, T)>,
    /// The rare heaps a below LANES as (LANES − a, key of their value), for the heap-by-heap pass.
    near: Vec<(usize, T)>,
}

impl<T: Cell, const W: usize, const WORDS: usize> Blocks<T, W, WORDS> {
    fn new(g: &[u32], reversed_len: usize, mask: u32) -> Self {
        assert!(
            W.is_power_of_two() && W == 64 * WORDS,
            "a block table is a power of two of 64 values or more"
        );
        let slots = Slots::new(mask);
        let table = g.iter().map(|&v| slots.slot[v as usize]).collect();
        let lanes = Box::new(Lanes([[0; W]; LANES]));
        let mut blocks =
            Blocks { table, reversed: Vec::new(), lanes, slots, windows: Vec::new(), near: Vec::new() };
        blocks.reverse(reversed_len);
        blocks
    }

    fn push(&mut self, value: u32) {
        let mirror = self.reversed.len() - 1 - self.table.len();
        let slot = self.slots.slot[value as usize];
        self.table.push(slot);
        self.reversed[mirror] = slot ^ T::narrowed(W as u32 / 2);
    }
}

/// What the engine asks of the block tables, whatever their cell.
trait BlockTables {
    /// Makes the reversed copy hold at least `len` cells.
    fn reverse(&mut self, len: usize);
    /// Re-encodes the tables for a new mask (the slots depend on it); `g` = every value so far.
    fn remask(&mut self, mask: u32, g: &[u32]);
    /// Marks the far options of heaps n0 .. n0 + LANES: a split of heap n = n0 + j taking k
    /// tokens with a rare part a ≥ LANES has its other part m − a below n0, so they are marked
    /// for all heaps at once, [`WINDOWS_AT_ONCE`] rare heaps at a time: the other parts are
    /// LANES consecutive cells. Returns, per split take, the rare heaps so marked and the excluded
    /// middle ones (possible equal halves), which are left to the heap-by-heap pass.
    fn mark_far_options(&mut self, rules: &Rules, n0: usize) -> Vec<FarRange>;
    /// g(n) for heap n = n0 + j of a block whose far options are in lane j; `None` when every
    /// value below the tables' bound is an option (the mex may not fit).
    fn lane_value(&mut self, j: usize, n: usize, rules: &Rules, far_ranges: &[FarRange]) -> Option<u32>;
}

/// Rare heaps whose far windows are stored together: each heap's stores then come eight in a
/// row to its row of marks (mostly one line, see [`Slots`]).
const WINDOWS_AT_ONCE: usize = 8;

/// `lanes[j][table[start + j] ⊕ key] = 1` for every far window (start, key) and heap j of a
/// block: the windows are XORed [`WINDOWS_AT_ONCE`] at a time into a buffer, then each heap's
/// marks are stored in a row.
fn mark_windows<T: Cell, const W: usize>(table: &[T], windows: &[(usize, T)], lanes: &mut [[u8; W]; LANES]) {
    let mut keyed = [[T::default(); LANES]; WINDOWS_AT_ONCE];
    for group in windows.chunks(WINDOWS_AT_ONCE) {
        for (i, slots) in keyed.iter_mut().enumerate() {
            // A short last group repeats its first window: a mark stored twice is the same mark,
            // and the store loop keeps its fixed length.
            let (start, key) = group.get(i).copied().unwrap_or(group[0]);
            let cells = <&[T; LANES]>::try_from(&table[start..start + LANES]).expect("LANES cells");
            for (slot, &cell) in slots.iter_mut().zip(cells) {
                *slot = cell ^ key;
            }
        }
        // Read back from memory, one load a mark: extracting each slot from a vector register
        // costs more instructions than the store it feeds.
        let keyed = &keyed;
        for (j, lane) in lanes.iter_mut().enumerate() {
            for slots in keyed {
                lane[slots[j].index() & (W - 1)] = 1;
            }
        }
    }
}

impl<T: Cell, const W: usize, const WORDS: usize> BlockTables for Blocks<T, W, WORDS> {
    fn reverse(&mut self, len: usize) {
        if self.reversed.len() < len {
            let half = T::narrowed(W as u32 / 2);
            self.reversed = vec![T::default(); len];
            for (h, &v) in self.table.iter().enumerate() {
                self.reversed[len - 1 - h] = v ^ half;
            }
        }
    }

    fn remask(&mut self, mask: u32, g: &[u32]) {
        if mask & (W as u32 - 1) != self.slots.bits {
            *self = Blocks::new(g, self.reversed.len(), mask);
        }
    }

    fn mark_far_options(&mut self, rules: &Rules, n0: usize) -> Vec<FarRange> {
        let lanes = &mut self.lanes.0;
        lanes.iter_mut().for_each(|lane| *lane = [0; W]);
        let position = |heap: usize| rules.rare.partition_point(|&(a, _)| (a as usize) < heap);
        let mut far_ranges = Vec::with_capacity(rules.splits.len());
        self.windows.clear();
        for &k in rules.splits {
            // a ≤ n0 − k − 1 keeps every heap's other part m − a ≥ 1.
            let far = match n0.checked_sub(k + 1) {
                Some(top) if top >= LANES => (position(LANES), position(top + 1)),
                _ => (0, 0),
            };
            let halves = if rules.unequal && far.0 < far.1 {
                // 2a = m for some heap of the block: a in [(n0 − k) / 2, (n0 − k + LANES) / 2].
                let low = position((n0 - k) / 2).clamp(far.0, far.1);
                let high = position((n0 - k + LANES) / 2 + 1).clamp(low, far.1);
                (low, high)
            } else {
                (far.0, far.0)
            };
            far_ranges.push((k, far, halves));
            for &(a, value) in rules.rare[far.0..halves.0].iter().chain(&rules.rare[halves.1..far.1]) {
                self.windows.push((n0 - k - a as usize, self.slots.key(value)));
            }
        }
        let below_lanes = position(LANES);
        self.near.clear();
        for &(a, value) in &rules.rare[..below_lanes] {
            self.near.push((LANES - a as usize, self.slots.key(value)));
        }
        mark_windows(&self.table, &self.windows, lanes);
        far_ranges
    }

    fn lane_value(&mut self, j: usize, n: usize, rules: &Rules, far_ranges: &[FarRange]) -> Option<u32> {
        if self.slots.bits == 0 {
            // No value below W is common: the least missing common value is W or more.
            return None;
        }
        let (table, slots) = (&self.table, &self.slots);
        let lane = &mut self.lanes.0[j];
        for (k, &d) in rules.digits.iter().enumerate() {
            if d & 1 != 0 && n == k {
                lane[slots.slot[0].index()] = 1;
            }
            if d & 2 != 0 && n > k && k > 0 {
                lane[table[n - k].index()] = 1;
            }
        }
        for &(k, far, halves) in far_ranges {
            let m = match n.checked_sub(k) {
                Some(m) if m >= 2 => m,
                _ => continue,
            };
            let mut below = &rules.rare[..far.0];
            if m >= 2 * LANES && far.0 == self.near.len() {
                // Every a < LANES here: m − a is in the LANES cells below m, and 2a < m.
                let cells = <&[T; LANES]>::try_from(&table[m - LANES..m]).expect("LANES cells");
                for &(offset, key) in &self.near {
                    lane[(key ^ cells[offset & (LANES - 1)]).index() & (W - 1)] = 1;
                }
                below = &[];
            }
            for near in [below, &rules.rare[halves.0..halves.1], &rules.rare[far.1..]] {
                for &(a, value) in near {
                    let a = a as usize;
                    if a < m && !(rules.unequal && 2 * a == m) {
                        lane[(slots.key(value) ^ table[m - a]).index()] = 1;
                    }
                }
            }
        }
        let half = W / 2;
        let common_slot = least_unmarked(&lane[..half]);
        if common_slot == half {
            return None;
        }
        let common = usize::from(slots.value[common_slot]);
        // The targets: the rare values below `common` not marked. They are the first
        // `common − common_slot` rare slots (every value below it is in a slot below its own, in
        // its class), eight bytes at a time.
        let below = common - common_slot;
        let mut targets = [0u64; WORDS];
        for (i, chunk) in lane[half..half + ((below + 7) & !7)].chunks_exact(8).enumerate() {
            let unmarked = u64::from_le_bytes(chunk.try_into().expect("8 bytes")) ^ 0x0101_0101_0101_0101;
            let first = half + 8 * i;
            targets[first / 64] |= byte_flags(unmarked) << (first % 64);
        }
        // Only slots below half + below (the last chunk may reach past it).
        for (w, word) in targets.iter_mut().enumerate() {
            let kept = (half + below).saturating_sub(64 * w).min(64);
            if kept < 64 {
                *word &= (1u64 << kept) - 1;
            }
        }
        if targets.iter().any(|&word| word != 0) {
            scan_cells(table, &self.reversed, (rules.splits, rules.unequal, n), lane, &mut targets);
        }
        // What the scan did not find is missing: the least of it is the mex.
        let missing = targets.iter().enumerate().find(|entry| *entry.1 != 0);
        Some(missing.map_or(common as u32, |(w, word)| {
            u32::from(slots.value[64 * w + word.trailing_zeros() as usize])
        }))
    }
}

impl<'a> Sparse<'a> {
    fn new(game: &'a OctalGame) -> Self {
        let splits = (0..game.digits.len()).filter(|&k| game.digits[k] & 4 != 0).collect();
        let mut engine = Sparse {
            game,
            g: Vec::new(),
            tables: Tables::Bytes(Box::new(Blocks::new(&[], 0, 0))),
            seen: vec![0; 64],
            stamp: 0,
            targets: Vec::new(),
            rare_value: Vec::new(),
            mask: 0,
            rare: Vec::new(),
            next_mask_check: 64,
            splits,
        };
        engine.index_rare_values();
        engine
    }

    /// Heap `n` as stored in `rare`.
    fn heap(n: usize) -> u32 {
        u32::try_from(n).expect("OctalGame: the sparse engine counts heaps below 2^32")
    }

    fn extend(&mut self, len: usize) {
        if let Some(blocks) = self.tables.blocks() {
            blocks.reverse(len);
        }
        while self.g.len() < len {
            let n = self.g.len();
            let blocks = self.tables.blocks().is_some();
            if blocks && n % LANES == 0 && n >= 2 * LANES && n + LANES <= len {
                self.extend_block(n);
            } else {
                let value = self.next_value(n);
                self.push(value);
            }
        }
    }

    /// Appends g(n) for the next heap n, keeping every copy and the rare heaps up to date.
    fn push(&mut self, value: u32) {
        let n = self.g.len();
        if value as usize >= self.seen.len() {
            self.seen.resize((value as usize + 1).next_power_of_two(), 0);
            self.index_rare_values();
        }
        loop {
            match &mut self.tables {
                Tables::Bytes(blocks) if value < 256 => blocks.push(value),
                Tables::Shorts(blocks) if value < 512 => blocks.push(value),
                Tables::Narrow(narrow) if value < 1 << 16 => narrow.push(value as u16),
                Tables::Wide => {}
                _ => {
                    self.next_tables();
                    continue;
                }
            }
            break;
        }
        self.g.push(value);
        if n > 0 && is_rare(value, self.mask) {
            self.rare.push((Self::heap(n), value));
        }
        if self.g.len() == self.next_mask_check {
            self.choose_mask();
            self.next_mask_check *= 2;
        }
    }

    /// Moves the copies of g on to the next, wider kind (a value, or an option, outgrew them).
    fn next_tables(&mut self) {
        self.tables = match std::mem::replace(&mut self.tables, Tables::Wide) {
            Tables::Bytes(blocks) => {
                Tables::Shorts(Box::new(Blocks::new(&self.g, blocks.reversed.len(), self.mask)))
            }
            // The block tables hold slots; the general engine wants the values.
            Tables::Shorts(_) => Tables::Narrow(self.g.iter().map(|&v| v as u16).collect()),
            Tables::Narrow(_) | Tables::Wide => Tables::Wide,
        };
    }

    fn index_rare_values(&mut self) {
        let mask = self.mask;
        self.rare_value = (0..self.seen.len() as u32).map(|v| is_rare(v, mask)).collect();
        if let Some(blocks) = self.tables.blocks() {
            blocks.remask(mask, &self.g);
        }
    }

    /// Decides heaps n0 .. n0 + LANES together (every value so far below the tables' bound): the
    /// far options of all of them first (see [`BlockTables::mark_far_options`]), then the rest
    /// (moves leaving at most one heap, rare parts below LANES or not yet known at n0, the equal
    /// halves Grundy's game forbids) heap by heap.
    fn extend_block(&mut self, n0: usize) {
        let game = self.game;
        let rules =
            Rules { digits: &game.digits, splits: &self.splits, unequal: game.unequal, rare: &self.rare };
        const ON_BLOCKS: &str = "blocks run on the block tables";
        let far_ranges = self.tables.blocks().expect(ON_BLOCKS).mark_far_options(&rules, n0);
        for j in 0..LANES {
            // `rare` grows as heaps are decided; far_ranges index its start, which stays put
            // (a rare heap of the block is above every far one). The mask is re-chosen only at
            // a power of two, after a block's last heap.
            let rules =
                Rules { digits: &game.digits, splits: &self.splits, unequal: game.unequal, rare: &self.rare };
            match self.tables.blocks().expect(ON_BLOCKS).lane_value(j, n0 + j, &rules, &far_ranges) {
                Some(value) => self.push(value),
                None => {
                    // An option at the tables' bound may exist: wider tables take over from this heap.
                    self.next_tables();
                    return;
                }
            }
        }
    }

    /// Every common option value comes from a split with a rare part, so those are marked
    /// first; the rare values below the least missing common one are then sought by scanning
    /// the splits in order, which stops as soon as all of them are found (usually early).
    fn next_value(&mut self, n: usize) -> u32 {
        if self.stamp == u32::MAX {
            self.seen.iter_mut().for_each(|s| *s = 0);
            self.stamp = 0;
        }
        self.stamp += 1;
        self.mark_easy_options(n);
        // Every option value is below seen.len(), so the mex is at most that.
        let (seen, stamp, rare) = (&self.seen, self.stamp, &self.rare_value);
        let len = seen.len() as u32;
        let common = (0..len).find(|&v| seen[v as usize] != stamp && !rare[v as usize]).unwrap_or(len);
        self.targets.clear();
        self.targets.extend((0..common).filter(|&v| seen[v as usize] != stamp && rare[v as usize]));
        if self.targets.is_empty() || self.scan_splits(n) {
            common
        } else {
            let (seen, stamp) = (&self.seen, self.stamp);
            (0..len).find(|&v| seen[v as usize] != stamp).unwrap_or(len)
        }
    }

    /// Marks the values of the splits of heap n until every target is present (then returns
    /// true) or every split is marked. The smaller parts are taken in blocks of [`BLOCK`] heaps,
    /// [`STRIDE`] apart, then the same shifted by [`BLOCK`], and so on (see [`scan_cells`]).
    fn scan_splits(&mut self, n: usize) -> bool {
        let (seen, stamp, targets) = (&mut self.seen, self.stamp, &mut self.targets);
        let rules = (&self.splits[..], self.game.unequal, n);
        match &self.tables {
            // The block tables hold slots, not values; this path decides only the first heaps
            // and the last of a call (fewer than LANES), so g itself serves.
            Tables::Bytes(_) | Tables::Shorts(_) | Tables::Wide => {
                scan_table(&self.g, rules, seen, stamp, targets)
            }
            Tables::Narrow(narrow) => scan_table(narrow, rules, seen, stamp, targets),
        }
    }

    /// Marks the values of the moves leaving at most one heap, and of the splits with a rare part
    /// (every common value of a split has one).
    fn mark_easy_options(&mut self, n: usize) {
        let (g, seen, stamp) = (&self.g, &mut self.seen, self.stamp);
        for (k, &d) in self.game.digits.iter().enumerate() {
            if d & 1 != 0 && n == k {
                seen[0] = stamp;
            }
            if d & 2 != 0 && n > k && k > 0 {
                seen[g[n - k] as usize] = stamp;
            }
        }
        for &k in &self.splits {
            let m = match n.checked_sub(k) {
                Some(m) if m >= 2 => m,
                _ => continue,
            };
            // The rare heaps below m, without m/2 in Grundy's game (no split into equal halves).
            let below_m = &self.rare[..self.rare.partition_point(|&(a, _)| (a as usize) < m)];
            let half = below_m
                .binary_search_by_key(&(m / 2), |&(a, _)| a as usize)
                .ok()
                .filter(|_| self.game.unequal && m % 2 == 0);
            let (left, right) = match half {
                Some(i) => (&below_m[..i], &below_m[i + 1..]),
                None => (below_m, &below_m[..0]),
            };
            for part in [left, right] {
                for &(a, value) in part {
                    seen[(value ^ g[m - a as usize]) as usize] = stamp;
                }
            }
        }
    }

    /// Picks the mask (a finite bit pattern or the complement of one) with the fewest rare heaps.
    fn choose_mask(&mut self) {
        let bits = self.seen.len().trailing_zeros().min(10);
        // Every value is below seen.len(): count them in a table, then keep the values present.
        let mut histogram = vec![0usize; self.seen.len()];
        for &v in &self.g[1..] {
            histogram[v as usize] += 1;
        }
        let count: Vec<(u32, usize)> =
            histogram.iter().enumerate().filter(|entry| *entry.1 > 0).map(|(v, &c)| (v as u32, c)).collect();
        let rare_heaps = |mask: u32| {
            count.iter().filter(|entry| is_rare(entry.0, mask)).map(|entry| entry.1).sum::<usize>()
        };
        let mut best = (rare_heaps(self.mask), self.mask);
        for x in 0..1u32 << bits {
            for mask in [x, !x] {
                let rare = rare_heaps(mask);
                if rare < best.0 {
                    best = (rare, mask);
                }
            }
        }
        if best.1 != self.mask {
            self.mask = best.1;
            self.rare = (1..self.g.len())
                .map(|a| (Self::heap(a), self.g[a]))
                .filter(|&(_, v)| is_rare(v, self.mask))
                .collect();
            self.index_rare_values();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kayles_and_dawson_match_published_values() {
        assert_eq!(OctalGame::new("0.77").values(12), vec![0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
        // Dawson's chess 0.137 (OEIS A002187); Dawson's Kayles 0.07 is the same shifted by one.
        let chess = [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5];
        assert_eq!(OctalGame::new("0.137").values(16), chess);
        assert_eq!(OctalGame::new(".07").values(17)[1..], chess);
    }

    #[test]
    fn sparse_equals_naive_on_named_games() {
        for code in ["0.77", "0.07", "0.137", "4.0", "0.6", "0.7777", "0.127"] {
            let game = OctalGame::new(code);
            assert_eq!(game.values(1200), game.values_naive(1200), "{code}");
        }
        let grundy = OctalGame::grundys_game();
        assert_eq!(grundy.values(1500), grundy.values_naive(1500));
    }

    #[test]
    fn periods_of_kayles_and_dawson() {
        let p = |code: &str| OctalGame::new(code).periodicity().map(|p| (p.preperiod, p.period));
        assert_eq!(p("0.77"), Some((71, 12)));
        assert_eq!(p("0.137"), Some((52, 34)));
        assert_eq!(p("0.07"), Some((53, 34)));
        assert_eq!(p("0.3"), Some((0, 2))); // take one token: parity
        assert_eq!(OctalGame::grundys_game().with_limit(300).periodicity(), None);
    }

    #[test]
    fn codes_are_parsed_or_refused_with_a_reason() {
        assert_eq!(OctalGame::new("0.770").largest_take(), Some(2));
        assert_eq!(OctalGame::new("4.0").largest_take(), Some(0));
        assert!(OctalGame::parse("077").unwrap_err().contains("no point"));
        assert!(OctalGame::parse("0.78").unwrap_err().contains("not an octal digit"));
        assert!(OctalGame::parse("2.7").unwrap_err().contains("before the point"));
    }

    #[test]
    fn the_block_engine_widens_its_tables_as_values_grow() {
        // Bytes below 256, u16 blocks below 512, then the general engine: 0.564 reaches 256 at
        // heap 1185 and 512 at 2780, 0.777 reaches 256 at 2860 (its blocks go on, on u16).
        for (code, len, reached) in [("0.564", 3000, 512), ("0.777", 4000, 256)] {
            let game = OctalGame::new(code);
            let values = game.values(len);
            assert!(values.iter().any(|&v| v >= reached), "{code} stays below {reached}");
            assert_eq!(values, game.values_naive(len), "{code}");
        }
        let (g777, g564) = (OctalGame::new("0.777"), OctalGame::new("0.564"));
        let mut engine = Sparse::new(&g777);
        engine.extend(3000);
        assert!(matches!(engine.tables, Tables::Shorts(_)), "0.777 at 3000 runs on u16 blocks");
        let mut engine = Sparse::new(&g564);
        engine.extend(3000);
        assert!(matches!(engine.tables, Tables::Narrow(_)), "0.564 at 3000 runs on the general engine");
    }

    #[test]
    fn u16_marks_are_the_cells_xor_the_value() {
        // Cells spread over all 9 bits, so that a lost or shifted bit shows.
        let cells: [u16; LANES] = std::array::from_fn(|j| ((j * 389 + 77) % 512) as u16);
        let far: [u16; RUN] = std::array::from_fn(|i| ((i * 211 + 5) % 512) as u16);
        let mut lanes = Box::new([[0u8; 512]; LANES]);
        mark_windows(&cells, &[(0, 300)], &mut lanes);
        for (j, lane) in lanes.iter().enumerate() {
            let marked: Vec<usize> = (0..512).filter(|&v| lane[v] == 1).collect();
            assert_eq!(marked, vec![usize::from(cells[j] ^ 300)], "lane {j}");
        }
        let mut lane = [0u8; 512];
        u16::mark_run(&cells, &far, &mut lane);
        let mut expected = [0u8; 512];
        for (x, y) in cells.iter().zip(&far) {
            expected[usize::from(x ^ y)] = 1;
        }
        assert!(lane == expected);
    }

    /// The slots of every value below W, for a mask: checks what the block engine relies on.
    fn check_slots<T: Cell, const W: usize>(mask: u32) {
        let slots = Slots::<T, W>::new(mask);
        let slot = |x: usize| slots.slot[x].index();
        let mut seen = vec![false; W];
        for x in 0..W {
            assert!(slot(x) < W && !seen[slot(x)], "mask {mask:#x}: slot {} taken twice", slot(x));
            seen[slot(x)] = true;
            assert_eq!(usize::from(slots.value[slot(x)]), x, "mask {mask:#x}: value of slot");
        }
        // One XOR per option, as with values: slot(x ⊕ y) = slot(x) ⊕ slot(y) ⊕ W/2.
        for x in (0..W).step_by(3) {
            for y in (0..W).step_by(5) {
                assert_eq!(slot(x ^ y), slot(x) ^ slot(y) ^ (W / 2), "mask {mask:#x}: {x} ⊕ {y}");
            }
        }
        if mask & (W as u32 - 1) != 0 {
            // Commons in the first half, rares in the second, each in increasing order.
            let commons: Vec<usize> = (0..W).filter(|&x| !is_rare(x as u32, mask)).collect();
            let rares: Vec<usize> = (0..W).filter(|&x| is_rare(x as u32, mask)).collect();
            let by_slot: Vec<usize> = (0..W).map(|s| usize::from(slots.value[s])).collect();
            assert_eq!(by_slot, [commons, rares].concat(), "mask {mask:#x}");
        }
    }

    #[test]
    fn slots_put_commons_first_in_order_and_keep_xor() {
        for mask in [!1, 1, 0b1010, 0b1100_0000, !0b1000, 0, 1 << 8, !0xff] {
            check_slots::<u8, 256>(mask);
            check_slots::<u16, 512>(mask);
        }
    }

    #[test]
    fn byte_flags_gathers_every_pattern_of_eight_marks() {
        for pattern in 0u32..256 {
            let bytes: [u8; 8] = std::array::from_fn(|i| ((pattern >> i) & 1) as u8);
            assert_eq!(byte_flags(u64::from_le_bytes(bytes)), u64::from(pattern), "{bytes:?}");
        }
    }

    #[test]
    fn unmarked_keeps_exactly_the_values_without_a_mark() {
        let mut lane = [0u8; 256];
        for v in (0..256).filter(|v| v % 3 == 0 || v % 7 == 1) {
            lane[v] = 1;
        }
        let set: [u64; 4] = [u64::MAX, 0x5555_5555_5555_5555, 0, 1 << 63];
        let left = unmarked(&set, &lane);
        for v in 0..256 {
            let in_set = set[v / 64] >> (v % 64) & 1 == 1;
            assert_eq!(left[v / 64] >> (v % 64) & 1 == 1, in_set && lane[v] == 0, "value {v}");
        }
        let mut wanted = [0u8; COMPARE_TARGETS];
        let few: [u64; 4] = [1 << 5 | 1 << 63, 0, 1 << 1, 1 << 63];
        assert_eq!(list_targets(&few, &mut wanted), 4);
        assert_eq!(wanted[..4], [5, 63, 129, 255]);
    }

    #[test]
    #[should_panic(expected = "no period of Grundy's game is certified")]
    fn grundy_beyond_the_table_without_a_period_panics() {
        OctalGame::grundys_game().with_limit(100).grundy(1000);
    }
}
