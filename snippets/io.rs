//! Fast contest input and output, std only: [`Input`] reads all of stdin once and parses integers
//! straight from the bytes; [`Scanner`] reads line by line (interactive problems); [`Output`] buffers,
//! and [`interactive_output`] flushes at every line end so that the jury sees each move at once.
//!
//! # Complexity
//! O(input size) overall. `Input`: one read, no UTF-8 check and no allocation per integer token.
//! `Scanner`: one buffer reused for every line, one `from_str` per token (`\r\n` is whitespace).
//!
//! # Panics
//! [`Scanner::next`] and [`Scanner::vec`] at end of input (naming the expected type), on a token
//! that does not parse (naming the token and the type), on bytes that are not UTF-8, or on a
//! read error. [`Scanner::try_next`] returns `None` at end of input but panics on a bad token.
//! [`Input`]'s `next`/`vec`/`try_next` alike (any byte up to b' ' is whitespace; a value out of
//! the type's range is a bad token). [`Output`] when the sink refuses the bytes (a closed pipe).
//! A token is read as `T` exactly when `token.parse::<T>()` accepts it, with the same value; a
//! bad token is named in the panic, never skipped. Panics name the caller's line
//! (`#[track_caller]`), not a line of this module.
//!
//! # Example
//! ```
//! use nimkit::io::Scanner;
//! let mut sc = Scanner::new("3\r\n1 2 3\n".as_bytes());
//! let n: usize = sc.next();
//! let piles: Vec<u64> = sc.vec(n);
//! assert_eq!(piles, vec![1, 2, 3]);
//! assert_eq!(sc.try_next::<u64>(), None);
//!
//! use nimkit::io::{Input, Output};
//! let mut input = Input::new(b"2 -7 18446744073709551615 word".to_vec());
//! let n: usize = input.next();
//! assert_eq!((n, input.next::<i64>(), input.next::<u64>()), (2, -7, u64::MAX));
//! assert_eq!((input.next::<String>(), input.try_next::<u32>()), ("word".to_string(), None));
//! let mut out = Output::new(Vec::new());
//! out.put(-12i64).space().put(3u32).newline();
//! assert_eq!(out.into_inner(), b"-12 3\n");
//! ```

use std::io::{BufRead, Read, Write};
use std::str::FromStr;

/// A token type [`Input`] can parse from raw bytes (integers without `str`, the rest via `FromStr`).
pub trait Token: Sized {
    /// The value of `bytes`, or `None` if it is not one.
    fn parse_token(bytes: &[u8]) -> Option<Self>;

    /// The next token of `input` as `Self`, `None` at end of input (panics on a bad token).
    #[inline]
    #[track_caller]
    fn read(input: &mut Input) -> Option<Self> {
        input.parsed_token()
    }
}

/// The unsigned decimal `digits` (no sign), or `None` on a non-digit or beyond `max`.
#[inline]
fn parse_unsigned(digits: &[u8], max: u64) -> Option<u64> {
    if digits.is_empty() {
        return None;
    }
    let mut value: u64 = 0;
    if digits.len() < 20 {
        // Fewer than 20 digits cannot overflow u64: no checked arithmetic in the common case.
        for &c in digits {
            let d = c.wrapping_sub(b'0');
            if d > 9 {
                return None;
            }
            value = value * 10 + u64::from(d);
        }
    } else {
        for &c in digits {
            let d = c.wrapping_sub(b'0');
            if d > 9 {
                return None;
            }
            value = value.checked_mul(10)?.checked_add(u64::from(d))?;
        }
    }
    if value > max {
        return None;
    }
    Some(value)
}

/// The signed decimal `bytes` within `min..=max`.
#[inline]
fn parse_signed(bytes: &[u8], min: i64, max: i64) -> Option<i64> {
    match bytes.split_first() {
        Some((b'-', digits)) => {
            let magnitude = parse_unsigned(digits, min.unsigned_abs())?;
            Some(0i64.wrapping_sub_unsigned(magnitude))
        }
        Some((b'+', digits)) => parse_unsigned(digits, max as u64).map(|v| v as i64),
        _ => parse_unsigned(bytes, max as u64).map(|v| v as i64),
    }
}

