//! How the judge shows bytes and sizes to a person: sizes as `3.1 MiB`, program output with
//! its whitespace made visible, messages without terminal control characters, long text
//! clipped. Below every file of the judge that prints.

/// The widest line the reports print.
pub const LINE_WIDTH: usize = 100;

/// `3.1 MiB`-style sizes.
pub fn human_bytes(bytes: u64) -> String {
    const KIB: f64 = 1024.0;
    let b = bytes as f64;
    if b >= KIB * KIB * KIB {
        format!("{:.1} GiB", b / (KIB * KIB * KIB))
    } else if b >= KIB * KIB {
        format!("{:.1} MiB", b / (KIB * KIB))
    } else if b >= KIB {
        format!("{:.1} KiB", b / KIB)
    } else {
        format!("{bytes} B")
    }
}

/// One line with trailing spaces as `·`, tabs as `→`, CR as `␍`, and bytes that are
/// not UTF-8 or are control characters as `\xNN`; clipped to a readable width.
pub fn visible(line: &[u8]) -> String {
    let content_end = line.iter().rposition(|&b| b != b' ' && b != b'\t' && b != b'\r').map_or(0, |i| i + 1);
    let mut out = String::new();
    // Enough bytes for a clipped line even if every byte becomes `\xNN`.
    let mut rest = &line[..line.len().min(LINE_WIDTH * 4)];
    let mut offset = 0;
    while !rest.is_empty() {
        let (valid, bad) = match std::str::from_utf8(rest) {
            Ok(text) => (text, 0),
            Err(e) => (
                std::str::from_utf8(&rest[..e.valid_up_to()]).unwrap_or(""),
                e.error_len().unwrap_or(rest.len() - e.valid_up_to()),
            ),
        };
        for c in valid.chars() {
            let trailing = offset >= content_end;
            match c {
                '\t' => out.push('→'),
                '\r' => out.push('␍'),
                ' ' if trailing => out.push('·'),
                c if c.is_control() => out.push_str(&format!("\\x{:02x}", c as u32)),
                c => out.push(c),
            }
            offset += c.len_utf8();
        }
        let valid_len = valid.len();
        for &b in &rest[valid_len..valid_len + bad] {
            out.push_str(&format!("\\x{b:02x}"));
        }
        offset += bad;
        rest = &rest[valid_len + bad..];
    }
    clip(&out, LINE_WIDTH)
}

/// `text` with its control characters (but tabs) as `\xNN`: messages quote what programs said
/// (a checker's words, the head of stderr, the dialogue), and a terminal would obey escape
/// sequences in them: clear the screen, rewrite a verdict line after a carriage return, set the
/// clipboard (OSC 52).
pub fn printable(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() && c != '\t' {
            out.push_str(&format!("\\x{:02x}", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

/// `text` cut to `width` characters, marked `…` when cut.
pub fn clip(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        text.to_string()
    } else {
        let head: String = text.chars().take(width).collect();
        format!("{head}…")
    }
}

/// The bytes a recorded test file's escaped text stands for (tests/data/*-checkers.txt and
/// problemtools-default-validator.txt): `\n`, `\r`, `\t`, `\0`, `\v`, `\f`, `\\` and `\xHH`.
#[cfg(test)]
pub fn unescape(text: &str) -> Vec<u8> {
    let mut bytes = Vec::new();
    let mut rest = text.as_bytes();
    while let Some((&byte, tail)) = rest.split_first() {
        rest = tail;
        if byte != b'\\' {
            bytes.push(byte);
            continue;
        }
        let (&kind, tail) = rest.split_first().expect("an escape");
        rest = tail;
        bytes.push(match kind {
            b'n' => b'\n',
            b'r' => b'\r',
            b't' => b'\t',
            b'0' => 0,
            b'v' => 0x0b,
            b'f' => 0x0c,
            b'\\' => b'\\',
            b'x' => {
                let value = u8::from_str_radix(std::str::from_utf8(&rest[..2]).unwrap(), 16).unwrap();
                rest = &rest[2..];
                value
            }
            other => panic!("bad escape {} in {text}", other as char),
        });
    }
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn printable_messages_carry_no_control_characters() {
        assert_eq!(printable("a\x1b[2J\rb\x07\tc"), "a\\x1b[2J\\x0db\\x07\tc");
        assert_eq!(printable("plain ü"), "plain ü");
    }

    #[test]
    fn visible_whitespace_and_bytes() {
        assert_eq!(visible(b"1 2  "), "1 2··");
        assert_eq!(visible(b"a\tb\r"), "a→b␍");
        assert_eq!(visible(b"\xffok"), "\\xffok");
        assert_eq!(visible("é ".as_bytes()), "é·");
    }

    #[test]
    fn sizes_are_human_readable() {
        assert_eq!(human_bytes(512), "512 B");
        assert_eq!(human_bytes(3 * 1024 * 1024 + 100 * 1024), "3.1 MiB");
    }
}
