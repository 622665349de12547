// Wrong: the right values, memoized, but computed by a recursive depth-first search: on a path
// of 2·10^5 platforms the recursion is 2·10^5 calls deep and overflows the stack.
use nimkit::io::stdin_scanner;

fn grundy(u: usize, slides: &[Vec<usize>], memo: &mut Vec<Option<u32>>) -> u32 {
    if let Some(g) = memo[u] {
        return g;
    }
    let mut options: Vec<u32> = slides[u].iter().map(|&v| grundy(v, slides, memo)).collect();
    options.sort_unstable();
    options.dedup();
    let g = options.iter().enumerate().find(|&(i, &o)| i as u32 != o).map_or(options.len() as u32, |(i, _)| i as u32);
    memo[u] = Some(g);
    g
}

fn main() {
    let mut scanner = stdin_scanner();
    let n: usize = scanner.next();
    let m: usize = scanner.next();
    let mut slides = vec![Vec::new(); n + 1];
    for _ in 0..m {
        let u: usize = scanner.next();
        let v: usize = scanner.next();
        slides[u].push(v);
    }
    let mut memo = vec![None; n + 1];
    let k: usize = scanner.next();
    let xor = (0..k).fold(0, |x, _| x ^ grundy(scanner.next(), &slides, &mut memo));
    println!("{}", if xor != 0 { "First" } else { "Second" });
}
