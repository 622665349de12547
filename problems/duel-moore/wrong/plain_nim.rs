// Plays ordinary Nim: chooses the side by the XOR of the heaps and restores XOR 0 with one heap,
// ignoring that a move may touch up to k heaps.
use std::io::{stdin, BufRead};

fn main() {
    let mut lines = stdin().lock().lines().map(|l| l.unwrap());
    let first: Vec<usize> = lines.next().unwrap().split_whitespace().map(|t| t.parse().unwrap()).collect();
    let n = first[0];
    let mut a: Vec<u64> = lines.next().unwrap().split_whitespace().map(|t| t.parse().unwrap()).collect();
    let x = a.iter().fold(0, |x, &v| x ^ v);
    let mut mine = x != 0;
    println!("{}", if mine { "First" } else { "Second" });
    let mut moves = 0;
    while a.iter().any(|&v| v > 0) && moves < 1000 {
        if mine {
            let x = a.iter().fold(0, |x, &v| x ^ v);
            let i = (0..n)
                .find(|&i| x != 0 && a[i] ^ x < a[i])
                .unwrap_or_else(|| (0..n).find(|&i| a[i] > 0).unwrap());
            let take = if x != 0 { a[i] - (a[i] ^ x) } else { 1 };
            a[i] -= take;
            println!("1 {} {}", i + 1, take);
            moves += 1;
        } else {
            let m: Vec<usize> =
                lines.next().unwrap().split_whitespace().map(|t| t.parse().unwrap()).collect();
            for p in m[1..].chunks(2) {
                a[p[0] - 1] -= p[1] as u64;
            }
        }
        mine = !mine;
    }
}
