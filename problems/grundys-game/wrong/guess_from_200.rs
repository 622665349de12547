// Wrong: computes the first 200 values, takes the smallest p with g(i + p) = g(i) over their
// second half, and extends that pattern to heavier balls, as for octal games. Grundy's game has
// no known period.
use nimkit::io::stdin_scanner;

fn main() {
    const PREFIX: usize = 200;
    let mut g = [0usize; PREFIX];
    for h in 3..PREFIX {
        let mut seen = [false; 64];
        for a in 1..(h + 1) / 2 {
            seen[g[a] ^ g[h - a]] = true;
        }
        g[h] = seen.iter().position(|&s| !s).unwrap();
    }
    let half = PREFIX / 2;
    let period = (1..half).find(|&p| (half..PREFIX - p).all(|i| g[i] == g[i + p])).unwrap_or(half);
    let value = |h: usize| if h < PREFIX { g[h] } else { g[half + (h - half) % period] };
    let mut scanner = stdin_scanner();
    let n: usize = scanner.next();
    let xor = (0..n).fold(0, |x, _| x ^ value(scanner.next()));
    println!("{}", if xor != 0 { "First" } else { "Second" });
}
