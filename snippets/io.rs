//! Fast whitespace-separated token reading for contest input (std only, any `BufRead`).
//! Reads line by line (so it also works interactively); `\r\n` line ends are plain whitespace.
//!
//! # Complexity
//! O(input size) overall; one buffer reused for every line, one `from_str` per token.
//!
//! # Panics
//! [`Scanner::next`] and [`Scanner::vec`] at end of input (naming the expected type), on a token
//! that does not parse (naming the token and the type), on bytes that are not UTF-8, or on a
//! read error. [`Scanner::try_next`] returns `None` at end of input but panics on a bad token.
//!
//! # Example
//! ```
//! use nimkit::io::Scanner;
//! let mut sc = Scanner::new("3\r\n1 2 3\n".as_bytes());
//! let n: usize = sc.next();
//! let piles: Vec<u64> = sc.vec(n);
//! assert_eq!(piles, vec![1, 2, 3]);
//! assert_eq!(sc.try_next::<u64>(), None);
//! ```

use std::io::BufRead;
use std::str::FromStr;

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
            while self.pos < self.line.len() && self.line[self.pos].is_ascii_whitespace() {
                self.pos += 1;
            }
            if self.pos < self.line.len() {
                let start = self.pos;
                while self.pos < self.line.len() && !self.line[self.pos].is_ascii_whitespace() {
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
    pub fn vec<T: FromStr>(&mut self, n: usize) -> Vec<T> {
        (0..n).map(|_| self.next()).collect()
    }
}

/// A scanner over the locked standard input.
pub fn stdin_scanner() -> Scanner<std::io::StdinLock<'static>> {
    Scanner::new(std::io::stdin().lock())
}

#[cfg(test)]
mod tests {
    use super::*;

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
