//! Wrong: the right search (misère: no slide left means the player to move wins), but a plain
//! recursion without remembering solved positions: it replays every order of the slides, and
//! four boards of seven spots have billions of them.
use std::io::Read;

fn wins(tokens: &mut Vec<usize>, slides: &[Vec<Vec<usize>>]) -> bool {
    let mut any_move = false;
    for i in 0..tokens.len() {
        let at = tokens[i];
        for &to in &slides[i][at] {
            any_move = true;
            tokens[i] = to;
            let opponent_wins = wins(tokens, slides);
            tokens[i] = at;
            if !opponent_wins {
                return true;
            }
        }
    }
    !any_move
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap());
    let positions = it.next().unwrap();
    for _ in 0..positions {
        let boards = it.next().unwrap();
        let mut slides = Vec::new();
        for _ in 0..boards {
            let (spots, count) = (it.next().unwrap(), it.next().unwrap());
            let mut board = vec![Vec::new(); spots + 1];
            for _ in 0..count {
                let (a, b) = (it.next().unwrap(), it.next().unwrap());
                board[a].push(b);
            }
            slides.push(board);
        }
        let first = wins(&mut vec![1; boards], &slides);
        println!("{}", if first { "First" } else { "Second" });
    }
}
