//! `nimkit::io::Input` (and `Scanner`) against `str::parse`, the specification: a token is read
//! as `T` exactly when `token.parse::<T>()` accepts it, with the same value, and the token after
//! it is still the next one; otherwise the reader panics naming the token and the type, at the
//! caller's line (`#[track_caller]`).

use std::cell::RefCell;
use std::fmt::Debug;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::str::FromStr;
use std::sync::Once;

use nimkit::io::{Input, Scanner, Token};
use quickcheck::{Arbitrary, Gen, QuickCheck};

thread_local! {
    /// Where the last panic on this thread happened, as `file:line`.
    static PANIC_AT: RefCell<Option<(String, u32)>> = const { RefCell::new(None) };
}

/// A quiet panic hook that records each panic's location for the thread that panicked (the
/// expected panics here would otherwise flood the output).
fn record_panics_quietly() {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        std::panic::set_hook(Box::new(|info| {
            let at = info.location().map(|l| (l.file().to_string(), l.line()));
            PANIC_AT.with(|cell| *cell.borrow_mut() = at);
        }))
    });
}

fn panic_message(payload: Box<dyn std::any::Any + Send>) -> String {
    match payload.downcast::<String>() {
        Ok(text) => *text,
        Err(payload) => payload.downcast_ref::<&str>().map(|s| s.to_string()).unwrap_or_default(),
    }
}

const SEPARATORS: [&str; 4] = [" ", "\n", "\r\n", "\t"];

/// The short type name a panic message uses (`u32`, `alloc::string::String`).
fn type_name<T>() -> &'static str {
    std::any::type_name::<T>()
}

/// `token` then a sentinel, through `Input` and `Scanner`, both checked against `FromStr`.
fn agrees_with_from_str<T>(token: &str, separator: &str)
where
    T: Token + FromStr + Debug,
{
    let text = format!("{token}{separator}sentinel{separator}");
    let expected = token.parse::<T>().ok();
    let mut input = Input::new(text.clone().into_bytes());
    let read = catch_unwind(AssertUnwindSafe(|| input.next::<T>()));
    let mut scanner = Scanner::new(text.as_bytes());
    let scanned = catch_unwind(AssertUnwindSafe(|| scanner.next::<T>()));
    let context = format!("token {token:?} as {} after {separator:?}", type_name::<T>());
    match expected {
        Some(value) => {
            let read = read.unwrap_or_else(|p| panic!("{context}: Input panicked: {}", panic_message(p)));
            assert_eq!(format!("{read:?}"), format!("{value:?}"), "{context}: Input");
            assert_eq!(input.next::<String>(), "sentinel", "{context}: Input lost its place");
            let scanned =
                scanned.unwrap_or_else(|p| panic!("{context}: Scanner panicked: {}", panic_message(p)));
            assert_eq!(format!("{scanned:?}"), format!("{value:?}"), "{context}: Scanner");
            assert_eq!(scanner.next::<String>(), "sentinel", "{context}: Scanner lost its place");
        }
        None => {
            for (reader, result) in [("Input", read.map(|_| ())), ("Scanner", scanned.map(|_| ()))] {
                let message = match result {
                    Ok(()) => panic!("{context}: {reader} accepted what FromStr refuses"),
                    Err(payload) => panic_message(payload),
                };
                let names_both =
                    message.contains(&format!("{token:?}")) && message.contains(type_name::<T>());
                assert!(names_both, "{context}: {reader}'s message {message:?} must name the token and type");
                let (file, _) = PANIC_AT.with(|cell| cell.borrow().clone()).expect("a location");
                assert!(
                    file.ends_with("io_input.rs"),
                    "{context}: {reader} panicked at {file}, not the caller"
                );
            }
        }
    }
}

/// Every reader type on one token, after each separator.
fn every_type_agrees(token: &str) {
    for separator in SEPARATORS {
        agrees_with_from_str::<u8>(token, separator);
        agrees_with_from_str::<u16>(token, separator);
        agrees_with_from_str::<u32>(token, separator);
        agrees_with_from_str::<u64>(token, separator);
        agrees_with_from_str::<u128>(token, separator);
        agrees_with_from_str::<usize>(token, separator);
        agrees_with_from_str::<i8>(token, separator);
        agrees_with_from_str::<i16>(token, separator);
        agrees_with_from_str::<i32>(token, separator);
        agrees_with_from_str::<i64>(token, separator);
        agrees_with_from_str::<i128>(token, separator);
        agrees_with_from_str::<isize>(token, separator);
        agrees_with_from_str::<f32>(token, separator);
        agrees_with_from_str::<f64>(token, separator);
        agrees_with_from_str::<char>(token, separator);
        agrees_with_from_str::<bool>(token, separator);
        agrees_with_from_str::<String>(token, separator);
    }
}

