// Treats every row as a heap from which a move takes 1 or 2 pins (value = length mod 3) and
// always knocks pins at the right end of a row, never splitting one.
use std::io::{stdin, BufRead};

fn main() {
    let mut lines = stdin().lock().lines().map(|l| l.unwrap());
    let _ = lines.next();
    let rows: Vec<usize> = lines.next().unwrap().split_whitespace().map(|t| t.parse().unwrap()).collect();
    // (first pin, length) of each run of standing pins; a knock at the right end keeps runs whole.
    let mut runs: Vec<(usize, usize)> = Vec::new();
    let mut start = 1;
    for &len in &rows {
        runs.push((start, len));
        start += len;
    }
    let xor = |runs: &[(usize, usize)]| runs.iter().fold(0, |x, &(_, len)| x ^ (len % 3));
    let mut mine = xor(&runs) != 0;
    println!("{}", if mine { "First" } else { "Second" });
    while runs.iter().any(|&(_, len)| len > 0) {
        if mine {
            let x = xor(&runs);
            let pick = (0..runs.len()).find(|&i| runs[i].1 > 0 && (runs[i].1 % 3) ^ x < runs[i].1 % 3);
            let (i, take) = match pick {
                Some(i) => (i, runs[i].1 % 3 - ((runs[i].1 % 3) ^ x)),
                None => ((0..runs.len()).find(|&i| runs[i].1 > 0).unwrap(), 1),
            };
            runs[i].1 -= take;
            println!("{} {}", runs[i].0 + runs[i].1, take);
        } else {
            let line = lines.next().unwrap();
            let v: Vec<usize> = line.split_whitespace().map(|t| t.parse().unwrap()).collect();
            let (pin, count) = (v[0], v[1]);
            let i = runs.iter().position(|&(s, len)| s <= pin && pin < s + len).unwrap();
            let (s, len) = runs[i];
            runs[i] = (s, pin - s);
            runs.push((pin + count, s + len - pin - count));
        }
        mine = !mine;
    }
}