impl Token for u64 {
    #[inline]
    fn parse_token(bytes: &[u8]) -> Option<Self> {
        parse_unsigned(bytes.strip_prefix(b"+").unwrap_or(bytes), u64::MAX)
    }
    #[inline]
    #[track_caller]
    fn read(input: &mut Input) -> Option<Self> {
        match input.plain_digits(u64::MAX)? {
            Some(value) => Some(value),
            None => input.parsed_token(),
        }
    }
}
impl Token for u32 {
    #[inline]
    fn parse_token(bytes: &[u8]) -> Option<Self> {
        u64::parse_token(bytes).and_then(|v| u32::try_from(v).ok())
    }
    #[inline]
    #[track_caller]
    fn read(input: &mut Input) -> Option<Self> {
        match input.plain_digits(u32::MAX.into())? {
            Some(value) => Some(value as u32),
            None => input.parsed_token(),
        }
    }
}
impl Token for u16 {
    #[inline]
    fn parse_token(bytes: &[u8]) -> Option<Self> {
        u64::parse_token(bytes).and_then(|v| u16::try_from(v).ok())
    }
}
impl Token for u8 {
    #[inline]
    fn parse_token(bytes: &[u8]) -> Option<Self> {
        u64::parse_token(bytes).and_then(|v| u8::try_from(v).ok())
    }
}
impl Token for usize {
    #[inline]
    fn parse_token(bytes: &[u8]) -> Option<Self> {
        u64::parse_token(bytes).and_then(|v| usize::try_from(v).ok())
    }
    #[inline]
    #[track_caller]
    fn read(input: &mut Input) -> Option<Self> {
        match input.plain_digits(usize::MAX as u64)? {
            Some(value) => Some(value as usize),
            None => input.parsed_token(),
        }
    }
}
impl Token for i64 {
    #[inline]
    fn parse_token(bytes: &[u8]) -> Option<Self> {
        parse_signed(bytes, i64::MIN, i64::MAX)
    }
}
impl Token for i32 {
    #[inline]
    fn parse_token(bytes: &[u8]) -> Option<Self> {
        parse_signed(bytes, i32::MIN.into(), i32::MAX.into()).map(|v| v as i32)
    }
}
impl Token for isize {
    #[inline]
    fn parse_token(bytes: &[u8]) -> Option<Self> {
        i64::parse_token(bytes).and_then(|v| isize::try_from(v).ok())
    }
}
impl Token for i16 {
    #[inline]
    fn parse_token(bytes: &[u8]) -> Option<Self> {
        parse_signed(bytes, i16::MIN.into(), i16::MAX.into()).map(|v| v as i16)
    }
}
impl Token for i8 {
    #[inline]
    fn parse_token(bytes: &[u8]) -> Option<Self> {
        parse_signed(bytes, i8::MIN.into(), i8::MAX.into()).map(|v| v as i8)
    }
}
impl Token for u128 {
    #[inline]
    fn parse_token(bytes: &[u8]) -> Option<Self> {
        std::str::from_utf8(bytes).ok()?.parse().ok()
    }
}
impl Token for i128 {
    #[inline]
    fn parse_token(bytes: &[u8]) -> Option<Self> {
        std::str::from_utf8(bytes).ok()?.parse().ok()
    }
}
impl Token for f32 {
    #[inline]
    fn parse_token(bytes: &[u8]) -> Option<Self> {
        std::str::from_utf8(bytes).ok()?.parse().ok()
    }
}
impl Token for bool {
    #[inline]
    fn parse_token(bytes: &[u8]) -> Option<Self> {
        std::str::from_utf8(bytes).ok()?.parse().ok()
    }
}
impl Token for String {
    #[inline]
    fn parse_token(bytes: &[u8]) -> Option<Self> {
        std::str::from_utf8(bytes).ok().map(str::to_string)
    }
}
impl Token for f64 {
    #[inline]
    fn parse_token(bytes: &[u8]) -> Option<Self> {
        std::str::from_utf8(bytes).ok()?.parse().ok()
    }
}
impl Token for char {
    #[inline]
    fn parse_token(bytes: &[u8]) -> Option<Self> {
        std::str::from_utf8(bytes).ok()?.parse().ok()
    }
}

/// The whole input in memory, read once: the fastest reader for batch judges.
pub struct Input {
    bytes: Vec<u8>,
    pos: usize,
}

