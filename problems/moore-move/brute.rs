//! Brute force for moore-move: exhaustive memoized search over positions of Moore's Nim_k
//! (lower 1..=k distinct piles, last mover wins), then the first move in a fixed order
//! whose result is lost for the opponent. Exits 1 with a message on invalid input; exits 4
//! ("valid but too large for brute force") when a position has more than 20000
//! sub-positions or
//! the games need more than WORK_LIMIT moves generated in all.
use std::collections::HashMap;
use std::io::Read;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Moves generated so far, over all games; past WORK_LIMIT the input is "too large".
static WORK: AtomicUsize = AtomicUsize::new(0);
const WORK_LIMIT: usize = 30_000_000;

fn invalid(msg: &str) -> ! {
    eprintln!("invalid input: {msg}");
    std::process::exit(1)
}

/// Every position reachable in one move, as (piles after the move, in the same order):
/// each pile is kept or lowered, at most `k` lowered, at least one.
fn moves(piles: &[u64], k: u64) -> Vec<Vec<u64>> {
    fn walk(piles: &[u64], i: usize, left: u64, lowered: bool, now: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
        if i == piles.len() {
            if lowered {
                out.push(now.clone());
            }
            return;
        }
        walk(piles, i + 1, left, lowered, now, out);
        if left > 0 {
            for to in 0..piles[i] {
                now[i] = to;
                walk(piles, i + 1, left - 1, true, now, out);
            }
            now[i] = piles[i];
        }
    }
    let mut out = Vec::new();
    walk(piles, 0, k, false, &mut piles.to_vec(), &mut out);
    if WORK.fetch_add(out.len(), Ordering::Relaxed) + out.len() > WORK_LIMIT {
        eprintln!("brute: instance too large for brute force");
        std::process::exit(4);
    }
    out
}

/// Whether the player to move wins; positions are memoized in sorted form.
fn wins(piles: &[u64], k: u64, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut key = piles.to_vec();
    key.sort_unstable();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let result = moves(&key, k).iter().any(|next| !wins(next, k, memo));
    memo.insert(key, result);
    result
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace();
    let mut next = |what: &str| -> u64 {
        let t = tokens.next().unwrap_or_else(|| invalid(&format!("missing {what}")));
        t.parse().unwrap_or_else(|_| invalid(&format!("{what} is not a number: {t}")))
    };
    let t = next("T");
    if !(1..=10_000).contains(&t) {
        invalid("T must be in 1..=10000");
    }
    let mut total = 0;
    let mut cases = Vec::new();
    for _ in 0..t {
        let (n, k) = (next("n"), next("k"));
        total += n;
        if n == 0 || total > 200_000 {
            invalid("each n must be at least 1 and their sum at most 200000");
        }
        if !(1..=1_000_000_000).contains(&k) {
            invalid("k must be in 1..=10^9");
        }
        let piles: Vec<u64> = (0..n).map(|_| next("a_i")).collect();
        if piles.iter().any(|&p| p > 1_000_000_000_000_000_000) {
            invalid("a pile exceeds 10^18");
        }
        cases.push((k, piles));
    }
    if tokens.next().is_some() {
        invalid("extra tokens after the last test case");
    }
    let mut memos: HashMap<u64, HashMap<Vec<u64>, bool>> = HashMap::new();
    let mut out = String::new();
    for (k, piles) in cases {
        let size = piles.iter().try_fold(1u64, |acc, &p| acc.checked_mul(p.checked_add(1)?));
        if !matches!(size, Some(s) if s <= 20_000) {
            eprintln!("brute: position too large");
            std::process::exit(4);
        }
        // Only non-empty piles can be lowered, so a budget above 64 never binds here.
        let k = k.min(64);
        let memo = memos.entry(k).or_default();
        let winning = moves(&piles, k).into_iter().find(|next| !wins(next, k, memo));
        match winning {
            None => out.push_str("Second\n"),
            Some(next) => {
                let changed: Vec<usize> = (0..piles.len()).filter(|&i| next[i] != piles[i]).collect();
                out.push_str(&format!("First\n{}\n", changed.len()));
                for i in changed {
                    out.push_str(&format!("{} {}\n", i + 1, next[i]));
                }
            }
        }
    }
    print!("{out}");
}
