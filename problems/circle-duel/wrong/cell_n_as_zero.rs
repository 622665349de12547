// Wrong: numbers the cells 1..n and moves the ball to (cell + x) % n, so a ball that should land
// on cell n lands on a phantom cell 0 with no moves, which ends the game like the pocket.
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
    // State player * (n + 1) + cell, cells 0..=n; cell 1 is the pocket.
    let width = n + 1;
    let mut moves = vec![Vec::new(); 2 * width];
    for player in 0..2 {
        for cell in 2..=n {
            moves[player * width + cell] = steps[player].iter().map(|&x| (1 - player) * width + (cell + x) % n).collect();
        }
    }
    let outcome = outcomes(&moves);
    let mut out = stdout_output();
    for starter in 0..2 {
        for cell in 2..=n {
            if cell > 2 {
                out.space();
            }
            out.put(match outcome[starter * width + cell] {
                Outcome::Win => "Win",
                Outcome::Lose => "Lose",
                Outcome::Draw => "Draw",
            });
        }
        out.newline();
    }
}
