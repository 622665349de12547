//! Brute force and input validator for `every-robot-moves`.
//!
//! Plays each game out by memoized search over the robots' rooms (a sorted tuple): a turn
//! chooses a corridor for every robot not in a dead end, all combinations; a player with no
//! robot to move loses. No step counts, no theory. Exits 1 on invalid input (including a
//! cycle), 4 when n > 12 or a game has more than 4 robots (valid but too large).
use std::collections::HashMap;
use std::io::{self, Read, Write};
use std::process::exit;

fn invalid(msg: &str) -> ! {
    eprintln!("invalid input: {}", msg);
    exit(1)
}

fn wins(robots: Vec<usize>, adj: &[Vec<usize>], memo: &mut HashMap<Vec<usize>, bool>) -> bool {
    if let Some(&w) = memo.get(&robots) {
        return w;
    }
    // Every way to move all movable robots: a cartesian product, built robot by robot.
    let mut next: Vec<Vec<usize>> = vec![vec![]];
    for &r in &robots {
        let choices: Vec<usize> = if adj[r].is_empty() { vec![r] } else { adj[r].clone() };
        next = next.into_iter().flat_map(|p| choices.iter().map(move |&c| [p.clone(), vec![c]].concat())).collect();
    }
    let can_move = robots.iter().any(|&r| !adj[r].is_empty());
    let win = can_move
        && next.into_iter().any(|mut p| {
            p.sort_unstable();
            !wins(p, adj, memo)
        });
    memo.insert(robots, win);
    win
}

fn main() {
    let mut text = String::new();
    if io::stdin().read_to_string(&mut text).is_err() {
        invalid("input is not UTF-8 text");
    }
    let mut words = text.split_ascii_whitespace();
    let mut int = |what: &str, lo: usize, hi: usize| -> usize {
        let w = words.next().unwrap_or_else(|| invalid(&format!("input ends where {} was expected", what)));
        let canonical = w.bytes().all(|b| b.is_ascii_digit()) && (w == "0" || !w.starts_with('0'));
        match w.parse::<usize>() {
            Ok(v) if canonical && v >= lo && v <= hi => v,
            _ => invalid(&format!("{} = {:?} is not an integer in [{}, {}]", what, w, lo, hi)),
        }
    };
    let n = int("n", 1, 200_000);
    let m = int("m", 0, 200_000);
    let mut adj = vec![Vec::new(); n];
    for _ in 0..m {
        let (u, v) = (int("u", 1, n), int("v", 1, n));
        if u == v {
            invalid("a corridor leads from a room to itself");
        }
        adj[u - 1].push(v - 1);
    }
    // Cycle check (Kahn).
    let mut indeg = vec![0; n];
    adj.iter().flatten().for_each(|&v| indeg[v] += 1);
    let mut queue: Vec<usize> = (0..n).filter(|&v| indeg[v] == 0).collect();
    let mut seen = 0;
    while let Some(u) = queue.pop() {
        seen += 1;
        for &v in &adj[u] {
            indeg[v] -= 1;
            if indeg[v] == 0 {
                queue.push(v);
            }
        }
    }
    if seen != n {
        invalid("the corridors form a cycle");
    }
    let q = int("Q", 1, 100_000);
    let mut total = 0;
    let mut games = Vec::new();
    for _ in 0..q {
        let k = int("k", 1, 200_000);
        total += k;
        if total > 200_000 {
            invalid("the sum of k exceeds 2*10^5");
        }
        let robots: Vec<usize> = (0..k).map(|_| int("room", 1, n) - 1).collect();
        games.push(robots);
    }
    if words.next().is_some() {
        invalid("extra tokens after the last game");
    }
    if n > 12 || games.iter().any(|g| g.len() > 4) {
        eprintln!("valid input, but too large for brute force");
        exit(4);
    }
    let mut memo = HashMap::new();
    let mut out = String::new();
    for mut g in games {
        g.sort_unstable();
        out.push_str(if wins(g, &adj, &mut memo) { "First\n" } else { "Second\n" });
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
