// Wrong: value iteration round by round, stopping after 60 rounds (or earlier when nothing
// changes) and calling everything still undecided a draw: a long forced line needs more.
use std::io::Read;
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
    // 0 unknown, 1 win, 2 lose (for the player to move)
    let mut st = vec![vec![0u8; n]; 2];
    st[0][0] = 2;
    st[1][0] = 2;
    for _round in 0..60 {
        let mut changed = false;
        for p in 0..2 {
            for c in 1..n {
                if st[p][c] != 0 {
                    continue;
                }
                let mut all_win = true;
                let mut any_lose = false;
                for &x in &steps[p] {
                    let t = st[1 - p][(c + x) % n];
                    if t == 2 {
                        any_lose = true;
                    }
                    if t != 1 {
                        all_win = false;
                    }
                }
                if any_lose {
                    st[p][c] = 1;
                    changed = true;
                } else if all_win {
                    st[p][c] = 2;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let mut out = String::new();
    for p in 0..2 {
        let w: Vec<&str> = (1..n).map(|c| match st[p][c] { 1 => "Win", 2 => "Lose", _ => "Draw" }).collect();
        out.push_str(&w.join(" "));
        out.push('\n');
    }
    print!("{}", out);
}
