// When k covers every heap, answers First and empties all heaps at once, naming the empty
// ones too (a take of 0 pebbles); otherwise plays Moore's strategy correctly.
use nimkit::io::{interactive_output, stdin_scanner};
use nimkit::moore::{first_player_wins, winning_move};

fn main() {
    let (mut input, mut out) = (stdin_scanner(), interactive_output());
    let n: usize = input.next();
    let k: usize = input.next();
    let mut heaps: Vec<u64> = input.vec(n);
    if k >= n {
        out.put("First").newline();
        out.put(n);
        for (i, &a) in heaps.iter().enumerate() {
            out.space().put(i + 1).space().put(a);
        }
        out.newline();
        return;
    }
    let mut mine = first_player_wins(&heaps, k);
    out.put(if mine { "First" } else { "Second" }).newline();
    let mut moves = 0;
    while heaps.iter().any(|&a| a > 0) && moves < 1000 {
        if mine {
            let chosen = winning_move(&heaps, k).unwrap();
            out.put(chosen.len());
            for m in &chosen {
                out.space().put(m.pile + 1).space().put(heaps[m.pile] - m.to);
                heaps[m.pile] = m.to;
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
