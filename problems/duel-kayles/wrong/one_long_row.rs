// Wrong: the pins are numbered 1..P in a row, so it takes them for one long row and forgets
// that the lanes separate them.
use nimkit::io::{interactive_output, stdin_scanner};
use nimkit::octal::OctalGame;
use std::collections::{BTreeMap, BTreeSet};

/// The pins still standing, as maximal runs (segments) of adjacent standing pins, with the
/// nim-sum of their Kayles values and, per value, the segments that have it.
struct Alley {
    /// g(0..=total pins).
    values: Vec<u32>,
    /// start -> end (inclusive, 0-based pins) of every segment.
    segments: BTreeMap<usize, usize>,
    /// by_value[v]: starts of the segments whose length has value v.
    by_value: Vec<BTreeSet<usize>>,
    nim_sum: u32,
}

impl Alley {
    fn new(rows: &[usize]) -> Self {
        let total: usize = rows.iter().sum();
        let values = OctalGame::new("0.77").values(total + 1);
        let top = *values.iter().max().unwrap_or(&0) as usize;
        let mut alley =
            Alley { values, segments: BTreeMap::new(), by_value: vec![BTreeSet::new(); top + 1], nim_sum: 0 };
        alley.add(0, total);
        alley
    }

    /// Adds the segment of pins start..end (empty: nothing).
    fn add(&mut self, start: usize, end: usize) {
        if start < end {
            let value = self.values[end - start];
            self.segments.insert(start, end - 1);
            self.by_value[value as usize].insert(start);
            self.nim_sum ^= value;
        }
    }

    /// Knocks `count` pins from pin `pin` on (0-based); false if they are not all standing in one
    /// segment (the move is illegal).
    fn knock(&mut self, pin: usize, count: usize) -> bool {
        let Some((&start, &end)) = self.segments.range(..=pin).next_back() else { return false };
        if pin + count - 1 > end {
            return false;
        }
        let value = self.values[end + 1 - start];
        self.segments.remove(&start);
        self.by_value[value as usize].remove(&start);
        self.nim_sum ^= value;
        self.add(start, pin);
        self.add(pin + count, end + 1);
        true
    }

    /// A move (first pin, count) to nim-sum 0, if the nim-sum is not 0.
    fn winning_move(&self) -> Option<(usize, usize)> {
        // A segment of value v with v ^ nim_sum < v has an option of value v ^ nim_sum (mex).
        let value = (0..self.by_value.len())
            .find(|&v| !self.by_value[v].is_empty() && v as u32 ^ self.nim_sum < v as u32)?;
        let start = *self.by_value[value].iter().next()?;
        let len = self.segments[&start] + 1 - start;
        let target = value as u32 ^ self.nim_sum;
        // Beyond 71 the values repeat with period 12, so splits with both parts above 96 repeat
        // one with a left part in 84..96: scanning both ends 97 deep finds every option value.
        for count in 1..=len.min(2) {
            let rest = len - count;
            let lefts = (0..=rest.min(96)).chain(rest.saturating_sub(96)..=rest);
            if let Some(left) =
                lefts.into_iter().find(|&left| self.values[left] ^ self.values[rest - left] == target)
            {
                return Some((start + left, count));
            }
        }
        unreachable!("Kayles: a segment of value {value} has an option of every smaller value")
    }
}

fn main() {
    let (mut input, mut out) = (stdin_scanner(), interactive_output());
    let n: usize = input.next();
    let rows: Vec<usize> = input.vec(n);
    let mut alley = Alley::new(&rows);
    let mut our_turn = alley.nim_sum != 0;
    out.put(if our_turn { "First" } else { "Second" }).newline();
    while !alley.segments.is_empty() {
        if our_turn {
            let (pin, count) =
                alley.winning_move().expect("the side was chosen by the nim-sum, so we stay winning");
            alley.knock(pin, count);
            out.put(pin + 1).space().put(count).newline();
        } else {
            let pin: usize = input.next();
            let count: usize = input.next();
            alley.knock(pin - 1, count);
        }
        our_turn = !our_turn;
    }
}
