use nimkit::io::{stdout_output, Input};
use nimkit::loopy::{outcomes, Outcome};

/// A three-letter code as a number below 52^3 (letters a-z, then A-Z).
fn code(letters: &[u8]) -> usize {
    letters.iter().fold(0, |acc, &c| {
        let digit = if c.is_ascii_lowercase() { c - b'a' } else { c - b'A' + 26 };
        acc * 52 + digit as usize
    })
}

fn main() {
    let mut input = Input::from_stdin();
    let n: usize = input.next();
    // A position is the last three letters said; a call sign moves from its first three
    // letters to its last three.
    let mut moves = vec![Vec::new(); 52 * 52 * 52];
    let mut after = Vec::with_capacity(n);
    for _ in 0..n {
        let word = input.token().expect("a call sign").to_vec();
        let (head, tail) = (code(&word[..3]), code(&word[word.len() - 3..]));
        moves[head].push(tail);
        after.push(tail);
    }
    let outcome = outcomes(&moves);
    let mut out = stdout_output();
    for tail in after {
        // Bob answers Ann's call sign: he is the player to move.
        out.put(match outcome[tail] {
            Outcome::Win => "Bob",
            Outcome::Lose => "Ann",
            Outcome::Draw => "Draw",
        });
        out.newline();
    }
}
