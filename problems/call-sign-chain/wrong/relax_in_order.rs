// Too slow: decides positions by sweeping over all call signs again and again until nothing
// changes. Each sweep may settle a single position: quadratic on a long chain.
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
    let mut words = Vec::with_capacity(n);
    let mut degree = vec![0usize; nodes];
    for _ in 0..n {
        let word = input.token().unwrap().to_vec();
        let (head, tail) = (code(&word[..3]), code(&word[word.len() - 3..]));
        degree[head] += 1;
        words.push((head, tail));
    }
    // 0 unknown, 1 win, 2 lose (for the player to move there).
    let mut result: Vec<u8> = (0..nodes).map(|v| if degree[v] == 0 { 2 } else { 0 }).collect();
    let mut won_options = vec![0usize; nodes];
    let mut counted = vec![false; n];
    loop {
        let mut changed = false;
        for (i, &(head, tail)) in words.iter().enumerate() {
            if result[head] != 0 {
                continue;
            }
            if result[tail] == 2 {
                result[head] = 1;
                changed = true;
            } else if result[tail] == 1 && !counted[i] {
                counted[i] = true;
                won_options[head] += 1;
                if won_options[head] == degree[head] {
                    result[head] = 2;
                }
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let mut out = stdout_output();
    for &(_, tail) in &words {
        out.put(match result[tail] {
            1 => "Bob",
            2 => "Ann",
            _ => "Draw",
        });
        out.newline();
    }
}
