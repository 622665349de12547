// Wrong: forgets the adjudication after its 1000th move and waits for a reply that never comes.
use std::io::{BufRead, Write};
fn main() {
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut next_line = move || -> Vec<u64> {
        let l = lines.next().expect("line").unwrap();
        l.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect()
    };
    let n = next_line()[0] as usize;
    let mut a = next_line();
    assert_eq!(a.len(), n);
    let out = std::io::stdout();
    let s = a.iter().fold(0, |x, &y| x ^ y);
    let mut my_turn = s != 0;
    println!("{}", if my_turn { "First" } else { "Second" });
    out.lock().flush().unwrap();
    let mut moves = 0;
    loop {
        //CHECKEND
        if a.iter().all(|&x| x == 0) {
            break;
        }
        if my_turn {
            let s = a.iter().fold(0, |x, &y| x ^ y);
            let i = (0..n).find(|&i| a[i] ^ s < a[i]).unwrap();
            let take = a[i] - (a[i] ^ s);
            //PRINT
            println!("{} {}", i + 1, take);
            a[i] -= take;
            moves += 1;
            //KSTOP
        } else {
            let v = next_line();
            //READ
            a[v[0] as usize - 1] -= v[1];
        }
        my_turn = !my_turn;
    }
}
