// Too slow: for each starter and starting cell, explores the states reachable from it and
// solves them from scratch, so the same graph of 2n states and n·k moves is solved 2n times.
use nimkit::io::{stdout_output, Input};
use nimkit::loopy::{explore, outcomes, Outcome};

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
        for cell in 1..n {
            let (_, graph) = explore(&[(starter, cell)], |&(player, at): &(usize, usize)| {
                if at == 0 {
                    Vec::new()
                } else {
                    steps[player].iter().map(|&x| (1 - player, (at + x) % n)).collect()
                }
            });
            if cell > 1 {
                out.space();
            }
            out.put(match outcomes(&graph)[0] {
                Outcome::Win => "Win",
                Outcome::Lose => "Lose",
                Outcome::Draw => "Draw",
            });
        }
        out.newline();
    }
}
