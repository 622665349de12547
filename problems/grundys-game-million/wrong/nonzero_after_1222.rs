// Wrong: the single-heap shortcut of CSES 2207. Every ball heavier than 1222 is a first-player
// win, so its value is not 0; this takes the exact values up to 1222 (plain mex) and gives every
// heavier ball the least non-zero value, 1. Right about who wins with one heavy ball, wrong about
// the values, so wrong about every table that combines balls.
use nimkit::io::stdin_scanner;

fn main() {
    const LAST_ZERO: usize = 1222;
    let mut g = vec![0u32; LAST_ZERO + 1];
    let mut seen = vec![false; 256];
    for h in 3..=LAST_ZERO {
        seen.iter_mut().for_each(|s| *s = false);
        for a in 1..(h + 1) / 2 {
            seen[(g[a] ^ g[h - a]) as usize] = true;
        }
        g[h] = seen.iter().position(|&s| !s).unwrap() as u32;
    }
    let value = |h: usize| if h <= LAST_ZERO { g[h] } else { 1 };
    let mut scanner = stdin_scanner();
    let q: usize = scanner.next();
    for _ in 0..q {
        let k: usize = scanner.next();
        let xor = (0..k).fold(0, |x, _| x ^ value(scanner.next()));
        println!("{xor}");
    }
}
