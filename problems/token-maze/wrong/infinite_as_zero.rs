// Wrong: a token on a room that can keep the game going forever (an infinite value) is counted
// as a dead weight of value 0, as if such a room were lost; the answer is never a draw.
use nimkit::io::{stdout_output, Input};
use nimkit::loopy::{smith_values, LoopyValue};

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
    let values = smith_values(&moves);
    let q: usize = input.next();
    let mut out = stdout_output();
    for _ in 0..q {
        let k: usize = input.next();
        let mut xor = 0;
        for _ in 0..k {
            let c: usize = input.next();
            if let LoopyValue::Finite(g) = values[c - 1] {
                xor ^= g;
            }
        }
        out.put(if xor != 0 { "First" } else { "Second" });
        out.newline();
    }
}
