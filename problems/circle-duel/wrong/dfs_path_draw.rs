// Wrong: a memoized DFS over (player, cell) that calls a state already on the search
// path a draw, and memoizes whatever it concludes from that.
use std::io::Read;
fn solve(p: usize, c: usize, n: usize, steps: &[Vec<usize>; 2], memo: &mut Vec<Vec<u8>>) -> u8 {
    // 0 unvisited, 1 win, 2 lose, 3 draw, 4 on the path
    if c == 0 {
        return 2;
    }
    match memo[p][c] {
        0 => {}
        4 => return 3,
        r => return r,
    }
    memo[p][c] = 4;
    let mut best = 2u8;
    for &x in &steps[p] {
        let r = solve(1 - p, (c + x) % n, n, steps, memo);
        if r == 2 {
            best = 1;
            break;
        }
        if r == 3 {
            best = 3;
        }
    }
    memo[p][c] = best;
    best
}
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<usize> = s.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let n = v[0];
    let k1 = v[1];
    let a = v[2..2 + k1].to_vec();
    let k2 = v[2 + k1];
    let b = v[3 + k1..3 + k1 + k2].to_vec();
    let steps = [a, b];
    let mut memo = vec![vec![0u8; n]; 2];
    let mut out = String::new();
    for p in 0..2 {
        let w: Vec<&str> = (1..n)
            .map(|c| match solve(p, c, n, &steps, &mut memo) { 1 => "Win", 2 => "Lose", _ => "Draw" })
            .collect();
        out.push_str(&w.join(" "));
        out.push('\n');
    }
    print!("{}", out);
}
