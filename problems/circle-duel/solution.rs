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
    // State player * n + cell (cells 0-based, 0 the pocket), the player to move. The ball in
    // the pocket ends the game: the player to move there has lost (the other one dropped it).
    let mut moves = vec![Vec::new(); 2 * n];
    for player in 0..2 {
        for cell in 1..n {
            moves[player * n + cell] = steps[player].iter().map(|&x| (1 - player) * n + (cell + x) % n).collect();
        }
    }
    let outcome = outcomes(&moves);
    let mut out = stdout_output();
    for starter in 0..2 {
        for cell in 1..n {
            if cell > 1 {
                out.space();
            }
            out.put(match outcome[starter * n + cell] {
                Outcome::Win => "Win",
                Outcome::Lose => "Lose",
                Outcome::Draw => "Draw",
            });
        }
        out.newline();
    }
}
