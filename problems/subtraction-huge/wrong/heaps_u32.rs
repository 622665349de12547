// Wrong: reads the heap sizes as 32-bit integers, like the load sizes; a heap of 10^18 does not
// fit, so the program dies on every large input.
use nimkit::io::stdin_scanner;
use nimkit::subtraction::SubtractionGame;

fn main() {
    let mut scanner = stdin_scanner();
    let m: usize = scanner.next();
    let loads: Vec<u64> = scanner.vec(m);
    let game = SubtractionGame::new(&loads);
    let n: usize = scanner.next();
    let xor = (0..n).fold(0, |x, _| x ^ game.grundy(u64::from(scanner.next::<u32>())));
    println!("{}", if xor != 0 { "First" } else { "Second" });
}
