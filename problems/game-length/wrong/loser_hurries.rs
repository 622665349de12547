// Wrong: outcomes are right, but the loser is assumed to hurry too: a lost room's length is
// 1 + the shortest of its options instead of the longest.
use nimkit::io::{stdout_output, Input};
use nimkit::loopy::{game_lengths, outcomes, Outcome};

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
    let outcome = outcomes(&moves);
    // Won rooms: take the library's lengths; lost rooms: recompute as 1 + min, in increasing
    // order of that value, which is well defined since won rooms are already known.
    let known = game_lengths(&moves);
    let mut out = stdout_output();
    for v in 0..n {
        match outcome[v] {
            Outcome::Win => out.put("Win ").put(known[v].unwrap()),
            Outcome::Lose => {
                let shortest = moves[v].iter().map(|&u| known[u].unwrap() + 1).min().unwrap_or(0);
                out.put("Lose ").put(shortest)
            }
            Outcome::Draw => out.put("Draw"),
        };
        out.newline();
    }
}