/// The decimal `digits` plus one (no sign).
fn plus_one(digits: &str) -> String {
    let mut bytes = digits.as_bytes().to_vec();
    let mut at = bytes.len();
    loop {
        if at == 0 {
            bytes.insert(0, b'1');
            break;
        }
        at -= 1;
        if bytes[at] == b'9' {
            bytes[at] = b'0';
        } else {
            bytes[at] += 1;
            break;
        }
    }
    String::from_utf8(bytes).unwrap()
}

/// MAX, MAX+1, MIN, MIN-1 of every integer type, and their neighbours with signs and zeros.
fn boundary_tokens() -> Vec<String> {
    let limits: Vec<(String, String)> = vec![
        (u8::MIN.to_string(), u8::MAX.to_string()),
        (u16::MIN.to_string(), u16::MAX.to_string()),
        (u32::MIN.to_string(), u32::MAX.to_string()),
        (u64::MIN.to_string(), u64::MAX.to_string()),
        (u128::MIN.to_string(), u128::MAX.to_string()),
        (usize::MIN.to_string(), usize::MAX.to_string()),
        (i8::MIN.to_string(), i8::MAX.to_string()),
        (i16::MIN.to_string(), i16::MAX.to_string()),
        (i32::MIN.to_string(), i32::MAX.to_string()),
        (i64::MIN.to_string(), i64::MAX.to_string()),
        (i128::MIN.to_string(), i128::MAX.to_string()),
        (isize::MIN.to_string(), isize::MAX.to_string()),
    ];
    let mut magnitudes = Vec::new();
    for (min, max) in limits {
        let min_magnitude = min.trim_start_matches('-').to_string();
        magnitudes.push(plus_one(&min_magnitude));
        magnitudes.push(min_magnitude);
        magnitudes.push(plus_one(&max));
        magnitudes.push(max);
    }
    let mut tokens = Vec::new();
    for magnitude in magnitudes {
        for sign in ["", "+", "-"] {
            for zeros in ["", "0", "000000000000000000000"] {
                tokens.push(format!("{sign}{zeros}{magnitude}"));
            }
        }
    }
    tokens
}

#[test]
fn boundary_values_of_every_integer_type_agree_with_from_str() {
    record_panics_quietly();
    for token in boundary_tokens() {
        every_type_agrees(&token);
    }
}

#[test]
fn signs_zeros_long_digits_and_non_digits_agree_with_from_str() {
    record_panics_quietly();
    let odd = [
        "0",
        "-0",
        "+0",
        "00",
        "-00",
        "+",
        "-",
        "++1",
        "+-1",
        "-+1",
        "--1",
        "1-",
        "1+",
        "1a",
        "a1",
        "0x10",
        "1_000",
        "1e3",
        "1.0",
        "1.",
        ".5",
        "-.5",
        "12345678901234567890",
        "99999999999999999999",
        "123456789012345678901234567890",
        "0000000000000000000000000",
        "00000000000000000000000000001",
        "18446744073709551616",
        "-9223372036854775809",
        "4294967296",
        "１２",
        "١",
        "inf",
        "-inf",
        "NaN",
        "infinity",
        "true",
        "false",
        "True",
        "é",
        "ab",
        "x",
        "\u{7f}",
        "9223372036854775808",
        "1e400",
        "-1e-400",
        "0.1",
        "+2.5",
        "2.5e-3",
    ];
    for token in odd {
        every_type_agrees(token);
    }
}

#[test]
fn a_too_wide_token_is_refused_and_not_skipped() {
    record_panics_quietly();
    // The reported case: the fast path consumed 4294967296 and the careful path read the 7.
    let mut input = Input::new(b"1\n4294967296\n7".to_vec());
    let count: usize = input.next();
    let read = catch_unwind(AssertUnwindSafe(|| input.vec::<u32>(count)));
    let message = panic_message(read.expect_err("4294967296 is not a u32"));
    assert!(message.contains("\"4294967296\" is not a valid u32"), "{message}");
    let mut input = Input::new(b"2\n4294967296 7".to_vec());
    let count: usize = input.next();
    let message = panic_message(catch_unwind(AssertUnwindSafe(|| input.vec::<u32>(count))).unwrap_err());
    assert!(message.contains("\"4294967296\" is not a valid u32"), "{message}");
}

