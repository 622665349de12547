// Wrong: allows a load only when the heap holds strictly more buckets (`t < a` instead of
// `t <= a`), so nobody may ever cart away a whole heap.
use nimkit::io::stdin_scanner;

fn main() {
    let mut scanner = stdin_scanner();
    let m: usize = scanner.next();
    let loads: Vec<u64> = scanner.vec(m);
    let largest = *loads.iter().max().unwrap();
    // Values up to 4 * 10^5 + 4 max(S), then a certified period as in the textbook.
    let len = 400_000 + 4 * largest as usize;
    let mut g = vec![0u32; len];
    for a in 0..len {
        let mut seen = 0u64;
        for &t in &loads {
            if (t as usize) < a {
                seen |= 1 << g[a - t as usize];
            }
        }
        g[a] = (!seen).trailing_zeros();
    }
    let window = largest as usize;
    let (pre, period) = (1..len / 2)
        .find_map(|p| {
            let mut start = len - p;
            while start > 0 && g[start - 1] == g[start - 1 + p] {
                start -= 1;
            }
            (len - p - start >= window).then_some((start, p))
        })
        .unwrap_or((len / 2, len / 2));
    let value = |a: u64| if (a as usize) < pre { g[a as usize] } else { g[pre + ((a - pre as u64) % period as u64) as usize] };
    let n: usize = scanner.next();
    let xor = (0..n).fold(0, |x, _| x ^ value(scanner.next()));
    println!("{}", if xor != 0 { "First" } else { "Second" });
}
