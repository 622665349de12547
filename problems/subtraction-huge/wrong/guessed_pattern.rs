// Wrong: computes the first 200 values, takes the smallest p with g(i + p) = g(i) on their
// second half, and extends that pattern forever: an uncertified guess that a long pre-period
// or a period of thousands defeats.
use nimkit::io::stdin_scanner;

fn main() {
    let mut scanner = stdin_scanner();
    let m: usize = scanner.next();
    let loads: Vec<u64> = scanner.vec(m);
    const PREFIX: usize = 200;
    let mut grundy = vec![0u64; PREFIX];
    for a in 0..PREFIX {
        let options: Vec<u64> =
            loads.iter().filter(|&&t| t as usize <= a).map(|&t| grundy[a - t as usize]).collect();
        grundy[a] = (0..).find(|v| !options.contains(v)).unwrap();
    }
    let half = PREFIX / 2;
    let period = (1..=half).find(|&p| (half..PREFIX - p).all(|i| grundy[i] == grundy[i + p])).unwrap();
    let start = (PREFIX - period) as u64;
    let value = |a: u64| {
        if a < PREFIX as u64 {
            grundy[a as usize]
        } else {
            grundy[(start + (a - start) % period as u64) as usize]
        }
    };
    let n: usize = scanner.next();
    let xor = (0..n).fold(0, |x, _| x ^ value(scanner.next()));
    println!("{}", if xor != 0 { "First" } else { "Second" });
}
