// Wrong: plays on while some pit is non-empty, though the game ends when every pit holds less
// than the smallest load; after its last move it waits for a reply that never comes.
use nimkit::io::{interactive_output, stdin_scanner};
use nimkit::subtraction::SubtractionGame;

/// The statement's K: the jury adjudicates right after our K-th move.
const ADJUDICATE_AFTER: u64 = 1000;

fn main() {
    let (mut input, mut out) = (stdin_scanner(), interactive_output());
    let n: usize = input.next();
    let m: usize = input.next();
    let loads: Vec<u64> = input.vec(m);
    let mut heaps: Vec<u64> = input.vec(n);
    // The game certifies its own preperiod and period, so g(10^18) is a table look-up.
    let game = SubtractionGame::new(&loads);
    let nim_sum = |heaps: &[u64]| heaps.iter().fold(0, |x, &a| x ^ game.grundy(a));
    let smallest = *loads.iter().min().unwrap();
    let mut our_turn = nim_sum(&heaps) != 0;
    out.put(if our_turn { "First" } else { "Second" }).newline();
    let mut moves = 0u64;
    while heaps.iter().any(|&a| a > 0) {
        if our_turn {
            let target = nim_sum(&heaps);
            let (i, x) = (0..n)
                .flat_map(|i| loads.iter().map(move |&x| (i, x)))
                .find(|&(i, x)| x <= heaps[i] && game.grundy(heaps[i] - x) == target ^ game.grundy(heaps[i]))
                .expect("a position with a non-zero nim-sum has a move to zero");
            heaps[i] -= x;
            out.put(i + 1).space().put(x).newline();
            moves += 1;
            if moves == ADJUDICATE_AFTER {
                return;
            }
        } else {
            let heap: usize = input.next();
            let x: u64 = input.next();
            heaps[heap - 1] -= x;
        }
        our_turn = !our_turn;
    }
}
