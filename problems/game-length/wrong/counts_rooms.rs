// Wrong: counts the rooms the token visits (the start included) instead of the moves made.
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
    let length = game_lengths(&moves);
    let mut out = stdout_output();
    for v in 0..n {
        match (outcome[v], length[v]) {
            (Outcome::Win, Some(k)) => out.put("Win ").put(k + 1),
            (Outcome::Lose, Some(k)) => out.put("Lose ").put(k + 1),
            _ => out.put("Draw"),
        };
        out.newline();
    }
}
