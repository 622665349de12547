// Wrong: the retrograde search is right, but every position it never reaches is left at its
// initial "the player to move loses", so a draw is printed as a win for Ann.
use nimkit::io::{stdout_output, Input};

fn code(letters: &[u8]) -> usize {
    letters.iter().fold(0, |acc, &c| {
        let digit = if c.is_ascii_lowercase() { c - b'a' } else { c - b'A' + 26 };
        acc * 52 + digit as usize
    })
}

fn main() {
    let mut input = Input::from_stdin();
    let n: usize = input.next();
    let nodes = 52 * 52 * 52;
    let mut reverse = vec![Vec::new(); nodes];
    let mut degree = vec![0usize; nodes];
    let mut after = Vec::with_capacity(n);
    for _ in 0..n {
        let word = input.token().unwrap().to_vec();
        let (head, tail) = (code(&word[..3]), code(&word[word.len() - 3..]));
        reverse[tail].push(head);
        degree[head] += 1;
        after.push(tail);
    }
    // mover_wins[v]: false until proven a win.
    let mut mover_wins = vec![false; nodes];
    let mut done = vec![false; nodes];
    let mut queue: Vec<usize> = (0..nodes).filter(|&v| degree[v] == 0).collect();
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
            if !mover_wins[v] {
                mover_wins[p] = true;
                done[p] = true;
                queue.push(p);
            } else {
                degree[p] -= 1;
                if degree[p] == 0 {
                    done[p] = true;
                    queue.push(p);
                }
            }
        }
    }
    let mut out = stdout_output();
    for tail in after {
        out.put(if mover_wins[tail] { "Bob" } else { "Ann" });
        out.newline();
    }
}
