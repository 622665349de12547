// Wrong: the retrograde search is right, but rooms it never decides keep their initial
// "lost in 0 moves" instead of being reported as draws.
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
    let mut won = vec![false; n];
    let mut length = vec![0u64; n];
    let mut done = vec![false; n];
    let mut queue: Vec<usize> = (0..n).filter(|&v| degree[v] == 0).collect();
    for &v in &queue {
        done[v] = true;
    }
    let mut head = 0;
    while head < queue.len() {
        let v = queue[head];
        head += 1;
        for &p in &reverse[v] {
            if done[p] {
                continue;
            }
            if !won[v] {
                won[p] = true;
                done[p] = true;
                length[p] = length[v] + 1;
                queue.push(p);
            } else {
                degree[p] -= 1;
                if degree[p] == 0 {
                    done[p] = true;
                    length[p] = length[v] + 1;
                    queue.push(p);
                }
            }
        }
    }
    let mut out = stdout_output();
    for v in 0..n {
        out.put(if won[v] { "Win " } else { "Lose " }).put(length[v]).newline();
    }
}
