//! Brute force and input validator for "token-maze".
//!
//! Exit codes: 0 answer printed; 1 invalid input (message on stderr); 4 valid but too large
//! (n > 12 or a query with more than 3 tokens).
//! Each query is searched on its own: a state is the sorted list of token positions, a move
//! moves one token along one corridor, and the states reachable from the query are decided
//! by the definition round after round (won if some move leads to a lost state, lost if all
//! moves lead to won states; undecided states are draws). No Grundy or Smith values.
use std::collections::HashMap;
use std::io::Read;
use std::process::exit;

fn invalid(msg: &str) -> ! {
    eprintln!("invalid input: {}", msg);
    exit(1)
}

fn successors(state: &[usize], moves: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    for i in 0..state.len() {
        for &to in &moves[state[i]] {
            let mut next = state.to_vec();
            next[i] = to;
            next.sort_unstable();
            out.push(next);
        }
    }
    out
}

fn decide(start: Vec<usize>, moves: &[Vec<usize>]) -> &'static str {
    let mut id: HashMap<Vec<usize>, usize> = HashMap::new();
    let mut states = vec![start.clone()];
    id.insert(start, 0);
    let mut graph: Vec<Vec<usize>> = Vec::new();
    while graph.len() < states.len() {
        let next = successors(&states[graph.len()], moves);
        let mut ids = Vec::new();
        for s in next {
            let fresh = states.len();
            let i = *id.entry(s.clone()).or_insert(fresh);
            if i == fresh {
                states.push(s);
            }
            ids.push(i);
        }
        graph.push(ids);
    }
    let mut won: Vec<Option<bool>> = graph.iter().map(|g| if g.is_empty() { Some(false) } else { None }).collect();
    loop {
        let mut found = Vec::new();
        for v in 0..graph.len() {
            if won[v].is_some() {
                continue;
            }
            if graph[v].iter().any(|&u| won[u] == Some(false)) {
                found.push((v, true));
            } else if graph[v].iter().all(|&u| won[u] == Some(true)) {
                found.push((v, false));
            }
        }
        if found.is_empty() {
            break;
        }
        for (v, w) in found {
            won[v] = Some(w);
        }
    }
    match won[0] {
        Some(true) => "First",
        Some(false) => "Second",
        None => "Draw",
    }
}

fn main() {
    let mut text = String::new();
    if std::io::stdin().read_to_string(&mut text).is_err() {
        invalid("input is not UTF-8 text");
    }
    let mut tokens = text.split_whitespace();
    let mut int = |what: &str, lo: usize, hi: usize| -> usize {
        let t = tokens.next().unwrap_or_else(|| invalid(&format!("input ends before {}", what)));
        let v: usize = t.parse().unwrap_or_else(|_| invalid(&format!("{} = {:?} is not an integer", what, t)));
        if v < lo || v > hi {
            invalid(&format!("{} = {} is outside {}..={}", what, v, lo, hi));
        }
        v
    };
    let n = int("n", 1, 200_000);
    let m = int("m", 0, 200_000);
    let mut moves = vec![Vec::new(); n];
    for j in 0..m {
        let u = int(&format!("u_{}", j + 1), 1, n);
        let v = int(&format!("v_{}", j + 1), 1, n);
        moves[u - 1].push(v - 1);
    }
    let q = int("q", 1, 100_000);
    let mut total = 0;
    let mut queries = Vec::new();
    for i in 0..q {
        let k = int(&format!("k_{}", i + 1), 1, 300_000);
        total += k;
        if total > 300_000 {
            invalid("more than 300000 tokens over all queries");
        }
        let mut query: Vec<usize> = (0..k).map(|_| int("a token's room", 1, n) - 1).collect();
        query.sort_unstable();
        queries.push(query);
    }
    if tokens.next().is_some() {
        invalid("extra tokens after the input");
    }
    if n > 12 || queries.iter().any(|q| q.len() > 3) {
        exit(4);
    }
    for query in queries {
        println!("{}", decide(query, &moves));
    }
}
