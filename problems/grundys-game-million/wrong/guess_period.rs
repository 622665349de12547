// Wrong: computes the first 5000 values by the plain mex, takes the smallest p with
// g(i + p) = g(i) over their second half, and extends that pattern to heavier balls, as one does
// for octal games. Grundy's game has no period within reach.
use nimkit::io::stdin_scanner;

fn main() {
    const PREFIX: usize = 5000;
    let mut g = vec![0usize; PREFIX];
    let mut seen = vec![false; 512];
    for h in 3..PREFIX {
        seen.iter_mut().for_each(|s| *s = false);
        for a in 1..(h + 1) / 2 {
            seen[g[a] ^ g[h - a]] = true;
        }
        g[h] = seen.iter().position(|&s| !s).unwrap();
    }
    let half = PREFIX / 2;
    let period = (1..half).find(|&p| (half..PREFIX - p).all(|i| g[i] == g[i + p])).unwrap_or(half);
    let value = |h: usize| if h < PREFIX { g[h] } else { g[half + (h - half) % period] };
    let mut scanner = stdin_scanner();
    let q: usize = scanner.next();
    for _ in 0..q {
        let k: usize = scanner.next();
        let xor = (0..k).fold(0, |x, _| x ^ value(scanner.next()));
        println!("{xor}");
    }
}
