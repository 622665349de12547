//! Checker for `nim-move`: `checker INPUT OUTPUT ANSWER`; exit 0 AC, 1 WA, 2 PE, 3 FAIL.
//!
//! Per game the contestant prints `Second` or a move `i r`. A move must be legal
//! (1 ≤ i ≤ n, 1 ≤ r ≤ a_i) and leave a nim-sum of 0; `Second` must match the jury.
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

/// What a player claims about one game.
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

/// Checks a move on `heaps`: legal and leaving nim-sum 0.
fn check_move(heaps: &[u64], i: i128, r: i128) -> Result<(), String> {
    if i < 1 || i > heaps.len() as i128 {
        return Err(format!("heap {} does not exist (n = {})", i, heaps.len()));
    }
    let size = heaps[(i - 1) as usize];
    if r < 1 || r > size as i128 {
        return Err(format!("cannot take {} pebbles from heap {} of size {}", r, i, size));
    }
    let sum = heaps.iter().fold(0, |acc, &h| acc ^ h) ^ size ^ (size - r as u64);
    if sum != 0 {
        return Err(format!(
            "taking {} from heap {} leaves nim-sum {}, a winning position for the opponent",
            r, i, sum
        ));
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
    let mut ip = 0;
    let mut next_input = || -> u64 {
        let value = input.get(ip).and_then(|w| w.parse().ok());
        ip += 1;
        value.unwrap_or_else(|| verdict(FAIL, "input file is malformed"))
    };
    let games = next_input();
    let (mut op, mut ap) = (0, 0);
    for game in 1..=games {
        let n = next_input() as usize;
        let heaps: Vec<u64> = (0..n).map(|_| next_input()).collect();
        let jury = read_claim(&answer, &mut ap)
            .unwrap_or_else(|e| verdict(FAIL, &format!("game {}: jury answer: {}", game, e)));
        let jury_wins = match jury {
            Claim::Loses => false,
            Claim::Move(i, r) => {
                if let Err(e) = check_move(&heaps, i, r) {
                    verdict(FAIL, &format!("game {}: jury move: {}", game, e));
                }
                true
            }
        };
        if !jury_wins && heaps.iter().fold(0, |acc, &h| acc ^ h) != 0 {
            verdict(FAIL, &format!("game {}: jury says Second on a winning position", game));
        }
        match read_claim(&output, &mut op) {
            Err(e) => verdict(PE, &format!("game {}: {}", game, e)),
            Ok(Claim::Loses) if jury_wins => {
                verdict(WA, &format!("game {}: answered Second, but the first player wins", game))
            }
            Ok(Claim::Loses) => {}
            Ok(Claim::Move(i, r)) => {
                if let Err(e) = check_move(&heaps, i, r) {
                    verdict(WA, &format!("game {}: {}", game, e));
                }
            }
        }
    }
    if op != output.len() {
        verdict(PE, &format!("extra output after the last game: {:?}", output[op]));
    }
    if ap != answer.len() {
        verdict(FAIL, "jury answer has extra tokens");
    }
    verdict(AC, &format!("{} games", games))
}
