// Wrong: computes the first 5000 Grundy values, looks for the smallest p that repeats over the
// second half of them and extends that pattern to every larger heap. Sound only when the true
// preperiod is below 2500 and the period below 2500: the longest ones within the constraints
// are far beyond.
use nimkit::io::stdin_scanner;

fn main() {
    let mut scanner = stdin_scanner();
    let m: usize = scanner.next();
    let loads: Vec<usize> = scanner.vec(m);
    const PREFIX: usize = 5000;
    let mut grundy = vec![0usize; PREFIX];
    for a in 0..PREFIX {
        let mut seen = [false; 16];
        for &t in &loads {
            if t <= a {
                seen[grundy[a - t]] = true;
            }
        }
        grundy[a] = seen.iter().position(|&s| !s).unwrap();
    }
    let half = PREFIX / 2;
    let period = (1..half).find(|&p| (half..PREFIX - p).all(|i| grundy[i] == grundy[i + p])).unwrap_or(half);
    let value = |a: u64| {
        if a < PREFIX as u64 {
            grundy[a as usize]
        } else {
            grundy[half + ((a - half as u64) % period as u64) as usize]
        }
    };
    let n: usize = scanner.next();
    let xor = (0..n).fold(0, |x, _| x ^ value(scanner.next()));
    println!("{}", if xor != 0 { "First" } else { "Second" });
}
