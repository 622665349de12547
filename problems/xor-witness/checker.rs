//! Checker for xor-witness (testlib-style): `checker INPUT OUTPUT ANSWER`.
//! Exit 0 AC, 1 WA, 2 PE, 3 FAIL. The contestant's subset must consist of distinct indices
//! in 1..=n whose numbers XOR to x; "-1" is accepted only when the jury has no subset
//! either, and a valid subset against a jury "-1" means the jury is wrong (FAIL).
use std::process::exit;

enum Verdict {
    Wrong = 1,
    Presentation = 2,
    Fail = 3,
}

fn quit(verdict: Verdict, msg: &str) -> ! {
    println!("{msg}");
    exit(verdict as i32)
}

/// The file's text; bytes that are not UTF-8 (a contestant printing raw bytes) become U+FFFD,
/// so such output is judged malformed (PE), never a judge failure.
fn read(path: &str) -> String {
    match std::fs::read(path) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => quit(Verdict::Fail, &format!("cannot read {path}: {e}")),
    }
}

/// A non-negative integer written with decimal digits, optionally after a `+` (as the
/// statement does not forbid it, like leading zeros); no `-`, no spaces.
fn parse_count(token: &str) -> Option<usize> {
    let token = token.strip_prefix('+').unwrap_or(token);
    if token.is_empty() || !token.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    token.parse().ok()
}

/// A claimed subset (`Some(indices)`) or a claim that there is none (`None`). Checks the
/// shape only; a malformed claim is PE for the contestant and FAIL for the jury.
fn parse_claim(text: &str, n: usize, who: &str, is_jury: bool) -> Option<Vec<usize>> {
    let verdict = || if is_jury { Verdict::Fail } else { Verdict::Presentation };
    let mut tokens = text.split_ascii_whitespace();
    let first = tokens.next().unwrap_or_else(|| quit(verdict(), &format!("{who}: empty output")));
    if first == "-1" {
        if tokens.next().is_some() {
            quit(verdict(), &format!("{who}: extra tokens after -1"));
        }
        return None;
    }
    let m = parse_count(first)
        .unwrap_or_else(|| quit(verdict(), &format!("{who}: count {first:?} is not a number")));
    if m > n {
        // More indices than keys cannot be distinct: a wrong answer, not a format slip.
        let verdict = if is_jury { Verdict::Fail } else { Verdict::Wrong };
        quit(verdict, &format!("{who}: {m} indices but n = {n}"));
    }
    let mut indices = Vec::with_capacity(m);
    for k in 0..m {
        let t = tokens.next().unwrap_or_else(|| quit(verdict(), &format!("{who}: only {k} of {m} indices")));
        let i =
            parse_count(t).unwrap_or_else(|| quit(verdict(), &format!("{who}: index {t:?} is not a number")));
        indices.push(i);
    }
    if tokens.next().is_some() {
        quit(verdict(), &format!("{who}: extra tokens after {m} indices"));
    }
    Some(indices)
}

/// Whether `indices` is a set of distinct valid indices whose numbers XOR to `x`.
fn check_subset(indices: &[usize], values: &[u64], x: u64) -> Result<(), String> {
    let mut seen = vec![false; values.len() + 1];
    let mut xor = 0;
    for &i in indices {
        if i == 0 || i > values.len() {
            return Err(format!("index {i} is outside 1..={}", values.len()));
        }
        if std::mem::replace(&mut seen[i], true) {
            return Err(format!("index {i} appears twice"));
        }
        xor ^= values[i - 1];
    }
    if xor != x {
        return Err(format!("the chosen numbers XOR to {xor}, not {x}"));
    }
    Ok(())
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 4 {
        quit(Verdict::Fail, "usage: checker INPUT OUTPUT ANSWER");
    }
    let input = read(&args[1]);
    let mut tokens = input.split_ascii_whitespace().map(|t| t.parse::<u64>());
    let mut next = || match tokens.next() {
        Some(Ok(v)) => v,
        _ => quit(Verdict::Fail, "input: malformed"),
    };
    let (n, x) = (next() as usize, next());
    let values: Vec<u64> = (0..n).map(|_| next()).collect();

    let jury = parse_claim(&read(&args[3]), n, "jury", true);
    let contestant = parse_claim(&read(&args[2]), n, "contestant", false);
    if let Some(indices) = &jury {
        if let Err(why) = check_subset(indices, &values, x) {
            quit(Verdict::Fail, &format!("jury subset is invalid: {why}"));
        }
    }
    match (contestant, jury) {
        (None, None) => quit_ok("both report that no subset exists"),
        (None, Some(_)) => quit(Verdict::Wrong, "contestant reports -1 but a subset exists"),
        (Some(indices), jury) => match check_subset(&indices, &values, x) {
            Err(why) => quit(Verdict::Wrong, &format!("contestant: {why}")),
            Ok(()) if jury.is_none() => {
                quit(Verdict::Fail, "contestant found a valid subset but the jury says -1")
            }
            Ok(()) => quit_ok(&format!("valid subset of {} indices", indices.len())),
        },
    }
}

fn quit_ok(msg: &str) -> ! {
    println!("ok {msg}");
    exit(0)
}
