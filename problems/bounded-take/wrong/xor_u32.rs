// Wrong: the residues are XORed in a 32-bit accumulator (each one cast down), so a won position
// whose nim-sum lives only above bit 31 looks lost.
use nimkit::io::stdin_scanner;

fn main() {
    let mut scanner = stdin_scanner();
    let n: usize = scanner.next();
    let k: u64 = scanner.next();
    let mut xor: u32 = 0;
    for _ in 0..n {
        let a: u64 = scanner.next();
        xor ^= (a % (k + 1)) as u32;
    }
    println!("{}", if xor != 0 { "First" } else { "Second" });
}
