// Too slow: decides rooms round by round (round r settles the rooms whose game lasts r moves),
// rescanning every corridor each round: O((n + m) · longest game), quadratic on a long path.
use nimkit::io::{stdout_output, Input};

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
    // (won, length) once decided.
    let mut verdict: Vec<Option<(bool, u64)>> =
        (0..n).map(|v| if moves[v].is_empty() { Some((false, 0)) } else { None }).collect();
    let mut round = 0;
    loop {
        round += 1;
        let mut found = Vec::new();
        for v in 0..n {
            if verdict[v].is_some() {
                continue;
            }
            let earlier = |u: usize| verdict[u].filter(|&(_, k)| k < round);
            if moves[v].iter().any(|&u| matches!(earlier(u), Some((false, _)))) {
                found.push((v, (true, round)));
            } else if moves[v].iter().all(|&u| matches!(earlier(u), Some((true, _)))) {
                found.push((v, (false, round)));
            }
        }
        if found.is_empty() {
            break;
        }
        for (v, d) in found {
            verdict[v] = Some(d);
        }
    }
    let mut out = stdout_output();
    for v in verdict {
        match v {
            Some((true, k)) => out.put("Win ").put(k),
            Some((false, k)) => out.put("Lose ").put(k),
            None => out.put("Draw"),
        };
        out.newline();
    }
}
