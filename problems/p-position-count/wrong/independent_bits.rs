// Wrong: treats every bit column on its own. At bit j, a pile "can" hold a 1 when b_i >= 2^j;
// an even number of ones among those c piles can be chosen in 2^(c-1) ways; multiply over the
// bits. This ignores that a pile's bits together must stay at most b_i.
use nimkit::io::stdin_scanner;

const MOD: u64 = 998_244_353;

fn main() {
    let mut scanner = stdin_scanner();
    let n: usize = scanner.next();
    let bounds: Vec<u64> = scanner.vec(n);
    let mut count = 1u64;
    for j in 0..60 {
        let can_be_one = bounds.iter().filter(|&&b| b >= 1u64 << j).count();
        for _ in 1..can_be_one {
            count = count * 2 % MOD;
        }
    }
    println!("{}", count);
}
