// Wrong: a correct retrograde search whose result array starts at "Lose": every state it never
// decides (a draw) is printed as a loss for the starter.
use nimkit::io::{stdout_output, Input};

fn main() {
    let mut input = Input::from_stdin();
    let n: usize = input.next();
    let mut steps: Vec<Vec<usize>> = Vec::new();
    for _ in 0..2 {
        let k: usize = input.next();
        steps.push(input.vec(k));
    }
    // result[player][cell]: 0 lose, 1 win; cells 0-based, 0 the pocket.
    let mut result = vec![vec![0u8; n]; 2];
    let mut done = vec![vec![false; n]; 2];
    let mut left: Vec<Vec<usize>> = (0..2).map(|p| vec![steps[p].len(); n]).collect();
    let mut queue = vec![(0usize, 0usize), (1, 0)];
    done[0][0] = true;
    done[1][0] = true;
    let mut head = 0;
    while head < queue.len() {
        let (player, cell) = queue[head];
        head += 1;
        let mover = 1 - player;
        for &x in &steps[mover] {
            let from = (cell + n - x) % n;
            if from == 0 || done[mover][from] {
                continue;
            }
            if result[player][cell] == 0 {
                result[mover][from] = 1;
                done[mover][from] = true;
                queue.push((mover, from));
            } else {
                left[mover][from] -= 1;
                if left[mover][from] == 0 {
                    done[mover][from] = true;
                    queue.push((mover, from));
                }
            }
        }
    }
    let mut out = stdout_output();
    for line in &result {
        for cell in 1..n {
            if cell > 1 {
                out.space();
            }
            out.put(if line[cell] == 1 { "Win" } else { "Lose" });
        }
        out.newline();
    }
}
