// Wrong: the sparse-space method with its confirmation cut short. Splits with a part of rare
// value (an even number of ones above the lowest bit) give every common option; the rare options
// come from pairs of common values, which this looks for only among the first 256 splits. When a
// rare value below the answer first appears later, the mex comes out too small, and the error
// spreads to the heavier balls.
use nimkit::io::stdin_scanner;

const CONFIRMATION_SPLITS: usize = 256;

fn is_rare(v: u32) -> bool {
    (v & !1).count_ones() % 2 == 0
}

fn main() {
    let mut scanner = stdin_scanner();
    let n: usize = scanner.next();
    let balls: Vec<usize> = scanner.vec(n);
    let largest = *balls.iter().max().unwrap();
    let mut grundy = vec![0u32; largest + 1];
    let mut rare_heaps: Vec<usize> = vec![1, 2];
    let mut seen = vec![false; 4096];
    for h in 3..=largest {
        seen.iter_mut().for_each(|s| *s = false);
        let splits = (1..(h + 1) / 2).take(CONFIRMATION_SPLITS);
        let rare_splits = rare_heaps.iter().copied().filter(|&a| 2 * a != h && a < h);
        for a in splits.chain(rare_splits) {
            seen[(grundy[a] ^ grundy[h - a]) as usize] = true;
        }
        grundy[h] = seen.iter().position(|&s| !s).unwrap() as u32;
        if is_rare(grundy[h]) {
            rare_heaps.push(h);
        }
    }
    let xor = balls.iter().fold(0, |x, &h| x ^ grundy[h]);
    println!("{}", if xor != 0 { "First" } else { "Second" });
}
