// Wrong: assumes the values repeat every max(S) + 1 sizes, as they do when S = {1, ..., k}.
use nimkit::io::stdin_scanner;

fn main() {
    let mut scanner = stdin_scanner();
    let m: usize = scanner.next();
    let loads: Vec<u64> = scanner.vec(m);
    let period: u64 = *loads.iter().max().unwrap() + 1;
    let mut grundy = vec![0u64; period as usize];
    for a in 0..period {
        let options: Vec<u64> =
            loads.iter().filter(|&&t| t <= a).map(|&t| grundy[(a - t) as usize]).collect();
        grundy[a as usize] = (0..).find(|v| !options.contains(v)).unwrap();
    }
    let n: usize = scanner.next();
    let xor = (0..n).fold(0, |x, _| x ^ grundy[(scanner.next::<u64>() % period) as usize]);
    println!("{}", if xor != 0 { "First" } else { "Second" });
}
