// Wrong: answers Draw as soon as one token sits on a room of infinite value, forgetting that
// the first player may win by moving that very token to a room whose value cancels the rest.
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
        let mut endless = false;
        for _ in 0..k {
            let c: usize = input.next();
            match values[c - 1] {
                LoopyValue::Finite(g) => xor ^= g,
                LoopyValue::Infinite(_) => endless = true,
            }
        }
        out.put(if endless {
            "Draw"
        } else if xor != 0 {
            "First"
        } else {
            "Second"
        });
        out.newline();
    }
}
