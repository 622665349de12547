// Moore's construction, but only over the 32 low bits of each heap (as if heaps fit in u32).
use nimkit::io::{interactive_output, stdin_scanner};
use nimkit::moore::winning_move;

fn main() {
    let (mut input, mut out) = (stdin_scanner(), interactive_output());
    let n: usize = input.next();
    let k: usize = input.next();
    let mut heaps: Vec<u64> = input.vec(n);
    let low = |h: &[u64]| -> Vec<u64> { h.iter().map(|&a| a as u32 as u64).collect() };
    let mut mine = winning_move(&low(&heaps), k).is_some();
    out.put(if mine { "First" } else { "Second" }).newline();
    let mut moves = 0;
    while heaps.iter().any(|&a| a > 0) && moves < 1000 {
        if mine {
            let low_heaps = low(&heaps);
            let chosen: Vec<(usize, u64)> = match winning_move(&low_heaps, k) {
                Some(m) => m.iter().map(|m| (m.pile, low_heaps[m.pile] - m.to)).collect(),
                None => vec![((0..n).find(|&i| heaps[i] > 0).unwrap(), 1)],
            };
            out.put(chosen.len());
            for &(i, take) in &chosen {
                heaps[i] -= take;
                out.space().put(i + 1).space().put(take);
            }
            out.newline();
            moves += 1;
        } else {
            let c: usize = input.next();
            for _ in 0..c {
                let i: usize = input.next();
                let take: u64 = input.next();
                heaps[i - 1] -= take;
            }
        }
        mine = !mine;
    }
}