impl Input {
    /// Over `bytes` (a test's contents).
    pub fn new(bytes: Vec<u8>) -> Self {
        Input { bytes, pos: 0 }
    }

    /// All of standard input, read at once.
    ///
    /// # Panics
    /// If reading stdin fails.
    pub fn from_stdin() -> Self {
        let mut bytes = Vec::new();
        std::io::stdin()
            .lock()
            .read_to_end(&mut bytes)
            .unwrap_or_else(|e| panic!("Input: reading stdin failed: {e}"));
        Input::new(bytes)
    }

    /// The next token's bytes (whitespace is any byte up to b' '), or `None` at end of input.
    #[inline]
    pub fn token(&mut self) -> Option<&[u8]> {
        let bytes = &self.bytes;
        let mut pos = self.pos;
        while pos < bytes.len() && bytes[pos] <= b' ' {
            pos += 1;
        }
        if pos == bytes.len() {
            self.pos = pos;
            return None;
        }
        let start = pos;
        while pos < bytes.len() && bytes[pos] > b' ' {
            pos += 1;
        }
        self.pos = pos;
        Some(&self.bytes[start..pos])
    }

    /// The next token as `T`, or `None` at end of input.
    ///
    /// # Panics
    /// If the token is not a valid `T` (the message names both).
    #[inline]
    #[track_caller]
    pub fn try_next<T: Token>(&mut self) -> Option<T> {
        T::read(self)
    }

    /// The common case of an unsigned integer in one pass (skip blanks, then digits): `None` at
    /// end of input; `Some(None)`, consuming nothing, when the token is not 1 to 19 plain digits
    /// or its value is above `max` (the careful path then reads that same token again and names
    /// it in the panic: consuming it here would make the careful path read the next one).
    #[inline]
    fn plain_digits(&mut self, max: u64) -> Option<Option<u64>> {
        let bytes = &self.bytes;
        let mut pos = self.pos;
        while pos < bytes.len() && bytes[pos] <= b' ' {
            pos += 1;
        }
        if pos == bytes.len() {
            self.pos = pos;
            return None;
        }
        let (start, mut value) = (pos, 0u64);
        while pos < bytes.len() {
            let d = bytes[pos].wrapping_sub(b'0');
            if d > 9 {
                break;
            }
            value = value.wrapping_mul(10).wrapping_add(u64::from(d));
            pos += 1;
        }
        // Up to 19 digits cannot overflow; anything else goes the careful way.
        let whole_token = pos == bytes.len() || bytes[pos] <= b' ';
        if (1..20).contains(&(pos - start)) && whole_token && value <= max {
            self.pos = pos;
            Some(Some(value))
        } else {
            self.pos = start;
            Some(None)
        }
    }

    /// The next token parsed by `T::parse_token`, or `None` at end of input.
    #[track_caller]
    fn parsed_token<T: Token>(&mut self) -> Option<T> {
        let bytes = self.token()?;
        match T::parse_token(bytes) {
            Some(value) => Some(value),
            None => panic!(
                "Input: token {:?} is not a valid {}",
                String::from_utf8_lossy(bytes),
                std::any::type_name::<T>()
            ),
        }
    }

    /// The next token as `T`.
    ///
    /// # Panics
    /// At end of input, or if the token is not a valid `T`.
    #[allow(clippy::should_implement_trait)] // same name as Scanner::next; not an iterator
    #[inline]
    #[track_caller]
    pub fn next<T: Token>(&mut self) -> T {
        match self.try_next() {
            Some(value) => value,
            None => panic!("Input: input ended where a {} was expected", std::any::type_name::<T>()),
        }
    }

    /// The next `n` tokens as `T`.
    ///
    /// # Panics
    /// As [`Input::next`].
    #[track_caller]
    pub fn vec<T: Token>(&mut self, n: usize) -> Vec<T> {
        // A loop, not `map`: a closure would hide the caller's line from `#[track_caller]`.
        let mut values = Vec::with_capacity(n);
        for _ in 0..n {
            values.push(self.next());
        }
        values
    }
}

/// A value [`Output::put`] can write (integers are formatted without `fmt`).
pub trait Emit {
    /// Appends the decimal or text form of `self` to `buf`.
    fn emit(&self, buf: &mut Vec<u8>);
}

