//! misere-boards: no closed form for misère sums of arbitrary games, so search the sum
//! itself: nimkit's oracle over the tuple of token spots, under the misère convention.
use nimkit::io::stdin_scanner;
use nimkit::oracle::{Convention, Oracle};

fn main() {
    let mut input = stdin_scanner();
    let positions: usize = input.next();
    let mut answers = Vec::with_capacity(positions);
    for _ in 0..positions {
        let boards: usize = input.next();
        // slides[i][a]: the spots reachable in one slide from spot a of board i (0-based).
        let mut slides: Vec<Vec<Vec<usize>>> = Vec::with_capacity(boards);
        for _ in 0..boards {
            let (spots, count): (usize, usize) = (input.next(), input.next());
            let mut board = vec![Vec::new(); spots];
            for _ in 0..count {
                let (a, b): (usize, usize) = (input.next(), input.next());
                board[a - 1].push(b - 1);
            }
            slides.push(board);
        }
        let moves = |tokens: &Vec<usize>| -> Vec<Vec<usize>> {
            let mut next = Vec::new();
            for (i, &at) in tokens.iter().enumerate() {
                for &to in &slides[i][at] {
                    let mut moved = tokens.clone();
                    moved[i] = to;
                    next.push(moved);
                }
            }
            next
        };
        let wins = Oracle::new(moves, Convention::Misere).first_player_wins(&vec![0; boards]);
        answers.push(if wins { "First" } else { "Second" });
    }
    println!("{}", answers.join("\n"));
}
