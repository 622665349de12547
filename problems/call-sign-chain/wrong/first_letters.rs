// Wrong: looks the answer up at the call sign's first three letters instead of its last three,
// deciding the position before Ann's call sign instead of the one it leaves Bob.
use nimkit::io::{stdout_output, Input};
use nimkit::loopy::{outcomes, Outcome};

fn code(letters: &[u8]) -> usize {
    letters.iter().fold(0, |acc, &c| {
        let digit = if c.is_ascii_lowercase() { c - b'a' } else { c - b'A' + 26 };
        acc * 52 + digit as usize
    })
}

fn main() {
    let mut input = Input::from_stdin();
    let n: usize = input.next();
    let mut moves = vec![Vec::new(); 52 * 52 * 52];
    let mut before = Vec::with_capacity(n);
    for _ in 0..n {
        let word = input.token().unwrap().to_vec();
        let (head, tail) = (code(&word[..3]), code(&word[word.len() - 3..]));
        moves[head].push(tail);
        before.push(head);
    }
    let outcome = outcomes(&moves);
    let mut out = stdout_output();
    for head in before {
        out.put(match outcome[head] {
            Outcome::Win => "Bob",
            Outcome::Lose => "Ann",
            Outcome::Draw => "Draw",
        });
        out.newline();
    }
}