impl Emit for u64 {
    #[inline]
    fn emit(&self, buf: &mut Vec<u8>) {
        let mut digits = [0u8; 20];
        let (mut x, mut at) = (*self, 20);
        loop {
            at -= 1;
            digits[at] = b'0' + (x % 10) as u8;
            x /= 10;
            if x == 0 {
                break;
            }
        }
        buf.extend_from_slice(&digits[at..]);
    }
}
impl Emit for i64 {
    #[inline]
    fn emit(&self, buf: &mut Vec<u8>) {
        if *self < 0 {
            buf.push(b'-');
        }
        self.unsigned_abs().emit(buf);
    }
}
impl Emit for u32 {
    #[inline]
    fn emit(&self, buf: &mut Vec<u8>) {
        u64::from(*self).emit(buf);
    }
}
impl Emit for usize {
    #[inline]
    fn emit(&self, buf: &mut Vec<u8>) {
        (*self as u64).emit(buf);
    }
}
impl Emit for i32 {
    #[inline]
    fn emit(&self, buf: &mut Vec<u8>) {
        i64::from(*self).emit(buf);
    }
}
impl Emit for &str {
    #[inline]
    fn emit(&self, buf: &mut Vec<u8>) {
        buf.extend_from_slice(self.as_bytes());
    }
}

/// A buffered writer (stdout by default) that flushes when 64 KiB have gathered and on drop;
/// made by [`Output::interactive`], it also flushes at every [`Output::newline`].
pub struct Output<W: Write> {
    /// `None` only after `into_inner` took it.
    sink: Option<W>,
    buf: Vec<u8>,
    /// Flush at every `newline`: an interactive jury waits for each line.
    flush_each_line: bool,
}

/// An [`Output`] over the locked standard output.
pub fn stdout_output() -> Output<std::io::StdoutLock<'static>> {
    Output::new(std::io::stdout().lock())
}

/// An [`Output`] over the locked standard output that flushes at every line end: for interactive
/// problems, where a move that stays in the buffer leaves both sides waiting (a deadlock, judged TLE).
///
/// # Example
/// ```no_run
/// use nimkit::io::{interactive_output, stdin_scanner};
/// let (mut input, mut out) = (stdin_scanner(), interactive_output());
/// let heaps: usize = input.next(); // read only what the jury has sent so far
/// out.put("First").newline(); // flushed here: the jury sees it now
/// # let _ = heaps;
/// ```
pub fn interactive_output() -> Output<std::io::StdoutLock<'static>> {
    Output::interactive(std::io::stdout().lock())
}

impl<W: Write> Output<W> {
    /// Buffers writes to `sink`.
    pub fn new(sink: W) -> Self {
        Output { sink: Some(sink), buf: Vec::with_capacity(1 << 16), flush_each_line: false }
    }

    /// Writes to `sink`, flushing at every [`Output::newline`] (interactive problems).
    pub fn interactive(sink: W) -> Self {
        Output { sink: Some(sink), buf: Vec::new(), flush_each_line: true }
    }

    /// Writes `value`.
    ///
    /// # Panics
    /// When the buffer fills, it flushes, and the sink refuses the bytes.
    #[inline]
    #[track_caller]
    pub fn put<T: Emit>(&mut self, value: T) -> &mut Self {
        value.emit(&mut self.buf);
        if self.buf.len() >= 1 << 16 {
            self.flush();
        }
        self
    }

    /// Writes a space.
    #[inline]
    pub fn space(&mut self) -> &mut Self {
        self.buf.push(b' ');
        self
    }

    /// Writes a line end; an interactive `Output` then flushes.
    ///
    /// # Panics
    /// When it flushes and the sink refuses the bytes.
    #[inline]
    #[track_caller]
    pub fn newline(&mut self) -> &mut Self {
        self.put("\n");
        if self.flush_each_line {
            self.flush();
        }
        self
    }

    /// Sends everything buffered to the sink.
    ///
    /// # Panics
    /// If the sink refuses the bytes (a closed pipe).
    #[track_caller]
    pub fn flush(&mut self) {
        if let Some(sink) = self.sink.as_mut() {
            let result = sink.write_all(&self.buf).and_then(|()| sink.flush());
            // A `match`, not `unwrap_or_else`: a closure would hide the caller's line.
            if let Err(e) = result {
                panic!("Output: writing the answer failed: {e}");
            }
        }
        self.buf.clear();
    }

