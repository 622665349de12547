// Wrong: gives Grundy values only to rooms from which every play ends (peeled from the dead
// ends, each room once all its options are valued) and treats every other room as infinite
// with the finite values of its options; but a room on a cycle can have a finite value too,
// when every escape into the cycle can be answered.
use nimkit::io::{stdout_output, Input};

fn main() {
    let mut input = Input::from_stdin();
    let n: usize = input.next();
    let m: usize = input.next();
    let mut moves = vec![Vec::new(); n];
    let mut reverse = vec![Vec::new(); n];
    for _ in 0..m {
        let u: usize = input.next();
        let v: usize = input.next();
        moves[u - 1].push(v - 1);
        reverse[v - 1].push(u - 1);
    }
    let mut pending: Vec<usize> = moves.iter().map(Vec::len).collect();
    let mut value: Vec<Option<u32>> = vec![None; n];
    let mut ready: Vec<usize> = (0..n).filter(|&v| pending[v] == 0).collect();
    while let Some(v) = ready.pop() {
        let seen: Vec<u32> = moves[v].iter().map(|&u| value[u].unwrap()).collect();
        value[v] = Some((0..).find(|g| !seen.contains(g)).unwrap());
        for &p in &reverse[v] {
            pending[p] -= 1;
            if pending[p] == 0 {
                ready.push(p);
            }
        }
    }
    let q: usize = input.next();
    let mut out = stdout_output();
    for _ in 0..q {
        let k: usize = input.next();
        let mut xor = 0;
        let mut endless: Vec<usize> = Vec::new();
        for _ in 0..k {
            let c: usize = input.next();
            match value[c - 1] {
                Some(g) => xor ^= g,
                None => endless.push(c - 1),
            }
        }
        let answer = match endless.len() {
            0 if xor != 0 => "First",
            0 => "Second",
            1 if moves[endless[0]].iter().any(|&u| value[u] == Some(xor)) => "First",
            _ => "Draw",
        };
        out.put(answer);
        out.newline();
    }
}
