// Wrong: forgets that whose turn it is belongs to the state: each line is solved as if both
// players moved with the starter's steps.
use nimkit::io::{stdout_output, Input};
use nimkit::loopy::{outcomes, Outcome};

fn main() {
    let mut input = Input::from_stdin();
    let n: usize = input.next();
    let mut steps: Vec<Vec<usize>> = Vec::new();
    for _ in 0..2 {
        let k: usize = input.next();
        steps.push(input.vec(k));
    }
    let mut out = stdout_output();
    for starter in 0..2 {
        let mut moves = vec![Vec::new(); n];
        for cell in 1..n {
            moves[cell] = steps[starter].iter().map(|&x| (cell + x) % n).collect();
        }
        let outcome = outcomes(&moves);
        for cell in 1..n {
            if cell > 1 {
                out.space();
            }
            out.put(match outcome[cell] {
                Outcome::Win => "Win",
                Outcome::Lose => "Lose",
                Outcome::Draw => "Draw",
            });
        }
        out.newline();
    }
}
