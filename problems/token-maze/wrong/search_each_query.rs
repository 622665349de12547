// Too slow: searches every query's game itself (the sorted token rooms as the state, moves one
// token at a time) with the library's own retrograde analysis, instead of combining values:
// the number of states grows like (rooms reachable)^(tokens).
use nimkit::io::{stdout_output, Input};
use nimkit::loopy::{explore, outcomes, Outcome};

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
    let q: usize = input.next();
    let mut out = stdout_output();
    for _ in 0..q {
        let k: usize = input.next();
        let mut start: Vec<usize> = (0..k).map(|_| input.next::<usize>() - 1).collect();
        start.sort_unstable();
        let (_, graph) = explore(&[start], |state: &Vec<usize>| {
            let mut next = Vec::new();
            for i in 0..state.len() {
                for &to in &moves[state[i]] {
                    let mut s = state.clone();
                    s[i] = to;
                    s.sort_unstable();
                    next.push(s);
                }
            }
            next
        });
        out.put(match outcomes(&graph)[0] {
            Outcome::Win => "First",
            Outcome::Lose => "Second",
            Outcome::Draw => "Draw",
        });
        out.newline();
    }
}
