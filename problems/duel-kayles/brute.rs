//! Brute-force player for duel-kayles: decides every move by an exhaustive memoized search of the
//! game tree (nimkit's oracle over multisets of row lengths), no Grundy values. Declines with exit
//! code 4 after reading the position (verify then skips that game) when there are more than 30
//! pins.
use nimkit::io::{interactive_output, stdin_scanner};
use nimkit::oracle::{Convention, Oracle};

const MAX_PINS: usize = 30;

/// Every multiset (sorted) of rows reachable by one knock from `rows` (sorted).
fn knocks(rows: &Vec<usize>) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    for (i, &len) in rows.iter().enumerate() {
        for count in 1..=len.min(2) {
            for left in 0..=len - count {
                out.push(after(rows, i, left, len - count - left));
            }
        }
    }
    out
}

/// `rows` with row i replaced by rows of `left` and `right` pins (empty ones dropped), sorted.
fn after(rows: &[usize], i: usize, left: usize, right: usize) -> Vec<usize> {
    let mut next: Vec<usize> = rows.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, &a)| a).collect();
    next.extend([left, right].into_iter().filter(|&a| a > 0));
    next.sort_unstable();
    next
}

fn main() {
    let (mut input, mut out) = (stdin_scanner(), interactive_output());
    let n: usize = input.next();
    let rows: Vec<usize> = input.vec(n);
    let total: usize = rows.iter().sum();
    if total > MAX_PINS {
        eprintln!("brute: more than {MAX_PINS} pins, too large");
        std::process::exit(4);
    }
    // standing[p]: pin p (0-based) still stands; row_of[p]: its row, so a pair must share it.
    let mut standing = vec![true; total];
    let row_of: Vec<usize> =
        rows.iter().enumerate().flat_map(|(r, &len)| std::iter::repeat(r).take(len)).collect();
    // The segments of standing pins, as (first pin, length), in pin order.
    let segments = |standing: &[bool]| -> Vec<(usize, usize)> {
        let mut out: Vec<(usize, usize)> = Vec::new();
        for p in 0..standing.len() {
            if standing[p] {
                match out.last_mut() {
                    Some((start, len)) if *start + *len == p && row_of[*start] == row_of[p] => *len += 1,
                    _ => out.push((p, 1)),
                }
            }
        }
        out
    };
    let lengths = |segs: &[(usize, usize)]| -> Vec<usize> {
        let mut v: Vec<usize> = segs.iter().map(|&(_, len)| len).collect();
        v.sort_unstable();
        v
    };
    let mut oracle = Oracle::new(knocks, Convention::Normal);
    let mut our_turn = oracle.first_player_wins(&lengths(&segments(&standing)));
    out.put(if our_turn { "First" } else { "Second" }).newline();
    loop {
        let segs = segments(&standing);
        if segs.is_empty() {
            return;
        }
        if our_turn {
            let sizes: Vec<usize> = segs.iter().map(|&(_, len)| len).collect();
            let mut options = Vec::new();
            for (i, &(start, len)) in segs.iter().enumerate() {
                for count in 1..=len.min(2) {
                    for left in 0..=len - count {
                        options.push((start + left, count, after(&sizes, i, left, len - count - left)));
                    }
                }
            }
            let chosen = options.iter().position(|(_, _, next)| !oracle.first_player_wins(next)).unwrap_or(0);
            let (pin, count, _) = options[chosen];
            standing[pin..pin + count].iter_mut().for_each(|s| *s = false);
            out.put(pin + 1).space().put(count).newline();
        } else {
            let pin: usize = input.next();
            let count: usize = input.next();
            standing[pin - 1..pin - 1 + count].iter_mut().for_each(|s| *s = false);
        }
        our_turn = !our_turn;
    }
}
