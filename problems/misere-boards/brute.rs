//! Brute force for misere-boards: plays the sum directly. A position's tokens are encoded in
//! base 8; `wins` is filled from the highest codes down (a slide only raises a spot, so every
//! successor has a higher code), with "no slide left: the player to move wins". No library.
//! Exits 1 on invalid input.
use std::io::Read;

fn invalid(msg: &str) -> ! {
    eprintln!("invalid input: {msg}");
    std::process::exit(1)
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut tokens = text.split_ascii_whitespace();
    let mut next = |what: &str| -> usize {
        let t = tokens.next().unwrap_or_else(|| invalid(&format!("missing {what}")));
        t.parse().unwrap_or_else(|_| invalid(&format!("{what} is not a number: {t}")))
    };
    let positions = next("T");
    if !(1..=100).contains(&positions) {
        invalid("T is not in 1..=100");
    }
    for _ in 0..positions {
        let boards = next("g");
        if !(1..=4).contains(&boards) {
            invalid("g is not in 1..=4");
        }
        let mut slide = vec![[[false; 8]; 8]; boards];
        for board in slide.iter_mut() {
            let (spots, count) = (next("v"), next("e"));
            if !(1..=7).contains(&spots) || count > spots * (spots - 1) / 2 {
                invalid("v is not in 1..=7 or e is too large");
            }
            for _ in 0..count {
                let (a, b) = (next("a"), next("b"));
                if !(1 <= a && a < b && b <= spots) || board[a - 1][b - 1] {
                    invalid(&format!("bad or repeated slide {a} {b}"));
                }
                board[a - 1][b - 1] = true;
            }
        }
        let states = 1usize << (3 * boards);
        let mut wins = vec![false; states];
        for code in (0..states).rev() {
            let mut any_move = false;
            let mut to_losing = false;
            for (i, board) in slide.iter().enumerate() {
                let at = code >> (3 * i) & 7;
                for to in at + 1..8 {
                    if board[at][to] {
                        any_move = true;
                        let moved = code + ((to - at) << (3 * i));
                        to_losing |= !wins[moved];
                    }
                }
            }
            wins[code] = if any_move { to_losing } else { true };
        }
        println!("{}", if wins[0] { "First" } else { "Second" });
    }
}
