//! Checker for `staircase-move`: `checker INPUT OUTPUT ANSWER`; exit 0 AC, 1 WA, 2 PE, 3 FAIL.
//!
//! Per game the contestant prints `Second` or a move `i c`. A move must be legal
//! (1 ≤ i ≤ n, 1 ≤ c ≤ c_i) and leave a position whose odd steps XOR to 0 (lost for the
//! opponent); `Second` must match the jury.
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

/// XOR of the coin counts on the odd steps: 0 exactly when the player to move loses.
fn odd_step_xor(coins: &[u64]) -> u64 {
    coins.iter().skip(1).step_by(2).fold(0, |acc, &c| acc ^ c)
}

/// Checks a move on `coins` (`coins[0]` the ground): legal and leaving odd-step XOR 0.
fn check_move(coins: &[u64], i: i128, c: i128) -> Result<(), String> {
    let n = coins.len() - 1;
    if i < 1 || i > n as i128 {
        return Err(format!("step {} does not exist (steps are 1..={})", i, n));
    }
    let step = i as usize;
    if c < 1 || c > coins[step] as i128 {
        return Err(format!("cannot move {} coins from step {} holding {}", c, step, coins[step]));
    }
    let mut after = coins.to_vec();
    after[step] -= c as u64;
    after[step - 1] += c as u64;
    let x = odd_step_xor(&after);
    if x != 0 {
        return Err(format!(
            "moving {} coins down from step {} leaves odd-step XOR {}, a win for the opponent",
            c, step, x
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
        let coins: Vec<u64> = (0..=n).map(|_| next_input()).collect();
        let jury = read_claim(&answer, &mut ap)
            .unwrap_or_else(|e| verdict(FAIL, &format!("game {}: jury answer: {}", game, e)));
        let jury_wins = match jury {
            Claim::Loses => false,
            Claim::Move(i, r) => {
                if let Err(e) = check_move(&coins, i, r) {
                    verdict(FAIL, &format!("game {}: jury move: {}", game, e));
                }
                true
            }
        };
        if !jury_wins && odd_step_xor(&coins) != 0 {
            verdict(FAIL, &format!("game {}: jury says Second on a winning position", game));
        }
        match read_claim(&output, &mut op) {
            Err(e) => verdict(PE, &format!("game {}: {}", game, e)),
            Ok(Claim::Loses) if jury_wins => {
                verdict(WA, &format!("game {}: answered Second, but the first player wins", game))
            }
            Ok(Claim::Loses) => {}
            Ok(Claim::Move(i, r)) => {
                if let Err(e) = check_move(&coins, i, r) {
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
