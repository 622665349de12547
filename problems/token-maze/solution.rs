use nimkit::io::{stdout_output, Input};
use nimkit::loopy::{smith_values, sum_value, LoopyValue, Outcome};

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
        // Finite values add by XOR; two infinite tokens make a draw whatever the rest is; so
        // only one sum with an infinite value is ever needed (each costs O(|A| log |A|)).
        let mut finite = 0u32;
        let mut infinite: Vec<&LoopyValue> = Vec::new();
        for _ in 0..k {
            let c: usize = input.next();
            match &values[c - 1] {
                LoopyValue::Finite(g) => finite ^= g,
                value => infinite.push(value),
            }
        }
        let total = match infinite.len() {
            0 => LoopyValue::Finite(finite),
            1 => sum_value(infinite[0], &LoopyValue::Finite(finite)),
            _ => sum_value(infinite[0], infinite[1]),
        };
        out.put(match total.outcome() {
            Outcome::Win => "First",
            Outcome::Lose => "Second",
            Outcome::Draw => "Draw",
        });
        out.newline();
    }
}