#[test]
fn end_of_input_is_none_for_try_next_and_a_named_panic_for_next() {
    record_panics_quietly();
    for separators in ["", " ", "\r\n\t \n"] {
        let mut input = Input::new(separators.as_bytes().to_vec());
        assert_eq!(input.try_next::<u32>(), None, "{separators:?}");
        let mut input = Input::new(separators.as_bytes().to_vec());
        let message = panic_message(catch_unwind(AssertUnwindSafe(|| input.next::<u64>())).unwrap_err());
        assert!(message.contains("ended where a u64 was expected"), "{message}");
        let (file, _) = PANIC_AT.with(|cell| cell.borrow().clone()).unwrap();
        assert!(file.ends_with("io_input.rs"), "panicked at {file}, not the caller's line");
    }
}

/// One random token and the type it is read as.
#[derive(Clone, Debug)]
struct Stream {
    tokens: Vec<(String, u8)>,
    separators: Vec<usize>,
}

/// A token mostly near a type's boundaries, sometimes mangled (a sign, zeros, a letter).
fn random_token(g: &mut Gen) -> String {
    let bases = [
        u64::MAX.to_string(),
        u32::MAX.to_string(),
        i64::MIN.to_string(),
        i32::MIN.to_string(),
        u16::MAX.to_string(),
        i8::MIN.to_string(),
        u128::MAX.to_string(),
    ];
    let mut token = match u8::arbitrary(g) % 4 {
        0 => g.choose(&bases).unwrap().clone(),
        1 => u64::arbitrary(g).to_string(),
        2 => i32::arbitrary(g).to_string(),
        _ => (u8::arbitrary(g) % 200).to_string(),
    };
    match u8::arbitrary(g) % 8 {
        0 => token = format!("+{token}"),
        1 => token = format!("000{token}"),
        2 => token = plus_one(token.trim_start_matches('-')),
        3 => token.push(*g.choose(&['a', '-', '.', '0', '9']).unwrap()),
        4 => token = format!("-{}", token.trim_start_matches('-')),
        _ => {}
    }
    token
}

impl Arbitrary for Stream {
    fn arbitrary(g: &mut Gen) -> Self {
        let len = usize::arbitrary(g) % 40;
        let tokens = (0..len).map(|_| (random_token(g), u8::arbitrary(g) % 12)).collect();
        let separators = (0..=len).map(|_| usize::arbitrary(g) % 4).collect();
        Stream { tokens, separators }
    }
}

/// `token` read as type number `kind` from `input` (compared through `Debug`), or `None` when
/// FromStr refuses it (then `input` is left alone: the refusal is checked on its own Input).
fn read_one(input: &mut Input, token: &str, kind: u8) -> Result<(), String> {
    fn one<T: Token + FromStr + Debug>(input: &mut Input, token: &str) -> Result<(), String> {
        match token.parse::<T>() {
            Ok(value) => {
                let read = input.next::<T>();
                if format!("{read:?}") == format!("{value:?}") {
                    Ok(())
                } else {
                    Err(format!("{token:?} as {}: read {read:?}, FromStr {value:?}", type_name::<T>()))
                }
            }
            Err(_) => {
                let mut alone = Input::new(token.as_bytes().to_vec());
                if catch_unwind(AssertUnwindSafe(|| alone.next::<T>())).is_ok() {
                    return Err(format!("{token:?} accepted as {}", type_name::<T>()));
                }
                // Step over it as text to go on with the stream.
                (input.next::<String>() == token).then_some(()).ok_or(format!("lost place at {token:?}"))
            }
        }
    }
    match kind {
        0 => one::<u8>(input, token),
        1 => one::<u16>(input, token),
        2 => one::<u32>(input, token),
        3 => one::<u64>(input, token),
        4 => one::<usize>(input, token),
        5 => one::<i8>(input, token),
        6 => one::<i16>(input, token),
        7 => one::<i32>(input, token),
        8 => one::<i64>(input, token),
        9 => one::<isize>(input, token),
        10 => one::<u128>(input, token),
        _ => one::<i128>(input, token),
    }
}

#[test]
fn random_token_streams_read_as_from_str_reads_them() {
    record_panics_quietly();
    fn property(stream: Stream) -> Result<(), String> {
        let mut text = String::from(SEPARATORS[stream.separators[0]]);
        for ((token, _), &separator) in stream.tokens.iter().zip(&stream.separators[1..]) {
            text.push_str(token);
            text.push_str(SEPARATORS[separator]);
        }
        let mut input = Input::new(text.into_bytes());
        for (token, kind) in &stream.tokens {
            read_one(&mut input, token, *kind)?;
        }
        match input.try_next::<String>() {
            None => Ok(()),
            Some(extra) => Err(format!("a token {extra:?} left after the stream")),
        }
    }
    QuickCheck::new().tests(400).quickcheck(property as fn(Stream) -> Result<(), String>);
}
