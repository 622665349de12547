//! Checker for `turning-coins`: `checker INPUT OUTPUT ANSWER`; exit 0 AC, 1 WA, 2 PE, 3 FAIL.
//!
//! Per row the contestant prints `Second` or a move `x y`. A move must be legal (coin x
//! shows heads; y = 0 or 1 ≤ y < x) and leave a row lost for the opponent: the XOR of the
//! heads' positions is 0 (Nim with a heap of size x per head at x). `Second` must match
//! the jury.
//! The jury's own answer is checked the same way, and an inconsistency is FAIL.
use std::fs;
use std::process::exit;

const AC: i32 = 0;
const WA: i32 = 1;
const PE: i32 = 2;
const FAIL: i32 = 3;

fn verdict(code: i32, msg: &str) -> ! {
    let name = ["ok", "wrong answer", "presentation error", "FAIL"][code as usize];
    println!("{}: {}", name, msg);
    eprintln!("{}: {}", name, msg);
    exit(code)
}

fn tokens(path: &str) -> Vec<String> {
    match fs::read(path) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).split_ascii_whitespace().map(String::from).collect(),
        Err(e) => verdict(FAIL, &format!("cannot read {}: {}", path, e)),
    }
}

/// What a player claims about one row.
enum Claim {
    Loses,
    Move(i128, i128),
}

/// Reads one claim; `Err` describes malformed output.
fn read_claim(words: &[String], pos: &mut usize) -> Result<Claim, String> {
    let first = words.get(*pos).ok_or("output ends too early")?;
    *pos += 1;
    if first == "Second" {
        return Ok(Claim::Loses);
    }
    let number =
        |w: &str| w.parse::<i128>().map_err(|_| format!("expected `Second` or an integer, found {:?}", w));
    let i = number(first)?;
    let r = number(words.get(*pos).ok_or("output ends inside a move")?)?;
    *pos += 1;
    Ok(Claim::Move(i, r))
}

/// XOR of the positions (from 1) of the heads: 0 exactly when the player to move loses.
fn heads_xor(row: &[u8]) -> u64 {
    (1..).zip(row).filter(|&(_, &c)| c == b'H').fold(0, |acc, (x, _)| acc ^ x)
}

/// Checks the move (x, y) on `row`: legal and leaving a lost row for the opponent.
fn check_move(row: &[u8], x: i128, y: i128) -> Result<(), String> {
    if x < 1 || x > row.len() as i128 {
        return Err(format!("coin {} does not exist (n = {})", x, row.len()));
    }
    if row[(x - 1) as usize] != b'H' {
        return Err(format!("coin {} shows tails", x));
    }
    if y < 0 || y >= x {
        return Err(format!("the second coin {} is not 0 and not left of coin {}", y, x));
    }
    let mut after = row.to_vec();
    after[(x - 1) as usize] = b'T';
    if y >= 1 {
        let coin = &mut after[(y - 1) as usize];
        *coin = if *coin == b'H' { b'T' } else { b'H' };
    }
    if heads_xor(&after) != 0 {
        return Err(format!("turning coins {} and {} leaves a row the opponent wins", x, y));
    }
    Ok(())
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 4 {
        verdict(FAIL, "usage: checker INPUT OUTPUT ANSWER");
    }
    let input = tokens(&args[1]);
    let output = tokens(&args[2]);
    let answer = tokens(&args[3]);
    let rows: usize = input
        .first()
        .and_then(|w| w.parse().ok())
        .unwrap_or_else(|| verdict(FAIL, "input file is malformed"));
    if input.len() != rows + 1 {
        verdict(FAIL, "input file is malformed");
    }
    let (mut op, mut ap) = (0, 0);
    for (index, row) in input.iter().enumerate().skip(1) {
        let row = row.as_bytes();
        let jury = read_claim(&answer, &mut ap)
            .unwrap_or_else(|e| verdict(FAIL, &format!("row {}: jury answer: {}", index, e)));
        let jury_wins = match jury {
            Claim::Loses => false,
            Claim::Move(i, r) => {
                if let Err(e) = check_move(row, i, r) {
                    verdict(FAIL, &format!("row {}: jury move: {}", index, e));
                }
                true
            }
        };
        if !jury_wins && heads_xor(row) != 0 {
            verdict(FAIL, &format!("row {}: jury says Second on a winning position", index));
        }
        match read_claim(&output, &mut op) {
            Err(e) => verdict(PE, &format!("row {}: {}", index, e)),
            Ok(Claim::Loses) if jury_wins => {
                verdict(WA, &format!("row {}: answered Second, but the first player wins", index))
            }
            Ok(Claim::Loses) => {}
            Ok(Claim::Move(i, r)) => {
                if let Err(e) = check_move(row, i, r) {
                    verdict(WA, &format!("row {}: {}", index, e));
                }
            }
        }
    }
    if op != output.len() {
        verdict(PE, &format!("extra output after the last row: {:?}", output[op]));
    }
    if ap != answer.len() {
        verdict(FAIL, "jury answer has extra tokens");
    }
    verdict(AC, &format!("{} rows", rows))
}
