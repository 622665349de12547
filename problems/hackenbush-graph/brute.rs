//! Brute force for hackenbush-graph: plays the game itself over the set of standing segments
//! (a bitmask): a cut removes one segment, then every segment no longer joined to the ground;
//! the player to move wins iff some cut leaves a losing position. No theory. Exits 1 on
//! invalid input, 4 when more than 16 segments are joined to the ground.
use std::io::Read;

fn invalid(msg: &str) -> ! {
    eprintln!("invalid input: {msg}");
    std::process::exit(1)
}

/// The segments of `mask` joined to the ground (vertex 0).
fn joined(mask: u32, edges: &[(usize, usize)], n: usize) -> u32 {
    let mut reached = vec![false; n + 1];
    reached[0] = true;
    let mut kept = 0u32;
    loop {
        let before = kept;
        for (i, &(a, b)) in edges.iter().enumerate() {
            if mask >> i & 1 == 1 && (reached[a] || reached[b]) {
                reached[a] = true;
                reached[b] = true;
                kept |= 1 << i;
            }
        }
        if kept == before {
            return kept;
        }
    }
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace();
    let mut next = |what: &str| -> usize {
        let t = tokens.next().unwrap_or_else(|| invalid(&format!("missing {what}")));
        t.parse().unwrap_or_else(|_| invalid(&format!("{what} is not a number: {t}")))
    };
    let (n, m) = (next("n"), next("m"));
    if !(1..=200_000).contains(&n) || !(1..=200_000).contains(&m) {
        invalid("n or m is not in 1..=200000");
    }
    let mut edges = Vec::with_capacity(m);
    for _ in 0..m {
        let (a, b) = (next("u"), next("v"));
        if a > n || b > n {
            invalid(&format!("segment {a} {b} has an end above n"));
        }
        edges.push((a, b));
    }
    // Only the segments joined to the ground play; keep those (in a small graph) or give up.
    let mut reached = vec![false; n + 1];
    reached[0] = true;
    loop {
        let before = reached.iter().filter(|&&r| r).count();
        for &(a, b) in &edges {
            if reached[a] || reached[b] {
                reached[a] = true;
                reached[b] = true;
            }
        }
        if reached.iter().filter(|&&r| r).count() == before {
            break;
        }
    }
    let edges: Vec<(usize, usize)> = edges.into_iter().filter(|&(a, _)| reached[a]).collect();
    if edges.len() > 16 {
        eprintln!("brute: too large for brute force");
        std::process::exit(4);
    }
    let k = edges.len();
    let full = if k == 0 { 0 } else { (1u32 << k) - 1 };
    // A cut only removes segments, so every successor is a smaller mask: increasing order.
    let mut wins = vec![false; 1 << k];
    for mask in 1..=full {
        if joined(mask, &edges, n) != mask {
            continue;
        }
        wins[mask as usize] =
            (0..k).filter(|i| mask >> i & 1 == 1).any(|i| !wins[joined(mask & !(1 << i), &edges, n) as usize]);
    }
    println!("{}", if wins[full as usize] { "First" } else { "Second" });
}
