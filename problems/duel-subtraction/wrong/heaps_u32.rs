// Correct periodic strategy, but stores the heaps as u32 (the cast keeps the 32 low bits).
use nimkit::io::{interactive_output, stdin_scanner};
use nimkit::subtraction::SubtractionGame;

fn main() {
    let (mut input, mut out) = (stdin_scanner(), interactive_output());
    let n: usize = input.next();
    let m: usize = input.next();
    let s: Vec<u64> = input.vec(m);
    let mut a: Vec<u32> = (0..n).map(|_| input.next::<u64>() as u32).collect();
    let game = SubtractionGame::new(&s);
    let x = |a: &[u32]| a.iter().fold(0, |x, &h| x ^ game.grundy(h as u64));
    let mut mine = x(&a) != 0;
    println!("{}", if mine { "First" } else { "Second" });
    let small = *s.iter().min().unwrap() as u32;
    let mut moves = 0;
    while a.iter().any(|&h| h >= small) && moves < 1000 {
        if mine {
            let target = x(&a);
            let all: Vec<(usize, u32)> = (0..n)
                .flat_map(|i| s.iter().map(move |&d| (i, d as u32)))
                .filter(|&(i, d)| d <= a[i])
                .collect();
            let (i, d) = all
                .iter()
                .copied()
                .find(|&(i, d)| game.grundy((a[i] - d) as u64) == target ^ game.grundy(a[i] as u64))
                .unwrap_or(all[0]);
            a[i] -= d;
            out.put(i + 1).space().put(d).newline();
            moves += 1;
        } else {
            let i: usize = input.next();
            let d: u32 = input.next();
            a[i - 1] = a[i - 1].wrapping_sub(d);
        }
        mine = !mine;
    }
}
