//! Brute force and input validator for `turning-coins`.
//!
//! Plays the coin-turning game itself by exhaustive memoized search over the row as a
//! bit mask (bit x − 1 set when coin x shows heads) — no heaps, no XOR — and prints the
//! first winning move in (x, y) order, y = 0 first. Exits 1 with a message on invalid
//! input; exits 4 ("valid but too large for brute force") for rows whose last head lies
//! beyond coin 16.
use std::collections::HashMap;
use std::io::{self, Read, Write};
use std::process::exit;

fn invalid(msg: &str) -> ! {
    eprintln!("invalid input: {}", msg);
    exit(1)
}

/// Every move from `row` as (x, y, row after), coins numbered from 1, y = 0 for none.
fn moves(row: u32) -> Vec<(u32, u32, u32)> {
    let mut all = Vec::new();
    for x in 1..=32 {
        if row >> (x - 1) & 1 == 1 {
            let turned = row ^ (1 << (x - 1));
            all.push((x, 0, turned));
            for y in 1..x {
                all.push((x, y, turned ^ (1 << (y - 1))));
            }
        }
    }
    all
}

/// Whether the player to move wins.
fn wins(row: u32, memo: &mut HashMap<u32, bool>) -> bool {
    if let Some(&known) = memo.get(&row) {
        return known;
    }
    let win = moves(row).into_iter().any(|(_, _, next)| !wins(next, memo));
    memo.insert(row, win);
    win
}

fn main() {
    let mut text = String::new();
    if io::stdin().read_to_string(&mut text).is_err() {
        invalid("input is not UTF-8 text");
    }
    let words: Vec<&str> = text.split_ascii_whitespace().collect();
    let t: usize = match words.first().map(|w| (w, w.parse::<usize>())) {
        Some((w, Ok(t))) if !w.starts_with('0') && (1..=100_000).contains(&t) => t,
        _ => invalid("the first token must be T, 1 <= T <= 10^5"),
    };
    if words.len() != t + 1 {
        invalid(&format!("expected {} rows, found {}", t, words.len() - 1));
    }
    let rows = &words[1..];
    let total: usize = rows.iter().map(|r| r.len()).sum();
    if total > 200_000 {
        invalid("the total length of the rows exceeds 2*10^5");
    }
    for (i, row) in rows.iter().enumerate() {
        if !row.bytes().all(|b| b == b'H' || b == b'T') {
            invalid(&format!("row {} = {:?} holds a character other than H and T", i + 1, row));
        }
    }
    if rows.iter().any(|r| r.rfind('H').is_some_and(|last| last >= 16)) {
        eprintln!("valid input, but too large for brute force");
        exit(4);
    }
    let mut memo = HashMap::new();
    let mut out = String::new();
    for row in rows {
        let mask = row.bytes().enumerate().filter(|&(_, b)| b == b'H').fold(0u32, |m, (i, _)| m | 1 << i);
        match moves(mask).into_iter().find(|&(_, _, next)| !wins(next, &mut memo)) {
            Some((x, y, _)) => out.push_str(&format!("{} {}\n", x, y)),
            None => out.push_str("Second\n"),
        }
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
