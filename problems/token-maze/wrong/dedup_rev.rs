// Wrong: removes repeated corridors from the reverse lists but counts every corridor of a
// room, so a room with a doubled corridor never has all its options settled.
use nimkit::io::{stdout_output, Input};
use nimkit::loopy::{sum_value, LoopyValue, Outcome};

struct Reverse {
    start: Vec<usize>,
    preds: Vec<usize>,
}

impl Reverse {
    fn new(moves: &[Vec<usize>], caller: &str) -> Reverse {
        let n = moves.len();
        let mut start = vec![0usize; n + 1];
        for (v, options) in moves.iter().enumerate() {
            for &u in options {
                assert!(u < n, "loopy::{caller}: edge {v} -> {u} leaves the graph of {n} vertices");
                start[u + 1] += 1;
            }
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let mut fill = start.clone();
        let mut preds = vec![0usize; start[n]];
        for (v, options) in moves.iter().enumerate() {
            for &u in options {
                preds[fill[u]] = v;
                fill[u] += 1;
            }
        }
        Reverse { start, preds }
    }

    fn of(&self, v: usize) -> &[usize] {
        &self.preds[self.start[v]..self.start[v + 1]]
    }
}

fn smith_values(moves: &[Vec<usize>], raw: &[Vec<usize>]) -> Vec<LoopyValue> {
    const FREE: u32 = u32::MAX;
    const INFINITE: u32 = u32::MAX - 1;
    const NEVER: u32 = u32::MAX;
    let n = moves.len();
    let reverse = Reverse::new(moves, "smith_values");
    let mut label = vec![FREE; n];
    // The finite part, peeled from the dead ends: a position joins once all its options
    // (counted per edge, as `reverse` lists them) have, so a self-loop or cycle never does.
    let mut unpeeled: Vec<usize> = raw.iter().map(Vec::len).collect();
    let mut order: Vec<usize> = (0..n).filter(|&v| moves[v].is_empty()).collect();
    // seen[g] == v + 1: value g occurs among v's options (no clearing between positions).
    let mut seen: Vec<usize> = Vec::new();
    let mut head = 0;
    while head < order.len() {
        let v = order[head];
        head += 1;
        for &w in &moves[v] {
            if label[w] >= INFINITE {
                continue;
            }
            let g = label[w] as usize;
            if seen.len() <= g {
                seen.resize(g + 1, 0);
            }
            seen[g] = v + 1;
        }
        let mex = (0..).find(|&g| seen.get(g) != Some(&(v + 1))).unwrap();
        label[v] = u32::try_from(mex).expect("smith_values: finite values exhausted u32");
        for &p in reverse.of(v) {
            unpeeled[p] -= 1;
            if unpeeled[p] == 0 {
                order.push(p);
            }
        }
    }
    let mut free: Vec<usize> = (0..n).filter(|&v| label[v] == FREE).collect();
    // Finite-part positions with an option of a loopy position, by value: in round k those of
    // value k are where the fixpoint starts, as positions labelled k in that round are.
    let mut seeds: Vec<Vec<usize>> = Vec::new();
    if !free.is_empty() {
        for &v in &order {
            if reverse.of(v).iter().any(|&p| label[p] == FREE) {
                let g = label[v] as usize;
                if seeds.len() <= g {
                    seeds.resize(g + 1, Vec::new());
                }
                seeds[g].push(v);
            }
        }
    }
    // reaches_round[v] == k: v has an option labelled k in round k (an N-position there).
    let mut reaches_round = vec![NEVER; n];
    let mut counter = vec![0usize; n];
    let mut queue: Vec<usize> = Vec::new();
    let mut round: u32 = 0;
    while !free.is_empty() {
        assert!(round < INFINITE, "smith_values: finite values exhausted u32");
        // A free position's counter: its options that are free or ∞ and not yet known to
        // reach k, and its options of the finite part with value k (which never reach k).
        // Options labelled below k are settled, finite-part options above k reach k (mex):
        // neither matters in this round. All counters are taken before any label k is given:
        // an option labelled k in this round stays counted, so its predecessors can never be
        // labelled k too.
        for &u in &free {
            counter[u] = raw[u].iter().filter(|&&w| label[w] >= INFINITE || label[w] == round).count();
        }
        queue.clear();
        for &u in &free {
            if counter[u] == 0 {
                label[u] = round;
                queue.push(u);
            }
        }
        if let Some(finite) = seeds.get(round as usize) {
            queue.extend_from_slice(finite);
        }
        let mut head = 0;
        while head < queue.len() {
            let v = queue[head];
            head += 1;
            for &p in reverse.of(v) {
                if label[p] < INFINITE || reaches_round[p] == round {
                    continue;
                }
                reaches_round[p] = round;
                for &q in reverse.of(p) {
                    if label[q] == FREE && reaches_round[q] != round {
                        counter[q] -= 1;
                        if counter[q] == 0 {
                            label[q] = round;
                            queue.push(q);
                        }
                    }
                }
            }
        }
        let mut still_free = Vec::new();
        for &u in &free {
            if label[u] == FREE {
                if reaches_round[u] == round {
                    still_free.push(u);
                } else {
                    label[u] = INFINITE;
                }
            }
        }
        free = still_free;
        round += 1;
    }
    (0..n)
        .map(|v| {
            if label[v] == INFINITE {
                let mut finite: Vec<u32> =
                    moves[v].iter().map(|&w| label[w]).filter(|&l| l < INFINITE).collect();
                finite.sort_unstable();
                finite.dedup();
                LoopyValue::Infinite(finite)
            } else {
                LoopyValue::Finite(label[v])
            }
        })
        .collect()
}

/// Smith's value of the sum of two games (a move moves in exactly one of them):
/// `Finite(a ^ b)`, `∞(A) + Finite(b) = ∞({x ^ b : x ∈ A})` (sorted), `∞ + ∞ = ∞(∅)`.
///
/// # Complexity
/// O(|A| log |A|).
///
/// ```
/// use nimkit::loopy::{sum_value, LoopyValue::{Finite, Infinite}};
/// assert_eq!(sum_value(&Finite(3), &Finite(5)), Finite(6));
/// assert_eq!(sum_value(&Infinite(vec![0, 3]), &Finite(1)), Infinite(vec![1, 2]));
/// assert_eq!(sum_value(&Infinite(vec![0]), &Infinite(vec![1])), Infinite(vec![]));

fn main() {
    let mut input = Input::from_stdin();
    let n: usize = input.next();
    let m: usize = input.next();
    let mut moves = vec![Vec::new(); n];
    for _ in 0..m {
        let u: usize = input.next();
        let v: usize = input.next();
        moves[u - 1].push(v - 1);
    }
    // Repeated corridors change nothing: keep each option once (the reverse lists were built
    // from the raw corridors, as read).
    let raw = moves.clone();
    for options in moves.iter_mut() {
        options.sort_unstable();
        options.dedup();
    }
    let values = smith_values(&moves, &raw);
    let q: usize = input.next();
    let mut out = stdout_output();
    for _ in 0..q {
        let k: usize = input.next();
        // Finite values add by XOR; two infinite tokens make a draw whatever the rest is; so
        // only one sum with an infinite value is ever needed (each costs O(|A| log |A|)).
        let mut finite = 0u32;
        let mut infinite: Vec<&LoopyValue> = Vec::new();
        for _ in 0..k {
            let c: usize = input.next();
            match &values[c - 1] {
                LoopyValue::Finite(g) => finite ^= g,
                value => infinite.push(value),
            }
        }
        let total = match infinite.len() {
            0 => LoopyValue::Finite(finite),
            1 => sum_value(infinite[0], &LoopyValue::Finite(finite)),
            _ => sum_value(infinite[0], infinite[1]),
        };
        out.put(match total.outcome() {
            Outcome::Win => "First",
            Outcome::Lose => "Second",
            Outcome::Draw => "Draw",
        });
        out.newline();
    }
}
