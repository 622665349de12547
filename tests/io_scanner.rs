//! nimkit::io::Scanner on in-memory input.

use std::io::{BufReader, Cursor};

use nimkit::io::Scanner;

#[test]
fn reads_a_typical_test_file_with_crlf() {
    let input = "2\r\n3 1 2 3\r\n1 18446744073709551615\r\n";
    let mut sc = Scanner::new(Cursor::new(input));
    let cases: usize = sc.next();
    let mut seen = Vec::new();
    for _ in 0..cases {
        let n = sc.next();
        seen.push(sc.vec::<u64>(n));
    }
    assert_eq!(seen, vec![vec![1, 2, 3], vec![u64::MAX]]);
    assert_eq!(sc.try_next::<String>(), None);
    assert_eq!(sc.try_next::<String>(), None, "end of input stays the end");
}

#[test]
fn tokens_survive_a_tiny_read_buffer() {
    // A 3-byte BufReader splits tokens across reads; the scanner must not.
    let numbers: Vec<i64> = (-500..500).map(|i| i * 1_000_003).collect();
    let text: String = numbers.iter().map(|x| format!("{x}\n")).collect();
    let mut sc = Scanner::new(BufReader::with_capacity(3, Cursor::new(text)));
    assert_eq!(sc.vec::<i64>(numbers.len()), numbers);
    assert_eq!(sc.try_next::<i64>(), None);
}

#[test]
fn a_line_without_final_newline_and_tabs() {
    let mut sc = Scanner::new(Cursor::new("\t a\tb  \n\n   c"));
    assert_eq!(sc.vec::<char>(3), vec!['a', 'b', 'c']);
}

#[test]
#[should_panic(expected = "token \"-1\" is not a valid u64")]
fn a_negative_for_unsigned_names_token_and_type() {
    Scanner::new(Cursor::new("5 -1")).vec::<u64>(2);
}

#[test]
#[should_panic(expected = "input ended where a usize was expected")]
fn end_of_input_names_the_type() {
    Scanner::new(Cursor::new("  \r\n")).next::<usize>();
}

#[test]
#[should_panic(expected = "is not UTF-8")]
fn invalid_utf8_is_refused() {
    Scanner::new(Cursor::new(vec![b'1', 0xff, b'\n'])).next::<u32>();
}

#[test]
#[should_panic(expected = "is not a valid u8")]
fn try_next_still_refuses_a_bad_token() {
    Scanner::new(Cursor::new("300")).try_next::<u8>();
}
