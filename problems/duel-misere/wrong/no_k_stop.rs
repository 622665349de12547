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
    let mut a = next_line();
    let wins = |a: &Vec<u64>| -> bool {
        let s = a.iter().fold(0, |x, &y| x ^ y);
        if a.iter().all(|&x| x <= 1) { s == 0 } else { s != 0 }
    };
    let mut my_turn = wins(&a);
    println!("{}", if my_turn { "First" } else { "Second" });
    let mut moves = 0;
    loop {
        if a.iter().all(|&x| x == 0) {
            break;
        }
        if my_turn {
            let s = a.iter().fold(0, |x, &y| x ^ y);
            let bigs = a.iter().filter(|&&x| x >= 2).count();
            let (i, take);
            if bigs == 0 {
                i = (0..n).find(|&i| a[i] == 1).unwrap();
                take = 1;
            } else if bigs == 1 {
                i = (0..n).find(|&i| a[i] >= 2).unwrap();
                let ones = a.iter().filter(|&&x| x == 1).count();
                take = if ones % 2 == 1 { a[i] } else { a[i] - 1 };
            } else {
                i = (0..n).find(|&i| a[i] ^ s < a[i]).unwrap();
                take = a[i] - (a[i] ^ s);
            }
            println!("{} {}", i + 1, take);
            a[i] -= take;
            moves += 1;
            //KSTOP
        } else {
            let v = next_line();
            a[v[0] as usize - 1] -= v[1];
        }
        my_turn = !my_turn;
    }
}
