//! Brute force for hackenbush-forest: plays the game itself. A position is the set of
//! branches still standing (a bitmask); a cut removes one branch and then every branch no
//! longer joined to the ground; the player to move wins iff some cut leaves a losing
//! position. No theory. Exits 1 on invalid input, 4 when n > 18 (too large).
use std::io::Read;

fn invalid(msg: &str) -> ! {
    eprintln!("invalid input: {msg}");
    std::process::exit(1)
}

/// The branches of `mask` still joined to the ground (vertex 0).
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
    let n = next("n");
    if !(1..=500_000).contains(&n) {
        invalid("n is not in 1..=500000");
    }
    let mut edges = Vec::with_capacity(n);
    for _ in 0..n {
        let (a, b) = (next("u"), next("v"));
        if a > n || b > n || a == b {
            invalid(&format!("bad branch {a} {b}"));
        }
        edges.push((a, b));
    }
    // n edges on n + 1 vertices form a tree iff they connect everything to the ground.
    let mut root: Vec<usize> = (0..=n).collect();
    fn find(root: &mut [usize], mut v: usize) -> usize {
        while root[v] != v {
            root[v] = root[root[v]];
            v = root[v];
        }
        v
    }
    for &(a, b) in &edges {
        let (ra, rb) = (find(&mut root, a), find(&mut root, b));
        if ra == rb {
            invalid("the branches contain a cycle");
        }
        root[ra] = rb;
    }
    if n > 18 {
        eprintln!("brute: too large for brute force");
        std::process::exit(4);
    }
    // wins[mask] for every mask of standing branches, smaller masks first (a cut only
    // removes branches, so every successor is a smaller number).
    let full = joined((1u32 << n) - 1, &edges, n);
    let mut wins = vec![false; 1 << n];
    for mask in 1..=full {
        if mask & !full != 0 || joined(mask, &edges, n) != mask {
            continue;
        }
        wins[mask as usize] =
            (0..n).filter(|i| mask >> i & 1 == 1).any(|i| !wins[joined(mask & !(1 << i), &edges, n) as usize]);
    }
    println!("{}", if wins[full as usize] { "First" } else { "Second" });
}
