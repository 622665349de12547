// Wrong: forgets the adjudication after its 1000th move and waits for a reply that never comes.
use std::io::BufRead;
fn main() {
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut next_line = move || -> Vec<u64> {
        let l = lines.next().expect("line").unwrap();
        l.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect()
    };
    let n = next_line()[0] as usize;
    let mut c = vec![0u64];
    c.extend(next_line());
    let oddx = |c: &Vec<u64>| (1..=n).step_by(2).fold(0, |x, i| x ^ c[i]);
    let mut my_turn = oddx(&c) != 0;
    println!("{}", if my_turn { "First" } else { "Second" });
    let mut moves = 0;
    loop {
        if c[1..].iter().all(|&x| x == 0) {
            break;
        }
        let (i, k);
        if my_turn {
            let s = oddx(&c);
            i = (1..=n).step_by(2).find(|&i| c[i] ^ s < c[i]).unwrap();
            k = c[i] - (c[i] ^ s);
            println!("{} {}", i, k);
        } else {
            let v = next_line();
            i = v[0] as usize;
            k = v[1];
        }
        c[i] -= k;
        //ADD
        c[i - 1] += k;
        if my_turn {
            moves += 1;
            //KSTOP
        }
        my_turn = !my_turn;
    }
}