    /// Flushes and returns the sink.
    #[track_caller]
    pub fn into_inner(mut self) -> W {
        self.flush();
        self.sink.take().expect("Output: the sink is taken only here")
    }
}

impl<W: Write> Drop for Output<W> {
    fn drop(&mut self) {
        // A panic while panicking would abort and hide the first message.
        if !std::thread::panicking() {
            self.flush();
        }
    }
}

/// Token reader over any buffered reader (stdin, a file, a byte slice).
pub struct Scanner<R: BufRead> {
    reader: R,
    line: Vec<u8>,
    pos: usize,
}

impl<R: BufRead> Scanner<R> {
    /// A scanner reading from `reader`.
    pub fn new(reader: R) -> Self {
        Scanner { reader, line: Vec::new(), pos: 0 }
    }

    /// The next token's bytes, or `None` at end of input.
    fn token(&mut self) -> Option<&[u8]> {
        loop {
            // Any byte up to b' ' separates tokens, as in `Input` (a vertical tab too, which
            // `is_ascii_whitespace` would keep inside a token).
            while self.pos < self.line.len() && self.line[self.pos] <= b' ' {
                self.pos += 1;
            }
            if self.pos < self.line.len() {
                let start = self.pos;
                while self.pos < self.line.len() && self.line[self.pos] > b' ' {
                    self.pos += 1;
                }
                return Some(&self.line[start..self.pos]);
            }
            self.line.clear();
            self.pos = 0;
            let read = self.reader.read_until(b'\n', &mut self.line);
            if read.unwrap_or_else(|e| panic!("Scanner: reading the input failed: {e}")) == 0 {
                return None;
            }
        }
    }

    /// The next token parsed as `T`, or `None` at end of input.
    ///
    /// # Panics
    /// If the token is not valid UTF-8 or does not parse as `T`.
    #[track_caller]
    pub fn try_next<T: FromStr>(&mut self) -> Option<T> {
        let bytes = self.token()?;
        let type_name = std::any::type_name::<T>();
        let text = std::str::from_utf8(bytes).unwrap_or_else(|_| {
            panic!(
                "Scanner: token {:?} is not UTF-8 (expected a {type_name})",
                String::from_utf8_lossy(bytes)
            )
        });
        match text.parse() {
            Ok(value) => Some(value),
            Err(_) => panic!("Scanner: token {text:?} is not a valid {type_name}"),
        }
    }

    /// The next token parsed as `T`.
    ///
    /// # Panics
    /// At end of input, or if the token does not parse as `T`.
    #[allow(clippy::should_implement_trait)] // the name is the shared contract; not an iterator
    #[track_caller]
    pub fn next<T: FromStr>(&mut self) -> T {
        match self.try_next() {
            Some(value) => value,
            None => panic!("Scanner: input ended where a {} was expected", std::any::type_name::<T>()),
        }
    }

    /// The next `n` tokens parsed as `T`.
    ///
    /// # Panics
    /// As [`Scanner::next`], if fewer than `n` tokens remain or one does not parse.
    #[track_caller]
    pub fn vec<T: FromStr>(&mut self, n: usize) -> Vec<T> {
        // A loop, not `map`: a closure would hide the caller's line from `#[track_caller]`.
        let mut values = Vec::with_capacity(n);
        for _ in 0..n {
            values.push(self.next());
        }
        values
    }
}

