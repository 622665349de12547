// Wrong: a memoized depth-first search that calls a position on the current search path a
// draw and remembers what it concludes from that; but a position that looked drawn through
// the path may be decided once the rest of the graph is known.
use nimkit::io::{stdout_output, Input};

fn code(letters: &[u8]) -> usize {
    letters.iter().fold(0, |acc, &c| {
        let digit = if c.is_ascii_lowercase() { c - b'a' } else { c - b'A' + 26 };
        acc * 52 + digit as usize
    })
}

const UNKNOWN: u8 = 0;
const ON_PATH: u8 = 1;
const WIN: u8 = 2;
const LOSE: u8 = 3;
const DRAW: u8 = 4;

fn solve(v: usize, moves: &[Vec<usize>], state: &mut [u8]) -> u8 {
    match state[v] {
        UNKNOWN => {}
        ON_PATH => return DRAW,
        known => return known,
    }
    state[v] = ON_PATH;
    let mut any_draw = false;
    let mut result = LOSE;
    for &u in &moves[v] {
        match solve(u, moves, state) {
            LOSE => result = WIN,
            DRAW => any_draw = true,
            _ => {}
        }
    }
    if result != WIN && any_draw {
        result = DRAW;
    }
    state[v] = result;
    result
}

fn main() {
    let mut input = Input::from_stdin();
    let n: usize = input.next();
    let mut moves = vec![Vec::new(); 52 * 52 * 52];
    let mut after = Vec::with_capacity(n);
    for _ in 0..n {
        let word = input.token().unwrap().to_vec();
        let (head, tail) = (code(&word[..3]), code(&word[word.len() - 3..]));
        moves[head].push(tail);
        after.push(tail);
    }
    let mut state = vec![UNKNOWN; moves.len()];
    let mut out = stdout_output();
    for tail in after {
        out.put(match solve(tail, &moves, &mut state) {
            WIN => "Bob",
            LOSE => "Ann",
            _ => "Draw",
        });
        out.newline();
    }
}
