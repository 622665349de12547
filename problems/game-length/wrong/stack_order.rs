// Wrong: the right retrograde rules, but decided rooms are processed from a stack instead of a
// queue. Outcomes stay right; lengths no longer arrive in increasing order, so a won room may
// take a slow lost option and a lost room may stop at a short won one.
use nimkit::io::{stdout_output, Input};

fn main() {
    let mut input = Input::from_stdin();
    let n: usize = input.next();
    let m: usize = input.next();
    let mut reverse = vec![Vec::new(); n];
    let mut degree = vec![0usize; n];
    for _ in 0..m {
        let u: usize = input.next();
        let v: usize = input.next();
        reverse[v - 1].push(u - 1);
        degree[u - 1] += 1;
    }
    // 0 undecided, 1 win, 2 lose.
    let mut state = vec![0u8; n];
    let mut length = vec![0u64; n];
    let mut stack: Vec<usize> = (0..n).filter(|&v| degree[v] == 0).collect();
    for &v in &stack {
        state[v] = 2;
    }
    while let Some(v) = stack.pop() {
        for &p in &reverse[v] {
            if state[p] != 0 {
                continue;
            }
            if state[v] == 2 {
                state[p] = 1;
                length[p] = length[v] + 1;
                stack.push(p);
            } else {
                degree[p] -= 1;
                if degree[p] == 0 {
                    state[p] = 2;
                    length[p] = length[v] + 1;
                    stack.push(p);
                }
            }
        }
    }
    let mut out = stdout_output();
    for v in 0..n {
        match state[v] {
            1 => out.put("Win ").put(length[v]),
            2 => out.put("Lose ").put(length[v]),
            _ => out.put("Draw"),
        };
        out.newline();
    }
}