/// A scanner over the locked standard input.
pub fn stdin_scanner() -> Scanner<std::io::StdinLock<'static>> {
    Scanner::new(std::io::stdin().lock())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A sink that records what reached it at each flush.
    struct Flushes(Vec<Vec<u8>>, Vec<u8>);
    impl Write for Flushes {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.1.extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            if !self.1.is_empty() {
                let pending = std::mem::take(&mut self.1);
                self.0.push(pending);
            }
            Ok(())
        }
    }

    #[test]
    fn interactive_output_flushes_every_line_and_plain_output_does_not() {
        let mut out = Output::interactive(Flushes(Vec::new(), Vec::new()));
        out.put(1u32).space().put(5u64).newline();
        out.put("Second");
        assert_eq!(out.sink.as_ref().unwrap().0, vec![b"1 5\n".to_vec()], "the move left at once");
        out.newline();
        assert_eq!(out.sink.as_ref().unwrap().0.len(), 2);
        let mut plain = Output::new(Flushes(Vec::new(), Vec::new()));
        plain.put(7u32).newline();
        assert!(plain.sink.as_ref().unwrap().0.is_empty(), "a plain Output keeps its buffer");
        assert_eq!(plain.into_inner().0, vec![b"7\n".to_vec()]);
    }

    /// Both readers split tokens at every byte up to b' ' (a vertical tab too).
    #[test]
    fn scanner_and_input_split_alike() {
        let text = "1\x0b2\x0c3\x1f4";
        let mut sc = Scanner::new(text.as_bytes());
        let mut input = Input::new(text.as_bytes().to_vec());
        for want in 1..=4u32 {
            assert_eq!((sc.next::<u32>(), input.next::<u32>()), (want, want));
        }
    }

    #[test]
    fn mixed_types_and_blank_lines() {
        let mut sc = Scanner::new("  -5 abc\r\n\r\n\n 2.5\t18446744073709551615".as_bytes());
        assert_eq!(sc.next::<i32>(), -5);
        assert_eq!(sc.next::<String>(), "abc");
        assert_eq!(sc.next::<f64>(), 2.5);
        assert_eq!(sc.next::<u64>(), u64::MAX);
        assert_eq!(sc.try_next::<u8>(), None);
    }

    #[test]
    fn input_parses_integer_limits_and_refuses_overflow() {
        let text = "18446744073709551615 -9223372036854775808 9223372036854775807 +4 -0 2147483648";
        let mut input = Input::new(text.as_bytes().to_vec());
        assert_eq!(input.next::<u64>(), u64::MAX);
        assert_eq!((input.next::<i64>(), input.next::<i64>()), (i64::MIN, i64::MAX));
        assert_eq!((input.next::<u8>(), input.next::<i32>()), (4, 0));
        let overflow = std::panic::catch_unwind(move || input.next::<i32>());
        assert!(overflow.is_err(), "2147483648 is not an i32");
        for bad in ["18446744073709551616", "-", "+", "1-2", "", "x", "-9223372036854775809"] {
            let token = bad.as_bytes();
            assert_eq!((i64::parse_token(token), u64::parse_token(token)), (None, None), "{bad:?}");
        }
        assert_eq!((u8::parse_token(b"256"), i32::parse_token(b"-2147483649")), (None, None));
    }

    #[test]
    fn input_fast_and_careful_paths_agree_with_from_str() {
        let tokens = [
            "0",
            "7",
            "+5",
            "0000000000000000000000012",
            "18446744073709551615",
            "4294967295",
            "1234567890123456789",
        ];
        let mut input = Input::new(tokens.join("\n\t ").into_bytes());
        for token in tokens {
            assert_eq!(input.next::<u64>(), token.parse::<u64>().unwrap(), "{token}");
        }
        let mut narrow = Input::new(b"4294967295 4294967296".to_vec());
        assert_eq!(narrow.next::<u32>(), u32::MAX);
        let too_big = std::panic::catch_unwind(move || narrow.next::<u32>());
        assert!(too_big.is_err(), "4294967296 is not a u32");
    }

    #[test]
    #[should_panic(expected = "token \"12a\" is not a valid u64")]
    fn input_names_a_token_with_trailing_garbage() {
        Input::new(b"3 12a".to_vec()).vec::<u64>(2);
    }

    #[test]
    fn output_formats_integer_extremes_and_flushes_on_drop() {
        let mut sink = Vec::new();
        {
            let mut out = Output::new(&mut sink);
            out.put(u64::MAX).space().put(i64::MIN).space().put(0u32).newline();
        }
        assert_eq!(sink, format!("{} {} 0\n", u64::MAX, i64::MIN).into_bytes());
    }

    #[test]
    #[should_panic(expected = "token \"x1\" is not a valid u32")]
    fn bad_token_is_named() {
        Scanner::new("x1".as_bytes()).next::<u32>();
    }

    #[test]
    #[should_panic(expected = "input ended where a u64 was expected")]
    fn end_of_input_is_named() {
        Scanner::new("7\n".as_bytes()).vec::<u64>(2);
    }
}
